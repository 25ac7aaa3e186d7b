/**
 * The visitor's consent choice, remembered on this device in localStorage (first-party, never sent anywhere,
 * so it needs no cookie) and asked again after 12 months.
 */
export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = "vendas-ia:consent";
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

interface StoredConsent {
  choice: ConsentChoice;
  decidedAt: number;
}

/** The remembered choice, or nothing when there is none, it is older than 12 months, or storage is unusable. */
export function readConsent(storage: Storage | undefined, now: number): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? "null") as Partial<StoredConsent> | null;
    if (stored?.choice !== "granted" && stored?.choice !== "denied") return undefined;
    if (typeof stored.decidedAt !== "number" || stored.decidedAt > now || now - stored.decidedAt > CONSENT_MAX_AGE_MS) {
      return undefined;
    }
    return stored.choice;
  } catch {
    return undefined;
  }
}

/** Remembers the choice; where storage is blocked it lasts for this page only, and the banner asks again. */
export function saveConsent(storage: Storage | undefined, choice: ConsentChoice, now: number): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, decidedAt: now } satisfies StoredConsent));
  } catch {
    // Storage disabled or full: nothing else to do.
  }
}

/** localStorage, or nothing where reading it throws (blocked storage). */
export function localStorageOf(page: Window): Storage | undefined {
  try {
    return page.localStorage;
  } catch {
    return undefined;
  }
}
