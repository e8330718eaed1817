#!/usr/bin/env node
/**
 * `npm run test:guide`: the first-game guide (docs/guide/your-first-game.md) is tested exactly as
 * printed, and its game installs and runs from tarballs in an empty folder.
 *
 * 1. The guide against its files. Every code block of the guide is a file of the guide's game
 *    (examples/first-game) or a part of one, marked by an HTML comment on the line before it that
 *    names the file from the repository's root, e.g. `<!-- examples/first-game/src/game.ts -->`;
 *    the one exception is a ```sh block, which holds commands. The blocks of one file, in the
 *    guide's order and joined with a blank line between them, must be that file exactly, and
 *    every file of examples/first-game must be printed. The `npm install` commands of the ```sh
 *    blocks must name exactly the dependencies (`npm install`) and devDependencies
 *    (`npm install -D`) of the game's package.json. A difference fails, naming the file and the
 *    lines of both.
 * 2. Packs (`npm pack`) the workspace packages the game depends on (@laguna/core,
 *    @laguna/testing) and their workspace dependencies, from their built dist/ (run
 *    `npm run build` first).
 * 3. In a new empty folder outside the repository, writes the game's package.json without its
 *    dependencies and runs the guide's two install commands: the Laguna packages from the
 *    tarballs, the others (fp-ts, io-ts, vitest, typescript) at the versions installed in the
 *    repository (the versions we test), with `npm install --prefer-offline`.
 * 4. Copies the game's other files there, then runs its own scripts as a user would:
 *    `npm run typecheck` (its tsc, its tsconfig) and `npm test` (its vitest, no config: vitest's
 *    defaults, so each test must pass within the default 5 s timeout).
 *
 * Plain Node ESM with no dependencies. Usage: node scripts/test-guide.mjs [--check-only] [--keep] [--guide FILE]
 *   --check-only: step 1 only (seconds; no build needed);
 *   --keep: leave the temporary folder in place and print its path;
 *   --guide FILE: check another Markdown file against the files (to try the check itself).
 * Exits 0 and prints "1 passed, 0 failed" when all of it passes; 1 otherwise.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Failure, logger, npm, npmInstall, packWorkspaces, readJson, root, testedVersion, withWorkspaceDependencies, workspaces } from "./lib/tarballs.mjs";

const GAME = "examples/first-game";
const argv = process.argv.slice(2);
const keep = argv.includes("--keep");
const checkOnly = argv.includes("--check-only");
const guideAt = argv.indexOf("--guide");
const guide = guideAt >= 0 && argv[guideAt + 1] ? argv[guideAt + 1] : join(root, "docs", "guide", "your-first-game.md");
const guideName = relative(root, guide);
const log = logger("test-guide");

/**
 * The fenced code blocks of a Markdown text: `{ info, text, line, marker }`, where `line` is the
 * 1-based line of the block's first line of code and `marker` the path named by an HTML comment
 * `<!-- path -->` on the last non-blank line before the fence, if any.
 */
function codeBlocks(markdown) {
  const lines = markdown.split("\n");
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})[ \t]*([^`\s]*)/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    let end = i + 1;
    while (end < lines.length && !(lines[end].startsWith(fence) && lines[end].slice(fence.length).trim() === "")) end++;
    if (end >= lines.length) throw new Failure(`${guideName} line ${i + 1}: a code block is never closed`);
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === "") before--;
    const comment = before >= 0 ? /^<!--\s*(\S+)\s*-->$/.exec(lines[before].trim()) : null;
    blocks.push({ info: open[2], text: lines.slice(i + 1, end).map((line) => `${line}\n`).join(""), line: i + 2, marker: comment?.[1] });
    i = end;
  }
  return blocks;
}

/** Every file under a folder (relative paths with `/`), without node_modules. */
function filesUnder(dir, prefix = "") {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === "node_modules") return [];
    const path = join(dir, entry);
    const name = `${prefix}${entry}`;
    return statSync(path).isDirectory() ? filesUnder(path, `${name}/`) : [name];
  });
}

/** `npm install` command lines of the guide's ```sh blocks: `{ dev, names, line }`. */
function installCommands(blocks) {
  const commands = [];
  for (const block of blocks.filter((b) => b.info === "sh")) {
    block.text.split("\n").forEach((text, k) => {
      const words = text.replace(/#.*/, "").trim().split(/\s+/);
      if (words[0] !== "npm" || !["install", "i", "add"].includes(words[1])) return;
      const flags = words.slice(2).filter((w) => w.startsWith("-"));
      const dev = flags.some((f) => ["-D", "--save-dev"].includes(f));
      commands.push({ dev, names: words.slice(2).filter((w) => !w.startsWith("-")), line: block.line + k });
    });
  }
  return commands;
}

/** Step 1: the guide's code blocks are the game's files, and its install commands its dependencies. */
function checkGuide() {
  if (!existsSync(guide)) throw new Failure(`${guideName} does not exist`);
  const blocks = codeBlocks(readFileSync(guide, "utf8"));
  const problems = [];
  const parts = new Map();
  for (const block of blocks) {
    if (block.info === "sh") continue;
    if (block.marker === undefined) {
      problems.push(`${guideName} line ${block.line}: a \`\`\`${block.info} block names no file: put <!-- ${GAME}/<file> --> on the line before it`);
      continue;
    }
    if (!block.marker.startsWith(`${GAME}/`)) {
      problems.push(`${guideName} line ${block.line}: the block is marked ${block.marker}, not a file of ${GAME}`);
      continue;
    }
    parts.set(block.marker, [...(parts.get(block.marker) ?? []), block]);
  }
  const dir = join(root, GAME);
  const files = filesUnder(dir).map((file) => `${GAME}/${file}`);
  for (const file of files) if (!parts.has(file)) problems.push(`${file} is not printed in ${guideName}`);
  for (const [file, fileBlocks] of parts) {
    if (!files.includes(file)) {
      problems.push(`${guideName} line ${fileBlocks[0].line}: prints ${file}, which does not exist`);
      continue;
    }
    // The printed parts joined by blank lines, each line with where it is printed.
    const printed = [];
    fileBlocks.forEach((block, b) => {
      if (b > 0) printed.push({ text: "", where: `the blank line between the parts ending at line ${fileBlocks[b - 1].line + fileBlocks[b - 1].text.split("\n").length - 2} and starting at line ${block.line}` });
      block.text.slice(0, -1).split("\n").forEach((text, k) => printed.push({ text, where: `line ${block.line + k}` }));
    });
    const actual = readFileSync(join(root, file), "utf8");
    if (!actual.endsWith("\n")) problems.push(`${file} does not end with a newline`);
    const lines = actual.replace(/\n$/, "").split("\n");
    const n = Math.max(lines.length, printed.length);
    for (let k = 0; k < n; k++) {
      if (lines[k] === printed[k]?.text) continue;
      const shown = printed[k] === undefined ? `nothing more in ${guideName}` : `${guideName} ${printed[k].where}: ${JSON.stringify(printed[k].text)}`;
      const there = lines[k] === undefined ? "the file ends" : JSON.stringify(lines[k]);
      problems.push(`${file} line ${k + 1} differs from the guide:\n    file: ${there}\n    ${shown}`);
      break;
    }
  }

  const manifest = readJson(join(dir, "package.json"));
  const commands = installCommands(blocks);
  for (const dev of [false, true]) {
    const section = dev ? "devDependencies" : "dependencies";
    const wanted = Object.keys(manifest[section] ?? {}).sort();
    const named = commands.filter((c) => c.dev === dev).flatMap((c) => c.names).sort();
    if (JSON.stringify(wanted) !== JSON.stringify(named)) {
      problems.push(`the guide's \`npm install${dev ? " -D" : ""}\` commands name ${named.join(", ") || "nothing"}, but ${GAME}/package.json's ${section} are ${wanted.join(", ") || "none"}`);
    }
  }
  const packages = workspaces();
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const version = packages.get(name)?.manifest.version;
    if (version !== undefined && range !== `^${version}`) problems.push(`${GAME}/package.json asks for ${name}@${range}; the repository's ${name} is ${version} (use ^${version})`);
  }
  if (problems.length > 0) throw new Failure(`the guide and ${GAME} differ:\n  ${problems.join("\n  ")}`);
  return { blocks: blocks.filter((b) => b.info !== "sh").length, files: files.length, manifest, commands };
}

/** Steps 2 to 4: pack, install into an empty folder as the guide says, type-check and test there. */
function installAndRun({ manifest, commands }) {
  const packages = workspaces();
  const laguna = commands.flatMap((c) => c.names).filter((name) => packages.has(name));
  const toPack = withWorkspaceDependencies(laguna, packages);
  const work = mkdtempSync(join(tmpdir(), "laguna-guide-"));
  try {
    const tarballs = join(work, "tarballs");
    const app = join(work, "app");
    mkdirSync(tarballs);
    mkdirSync(app);
    const packed = packWorkspaces(toPack, tarballs, packages);
    log(`packed ${toPack.join(", ")}`);

    const { dependencies: _dependencies, devDependencies: _devDependencies, ...bare } = manifest;
    writeFileSync(join(app, "package.json"), `${JSON.stringify(bare, null, 2)}\n`);
    for (const command of commands) {
      const specs = command.names.map((name) => packed.get(name) ?? `${name}@${testedVersion(name)}`);
      npmInstall(specs, app, { dev: command.dev });
      log(`npm install${command.dev ? " -D" : ""} ${command.names.join(" ")} (${specs.map((s) => (s.endsWith(".tgz") ? "tarball" : s.replace(/.*@/, ""))).join(", ")})`);
    }

    const dir = join(root, GAME);
    for (const entry of readdirSync(dir)) {
      if (entry === "package.json" || entry === "node_modules") continue;
      cpSync(join(dir, entry), join(app, entry), { recursive: true });
    }
    npm(["run", "typecheck", "--silent"], app, "npm run typecheck (tsc with the game's tsconfig)");
    log("npm run typecheck: the game and its tests type-check");
    const tested = npm(["test", "--silent"], app, "npm test (vitest run, default timeout)");
    // eslint-disable-next-line no-control-regex
    const summary = tested.stdout.replace(/\u001b\[[0-9;]*m/g, "").split("\n").filter((line) => /^\s*(Test Files|Tests|Duration)\b/.test(line));
    log(`npm test passed:\n${summary.join("\n")}`);
  } finally {
    if (keep) process.stdout.write(`test-guide: kept ${work}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
}

try {
  const checked = checkGuide();
  log(`${guideName}: ${checked.blocks} code blocks are the ${checked.files} files of ${GAME} as printed`);
  if (!checkOnly) installAndRun(checked);
  process.stdout.write("test-guide: 1 passed, 0 failed\n");
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  process.stderr.write(`test-guide: ${error.message}\n`);
  process.stdout.write("test-guide: 0 passed, 1 failed\n");
  process.exitCode = 1;
}
