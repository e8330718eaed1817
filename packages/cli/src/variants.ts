/**
 * Variants from the command line: `--set key=value` settings and `--config` files read into rule
 * options, and checked against the game's config codec before anything is played, with messages
 * that name the option and its choices.
 *
 * @module
 */
import { type AnyGame, type EngineError, createMatch, inputLimits, optionsFor, quotedCut, toPlainJson } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { configFor } from "./play";
import { closestName } from "./text";

/**
 * One `--set key=value` setting, read.
 *
 * @example
 * const setting: ConfigSetting = { key: "roundLimit", value: 20 };
 * @category Variants
 */
export interface ConfigSetting {
  /** The rule option's name, as the game's config spells it. */
  readonly key: string;
  /** The value, read by {@link parseConfigValue}. */
  readonly value: unknown;
}

/**
 * Reads the value of a `--set` setting: a whole number (`20`, `-3`), `true`, `false` or `null`,
 * JSON for an object, an array or a quoted string (`{"ART":1}`, `"20"`), and any other text as a
 * string (`hidden`). Nothing else is guessed: `1e2`, `0x10` and ` 5` stay strings, which the
 * config codec then refuses where a number is expected.
 *
 * @example
 * parseConfigValue("20"); // 20
 * parseConfigValue("null"); // null
 * parseConfigValue("hidden"); // "hidden"
 * parseConfigValue('{"ART":1,"JEW":2,"HOU":3,"ANI":4}'); // an object
 * @category Variants
 */
export function parseConfigValue(text: string): unknown {
  if (/^-?(0|[1-9]\d*)$/.test(text)) {
    const n = Number(text);
    if (Number.isSafeInteger(n)) return n;
  }
  if (text === "true") return true;
  if (text === "false") return false;
  if (text === "null") return null;
  if (/^[[{"]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Reads one `--set` argument, `key=value`; `Left` with a message for people when it has no `=` or
 * no key.
 *
 * @example
 * parseSetting("roundLimit=20"); // right({ key: "roundLimit", value: 20 })
 * parseSetting("roundLimit"); // left("--set takes key=value, e.g. --set roundLimit=20; not \"roundLimit\".")
 * @category Variants
 */
export function parseSetting(text: string): either.Either<string, ConfigSetting> {
  const at = text.indexOf("=");
  const key = at < 0 ? "" : text.slice(0, at).trim();
  if (at < 0 || key === "") return either.left(`--set takes key=value, e.g. --set roundLimit=20; not ${JSON.stringify(text)}.`);
  return either.right({ key, value: parseConfigValue(text.slice(at + 1)) });
}

/**
 * The rule options given as settings, in order (a later setting of the same key wins), over the
 * options of a config file. Every key becomes a field of its own, `__proto__` too (which the
 * config check then refuses as an unknown option), never the object's prototype.
 *
 * @example
 * settingsToOptions([{ key: "roundLimit", value: 20 }], { ringSide: "B" }); // { ringSide: "B", roundLimit: 20 }
 * Object.keys(settingsToOptions([{ key: "__proto__", value: 1 }])!); // ["__proto__"]
 * @category Variants
 */
export function settingsToOptions(
  settings: readonly ConfigSetting[],
  base: Readonly<Record<string, unknown>> = {},
): Readonly<Record<string, unknown>> | undefined {
  if (settings.length === 0 && Object.keys(base).length === 0) return undefined;
  const out: Record<string, unknown> = { ...base };
  // defineProperty, not out[key] = value: assigning "__proto__" would set the prototype (or, for
  // a value that is not an object, do nothing), and the option would vanish unchecked.
  for (const { key, value } of settings) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** A value as a person would type it after `--set key=`. */
const shown = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * The names of a game's rule options: the fields of its default config for the player count, but
 * `playerCount`.
 *
 * @example
 * ruleOptionNames(walkingInBurano, 2); // ["beginnerCharacters", ..., "roundLimit", "startPlayer"]
 * @category Variants
 */
export function ruleOptionNames(game: AnyGame, players: number): readonly string[] {
  return Object.keys(game.defaultConfig(players) as object).filter((key) => key !== "playerCount");
}

/**
 * Checks rule options against the game before anything is played. They must first be plain JSON
 * within the core's limits for a config (`inputLimits("config")`: bytes, fields and depth), so a
 * `--config` file of a million fields is refused at once, not compared name by name; then the
 * default config for the player count with the options set over it must pass the game's config
 * codec. An unknown option
 * is refused with the core's own message (which names it, with the option it most likely meant)
 * and the list of the game's options; a refused value with the codec's message and the values
 * the game lists for that option (`configOptions`). Returns the full config.
 *
 * @example
 * const checked = checkVariant(walkingInBurano, 2, { roundlimitt: 5 });
 * // left: 'Invalid config: unknown option "roundlimitt" (did you mean "roundLimit"?). The options of ...'
 * @category Variants
 */
export function checkVariant(game: AnyGame, players: number, options: Readonly<Record<string, unknown>> | undefined): either.Either<EngineError, unknown> {
  if (options !== undefined) {
    const plain = toPlainJson(options, "config", inputLimits("config"));
    if (either.isLeft(plain)) return plain;
  }
  const config = configFor(game, players, options);
  if (either.isLeft(config)) return config;
  if (options === undefined) return config;
  const known = ruleOptionNames(game, players);
  const unknown = Object.keys(options).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    // The core's refusal of the unknown options alone, when its check sees them (it cannot look
    // into a config codec of the module's own making); the same words otherwise.
    const only = Object.fromEntries(unknown.map((key) => [key, options[key]]));
    const refusal = createMatch(game, { ...(game.defaultConfig(players) as object), ...only }, 1);
    const named =
      either.isLeft(refusal) && refusal.left.message.includes("unknown option")
        ? refusal.left
        : unknownOptions(unknown, known, options);
    return either.left({ ...named, message: `${named.message} The options of ${game.name} are: ${known.join(", ")}.` });
  }
  const created = createMatch(game, config.right, 1);
  if (either.isRight(created)) return either.right(created.right.config);
  const error = created.left;
  if (error.kind !== "invalid-input") return either.left(error);
  const choices = optionsFor(game, players) as Readonly<Record<string, readonly unknown[] | undefined>>;
  const refused = error.issues.map((issue) => issue.path.split(".")[1]).find((key) => key !== undefined && Object.hasOwn(options, key));
  const listed = refused === undefined ? undefined : choices[refused];
  if (refused === undefined || listed === undefined) return either.left(error);
  return either.left({ ...error, message: `${error.message} Choices for ${refused}: ${listed.map(shown).join(", ")}.` });
}

/** The refusal of unknown rule options, in the core's words, each with the known option it most likely meant. */
function unknownOptions(unknown: readonly string[], known: readonly string[], options: Readonly<Record<string, unknown>>): EngineError {
  const named = unknown.map((name) => ({ name, meant: closestName(name, known) }));
  const text = named.map((n) => `"${n.name}"${n.meant === undefined ? "" : ` (did you mean "${n.meant}"?)`}`).join(", ");
  return {
    kind: "invalid-input",
    message: `Invalid config: unknown option${named.length > 1 ? "s" : ""} ${text}.`,
    issues: named.map((n) => ({
      path: `config.${n.name}`,
      expected: n.meant === undefined ? "no such option" : `no such option; did you mean "${n.meant}"?`,
      actual: options[n.name],
    })),
  };
}

/**
 * Splits `key=value,key=value` at the commas outside JSON brackets and strings, so a value may be
 * a JSON object or array with commas of its own.
 *
 * @example
 * splitSettings('a=1,b={"x":1,"y":2}'); // ["a=1", 'b={"x":1,"y":2}']
 * @category Variants
 */
export function splitSettings(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && depth > 0) depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * Reads one `--variant` argument, `name:key=value,key=value`: the variant's name and its rule
 * options, each value read as `--set` reads it ({@link parseConfigValue}). `Left` with a message
 * for people naming the argument when it has no name, no options or a setting without `=`.
 *
 * @example
 * parseVariant("short:roundLimit=10,ringSide=B"); // right({ name: "short", config: { roundLimit: 10, ringSide: "B" } })
 * parseVariant("roundLimit=10"); // left: '--variant takes name:key=value,...; ...'
 * @category Variants
 */
export function parseVariant(text: string): either.Either<string, { readonly name: string; readonly config: Readonly<Record<string, unknown>> }> {
  const at = text.indexOf(":");
  const name = at < 0 ? "" : text.slice(0, at).trim();
  const usage = `--variant takes name:key=value,..., e.g. --variant short:roundLimit=10; not ${quotedCut(text)}.`;
  if (at < 0 || name === "" || name.includes("=")) return either.left(usage);
  const rest = text.slice(at + 1);
  if (rest.trim() === "") return either.left(`--variant ${quotedCut(name)} sets no rule option: give name:key=value,...`);
  const settings: ConfigSetting[] = [];
  for (const part of splitSettings(rest)) {
    const setting = parseSetting(part);
    if (either.isLeft(setting)) return either.left(`--variant ${quotedCut(name)}: each setting is key=value, not ${quotedCut(part)}.`);
    settings.push(setting.right);
  }
  return either.right({ name, config: settingsToOptions(settings) ?? {} });
}
