/**
 * "Welcome" for a person's first visit after creating their account, "Welcome back" after that.
 * The api keeps no sign-in history, so the first visit is told apart in this browser: the account is
 * under a day old and this browser has not greeted it yet (its dashboard marks it greeted).
 */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
const GREETED_KEY = "rr:greeted";
/** The last few accounts greeted here: enough for a shared family computer, never a growing list. */
const GREETED_MAX = 20;

export function isFirstWelcome(createdAt: string, now: Date, greetedBefore: boolean): boolean {
  // A browser clock behind the server's makes a brand-new account look a little "younger than now":
  // that is still a new account, never a returning one.
  const age = now.getTime() - Date.parse(createdAt);
  return !greetedBefore && age < NEW_ACCOUNT_MS;
}

function greetedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(GREETED_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    // Storage can be blocked (private modes): every visit is then a returning one.
    return [];
  }
}

/** Browser only (reads localStorage): call it in effects, event handlers or browser-only pages. */
export function wasGreeted(userId: string): boolean {
  return greetedIds().includes(userId);
}

export function markGreeted(userId: string): void {
  const ids = greetedIds().filter((id) => id !== userId);
  try {
    localStorage.setItem(GREETED_KEY, JSON.stringify([...ids, userId].slice(-GREETED_MAX)));
  } catch {
    // Nothing to keep it in: the next visit says "Welcome" again, which is still polite.
  }
}

/** The sign-in notice's title: "Welcome!" on a brand-new account's first visit, "Welcome back!" after. */
export function welcomeTitle(user: { id: string; createdAt: string }, now: Date = new Date()): string {
  return isFirstWelcome(user.createdAt, now, wasGreeted(user.id)) ? "Welcome!" : "Welcome back!";
}
