import { PageLayout } from "../components/PageLayout";
import { Prose } from "../components/Prose";
import { SellerIdentification } from "../components/SellerIdentification";
import { company } from "../content/company";
import { companyPages, sellerIdentification } from "../content/company-pages";
import terms from "../content/termos.md";
import type { RouteHandle } from "../root";
import { TERMS_PATH } from "../route-paths";
import { companyPageHead } from "../seo/company-page-head";
import type { Route } from "./+types/terms";

// Static text: no React runtime.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => companyPageHead(TERMS_PATH);

export default function Terms() {
  return (
    <PageLayout heading={companyPages[TERMS_PATH].heading}>
      <Prose html={terms} />
      {/* The terms speak of "the company identified at the end of this page": the data comes from company.ts. */}
      <SellerIdentification company={company} labels={sellerIdentification} />
    </PageLayout>
  );
}
