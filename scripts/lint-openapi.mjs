// `npm test`'s OpenAPI check: the document partners read (/api/openapi.json) must lint with 0 errors
// under Redocly's recommended rules (issue 26). Warnings are printed, not failed on.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), "rr-openapi-"));
const file = join(folder, "openapi.json");
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  FORCE_COLOR: "0",
  NO_COLOR: "1",
};
try {
  const built = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import("./src/app.ts").then((m) => require("node:fs").writeFileSync(${JSON.stringify(file)}, JSON.stringify(m.buildOpenApiDocument(), null, 1)))`,
    ],
    { cwd: join(root, "api"), stdio: "inherit", env },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  const lint = spawnSync(
    "npx",
    ["redocly", "lint", "--extends", "recommended", "--format", "summary", file],
    {
      cwd: root,
      encoding: "utf8",
      env,
    },
  );
  const output = `${lint.stdout}${lint.stderr}`
    .split("\n")
    .filter((line) => !/[║╔╚]/.test(line))
    .join("\n")
    .trim();
  console.log(output);
  if (lint.status !== 0) {
    console.error("The OpenAPI document has lint errors (npx redocly lint --extends recommended).");
    process.exit(1);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
