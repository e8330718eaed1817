/**
 * Restricted play: a bot forbidden some of its actions, to measure what a feature of a game is
 * worth by how much worse the bot does without it (Jaffe et al., "Evaluating Competitive Game
 * Balance with Restricted Play", AIIDE 2012).
 *
 * @module
 */
import { type AnyGame, type Game, type GameConfig, type Match, type Seat, legalActions } from "@laguna/core";
import type { Bot } from "./bot";

/**
 * Which actions a restricted bot may not take: `true` for a forbidden action of `seat` in
 * `state` (the state before the action).
 *
 * @example
 * const noBuying: Forbidden = (action) => (action as { type: string }).type === "buy";
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Forbidden<S = any, A = any> = (action: A, state: S, seat: Seat) => boolean;

/** The game as the restricted seat sees its options: the same rules, fewer legal actions for that seat. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function restrictedGame<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>, seat: Seat, forbidden: Forbidden<any, any>): Game<C, S, A, V> {
  return {
    ...game,
    legalActions: (state, who) => {
      const legal = game.legalActions(state, who);
      if (who !== seat) return legal;
      const allowed = legal.filter((action) => !forbidden(action, state, who));
      return allowed.length === 0 ? legal : allowed;
    },
  };
}

/**
 * The bot `bot`, forbidden the actions `forbidden` marks: at each decision it chooses among the
 * seat's other legal actions, and it plans (searches) as if its own forbidden actions did not
 * exist (other seats keep all theirs). When every legal action is forbidden, it chooses among
 * all of them, since a seat must act. Deterministic as `bot` is; its `chooseIndex` is a position
 * in the seat's full legal list, as `actAt` takes.
 *
 * @example
 * const noAdvantages = restrict(greedyBot(evaluate, { seed: 1 }), (action) => action.type === "advantage");
 * const finished = playout(match, botPolicy([noAdvantages, greedyBot(evaluate, { seed: 2 })]));
 * @category Bots
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function restrict<S = any>(bot: Bot<S>, forbidden: Forbidden<S>, name = `${bot.name} (restricted)`): Bot<S> {
  // One restricted game per game and seat, so that a bot's caches keyed by the game stay warm.
  const games = new WeakMap<object, Map<Seat, AnyGame>>();
  const gameFor = (game: AnyGame, seat: Seat): AnyGame => {
    let bySeat = games.get(game);
    if (bySeat === undefined) games.set(game, (bySeat = new Map()));
    let restricted = bySeat.get(seat);
    if (restricted === undefined) bySeat.set(seat, (restricted = restrictedGame(game, seat, forbidden)));
    return restricted;
  };
  const chooseIndex = <C extends GameConfig, A, V>(match: Match<C, S, A, V>, seat: Seat): number => {
    const legal = legalActions(match, seat);
    const allowed: number[] = [];
    legal.forEach((action, i) => {
      if (!forbidden(action, match.state, seat)) allowed.push(i);
    });
    if (allowed.length === 0 || allowed.length === legal.length) return bot.chooseIndex(match, seat);
    if (allowed.length === 1) return allowed[0] as number;
    const seen: Match<C, S, A, V> = { ...match, game: gameFor(match.game, seat) as Game<C, S, A, V> };
    const index = bot.chooseIndex(seen, seat);
    return allowed[index] ?? (allowed[0] as number);
  };
  return {
    name,
    chooseIndex,
    choose: (match, seat) => legalActions(match, seat)[chooseIndex(match, seat)] as never,
  };
}
