import { describe, expect, it } from "vitest";
import { zodJitless, zodJitlessModule } from "./zod-jitless";

/** Counts every function made from text (`new Function(...)`, what a CSP without 'unsafe-eval' blocks). */
function countingFunctionsMade(): { made: unknown[][]; restore: () => void } {
  const made: unknown[][] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args, newTarget) {
      made.push(args);
      return Reflect.construct(target, args, newTarget);
    },
  });
  return { made, restore: () => Object.assign(globalThis, { Function: original }) };
}

describe("zod in the browser build", () => {
  it("parses without making a function from text, where zod's own default does", async () => {
    const { made, restore } = countingFunctionsMade();
    try {
      // zod as it comes: its first object parse compiles a parser.
      const plain = await import("zod");
      plain.z.object({ name: plain.z.string() }).parse({ name: "Riesling" });
      const byDefault = made.length;
      expect(byDefault).toBeGreaterThan(0);

      const { z } = await import("../src/lib/zod-jitless");
      const form = z.object({ name: z.string().min(1, "Name is required"), bottles: z.number().int() });
      expect(form.parse({ name: "Riesling", bottles: 2 })).toEqual({ name: "Riesling", bottles: 2 });
      expect(form.safeParse({ name: "", bottles: 1.5 }).error?.issues.map((i) => i.message)).toEqual([
        "Name is required",
        "Invalid input: expected int, received number",
      ]);
      expect(made.length).toBe(byDefault);
    } finally {
      restore();
    }
  });

  it("is what the browser build's every import of zod resolves to, and only the browser's", () => {
    const plugin = zodJitless();
    const resolve = plugin.resolveId;
    if (typeof resolve !== "function") throw new Error("resolveId is not a function");
    const resolveIn = (consumer: "client" | "server", source: string, importer: string) =>
      resolve.call({ environment: { config: { consumer } } } as never, source, importer, {
        attributes: {},
        isEntry: false,
      });
    expect(resolveIn("client", "zod", "/repo/contracts/src/auth/schemas.ts")).toBe(zodJitlessModule);
    expect(resolveIn("client", "zod", "/repo/web/src/lib/forms.ts")).toBe(zodJitlessModule);
    // The module itself reaches the real zod; other entry points and the server render are left alone.
    expect(resolveIn("client", "zod", zodJitlessModule)).toBeNull();
    expect(resolveIn("client", "zod/v4/core", "/repo/web/src/lib/forms.ts")).toBeNull();
    expect(resolveIn("server", "zod", "/repo/contracts/src/auth/schemas.ts")).toBeNull();
  });
});
