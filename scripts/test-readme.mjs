#!/usr/bin/env node
/**
 * `npm run test:readme`: the root README's first TypeScript example runs as written, from the
 * packages as users install them, in an empty folder.
 *
 * 1. Takes the first ```ts code block of README.md and the packages it imports.
 * 2. Packs (`npm pack`) the workspace packages it imports and the workspace packages those depend
 *    on, from their built dist/ (run `npm run build` first).
 * 3. In a new empty folder outside the repository, made as the README says (`npm init -y`,
 *    `npm pkg set type=module`), installs those tarballs, plus the peer dependencies of the packed
 *    packages (fp-ts, io-ts) and any other package the example imports, and tsx as a dev
 *    dependency, at the versions installed in the repository (the versions we test), with
 *    `npm install --prefer-offline` (the npm cache, else the registry).
 * 4. Type-checks the example there with the repository's TypeScript (strict, `module: nodenext`,
 *    the types of the installed packages, no skipLibCheck), then runs it as the README says to:
 *    `npx tsx example.ts` (the README must say so, and say to install tsx). Fails if either
 *    fails, if the example throws, or if it prints nothing.
 *
 * Plain Node ESM with no dependencies. Usage: node scripts/test-readme.mjs [--keep] [--readme FILE]
 *   --keep: leave the temporary folder in place and print its path;
 *   --readme FILE: take the example from another Markdown file (to try the check itself).
 * Exits 0 and prints "1 passed, 0 failed" when the example runs; 1 otherwise.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  Failure,
  importedPackages,
  logger,
  npm,
  npmInstall,
  packWorkspaces,
  peerDependencies,
  root,
  run,
  testedVersion,
  withWorkspaceDependencies,
  workspaces,
} from "./lib/tarballs.mjs";

const keep = process.argv.includes("--keep");
const readmeAt = process.argv.indexOf("--readme");
const readme = readmeAt >= 0 && process.argv[readmeAt + 1] ? process.argv[readmeAt + 1] : join(root, "README.md");
const log = logger("test-readme");

/** The first ```ts (or ```typescript) block of a Markdown text. */
function firstTsBlock(markdown) {
  const match = /^```(?:ts|typescript)[ \t]*\r?\n([\s\S]*?)^```[ \t]*$/m.exec(markdown);
  if (!match) throw new Failure(`${relative(root, readme)} has no \`\`\`ts code block`);
  return match[1];
}

function main() {
  const markdown = readFileSync(readme, "utf8");
  const code = firstTsBlock(markdown);
  // How the README says to run it: this check runs it that way.
  for (const says of ["npm install --save-dev tsx", "npx tsx example.ts", "npm pkg set type=module"]) {
    if (!markdown.includes(says)) throw new Failure(`${relative(root, readme)} does not say \`${says}\` (how to run its example, which this check does)`);
  }
  const imported = importedPackages(code);
  const local = [...code.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g)].map((m) => m[1]);
  if (local.length > 0) throw new Failure(`the README's example imports ${local.join(", ")}: no installed package has such a file`);
  const packages = workspaces();

  // The workspace packages to pack: those the example imports, and their workspace dependencies.
  const toPack = withWorkspaceDependencies(imported, packages);
  if (toPack.length === 0) throw new Failure(`the README's example imports no workspace package (it imports ${imported.join(", ") || "nothing"})`);
  // Third-party packages: the peers of the packed packages and what the example imports itself.
  const thirdParty = new Set([...peerDependencies(toPack, packages), ...imported.filter((name) => !packages.has(name))]);
  const specs = [...thirdParty].filter((name) => !packages.has(name)).map((name) => `${name}@${testedVersion(name)}`);

  const work = mkdtempSync(join(tmpdir(), "laguna-readme-"));
  try {
    const tarballs = join(work, "tarballs");
    const app = join(work, "app");
    mkdirSync(tarballs);
    mkdirSync(app);
    const files = [...packWorkspaces(toPack, tarballs, packages).values()];
    log(`packed ${toPack.join(", ")}`);

    npm(["init", "-y"], app, "npm init -y");
    npm(["pkg", "set", "type=module"], app, "npm pkg set type=module");
    npmInstall([...files, ...specs], app);
    npmInstall([`tsx@${testedVersion("tsx")}`], app, { dev: true });
    log(`installed them with ${specs.join(", ")} into an empty folder`);

    writeFileSync(join(app, "example.ts"), code);
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    const compilerOptions = {
      target: "ES2022",
      lib: ["ES2022"],
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: ["node"],
      typeRoots: [join(root, "node_modules", "@types")],
    };
    writeFileSync(join(app, "tsconfig.json"), `${JSON.stringify({ compilerOptions, files: ["example.ts"] }, null, 2)}\n`);
    run(process.execPath, [tsc, "-p", "tsconfig.json"], app, "type-checking the example (tsc, strict, nodenext)");
    log("the example type-checks");

    const ran = run("npx", ["tsx", "example.ts"], app, "running the example (npx tsx example.ts)");
    if (ran.stdout.trim() === "") throw new Failure("the example ran but printed nothing");
    log(`the example runs; it printed:\n${ran.stdout.trimEnd()}`);
  } finally {
    if (keep) process.stdout.write(`test-readme: kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
  process.stdout.write("test-readme: 1 passed, 0 failed\n");
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  process.stderr.write(`test-readme: ${error.message}\n`);
  process.stdout.write("test-readme: 0 passed, 1 failed\n");
  process.exitCode = 1;
}
