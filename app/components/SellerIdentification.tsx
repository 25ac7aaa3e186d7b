import type { sellerIdentification } from "../content/company-pages";
import { formatAddress, formatDocument } from "../content/company-rules";
import type { Company } from "../content/types";

interface SellerIdentificationProps {
  company: Company;
  labels: typeof sellerIdentification;
  /** The heading level that fits where the block sits in the page's outline. */
  headingLevel?: 2 | 3;
}

/** Who sells: business name, CNPJ or CPF, address and e-mail, as Decreto 7.962/2013 (art. 2) asks. */
export function SellerIdentification({ company, labels, headingLevel = 2 }: SellerIdentificationProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="quem-vende"
      className="mt-12 max-w-prose rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      <Heading id="quem-vende" className="text-lg font-semibold text-slate-900">
        {labels.title}
      </Heading>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{labels.legalNameLabel}</dt>
        <dd>{company.legalName}</dd>
        <dt className="font-medium text-slate-900">{company.document.kind}</dt>
        <dd>{formatDocument(company.document)}</dd>
        <dt className="font-medium text-slate-900">{labels.addressLabel}</dt>
        <dd>{formatAddress(company.address)}</dd>
        <dt className="font-medium text-slate-900">{labels.emailLabel}</dt>
        <dd>
          <a
            href={`mailto:${company.email}`}
            className="inline-block py-0.5 font-medium text-accent-800 underline underline-offset-4"
          >
            {company.email}
          </a>
        </dd>
      </dl>
    </section>
  );
}
