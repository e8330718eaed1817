/**
 * The actions: each decision of a turn is one atomic action (spec §2.13, refined).
 *
 * @module
 */
import { NaturalC, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { CharacterTypeC, floorCard } from "./data";
import { ScaffoldArrangementC } from "./scaffolds";
import { FloorCardIdC } from "./state";

const ColumnIndexC = integerBetween(0, 4, "a supply column (0 to 4)");
const HouseXC = integerBetween(-1, 5, "a house column (-1 to 5)");

/**
 * The io-ts codec of an action.
 *
 * @example
 * BuranoActionC.is({ type: "acquire", column: 2, from: "bottom", count: 2 }); // true
 * @category Actions
 */
export const BuranoActionC = t.union(
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

/**
 * One action:
 * - `acquire`: take `count` cards from supply column `column`, from its `bottom` (1st floor up)
 *   or its `top` (3rd floor down);
 * - `place`: place a floor card from the hand in house `x` (its floor is the card's level; x may
 *   be -1 or one past the last house to open a new house); tokens for breakable rules are spent
 *   automatically;
 * - `arrangeScaffolds`: move the scaffolds to these cells (`null` = aside), through legal moves.
 *   The two scaffolds are identical, so an arrangement is a *set* of two places, and an action
 *   carries it in the canonical order: cells by x, then y, aside last (the order `legalActions`
 *   lists). The action codec decodes either order to that one, so through the engine (`act`)
 *   `[{x:1,y:1},{x:0,y:2}]` and `[{x:0,y:2},{x:1,y:1}]` are the same action. `apply`, which
 *   takes decoded actions, refuses another order with rule `scaffold-order` (and says which order
 *   to use), so that it accepts exactly what `legalActions` lists;
 * - `endBuild`: finish building;
 * - `chooseCharacter`: a character of this type visits house `house`, completed this turn;
 * - `returnCard`: put a card from the hand at the bottom of its deck (hand limit 3);
 * - `removeCharacter`: (solo upkeep) box one character of this type.
 *
 * @example
 * const action: BuranoAction = { type: "place", card: "F3-PNK-2", x: 1 };
 * @category Actions
 */
export type BuranoAction = t.TypeOf<typeof BuranoActionC>;

const FLOOR = ["", "1st", "2nd", "3rd"] as const;

/**
 * A short description of an action, for logs, CLIs and UIs.
 *
 * @example
 * describeAction({ type: "acquire", column: 0, from: "top", count: 1 }); // "take 1 card from the top of supply column 1"
 * @category Actions
 */
export function describeAction(action: BuranoAction): string {
  switch (action.type) {
    case "acquire":
      return `take ${action.count} card${action.count > 1 ? "s" : ""} from the ${action.from} of supply column ${action.column + 1}`;
    case "place": {
      const card = floorCard(action.card);
      return `place ${action.card} (${FLOOR[card.level]} floor) in house ${action.x}`;
    }
    case "arrangeScaffolds":
      return `arrange scaffolds: ${action.scaffolds.map((p) => (p === null ? "aside" : `(${p.x},${p.y})`)).join(", ")}`;
    case "endBuild":
      return "end building";
    case "chooseCharacter":
      return `welcome a ${action.character.toLowerCase()} to house ${action.house}`;
    case "returnCard":
      return `return ${action.card} to the bottom of the ${FLOOR[floorCard(action.card).level]}-floor deck`;
    case "removeCharacter":
      return `box a ${action.character.toLowerCase()} (solo upkeep)`;
  }
}
