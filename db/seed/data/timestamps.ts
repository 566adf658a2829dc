/**
 * Seed rows carry fixed timestamps so that a re-seed inserts byte-identical rows and "newest first"
 * or "first 3 wines" orderings never depend on the moment the seed ran.
 */
const seedEpoch = Date.parse("2026-01-01T00:00:00.000Z");

export function seedTime(minutesAfterEpoch: number): string {
  return new Date(seedEpoch + minutesAfterEpoch * 60_000).toISOString();
}
