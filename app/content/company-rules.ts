/**
 * The rules the seller's data in app/content/company.ts must follow, checked by `validateContent` before
 * anything is built: CNPJ/CPF check digits, a Brazilian mobile in E.164 for WhatsApp, e-mails, CEP and UF.
 * Also the formatting the pages use, so a number is stored one way and shown the Brazilian way.
 */
import type { Company } from "./types.ts";

/** The committed, fictitious values: the build warns while a field still holds one, and errors quote them. */
export const EXAMPLE_COMPANY = {
  legalName: "Empresa Exemplo Ltda.",
  "document.number": "12.345.678/0001-95",
  "address.street": "Rua Exemplo, 123, sala 4",
  "address.postalCode": "01000-000",
  email: "contato@vendas.example.com",
  whatsapp: "+5511912345678",
  "privacyOfficer.name": "Maria Exemplo",
  "privacyOfficer.email": "privacidade@vendas.example.com",
} as const;

const CPF_EXAMPLE = "123.456.789-09";

/** The 27 federative units. */
const STATES = new Set("AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "));

/** Area codes (DDD) in use in Brazil, per Anatel's numbering plan. */
const AREA_CODES = new Set(
  [
    "11 12 13 14 15 16 17 18 19",
    "21 22 24 27 28",
    "31 32 33 34 35 37 38",
    "41 42 43 44 45 46 47 48 49",
    "51 53 54 55",
    "61 62 63 64 65 66 67 68 69",
    "71 73 74 75 77 79",
    "81 82 83 84 85 86 87 88 89",
    "91 92 93 94 95 96 97 98 99",
  ]
    .join(" ")
    .split(" "),
);

const EMAIL = /^[^\s@]+@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const POSTAL_CODE = /^\d{5}-?\d{3}$/;
/** +55, a two-digit area code, then a nine-digit mobile number starting with 9. */
const BRAZILIAN_MOBILE_E164 = /^\+55(\d{2})(9\d{8})$/;

/** A mod-11 check digit as CNPJ and CPF use it: value × weight summed, remainder below 2 gives 0. */
function checkDigit(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Why `value` is not a CNPJ, or nothing when it is one. Accepts the numeric CNPJ and the alphanumeric one the
 * Receita Federal issues from July 2026 (IN RFB 2.229/2024): 12 letters or digits, then two check digits,
 * where each character counts as its ASCII code minus 48.
 */
export function cnpjProblem(value: string): string | undefined {
  const compact = value.replace(/[./-]/g, "").toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(compact)) return "must have 14 characters (12 letters or digits, then 2 digits)";
  if (/^(\d)\1{13}$/.test(compact)) return "is not a real CNPJ (all digits equal)";
  const values = [...compact].map((character) => character.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...values.slice(0, 12), first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  if (values[12] !== first || values[13] !== second) return `has wrong check digits (expected ${first}${second})`;
  return undefined;
}

/** Why `value` is not a CPF, or nothing when it is one. */
export function cpfProblem(value: string): string | undefined {
  const compact = value.replace(/[.-]/g, "");
  if (!/^\d{11}$/.test(compact)) return "must have 11 digits";
  if (/^(\d)\1{10}$/.test(compact)) return "is not a real CPF (all digits equal)";
  const digits = [...compact].map(Number);
  // CPF's rule differs from CNPJ's at the edge: a remainder of 0 or 1 both give 0, via (sum × 10 mod 11) mod 10.
  const cpfDigit = (values: number[]) =>
    ((values.reduce((total, digit, index) => total + digit * (values.length + 1 - index), 0) * 10) % 11) % 10;
  const first = cpfDigit(digits.slice(0, 9));
  const second = cpfDigit([...digits.slice(0, 9), first]);
  if (digits[9] !== first || digits[10] !== second) return `has wrong check digits (expected ${first}${second})`;
  return undefined;
}

/** Why `value` is not a Brazilian mobile number in E.164, or nothing when it is one. */
export function brazilianMobileProblem(value: string): string | undefined {
  const match = BRAZILIAN_MOBILE_E164.exec(value);
  if (!match) return "must be a Brazilian mobile in E.164: +55, the 2-digit DDD and the 9-digit number starting with 9";
  if (!AREA_CODES.has(match[1] ?? "")) return `has an area code (DDD) that does not exist: ${match[1]}`;
  return undefined;
}

/** "12.345.678/0001-95" or "123.456.789-09", whatever punctuation the owner typed. */
export function formatDocument({ kind, number }: Company["document"]): string {
  const compact = number.replace(/[./-]/g, "").toUpperCase();
  return kind === "CNPJ"
    ? `${compact.slice(0, 2)}.${compact.slice(2, 5)}.${compact.slice(5, 8)}/${compact.slice(8, 12)}-${compact.slice(12)}`
    : `${compact.slice(0, 3)}.${compact.slice(3, 6)}.${compact.slice(6, 9)}-${compact.slice(9)}`;
}

/** "+5511912345678" → "(11) 91234-5678", as Brazilians write a mobile number. */
export function formatBrazilianMobile(e164: string): string {
  const national = e164.replace(/^\+55/, "");
  return `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
}

/** "01000000" or "01000-000" → "01000-000". */
export function formatPostalCode(postalCode: string): string {
  const digits = postalCode.replace("-", "");
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** The address on one line, as the footer and the pages show it. */
export function formatAddress(address: Company["address"]): string {
  return `${address.street}, ${address.district}, ${address.city} – ${address.state}, CEP ${formatPostalCode(address.postalCode)}`;
}

/** Every rule `company` breaks, one line each: the field, what is wrong, the value and a correct example. */
export function companyProblems(company: Company): string[] {
  const problems: string[] = [];
  const report = (field: string, value: unknown, problem: string, example: string) =>
    problems.push(`company.${field}: ${problem} (got ${JSON.stringify(value)}), e.g. ${JSON.stringify(example)}`);
  const requireText = (field: string, value: unknown, example: string) => {
    if (typeof value !== "string" || value.trim() === "") report(field, value, "must not be empty", example);
  };

  requireText("legalName", company.legalName, EXAMPLE_COMPANY.legalName);
  const { kind, number } = company.document ?? {};
  if (kind === "CNPJ" || kind === "CPF") {
    const problem = typeof number === "string" ? (kind === "CNPJ" ? cnpjProblem : cpfProblem)(number) : "is missing";
    if (problem) {
      report(
        "document.number",
        number,
        `${problem} for a ${kind}`,
        kind === "CNPJ" ? EXAMPLE_COMPANY["document.number"] : CPF_EXAMPLE,
      );
    }
  } else {
    report("document.kind", kind, 'must be "CNPJ" or "CPF"', "CNPJ");
  }

  const address = company.address ?? ({} as Partial<Company["address"]>);
  requireText("address.street", address.street, EXAMPLE_COMPANY["address.street"]);
  requireText("address.district", address.district, "Centro");
  requireText("address.city", address.city, "São Paulo");
  if (!STATES.has(address.state ?? ""))
    report("address.state", address.state, "must be a state's two-letter code", "SP");
  if (!POSTAL_CODE.test(address.postalCode ?? "")) {
    report(
      "address.postalCode",
      address.postalCode,
      "must be a CEP of 8 digits",
      EXAMPLE_COMPANY["address.postalCode"],
    );
  }

  for (const [field, value, example] of [
    ["email", company.email, EXAMPLE_COMPANY.email],
    ["privacyOfficer.email", company.privacyOfficer?.email, EXAMPLE_COMPANY["privacyOfficer.email"]],
  ] as const) {
    if (!EMAIL.test(value ?? "")) report(field, value, "must be an e-mail address", example);
  }
  requireText("privacyOfficer.name", company.privacyOfficer?.name, EXAMPLE_COMPANY["privacyOfficer.name"]);

  if (company.whatsapp !== undefined) {
    const problem = brazilianMobileProblem(company.whatsapp);
    if (problem) report("whatsapp", company.whatsapp, problem, EXAMPLE_COMPANY.whatsapp);
  }
  if (company.supportHours !== undefined) {
    requireText("supportHours", company.supportHours, "Segunda a sexta, das 9h às 18h");
  }
  return problems;
}

/** The fields of `company` that still hold the committed fictitious example. */
export function exampleCompanyFields(company: Company): string[] {
  const current: Record<keyof typeof EXAMPLE_COMPANY, string | undefined> = {
    legalName: company.legalName,
    "document.number": company.document.number,
    "address.street": company.address.street,
    "address.postalCode": company.address.postalCode,
    email: company.email,
    whatsapp: company.whatsapp,
    "privacyOfficer.name": company.privacyOfficer.name,
    "privacyOfficer.email": company.privacyOfficer.email,
  };
  return Object.entries(EXAMPLE_COMPANY)
    .filter(([field, example]) => current[field as keyof typeof EXAMPLE_COMPANY] === example)
    .map(([field]) => `company.${field}`);
}
