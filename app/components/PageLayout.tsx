import type { ReactNode } from "react";
import { company } from "../content/company";
import { footer, planFeatures } from "../content/landing";
import { site } from "../content/site";
import { FooterSection } from "../sections/FooterSection";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";

const MAIN_CONTENT_ID = "conteudo";

interface PageLayoutProps {
  /** The page's h1. */
  heading: string;
  /** A sentence under the heading, or the date of the last change. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The company pages (/sobre, /contato, /termos, /privacidade): the landing's header and footer around a text. */
export function PageLayout({ heading, lead, children }: PageLayoutProps) {
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} label={site.skipLink} />
      <SiteHeader brandName={site.name} homeHref="/" />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <div className="bg-slate-950 px-5 pt-10 pb-12 text-white sm:px-8 sm:pt-14 sm:pb-16">
          <div className="mx-auto max-w-6xl">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
            {lead && <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-300">{lead}</p>}
          </div>
        </div>
        <div className="px-5 py-12 sm:px-8 sm:py-16">
          <div className="mx-auto max-w-6xl">{children}</div>
        </div>
      </main>
      <FooterSection content={footer} brand={site} resources={planFeatures} company={company} />
    </>
  );
}
