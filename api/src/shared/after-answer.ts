const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the current request has been answered (in the event loop's next turn, after the
 * answer is written), so an answer never waits for it and never shows by its timing whether it ran:
 * a password reset answers as fast for an unknown address as for a known one. A failure is logged
 * with `what`; nobody is waiting for it.
 */
export function afterAnswer(what: string, work: () => void | Promise<void>): void {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => console.error(`${what} failed:`, error))
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every piece of work left for after an answer has run (tests; the server as it stops). */
export async function workAfterAnswers(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
