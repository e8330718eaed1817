/**
 * The one build configuration for every package of the monorepo.
 *
 * Each package's `build` script runs `tsup --config ../../tsup.config.ts` from its own folder;
 * the entry points come from the package's `laguna.entry` field (default `src/index.ts`).
 * Keeping it here means a later switch of bundler touches one file.
 *
 * `LAGUNA_BUILD=js` builds the JavaScript only (ESM + CJS, no type declarations, and esbuild's own
 * tree shaking instead of tsup's slower Rollup pass): `npm start` builds this way, since the demo
 * needs no types and the declarations are most of a build's time. Such a dist/ has no `.d.ts`
 * files: `npm run build` (which always rebuilds everything) adds them, and check:packages and
 * test:readme refuse a dist/ without them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "tsup";

const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8")) as {
  laguna?: { entry?: Record<string, string>; banner?: Record<string, string> };
};

const jsOnly = process.env.LAGUNA_BUILD === "js";

export default defineConfig({
  entry: pkg.laguna?.entry ?? { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: !jsOnly,
  sourcemap: true,
  clean: true,
  target: "node20",
  platform: "node",
  splitting: false,
  treeshake: !jsOnly,
  tsconfig: "tsconfig.json",
});
