import { ContactChannels } from "../components/ContactChannels";
import { PageLayout } from "../components/PageLayout";
import { SellerIdentification } from "../components/SellerIdentification";
import { company } from "../content/company";
import { companyPages, contactPage, sellerIdentification, whatsappContact } from "../content/company-pages";
import type { RouteHandle } from "../root";
import { CONTACT_PATH } from "../route-paths";
import { companyPageHead } from "../seo/company-page-head";
import type { Route } from "./+types/contact";

// Links only: no React runtime.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => companyPageHead(CONTACT_PATH);

export default function Contact() {
  return (
    <PageLayout heading={companyPages[CONTACT_PATH].heading} lead={contactPage.lead}>
      <ContactChannels company={company} labels={contactPage} whatsapp={whatsappContact} />
      <SellerIdentification company={company} labels={sellerIdentification} />
    </PageLayout>
  );
}
