/**
 * The module's invariants (spec §7), for the law suite. Each returns true or says what is wrong.
 */
import { type MuranoAction, type MuranoConfig, type MuranoState, STATE_CHECKS, streetTile, tileKind } from "@laguna/murano";

type Check = (state: MuranoState, config: MuranoConfig) => boolean | string;

/**
 * The state invariants: the module's own `checkState` checks (I1–I7, I9–I12 and the derived parts),
 * one invariant each so that a failure names its check, plus I13, a consequence of the data.
 */
export const muranoInvariants: Readonly<Record<string, Check>> = {
  ...Object.fromEntries(Object.entries(STATE_CHECKS).map(([name, check]): [string, Check] => [name, (s, c) => check(s, c) ?? true])),
  /** I13: once every street is built, the islands show 30 customers (27 with 2–3 players). */
  customers: (s) => {
    const drawn = s.step.kind === "build" && s.step.drawn !== null;
    if (s.piles.every((p) => p.length === 0) && !drawn) {
      const customers = Object.values(s.cells)
        .filter((t) => tileKind(t) === "street")
        .reduce((n, t) => {
          const c = streetTile(t).customers;
          return n + c.red + c.blue + c.grey;
        }, 0);
      const want = s.config.playerCount === 4 ? 30 : 27;
      if (customers !== want) return `all streets built but ${customers} customers instead of ${want}`;
    }
    return true;
  },
};

type Step = (before: MuranoState, after: MuranoState, action: MuranoAction, seat: number) => boolean | string;

export const muranoTransitions: Readonly<Record<string, Step>> = {
  /** I8: a pass moves exactly one ship and gives 1 gold; movement j costs j − 1. */
  movementCost: (before, after, action, seat) => {
    const gold = (s: MuranoState) => s.players[seat]?.gold ?? 0;
    const movedShips = before.ships.filter((x, i) => after.ships[i] !== x).length;
    if (action.type === "pass") {
      if (movedShips !== 1) return `a pass moved ${movedShips} ships`;
      const limited = before.config.goldSupplyLimit !== null;
      return limited || gold(after) === gold(before) + 1 || `a pass gave ${gold(after) - gold(before)} gold`;
    }
    if (action.type === "move") {
      const j = before.step.kind === "turn" ? before.step.moved.length + 1 : 0;
      if (movedShips !== 1) return `a movement moved ${movedShips} ships`;
      return gold(before) - gold(after) === j - 1 || `movement ${j} cost ${gold(before) - gold(after)}`;
    }
    if (action.type !== "act" && movedShips !== 0) return `${action.type} moved a ship`;
    return true;
  },
  /** I9: keeping a character costs n + 1 gold, or max(0, n − 1) with an active Inn. */
  recruitCost: (before, after, action, seat) => {
    if (action.type !== "keep" || before.step.kind !== "recruit") return true;
    const p = before.players[seat];
    const n = p?.characters.length ?? 0;
    const inn = (p?.specialCards ?? []).some((c) => c.card === "SB02" && c.turn < before.turn);
    const cost = inn ? Math.max(0, n - 1) : n + 1;
    const paid = (p?.gold ?? 0) - (after.players[seat]?.gold ?? 0);
    return paid === cost || `paid ${paid} for character ${n + 1}, expected ${cost}`;
  },
  /** I12 (part): VP never drops except by production. */
  vpOnlyProductionLowers: (before, after, action, seat) => {
    for (const [i, p] of after.players.entries()) {
      const was = before.players[i]?.vp ?? 0;
      if (p.vp < was && !(i === seat && action.type === "produce")) return `seat ${i} lost VP on ${action.type}`;
    }
    return true;
  },
  /** I11: nobody plays after scoring starts; the trigger never goes away. */
  endingStays: (before, after) => {
    if (before.ending !== null && (after.ending === null || after.ending.triggeredBy !== before.ending.triggeredBy)) return "the trigger changed";
    if ((before.step.kind === "scoring") && after.step.kind !== "scoring" && after.step.kind !== "over") return "a turn after scoring started";
    return true;
  },
};
