import type { Company } from "./types.ts";

/**
 * Who sells the Pro plan: the seller's identification that Decreto 7.962/2013 (art. 2) asks every online
 * shop to show, and the contacts for customers and for privacy requests (LGPD, art. 41).
 *
 * Every value below is a fictitious example. Replace each one with your company's real data before
 * publishing: `npm run build` warns while any of them is still the example, and fails, naming the field,
 * when one is malformed (see app/content/company-rules.ts).
 */
export const company: Company = {
  /** Razão social (or, for a person selling under a CPF, the full name). */
  legalName: "Empresa Exemplo Ltda.",
  /** CNPJ (numeric or the new alphanumeric format) or CPF, with or without punctuation. */
  document: { kind: "CNPJ", number: "12.345.678/0001-95" },
  address: {
    street: "Rua Exemplo, 123, sala 4",
    district: "Centro",
    city: "São Paulo",
    state: "SP",
    postalCode: "01000-000",
  },
  email: "contato@vendas.example.com",
  /** Optional: a Brazilian mobile in E.164 (+55, DDD, 9 digits). Delete the line to turn WhatsApp off. */
  whatsapp: "+5511912345678",
  /** Optional: when someone answers the e-mail and WhatsApp. */
  supportHours: "Segunda a sexta, das 9h às 18h (horário de Brasília)",
  /** Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): who answers privacy requests. */
  privacyOfficer: { name: "Maria Exemplo", email: "privacidade@vendas.example.com" },
};
