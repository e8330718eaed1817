/**
 * The actions: each decision of a turn is one atomic action.
 *
 * @module
 */
import { NaturalC, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { type CharacterType, CharacterTypeC, floorCard } from "./data";
import { type ScaffoldArrangement, ScaffoldArrangementC } from "./scaffolds";
import { FloorCardIdC } from "./state";

const ColumnIndexC = integerBetween(0, 4, "a supply column (0 to 4)");
const HouseXC = integerBetween(-1, 5, "a house column (-1 to 5)");

/**
 * Take `count` cards from supply column `column`: a run of the cards present, from its `bottom`
 * (1st floor up) or its `top` (3rd floor down), for coins by the number taken (*Acquiring Floor
 * Cards*).
 *
 * @example
 * const action: AcquireAction = { type: "acquire", column: 2, from: "bottom", count: 2 };
 * @category Actions
 */
export interface AcquireAction {
  /** The action's type. */
  readonly type: "acquire";
  /** The supply column, 0 (next to the decks) to 4. */
  readonly column: number;
  /** Which end of the column the run starts from: the 1st floor (`bottom`) or the 3rd (`top`). */
  readonly from: "bottom" | "top";
  /** How many cards to take, 1 to 3. */
  readonly count: number;
}

/**
 * Place a floor card from the hand in house `x`, on the floor of the card's level (*Placing Floor
 * Cards*). Tokens for a placement that breaks rule A or B are spent automatically.
 *
 * @example
 * const action: PlaceAction = { type: "place", card: "F3-PNK-2", x: 1 };
 * @category Actions
 */
export interface PlaceAction {
  /** The action's type. */
  readonly type: "place";
  /** The floor card's id; it must be in the player's hand. */
  readonly card: string;
  /** The house (column of the area): -1 or one past the last house opens a new house. */
  readonly x: number;
}

/**
 * Move the scaffolds to these places, through legal moves (*Golden Placing Rules*).
 *
 * The two scaffolds are identical, so an arrangement is a *set* of two places, and an action
 * carries it in the canonical order: cells by x, then y, aside last (the order `legalActions`
 * lists). The action codec decodes either order to that one, so through the engine (`act`)
 * `[{x:1,y:1},{x:0,y:2}]` and `[{x:0,y:2},{x:1,y:1}]` are the same action. `apply`, which takes
 * decoded actions, refuses another order with rule `scaffold-order` (and says which order to use),
 * so that it accepts exactly what `legalActions` lists.
 *
 * @example
 * const action: ArrangeScaffoldsAction = { type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 2 }, null] };
 * @category Actions
 */
export interface ArrangeScaffoldsAction {
  /** The action's type. */
  readonly type: "arrangeScaffolds";
  /** The places of both scaffolds, each a cell or `null` (set aside), in the canonical order. */
  readonly scaffolds: ScaffoldArrangement;
}

/**
 * Finish the build step.
 *
 * @example
 * const action: EndBuildAction = { type: "endBuild" };
 * @category Actions
 */
export interface EndBuildAction {
  /** The action's type. */
  readonly type: "endBuild";
}

/**
 * A character of this type visits a house completed this turn (*Visit from Characters*).
 *
 * @example
 * const action: ChooseCharacterAction = { type: "chooseCharacter", house: 0, character: "MAYOR" };
 * @category Actions
 */
export interface ChooseCharacterAction {
  /** The action's type. */
  readonly type: "chooseCharacter";
  /** The house the character visits: one completed this turn that has no visitor yet. */
  readonly house: number;
  /** The type of character that visits it. */
  readonly character: CharacterType;
}

/**
 * Put a card from the hand at the bottom of the deck of its floor (*Hand Limit*: a hand keeps at
 * most 3 cards at the end of a turn).
 *
 * @example
 * const action: ReturnCardAction = { type: "returnCard", card: "F2-BLU-4" };
 * @category Actions
 */
export interface ReturnCardAction {
  /** The action's type. */
  readonly type: "returnCard";
  /** The floor card's id; it must be in the player's hand. */
  readonly card: string;
}

/**
 * In the solo game's upkeep, box one character card of this type (*Solo Play Rules*).
 *
 * @example
 * const action: RemoveCharacterAction = { type: "removeCharacter", character: "BOY" };
 * @category Actions
 */
export interface RemoveCharacterAction {
  /** The action's type. */
  readonly type: "removeCharacter";
  /** The type of character to box. */
  readonly character: CharacterType;
}

/**
 * One action: each decision of a turn is one atomic action.
 *
 * @example
 * const action: BuranoAction = { type: "place", card: "F3-PNK-2", x: 1 };
 * @category Actions
 */
export type BuranoAction =
  /** `acquire`: take 1 to 3 cards from one supply column, from its bottom or its top. */
  | AcquireAction
  /** `place`: place a floor card from the hand in a house. */
  | PlaceAction
  /** `arrangeScaffolds`: move the two scaffolds to new places. */
  | ArrangeScaffoldsAction
  /** `endBuild`: finish the build step. */
  | EndBuildAction
  /** `chooseCharacter`: a character visits a house completed this turn. */
  | ChooseCharacterAction
  /** `returnCard`: put a card from the hand at the bottom of its deck (hand limit). */
  | ReturnCardAction
  /** `removeCharacter`: in the solo upkeep, box a character card. */
  | RemoveCharacterAction;

/**
 * The io-ts codec of an action. It decodes a scaffold arrangement in either order to the
 * canonical one.
 *
 * @example
 * BuranoActionC.is({ type: "acquire", column: 2, from: "bottom", count: 2 }); // true
 * @category Actions
 */
export const BuranoActionC: t.Type<BuranoAction, BuranoAction, unknown> = t.union(
  [
    t.readonly(
      t.type({ type: t.literal("acquire"), column: ColumnIndexC, from: t.keyof({ bottom: null, top: null }), count: integerBetween(1, 3) }),
    ),
    t.readonly(t.type({ type: t.literal("place"), card: FloorCardIdC, x: HouseXC })),
    t.readonly(t.type({ type: t.literal("arrangeScaffolds"), scaffolds: ScaffoldArrangementC })),
    t.readonly(t.type({ type: t.literal("endBuild") })),
    t.readonly(t.type({ type: t.literal("chooseCharacter"), house: NaturalC, character: CharacterTypeC })),
    t.readonly(t.type({ type: t.literal("returnCard"), card: FloorCardIdC })),
    t.readonly(t.type({ type: t.literal("removeCharacter"), character: CharacterTypeC })),
  ],
  "BuranoAction",
);

const FLOOR = ["", "1st", "2nd", "3rd"] as const;

/**
 * A house column of an action in words, as the rendering labels it: `house 2` (x = 1, counted
 * from 1 at the left; one past the last house is a new house on the right, which the rendering
 * lists), or `new house L1` for a new house on the left (x = -1; `L2` left of it, x = -2).
 */
const houseLabel = (x: number): string => (x < 0 ? `new house L${-x}` : `house ${x + 1}`);

/** A scaffold place in words: `"the 2nd floor of house 1"`. */
const scaffoldPlace = (p: { readonly x: number; readonly y: number }): string => `the ${FLOOR[p.y] ?? p.y} floor of ${houseLabel(p.x)}`;

/** What each character type scores, from the rulebook's table (its condition). */
const CHARACTER_SCORES: Readonly<Record<CharacterType, string>> = {
  WOMAN: "scores 1 per flower of its house, +2",
  MAN: "scores 1 per plant of its house, +2",
  GIRL: "scores 3 per cat of its house, +2",
  BOY: "scores 2 per cat, curtain, streetlight and chimney of its house, +2",
  MAYOR: "scores 1 per pedestrian on all 1st floors of the area",
  POLICEMAN: "scores 0/5/9/15 for 0/1/2/3+ non-adjacent streetlights on the area's 2nd floors",
  SANTA: "scores 3 per chimney on all 3rd floors of the area",
  SHOPOWNER: "scores 0/2/5/9/15 for 0/1/2/3/4+ kinds of shop on the area's 1st floors",
  TAILOR: "scores 4 per pair of a red and a blue curtain on all floors of the area",
  FLORIST: "scores 1 per flower on the best 3 side-by-side floors of the area",
  GARDENER: "scores 1 per plant on the best 3 side-by-side floors of the area",
};

/**
 * A character type as people write it: `"boy"`, `"shop owner"`, `"Santa Claus"`.
 *
 * @example
 * characterWords("SHOPOWNER"); // "shop owner"
 */
export const characterWords = (type: CharacterType): string => (type === "SHOPOWNER" ? "shop owner" : type === "SANTA" ? "Santa Claus" : type.toLowerCase());

/**
 * A short description of an action for people, in the base form a menu of choices reads well in
 * (`"take 2 cards…"`). It names what the rendering labels: supply columns by number, floor cards
 * by id, houses by number (`house 2`; `new house L1` left of house 1), floors as `1st` to `3rd`,
 * and each character with what it scores; welcoming a character costs nothing.
 *
 * @example
 * describeAction({ type: "acquire", column: 0, from: "bottom", count: 2 }); // "take 2 cards from the bottom of supply column 1"
 * describeAction({ type: "arrangeScaffolds", scaffolds: [{ x: 0, y: 2 }, null] }); // "put a scaffold on the 2nd floor of house 1 (the other aside)"
 * @category Actions
 */
export function describeAction(action: BuranoAction): string {
  switch (action.type) {
    case "acquire":
      return `take ${action.count} card${action.count > 1 ? "s" : ""} from the ${action.from} of supply column ${action.column + 1}`;
    case "place": {
      const card = floorCard(action.card);
      return `place ${action.card} (${FLOOR[card.level]} floor) in ${houseLabel(action.x)}`;
    }
    case "arrangeScaffolds": {
      const [a, b] = action.scaffolds;
      if (a === null || a === undefined) return b === null || b === undefined ? "set both scaffolds aside" : `put a scaffold on ${scaffoldPlace(b)} (the other aside)`;
      if (b === null || b === undefined) return `put a scaffold on ${scaffoldPlace(a)} (the other aside)`;
      if (a.x === b.x) return `put the scaffolds on the ${FLOOR[a.y] ?? a.y} and ${FLOOR[b.y] ?? b.y} floors of ${houseLabel(a.x)}`;
      return `put the scaffolds on ${scaffoldPlace(a)} and ${scaffoldPlace(b)}`;
    }
    case "endBuild":
      return "end building";
    case "chooseCharacter":
      return `welcome a ${characterWords(action.character)} to ${houseLabel(action.house)} (free; it ${CHARACTER_SCORES[action.character]})`;
    case "returnCard":
      return `return ${action.card} to the bottom of the ${FLOOR[floorCard(action.card).level]}-floor deck`;
    case "removeCharacter":
      return `box a ${characterWords(action.character)} (solo upkeep)`;
  }
}
