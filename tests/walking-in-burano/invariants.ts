/**
 * The module's invariants (spec §7), for the law suite. Each returns true or says what is wrong.
 */
import {
  type BuranoAction,
  type BuranoConfig,
  type BuranoState,
  characterCard,
  characterCardProblem,
  checkState,
  completeHouses,
  floorCardProblem,
  isAreaValid,
  setupFor,
} from "@laguna/walking-in-burano";

type Check = (state: BuranoState, config: BuranoConfig) => boolean | string;

export const buranoInvariants: Readonly<Record<string, Check>> = {
  /** I1: each of the 72 floor cards is in exactly one place; decks and rows hold their own level. */
  floorCardsConserved: (s) => floorCardProblem(s) ?? true,
  /** I2: each of the 26 character cards is in a pile, on a house, or in the box. */
  charactersConserved: (s) => characterCardProblem(s) ?? true,
  /** Every state reached in play is one the module's own checkState accepts for the config. */
  checkState: (s, config) => checkState(s, config) ?? true,
  /** I3, I7, I8: two scaffolds each, golden rules hold, at most 5 houses. */
  areasValid: (s, config) => {
    for (const [seat, p] of s.players.entries()) {
      if (p.area.scaffolds.length !== 2) return `seat ${seat} has ${p.area.scaffolds.length} scaffolds`;
      if (!isAreaValid(p.area, config)) return `seat ${seat}'s area breaks a golden rule`;
      if (p.area.columns.filter((c) => c.floors.some((f) => f !== null)).length > 5) return `seat ${seat} has more than 5 houses`;
    }
    return true;
  },
  /** I4, I5: coins ≥ 0; outside the current turn, hands ≤ 3 and coins ≤ 6. */
  limits: (s) => {
    for (const [seat, p] of s.players.entries()) {
      if (p.coins < 0) return `seat ${seat} has ${p.coins} coins`;
      const between = seat !== s.current || s.phase === "acquire" || s.phase === "over" || s.phase === "soloRemove";
      if (between && (p.hand.length > 3 || p.coins > 6)) return `seat ${seat} holds ${p.hand.length} cards and ${p.coins} coins between turns`;
    }
    return true;
  },
  /** I9: characters only on complete houses; no player holds two inhabitants of one type. */
  visitors: (s) => {
    for (const [seat, p] of s.players.entries()) {
      const complete = new Set(completeHouses(p.area));
      const inhabitants: string[] = [];
      for (const [x, c] of p.area.columns.entries()) {
        if ((c.character !== null || c.shortage) && !complete.has(x)) return `seat ${seat}'s incomplete house ${x} has a visitor`;
        if (c.character !== null && characterCard(c.character).kind === "inhabitant") inhabitants.push(characterCard(c.character).type);
      }
      if (new Set(inhabitants).size !== inhabitants.length) return `seat ${seat} holds two inhabitants of one type`;
    }
    return true;
  },
  /** I11: rows hold at most n cards. I12: solo games last at most as many turns as characters. */
  supplyAndTurns: (s, config) => {
    const n = setupFor(config.playerCount).rowSize;
    if (s.supply.some((row) => row.length !== n)) return "a supply row has the wrong number of spaces";
    if (config.playerCount === 1 && s.turns > (config.beginnerCharacters ? 12 : 15)) return `a solo game lasted ${s.turns} turns`;
    return true;
  },
};

type Step = (before: BuranoState, after: BuranoState, action: BuranoAction, seat: number) => boolean | string;

/** The spec's invariants over one step (§7: I4, I6, I15). */
export const buranoTransitions: Readonly<Record<string, Step>> = {
  /** I6: tokens never come back; a placement spends at most one. */
  tokensNeverReturn: (before, after) =>
    after.players.every((p, i) => p.tokens <= (before.players[i]?.tokens ?? 0) && p.tokens >= (before.players[i]?.tokens ?? 0) - 1),
  /** I4: the 1st, 2nd and 3rd placement of a turn cost 1, 2 and 2 coins. */
  placementCost: (before, after, action, seat) => {
    if (action.type !== "place") return true;
    const paid = (before.players[seat]?.coins ?? 0) - (after.players[seat]?.coins ?? 0);
    return paid === [1, 2, 2][before.placed] || `paid ${paid} for placement ${before.placed + 1}`;
  },
  /** I4: acquiring k cards gives 3 − k coins. */
  acquisitionCoins: (before, after, action, seat) =>
    action.type !== "acquire" || (after.players[seat]?.coins ?? 0) - (before.players[seat]?.coins ?? 0) === 3 - action.count,
  /** I15: the box only grows; complete houses and visitors never go away. */
  monotone: (before, after) => {
    if (after.box.floors.length < before.box.floors.length || after.box.characters.length < before.box.characters.length) return "the box shrank";
    for (const [i, p] of after.players.entries()) {
      const was = before.players[i];
      if (was === undefined) return "a player vanished";
      if (completeHouses(p.area).length < completeHouses(was.area).length) return `seat ${i} lost a complete house`;
      const visitors = new Set(p.area.columns.map((c) => c.character));
      if (was.area.columns.some((c) => c.character !== null && !visitors.has(c.character))) return `seat ${i} lost a visitor`;
    }
    return true;
  },
};
