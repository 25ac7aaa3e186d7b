import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Every test here runs with JavaScript on and off: the accordion is native HTML and needs no script.

const QUESTIONS = [
  "Funciona para leads frios e quentes?",
  "Preciso ter conhecimento técnico?",
  "Para quais profissionais é indicado?",
  "Posso cancelar quando quiser?",
  "O teste é realmente grátis?",
] as const;

type Question = (typeof QUESTIONS)[number];

/** The control a visitor activates to open or close a question. */
function questionControl(page: Page, question: Question): Locator {
  return page.locator("#faq").getByText(question, { exact: true });
}

/** The answer shown under a question: everything in its item but the question itself. */
function answer(page: Page, question: Question): Locator {
  return page
    .locator("#faq details")
    .filter({ has: page.locator("summary", { hasText: question }) })
    .locator(":scope > :not(summary)");
}

async function expectOnlyOpen(page: Page, open: Question | null): Promise<void> {
  for (const question of QUESTIONS) {
    if (question === open) await expect(answer(page, question), `"${question}" is open`).toBeVisible();
    else await expect(answer(page, question), `"${question}" is closed`).toBeHidden();
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test('shows the "Perguntas frequentes" heading and the five questions in order', async ({ page }) => {
  const faq = page.locator("#faq");
  await expect(faq.getByRole("heading", { level: 2, name: "Perguntas frequentes" })).toBeVisible();
  await expect(faq.locator("summary")).toHaveText([...QUESTIONS]);
  for (const question of QUESTIONS) {
    await expect(questionControl(page, question)).toBeVisible();
    await expect(answer(page, question)).toHaveCount(1);
  }
});

test("starts with every answer closed", async ({ page }) => {
  await expectOnlyOpen(page, null);
  await expect(page.locator("#faq details[open]")).toHaveCount(0);
});

test("clicking a question opens its answer", async ({ page }) => {
  await questionControl(page, "Preciso ter conhecimento técnico?").click();
  await expectOnlyOpen(page, "Preciso ter conhecimento técnico?");
  await expect(answer(page, "Preciso ter conhecimento técnico?")).toContainText(/não/i);
});

test("opening another question closes the open one: at most one answer is open", async ({ page }) => {
  await questionControl(page, QUESTIONS[0]).click();
  await expectOnlyOpen(page, QUESTIONS[0]);
  for (const question of QUESTIONS.slice(1)) {
    await questionControl(page, question).click();
    await expectOnlyOpen(page, question);
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
  }
  await questionControl(page, QUESTIONS[1]).click();
  await expectOnlyOpen(page, QUESTIONS[1]);
});

test("clicking the open question closes it", async ({ page }) => {
  const question = "Posso cancelar quando quiser?";
  await questionControl(page, question).click();
  await expectOnlyOpen(page, question);
  await questionControl(page, question).click();
  await expectOnlyOpen(page, null);
});

test("keyboard: Tab reaches the questions, Enter opens one, Space toggles, focus stays put", async ({ page }) => {
  const first = questionControl(page, QUESTIONS[0]);
  const second = questionControl(page, QUESTIONS[1]);
  const third = questionControl(page, QUESTIONS[2]);

  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(second, "Tab moves from one question to the next").toBeFocused();

  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, QUESTIONS[1]);
  await expect(second).toBeFocused();

  await page.keyboard.press("Space");
  await expectOnlyOpen(page, null);
  await page.keyboard.press("Space");
  await expectOnlyOpen(page, QUESTIONS[1]);

  // The open answer holds no focusable element, so Tab goes straight to the next question,
  // and opening that one from the keyboard closes the previous one.
  await page.keyboard.press("Tab");
  await expect(third).toBeFocused();
  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, QUESTIONS[2]);

  await page.keyboard.press("Shift+Tab");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expectOnlyOpen(page, QUESTIONS[1]);
  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, null);
});

test("Tab from the top of the page reaches the first question, and keyboard focus on it is visible", async ({
  page,
}) => {
  const first = questionControl(page, QUESTIONS[0]);
  const maxTabs = 30;
  let presses = 0;
  while (presses < maxTabs && !(await first.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press("Tab");
    presses++;
  }
  await expect(first, `reached within ${maxTabs} Tab presses`).toBeFocused();
  await expect(first).not.toHaveCSS("outline-style", "none");
  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, QUESTIONS[0]);
});

test("the cancel answer: no loyalty period, no fee, cancel from the control panel", async ({ page }) => {
  await questionControl(page, "Posso cancelar quando quiser?").click();
  const cancel = answer(page, "Posso cancelar quando quiser?");
  await expect(cancel).toBeVisible();
  await expect(cancel).toContainText(/^\s*sim\b/i);
  await expect(cancel).toContainText(/fidelidade/i);
  await expect(cancel).toContainText(/multa/i);
  await expect(cancel).toContainText(/painel/i);
});

test("the trial answer: free, full access, no credit card", async ({ page }) => {
  await questionControl(page, "O teste é realmente grátis?").click();
  const trial = answer(page, "O teste é realmente grátis?");
  await expect(trial).toBeVisible();
  await expect(trial).toContainText(/^\s*sim\b/i);
  await expect(trial).toContainText(/acesso completo/i);
  await expect(trial).toContainText(/cartão de crédito/i);
});
