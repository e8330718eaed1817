/**
 * The final scoring steps (rulebook, *End of the Game and Scoring*): in scoring order, each player
 * assigns character cards to gondoliers at islands one card at a time (`score`), then stops
 * (`endScoring`, when the `characterAssignment` option allows it, or automatically once no card can
 * score), and gets 1 VP per own gondolier without a card (`unassignedGondolierVp`). What a card
 * scores is `scoring.ts`'s business.
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import type { MuranoAction, ScoreAction } from "./actions";
import { BEAD_COLOURS, gondola as gondolaOf } from "./data";
import { fail, player, replacePlayer, updatePlayer } from "./players";
import { cardVp, scoreChoices, scoringIslands, unusedGondolierBonus } from "./scoring";
import type { MuranoState } from "./state";


function canScoreAny(state: MuranoState, seat: Seat): boolean {
  return player(state, seat).characters.some((c) => scoringIslands(state, seat, c).length > 0);
}

function finishScoring(state: MuranoState, seat: Seat): MuranoState {
  const bonus = unusedGondolierBonus(state, seat);
  return updatePlayer(state, seat, (p) => ({
    ...p,
    vp: p.vp + bonus,
    breakdown: { ...p.breakdown, gondoliers: p.breakdown.gondoliers + bonus },
  }));
}

/**
 * Moves the scoring on to the next player who can score a card, finishing (with the unused
 * gondolier bonus) every player who cannot; the game is over after the last one.
 *
 * @example
 * advanceScoring({ ...state, step: { kind: "scoring", order: [0, 1], index: 0 } });
 * @category Internals
 */
export function advanceScoring(state: MuranoState): MuranoState {
  let s = state;
  for (;;) {
    const step = s.step;
    if (step.kind !== "scoring") return s;
    const seat = step.order[step.index];
    if (seat === undefined) return { ...s, step: { kind: "over" } };
    if (canScoreAny(s, seat)) return { ...s, current: seat };
    s = { ...finishScoring(s, seat), step: { ...step, index: step.index + 1 } };
  }
}

/**
 * The legal choices of the scoring step, enumerated directly: every way to score every card held
 * (each is exactly what {@link checkScore} accepts: a card held, and one of its `scoreChoices`),
 * then `endScoring` when {@link checkEndScoring} allows it. Filtering them through `checkAction`
 * would compute every card's choices once per candidate.
 *
 * @example
 * scoringActions(state, state.current);
 * @category Internals
 */
export function scoringActions(state: MuranoState, seat: Seat): MuranoAction[] {
  const out: MuranoAction[] = [];
  for (const card of player(state, seat).characters) for (const c of scoreChoices(state, seat, card)) out.push({ type: "score", ...c });
  if (checkEndScoring(state) === null) out.push({ type: "endScoring" });
  return out;
}

/**
 * Whether a card may score on an island with that payment and those beads.
 *
 * @example
 * checkScore(state, 0, { type: "score", card: "MC38", island: "SD", pay: 0, beads: { red: 0, green: 0, blue: 0 } });
 * @category Internals
 */
export function checkScore(state: MuranoState, seat: Seat, action: ScoreAction): RuleError | null {
  if (!player(state, seat).characters.includes(action.card)) return fail("card-not-held", `You do not hold ${action.card}, or it is already scored.`);
  const choices = scoreChoices(state, seat, action.card);
  if (!choices.some((c) => c.island === action.island)) {
    return fail(
      "no-gondolier-there",
      `${action.card} cannot score on ${action.island}: you need an unused gondolier on a gondola there, and island-bound cards score only on their own island.`,
    );
  }
  const ok = choices.some((c) => c.island === action.island && c.pay === action.pay && BEAD_COLOURS.every((b) => c.beads[b] === action.beads[b]));
  return ok ? null : fail("bad-score-choice", "That payment or those beads are not allowed for this card here.");
}

/**
 * Whether the player may stop assigning cards (the `characterAssignment` option).
 *
 * @example
 * checkEndScoring(state); // null when assignment is optional
 * @category Internals
 */
export function checkEndScoring(state: MuranoState): RuleError | null {
  return state.config.characterAssignment === "optional"
    ? null
    : fail("assignment-mandatory", "While a card can be assigned to a gondolier, you must assign it.");
}

/**
 * Scores a card: the gondolier leaves its gondola, the gold and beads are paid, the VP counted.
 *
 * @example
 * performScore(state, 0, action);
 * @category Internals
 */
export function performScore(state: MuranoState, seat: Seat, action: ScoreAction): MuranoState {
  const vp = cardVp(state, seat, action.card, action.island, action.pay, action.beads);
  const g = Object.keys(state.gondolas).find((id) => state.gondolas[id] === seat && gondolaOf(id).island === action.island);
  if (g === undefined) return state;
  const b = action.beads;
  const p = player(state, seat);
  return advanceScoring({
    ...state,
    gondolas: { ...state.gondolas, [g]: null },
    bag: { red: state.bag.red + b.red, green: state.bag.green + b.green, blue: state.bag.blue + b.blue },
    players: replacePlayer(state.players, seat, {
      ...p,
      gold: p.gold - action.pay,
      vp: p.vp + vp,
      beads: { red: p.beads.red - b.red, green: p.beads.green - b.green, blue: p.beads.blue - b.blue },
      characters: p.characters.filter((c) => c !== action.card),
      scored: [...p.scored, { card: action.card, island: action.island, vp }],
      breakdown: { ...p.breakdown, characters: p.breakdown.characters + vp },
    }),
  });
}

/**
 * Ends a player's scoring: the unused gondolier bonus, then the next player.
 *
 * @example
 * performEndScoring(state, 0);
 * @category Internals
 */
export function performEndScoring(state: MuranoState, seat: Seat): MuranoState {
  const step = state.step;
  if (step.kind !== "scoring") return state;
  return advanceScoring({ ...finishScoring(state, seat), step: { ...step, index: step.index + 1 } });
}
