import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { getSettings } from "../config";
import { notFoundPage } from "../content/pages";
import { pageHead } from "../seo/head";
import type { Route } from "./+types/not-found";

// No canonical URL: this page answers at every unknown address.
export const meta: Route.MetaFunction = () =>
  pageHead({ title: notFoundPage.title, description: notFoundPage.description, noindex: true }, getSettings().siteUrl);

export default function NotFound() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}${search}`);
  }, [pathname, search]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-slate-50 px-5 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-accent-700">{notFoundPage.code}</p>
      <h1 lang="en" className="mt-4 text-2xl font-bold text-slate-900">
        {notFoundPage.message}
      </h1>
      <Link
        to="/"
        lang="en"
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
      >
        {notFoundPage.homeLink}
      </Link>
    </main>
  );
}
