/**
 * What the adapter keeps in boardgame.io's `G` on the server, and what each client receives in
 * its place.
 *
 * @module
 */
import type { Seed } from "@laguna/core";

/**
 * boardgame.io's `G` on the server: plain JSON, so that any boardgame.io storage (FlatFile,
 * PostgreSQL...) can store it. It holds the whole Laguna state, secrets included: it never
 * leaves the server as it is (clients receive a {@link SeatView} instead).
 *
 * @example
 * const G: ServerState<{ playerCount: number }, unknown> = { config: { playerCount: 2 }, seed: 42, state, turn: 1, hidden: false };
 * @category boardgame.io
 */
export interface ServerState<C, S> {
  /** The validated config of the match. */
  readonly config: C;
  /** The seed the match was set up from: with the log, it replays the match through `@laguna/core`. */
  readonly seed: Seed;
  /** The Laguna state now. */
  readonly state: S;
  /** The boardgame.io turn (`ctx.turn`) this state belongs to; anything else is refused. */
  readonly turn: number;
  /** Whether the last action must be hidden from the other seats in boardgame.io's log. */
  readonly hidden: boolean;
}

/**
 * What a client receives as `G`: the rule module's view for that seat (the spectator view for a
 * client without a seat) and the seat's legal actions (empty when it is not to act).
 *
 * @example
 * const mine: SeatView<unknown, { type: string }> = client.getState().G;
 * client.moves.act(mine.legalActions[0]);
 * @category boardgame.io
 */
export interface SeatView<V, A> {
  /** What this seat (or a spectator) may see of the state: `playerView` of `@laguna/core`. */
  readonly view: V;
  /** The actions this seat may send with the `act` move now: `legalActions` of `@laguna/core`. */
  readonly legalActions: readonly A[];
}

/**
 * What a boardgame.io match may be created with (`setupData` in the lobby's create call): a
 * config and a seed, both optional. A seed given here is stored in the match's metadata, which
 * the lobby API shows to anyone: give one only for tests and replays, never in a game with
 * secrets.
 *
 * @example
 * await lobby.createMatch("murano", { numPlayers: 2, setupData: { config: { ...murano.defaultConfig(2), productionVpRule: "clamp" } } });
 * @category boardgame.io
 */
export interface SetupData {
  /** The config (validated by the game's config codec; unknown options are refused by name). */
  readonly config?: unknown;
  /** The seed; without one, the server draws it from a secure generator. */
  readonly seed?: Seed;
}
