/**
 * The turn machine (rulebook, *Course of Play* to *End of the Game and Scoring*): who is to act,
 * which actions are legal, whether an action is legal ({@link checkAction}, the one judge, saying
 * which rule it breaks) and the reducer ({@link apply}, performing only what `checkAction`
 * accepts). Each step of a turn is handled by the module of its concept; this one only dispatches
 * on the pending step and the action:
 *
 * - `movement.ts`: ship movements and the pass; `dispatch.ts`: the ring space's action;
 * - `buy.ts`, `recruit.ts`, `gondoliers.ts`, `build.ts`, `production.ts`: the actions' choices;
 * - `final-turn.ts`: placing a tile bought in a final turn; `ending.ts`: the end of a turn and of
 *   the game; `final-scoring.ts`: assigning character cards at the end.
 *
 * {@link legalActions} enumerates the movements, the Build choices and the scoring choices directly
 * (mirroring `checkAction`; the first two are tested against it candidate by candidate, the law
 * suite checks every listed action is accepted) and filters generated candidates through
 * `checkAction` for every other step. So `legalActions` lists exactly what
 * `apply` accepts.
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import type { MuranoAction } from "./actions";
import { buildActions, checkBuild, checkChooseSpecial, performBuild, performChooseSpecial } from "./build";
import { buyCandidates, checkBuy, checkPick, performBuy, performPick } from "./buy";
import { checkEndScoring, checkScore, performEndScoring, performScore, scoringActions } from "./final-scoring";
import { checkPlaceBought, finalPlaceCandidates, performFinalPlace } from "./final-turn";
import {
  checkGondolier,
  checkPlaceGondolier,
  gondolierCandidates,
  performGondolier,
  performPlaceGondolier,
  placeGondolierCandidates,
} from "./gondoliers";
import { checkMovement, movementActions, performMovement } from "./movement";
import { fail } from "./players";
import {
  checkIncome,
  checkNoSale,
  checkProduce,
  checkReturnBead,
  checkSale,
  incomeCandidates,
  performIncome,
  performProduce,
  performReturnBead,
  performSale,
  productionChoices,
  returnBeadCandidates,
  saleCandidates,
} from "./production";
import { checkKeep, performRecruit, recruitCandidates } from "./recruit";
import type { MuranoState } from "./state";

/**
 * The seats that must act: the current player, or the scoring player; none once the game is over.
 *
 * @example
 * activePlayers(state); // [state.current]
 * @category Turn
 */
export function activePlayers(state: MuranoState): readonly Seat[] {
  return state.step.kind === "over" ? [] : [state.current];
}

const NOW: Record<MuranoState["step"]["kind"], string> = {
  turn: "move a ship or pass",
  buy: "buy the top tile or search the stack",
  search: "pick a tile from the stack",
  recruit: "keep a drawn character or none",
  placeGondolier: "place a gondolier",
  build: "place tiles or end the Build",
  specialCard: "choose a special building card",
  income: "choose an island for Income",
  production: "choose how many glass factories produce",
  sell: "sell beads or not",
  returnBead: "return a bead to the bag",
  gondolier: "hire or dismiss a gondolier",
  finalPlace: "place the bought tile or keep it",
  scoring: "score a character card",
  over: "nothing: the game is over",
};

function wrongStep(state: MuranoState, action: MuranoAction): RuleError {
  return fail("wrong-step", `You cannot ${action.type} now: you must ${NOW[state.step.kind]}.`);
}

/**
 * Whether a player may take an action now: `null` if legal, otherwise the broken rule in a
 * player's words.
 *
 * @example
 * checkAction(state, 1, { type: "pass", ship: 7, to: 17 }); // null at the start of a game
 * @category Turn
 */
export function checkAction(state: MuranoState, seat: Seat, action: MuranoAction): RuleError | null {
  const step = state.step;
  if (step.kind === "over") return fail("game-over", "The game is over.");
  if (seat !== state.current) return fail("not-your-turn", `It is seat ${state.current}'s turn.`);
  switch (action.type) {
    case "pass":
    case "move":
    case "act":
      return step.kind === "turn" ? checkMovement(state, seat, action, step.moved) : wrongStep(state, action);
    case "buyTop":
    case "search":
      return step.kind === "buy" ? checkBuy(state, seat, action.type) : wrongStep(state, action);
    case "pick":
      return step.kind === "search" ? checkPick(state, step, action.tile) : wrongStep(state, action);
    case "keep":
      return step.kind === "recruit" ? checkKeep(state, seat, step, action.card) : wrongStep(state, action);
    case "decline":
      return step.kind === "recruit" ? null : wrongStep(state, action);
    case "placeGondolier":
      return step.kind === "placeGondolier" ? checkPlaceGondolier(state, seat, action.gondola) : wrongStep(state, action);
    case "drawStreet":
    case "placeStreet":
    case "placeBuilding":
    case "endBuild":
      return step.kind === "build" ? checkBuild(state, seat, step, action) : wrongStep(state, action);
    case "chooseSpecial":
      return step.kind === "specialCard" ? checkChooseSpecial(step, action.card) : wrongStep(state, action);
    case "income":
      return step.kind === "income" ? checkIncome(state, seat, action.island) : wrongStep(state, action);
    case "produce":
      return step.kind === "production" ? checkProduce(state, seat, action.factories, action.extra) : wrongStep(state, action);
    case "sell":
      return step.kind === "sell" ? checkSale(state, seat, action.beads, step.extra) : wrongStep(state, action);
    case "noSale":
      return step.kind === "sell" ? checkNoSale(state, step) : wrongStep(state, action);
    case "returnBead":
      return step.kind === "returnBead" ? checkReturnBead(state, seat, action.colour) : wrongStep(state, action);
    case "dismiss":
    case "hire":
    case "skipGondolier":
      return step.kind === "gondolier" ? checkGondolier(state, seat, action.type) : wrongStep(state, action);
    case "placeBought":
      return step.kind === "finalPlace" ? checkPlaceBought(state, seat, step, action.cell) : wrongStep(state, action);
    case "keepBought":
      return step.kind === "finalPlace" ? null : wrongStep(state, action);
    case "score":
      return step.kind === "scoring" ? checkScore(state, seat, action) : wrongStep(state, action);
    case "endScoring":
      return step.kind === "scoring" ? checkEndScoring(state) : wrongStep(state, action);
  }
}

/** The effect of an action `checkAction` accepted (a mismatched step leaves the state as it is). */
function perform(state: MuranoState, seat: Seat, action: MuranoAction): MuranoState {
  const step = state.step;
  switch (action.type) {
    case "pass":
    case "move":
    case "act":
      return performMovement(state, seat, action, step.kind === "turn" ? step.moved : []);
    case "buyTop":
    case "search":
      return step.kind === "buy" ? performBuy(state, seat, step, action.type) : state;
    case "pick":
      return step.kind === "search" ? performPick(state, seat, step, action.tile) : state;
    case "keep":
    case "decline":
      return step.kind === "recruit" ? performRecruit(state, seat, step, action.type === "keep" ? action.card : null) : state;
    case "placeGondolier":
      return performPlaceGondolier(state, seat, action.gondola);
    case "drawStreet":
    case "placeStreet":
    case "placeBuilding":
    case "endBuild":
      return step.kind === "build" ? performBuild(state, seat, step, action) : state;
    case "chooseSpecial":
      return step.kind === "specialCard" ? performChooseSpecial(state, seat, step, action.card) : state;
    case "income":
      return performIncome(state, seat, action.island);
    case "produce":
      return performProduce(state, seat, action.factories, action.extra);
    case "sell":
      return step.kind === "sell" ? performSale(state, seat, action.beads, step.extra) : state;
    case "noSale":
      return performSale(state, seat, null, step.kind === "sell" && step.extra);
    case "returnBead":
      return performReturnBead(state, seat, action.colour);
    case "dismiss":
    case "hire":
    case "skipGondolier":
      return performGondolier(state, seat, action.type);
    case "placeBought":
    case "keepBought":
      return step.kind === "finalPlace" ? performFinalPlace(state, seat, step, action.type === "placeBought" ? action.cell : null) : state;
    case "score":
      return performScore(state, seat, action);
    case "endScoring":
      return performEndScoring(state, seat);
  }
}

/**
 * The pure reducer: the next state, or the rule the action breaks (the state is left untouched).
 *
 * @example
 * const next = apply(state, state.current, { type: "pass", ship: 7, to: 17 });
 * @category Turn
 */
export function apply(state: MuranoState, seat: Seat, action: MuranoAction) {
  const error = checkAction(state, seat, action);
  return error === null ? either.right(perform(state, seat, action)) : either.left(error);
}

/** Candidate actions for the steps other than movements and Build; `checkAction` filters them. */
function candidates(state: MuranoState, seat: Seat): MuranoAction[] {
  const step = state.step;
  switch (step.kind) {
    case "turn":
    case "build":
    case "scoring":
    case "over":
      // Movements, Build and scoring are enumerated directly; nothing once the game is over.
      return [];
    case "buy":
    case "search":
      return buyCandidates(state, step);
    case "recruit":
      return recruitCandidates(step);
    case "placeGondolier":
      return placeGondolierCandidates(state);
    case "specialCard":
      return step.options.map((card) => ({ type: "chooseSpecial", card }));
    case "income":
      return incomeCandidates(state);
    case "production":
      return productionChoices(state, seat).map((c) => ({ type: "produce", ...c }));
    case "sell":
      return saleCandidates(state, seat);
    case "returnBead":
      return returnBeadCandidates();
    case "gondolier":
      return gondolierCandidates();
    case "finalPlace":
      return finalPlaceCandidates(state, seat, step);
  }
}

/**
 * Every action the seat may take now, in a stable order; empty for a seat that is not to act.
 *
 * @example
 * legalActions(state, state.current).length > 0; // true before the end
 * @category Turn
 */
export function legalActions(state: MuranoState, seat: Seat): readonly MuranoAction[] {
  const step = state.step;
  if (step.kind === "over" || seat !== state.current) return [];
  if (step.kind === "turn") return movementActions(state, seat, step.moved);
  if (step.kind === "build") return buildActions(state, seat, step.placed, step.drawn);
  if (step.kind === "scoring") return scoringActions(state, seat);
  return candidates(state, seat).filter((a) => checkAction(state, seat, a) === null);
}
