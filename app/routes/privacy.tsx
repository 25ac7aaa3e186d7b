import { PageLayout } from "../components/PageLayout";
import { PrivacyPolicy } from "../components/PrivacyPolicy";
import { getSettings } from "../config";
import { company } from "../content/company";
import { companyPages } from "../content/company-pages";
import { PRIVACY_LAST_UPDATED, privacyPage } from "../content/privacy";
import { privacyFacts } from "../privacy-facts";
import type { RouteHandle } from "../root";
import { PRIVACY_PATH } from "../route-paths";
import { companyPageHead } from "../seo/company-page-head";
import type { Route } from "./+types/privacy";

// Written at build time from the settings: no React runtime.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => companyPageHead(PRIVACY_PATH);

/** "2026-11-22" → "22 de novembro de 2026". */
function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(new Date(isoDate));
}

export default function Privacy() {
  const { analytics, checkoutUrl } = getSettings();
  return (
    <PageLayout
      heading={companyPages[PRIVACY_PATH].heading}
      lead={
        <>
          {privacyPage.lastUpdatedLabel} <time dateTime={PRIVACY_LAST_UPDATED}>{formatDate(PRIVACY_LAST_UPDATED)}</time>
        </>
      }
    >
      <PrivacyPolicy facts={privacyFacts(analytics)} company={company} checkoutHost={new URL(checkoutUrl).host} />
    </PageLayout>
  );
}
