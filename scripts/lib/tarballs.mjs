/**
 * What `test:readme` and `test:guide` share: run a command, find the workspace packages, pack
 * them from their built dist/ as npm would publish them, and install tarballs into an empty
 * folder outside the repository with the third-party packages at the versions the repository
 * tests. Plain Node ESM with no dependencies.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Reads a JSON file. */
export const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** A failure to report in words (no stack trace): what the check found wrong. */
export class Failure extends Error {}

/** A logger that prefixes its lines with the script's name and the seconds since it started. */
export function logger(name) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const log = (message) => process.stdout.write(`${name}: ${message} (${seconds()} s)\n`);
  log.seconds = seconds;
  return log;
}

/** Runs a command; throws a Failure with its output when it exits non-zero. */
export function run(command, args, cwd, what, env) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  if (result.error) throw new Failure(`${what}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
    throw new Failure(`${what} failed (exit ${result.status ?? result.signal}):\n${output}`);
  }
  return result;
}

/** How to run npm: the npm that runs this script (`npm run ...`), else `npm` on the PATH. */
export function npmCommand() {
  return process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ["npm", []];
}

/** Runs npm with arguments in a folder (see {@link run}). */
export function npm(args, cwd, what) {
  const [command, prefix] = npmCommand();
  return run(command, [...prefix, ...args], cwd, what);
}

/** The package names a module imports by bare specifier (`@scope/name` or `name`), without node built-ins. */
export function importedPackages(code) {
  const names = new Set();
  for (const [, specifier] of code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g)) {
    if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
    const parts = specifier.split("/");
    names.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]);
  }
  return [...names];
}

/** Workspace packages by name: `{ dir, manifest }`. */
export function workspaces() {
  const patterns = readJson(join(root, "package.json")).workspaces ?? [];
  const dirs = (Array.isArray(patterns) ? patterns : (patterns.packages ?? [])).flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((entry) => join(parent, entry)) : [];
  });
  const byName = new Map();
  for (const dir of dirs) {
    const file = join(dir, "package.json");
    if (!existsSync(file)) continue;
    const manifest = readJson(file);
    byName.set(manifest.name, { dir, manifest });
  }
  return byName;
}

/** The version of a third-party package installed in the repository (the version we test). */
export function testedVersion(name) {
  const file = join(root, "node_modules", name, "package.json");
  if (!existsSync(file)) throw new Failure(`${name} is needed, and the repository does not install it`);
  return readJson(file).version;
}

/**
 * The workspace packages to pack for `names`: those of `names` that are workspace packages, and
 * the workspace packages they depend on, in the order found.
 */
export function withWorkspaceDependencies(names, packages = workspaces()) {
  const toPack = [];
  const pending = names.filter((name) => packages.has(name));
  while (pending.length > 0) {
    const name = pending.shift();
    if (toPack.includes(name)) continue;
    toPack.push(name);
    pending.push(...Object.keys(packages.get(name).manifest.dependencies ?? {}).filter((dep) => packages.has(dep)));
  }
  return toPack;
}

/** Throws unless each package's built entry points (JavaScript and type declarations) exist. */
export function requireBuilt(names, packages = workspaces()) {
  for (const name of names) {
    const { dir, manifest } = packages.get(name);
    const types = manifest.exports?.["."]?.import?.types ?? manifest.types;
    for (const file of [manifest.main, manifest.module, types].filter(Boolean)) {
      if (!existsSync(join(dir, file))) {
        throw new Failure(`${relative(root, join(dir, file))} is missing: run \`npm run build\` first`);
      }
    }
  }
}

/** The peer dependencies of workspace packages (fp-ts, io-ts), by name. */
export function peerDependencies(names, packages = workspaces()) {
  return [...new Set(names.flatMap((name) => Object.keys(packages.get(name).manifest.peerDependencies ?? {})))];
}

/**
 * Packs workspace packages (`npm pack`) into a folder, after checking they are built: a map from
 * package name to the tarball's path.
 */
export function packWorkspaces(names, destination, packages = workspaces()) {
  requireBuilt(names, packages);
  const packed = npm(["pack", ...names.map((name) => packages.get(name).dir), "--pack-destination", destination, "--json", "--silent"], root, "npm pack");
  const entries = JSON.parse(packed.stdout);
  return new Map(entries.map((entry) => [entry.name, join(destination, entry.filename)]));
}

/**
 * Installs packages into a folder that has a package.json: `npm install --prefer-offline` (the npm
 * cache, else the registry), quietly. `specs` are tarball paths or `name@version`.
 */
export function npmInstall(specs, cwd, { dev = false } = {}) {
  npm(["install", ...(dev ? ["--save-dev"] : []), "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", ...specs], cwd, `npm install ${dev ? "--save-dev " : ""}(${specs.length} packages)`);
}
