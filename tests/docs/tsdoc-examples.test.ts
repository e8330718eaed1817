/**
 * The `@example` claims of the published packages' TSDoc hold: for `nextSeat(3, 4); // 0` in
 * packages/core/src, `nextSeat(3, 4)` is evaluated with `@laguna/core`'s exports in scope and must
 * give `0`.
 *
 * A claim is a line of an `@example` block (in a TSDoc comment of packages/<pkg>/src/**\/*.ts, the
 * playground aside) that reads `<expression>; // <expected>`, where
 * - `<expression>` is one whole expression statement on that line (TypeScript syntax allowed:
 *   `x!`, `as T`), and every name it uses freely is exported by the line's own package (an import
 *   of that name from the package in the example is fine) or is a standard global (`JSON`, ...).
 *   A name declared by an earlier line of the example (`const state = ...`, an import from another
 *   module) or not exported (an internal helper, another package's game) makes the line depend on
 *   context it does not carry: the line is skipped;
 * - `<expected>` is a literal: a number (`-1`, `0b11`, `Infinity`, `NaN` too), a string in single
 *   or double quotes, `true`, `false`, `null`, `undefined`, or an array or object literal of these
 *   (keys bare or quoted: `{ seat: 1 }`, `[{ x: 0, y: 1 }, null]`). It may be followed by a remark
 *   that starts with a colon or an opening parenthesis (`// false: no such card`,
 *   `// "W" (Ana's Obtain)`): the literal alone is the claim. A comment that is not a literal, or
 *   a literal followed by other words (`// the new state`, `// 4 in the rulebook's Scoring
 *   Example`, `// [1] when the totals tie`, `// Right(...)`, `// throws ...`), is prose: skipped.
 *
 * The value must equal the literal deeply and strictly (`util.isDeepStrictEqual`: same types, same
 * keys, plain objects), except that `...` (or `…`) inside an expected string stands for any text:
 * `"... 25/100  25%"` claims a string ending in ` 25/100  25%`. An expression that throws fails.
 *
 * One test per package lists every false claim with its file:line; the last test fails when fewer
 * than MIN_CLAIMS claims are found, so that a change of comment style cannot leave this file
 * checking nothing.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { inspect, isDeepStrictEqual } from "node:util";
import * as analysis from "@laguna/analysis";
import * as boardgameIo from "@laguna/boardgame-io";
import * as bots from "@laguna/bots";
import * as cli from "@laguna/cli";
import * as core from "@laguna/core";
import * as examples from "@laguna/examples";
import * as murano from "@laguna/murano";
import * as lightMasters from "@laguna/murano-light-masters";
import * as testing from "@laguna/testing";
import * as burano from "@laguna/walking-in-burano";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** The published packages by directory name, as their `@laguna/...` alias loads them. */
const PACKAGES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  analysis,
  "boardgame-io": boardgameIo,
  bots,
  cli,
  core,
  examples,
  murano,
  "murano-light-masters": lightMasters,
  testing,
  "walking-in-burano": burano,
};

/** Globals an example may use without importing them. */
const GLOBALS: ReadonlySet<string> = new Set([
  "Array", "BigInt", "Boolean", "Infinity", "JSON", "Map", "Math", "NaN", "Number", "Object", "Set", "String", "undefined",
]);

/** Fewer claims than this means the extraction broke, not that the docs have none. */
const MIN_CLAIMS = 20;

const root = fileURLToPath(new URL("../../", import.meta.url));

/** One checkable claim: `expression` evaluates to `expected`. */
interface Claim {
  /** `packages/core/src/turn-order.ts:17` */
  readonly where: string;
  readonly expression: string;
  /** The expression as JavaScript, ready to evaluate. */
  readonly javascript: string;
  /** The names the expression takes from the package. */
  readonly names: readonly string[];
  readonly expected: unknown;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.isFile() && entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The code lines of every `@example` block in `text`, each with its 1-based line number in the file. */
function exampleBlocks(text: string): { line: number; code: string }[][] {
  const blocks: { line: number; code: string }[][] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const firstLine = text.slice(0, comment.index).split("\n").length;
    let block: { line: number; code: string }[] | undefined;
    comment[0].split("\n").forEach((raw, i) => {
      const line = raw.replace(/^\s*\/\*\*/, "").replace(/\*\/\s*$/, "").replace(/^\s*\*(?: |$)/, "");
      if (/^\s*@/.test(line)) {
        block = /^\s*@example\b/.test(line) ? [] : undefined;
        if (block !== undefined) blocks.push(block);
      } else if (block !== undefined && !/^\s*```/.test(line)) {
        block.push({ line: firstLine + i, code: line });
      }
    });
  }
  return blocks;
}

/** The statements of `code`: TypeScript's parse, which recovers from syntax errors (see `isJavaScript`). */
const statementsOf = (code: string): ts.NodeArray<ts.Statement> => ts.createSourceFile("example.ts", code, ts.ScriptTarget.ES2022, true).statements;

/** Whether `expression` is a JavaScript expression (V8 compiles it; nothing runs). */
function isJavaScript(expression: string): boolean {
  try {
    new Function(`return (${expression});`);
    return true;
  } catch {
    return false;
  }
}

/** `expression` as JavaScript (types and `!` removed), or undefined when it is not valid TypeScript. */
function toJavaScript(expression: string): string | undefined {
  if (isJavaScript(expression)) return expression;
  const compilerOptions = { target: ts.ScriptTarget.ES2022 };
  const { outputText, diagnostics = [] } = ts.transpileModule(`(${expression});`, { reportDiagnostics: true, compilerOptions });
  return diagnostics.length > 0 ? undefined : outputText.trim().replace(/;$/, "");
}

/** Marks a node that is not a literal of the kinds the header lists. */
const NOT_LITERAL = Symbol("not a literal");

function literalValue(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = literalValue(node.operand);
    return typeof value === "number" ? -value : NOT_LITERAL;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node)) {
    const named: Readonly<Record<string, unknown>> = { undefined, Infinity, NaN };
    return Object.hasOwn(named, node.text) ? named[node.text] : NOT_LITERAL;
  }
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => literalValue(element));
    return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, unknown][] = [];
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return NOT_LITERAL;
      const key = property.name;
      if (!ts.isIdentifier(key) && !ts.isStringLiteral(key) && !ts.isNumericLiteral(key)) return NOT_LITERAL;
      const value = literalValue(property.initializer);
      if (value === NOT_LITERAL) return NOT_LITERAL;
      entries.push([key.text, value]);
    }
    return Object.fromEntries(entries);
  }
  return NOT_LITERAL;
}

/** The value `text` spells when it is one literal, else NOT_LITERAL. */
function literal(text: string): unknown {
  if (text.trim() === "" || !isJavaScript(text)) return NOT_LITERAL;
  const statements = statementsOf(`(${text});`);
  if (statements.length !== 1 || !ts.isExpressionStatement(statements[0]!)) return NOT_LITERAL;
  return literalValue(statements[0].expression);
}

/** The claimed value of a trailing comment: the whole comment, or its start up to a `:` or ` (` remark. */
function claimedValue(comment: string): unknown {
  const whole = literal(comment);
  if (whole !== NOT_LITERAL) return whole;
  for (const { index } of comment.matchAll(/:| \(/g)) {
    const value = literal(comment.slice(0, index));
    if (value !== NOT_LITERAL) return value;
  }
  return NOT_LITERAL;
}

/** The names a binding (`x`, `{ a, b: [c] }`) declares. */
function bindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else for (const element of name.elements) if (ts.isBindingElement(element)) bindingNames(element.name, into);
}

/** The names `node` uses without binding them (property names and types aside). */
function freeNames(node: ts.Node, into: Set<string>): void {
  if (ts.isTypeNode(node)) return;
  if (ts.isIdentifier(node)) {
    into.add(node.text);
  } else if (ts.isPropertyAccessExpression(node)) {
    freeNames(node.expression, into);
  } else if (ts.isPropertyAssignment(node)) {
    if (ts.isComputedPropertyName(node.name)) freeNames(node.name, into);
    freeNames(node.initializer, into);
  } else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    const inner = new Set<string>();
    const parameters = new Set<string>();
    if (node.name !== undefined) parameters.add(node.name.text);
    for (const parameter of node.parameters) {
      bindingNames(parameter.name, parameters);
      if (parameter.initializer !== undefined) freeNames(parameter.initializer, inner);
    }
    freeNames(node.body, inner);
    for (const name of inner) if (!parameters.has(name)) into.add(name);
  } else {
    ts.forEachChild(node, (child) => freeNames(child, into));
  }
}

/** The names `code` declares, except same-named imports from `ownPackage`. */
function declaredNames(code: string, ownPackage: string): Set<string> {
  const declared = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node)) bindingNames(node.name, declared);
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name !== undefined) declared.add(node.name.text);
    if (ts.isImportDeclaration(node) && node.importClause !== undefined) {
      const own = ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === ownPackage;
      const { name, namedBindings } = node.importClause;
      if (name !== undefined) declared.add(name.text);
      if (namedBindings !== undefined && ts.isNamespaceImport(namedBindings)) declared.add(namedBindings.name.text);
      if (namedBindings !== undefined && ts.isNamedImports(namedBindings)) {
        for (const element of namedBindings.elements) if (!own || element.propertyName !== undefined) declared.add(element.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("example.ts", code, ts.ScriptTarget.ES2022, true));
  return declared;
}

/** The claims (see the header) of one package's sources. */
function claimsOf(pkg: string, exported: ReadonlySet<string>): Claim[] {
  const claims: Claim[] = [];
  for (const file of sourceFiles(join(root, "packages", pkg, "src")).sort()) {
    for (const block of exampleBlocks(readFileSync(file, "utf8"))) {
      block.forEach(({ line, code }, i) => {
        const match = /^\s*(.*?);\s*\/\/\s*(.*?)\s*$/.exec(code);
        if (match === null) return;
        const [, expression = "", comment = ""] = match;
        const expected = claimedValue(comment);
        if (expected === NOT_LITERAL) return;
        const statements = statementsOf(`${expression};`);
        if (statements.length !== 1 || !ts.isExpressionStatement(statements[0]!)) return;
        const used = new Set<string>();
        freeNames(statements[0].expression, used);
        const declared = declaredNames(block.slice(0, i).map((earlier) => earlier.code).join("\n"), `@laguna/${pkg}`);
        const names = [...used].filter((name) => !GLOBALS.has(name));
        if (names.some((name) => declared.has(name) || !exported.has(name))) return;
        const javascript = toJavaScript(expression);
        if (javascript === undefined) return;
        claims.push({ where: `${relative(root, file)}:${line}`, expression, javascript, names, expected });
      });
    }
  }
  return claims;
}

/** An expected string's elision: `"... 25/100  25%"` stands for any text ending in " 25/100  25%". */
const ELISION = /\.\.\.|…/;

/**
 * Whether `actual` is `expected`: deeply and strictly equal, where a string with an elision in
 * `expected` matches any string with the same text around it.
 */
function matches(actual: unknown, expected: unknown): boolean {
  if (typeof expected === "string" && ELISION.test(expected)) {
    const pattern = expected.split(ELISION).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\\s\\S]*");
    return typeof actual === "string" && new RegExp(`^${pattern}$`).test(actual);
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matches(actual[i], item));
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual) || Object.getPrototypeOf(actual) !== Object.prototype) return false;
    const keys = Object.keys(expected);
    const record = actual as Readonly<Record<string, unknown>>;
    const wanted = expected as Readonly<Record<string, unknown>>;
    return isDeepStrictEqual(Object.keys(record).sort(), keys.sort()) && keys.every((key) => matches(record[key], wanted[key]));
  }
  return isDeepStrictEqual(actual, expected);
}

const show = (value: unknown): string => inspect(value, { depth: 8, breakLength: Infinity });

/** Why `claim` is false, or undefined when it holds. */
function falsity(claim: Claim, exports: Readonly<Record<string, unknown>>): string | undefined {
  const claimed = `${claim.where}  ${claim.expression}  claims ${show(claim.expected)}`;
  try {
    const evaluate = new Function(...claim.names, `return ${claim.javascript};`) as (...values: unknown[]) => unknown;
    const actual = evaluate(...claim.names.map((name) => exports[name]));
    return matches(actual, claim.expected) ? undefined : `${claimed}, is ${show(actual)}`;
  } catch (error) {
    return `${claimed}, throws ${error instanceof Error ? `${error.name}: ${error.message}` : show(error)}`;
  }
}

const claimsByPackage = Object.entries(PACKAGES).map(([pkg, exports]) => ({ pkg, exports, claims: claimsOf(pkg, new Set(Object.keys(exports))) }));

describe("TSDoc @example claims", () => {
  for (const { pkg, exports, claims } of claimsByPackage) {
    it(`@laguna/${pkg}: ${claims.length} claims hold`, () => {
      const falsities = claims.map((claim) => falsity(claim, exports)).filter((reason) => reason !== undefined);
      expect(falsities, `false @example claims in @laguna/${pkg}`).toEqual([]);
    });
  }

  it(`finds at least ${MIN_CLAIMS} claims to check`, () => {
    const total = claimsByPackage.reduce((sum, { claims }) => sum + claims.length, 0);
    expect(total).toBeGreaterThanOrEqual(MIN_CLAIMS);
  });
});
