/**
 * The one interface every bot implements, the seeds of its decisions, and the glue that lets
 * bots play matches through the core's `playout`.
 *
 * @module
 */
import {
  type GameConfig,
  type Match,
  type Policy,
  type Seat,
  type Seed,
  canonicalJson,
  hashText,
  legalActions,
  mixSeed,
} from "@laguna/core";

/**
 * A player for Laguna matches: given a match and a seat that is to act, it chooses one of the
 * seat's legal actions.
 *
 * Every bot of this package is **deterministic**: its choice is a pure function of its options
 * (including its `seed`) and of what the seat may see (the seat's view and the number of actions
 * taken). It never reads another seat's secrets, nor the generator inside the state, nor the
 * match's seed; the bot secrecy law of `@laguna/testing` (`checkBotSecrecy`) checks it. A time
 * budget (`timeMs`) is the one exception to determinism: how far a search gets in a given time
 * depends on the machine.
 *
 * `S` is the state type the bot understands (bots built on a game's evaluation are for that game);
 * a bot for any game has the default `any`.
 *
 * @example
 * const bot: Bot = randomBot({ seed: 7 });
 * const action = bot.choose(match, 0);
 * const next = act(match, 0, action);
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Bot<S = any> {
  /** A short name for people and reports, e.g. `"mcts"`. */
  readonly name: string;
  /**
   * One of the seat's legal actions (an element of `legalActions(match, seat)`). Throws a
   * `RangeError` when the seat has no legal action (it is not to act, or the game is over).
   */
  choose<C extends GameConfig, A, V>(match: Match<C, S, A, V>, seat: Seat): A;
  /** The position of the chosen action in `legalActions(match, seat)`: the index `actAt` takes. */
  chooseIndex<C extends GameConfig, A, V>(match: Match<C, S, A, V>, seat: Seat): number;
}

/**
 * What every bot's options share.
 *
 * @example
 * const options: BotOptions = { seed: 42, name: "random #42" };
 * @category Bots
 */
export interface BotOptions {
  /** The bot's seed (default 0): the same seed, the same choices. */
  readonly seed?: Seed;
  /** The bot's name (default: the kind of bot, e.g. `"greedy"`). */
  readonly name?: string;
}

/**
 * The budget of a searching bot.
 *
 * @example
 * const budget: SearchBudget = { iterations: 2000, maxApplies: 20_000 };
 * @category Bots
 */
export interface SearchBudget {
  /**
   * Iterations (search samples) per decision, a positive whole number. Deterministic. The MCTS
   * bot's sequential halving gives every action still in the race at least one sample per round,
   * so a budget smaller than that (a few dozen with the default `candidates`) is rounded up to it.
   */
  readonly iterations?: number;
  /**
   * Stop searching after about this many milliseconds, even if `iterations` are left. For
   * interactive play: a time budget makes decisions depend on the machine's speed, so they are
   * no longer reproducible. Tests and benchmarks use `iterations` only.
   */
  readonly timeMs?: number;
  /**
   * Stop searching once the decision has taken about this many steps of the rule module (calls
   * of its `apply`), even if `iterations` are left. A work budget, not a time budget: it keeps
   * decisions reproducible, and bounds the rare positions where each iteration is long (many
   * legal actions, long turns), so that the slowest decision stays a small multiple of the
   * typical one. The MCTS bot's default is 20,000 (a typical decision of our games takes
   * 2,000 to 10,000 steps): its turn planner may spend half (its plans still open then end
   * where they are, though its first step, every legal action on each made-up state, always
   * runs; the greedy rest of a turn after an action that draws stops there too), and the search
   * stops once the whole is spent.
   */
  readonly maxApplies?: number;
}

/**
 * The seed of one decision: mixed from the bot's seed, the seat, the number of actions taken so
 * far and the seat's view of the state. All of these are things the seat may know, so two states
 * that the seat cannot tell apart give the same decision seed. Custom bots can use it the same way.
 *
 * @example
 * const rng = xoroshiro128plus(decisionSeed(7, match, 0));
 * @category Seeds
 */
export function decisionSeed<C extends GameConfig, S, A, V>(botSeed: Seed, match: Match<C, S, A, V>, seat: Seat): Seed {
  return mixSeed(botSeed, seat, match.length, hashText(canonicalJson(match.game.view(match.state, seat))));
}

/**
 * Builds a {@link Bot} from a function that picks an index among the legal actions; `choose` and
 * the checks for a seat with nothing to do come with it.
 *
 * @example
 * const firstBot = makeBot("first", () => 0);
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function makeBot<S = any>(
  name: string,
  pick: <C extends GameConfig, A, V>(match: Match<C, S, A, V>, seat: Seat, legal: readonly A[]) => number,
): Bot<S> {
  const chooseIndex = <C extends GameConfig, A, V>(match: Match<C, S, A, V>, seat: Seat): number => {
    const legal = legalActions(match, seat);
    if (legal.length === 0) throw new RangeError(`${name}: seat ${seat} has no legal action to choose from`);
    if (legal.length === 1) return 0;
    const index = pick(match, seat, legal);
    return Number.isInteger(index) && index >= 0 && index < legal.length ? index : 0;
  };
  return {
    name,
    chooseIndex,
    choose: (match, seat) => legalActions(match, seat)[chooseIndex(match, seat)] as never,
  };
}

/**
 * A core `Policy` that asks bots: one bot for every seat, or one per seat (`bots[seat]`). Plays
 * whole matches with the core's `playout`.
 *
 * @example
 * const finished = playout(match, botPolicy([greedyBot(evaluate), randomBot()]));
 * @category Bots
 */
export function botPolicy(bots: Bot | readonly Bot[]): Policy {
  return (match, seat) => {
    const bot = Array.isArray(bots) ? (bots as readonly Bot[])[seat] : (bots as Bot);
    if (bot === undefined) throw new RangeError(`botPolicy: no bot for seat ${seat}`);
    return bot.chooseIndex(match, seat);
  };
}

/** What a numeric bot option must be: a whole number at least `min`, or a number (Infinity too) at least `min`. */
type OptionRule = { readonly whole: boolean; readonly min: number; readonly above?: boolean; readonly infinite?: boolean };

/**
 * Checks a bot's numeric options when the bot is made: each given value must fit its rule, or a
 * `RangeError` names the option, the value and what it takes (a NaN would otherwise remove a
 * limit in silence, an Infinity make an array of endless length).
 *
 * @example
 * checkOptions("greedy", { beamWidth: 0 }, { beamWidth: WHOLE_FROM_1 }); // throws RangeError: "greedy: beamWidth must be a whole number of at least 1, not 0."
 * @category Bots
 */
export function checkOptions(bot: string, options: object, rules: Readonly<Record<string, OptionRule>>): void {
  for (const [key, rule] of Object.entries(rules)) {
    const value = (options as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const number = typeof value === "number" && !Number.isNaN(value);
    const fits =
      number &&
      (rule.infinite === true ? true : Number.isFinite(value)) &&
      (rule.whole ? Number.isInteger(value) || (rule.infinite === true && value === Number.POSITIVE_INFINITY) : true) &&
      (rule.above === true ? value > rule.min : value >= rule.min);
    if (!fits) {
      const kind = rule.whole ? "a whole number" : "a number";
      const bound = rule.above === true ? `above ${rule.min}` : `of at least ${rule.min}`;
      throw new RangeError(`${bot}: ${key} must be ${kind} ${bound}${rule.infinite === true ? " (or Infinity)" : ""}, not ${String(value)}.`);
    }
  }
}

/** A whole number of at least 1 (counts: iterations, beam widths, samples). */
export const WHOLE_FROM_1: OptionRule = { whole: true, min: 1 };
/** A whole number of at least 0. */
export const WHOLE_FROM_0: OptionRule = { whole: true, min: 0 };
/** A budget: a number of at least 0, or Infinity for none. */
export const BUDGET: OptionRule = { whole: false, min: 0, infinite: true };
/** A finite number of at least 0 (weights and constants). */
export const NON_NEGATIVE: OptionRule = { whole: false, min: 0 };
/** A finite number above 0 (scales). */
export const POSITIVE: OptionRule = { whole: false, min: 0, above: true };
/** A seed: a whole number. */
export const SEED_RULE: OptionRule = { whole: true, min: Number.MIN_SAFE_INTEGER };
