import type { contactPage, whatsappContact } from "../content/company-pages";
import { companyPages } from "../content/company-pages";
import { formatBrazilianMobile } from "../content/company-rules";
import type { Company } from "../content/types";
import { PRIVACY_PATH } from "../route-paths";
import { WhatsAppLink } from "./WhatsAppLink";

interface ContactChannelsProps {
  company: Company;
  labels: typeof contactPage;
  whatsapp: typeof whatsappContact;
}

const LINK = "inline-block py-0.5 font-medium text-accent-800 underline underline-offset-4 hover:text-accent-700";

/** The ways to reach the seller: e-mail always, WhatsApp when a number is set, support hours when given. */
export function ContactChannels({ company, labels, whatsapp }: ContactChannelsProps) {
  return (
    <section aria-labelledby="canais" className="max-w-prose text-slate-700">
      <h2 id="canais" className="text-2xl font-bold tracking-tight text-slate-900">
        {labels.channelsTitle}
      </h2>
      <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">{labels.emailLabel}</dt>
        <dd>
          <a href={`mailto:${company.email}`} className={LINK}>
            {company.email}
          </a>
        </dd>
        {company.whatsapp && (
          <>
            <dt className="font-semibold text-slate-900">{labels.whatsappLabel}</dt>
            <dd>
              <p>{formatBrazilianMobile(company.whatsapp)}</p>
              <WhatsAppLink
                number={company.whatsapp}
                prefilledMessage={whatsapp.prefilledMessage}
                label={whatsapp.label}
                className="mt-3"
              />
            </dd>
          </>
        )}
        {company.supportHours && (
          <>
            <dt className="font-semibold text-slate-900">{labels.supportHoursLabel}</dt>
            <dd>{company.supportHours}</dd>
          </>
        )}
      </dl>
      <p className="mt-8">
        {labels.privacyNote}{" "}
        <a href={PRIVACY_PATH} className={LINK}>
          {companyPages[PRIVACY_PATH].linkLabel}
        </a>
        .
      </p>
    </section>
  );
}
