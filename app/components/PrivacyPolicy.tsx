import { formatAddress, formatDocument } from "../content/company-rules";
import { privacyPage } from "../content/privacy";
import type { Company } from "../content/types";
import type { PrivacyFacts } from "../privacy-facts";
import { Prose } from "./Prose";

interface PrivacyPolicyProps {
  facts: PrivacyFacts;
  company: Company;
  /** Where the checkout lives (its host), named as a separate service. */
  checkoutHost: string;
}

/** The privacy notice's body, written from the facts of this build: the tools that are on, the seller, the rights. */
export function PrivacyPolicy({ facts, company, checkoutHost }: PrivacyPolicyProps) {
  const { factLabels } = privacyPage;
  return (
    <Prose>
      <h2>{privacyPage.controllerTitle}</h2>
      <p>{privacyPage.controllerText}</p>
      <p>
        <strong>{company.legalName}</strong>, {company.document.kind} {formatDocument(company.document)},{" "}
        {formatAddress(company.address)}.
      </p>

      <h2>{privacyPage.collectedTitle}</h2>
      {facts.tools.length === 0 ? (
        <p data-privacy-tools="none">{privacyPage.nothingCollected}</p>
      ) : (
        <>
          <p>{privacyPage.toolsIntro}</p>
          {facts.tools.map((tool) => (
            <section key={tool.name} data-privacy-tool={tool.name} aria-label={tool.name}>
              <h3>{tool.name}</h3>
              <dl className="mt-3 space-y-2">
                {(["collects", "purpose", "legalBasis", "recipients", "retention"] as const).map((fact) => (
                  <div key={fact}>
                    <dt className="inline font-semibold text-slate-900">{factLabels[fact]}: </dt>
                    <dd className="inline">{tool[fact]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {facts.needsConsent && <p>{privacyPage.consentNote}</p>}
          <p>{privacyPage.internationalTransfer}</p>
        </>
      )}

      <h3>{privacyPage.serverLogsTitle}</h3>
      <p>{privacyPage.serverLogs}</p>
      <h3>{privacyPage.campaignTitle}</h3>
      <p>{privacyPage.campaignText}</p>
      <h3>{privacyPage.contactTitle}</h3>
      <p>{privacyPage.contactText(Boolean(company.whatsapp))}</p>

      <h2>{privacyPage.separateServicesTitle}</h2>
      <p>{privacyPage.separateServices(checkoutHost)}</p>

      <h2>{privacyPage.rightsTitle}</h2>
      <p>{privacyPage.rightsIntro}</p>
      <ul>
        {privacyPage.rights.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p>
        {privacyPage.howToExercise} {company.privacyOfficer.name}:{" "}
        <a href={`mailto:${company.privacyOfficer.email}`}>{company.privacyOfficer.email}</a>.
      </p>
      <p>{privacyPage.responseTime}</p>
    </Prose>
  );
}
