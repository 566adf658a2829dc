import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "contracts/src/**/*.test.ts",
      "db/**/*.test.ts",
      "api/src/**/*.test.ts",
      "web/src/**/*.test.ts",
      "web/vite/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**"],
    environment: "node",
    testTimeout: 20000,
    hookTimeout: 20000,
  },
});
