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
import { type ActionType, type BeadColour, BeadColourC, type IslandId, IslandIdC, ringSpace } from "./data";
import { shipName } from "./ring";
import { type Beads, BeadsC } from "./state";

const ShipC = integerBetween(0, 7, "a ship (0 = red, 1 to 7 = BK1 to BK7)");
const SpaceC = integerBetween(0, 17, "a ring space (0 to 17)");

/**
 * A pass (*Pass*): move one ship one free movement and take 1 gold.
 *
 * @example
 * const action: PassAction = { type: "pass", ship: 3, to: 8 };
 * @category Actions
 */
export interface PassAction {
  /** The action's type. */
  readonly type: "pass";
  /** The ship moved: 0 is the red ship, 1 to 7 the black ships BK1 to BK7. */
  readonly ship: number;
  /** The ring space (0 to 17) it moves to. */
  readonly to: number;
}

/**
 * A ship movement of an action turn after which more movements follow (the j-th movement of a turn
 * costs j − 1 gold).
 *
 * @example
 * const action: MoveAction = { type: "move", ship: 0, to: 4 };
 * @category Actions
 */
export interface MoveAction {
  /** The action's type. */
  readonly type: "move";
  /** The ship moved: 0 is the red ship, 1 to 7 the black ships BK1 to BK7. */
  readonly ship: number;
  /** The ring space (0 to 17) it moves to. */
  readonly to: number;
}

/**
 * The last ship movement of an action turn: the action of the space reached is carried out (*Carry
 * Out an Action on an Action Space*).
 *
 * @example
 * const action: ActAction = { type: "act", ship: 3, to: 8 };
 * @category Actions
 */
export interface ActAction {
  /** The action's type. */
  readonly type: "act";
  /** The ship moved: 0 is the red ship, 1 to 7 the black ships BK1 to BK7. */
  readonly ship: number;
  /** The ring space (0 to 17) it moves to, whose action is carried out. */
  readonly to: number;
}

/**
 * Buy a Shop or Buy a Palace: take the top tile of the stack for 2 gold.
 *
 * @example
 * const action: BuyTopAction = { type: "buyTop" };
 * @category Actions
 */
export interface BuyTopAction {
  /** The action's type. */
  readonly type: "buyTop";
}

/**
 * Buy a Shop or Buy a Palace: pay 4 gold to look through the stack and pick a tile.
 *
 * @example
 * const action: SearchAction = { type: "search" };
 * @category Actions
 */
export interface SearchAction {
  /** The action's type. */
  readonly type: "search";
}

/**
 * After a search: the tile picked from the stack.
 *
 * @example
 * const action: PickAction = { type: "pick", tile: "SH04" };
 * @category Actions
 */
export interface PickAction {
  /** The action's type. */
  readonly type: "pick";
  /** The tile's id: one of the stack searched. */
  readonly tile: string;
}

/**
 * Recruit a Character: keep one of the cards drawn, paying for it.
 *
 * @example
 * const action: KeepAction = { type: "keep", card: "MC05" };
 * @category Actions
 */
export interface KeepAction {
  /** The action's type. */
  readonly type: "keep";
  /** The character card kept: one of those drawn. */
  readonly card: string;
}

/**
 * Recruit a Character: keep none of the cards drawn (it costs nothing and ends the turn).
 *
 * @example
 * const action: DeclineAction = { type: "decline" };
 * @category Actions
 */
export interface DeclineAction {
  /** The action's type. */
  readonly type: "decline";
}

/**
 * Place a Gondolier: put one from the personal supply on a gondola (2 gold on a gondola of the
 * player's colour, 5 on another).
 *
 * @example
 * const action: PlaceGondolierAction = { type: "placeGondolier", gondola: "SD.g.white" };
 * @category Actions
 */
export interface PlaceGondolierAction {
  /** The action's type. */
  readonly type: "placeGondolier";
  /** The gondola's id, e.g. `SD.g.white`: an empty gondola of an island in play. */
  readonly gondola: string;
}

/**
 * Build: draw a street tile from one of the two piles (it must then be placed).
 *
 * @example
 * const action: DrawStreetAction = { type: "drawStreet", pile: 0 };
 * @category Actions
 */
export interface DrawStreetAction {
  /** The action's type. */
  readonly type: "drawStreet";
  /** The street pile drawn from: 0 or 1. */
  readonly pile: number;
}

/**
 * Build: place the street tile drawn.
 *
 * @example
 * const action: PlaceStreetAction = { type: "placeStreet", cell: "SD.A1" };
 * @category Actions
 */
export interface PlaceStreetAction {
  /** The action's type. */
  readonly type: "placeStreet";
  /** The board space's id: an empty street space. */
  readonly cell: string;
}

/**
 * Build: place a building tile from the player's hand next to a street tile.
 *
 * @example
 * const action: PlaceBuildingAction = { type: "placeBuilding", tile: "GF01", cell: "SD.B2" };
 * @category Actions
 */
export interface PlaceBuildingAction {
  /** The action's type. */
  readonly type: "placeBuilding";
  /** The tile's id: one of the player's hand. */
  readonly tile: string;
  /** The board space's id: an empty building space next to a street tile. */
  readonly cell: string;
}

/**
 * Build: stop before the third placement (a Build ends by itself after it).
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
 * A special tile was built: keep one of the special building cards drawn.
 *
 * @example
 * const action: ChooseSpecialAction = { type: "chooseSpecial", card: "SB07" };
 * @category Actions
 */
export interface ChooseSpecialAction {
  /** The action's type. */
  readonly type: "chooseSpecial";
  /** The special building card kept: one of those drawn. */
  readonly card: string;
}

/**
 * Income: the customers of the colours of the player's shops on one island pay.
 *
 * @example
 * const action: IncomeAction = { type: "income", island: "SD" };
 * @category Actions
 */
export interface IncomeAction {
  /** The action's type. */
  readonly type: "income";
  /** The island whose customers pay. */
  readonly island: IslandId;
}

/**
 * Production: use some glass factories, losing 2 VP for each, and draw that many beads from the
 * bag.
 *
 * @example
 * const action: ProduceAction = { type: "produce", factories: 2, extra: false };
 * @category Actions
 */
export interface ProduceAction {
  /** The action's type. */
  readonly type: "produce";
  /** How many of the player's glass factories to use. */
  readonly factories: number;
  /** Whether to draw the Trading Station's extra bead (one goes back at the end of the turn). */
  readonly extra: boolean;
}

/**
 * After producing: sell 1 to 3 beads of one colour (for 5, 12 or 20 gold).
 *
 * @example
 * const action: SellAction = { type: "sell", beads: { red: 2, green: 0, blue: 0 } };
 * @category Actions
 */
export interface SellAction {
  /** The action's type. */
  readonly type: "sell";
  /** The beads sold, by colour (with a Studio, beads may count as a partner colour). */
  readonly beads: Beads;
}

/**
 * After producing: sell nothing.
 *
 * @example
 * const action: NoSaleAction = { type: "noSale" };
 * @category Actions
 */
export interface NoSaleAction {
  /** The action's type. */
  readonly type: "noSale";
}

/**
 * At the end of a turn with the Trading Station's extra bead: return one bead to the bag.
 *
 * @example
 * const action: ReturnBeadAction = { type: "returnBead", colour: "blue" };
 * @category Actions
 */
export interface ReturnBeadAction {
  /** The action's type. */
  readonly type: "returnBead";
  /** The colour of the bead returned: one the player holds. */
  readonly colour: BeadColour;
}

/**
 * The Gondolier action: dismiss a gondolier from the personal supply to the general supply for 3
 * gold.
 *
 * @example
 * const action: DismissAction = { type: "dismiss" };
 * @category Actions
 */
export interface DismissAction {
  /** The action's type. */
  readonly type: "dismiss";
}

/**
 * The Gondolier action: hire one of the player's gondoliers from the general supply for 3 gold.
 *
 * @example
 * const action: HireAction = { type: "hire" };
 * @category Actions
 */
export interface HireAction {
  /** The action's type. */
  readonly type: "hire";
}

/**
 * The Gondolier action: neither dismiss nor hire.
 *
 * @example
 * const action: SkipGondolierAction = { type: "skipGondolier" };
 * @category Actions
 */
export interface SkipGondolierAction {
  /** The action's type. */
  readonly type: "skipGondolier";
}

/**
 * In a final turn: place the tile just bought at once, free (*End of the Game and Scoring*).
 *
 * @example
 * const action: PlaceBoughtAction = { type: "placeBought", cell: "SD.B2" };
 * @category Actions
 */
export interface PlaceBoughtAction {
  /** The action's type. */
  readonly type: "placeBought";
  /** The board space's id: an empty building space (next to a street tile, unless `finalTurnPlacementNeedsStreet` is false). */
  readonly cell: string;
}

/**
 * In a final turn: keep the tile just bought instead of placing it.
 *
 * @example
 * const action: KeepBoughtAction = { type: "keepBought" };
 * @category Actions
 */
export interface KeepBoughtAction {
  /** The action's type. */
  readonly type: "keepBought";
}

/**
 * Final scoring: assign a character card to an island where the player still has a gondolier on a
 * gondola; that gondolier moves onto the island.
 *
 * @example
 * const action: ScoreAction = { type: "score", card: "MC38", island: "SD", pay: 0, beads: { red: 0, green: 0, blue: 0 } };
 * @category Actions
 */
export interface ScoreAction {
  /** The action's type. */
  readonly type: "score";
  /** The character card scored: one of the player's. */
  readonly card: string;
  /** The island it is assigned to (an island-bound card only to its own island). */
  readonly island: IslandId;
  /** The gold paid for a gold-exchange card (MC07, MC08); 0 for every other card. */
  readonly pay: number;
  /** The beads handed in for a glass card (MC32 to MC37); none for every other card. */
  readonly beads: Beads;
}

/**
 * Final scoring: assign no more cards (only with `characterAssignment: "optional"`, or when no
 * card can be assigned).
 *
 * @example
 * const action: EndScoringAction = { type: "endScoring" };
 * @category Actions
 */
export interface EndScoringAction {
  /** The action's type. */
  readonly type: "endScoring";
}

/**
 * An action: one atomic choice of the player whose step it is. The table of the game page lists
 * which step offers which actions.
 *
 * @example
 * const a: MuranoAction = { type: "drawStreet", pile: 0 };
 * @category Actions
 */
export type MuranoAction =
  /** `pass`: one free ship movement and 1 gold. */
  | PassAction
  /** `move`: a ship movement after which more follow. */
  | MoveAction
  /** `act`: the last ship movement; the space's action is carried out. */
  | ActAction
  /** `buyTop`: buy the top tile of the shop or palace stack for 2 gold. */
  | BuyTopAction
  /** `search`: pay 4 gold to search the shop or palace stack. */
  | SearchAction
  /** `pick`: the tile picked in a search. */
  | PickAction
  /** `keep`: keep a character card drawn by Recruit a Character. */
  | KeepAction
  /** `decline`: keep none of the character cards drawn. */
  | DeclineAction
  /** `placeGondolier`: put a gondolier on a gondola. */
  | PlaceGondolierAction
  /** `drawStreet`: Build, draw a street tile. */
  | DrawStreetAction
  /** `placeStreet`: Build, place the street tile drawn. */
  | PlaceStreetAction
  /** `placeBuilding`: Build, place a building from the hand. */
  | PlaceBuildingAction
  /** `endBuild`: Build, stop placing. */
  | EndBuildAction
  /** `chooseSpecial`: keep a special building card after building a special tile. */
  | ChooseSpecialAction
  /** `income`: collect from the customers of one island. */
  | IncomeAction
  /** `produce`: use glass factories to draw beads. */
  | ProduceAction
  /** `sell`: sell beads of one colour. */
  | SellAction
  /** `noSale`: sell nothing after producing. */
  | NoSaleAction
  /** `returnBead`: return the Trading Station's extra bead. */
  | ReturnBeadAction
  /** `dismiss`: the Gondolier action, dismiss a gondolier for 3 gold. */
  | DismissAction
  /** `hire`: the Gondolier action, hire a gondolier for 3 gold. */
  | HireAction
  /** `skipGondolier`: the Gondolier action, neither dismiss nor hire. */
  | SkipGondolierAction
  /** `placeBought`: in a final turn, place the tile bought at once. */
  | PlaceBoughtAction
  /** `keepBought`: in a final turn, keep the tile bought. */
  | KeepBoughtAction
  /** `score`: final scoring, assign a character card to an island. */
  | ScoreAction
  /** `endScoring`: final scoring, assign no more cards. */
  | EndScoringAction;

/**
 * The io-ts codec of an action.
 *
 * @example
 * MuranoActionC.is({ type: "act", ship: 3, to: 8 }); // true
 * @category Actions
 */
export const MuranoActionC: t.Type<MuranoAction, MuranoAction, unknown> = t.union([
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
 * A short description of an action for people, in the base form a menu of choices reads well in
 * (`"move RED to space 7"`; core's `thirdPerson` makes it `"moves…"` for a sentence about another
 * player). It names what the rendering labels: ring spaces by number, ships (RED, BK1…), island
 * spaces as `island.space` (`TM.B2`: space B2 drawn on island TM), gondolas by colour and island,
 * and tiles and cards by id.
 *
 * @example
 * describeAction({ type: "act", ship: 0, to: 7 }); // "move RED to space 7 to take its action (Build)"
 * @category Actions
 */
export function describeAction(action: MuranoAction): string {
  switch (action.type) {
    case "pass":
      return `pass (+1 gold), moving ${shipName(action.ship)} to space ${action.to}`;
    case "move":
      return `move ${shipName(action.ship)} to space ${action.to} (more moves follow)`;
    case "act":
      return `move ${shipName(action.ship)} to space ${action.to} to take its action (${ACTION_LABELS[ringSpace(action.to).action]})`;
    case "buyTop":
      return "buy the top tile of the stack for 2 gold";
    case "search":
      return "pay 4 gold to search the stack";
    case "pick":
      return `take ${action.tile} from the stack`;
    case "keep":
      return `keep character ${action.card}`;
    case "decline":
      return "keep none of the drawn characters";
    case "placeGondolier":
      return `place a gondolier on the ${gondolaColour(action.gondola)} gondola of ${islandOf(action.gondola)}`;
    case "drawStreet":
      return `draw a street from pile ${action.pile === 0 ? "A" : "B"}`;
    case "placeStreet":
      return `place the street on ${action.cell}`;
    case "placeBuilding":
      return `build ${action.tile} on ${action.cell}`;
    case "endBuild":
      return "end the Build action";
    case "chooseSpecial":
      return `take special building card ${action.card}`;
    case "income":
      return `take Income on ${action.island}`;
    case "produce":
      return `produce with ${action.factories} glass ${action.factories === 1 ? "factory" : "factories"}${action.extra ? " and the Trading Station's extra bead" : ""}`;
    case "sell":
      return `sell ${beadText(action.beads)}`;
    case "noSale":
      return "sell nothing";
    case "returnBead":
      return `return a ${action.colour} bead to the bag (Trading Station)`;
    case "dismiss":
      return "dismiss a gondolier for 3 gold";
    case "hire":
      return "hire a gondolier for 3 gold";
    case "skipGondolier":
      return "skip the Gondolier action (neither hire nor dismiss)";
    case "placeBought":
      return `place the bought tile on ${action.cell} at once (final turn)`;
    case "keepBought":
      return "keep the bought tile";
    case "score":
      return `score ${action.card} on ${action.island}${action.pay > 0 ? `, paying ${action.pay} gold` : ""}${
        action.beads.red + action.beads.green + action.beads.blue > 0 ? `, returning ${beadText(action.beads)}` : ""
      }`;
    case "endScoring":
      return "score no more characters";
  }
}

/** The island of a gondola id (`"CS.g.brown"` → `"CS"`). */
const islandOf = (gondola: string): string => gondola.split(".")[0] ?? gondola;

/** The colour of a gondola id (`"CS.g.brown"` → `"brown"`). */
const gondolaColour = (gondola: string): string => gondola.split(".")[2] ?? gondola;
