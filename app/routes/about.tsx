import { PageLayout } from "../components/PageLayout";
import { Prose } from "../components/Prose";
import { companyPages } from "../content/company-pages";
import about from "../content/sobre.md";
import type { RouteHandle } from "../root";
import { ABOUT_PATH } from "../route-paths";
import { companyPageHead } from "../seo/company-page-head";
import type { Route } from "./+types/about";

// Static text: no React runtime.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => companyPageHead(ABOUT_PATH);

export default function About() {
  return (
    <PageLayout heading={companyPages[ABOUT_PATH].heading}>
      <Prose html={about} />
    </PageLayout>
  );
}
