/**
 * State evaluations: how good a state looks for a seat. Greedy bots maximise one; MCTS bots use
 * one where they cut a rollout short.
 *
 * @module
 */
import type { Game, GameConfig, Seat } from "@laguna/core";

/**
 * How good a state looks for a seat: higher is better. Only differences matter to the greedy bot;
 * the MCTS bot turns the seat's lead over the best other seat into a win chance (see
 * `MctsOptions.evaluationScale`). Keep it within ±100,000: a won game counts far more (the greedy
 * bot judges a lost one by the evaluation, like an unfinished state).
 *
 * An evaluation is called on states the bot made up (hidden information re-drawn), so it may read
 * the whole state; it should still be written from what the seat can know.
 *
 * @example
 * const byCoins: Evaluation<MyState> = (state, seat) => state.players[seat].coins;
 * @category Evaluation
 */
export type Evaluation<S> = (state: S, seat: Seat) => number;

/**
 * A trivial evaluation for any game with a score sheet: the seat's running total minus the best
 * other seat's (for one player, the running total). A stand-in until a game exports its own
 * evaluation; it sees only points already scored, not points in reach.
 *
 * @example
 * const bot = greedyBot(scoreEvaluation(ticTacToe));
 * @category Evaluation
 */
export function scoreEvaluation<C extends GameConfig, S, A, V>(game: Game<C, S, A, V>): Evaluation<S> {
  const sheet = game.scoreSheet?.bind(game);
  if (sheet === undefined) return () => 0;
  return (state, seat) => {
    const totals = sheet(state).totals;
    const own = totals[seat] ?? 0;
    if (totals.length <= 1) return own;
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < totals.length; i++) if (i !== seat) best = Math.max(best, totals[i] ?? 0);
    return own - best;
  };
}

