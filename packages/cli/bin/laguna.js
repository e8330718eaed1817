#!/usr/bin/env node
// The `laguna` command. It loads the built CLI (dist/bin.js). This small file is the package's
// bin, rather than dist/bin.js itself, so that npm links the command in a clone of the repository
// too, where `npm ci` runs before dist/ is built.
import { existsSync } from "node:fs";

const built = new URL("../dist/bin.js", import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  process.stderr.write("laguna: the command is not built yet. In a clone of the Laguna repository, run `npm start` or `npm run build` first.\n");
  process.exitCode = 1;
}
