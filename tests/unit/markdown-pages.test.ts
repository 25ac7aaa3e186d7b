import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import about from "../../app/content/sobre.md";
import terms from "../../app/content/termos.md";
import { draftNote, MarkdownPageError, renderMarkdownPage } from "../../scripts/markdown-pages";

const contentDir = path.resolve(import.meta.dirname, "../../app/content");
const source = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

describe("Markdown pages (rendered at build time)", () => {
  it("imports a .md file as its rendered HTML, without the draft marker", () => {
    expect(terms).toBe(renderMarkdownPage(source("termos.md"), "termos.md"));
    expect(terms).toContain("<h2>Direito de arrependimento (7 dias)</h2>");
    expect(about).toContain("<strong>Vendas IA</strong>");
    for (const html of [terms, about]) expect(html).not.toMatch(/RASCUNHO|<!--/);
  });

  it("finds the draft marker and its note, and nothing once it is deleted", () => {
    expect(draftNote("<!-- RASCUNHO: revisar com o advogado -->\n\nTexto.")).toBe("revisar com o advogado");
    expect(draftNote("<!-- RASCUNHO -->\nTexto.")).toBe("rascunho");
    expect(draftNote("Texto final.\n\n<!-- RASCUNHO: só vale na primeira linha -->")).toBeUndefined();
    expect(draftNote("Texto final.")).toBeUndefined();
  });

  it("ships both starting texts marked as drafts, so the build warns until the owner reviews them", () => {
    expect(draftNote(source("termos.md"))).toMatch(/revisão/);
    expect(draftNote(source("sobre.md"))).toMatch(/revisão/);
  });

  it("refuses a page title (#) in the text, naming the file and the fix", () => {
    expect(() => renderMarkdownPage("# Termos\n\nTexto.", "app/content/termos.md")).toThrow(MarkdownPageError);
    expect(() => renderMarkdownPage("# Termos\n\nTexto.", "app/content/termos.md")).toThrow(
      /^app\/content\/termos\.md: "# Termos" is a page title.*e\.g\. "## Cancelamento"$/,
    );
  });
});

describe("the starting terms of use", () => {
  const text = source("termos.md");

  it.each([
    ["the free trial", /## Teste grátis de 7 dias/],
    ["the monthly charge", /## Assinatura e cobrança mensal[\s\S]*cobrada todo mês/],
    ["cancellation", /## Cancelamento[\s\S]*Não há fidelidade nem multa/],
    ["the right of withdrawal, CDC art. 49", /em até 7 dias[\s\S]*Lei 8\.078\/1990, art\. 49/],
    ["the refund of what was paid", /art\. 49, parágrafo único/],
    ["how to withdraw, Decreto 7.962/2013", /Decreto 7\.962\/2013, art\. 5º/],
  ])("cover %s", (_topic, pattern) => {
    expect(text).toMatch(pattern);
  });

  it("invent no company data: the seller is identified from app/content/company.ts", () => {
    expect(text).not.toMatch(/CNPJ|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|Ltda|@/);
  });
});
