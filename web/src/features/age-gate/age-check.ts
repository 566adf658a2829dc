/**
 * The 21+ affirmation (DECISIONS.md, Round 3: Selling wine lawfully): asked once per browser, kept
 * in localStorage. Buying still needs a date of birth at checkout; this only opens the shop.
 */
const KEY = "rr:age-affirmed";

/** Whether this browser has said it is 21 or older (storage that cannot be read asks again). */
export function ageAffirmed(): boolean {
  try {
    return localStorage.getItem(KEY) === "yes";
  } catch {
    return false;
  }
}

export function affirmAge(): void {
  try {
    localStorage.setItem(KEY, "yes");
  } catch {
    // Blocked storage: the question comes back next time, nothing else breaks.
  }
}
