import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import {
  brazilianMobileProblem,
  cnpjProblem,
  companyProblems,
  cpfProblem,
  EXAMPLE_COMPANY,
  exampleCompanyFields,
  formatAddress,
  formatBrazilianMobile,
  formatDocument,
} from "../../app/content/company-rules";
import type { Company } from "../../app/content/types";

describe("CNPJ", () => {
  it.each(["12.345.678/0001-95", "12345678000195", "11.222.333/0001-81", "12.ABC.345/01DE-35", "12abc34501de35"])(
    "accepts %s",
    (cnpj) => {
      expect(cnpjProblem(cnpj)).toBeUndefined();
    },
  );

  it.each([
    ["12.345.678/0001-96", /wrong check digits \(expected 95\)/],
    ["11.222.333/0001-18", /wrong check digits \(expected 81\)/],
    ["12.ABC.345/01DE-53", /wrong check digits \(expected 35\)/],
  ])("rejects %s: invalid check digit", (cnpj, message) => {
    expect(cnpjProblem(cnpj)).toMatch(message);
  });

  it.each(["12.345.678/0001-9", "123456780001950", "", "12.345.678/0001-9X"])("rejects %j: wrong length", (cnpj) => {
    expect(cnpjProblem(cnpj)).toMatch(/must have 14 characters/);
  });

  it("rejects a CNPJ of one repeated digit, whose check digits happen to work", () => {
    expect(cnpjProblem("00.000.000/0000-00")).toMatch(/all digits equal/);
  });
});

describe("CPF", () => {
  it.each(["123.456.789-09", "12345678909", "529.982.247-25"])("accepts %s", (cpf) => {
    expect(cpfProblem(cpf)).toBeUndefined();
  });

  it.each([
    ["123.456.789-00", /wrong check digits \(expected 09\)/],
    ["529.982.247-52", /wrong check digits \(expected 25\)/],
  ])("rejects %s: invalid check digit", (cpf, message) => {
    expect(cpfProblem(cpf)).toMatch(message);
  });

  it.each(["123.456.789-0", "1234567890911", "123.456.789-0A"])("rejects %s: wrong length", (cpf) => {
    expect(cpfProblem(cpf)).toMatch(/must have 11 digits/);
  });

  it("rejects a CPF of one repeated digit", () => {
    expect(cpfProblem("111.111.111-11")).toMatch(/all digits equal/);
  });
});

describe("WhatsApp number (Brazilian mobile in E.164)", () => {
  it.each(["+5511912345678", "+5521987654321", "+5599999999999"])("accepts %s", (phone) => {
    expect(brazilianMobileProblem(phone)).toBeUndefined();
  });

  it.each([
    ["+551191234567", "one digit short"],
    ["+55119123456789", "one digit too many"],
    ["+551131234567", "a landline (8 digits)"],
    ["+5511812345678", "a mobile that does not start with 9"],
    ["5511912345678", "without the +"],
    ["+55 11 91234-5678", "formatted instead of E.164"],
    ["+14155552671", "not Brazilian"],
  ])("rejects %s (%s)", (phone) => {
    expect(brazilianMobileProblem(phone)).toMatch(/must be a Brazilian mobile in E\.164/);
  });

  it("rejects an area code that does not exist", () => {
    expect(brazilianMobileProblem("+5520912345678")).toMatch(/area code \(DDD\) that does not exist: 20/);
  });

  it("is shown the Brazilian way", () => {
    expect(formatBrazilianMobile("+5511912345678")).toBe("(11) 91234-5678");
  });
});

describe("formatting", () => {
  it("writes the document with its punctuation, whatever the owner typed", () => {
    expect(formatDocument({ kind: "CNPJ", number: "12345678000195" })).toBe("12.345.678/0001-95");
    expect(formatDocument({ kind: "CNPJ", number: "12abc34501de35" })).toBe("12.ABC.345/01DE-35");
    expect(formatDocument({ kind: "CPF", number: "12345678909" })).toBe("123.456.789-09");
  });

  it("writes the address on one line with the CEP", () => {
    expect(
      formatAddress({
        street: "Av. Paulista, 1000",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
        postalCode: "01310100",
      }),
    ).toBe("Av. Paulista, 1000, Bela Vista, São Paulo – SP, CEP 01310-100");
  });
});

/** The committed company data with some fields changed. */
function edited(changes: Partial<Company>): Company {
  return { ...structuredClone(company), ...changes };
}

describe("the seller's data in app/content/company.ts", () => {
  it("accepts the committed data", () => {
    expect(companyProblems(company)).toEqual([]);
  });

  it("names the field, the value and a correct example for a CNPJ with a wrong check digit", () => {
    const problems = companyProblems(edited({ document: { kind: "CNPJ", number: "12.345.678/0001-99" } }));
    expect(problems).toEqual([
      'company.document.number: has wrong check digits (expected 95) for a CNPJ (got "12.345.678/0001-99"), e.g. "12.345.678/0001-95"',
    ]);
  });

  it("checks a CPF as a CPF", () => {
    expect(companyProblems(edited({ document: { kind: "CPF", number: "123.456.789-09" } }))).toEqual([]);
    expect(companyProblems(edited({ document: { kind: "CPF", number: "12.345.678/0001-95" } }))).toEqual([
      'company.document.number: must have 11 digits for a CPF (got "12.345.678/0001-95"), e.g. "123.456.789-09"',
    ]);
  });

  it("rejects a malformed WhatsApp number, e-mails, CEP and state, and accepts no WhatsApp at all", () => {
    const problems = companyProblems(
      edited({
        whatsapp: "(11) 91234-5678",
        email: "contato",
        address: { ...company.address, state: "XX", postalCode: "0100-000" },
        privacyOfficer: { name: " ", email: "privacidade@" },
      }),
    );
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(":")))).toEqual([
      "company.address.state",
      "company.address.postalCode",
      "company.email",
      "company.privacyOfficer.email",
      "company.privacyOfficer.name",
      "company.whatsapp",
    ]);
    expect(problems.at(-1)).toContain('(got "(11) 91234-5678"), e.g. "+5511912345678"');
    expect(companyProblems(edited({ whatsapp: undefined }))).toEqual([]);
  });

  it("lists the fields that still hold the fictitious example, and none once they are replaced", () => {
    expect(exampleCompanyFields(company)).toEqual(Object.keys(EXAMPLE_COMPANY).map((field) => `company.${field}`));
    const real: Company = {
      legalName: "Vendas IA Tecnologia Ltda.",
      document: { kind: "CNPJ", number: "11.222.333/0001-81" },
      address: {
        street: "Av. Brasil, 500",
        district: "Centro",
        city: "Curitiba",
        state: "PR",
        postalCode: "80010-000",
      },
      email: "contato@vendasia.com.br",
      privacyOfficer: { name: "Ana Lima", email: "dpo@vendasia.com.br" },
    };
    expect(companyProblems(real)).toEqual([]);
    expect(exampleCompanyFields(real)).toEqual([]);
  });
});
