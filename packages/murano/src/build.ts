/**
 * The Build action (rulebook, *Action: Build …*), placed tile by tile: draw a street from either
 * pile and place it on an empty street space, or place a building from the hand next to a street;
 * at most 3 placements, then the Build ends by itself (or earlier with `endBuild`). Building a
 * special tile draws special building cards to choose one from (`chooseSpecial`), after which the
 * Build resumes.
 *
 * {@link buildActions} enumerates the legal choices directly (a hot path of random play); it
 * applies exactly the tests of the checks below, and a unit test compares it candidate by candidate.
 *
 * @module
 */
import type { RuleError, Seat } from "@laguna/core";
import type { DrawStreetAction, EndBuildAction, MuranoAction, PlaceBuildingAction, PlaceStreetAction } from "./actions";
import { buildableSpaces, canBuildOn, emptyStreetSpaces, islandsOf, withTile } from "./board";
import { CONSTANTS, cell as cellOf, isCellId, specialCard } from "./data";
import { afterAction, checkTrigger, endTurn } from "./ending";
import { canPlaceMarker, placeBuilding, placeableTiles } from "./placement";
import { fail, player, replacePlayer } from "./players";
import type { BuildStep, MuranoState, SpecialCardStep } from "./state";


/**
 * The legal choices of a Build step, in their stable order: the street spaces for a drawn street;
 * otherwise the piles to draw from, every placeable tile on every buildable space, then `endBuild`.
 *
 * @example
 * buildActions(state, 0, 0, null);
 * @category Internals
 */
export function buildActions(state: MuranoState, seat: Seat, placed: number, drawn: string | null): MuranoAction[] {
  const streets = emptyStreetSpaces(state);
  if (drawn !== null) return streets.map((c) => ({ type: "placeStreet", cell: c.id }));
  const out: MuranoAction[] = [];
  const room = placed < CONSTANTS.buildLimit;
  if (room && streets.length > 0) {
    for (const pile of [0, 1] as const) if ((state.piles[pile]?.length ?? 0) > 0) out.push({ type: "drawStreet", pile });
  }
  if (room) {
    const spaces = buildableSpaces(state);
    if (spaces.length > 0) {
      for (const tile of placeableTiles(player(state, seat))) {
        if (!canPlaceMarker(state, seat, tile)) continue;
        for (const cell of spaces) out.push({ type: "placeBuilding", tile, cell });
      }
    }
  }
  if (placed > 0 || state.config.allowNullActions) out.push({ type: "endBuild" });
  return out;
}

/**
 * Whether a building may go on a space: a marker for it, an empty building space of a playable
 * island, next to a street tile when `needsStreet`.
 *
 * @example
 * checkBuildingSpace(state, 0, "GF01", "TM.B2", true);
 * @category Internals
 */
export function checkBuildingSpace(state: MuranoState, seat: Seat, tile: string, cellId: string, needsStreet: boolean): RuleError | null {
  if (!canPlaceMarker(state, seat, tile)) return fail("no-markers", "You have no markers left for a glass factory or shop.");
  if (!isCellId(cellId)) return fail("not-a-building-space", `${cellId} is not a board space.`);
  const c = cellOf(cellId);
  if (c.kind !== "building" || !islandsOf(state).includes(c.island)) {
    return fail("not-a-building-space", `${cellId} is not a building space of a playable island.`);
  }
  if (state.cells[cellId] !== undefined) return fail("space-taken", `${cellId} already holds a tile.`);
  return canBuildOn(state, cellId, needsStreet)
    ? null
    : fail("needs-street", `A building must go next to a street tile, and no street tile touches ${cellId}.`);
}

/**
 * Whether a Build choice is legal in the Build step.
 *
 * @example
 * checkBuild(state, 0, state.step, { type: "drawStreet", pile: 0 });
 * @category Internals
 */
export function checkBuild(
  state: MuranoState,
  seat: Seat,
  step: BuildStep,
  action: DrawStreetAction | PlaceStreetAction | PlaceBuildingAction | EndBuildAction,
): RuleError | null {
  switch (action.type) {
    case "drawStreet":
      if (step.drawn !== null) return fail("street-pending", "Place the street you drew first.");
      if (step.placed >= CONSTANTS.buildLimit) return fail("build-limit", "A Build places at most 3 tiles.");
      if ((state.piles[action.pile]?.length ?? 0) === 0) return fail("pile-empty", "That street pile is empty.");
      return emptyStreetSpaces(state).length > 0 ? null : fail("no-street-space", "There is no empty street space left.");
    case "placeStreet": {
      if (step.drawn === null) return fail("no-street-drawn", "Draw a street tile first.");
      if (!isCellId(action.cell) || cellOf(action.cell).kind !== "street" || !islandsOf(state).includes(cellOf(action.cell).island)) {
        return fail("not-a-street-space", `${action.cell} is not a street space of a playable island.`);
      }
      return state.cells[action.cell] === undefined ? null : fail("space-taken", `${action.cell} already holds a tile.`);
    }
    case "placeBuilding": {
      if (step.drawn !== null) return fail("street-pending", "Place the street you drew first.");
      if (step.placed >= CONSTANTS.buildLimit) return fail("build-limit", "A Build places at most 3 tiles.");
      const p = player(state, seat);
      if (!placeableTiles(p).includes(action.tile)) {
        return [...p.hand.glassFactories, ...p.hand.specialTiles].includes(action.tile)
          ? fail("identical-tiles-in-order", "Identical tiles are placed in the order they were bought.")
          : fail("tile-not-in-hand", `You do not have ${action.tile} in front of you.`);
      }
      return checkBuildingSpace(state, seat, action.tile, action.cell, true);
    }
    case "endBuild":
      if (step.drawn !== null) return fail("street-pending", "Place the street you drew first.");
      return step.placed > 0 || state.config.allowNullActions ? null : fail("null-action", "A Build must place at least one tile.");
  }
}

/**
 * Carries out a Build choice.
 *
 * @example
 * performBuild(state, 0, state.step, { type: "endBuild" });
 * @category Internals
 */
export function performBuild(
  state: MuranoState,
  seat: Seat,
  step: BuildStep,
  action: DrawStreetAction | PlaceStreetAction | PlaceBuildingAction | EndBuildAction,
): MuranoState {
  switch (action.type) {
    case "drawStreet": {
      const [tile] = state.piles[action.pile] ?? [];
      if (tile === undefined) return state;
      return { ...state, piles: state.piles.map((p, i) => (i === action.pile ? p.slice(1) : p)), step: { ...step, drawn: tile } };
    }
    case "placeStreet":
      if (step.drawn === null) return state;
      return afterPlacement({ ...state, cells: withTile(state, action.cell, step.drawn) }, step.placed + 1, null, true);
    case "placeBuilding": {
      const placed = placeBuilding(state, seat, action.tile, action.cell);
      return afterPlacement(placed.state, step.placed + 1, placed.options, true);
    }
    case "endBuild":
      return afterAction(state, null);
  }
}

/**
 * What follows a placement: the special card choice after a special tile, else (in a Build) the
 * next placement or the end of the Build after the 3rd, or (outside a Build, the final-turn
 * placement) the end of the turn.
 *
 * @example
 * afterPlacement(state, 1, null, true); // the Build goes on
 * @category Internals
 */
export function afterPlacement(state: MuranoState, placed: number, options: string[] | null, inBuild: boolean): MuranoState {
  if (options !== null) return { ...state, step: { kind: "specialCard", options, resume: inBuild ? { placed } : null } };
  if (!inBuild) return endTurn(checkTrigger(state));
  return placed >= CONSTANTS.buildLimit ? afterAction(state, null) : { ...state, step: { kind: "build", placed, drawn: null } };
}

/**
 * Whether a special building card may be chosen: it must be one of those drawn.
 *
 * @example
 * checkChooseSpecial(state.step, "SB01");
 * @category Internals
 */
export function checkChooseSpecial(step: SpecialCardStep, card: string): RuleError | null {
  return step.options.includes(card) ? null : fail("not-drawn", `${card} is not one of the cards you drew.`);
}

/**
 * Takes the chosen special building card (the Basilica scores at once), returns the others under
 * the deck, and resumes the Build (or ends the turn after a final-turn placement).
 *
 * @example
 * performChooseSpecial(state, 0, state.step, "SB01");
 * @category Internals
 */
export function performChooseSpecial(state: MuranoState, seat: Seat, step: SpecialCardStep, card: string): MuranoState {
  const effect = specialCard(card).effect;
  const bonus = effect.kind === "basilica" ? effect.vp : 0;
  const p = player(state, seat);
  const s: MuranoState = {
    ...state,
    specialDeck: [...state.specialDeck, ...step.options.filter((c) => c !== card)],
    players: replacePlayer(state.players, seat, {
      ...p,
      specialCards: [...p.specialCards, { card, turn: state.turn }],
      vp: p.vp + bonus,
      breakdown: { ...p.breakdown, basilica: p.breakdown.basilica + bonus },
    }),
  };
  if (step.resume === null) return endTurn(checkTrigger(s));
  return step.resume.placed >= CONSTANTS.buildLimit ? afterAction(s, null) : { ...s, step: { kind: "build", placed: step.resume.placed, drawn: null } };
}
