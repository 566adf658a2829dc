import { describe, expect, it } from "vitest";
import { runInSlices } from "./slices";

/** Ten steps of 3 ms each on a clock the test moves, ending with the value they built. */
function* tenSteps(clock: { ms: number }): Generator<void, string, void> {
  let built = "";
  for (let step = 0; step < 10; step++) {
    clock.ms += 3;
    built += String(step);
    yield;
  }
  return built;
}

describe("runInSlices", () => {
  it("runs every step and gives the browser the thread back once per 8 ms of work", async () => {
    const clock = { ms: 0 };
    const pausedAt: number[] = [];
    const value = await runInSlices(tenSteps(clock), {
      now: () => clock.ms,
      pause: async () => {
        pausedAt.push(clock.ms);
      },
    });
    expect(value).toBe("0123456789");
    expect(pausedAt).toEqual([9, 18, 27]);
  });

  it("does not pause when the work fits in one slice", async () => {
    const clock = { ms: 0 };
    let pauses = 0;
    const value = await runInSlices(tenSteps(clock), {
      sliceMs: 50,
      now: () => clock.ms,
      pause: async () => {
        pauses++;
      },
    });
    expect(value).toBe("0123456789");
    expect(pauses).toBe(0);
  });
});
