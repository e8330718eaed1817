/**
 * The one build configuration for every package of the monorepo.
 *
 * Each package's `build` script runs `tsup --config ../../tsup.config.ts` from its own folder;
 * the entry points come from the package's `laguna.entry` field (default `src/index.ts`).
 * Keeping it here means a later switch of bundler touches one file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "tsup";

const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8")) as {
  laguna?: { entry?: Record<string, string>; banner?: Record<string, string> };
};

export default defineConfig({
  entry: pkg.laguna?.entry ?? { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "node20",
  platform: "node",
  splitting: false,
  treeshake: true,
  tsconfig: "tsconfig.json",
});
