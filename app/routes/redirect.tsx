import { InlineScript } from "../components/InlineScript";
import { Spinner } from "../components/Spinner";
import { getSettings } from "../config";
import { redirectPage } from "../content/pages";
import { redirectScript } from "../inline-scripts";
import type { RouteHandle } from "../root";
import type { RedirectPath } from "../route-paths";
import type { Route } from "./+types/redirect";

/** Which setting each redirect route sends the browser to. */
const TARGET_SETTING: Record<RedirectPath, "acessoUrl" | "bolosUrl"> = {
  "/acesso": "acessoUrl",
  "/bolos": "bolosUrl",
};

function redirectFor(pathname: string): { route: RedirectPath; target: string } {
  const route = (pathname.replace(/\/+$/, "") || "/") as RedirectPath;
  const setting = TARGET_SETTING[route];
  if (!setting) throw new Error(`No redirect target is configured for ${pathname}`);
  return { route, target: getSettings()[setting] };
}

// The redirect leaves through an inline script and a meta refresh: no React runtime needed.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: redirectPage.title },
  { name: "robots", content: "noindex" },
  // Leaves even before (or without) JavaScript.
  { httpEquiv: "refresh", content: `0;url=${redirectFor(location.pathname).target}` },
];

export default function Redirect({ matches }: Route.ComponentProps) {
  const { route, target } = redirectFor(matches[matches.length - 1]?.pathname ?? "");
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-slate-50 px-5 text-center">
      <div role="status" className="flex flex-col items-center gap-6">
        <Spinner />
        <p className="text-xl font-semibold text-slate-900">{redirectPage.message}</p>
      </div>
      <a href={target} className="text-sm text-accent-800 underline underline-offset-4">
        {redirectPage.fallbackLink}
      </a>
      <InlineScript code={redirectScript(target, route)} />
    </main>
  );
}
