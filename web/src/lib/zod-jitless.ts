/**
 * zod as the browser gets it: every `import ... from "zod"` of the browser build comes here
 * (web/vite/zod-jitless.ts), so this runs before any schema is made. zod 4 compiles an object's parser
 * with `new Function` (and tries it as soon as an object schema is made): the site's Content Security
 * Policy has no 'unsafe-eval', so the browser refused it and reported a violation on every signed-in
 * page. Jitless, zod parses with its interpreter, which the site's small forms never notice.
 */
import { config } from "zod";

config({ jitless: true });

export * from "zod";
export { default } from "zod";
