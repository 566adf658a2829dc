/** Lets the browser paint and answer input between two pieces of start-up work. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface SliceOptions {
  /** How long the steps may hold the main thread before the browser gets it back. */
  sliceMs?: number;
  now?: () => number;
  pause?: () => Promise<void>;
}

/**
 * Runs a generator's steps, handing the main thread back to the browser whenever the steps since
 * the last pause have taken `sliceMs`. A fast computer runs them in one go; a phone gets to answer
 * a tap between them, since a task that holds the thread longer than 50 ms is one a person notices.
 */
export async function runInSlices<T>(
  steps: Generator<void, T, void>,
  { sliceMs = 8, now = () => performance.now(), pause = yieldToBrowser }: SliceOptions = {},
): Promise<T> {
  let sliceStart = now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = now();
    }
  }
}
