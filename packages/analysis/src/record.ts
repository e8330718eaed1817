/**
 * What one finished (or cut) game leaves for the report: a few numbers, never the game itself.
 *
 * @module
 */
import * as t from "io-ts";

/**
 * The format of the {@link GameRecord}s this version of the package makes: raised whenever a record
 * gains a figure the report reads. 2: records keep Stability (`lead.stability`) and the first
 * mover (`first`); 1 (earlier): without them. A stopped run of an older format cannot be continued
 * with this one, since its games would lack figures the new ones have (`laguna analyze --resume`
 * refuses it).
 *
 * @example
 * if (runFormat !== RECORD_FORMAT) console.log("start a new analysis");
 * @category Records
 */
export const RECORD_FORMAT = 2;

/**
 * One piece of content in one game: its id (`"kind:name"`), how many of the game's decisions
 * offered it (some legal action of the seat to act took it), how many took it, and the seats
 * holding it at the end.
 *
 * @example
 * const tally: ContentTally = ["card:rock", 12, 0, []];
 * @category Records
 */
export type ContentTally = readonly [id: string, offered: number, taken: number, holders: readonly number[]];

/**
 * How the lead went in one finished game (see {@link GameRecord.lead}).
 *
 * @example
 * const lead: LeadFigures = { changes: 2, decisive: 0.75, drama: 1 / 3, stability: 4.34375 };
 * @category Records
 */
export interface LeadFigures {
  /** Times a seat took the lead from another. */
  readonly changes: number;
  /** The share of turns played when the sole winner took the lead for good; `null` without a sole winner. */
  readonly decisive: number | null;
  /** The share of turn ends before the last at which the sole winner did not lead; `null` without a sole winner. */
  readonly drama: number | null;
  /**
   * Stability: each seat's running score over the turn ends (the last at the game's end), its
   * variance (over those points, as a population), averaged over the seats. Absent in records
   * made before it was measured.
   */
  readonly stability?: number;
}

/**
 * The record of one game. Every figure of the report is computed from records alone; they are the
 * same for the same spec and game whichever thread plays the game.
 *
 * @example
 * const record: GameRecord = {
 *   variant: 0, feature: null, players: 2, index: 0, finished: true, actions: 9, turns: 9, rounds: 5,
 *   legal: 45, choices: 8, scores: [1, 0], winners: [0], end: "three-in-a-row",
 *   lead: null, content: [], restrictedSeat: null,
 * };
 * @category Records
 */
export interface GameRecord {
  /** The variant's position in the plan (0: the baseline). */
  readonly variant: number;
  /**
   * Restricted play: the feature's position in the plan, or -1 for the unrestricted reference
   * game; `null` for a game of the variant analysis.
   */
  readonly feature: number | null;
  /** The player count. */
  readonly players: number;
  /** The game's number within its variant (or feature) and player count. */
  readonly index: number;
  /** False when the step limit cut the game: it is then counted in Completion and nowhere else. */
  readonly finished: boolean;
  /** Actions taken (every action is a decision of the seat to act). */
  readonly actions: number;
  /** Turns taken (by the game's `turnNumber`, or by changes of the seat to act). */
  readonly turns: number;
  /** Turns taken by the seat that took the first turn. */
  readonly rounds: number;
  /** The sum over decisions of the number of legal actions. */
  readonly legal: number;
  /** Decisions with more than one legal action. */
  readonly choices: number;
  /** Final scores (empty when unfinished). */
  readonly scores: readonly number[];
  /** Winning seats (empty when unfinished). */
  readonly winners: readonly number[];
  /** The end condition the game's `endCondition` names; `null` if unfinished or not named. */
  readonly end: string | null;
  /**
   * The lead over the turns (measured at each turn's end, the last point by the outcome), or
   * `null` when not measured: `changes`, times a seat took the lead from another; `decisive`,
   * the share of turns played when the sole winner took the lead for good; `drama`, the share of
   * turn ends before the last at which the sole winner did not lead (both `null` without a sole
   * winner).
   */
  readonly lead: LeadFigures | null;
  /** The content offered, taken or held in this game, by id. */
  readonly content: readonly ContentTally[];
  /** Restricted play: the restricted seat (`null` otherwise). */
  readonly restrictedSeat: number | null;
  /**
   * The seat that took the game's first turn (`null` when no action was taken), for AdvantageP1.
   * Absent in records written before it was kept: those are read as seat 0's.
   */
  readonly first?: number | null;
}

const Natural = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, "Natural");
const NonNegative = t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0, "NonNegative");
const Share = t.refinement(t.number, (n) => n >= 0 && n <= 1, "Share");

/**
 * The io-ts codec of {@link GameRecord}, to read records back (from a worker or a saved partial run).
 *
 * @example
 * GameRecordC.is(record); // true
 * @category Records
 */
export const GameRecordC: t.Type<GameRecord, GameRecord, unknown> = t.readonly(
  t.intersection([
    t.type({
      variant: Natural,
      feature: t.union([t.null, t.number]),
      players: Natural,
      index: Natural,
      finished: t.boolean,
      actions: Natural,
      turns: Natural,
      rounds: Natural,
      legal: Natural,
      choices: Natural,
      scores: t.readonlyArray(t.number),
      winners: t.readonlyArray(Natural),
      end: t.union([t.null, t.string]),
      lead: t.union([
        t.null,
        t.readonly(
          t.intersection([
            t.type({ changes: Natural, decisive: t.union([t.null, Share]), drama: t.union([t.null, Share]) }),
            t.partial({ stability: NonNegative }),
          ]),
        ),
      ]),
      content: t.readonlyArray(t.readonly(t.tuple([t.string, Natural, Natural, t.readonlyArray(Natural)]))),
      restrictedSeat: t.union([t.null, Natural]),
    }),
    t.partial({ first: t.union([t.null, Natural]) }),
  ]),
  ) as unknown as t.Type<GameRecord, GameRecord, unknown>;
