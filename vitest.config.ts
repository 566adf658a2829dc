import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Files that change what every later file in their process would see: zod's global `jitless` switch
 * and the `Function` constructor (web/vite/zod-jitless.test.ts). They run in a process of their own.
 */
const isolated = ["web/vite/zod-jitless.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20000,
    hookTimeout: 20000,
    // Vitest's default leaves a core to its main process, which only waits: on two cores that is
    // one worker for 120 files.
    maxWorkers: Math.max(2, availableParallelism()),
    // A spy a test forgot to restore must not reach the next test (or, without isolation, the next file).
    restoreMocks: true,
    setupFiles: ["api/src/test/setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: [
            "contracts/src/**/*.test.ts",
            "db/**/*.test.ts",
            "api/src/**/*.test.ts",
            "web/src/**/*.test.ts",
            "web/vite/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "**/dist/**", ...isolated],
          // The files of a worker share their imports: importing the whole app again for each of
          // 120 files took 50 of the run's 155 s. Tests keep their state in their own app and
          // database (api/src/test/helpers.ts), never in a module, so nothing carries over.
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
