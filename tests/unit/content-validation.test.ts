import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as landing from "../../app/content/landing";
import { contentProblems, type LandingContent, lastUpdatedProblem } from "../../app/content/validate";

/** A deep, editable copy of the real content, changed by `edit`. */
function editedContent(edit: (content: LandingContent) => void): LandingContent {
  const copy = structuredClone({ ...landing }) as LandingContent;
  edit(copy);
  return copy;
}

/** The content is `as const`; the tests break it on purpose. */
const mutable = (value: object) => value as Record<string, unknown>;
function itemOf(list: readonly object[], index: number): Record<string, unknown> {
  const item = list[index];
  if (!item) throw new Error(`no item ${index}`);
  return item as Record<string, unknown>;
}

describe("content validation", () => {
  it("accepts the committed content", () => {
    expect(contentProblems()).toEqual([]);
  });

  it.each([0, 6, 4.5, "5"])("rejects a testimonial rating of %j, naming the item and field", (rating) => {
    const problems = contentProblems(
      editedContent((content) => {
        itemOf(content.testimonials.items, 1).rating = rating;
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^testimonials\.items\[1\]\.rating: /);
  });

  it("requires exactly five FAQ items", () => {
    const four = editedContent((content) => {
      mutable(content.faq).items = content.faq.items.slice(0, 4);
    });
    const six = editedContent((content) => {
      mutable(content.faq).items = [...content.faq.items, { question: "Tem app?", answer: "Ainda não." }];
    });
    expect(contentProblems(four).join("\n")).toMatch(/^faq\.items: must have exactly 5 questions/m);
    expect(contentProblems(six).join("\n")).toMatch(/^faq\.items: must have exactly 5 questions/m);
  });

  it("requires exactly three testimonials", () => {
    const two = editedContent((content) => {
      mutable(content.testimonials).items = content.testimonials.items.slice(0, 2);
    });
    expect(contentProblems(two)).toEqual(["testimonials.items: must have exactly 3 testimonials"]);
  });

  it("rejects empty strings anywhere, naming where", () => {
    const problems = contentProblems(
      editedContent((content) => {
        itemOf(content.faq.items, 2).answer = "   ";
        mutable(content.hero).headline = "";
        mutable(content.footer.companyLinks[0] as object).label = "";
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^faq\.items\[2\]\.answer: must not be empty/),
        "hero.headline: must not be empty",
        "footer.companyLinks[0].label: must not be empty",
      ]),
    );
  });

  it("requires steps numbered 1, 2, 3 in order", () => {
    const problems = contentProblems(
      editedContent((content) => {
        itemOf(content.howItWorks.steps, 2).number = 4;
      }),
    );
    expect(problems).toEqual(["howItWorks.steps: steps must be numbered 1, 2, 3, … in order"]);
  });

  it("rejects a shown price that disagrees with the price the JSON-LD and share image use", () => {
    const problems = contentProblems(
      editedContent((content) => {
        mutable(content.pricing).price = "R$ 19,90";
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pricing\.price: shows "R\$ 19,90" but pricing\.priceAmount is 29\.9/),
        expect.stringMatching(/^shareImage\.price: /),
      ]),
    );
  });

  it("rejects a price the JSON-LD offer does not carry", () => {
    const problems = contentProblems(
      editedContent((content) => {
        mutable(content.pricing).priceAmount = 39.9;
        mutable(content.pricing).price = "R$ 39,90";
        mutable(content.shareImage).price = "R$ 39,90/mês";
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/^pricing\.priceAmount: the JSON-LD offer says 29\.90 BRL/)]);
  });

  it("rejects a price with fractions of a centavo", () => {
    const problems = contentProblems(
      editedContent((content) => {
        mutable(content.pricing).priceAmount = 29.901;
      }),
    );
    expect(problems.join("\n")).toMatch(/^pricing\.priceAmount: must have at most two decimals/m);
  });

  it("rejects a FAQ the JSON-LD does not repeat word for word", () => {
    const problems = contentProblems(
      editedContent((content) => {
        itemOf(content.faq.items, 4).answer = "Sim, por 7 dias.";
      }),
    );
    expect(problems).toEqual(["faq.items[4]: the JSON-LD FAQPage does not repeat this question and answer"]);
  });
});

describe("npm run build with broken content", () => {
  it("fails before building, naming the item and the field, in the landing copy and in the seller's data", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const workDir = mkdtempSync(path.join(tmpdir(), "content-check-"));
    try {
      // A throwaway copy of the project, so the broken copy never touches the real app/ or build/.
      for (const entry of [
        "app",
        "scripts",
        "server",
        ".env",
        "package.json",
        "vite.config.ts",
        "react-router.config.ts",
      ]) {
        cpSync(path.join(root, entry), path.join(workDir, entry), { recursive: true });
      }
      symlinkSync(path.join(root, "node_modules"), path.join(workDir, "node_modules"));
      const landingFile = path.join(workDir, "app/content/landing.ts");
      writeFileSync(landingFile, readFileSync(landingFile, "utf8").replace(/rating: 5,/, "rating: 6,"));
      const companyFile = path.join(workDir, "app/content/company.ts");
      writeFileSync(companyFile, readFileSync(companyFile, "utf8").replace("12.345.678/0001-95", "12.345.678/0001-00"));

      const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
        cwd: workDir,
        encoding: "utf8",
        timeout: 60_000,
      });
      const output = `${result.stdout}\n${result.stderr}`;
      expect(result.status, output).not.toBe(0);
      expect(output).toContain("testimonials.items[0].rating");
      // The seller's data is checked in the same run: the field, the bad value and a correct example.
      expect(output).toContain(
        'company.document.number: has wrong check digits (expected 95) for a CNPJ (got "12.345.678/0001-00"), e.g. "12.345.678/0001-95"',
      );
      expect(output).not.toMatch(/Prerender/);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("the privacy notice's last-updated date", () => {
  it.each(["2026-11-22", "2024-02-29"])("accepts %s", (date) => {
    expect(lastUpdatedProblem(date)).toBeUndefined();
  });

  it.each(["22/11/2026", "2026-02-30", "2026-13-01", ""])("rejects %j, with an example", (date) => {
    expect(lastUpdatedProblem(date)).toMatch(
      /^PRIVACY_LAST_UPDATED: must be a real date .* e\.g\. "\d{4}-\d{2}-\d{2}"$/,
    );
  });
});
