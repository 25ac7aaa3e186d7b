import redirectScript from "virtual:inline-script/redirect";
import type { RedirectPageData } from "../browser/page-data";
import { InlineScript } from "../components/InlineScript";
import { PageData } from "../components/PageData";
import { Spinner } from "../components/Spinner";
import { getSettings, needsConsent } from "../config";
import { redirectPage } from "../content/pages";
import type { RouteHandle } from "../root";
import type { RedirectPath } from "../route-paths";
import { pageHead } from "../seo/head";
import type { Route } from "./+types/redirect";

/** Which setting each redirect route sends the browser to. */
const TARGET_SETTING: Record<RedirectPath, "acessoUrl" | "bolosUrl"> = {
  "/acesso": "acessoUrl",
  "/bolos": "bolosUrl",
};

function redirectPathOf(pathname: string): RedirectPath {
  const path = (pathname.replace(/\/+$/, "") || "/") as RedirectPath;
  if (!(path in TARGET_SETTING)) throw new Error(`No redirect target is configured for ${pathname}`);
  return path;
}

function targetFor(pathname: string): string {
  return getSettings()[TARGET_SETTING[redirectPathOf(pathname)]];
}

// The redirect leaves through an inline script and a meta refresh: no React runtime needed.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ location }) => {
  const path = redirectPathOf(location.pathname);
  return [
    // A link to /acesso or /bolos pasted into a chat still gets a preview: crawlers read the head and stay.
    ...pageHead({ ...redirectPage.head[path], path, noindex: true }, getSettings().siteUrl),
    // Leaves even before (or without) JavaScript.
    { httpEquiv: "refresh", content: `0;url=${targetFor(path)}` },
  ];
};

export default function Redirect({ matches }: Route.ComponentProps) {
  const route = redirectPathOf(matches[matches.length - 1]?.pathname ?? "");
  const target = targetFor(route);
  const { analytics } = getSettings();
  const data: RedirectPageData = {
    target,
    route,
    ...(analytics.plausible ? { plausible: analytics.plausible } : {}),
    asksConsent: needsConsent(analytics),
  };
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-slate-50 px-5 text-center">
      <div role="status" className="flex flex-col items-center gap-6">
        <Spinner />
        <h1 className="text-xl font-semibold text-slate-900">{redirectPage.message}</h1>
      </div>
      <a href={target} className="py-2 text-sm text-accent-800 underline underline-offset-4">
        {redirectPage.fallbackLink}
      </a>
      <PageData data={data} />
      <InlineScript code={redirectScript} />
    </main>
  );
}
