import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { siteLinks } from "./seo/head";
import { useIsSpaFallbackRender } from "./spa-fallback";
import "./app.css";

/** Route modules export `handle = { hydrate: false }` when their prerendered HTML needs no React at all. */
export interface RouteHandle {
  hydrate?: boolean;
}

export const links: Route.LinksFunction = siteLinks;

function useShipsReactRuntime(): boolean {
  const matches = useMatches();
  const isSpaFallback = useIsSpaFallbackRender();
  return isSpaFallback || !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const shipsReactRuntime = useShipsReactRuntime();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {shipsReactRuntime && <ScrollRestoration />}
        {shipsReactRuntime && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** React Router's classic default error screen, which framework mode replaces unless the root exports one. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main lang="en" className="p-4">
      <h2>Unexpected Application Error!</h2>
      <h3 className="italic">{message}</h3>
      {stack && <pre className="bg-slate-200/50 p-2">{stack}</pre>}
    </main>
  );
}
