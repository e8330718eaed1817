/**
 * The actions a player sends, one atomic choice each, with their io-ts codec and a short
 * description for logs, CLIs and UIs.
 *
 * A turn starts with ship movements: `move` is a movement after which more movements follow, `act`
 * is the last movement of an action turn (its space's action is carried out), `pass` is the single
 * free movement of a pass. The engine offers `move` only when the turn can still be completed, so a
 * player is never left with paid movements and no legal action.
 *
 * @module
 */
import { NaturalC, integerBetween } from "@laguna/core";
import * as t from "io-ts";
import { type ActionType, BeadColourC, IslandIdC, ringSpace } from "./data";
import { shipName } from "./ring";
import { BeadsC } from "./state";

const ShipC = integerBetween(0, 7, "a ship (0 = red, 1 to 7 = BK1 to BK7)");
const SpaceC = integerBetween(0, 17, "a ring space (0 to 17)");

/**
 * The io-ts codec of an action.
 *
 * @example
 * MuranoActionC.is({ type: "act", ship: 3, to: 8 }); // true
 * @category Actions
 */
export const MuranoActionC = t.union([
  t.readonly(t.type({ type: t.literal("pass"), ship: ShipC, to: SpaceC })),
  t.readonly(t.type({ type: t.literal("move"), ship: ShipC, to: SpaceC })),
  t.readonly(t.type({ type: t.literal("act"), ship: ShipC, to: SpaceC })),
  t.readonly(t.type({ type: t.literal("buyTop") })),
  t.readonly(t.type({ type: t.literal("search") })),
  t.readonly(t.type({ type: t.literal("pick"), tile: t.string })),
  t.readonly(t.type({ type: t.literal("keep"), card: t.string })),
  t.readonly(t.type({ type: t.literal("decline") })),
  t.readonly(t.type({ type: t.literal("placeGondolier"), gondola: t.string })),
  t.readonly(t.type({ type: t.literal("drawStreet"), pile: integerBetween(0, 1, "a street pile (0 or 1)") })),
  t.readonly(t.type({ type: t.literal("placeStreet"), cell: t.string })),
  t.readonly(t.type({ type: t.literal("placeBuilding"), tile: t.string, cell: t.string })),
  t.readonly(t.type({ type: t.literal("endBuild") })),
  t.readonly(t.type({ type: t.literal("chooseSpecial"), card: t.string })),
  t.readonly(t.type({ type: t.literal("income"), island: IslandIdC })),
  t.readonly(t.type({ type: t.literal("produce"), factories: NaturalC, extra: t.boolean })),
  t.readonly(t.type({ type: t.literal("sell"), beads: BeadsC })),
  t.readonly(t.type({ type: t.literal("noSale") })),
  t.readonly(t.type({ type: t.literal("returnBead"), colour: BeadColourC })),
  t.readonly(t.type({ type: t.literal("dismiss") })),
  t.readonly(t.type({ type: t.literal("hire") })),
  t.readonly(t.type({ type: t.literal("skipGondolier") })),
  t.readonly(t.type({ type: t.literal("placeBought"), cell: t.string })),
  t.readonly(t.type({ type: t.literal("keepBought") })),
  t.readonly(t.type({ type: t.literal("score"), card: t.string, island: IslandIdC, pay: NaturalC, beads: BeadsC })),
  t.readonly(t.type({ type: t.literal("endScoring") })),
]);

/**
 * An action.
 *
 * @example
 * const a: MuranoAction = { type: "drawStreet", pile: 0 };
 * @category Actions
 */
export type MuranoAction = t.TypeOf<typeof MuranoActionC>;

/**
 * The name of each action type, as the rulebook writes it.
 *
 * @example
 * ACTION_LABELS.PLACE_GONDOLIER; // "Place a Gondolier"
 * @category Actions
 */
export const ACTION_LABELS: Readonly<Record<ActionType, string>> = {
  TAKE_2_GOLD: "Take 2 Gold",
  BUY_GLASS_FACTORY: "Buy a Glass Factory",
  BUY_SHOP: "Buy a Shop",
  BUY_PALACE: "Buy a Palace",
  BUY_SPECIAL_BUILDING: "Buy a Special Building",
  RECRUIT: "Recruit a Character",
  PLACE_GONDOLIER: "Place a Gondolier",
  BUILD: "Build",
  INCOME: "Income",
  PRODUCTION: "Production",
  GONDOLIER: "Gondolier",
};

const beadText = (b: { red: number; green: number; blue: number }) =>
  (["red", "green", "blue"] as const)
    .filter((c) => b[c] > 0)
    .map((c) => `${b[c]} ${c}`)
    .join(" + ") || "no beads";

/**
 * A short description of an action for people.
 *
 * @example
 * describeAction({ type: "act", ship: 0, to: 7 }); // "moves RED to space 7 and takes its action (Build)"
 * @category Actions
 */
export function describeAction(action: MuranoAction): string {
  switch (action.type) {
    case "pass":
      return `passes (+1 gold), moving ${shipName(action.ship)} to space ${action.to}`;
    case "move":
      return `moves ${shipName(action.ship)} to space ${action.to}`;
    case "act":
      return `moves ${shipName(action.ship)} to space ${action.to} and takes its action (${ACTION_LABELS[ringSpace(action.to).action]})`;
    case "buyTop":
      return "buys the top tile of the stack";
    case "search":
      return "pays 4 gold to search the stack";
    case "pick":
      return `takes ${action.tile} from the stack`;
    case "keep":
      return `keeps character ${action.card}`;
    case "decline":
      return "keeps none of the drawn characters";
    case "placeGondolier":
      return `places a gondolier on ${action.gondola}`;
    case "drawStreet":
      return `draws a street from pile ${action.pile === 0 ? "A" : "B"}`;
    case "placeStreet":
      return `places the street on ${action.cell}`;
    case "placeBuilding":
      return `builds ${action.tile} on ${action.cell}`;
    case "endBuild":
      return "ends the Build action";
    case "chooseSpecial":
      return `takes special building card ${action.card}`;
    case "income":
      return `takes Income on ${action.island}`;
    case "produce":
      return `produces with ${action.factories} glass ${action.factories === 1 ? "factory" : "factories"}${action.extra ? " and the Trading Station's extra bead" : ""}`;
    case "sell":
      return `sells ${beadText(action.beads)}`;
    case "noSale":
      return "sells nothing";
    case "returnBead":
      return `returns a ${action.colour} bead to the bag (Trading Station)`;
    case "dismiss":
      return "dismisses a gondolier";
    case "hire":
      return "hires a gondolier";
    case "skipGondolier":
      return "neither hires nor dismisses";
    case "placeBought":
      return `places the bought tile on ${action.cell} at once (final turn)`;
    case "keepBought":
      return "keeps the bought tile";
    case "score":
      return `scores ${action.card} on ${action.island}${action.pay > 0 ? `, paying ${action.pay} gold` : ""}${
        action.beads.red + action.beads.green + action.beads.blue > 0 ? `, returning ${beadText(action.beads)}` : ""
      }`;
    case "endScoring":
      return "scores no more characters";
  }
}
