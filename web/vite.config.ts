import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from "vite";
import { chakraSystemInSteps } from "./vite/chakra-system.ts";
import { zodJitless } from "./vite/zod-jitless.ts";

// Resolve everything from this folder so `vite build web` from the repo root and
// `npm run build -w web` produce the same output.
const root = fileURLToPath(new URL(".", import.meta.url));
const api = "http://localhost:3001";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` next to every text asset of the build. The api serves web/dist with
 * precompressed files, so browsers get small files without the server compressing on each request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? walk(path) : Promise.resolve([path]);
      }),
    );
    return nested.flat();
  }
  return {
    name: "ridge-road:precompress",
    apply: "build",
    async closeBundle() {
      const files = (await walk(outDir)).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The first paint waits for no file: the app's small stylesheet (the two @font-face rules) goes into
 * index.html, and the two Latin Playfair Display files it names are preloaded, so headings are drawn
 * in their own face at once instead of shifting the page when the font arrives.
 */
function inlineFirstPaint(): Plugin {
  return {
    name: "ridge-road:inline-first-paint",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        let out = html;
        const fonts = new Set<string>();
        for (const asset of Object.values(bundle)) {
          if (asset.type !== "asset" || !asset.fileName.endsWith(".css")) continue;
          const css =
            typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName}"[^>]*>`);
          if (!link.test(out)) continue;
          out = out.replace(link, () => `<style>${css}</style>`);
          for (const [, url] of css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) if (url) fonts.add(url);
        }
        const preloads = [...fonts]
          .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
          .join("\n    ");
        return out.replace("</title>", () => `</title>\n    ${preloads}`);
      },
    },
  };
}

/**
 * The page's boot script (api/src/http/boot-script.js) runs the entry's imports one by one and the
 * entry last. That is only right while none of them imports the entry back (it would then run the
 * entry first, before what the entry needs): the build stops if a chunk split ever makes it so.
 */
function entryRunsLast(): Plugin {
  return {
    name: "ridge-road:entry-runs-last",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[] }>();
      let entry: string | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, output);
        if (output.isEntry) entry = output.fileName;
      }
      if (!entry) return;
      const queue = [...(chunks.get(entry)?.imports ?? [])];
      const seen = new Set<string>();
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        if (file === entry)
          this.error(`A module the entry imports imports ${entry} back: see entryRunsLast.`);
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...(chunks.get(file)?.imports ?? []));
      }
    },
  };
}

/** The browser's build: web/dist, served by the api. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: `${root}dist`,
  emptyOutDir: true,
  // No <link rel="modulepreload"> added per lazy import: on a phone, adding them to <head> while a
  // page starts was a long task of its own (bench/README.md). index.html still preloads the entry's.
  modulePreload: {
    polyfill: false,
    resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
  },
  rolldownOptions: {
    output: {
      // Stable, readable vendor chunks: they change less often than app code, so browsers keep them cached.
      codeSplitting: {
        groups: [
          // The back office, one lazily loaded part. features/admin/routing stays out (route
          // definitions read it on the first load), and so does the revenue chart: the dashboard
          // loads it on its own, and the chart library (recharts) comes with it. With the charts
          // package come two Chakra parts nothing else renders (Show, ColorSwatch).
          {
            name: "admin",
            test: /src[\\/]features[\\/]admin[\\/](?!routing[\\/]|dashboard[\\/]revenue-chart)|node_modules[\\/]@chakra-ui[\\/](charts[\\/]|react[\\/]dist[\\/]esm[\\/]components[\\/](show|color-swatch)[\\/])/,
            includeDependenciesRecursively: false,
          },
          {
            name: "react",
            test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          },
          // Chakra's overlays (dialogs, drawers, menus) and what positions and traps them: the shell
          // opens them on first use (components/ui/first-use.tsx), so they stay off the first load.
          {
            name: "overlays",
            includeDependenciesRecursively: false,
            // Their anatomies stay: the theme's dialog, drawer and menu recipes name the parts.
            test: (id: string) =>
              /node_modules[\\/](@floating-ui|@zag-js[\\/](dialog|menu|popper|focus-trap|remove-scroll|aria-hidden)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](dialog|menu)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](dialog|drawer|menu))[\\/]/.test(
                id,
              ) && !/anatomy/.test(id),
          },
          // The state machines under Chakra's components: a chunk of their own, so that the boot script
          // (api/src/http/boot-script.js) runs them in one task and Chakra in the next.
          { name: "ark", test: /node_modules[\\/](@ark-ui|@zag-js|@internationalized)[\\/]/ },
          {
            name: "chakra",
            test: /node_modules[\\/](@chakra-ui|@emotion|@floating-ui|@pandacss|stylis)[\\/]/,
          },
          { name: "tanstack", test: /node_modules[\\/]@tanstack[\\/]/ },
          { name: "trpc", test: /node_modules[\\/]@trpc[\\/]/ },
          // With the module that runs it jitless (web/vite/zod-jitless.ts).
          { name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/ },
          // The cart's zod-free rules and its table of line kinds, which the screens read together. Only
          // these two: money and the other rules stay where the home page already loads them.
          {
            name: "cart-rules",
            test: /contracts[\\/]src[\\/]cart[\\/](kinds|rules)\.ts$/,
            includeDependenciesRecursively: false,
          },
          // The form library and the fields bound to it: only forms load them, all behind lazy routes.
          {
            name: "forms",
            // Only the form modules themselves: a form-free field frame they use stays where it is used.
            includeDependenciesRecursively: false,
            test: /node_modules[\\/](react-hook-form|@hookform|@standard-schema)[\\/]|src[\\/]lib[\\/]forms\.ts$|src[\\/]components[\\/]ui[\\/](form-field|select-field|textarea-field|checkbox-field|name-fields|use-form-field)\.tsx?$/,
          },
        ],
      },
    },
  },
};

/**
 * The server render's build (src/entry-server.tsx to web/dist-server), which the api imports to send
 * the public pages as HTML.
 */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: `${root}dist-server`,
  emptyOutDir: true,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    // The router plugin must run before react() so it can split route files first.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    react(),
    chakraSystemInSteps(),
    zodJitless(),
    isSsrBuild ? null : inlineFirstPaint(),
    isSsrBuild ? null : entryRunsLast(),
    isSsrBuild ? null : precompress(`${root}dist`),
  ],
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/trpc": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/trpc": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false },
    },
  },
  // The server render's build carries its packages: importing one file is quick, where importing
  // Chakra's thousand modules from node_modules took the api seconds (bench/README.md).
  ssr: { noExternal: true },
  build: isSsrBuild ? ssrBuild : clientBuild,
}));
