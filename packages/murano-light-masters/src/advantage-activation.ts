/**
 * Applying an Advantage's activation (rulebook, *Activar una Ventaja* and *Cartas de Ventaja*;
 * rulings R6–R9 and R20–R27): the `activate` action's checks and each mechanism's effect. The R
 * numbers in this module are the rulings of the game's page, docs/games/murano-light-masters.md.
 *
 * An activation moves one completed creation to the used pile (each card once, R24) to activate
 * the Advantage under one of the card's tiles (a dual-symbol card picks one, R25). The Advantage's
 * timing class (`timing` in the data) says when: any time in your own turn (R9), or in a phase
 * window. Every activation must have an effect (R23), unless `allowNoOpActivation` is set, in which
 * case an activation with no possible effect is legal as `{ kind: "none" }` and does nothing else.
 *
 * @module
 */
import { type RuleError, type Seat, refuse } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { followUpActions } from "./advantage-actions";
import { checkCard, checkEffect, spend } from "./advantage-checks";
import { mechanicOf } from "./advantage-mechanics";
import { WINDOW_WORDS, WITH_ACTION_WORDS, windowOpen } from "./advantage-timing";
import type { ActivateAction } from "./actions";
import { type AdvantageCard, type ColouredFragment, type Fragment, advantageCard, categoryTile } from "./data";
import { addCounts, subCounts } from "./fragments";
import type { Counts, LightMastersState, Player } from "./state";
import { evolve, liraGain, pendingAfterGain, withPlayer } from "./update";

const one = (f: Fragment): Counts => ({ R: 0, Y: 0, G: 0, B: 0, W: 0, [f]: 1 });

/** The swap itself: pay, return `give`, take `take`. */
export function swapped(state: LightMastersState, me: Player, card: AdvantageCard, give: Fragment, take: ColouredFragment) {
  const player: Player = {
    ...me,
    lira: me.lira - (card.effect.payLiraPerSwap ?? 0),
    workbench: addCounts(subCounts(me.workbench, one(give)), one(take)),
  };
  return { player, warehouse: addCounts(subCounts(state.warehouse, one(take)), one(give)) };
}

/**
 * Applies an `activate` of the current player, or names the rule it breaks: the card and tile
 * (R24, R25), the Advantage's kind and timing window (R6–R9), then its effect's checks
 * (costs, stock, R23) and the effect.
 *
 * @example
 * activate(state, 0, me, { type: "activate", card: "HOU-1", tile: "HOU", effect: { kind: "gain", colour: "Y" } });
 * @category Advantages
 */
export function activate(
  state: LightMastersState,
  seat: Seat,
  me: Player,
  action: ActivateAction,
): either.Either<RuleError, LightMastersState> {
  const bad = checkCard(state, me, action.card, action.tile);
  if (bad !== undefined) return either.left(bad);
  const id = state.tiles[action.tile];
  const card = advantageCard(id);
  const mechanic = mechanicOf(id);
  const tileName = categoryTile(action.tile).en;
  const withAction = WITH_ACTION_WORDS[mechanic];
  if (withAction !== undefined) return refuse("advantage-with-action", `${card.es} (under the ${tileName} tile) is declared with ${withAction}.`);
  if (action.effect.kind !== mechanic && action.effect.kind !== "none") {
    return refuse("advantage-kind", `The Advantage under the ${tileName} tile is ${card.es}: its effect is "${mechanic}", not "${action.effect.kind}".`);
  }
  if (!windowOpen(card, state.phase)) {
    return refuse("advantage-timing", `${card.es} can only be activated ${WINDOW_WORDS[card.timing]}.`);
  }
  const wrong = checkEffect(state, me, card, action.effect);
  if (wrong !== undefined) return either.left(wrong);
  const used = spend(me, action.card, action.tile);
  const e = card.effect;
  const effect = action.effect;
  const whole = state.config.phaseAdvantageScope === "wholePhase";
  const addPhase = (list: readonly number[]) => (whole && !list.includes(id) ? [...list, id] : list);
  switch (effect.kind) {
    case "none":
      return either.right(evolve(state, { players: withPlayer(state, seat, used) }));
    case "gain": {
      const workbench = addCounts(used.workbench, one(effect.colour));
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, workbench }),
          warehouse: subCounts(state.warehouse, one(effect.colour)),
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "takeClear": {
      const key = e.after === "buy" ? "buys" : "sells";
      let stock = state.warehouse.W;
      let first = true;
      const trades = state.turn[key].map((tr) => {
        if (tr.rewarded || stock === 0 || (!whole && !first)) return tr;
        first = false;
        stock -= 1;
        return { rewarded: true };
      });
      const gained = state.warehouse.W - stock;
      const workbench = { ...used.workbench, W: used.workbench.W + gained };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, workbench }),
          warehouse: { ...state.warehouse, W: stock },
          turn: { ...state.turn, [key]: trades, phaseAdvantages: addPhase(state.turn.phaseAdvantages) },
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "rearrange": {
      const player = { ...used, lira: used.lira + liraGain(state, e.gainLira ?? 0) };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          followUp: player.hand.length >= 2 ? { kind: "rearrange", next: 0 } : null,
        }),
      );
    }
    case "returnClear": {
      const workbench = { ...used.workbench, W: used.workbench.W - 1 };
      const player = { ...used, workbench, lira: used.lira + liraGain(state, e.gainLira ?? 0) };
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, player),
          warehouse: { ...state.warehouse, W: state.warehouse.W + 1 },
          pending: pendingAfterGain(seat, workbench),
        }),
      );
    }
    case "extraAction":
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, lira: used.lira - (e.payLira ?? 0) }),
          turn: {
            ...state.turn,
            actionsLeft: state.turn.actionsLeft + (e.extraNegotiateActions ?? 1),
            privilegioUsed: state.turn.privilegioUsed + 1,
          },
        }),
      );
    case "skipSelector":
      return either.right(
        evolve(state, { players: withPlayer(state, seat, used), phase: "P1.Take", turn: { ...state.turn, previsionUsed: true } }),
      );
    case "extraTake":
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, lira: used.lira - (e.payLira ?? 0) }),
          phase: state.phase === "P1.Open" ? "P1.Take" : state.phase,
          turn: { ...state.turn, takesLeft: state.turn.takesLeft + (e.extraTakes ?? 1) },
        }),
      );
    case "move": {
      const source = state.markets[effect.from];
      const at = source.indexOf(effect.colour);
      const markets = {
        ...state.markets,
        [effect.from]: [...source.slice(0, at), ...source.slice(at + 1)],
        [effect.to]: [...state.markets[effect.to], effect.colour],
      };
      return either.right(evolve(state, { players: withPlayer(state, seat, used), markets }));
    }
    case "fame": {
      let gained = 0;
      const completions = state.turn.completions.map((c) => {
        if (c.famaRewarded || c.value !== e.ifCompletionValue || (!whole && gained > 0)) return c;
        gained += e.gainLira ?? 0;
        return { ...c, famaRewarded: true };
      });
      return either.right(
        evolve(state, {
          players: withPlayer(state, seat, { ...used, lira: used.lira + liraGain(state, gained) }),
          turn: { ...state.turn, completions, phaseAdvantages: addPhase(state.turn.phaseAdvantages) },
        }),
      );
    }
    case "swap": {
      const { player, warehouse } = swapped(state, used, card, effect.give, effect.take);
      const extra = (e.swaps?.[1] ?? 1) - 1;
      if (state.config.oportunistaSecondSwap === "laterInTurn") {
        // The other swap(s) stay open until the end of the turn, to be made at any moment.
        const turn = { ...state.turn, swapsLeft: state.turn.swapsLeft + extra };
        return either.right(evolve(state, { players: withPlayer(state, seat, player), warehouse, turn }));
      }
      const after = evolve(state, { players: withPlayer(state, seat, player), warehouse });
      const more = extra > 0 && followUpActions(evolve(after, { followUp: { kind: "swap" } }), player).length > 1;
      return either.right(more ? evolve(after, { followUp: { kind: "swap" } }) : after);
    }
    case "setRing":
      return either.right(evolve(state, { players: withPlayer(state, seat, used), ringOffset: effect.offset }));
  }
}
