/**
 * Creating matches: from a config and a seed (`setup`), or from a given state (scenario tests).
 * Both read untrusted configs and states as plain JSON, decode them with the game's codecs and
 * refuse fields the codecs do not describe, by name.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import { deepEqual } from "./equality";
import { type EngineError, decodeWith, describeThrown, moduleDefect, showValue } from "./errors";
import type { Game, GameConfig } from "./game";
import { type Match, type MatchOptions, MatchRecord, isSeatOf } from "./match";
import { closestName } from "./names";
import { type InputLimitOptions, checkLimitOptions, inputLimits } from "./input-limits";
import { copyIfSame, toPlainJson } from "./plain";
import { quotedCut } from "./wording";
import { type Seed, SeedC } from "./random";
import { fieldAt, fieldNames, unknownFieldKeys } from "./unknown-fields";

/**
 * Per game, the last few configs its checks accepted (the engine's own plain copies, never handed
 * out). The checks are pure functions of the config's content, so a config equal to one of these
 * is accepted without them: the common case of many matches from one config (a tournament, a
 * benchmark, loading saves) pays for reading the config and one comparison, not for its codec.
 */
const acceptedConfigs = new WeakMap<object, Accepted[]>();
/** How many accepted configs are remembered per game. */
const REMEMBERED_CONFIGS = 4;

/** A config the game's checks accepted, and whether it was read under the default config limits. */
interface Accepted {
  readonly config: unknown;
  readonly underDefaults: boolean;
}

/** Whether `config` (plain JSON) equals a config the game's checks accepted before. */
function acceptedBefore(game: object, config: unknown): boolean {
  const accepted = acceptedConfigs.get(game);
  return accepted !== undefined && accepted.some((a) => deepEqual(a.config, config));
}

/**
 * A plain copy of untrusted `config` when it is the same data as a config accepted under the
 * default limits: what reading it with {@link toPlainJson} and {@link acceptedBefore} would give,
 * without building the copy twice (in a 7-step tic-tac-toe, reading the config was a third of the
 * engine's cost over the bare reducer).
 */
function sameAsAccepted(game: object, config: object): { readonly copy: unknown } | undefined {
  const accepted = acceptedConfigs.get(game);
  if (accepted === undefined) return undefined;
  for (const a of accepted) {
    if (!a.underDefaults) continue;
    const same = copyIfSame(config, a.config);
    if (same !== undefined) return same;
  }
  return undefined;
}

/** Remembers a config the game's checks accepted (a copy of the engine's own). */
function rememberAccepted(game: object, config: unknown, underDefaults: boolean): void {
  let accepted = acceptedConfigs.get(game);
  if (accepted === undefined) acceptedConfigs.set(game, (accepted = []));
  accepted.unshift({ config: structuredClone(config), underDefaults });
  if (accepted.length > REMEMBERED_CONFIGS) accepted.pop();
}

/** Validates a config and a seed. */
function checkConfig<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
  limits: InputLimitOptions | undefined,
): either.Either<EngineError, C> {
  // Untrusted: an object is read once into plain JSON (getters and Proxies are refused, not run
  // again, and nothing is thrown), and the match keeps that copy. Other values go to the codec.
  // The same data as a config accepted before (a tournament, a benchmark) is copied in one pass.
  const underDefaults = limits?.config === undefined;
  if (underDefaults && typeof config === "object" && config !== null) {
    const same = sameAsAccepted(game, config);
    if (same !== undefined) return SeedC.is(seed) ? either.right(same.copy as C) : (decodeWith(SeedC, seed, "seed") as either.Either<EngineError, never>);
  }
  const plain = typeof config === "object" && config !== null ? toPlainJson(config, "config", inputLimits("config", limits)) : either.right(config);
  if (either.isLeft(plain)) return plain;
  if (typeof plain.right === "object" && acceptedBefore(game, plain.right)) {
    return SeedC.is(seed) ? either.right(plain.right as C) : (decodeWith(SeedC, seed, "seed") as either.Either<EngineError, never>);
  }
  // A config that already is a valid C (the common case) is used as it is; only a refused one
  // pays for decoding, which builds the error message.
  let decoded: either.Either<EngineError, C>;
  let unknown: string[][];
  try {
    decoded = game.codecs.config.is(plain.right) ? either.right(plain.right as C) : decodeWith(game.codecs.config, plain.right, "config");
    if (either.isLeft(decoded)) return decoded;
    unknown = unknownFieldKeys(game.codecs.config, decoded.right);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: the config codec threw: ${describeThrown(e)}`));
  }
  if (unknown.length > 0) return either.left(unknownConfigFields(decoded.right, unknown));
  if (!SeedC.is(seed)) return decodeWith(SeedC, seed, "seed") as either.Either<EngineError, never>;
  const c = decoded.right;
  if (!game.playerCounts.includes(c.playerCount)) {
    return either.left({
      kind: "invalid-input",
      message: `Invalid config: ${game.name} is for ${game.playerCounts.join(", ")} players, not ${c.playerCount}.`,
      issues: [{ path: "config.playerCount", expected: game.playerCounts.join(" | "), actual: c.playerCount }],
    });
  }
  if (typeof c === "object" && c !== null) rememberAccepted(game, c, underDefaults);
  return either.right(c);
}

/**
 * The refusal of a config with fields its codec does not describe: a misspelled rule option would
 * otherwise be ignored in silence (and a variant test would test the default instead). Names each
 * field, with the known field it most likely meant.
 */
function unknownConfigFields(config: unknown, fields: readonly (readonly string[])[]): EngineError {
  // The known fields beside each unknown one: its parent's keys but the unknown ones (once per parent).
  const unknownAt = new Map<string, Set<string>>();
  for (const keys of fields) {
    const parent = JSON.stringify(keys.slice(0, -1));
    const names = unknownAt.get(parent) ?? new Set<string>();
    names.add(keys[keys.length - 1] as string);
    unknownAt.set(parent, names);
  }
  const knownAt = new Map<string, string[]>();
  const named = fields.map((keys) => {
    const name = keys[keys.length - 1] as string;
    const parentKey = JSON.stringify(keys.slice(0, -1));
    let known = knownAt.get(parentKey);
    if (known === undefined) {
      const parent = fieldAt(config, keys.slice(0, -1));
      const unknown = unknownAt.get(parentKey) ?? new Set<string>();
      known = typeof parent === "object" && parent !== null ? Object.keys(parent).filter((k) => !unknown.has(k)) : [];
      knownAt.set(parentKey, known);
    }
    return { keys, name: keys.join("."), meant: closestName(name, known) };
  });
  const text = fieldNames(named.map((n) => `${quotedCut(n.name)}${n.meant === undefined ? "" : ` (did you mean "${n.meant}"?)`}`));
  return {
    kind: "invalid-input",
    message: `Invalid config: unknown option${named.length > 1 ? "s" : ""} ${text}.`,
    issues: named.map((n) => ({
      path: `config.${n.name}`,
      expected: n.meant === undefined ? "no such option" : `no such option; did you mean "${n.meant}"?`,
      actual: fieldAt(config, n.keys),
    })),
  };
}

/**
 * Creates a match: validates the config with the game's config codec (a field the codec does not
 * describe, such as a misspelled rule option, is refused by name) and the seed, then sets up the
 * initial state.
 *
 * @example
 * const result = createMatch(ticTacToe, ticTacToe.defaultConfig(2), 42);
 * if (either.isRight(result)) console.log(result.right.state);
 * @category Matches
 */
export function createMatch<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  seed: Seed,
  options: MatchOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  checkLimitOptions(options.limits);
  const checked = checkConfig(game, config, seed, options.limits);
  if (either.isLeft(checked)) return checked;
  const c = checked.right;
  let state: S;
  try {
    state = game.setup(c, seed);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: setup threw: ${describeThrown(e)}`));
  }
  if (options.strict === true && !game.codecs.state.is(state)) {
    const issues = decodeWith(game.codecs.state, state, "state");
    return either.left(moduleDefect(`${game.id}: setup returned a state its codec refuses. ${either.isLeft(issues) ? issues.left.message : ""}`));
  }
  return either.right(new MatchRecord(game, c, seed, options.strict === true, options.limits, false, state, 0, undefined, undefined, undefined, undefined));
}

/**
 * Checks a state the engine did not make itself: plain JSON, accepted by the state codec, and
 * possible with this config (its acting seats belong to the game, and the module's
 * {@link Game.checkState} finds nothing wrong). Returns the decoded state.
 */
function checkGivenState<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  input: unknown,
  limits: InputLimitOptions | undefined,
): either.Either<EngineError, S> {
  const plain = toPlainJson(input, "state", inputLimits("state", limits));
  if (either.isLeft(plain)) return plain;
  const decoded = decodeWith(game.codecs.state, plain.right, "state");
  if (either.isLeft(decoded)) return decoded;
  const state = decoded.right;
  // As for configs and actions: a field the codec does not describe would be carried along in silence.
  let unknown: string[][];
  try {
    unknown = unknownFieldKeys(game.codecs.state, plain.right);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: the state codec threw: ${describeThrown(e)}`));
  }
  if (unknown.length > 0) {
    return either.left({
      kind: "invalid-input",
      message: `Invalid state: unknown field${unknown.length > 1 ? "s" : ""} ${fieldNames(unknown.map((keys) => quotedCut(keys.join("."))))}.`,
      issues: unknown.map((keys) => ({ path: ["state", ...keys].join("."), expected: "no such field", actual: fieldAt(plain.right, keys) })),
    });
  }
  const impossible = (problem: string): either.Either<EngineError, never> =>
    either.left({
      kind: "invalid-input",
      message: `Invalid state: ${problem}`,
      issues: [{ path: "state", expected: `a state of a ${config.playerCount}-player game with this config`, actual: showValue(input) }],
    });
  try {
    const active = game.activePlayers(state);
    const stranger = active.find((seat) => !isSeatOf(seat, config.playerCount));
    if (stranger !== undefined) {
      return impossible(`seat ${showValue(stranger)} is to act, but this is a ${config.playerCount}-player game.`);
    }
    const problem = game.checkState?.(state, config);
    if (problem !== undefined) return impossible(problem.endsWith(".") ? problem : `${problem}.`);
  } catch (e) {
    return either.left(moduleDefect(`${game.id}: checking a given state threw: ${describeThrown(e)}`));
  }
  return either.right(state);
}

/**
 * Creates a match from a given state instead of `setup`: the way scenario tests force particular
 * draws (a chosen deck order, a chosen hand). The state is read as plain JSON, validated with the
 * game's state codec (a field it does not describe is refused by name), and checked against the config: the seats to act must exist and the rule
 * module's `checkState` (player count, each component once, counters within bounds) must accept
 * it. Randomness later in the match comes from the generator inside that state. The match's `seed`
 * is 0.
 *
 * @example
 * const scenario = createMatchFromState(game, config, { ...game.setup(config, 1), deck: [3, 1, 2] });
 * @category Matches
 */
export function createMatchFromState<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: unknown,
  state: unknown,
  options: MatchOptions = {},
): either.Either<EngineError, Match<C, S, A, V>> {
  checkLimitOptions(options.limits);
  const checked = checkConfig(game, config, 0, options.limits);
  if (either.isLeft(checked)) return checked;
  const given = checkGivenState(game, checked.right, state, options.limits);
  if (either.isLeft(given)) return given;
  const s = given.right;
  return either.right(new MatchRecord(game, checked.right, 0, options.strict === true, options.limits, true, s, 0, s, undefined, undefined, undefined));
}
