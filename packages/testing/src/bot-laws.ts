/**
 * The bot secrecy law: a bot must never read another seat's secrets. For a fixed bot, its choice
 * for a seat is the same in two states that the seat cannot tell apart: a state reached in play,
 * and the same state with everything the seat may not know re-drawn (`redrawHidden`) and the
 * generator re-seeded.
 *
 * The bot is taken as a structural type ({@link SecrecyCheckedBot}), so this kit does not depend
 * on any bot package.
 *
 * @module
 */
import {
  type Game,
  type GameConfig,
  type Match,
  type Seat,
  type Seed,
  actAt,
  activePlayers,
  canonicalJson,
  mixSeed,
  createMatch,
  createMatchFromState,
  deepEqual,
  describeThrown,
  legalActions,
  seedRng,
  showValue,
  uniformRandomPolicy,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";

/**
 * What the bot secrecy law needs of a bot: a `choose(match, seat)` that returns one of the seat's
 * legal actions. Every bot of `@laguna/bots` has this shape.
 *
 * @example
 * const firstAction: SecrecyCheckedBot = { name: "first", choose: (match, seat) => legalActions(match, seat)[0] };
 * @category Bot laws
 */
export interface SecrecyCheckedBot {
  /** The bot's name, for messages. */
  readonly name?: string;
  /** Chooses one of the seat's legal actions. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  choose(match: Match<any, any, any, any>, seat: Seat): unknown;
}

/**
 * Options of {@link checkBotSecrecy}.
 *
 * @example
 * const options: BotSecrecyOptions<MyConfig> = { games: 2, statesPerGame: 3, seed: 7 };
 * @category Bot laws
 */
export interface BotSecrecyOptions<C> {
  /** The configs to play (default: the default config of every player count). */
  readonly configs?: readonly C[];
  /** Seeded random games per config (default 2). */
  readonly games?: number;
  /** Decisions checked per game, spread evenly over the game (default 4). */
  readonly statesPerGame?: number;
  /** Indistinguishable states tried per decision (default 2). */
  readonly redraws?: number;
  /** The seed of the games and of the re-draws (default 1). */
  readonly seed?: Seed;
  /** A random game stops after this many actions (default 2,000). */
  readonly maxSteps?: number;
}

/**
 * Thrown by {@link checkBotSecrecy} when a bot's choice depends on something the seat may not
 * know (or the bot chose an illegal action).
 *
 * @example
 * try { checkBotSecrecy(game, bot); } catch (e) { if (e instanceof BotSecrecyViolation) console.log(e.message); }
 * @category Bot laws
 */
export class BotSecrecyViolation extends Error {
  constructor(message: string) {
    super(`bot secrecy law broken: ${message}`);
    this.name = "BotSecrecyViolation";
  }
}

function fromState<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, config: C, state: S, what: string): Match<C, S, A, V> {
  const m = createMatchFromState(game, config, state);
  if (either.isLeft(m)) throw new BotSecrecyViolation(`${game.id}: ${what} cannot start a match: ${m.left.message}`);
  return m.right;
}

/** The states of one seeded random game, from the first to the last. */
function randomGame<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, config: C, seed: Seed, maxSteps: number): S[] {
  const created = createMatch(game, config, seed);
  if (either.isLeft(created)) throw new BotSecrecyViolation(`${game.id}: cannot create a match: ${created.left.message}`);
  let match = created.right;
  const policy = uniformRandomPolicy(mixSeed(seed, 1));
  const states = [match.state];
  for (let step = 0; step < maxSteps; step++) {
    const seat = activePlayers(match)[0];
    if (seat === undefined) break;
    const next = actAt(match, seat, policy(match, seat, legalActions(match, seat)));
    if (either.isLeft(next)) throw new BotSecrecyViolation(`${game.id}: random play failed: ${next.left.message}`);
    match = next.right;
    states.push(match.state);
  }
  return states;
}

/**
 * Checks the bot secrecy law: over states reached in seeded random play, for every seat to act,
 * the bot's choice is a legal action, and the same choice comes back when everything the seat
 * may not know is re-drawn with the module's `redrawHidden` (for that seat) and the generator is
 * re-seeded, or when only the generator is re-seeded. Both matches start from the state
 * (`createMatchFromState`), so they differ in nothing the seat can see.
 *
 * A bot that samples made-up states with `redrawHidden` passes only if the module's re-draw is
 * *canonical* (its result depends only on the viewer's view and the seed, not on how the hidden
 * parts happen to be arranged); when it is not, the message says so.
 *
 * Throws a {@link BotSecrecyViolation} naming the state, the seat and both choices; returns the
 * number of decisions checked.
 *
 * @example
 * test("greedy keeps secrets", () => { checkBotSecrecy(game, greedyBot(evaluate), { games: 2 }); });
 * @category Bot laws
 */
export function checkBotSecrecy<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  bot: SecrecyCheckedBot,
  options: BotSecrecyOptions<C> = {},
): number {
  const configs = options.configs ?? game.playerCounts.map((n) => game.defaultConfig(n));
  const games = options.games ?? 2;
  const perGame = options.statesPerGame ?? 4;
  const redraws = options.redraws ?? 2;
  const seed = options.seed ?? 1;
  const maxSteps = options.maxSteps ?? 2000;
  const name = bot.name ?? "the bot";
  const { redrawHidden, rng } = game;
  if (game.capabilities.hiddenInformation && redrawHidden === undefined) {
    throw new BotSecrecyViolation(
      `${game.id} declares hidden information but has no redrawHidden: no state the seat cannot tell apart from another can be made, so ${name}'s secrecy cannot be checked (and a searching bot would plan on the real state)`,
    );
  }
  let checked = 0;
  configs.forEach((config, ci) => {
    for (let g = 0; g < games; g++) {
      const gameSeed = mixSeed(seed, ci, g);
      const states = randomGame(game, config, gameSeed, maxSteps).filter((s) => game.activePlayers(s).length > 0);
      const picks = new Set<number>();
      for (let k = 0; k < perGame && states.length > 0; k++) picks.add(Math.floor(((k + 0.5) * states.length) / perGame));
      for (const at of picks) {
        const state = states[at] as S;
        const where = `${game.id} (${canonicalJson(config)}), game seed ${gameSeed}, decision ${at}`;
        for (const seat of game.activePlayers(state)) {
          const choose = (s: S, what: string): unknown => {
            try {
              return bot.choose(fromState(game, config, s, what), seat);
            } catch (e) {
              if (e instanceof BotSecrecyViolation) throw e;
              throw new BotSecrecyViolation(`${name} threw for seat ${seat} in ${what} at ${where}: ${describeThrown(e)}`);
            }
          };
          const choice = choose(state, "the state reached in play");
          const legal = game.legalActions(state, seat);
          if (!legal.some((a) => deepEqual(a, choice))) {
            throw new BotSecrecyViolation(`${name} chose ${showValue(choice)} for seat ${seat} at ${where}, which is not a legal action`);
          }
          checked++;
          const variants: { state: S; what: string; redrawSeed?: Seed }[] = [];
          for (let r = 0; r < redraws; r++) {
            const redrawSeed = mixSeed(gameSeed, at, seat, r);
            if (redrawHidden === undefined && rng === undefined) break;
            let s = redrawHidden === undefined ? state : redrawHidden(state, seat, redrawSeed);
            if (rng !== undefined) s = rng.set(s, seedRng(mixSeed(redrawSeed, 7)));
            const what = `${redrawHidden === undefined ? "" : `the state with seat ${seat}'s unknowns re-drawn (seed ${redrawSeed})`}${redrawHidden !== undefined && rng !== undefined ? " and " : ""}${rng === undefined ? "" : "the generator re-seeded"}`;
            variants.push(redrawHidden === undefined ? { state: s, what } : { state: s, what, redrawSeed });
          }
          if (rng !== undefined && redrawHidden !== undefined) {
            variants.push({ state: rng.set(state, seedRng(mixSeed(gameSeed, at, seat, 99))), what: "the state with only the generator re-seeded" });
          }
          for (const variant of variants) {
            const other = choose(variant.state, variant.what);
            if (deepEqual(other, choice)) continue;
            let note = "";
            if (variant.redrawSeed !== undefined && redrawHidden !== undefined && !canonicalRedraw(game, state, variant.state, seat)) {
              note =
                ` Note: ${game.id}'s redrawHidden is not canonical here (re-drawing the two states with the same seed gives different results),` +
                " so a bot that samples made-up states with it cannot keep its choices equal: make the re-draw depend only on the viewer's view and the seed" +
                " (for example, sort the pooled hidden items before shuffling them).";
            }
            throw new BotSecrecyViolation(
              `${name} chose ${showValue(choice)} for seat ${seat} at ${where}, but ${showValue(other)} in ${variant.what}, which seat ${seat} cannot tell apart from it: the bot reads what seat ${seat} may not know.${note}`,
            );
          }
        }
      }
    }
  });
  return checked;
}

/** Whether re-drawing two indistinguishable states with the same seeds gives the same states. */
function canonicalRedraw<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, a: S, b: S, seat: Seat): boolean {
  const { redrawHidden, rng } = game;
  if (redrawHidden === undefined) return true;
  for (const seed of [3, 1_000_003]) {
    let x = redrawHidden(a, seat, seed);
    let y = redrawHidden(b, seat, seed);
    if (rng !== undefined) {
      x = rng.set(x, seedRng(seed));
      y = rng.set(y, seedRng(seed));
    }
    if (!deepEqual(x, y)) return false;
  }
  return true;
}
