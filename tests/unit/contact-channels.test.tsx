import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactChannels } from "../../app/components/ContactChannels";
import { SellerIdentification } from "../../app/components/SellerIdentification";
import { company } from "../../app/content/company";
import { contactPage, sellerIdentification, whatsappContact } from "../../app/content/company-pages";
import type { Company } from "../../app/content/types";

function renderChannels(seller: Company) {
  return render(<ContactChannels company={seller} labels={contactPage} whatsapp={whatsappContact} />).container;
}

describe("ContactChannels (/contato)", () => {
  it("gives the e-mail as a mailto link, the support hours and the way to the privacy notice", () => {
    renderChannels(company);
    expect(screen.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    expect(screen.getByText(company.supportHours ?? "missing")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade");
  });

  it("with a WhatsApp number: shows it formatted and links to wa.me with the prefilled message", () => {
    renderChannels({ ...company, whatsapp: "+5521987654321" });
    expect(screen.getByText("(21) 98765-4321")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Tirar dúvidas no WhatsApp/ });
    expect(link).toHaveAttribute(
      "href",
      `https://wa.me/5521987654321?text=${encodeURIComponent(whatsappContact.prefilledMessage)}`,
    );
    expect(link).toHaveAttribute("data-whatsapp");
  });

  it("without a WhatsApp number or support hours: neither appears", () => {
    const container = renderChannels({ ...company, whatsapp: undefined, supportHours: undefined });
    expect(container.querySelector("a[href^='https://wa.me/'], [data-whatsapp]")).toBeNull();
    expect(container).not.toHaveTextContent(/WhatsApp/);
    expect(container).not.toHaveTextContent(contactPage.supportHoursLabel);
  });
});

describe("SellerIdentification", () => {
  it("lists business name, CNPJ, address and e-mail under 'Quem vende'", () => {
    render(<SellerIdentification company={company} labels={sellerIdentification} />);
    const block = screen.getByRole("region", { name: "Quem vende" });
    const pairs = Array.from(block.querySelectorAll("dt"), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ["Razão social", "Empresa Exemplo Ltda."],
      ["CNPJ", "12.345.678/0001-95"],
      ["Endereço", "Rua Exemplo, 123, sala 4, Centro, São Paulo – SP, CEP 01000-000"],
      ["E-mail", "contato@vendas.example.com"],
    ]);
  });
});
