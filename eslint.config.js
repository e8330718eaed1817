/**
 * ESLint flat config for the whole monorepo: `npm run lint` (`eslint .`).
 *
 * @eslint/js recommended + typescript-eslint recommended (the syntactic set, no type information,
 * so it stays fast); unused bindings are allowed when their name starts with `_`.
 */
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

const unusedVars = [
  "error",
  {
    args: "after-used",
    argsIgnorePattern: "^_",
    varsIgnorePattern: "^_",
    caughtErrorsIgnorePattern: "^_",
    destructuredArrayIgnorePattern: "^_",
    ignoreRestSiblings: true,
  },
];

/** Node globals for the plain .js/.mjs/.cjs scripts (TypeScript files get no-undef off from typescript-eslint). */
const nodeGlobals = Object.fromEntries(
  [
    "process", "console", "Buffer", "URL", "URLSearchParams", "TextEncoder", "TextDecoder",
    "setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "queueMicrotask",
    "structuredClone", "performance", "AbortController", "fetch",
  ].map((name) => [name, "readonly"]),
);
const commonjsGlobals = { require: "readonly", module: "writable", exports: "writable", __dirname: "readonly", __filename: "readonly" };

export default defineConfig(
  {
    // tests/docs/.guide-breaks-*: the copies of the example game guide-breaks.test.ts makes (and deletes).
    ignores: ["**/dist/**", "docs/api/**", "**/node_modules/**", "coverage/**", "tests/docs/.guide-breaks-*/**"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: nodeGlobals,
    },
    // Off: some sources carry `eslint-disable` comments for rules of the type-checked set (e.g.
    // @typescript-eslint/only-throw-error in tests/core/match.test.ts), which this fast set does not
    // run; reporting them as unused would push people to delete annotations that the type-checked
    // set needs.
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: {
      "no-unused-vars": "off",
      "@typescript-eslint/no-unused-vars": unusedVars,
    },
  },
  {
    // fp-ts by module: `from "fp-ts"` loads all of fp-ts (about 100 modules, most of a `require`
    // of the engine), and fp-ts has no exports map, so `fp-ts/Either` (a directory) and
    // `fp-ts/es6/Either.js` fail in Node ESM: only `fp-ts/lib/<Module>.js` loads from ESM and CJS.
    // On every package's sources.
    files: ["packages/*/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^fp-ts(/(?!lib/).*)?$",
              message: 'Import fp-ts by module, as "fp-ts/lib/<Module>.js" (e.g. import * as either from "fp-ts/lib/Either.js").',
            },
            {
              regex: "^fp-ts/lib/index(\\.js)?$",
              message: 'fp-ts/lib/index loads the whole library: import the module you need, as "fp-ts/lib/<Module>.js".',
            },
            { regex: "^io-ts/lib/index(\\.js)?$", message: 'Import io-ts by its name: from "io-ts".' },
          ],
        },
      ],
    },
  },
  {
    // The playground runs in the browser; its end-to-end test is Node code that also passes
    // functions to the page (page.evaluate), which use the page's globals.
    files: ["packages/playground/**"],
    languageOptions: { globals: { ...nodeGlobals, window: "readonly", document: "readonly", location: "readonly", navigator: "readonly" } },
  },
  {
    // CommonJS files (the require() smoke tests).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...nodeGlobals, ...commonjsGlobals } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
