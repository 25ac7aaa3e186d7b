/** Typed shapes of the landing page's content. Sections receive these as props and hold no copy. */

export interface Statistic {
  /** The figure as shown, e.g. "95%". */
  value: string;
  label: string;
}

export interface Step {
  number: number;
  title: string;
  description: string;
}

export type Rating = 1 | 2 | 3 | 4 | 5;

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: Rating;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PlanFeature {
  label: string;
}

export interface Cta {
  label: string;
  /** Appended to the accessible name of links that open in a new tab. */
  newTabHint: string;
}

/** The seller's identification document: a company's CNPJ or, for a person, a CPF. */
export interface SellerDocument {
  kind: "CNPJ" | "CPF";
  number: string;
}

export interface PostalAddress {
  /** Street, number and complement, e.g. "Avenida Paulista, 1000, conjunto 12". */
  street: string;
  district: string;
  city: string;
  /** The state's two-letter code (UF), e.g. "SP". */
  state: string;
  /** CEP, "01310-100". */
  postalCode: string;
}

export interface Company {
  legalName: string;
  document: SellerDocument;
  address: PostalAddress;
  email: string;
  /** A Brazilian mobile number in E.164, e.g. "+5511912345678"; without it the site shows no WhatsApp contact. */
  whatsapp?: string;
  supportHours?: string;
  privacyOfficer: { name: string; email: string };
}
