import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import App, { ErrorBoundary } from "../../app/root";

/** The app's root route (its Outlet and ErrorBoundary) above one child route at "/". */
function renderAppWithChild(child: { Component?: () => null; loader?: () => never }) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: App, ErrorBoundary, children: [{ index: true, ...child }] },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

// Route components that fail while rendering, each with the value it throws.
function ThrowsError(): null {
  throw new Error("Falha ao montar a oferta");
}
function ThrowsPlainObject(): null {
  throw { code: "OFERTA_INDISPONIVEL" };
}
function ThrowsShortError(): null {
  throw new Error("quebrou");
}
function RendersNothing(): null {
  return null;
}

describe("the root ErrorBoundary", () => {
  beforeEach(() => {
    // React and React Router report caught errors on the console; the screen is what we check.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Unexpected Application Error!' and the message when a route throws while rendering", async () => {
    renderAppWithChild({ Component: ThrowsError });

    const title = await screen.findByRole("heading", { name: "Unexpected Application Error!" });
    // The app's own boundary (React Router's built-in fallback has no <main lang="en">).
    expect(title.closest("main")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { name: "Falha ao montar a oferta" })).toBeInTheDocument();
  });

  it("shows the status and status text when a route throws a Response", async () => {
    renderAppWithChild({
      loader: () => {
        throw new Response(null, { status: 503, statusText: "Service Unavailable" });
      },
      Component: RendersNothing,
    });

    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "503 Service Unavailable" })).toBeInTheDocument();
  });

  it("shows a thrown value that is not an Error as JSON", async () => {
    renderAppWithChild({ Component: ThrowsPlainObject });

    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: '{"code":"OFERTA_INDISPONIVEL"}' })).toBeInTheDocument();
  });

  it("is an English screen inside the pt-BR page whose only headings are the title and the message", async () => {
    renderAppWithChild({ Component: ThrowsShortError });

    const heading = await screen.findByRole("heading", { name: "Unexpected Application Error!" });
    expect(heading.closest("main")).toHaveAttribute("lang", "en");
    expect(screen.getAllByRole("heading").map((element) => element.textContent)).toEqual([
      "Unexpected Application Error!",
      "quebrou",
    ]);
  });
});
