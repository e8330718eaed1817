/**
 * The 40 character cards (spec §3.2), one `describe` per card or card family, each evaluated "on
 * that island" through the final scoring of spec §2.10 (the `score` action of the game, plus
 * `cardVp` / `scoreChoices` for boundary values), under the default config and the related flags
 * of §5.2; then the final scoring flow, the gold tie-break and `bestAssignment` against hand-computed
 * optima. Seat 0 (white) scores; seats 1–3 (brown, orange, grey) are its opponents.
 */
import { seedRng, withRandom } from "@laguna/core";
import {
  type Beads,
  type IslandId,
  type MuranoConfig,
  type MuranoState,
  CHARACTER_CARDS,
  GLASS_FACTORY_TILES,
  PALACE_TILES,
  SHOP_TILES,
  SPECIAL_TILES,
  STREET_TILES,
  boardCells,
  bestAssignment,
  cardVp,
  finalOutcome,
  game,
  islandStats,
  scoreChoices,
  scoringIslands,
} from "@laguna/murano";
import { describe, expect, it } from "vitest";
import { act, base, beads, put, refused, takeCharacters, valid, withPlayer } from "./fixtures";

const NO = beads(0, 0, 0);
const vp = (s: MuranoState, seat: number) => s.players[seat]?.vp;
const STREET_SPACES: Readonly<Record<string, number>> = { TM: 8, SM: 6, CS: 8, SD: 6, PM: 7, SS: 7 };
const BLANKS = STREET_TILES.filter((t) => t.customers.red + t.customers.blue + t.customers.grey === 0).map((t) => t.id);

/** One island's tiles: the customer streets (the other street spaces get blank tiles), then buildings on B1, B2, … */
interface IslandSpec {
  readonly streets?: readonly string[];
  readonly buildings?: readonly (readonly [tile: string, owner?: number])[];
}

/**
 * A 4-player (or `playerCount`) board with the given islands. Every street space of a listed
 * island holds a tile, so every building is next to a street, as in play.
 */
function board(islands: Partial<Record<IslandId, IslandSpec>>, config: Partial<MuranoConfig> = {}, playerCount: 2 | 3 | 4 = 4): MuranoState {
  let s = base(playerCount, config);
  const blanks = [...BLANKS];
  for (const [id, spec] of Object.entries(islands) as [IslandId, IslandSpec][]) {
    const streets = spec.streets ?? [];
    for (let i = 1; i <= (STREET_SPACES[id] ?? 0); i++) {
      const tile = streets[i - 1] ?? blanks.shift();
      if (tile !== undefined) s = put(s, `${id}.S${i}`, tile);
    }
    (spec.buildings ?? []).forEach(([tile, owner], i) => {
      s = put(s, `${id}.B${i + 1}`, tile, owner);
    });
  }
  return s;
}

/**
 * Final scoring for seat 0, triggered by seat 0: it holds `cards` and has gondoliers on the
 * given gondolas (own colour white unless the id says otherwise). Its other gondoliers are in the
 * general supply unless `patch` puts some in the personal supply, so that the unused-gondolier
 * bonus (R11) counts only the gondolas unless a test asks for more.
 */
function scorer(s0: MuranoState, cards: readonly string[], gondolas: readonly string[], patch: Parameters<typeof withPlayer>[2] = {}): MuranoState {
  const personal = patch.personal ?? 0;
  const general = patch.general ?? 7 - gondolas.length - personal;
  const n = s0.config.playerCount;
  let s = takeCharacters(s0, cards);
  s = {
    ...s,
    current: 0,
    gondolas: { ...s.gondolas, ...Object.fromEntries(gondolas.map((g) => [g, 0])) },
    ending: { rule: "lastTurns", triggeredBy: 0 },
    step: { kind: "scoring", order: Array.from({ length: n }, (_, i) => i), index: 0 },
  };
  return valid(withPlayer(s, 0, { characters: [...cards], recruited: cards.length, personal, general, ...patch }));
}

/** Scores a card through the game and returns the VP it gave (also checked in the scored list). */
function scoreVp(s: MuranoState, card: string, island: IslandId, pay = 0, b: Beads = NO): number {
  const before = vp(s, 0) ?? 0;
  const after = act(s, 0, { type: "score", card, island, pay, beads: b });
  const gained = (vp(after, 0) ?? 0) - before - (after.players[0]?.breakdown.gondoliers ?? 0);
  expect(after.players[0]?.scored.at(-1)).toEqual({ card, island, vp: gained });
  return gained;
}

/** `card` on `island` for seat 0, evaluated by the game's scoring with a gondolier there. */
const on = (islands: Partial<Record<IslandId, IslandSpec>>, card: string, island: IslandId, config: Partial<MuranoConfig> = {}) =>
  scoreVp(scorer(board(islands, config), [card], [`${island}.g.white`]), card, island);

describe("the 40 character cards as data (CARD)", () => {
  it("island bindings and 2–3p removals match spec §3.2", () => {
    const bound = Object.fromEntries(CHARACTER_CARDS.filter((c) => c.island !== null).map((c) => [c.id, c.island]));
    expect(bound).toEqual({
      MC26: "TM", MC27: "SM", MC28: "CS", MC29: "SD", MC30: "SS", MC31: "PM",
      MC32: "SM", MC33: "TM", MC34: "SD", MC35: "CS", MC36: "PM", MC37: "SS",
    });
    expect(CHARACTER_CARDS.filter((c) => c.removedIn23).map((c) => c.id)).toEqual(["MC30", "MC37"]);
    expect(CHARACTER_CARDS.map((c) => c.id)).toEqual(Array.from({ length: 40 }, (_, i) => `MC${String(i + 1).padStart(2, "0")}`));
  });

  it("MC30 and MC37 (Sacca Serenella) are out of 2–3p games, where SS takes no gondolier", () => {
    const s = game.setup(game.defaultConfig(3), 5);
    expect(s.removed.characters).toEqual(["MC30", "MC37"]);
    expect([...s.characterDeck, ...s.removed.charactersUnseen].some((c) => c === "MC30" || c === "MC37")).toBe(false);
    expect(Object.keys(s.gondolas).some((g) => g.startsWith("SS."))).toBe(false);
  });
});

describe("MC01–MC04: 2 / 2 / 3 / 2 VP per shop / palace / special / GF on the island, whoever built it", () => {
  const tm: IslandSpec = { buildings: [["SH01", 0], ["SH05", 1], ["SH09", 2], ["GF01", 0], ["GF02", 3], ["GF03", 1], ["PA01"], ["PA05"]] };
  const sp: IslandSpec = { buildings: [["SP01"], ["SP02"], ["SP03"], ["SH02", 1]] };

  it("MC01 Shops ×2: 3 shops → 6 on TM; 1 shop → 2 on CS", () => {
    expect(on({ TM: tm, CS: sp }, "MC01", "TM")).toBe(6);
    expect(on({ TM: tm, CS: sp }, "MC01", "CS")).toBe(2);
  });
  it("MC02 Palaces ×2: 2 palaces → 4; none → 0", () => {
    expect(on({ TM: tm, CS: sp }, "MC02", "TM")).toBe(4);
    expect(on({ TM: tm, CS: sp }, "MC02", "CS")).toBe(0);
  });
  it("MC03 Specials ×3: 3 specials → 9; none → 0", () => {
    expect(on({ TM: tm, CS: sp }, "MC03", "CS")).toBe(9);
    expect(on({ TM: tm, CS: sp }, "MC03", "TM")).toBe(0);
  });
  it("MC04 Factories ×2: 3 GFs of three players → 6; none → 0", () => {
    expect(on({ TM: tm, CS: sp }, "MC04", "TM")).toBe(6);
    expect(on({ TM: tm, CS: sp }, "MC04", "CS")).toBe(0);
  });
});

describe("MC05 / MC06: 12 VP for the only player with GFs / shops there", () => {
  it("MC05: own GF and no other GF → 12, other buildings allowed; an opponent's GF → 0; no own GF → 0", () => {
    expect(on({ SD: { buildings: [["GF01", 0], ["GF02", 0], ["SH05", 1], ["PA01"], ["SP01"]] } }, "MC05", "SD")).toBe(12);
    expect(on({ SD: { buildings: [["GF01", 0], ["GF02", 2]] } }, "MC05", "SD")).toBe(0);
    expect(on({ SD: { buildings: [["SH01", 0]] } }, "MC05", "SD")).toBe(0);
  });
  it("MC06: own shops only, an opponent's GF there → 12; an opponent's shop → 0; no shop → 0", () => {
    expect(on({ SD: { buildings: [["SH01", 0], ["SH05", 0], ["GF02", 1]] } }, "MC06", "SD")).toBe(12);
    expect(on({ SD: { buildings: [["SH01", 0], ["SH05", 3]] } }, "MC06", "SD")).toBe(0);
    expect(on({ SD: { buildings: [["GF01", 0]] } }, "MC06", "SD")).toBe(0);
  });
});

describe("MC07 / MC08: gold exchange (T_gold 2/4/6/7/8 → 1/3/6/8/12) with their requirements", () => {
  // PM: 2 blue (ST37), 1 grey (ST30), a palace and a special building → MC07's requirement.
  const blue: IslandSpec = { streets: ["ST37", "ST30"], buildings: [["PA01"], ["SP01"]] };
  const red: IslandSpec = { streets: ["ST34", "ST31"], buildings: [["PA02"], ["SP02"]] };
  const pays = (s: MuranoState, card: string, island: IslandId) => scoreChoices(s, 0, card).filter((c) => c.island === island).map((c) => c.pay);

  it("MC07 with 8 gold: every row is offered; each row gives its VP; paying 7 leaves 1 gold and gives 8", () => {
    const s = scorer(board({ PM: blue }), ["MC07"], ["PM.g.white"], { gold: 8 });
    expect(pays(s, "MC07", "PM")).toEqual([0, 2, 4, 6, 7, 8]);
    expect([0, 2, 4, 6, 7, 8].map((p) => cardVp(s, 0, "MC07", "PM", p, NO))).toEqual([0, 1, 3, 6, 8, 12]);
    const after = act(s, 0, { type: "score", card: "MC07", island: "PM", pay: 7, beads: NO });
    expect([after.players[0]?.gold, vp(after, 0)]).toEqual([1, 5 + 8]);
  });

  it("MC07 offers only the rows the player can afford; paying more than held is refused", () => {
    const s = scorer(board({ PM: blue }), ["MC07"], ["PM.g.white"], { gold: 5 });
    expect(pays(s, "MC07", "PM")).toEqual([0, 2, 4]);
    const e = refused(s, 0, { type: "score", card: "MC07", island: "PM", pay: 6, beads: NO });
    expect([e.rule, e.message]).toEqual(["bad-score-choice", "That payment or those beads are not allowed for this card here."]);
  });

  it("MC07 requirement: each missing part (2nd blue, grey, palace, special) leaves only the 0 payment", () => {
    const variants: IslandSpec[] = [
      { streets: ["ST26", "ST30"], buildings: [["PA01"], ["SP01"]] },
      { streets: ["ST37"], buildings: [["PA01"], ["SP01"]] },
      { streets: ["ST37", "ST30"], buildings: [["SP01"]] },
      { streets: ["ST37", "ST30"], buildings: [["PA01"]] },
      red,
    ];
    for (const v of variants) {
      const s = scorer(board({ PM: v }), ["MC07"], ["PM.g.white"], { gold: 8 });
      expect(pays(s, "MC07", "PM")).toEqual([0]);
      expect(cardVp(s, 0, "MC07", "PM", 8, NO)).toBe(0);
    }
  });

  it("MC08 needs 2 red, 1 grey, a palace and a special: on the red island 6 gold → 6 VP; not on the blue one", () => {
    const s = scorer(board({ PM: blue, SD: red }), ["MC08"], ["PM.g.white", "SD.g.white"], { gold: 6 });
    expect(pays(s, "MC08", "SD")).toEqual([0, 2, 4, 6]);
    expect(pays(s, "MC08", "PM")).toEqual([0]);
    expect(scoreVp(s, "MC08", "SD", 6)).toBe(6);
  });

  it("holding both cards allows two exchanges from the same gold: 10 gold → pay 8 (12 VP), then only 0 or 2", () => {
    const both: IslandSpec = { streets: ["ST34", "ST37", "ST30"], buildings: [["PA01"], ["SP01"]] };
    let s = scorer(board({ CS: both }), ["MC07", "MC08"], ["CS.g.white", "CS.g.brown"], { gold: 10 });
    s = act(s, 0, { type: "score", card: "MC07", island: "CS", pay: 8, beads: NO });
    expect(pays(s, "MC08", "CS")).toEqual([0, 2]);
    s = act(s, 0, { type: "score", card: "MC08", island: "CS", pay: 2, beads: NO });
    expect([s.players[0]?.gold, vp(s, 0)]).toEqual([0, 5 + 12 + 1]);
  });
});

describe("MC09 Quiet island: 10 VP if red + blue customers ≤ 3", () => {
  it("3 (2 red + 1 blue) with 4 grey → 10; 4 → 0", () => {
    expect(on({ TM: { streets: ["ST34", "ST26", "ST40", "ST41"] } }, "MC09", "TM")).toBe(10);
    expect(on({ TM: { streets: ["ST34", "ST26", "ST22"] } }, "MC09", "TM")).toBe(0);
  });
  it("0 red/blue customers: 10 by default (mc09ZeroCustomersQualify), 0 under false; 1 still scores under false", () => {
    expect(on({ TM: { streets: ["ST40"] } }, "MC09", "TM")).toBe(10);
    expect(on({ TM: { streets: ["ST40"] } }, "MC09", "TM", { mc09ZeroCustomersQualify: false })).toBe(0);
    expect(on({ TM: { streets: ["ST22"] } }, "MC09", "TM", { mc09ZeroCustomersQualify: false })).toBe(10);
  });
});

describe("MC10 Full mix: 12 VP with a GF, shop, palace, special and a customer of each colour", () => {
  const full = { streets: ["ST22", "ST26", "ST30"], buildings: [["GF01", 1], ["SH01", 2], ["PA01"], ["SP01"]] } as const;
  it("all present (built by others) → 12", () => {
    expect(on({ CS: full }, "MC10", "CS")).toBe(12);
  });
  it("any one type or colour missing → 0", () => {
    for (const drop of ["GF01", "SH01", "PA01", "SP01"]) expect(on({ CS: { ...full, buildings: full.buildings.filter(([t]) => t !== drop) } }, "MC10", "CS"), drop).toBe(0);
    for (const drop of ["ST22", "ST26", "ST30"]) expect(on({ CS: { ...full, streets: full.streets.filter((t) => t !== drop) } }, "MC10", "CS"), drop).toBe(0);
  });
});

describe("MC11–MC14: the customer tables", () => {
  /** Street tiles giving exactly `n` customers of one colour on TM (doubles first). */
  const customers = (colour: "red" | "blue" | "grey", n: number): string[] => {
    const doubles = { red: ["ST34", "ST35", "ST36"], blue: ["ST37", "ST38", "ST39"], grey: ["ST40", "ST41", "ST42"] }[colour];
    const singles = { red: ["ST22", "ST23", "ST24", "ST25"], blue: ["ST26", "ST27", "ST28", "ST29"], grey: ["ST30", "ST31", "ST32", "ST33"] }[colour];
    const d = Math.min(3, Math.floor(n / 2));
    return [...doubles.slice(0, d), ...singles.slice(0, n - 2 * d)];
  };

  it("MC11 T_total over all colours: 0 → 0, 1–2 → 1, 3–4 → 3, 5–6 → 5, 7–8 → 8, ≥ 9 → 12", () => {
    const expected = [0, 1, 1, 3, 3, 5, 5, 8, 8, 12, 12, 12];
    for (let n = 0; n <= 11; n++) {
      // Mix the colours: n split as red, blue, grey.
      const r = Math.ceil(n / 3);
      const b = Math.ceil((n - r) / 2);
      const streets = [...customers("red", r), ...customers("blue", b), ...customers("grey", n - r - b)];
      const s = board({ TM: { streets } });
      expect(islandStats(s, "TM", 0).C).toBe(n);
      expect(cardVp(s, 0, "MC11", "TM", 0, NO), `C = ${n}`).toBe(expected[n]);
    }
    expect(on({ TM: { streets: ["ST34", "ST37", "ST40", "ST22"] } }, "MC11", "TM")).toBe(8);
  });

  it("MC12 / MC13 / MC14 T_col of their colour: 0 → 0, 1–2 → 1, 3 → 4, 4 → 6, 5 → 9, ≥ 6 → 12; other colours ignored", () => {
    const expected = [0, 1, 1, 4, 6, 9, 12, 12];
    for (const [card, colour, other] of [["MC12", "red", "blue"], ["MC13", "blue", "grey"], ["MC14", "grey", "red"]] as const) {
      for (let n = 0; n <= 7; n++) {
        const s = board({ TM: { streets: [...customers(colour, n), ...customers(other, 2)] } });
        expect(cardVp(s, 0, card, "TM", 0, NO), `${card} with ${n}`).toBe(expected[n]);
      }
    }
    expect(on({ TM: { streets: customers("red", 5) } }, "MC12", "TM")).toBe(9);
    expect(on({ TM: { streets: customers("blue", 3) } }, "MC13", "TM")).toBe(4);
    expect(on({ TM: { streets: customers("grey", 4) } }, "MC14", "TM")).toBe(6);
  });
});

describe("MC15 Crests: 1 VP per crest on the island's palaces", () => {
  it("1 + 2 + 3 crests → 6; palaces on another island do not count", () => {
    const islands = { SD: { buildings: [["PA01"], ["PA05"], ["PA09"]] }, TM: { buildings: [["PA10"]] } } as const;
    expect(on(islands, "MC15", "SD")).toBe(6);
    expect(on(islands, "MC15", "TM")).toBe(3);
  });
});

describe("MC16 / MC17: own and opponents' buildings (GFs and shops only)", () => {
  // SD: seat 0 owns GF01 and SH01; opponents own GF02 (1), SH05 (2), SH09 (3); a palace and a special count for nobody.
  const sd: IslandSpec = { buildings: [["GF01", 0], ["SH01", 0], ["GF02", 1], ["SH05", 2], ["SH09", 3], ["PA01"], ["SP01"]] };
  it("MC16 = 2 × own + 1 × opp: 2 × 2 + 3 = 7", () => {
    expect(on({ SD: sd }, "MC16", "SD")).toBe(7);
  });
  it("MC17 = 1 × own + 2 × opp: 2 + 2 × 3 = 8", () => {
    expect(on({ SD: sd }, "MC17", "SD")).toBe(8);
  });
  it("seen from seat 1 (own 1, opp 4): MC16 = 6, MC17 = 9; an island of palaces only gives 0", () => {
    const s = board({ SD: sd, TM: { buildings: [["PA02"], ["SP02"]] } });
    expect([cardVp(s, 1, "MC16", "SD", 0, NO), cardVp(s, 1, "MC17", "SD", 0, NO)]).toEqual([6, 9]);
    expect([cardVp(s, 0, "MC16", "TM", 0, NO), cardVp(s, 0, "MC17", "TM", 0, NO)]).toEqual([0, 0]);
  });
});

describe("MC18 / MC19 / MC20: 12 VP if specials = red / blue / grey customers, at least 1 special", () => {
  // CS: 2 specials; 2 red, 2 blue (two singles), 1 grey.
  const cs: IslandSpec = { streets: ["ST34", "ST27", "ST28", "ST30"], buildings: [["SP01"], ["SP02"], ["PA01"]] };
  it("MC18: Sp 2 = red 2 → 12", () => expect(on({ CS: cs }, "MC18", "CS")).toBe(12));
  it("MC19: Sp 2 = blue 2 → 12", () => expect(on({ CS: cs }, "MC19", "CS")).toBe(12));
  it("MC20: Sp 2 ≠ grey 1 → 0; with a third special (3 ≠ 1) still 0; Sp 1 = grey 1 → 12", () => {
    expect(on({ CS: cs }, "MC20", "CS")).toBe(0);
    expect(on({ CS: { streets: ["ST30"], buildings: [["SP01"]] } }, "MC20", "CS")).toBe(12);
  });
  it("0 specials and 0 customers of the colour → 0 (at least one special needed)", () => {
    for (const card of ["MC18", "MC19", "MC20"]) expect(on({ CS: { buildings: [["PA01"]] } }, card, "CS"), card).toBe(0);
  });
});

describe("MC21 Balance: 16 VP if GF = shops = palaces ≥ 1", () => {
  it("2 = 2 = 2 (any owners, a special besides) → 16; 1 = 1 = 1 → 16", () => {
    expect(on({ TM: { buildings: [["GF01", 0], ["GF02", 1], ["SH01", 2], ["SH05", 0], ["PA01"], ["PA05"], ["SP01"]] } }, "MC21", "TM")).toBe(16);
    expect(on({ TM: { buildings: [["GF01", 1], ["SH01", 2], ["PA01"]] } }, "MC21", "TM")).toBe(16);
  });
  it("2 / 2 / 1 → 0; 0 / 0 / 0 → 0", () => {
    expect(on({ TM: { buildings: [["GF01", 0], ["GF02", 1], ["SH01", 2], ["SH05", 0], ["PA01"]] } }, "MC21", "TM")).toBe(0);
    expect(on({ TM: { buildings: [["SP01"]] } }, "MC21", "TM")).toBe(0);
  });
});

describe("MC22 / MC23: 12 VP if shops / GFs = crests, at least 1", () => {
  it("MC22: 3 shops and one 3-crest palace → 12; 2 shops → 0; none and no crest → 0", () => {
    expect(on({ SD: { buildings: [["SH01", 1], ["SH05", 2], ["SH09", 0], ["PA09"]] } }, "MC22", "SD")).toBe(12);
    expect(on({ SD: { buildings: [["SH01", 1], ["SH05", 2], ["PA09"]] } }, "MC22", "SD")).toBe(0);
    expect(on({ SD: { buildings: [["SP01"]] } }, "MC22", "SD")).toBe(0);
  });
  it("MC23: 2 GFs (any owners) and crests 1 + 1 → 12; 2 GFs and 3 crests → 0; none → 0", () => {
    expect(on({ SD: { buildings: [["GF01", 1], ["GF02", 2], ["PA01"], ["PA02"]] } }, "MC23", "SD")).toBe(12);
    expect(on({ SD: { buildings: [["GF01", 1], ["GF02", 2], ["PA09"]] } }, "MC23", "SD")).toBe(0);
    expect(on({ SD: { buildings: [["SP01"]] } }, "MC23", "SD")).toBe(0);
  });
});

describe("MC24 Even split: 12 VP if own buildings = all opponents' (GF + shop)", () => {
  it("own 2 = opp 1 + 1 (two opponents), palaces and specials aside → 12; own 2 vs opp 3 → 0", () => {
    expect(on({ SD: { buildings: [["GF01", 0], ["SH01", 0], ["GF02", 1], ["SH05", 3], ["PA01"], ["SP01"]] } }, "MC24", "SD")).toBe(12);
    expect(on({ SD: { buildings: [["GF01", 0], ["SH01", 0], ["GF02", 1], ["SH05", 3], ["SH09", 2]] } }, "MC24", "SD")).toBe(0);
  });
  it("0 = 0 scores 12 by default: the card asks only for the same number (rulebook, R13)", () => {
    const only = { SD: { buildings: [["PA01"], ["SP01"]] } } as const;
    expect(on(only, "MC24", "SD")).toBe(12);
    expect(on({}, "MC24", "TM")).toBe(12);
    // 1 = 1 scores too; 0 against 1 does not.
    expect(on({ SD: { buildings: [["GF01", 0], ["GF02", 1]] } }, "MC24", "SD")).toBe(12);
    expect(on({ SD: { buildings: [["GF02", 1]] } }, "MC24", "SD")).toBe(0);
  });
  it("the option mc24RequiresOwnBuilding (the reference manual's reading): 0 = 0 scores nothing, 1 = 1 still 12", () => {
    const only = { SD: { buildings: [["PA01"], ["SP01"]] } } as const;
    const option = { mc24RequiresOwnBuilding: true };
    expect(on(only, "MC24", "SD", option)).toBe(0);
    expect(on({ SD: { buildings: [["GF01", 0], ["GF02", 1]] } }, "MC24", "SD", option)).toBe(12);
  });
});

describe("MC25 Single crest: 12 VP if exactly 1 crest", () => {
  it("one 1-crest palace → 12; two 1-crest palaces → 0; one 2-crest palace → 0; none → 0", () => {
    expect(on({ PM: { buildings: [["PA01"]] } }, "MC25", "PM")).toBe(12);
    expect(on({ PM: { buildings: [["PA01"], ["PA02"]] } }, "MC25", "PM")).toBe(0);
    expect(on({ PM: { buildings: [["PA05"]] } }, "MC25", "PM")).toBe(0);
    expect(on({ PM: {} }, "MC25", "PM")).toBe(0);
  });
});

describe("MC26 / MC27 / MC28 Builders: 10 VP for ≥ 3 own GFs + shops on their own island only", () => {
  const own3: IslandSpec = { buildings: [["GF01", 0], ["GF02", 0], ["SH01", 0], ["SH05", 1]] };
  const own2: IslandSpec = { buildings: [["GF01", 0], ["SH01", 0], ["PA01"], ["SP01"], ["SH05", 1], ["GF02", 2]] };
  for (const [card, island] of [["MC26", "TM"], ["MC27", "SM"], ["MC28", "CS"]] as const) {
    it(`${card} on ${island}: own 3 → 10; own 2 plus a palace and a special → 0`, () => {
      expect(on({ [island]: own3 }, card, island)).toBe(10);
      expect(on({ [island]: own2 }, card, island)).toBe(0);
    });
    it(`${card} can only use a gondolier at ${island}; with none there it is skipped`, () => {
      const s = scorer(board({ [island]: own3, SD: own3 }), [card], ["SD.g.white", `${island}.g.white`]);
      expect(scoringIslands(s, 0, card)).toEqual([island]);
      const e = refused(s, 0, { type: "score", card, island: "SD", pay: 0, beads: NO });
      expect([e.rule, e.message]).toEqual([
        "no-gondolier-there",
        `${card} cannot score on SD: you need an unused gondolier on a gondola there, and island-bound cards score only on their own island.`,
      ]);
      // Only gondoliers elsewhere: once MC01 used the SD one, the card cannot be assigned and is skipped.
      const skipped = scorer(board({ [island]: own3, SD: own3 }), [card, "MC01"], ["SD.g.white"]);
      expect(game.legalActions(skipped, 0)).toEqual([{ type: "score", card: "MC01", island: "SD", pay: 0, beads: NO }]);
      const done = act(skipped, 0, { type: "score", card: "MC01", island: "SD", pay: 0, beads: NO });
      expect([done.step.kind, done.players[0]?.characters, done.players[0]?.scored.length, vp(done, 0)]).toEqual(["over", [card], 1, 5 + 2 * 2]);
    });
  }
});

describe("MC29 / MC30 / MC31 Boatmen: 10 VP for ≥ 2 own gondoliers at their island (the scoring one counts)", () => {
  for (const [card, island] of [["MC29", "SD"], ["MC30", "SS"], ["MC31", "PM"]] as const) {
    it(`${card} on ${island}: 2 gondoliers (own and another colour) → 10; 1 → 0`, () => {
      expect(scoreVp(scorer(board({}), [card], [`${island}.g.white`, `${island}.g.grey`]), card, island)).toBe(10);
      expect(scoreVp(scorer(board({}), [card], [`${island}.g.white`, "TM.g.white"]), card, island)).toBe(0);
      expect(scoringIslands(scorer(board({}), [card], [`${island}.g.white`, "TM.g.white"]), 0, card)).toEqual([island]);
    });
  }

  it("a gondolier already moved onto the island by an earlier card still counts (R15), not under twoGondolierCardCountsScored = false", () => {
    for (const [counts, expected] of [[true, 10], [false, 0]] as const) {
      let s = scorer(board({}, { twoGondolierCardCountsScored: counts }), ["MC31", "MC15"], ["PM.g.white", "PM.g.brown"]);
      s = act(s, 0, { type: "score", card: "MC15", island: "PM", pay: 0, beads: NO });
      expect(scoreVp(s, "MC31", "PM")).toBe(expected);
    }
    // Scored first, MC31 sees both gondoliers under either flag.
    const first = scorer(board({}, { twoGondolierCardCountsScored: false }), ["MC31", "MC15"], ["PM.g.white", "PM.g.brown"]);
    expect(scoreVp(first, "MC31", "PM")).toBe(10);
  });

  it("another player's gondoliers at the island do not count", () => {
    const s = valid({ ...scorer(board({}), ["MC29"], ["SD.g.white"]), gondolas: { ...scorer(board({}), ["MC29"], ["SD.g.white"]).gondolas, "SD.g.brown": 1 } });
    expect(scoreVp(s, "MC29", "SD")).toBe(0);
  });
});

describe("MC32–MC37 Glass beads: 7 VP per bead of the card's colour returned, at most 3, on their own island", () => {
  const cards = [["MC32", "SM", "blue"], ["MC33", "TM", "blue"], ["MC34", "SD", "red"], ["MC35", "CS", "red"], ["MC36", "PM", "green"], ["MC37", "SS", "green"]] as const;
  const holding = (card: string, island: string, held: Beads) =>
    scorer({ ...board({}), bag: beads(10 - held.red, 10 - held.green, 10 - held.blue) }, [card], [`${island}.g.white`, "TM.g.brown"], { beads: held });

  for (const [card, island, colour] of cards) {
    it(`${card} (${colour}, ${island}): with 4 ${colour} beads at most 3 go back → 21; the bag gets them; other colours are not offered`, () => {
      const held = { ...beads(2, 2, 2), [colour]: 4 };
      const s = holding(card, island, held);
      expect(scoringIslands(s, 0, card)).toEqual([island]);
      const offered = scoreChoices(s, 0, card).map((c) => c.beads);
      expect(offered).toEqual([0, 1, 2, 3].map((n) => ({ ...NO, [colour]: n })));
      const after = act(s, 0, { type: "score", card, island, pay: 0, beads: { ...NO, [colour]: 3 } });
      expect(after.players[0]?.scored).toEqual([{ card, island, vp: 21 }]);
      expect(after.players[0]?.beads).toEqual({ ...held, [colour]: 1 });
      expect(after.bag[colour]).toBe(10 - 4 + 3);
      const four = refused(s, 0, { type: "score", card, island, pay: 0, beads: { ...NO, [colour]: 4 } });
      expect(four.rule).toBe("bad-score-choice");
      expect(scoreVp(s, card, island, 0, { ...NO, [colour]: 1 })).toBe(7);
      expect(scoreVp(s, card, island, 0, NO)).toBe(0);
    });
  }

  it("each bead is used once: MC34 and MC35 (both red) share 4 red beads, 3 + 1", () => {
    let s = scorer({ ...board({}), bag: beads(6, 10, 10) }, ["MC34", "MC35"], ["SD.g.white", "CS.g.white"], { beads: beads(4, 0, 0) });
    s = act(s, 0, { type: "score", card: "MC34", island: "SD", pay: 0, beads: beads(3, 0, 0) });
    expect(scoreChoices(s, 0, "MC35").map((c) => c.beads.red)).toEqual([0, 1]);
    expect(scoreVp(s, "MC35", "CS", 0, beads(1, 0, 0))).toBe(7);
  });
});

describe("MC38 / MC39 / MC40: 4 VP per shop of their colour, whoever owns it", () => {
  // SD: 2 red (seat 1's and seat 2's), 1 blue (own), 3 grey.
  const sd: IslandSpec = { buildings: [["SH01", 1], ["SH02", 2], ["SH05", 0], ["SH09", 3], ["SH10", 0], ["SH11", 1], ["GF01", 0]] };
  it("MC38 red: 2 → 8", () => expect(on({ SD: sd }, "MC38", "SD")).toBe(8));
  it("MC39 blue: 1 → 4", () => expect(on({ SD: sd }, "MC39", "SD")).toBe(4));
  it("MC40 grey: 3 → 12; no grey shop on another island → 0", () => {
    expect(on({ SD: sd }, "MC40", "SD")).toBe(12);
    expect(on({ SD: sd, TM: { buildings: [["SH03", 0]] } }, "MC40", "TM")).toBe(0);
  });
});

describe("final scoring flow (spec §2.10)", () => {
  const flat = () => board({ TM: { buildings: [["PA09"]] }, SD: { buildings: [["SH01", 0]] } });

  it("one card at a time: after a card the same player still scores; stopping early is refused under mandatory", () => {
    let s = scorer(flat(), ["MC15", "MC01"], ["TM.g.white", "SD.g.white"]);
    s = act(s, 0, { type: "score", card: "MC15", island: "TM", pay: 0, beads: NO });
    expect([s.step, s.current, s.players[0]?.characters, vp(s, 0)]).toEqual([{ kind: "scoring", order: [0, 1, 2, 3], index: 0 }, 0, ["MC01"], 8]);
    const e = refused(s, 0, { type: "endScoring" });
    expect([e.rule, e.message]).toEqual(["assignment-mandatory", "While a card can be assigned to a gondolier, you must assign it."]);
    // The gondolier used is off its gondola; the other one is still there.
    expect([s.gondolas["TM.g.white"], s.gondolas["SD.g.white"]]).toEqual([null, 0]);
  });

  it("cards are revealed one at a time: a scored card is public, the others stay hidden until the game is over", () => {
    let s = scorer(flat(), ["MC15", "MC01"], ["TM.g.white", "SD.g.white"]);
    s = act(s, 0, { type: "score", card: "MC15", island: "TM", pay: 0, beads: NO });
    const seen = game.view(s, 1).players[0];
    expect([seen?.characters, seen?.scored]).toEqual([{ count: 1, ids: null }, [{ card: "MC15", island: "TM", vp: 3 }]]);
    s = act(s, 0, { type: "score", card: "MC01", island: "SD", pay: 0, beads: NO });
    expect(game.view(s, 1).players[0]?.scored.map((x) => x.card)).toEqual(["MC15", "MC01"]);
  });

  it("a 0 VP card must still take a gondolier under mandatory; under optional the player may stop and keep +1", () => {
    const mandatory = scorer(flat(), ["MC02"], ["SD.g.white"]);
    expect(game.legalActions(mandatory, 0)).toEqual([{ type: "score", card: "MC02", island: "SD", pay: 0, beads: NO }]);
    expect(vp(act(mandatory, 0, { type: "score", card: "MC02", island: "SD", pay: 0, beads: NO }), 0)).toBe(5);
    const optional = scorer(board({}, { characterAssignment: "optional" }), ["MC02"], ["SD.g.white"]);
    const stopped = act(optional, 0, { type: "endScoring" });
    expect([vp(stopped, 0), stopped.players[0]?.characters, stopped.players[0]?.breakdown.gondoliers]).toEqual([6, ["MC02"], 1]);
  });

  it("by default 1 VP per own gondolier without a card except those in the general supply: on a gondola or in the personal supply (rulebook, R11)", () => {
    const s = scorer(flat(), ["MC15"], ["TM.g.white", "SD.g.white", "PM.g.brown"], { personal: 2, general: 2 });
    const done = act(s, 0, { type: "score", card: "MC15", island: "TM", pay: 0, beads: NO });
    // SD.g.white, PM.g.brown and the 2 in the personal supply; the 2 in the general supply and the track marker give nothing.
    expect([vp(done, 0), done.players[0]?.breakdown.gondoliers, done.players[0]?.breakdown.characters]).toEqual([5 + 3 + 2 + 2, 4, 3]);
  });

  it("the option unassignedGondolierVp = onGondola: only gondoliers still on a gondola score, never either supply", () => {
    const s = scorer(board({ TM: { buildings: [["PA09"]] }, SD: { buildings: [["SH01", 0]] } }, { unassignedGondolierVp: "onGondola" }), ["MC15"], ["TM.g.white", "SD.g.white", "PM.g.brown"], { personal: 2, general: 2 });
    const done = act(s, 0, { type: "score", card: "MC15", island: "TM", pay: 0, beads: NO });
    expect([vp(done, 0), done.players[0]?.breakdown.gondoliers, done.players[0]?.breakdown.characters]).toEqual([5 + 3 + 2, 2, 3]);
  });

  it("a player with no card gets the gondolier bonus at once; scoring goes on clockwise from the triggering player", () => {
    // [config, seat 1's VP, seat 2's VP, seat 3's VP at the end]: by default the personal supplies count (R11).
    const cases = [
      [{}, 5 + 1 + 4, 5 + 5, 5 + 4],
      [{ unassignedGondolierVp: "onGondola" as const }, 5 + 1, 5, 5],
    ] as const;
    for (const [config, vp1, vp2, vp3] of cases) {
      let s = scorer(board({ TM: { buildings: [["PA09"]] }, SD: { buildings: [["SH01", 0]] } }, config), ["MC15"], ["TM.g.white"]);
      s = valid({ ...s, gondolas: { ...s.gondolas, "SD.g.brown": 1, "PM.g.grey": 3 } });
      s = valid(withPlayer(withPlayer(s, 1, { personal: 4 }), 3, { characters: ["MC40"], recruited: 1, personal: 4 }));
      s = valid({ ...takeCharacters(s, ["MC40"]) });
      s = act(s, 0, { type: "score", card: "MC15", island: "TM", pay: 0, beads: NO });
      // Seat 1 has no card: +1 for SD.g.brown (and its personal supply by default), skipped; seat 2 has nothing; seat 3 scores next.
      expect([s.current, s.step, vp(s, 1), vp(s, 2)]).toEqual([3, { kind: "scoring", order: [0, 1, 2, 3], index: 3 }, vp1, vp2]);
      s = act(s, 3, { type: "score", card: "MC40", island: "PM", pay: 0, beads: NO });
      expect([s.step.kind, vp(s, 3)]).toEqual(["over", vp3]);
    }
  });
});

describe("the winner: most VP, then more gold, then a shared victory (R30)", () => {
  /** A finished game with the given VP and gold. */
  const over = (vps: number[], golds: number[]) => {
    let s: MuranoState = { ...base(vps.length as 2 | 3 | 4), ending: { rule: "lastTurns", triggeredBy: 0 }, step: { kind: "over" } };
    vps.forEach((v, i) => {
      s = withPlayer(s, i, { vp: v, gold: golds[i] ?? 0 });
    });
    return valid(s);
  };

  it("most VP wins regardless of gold; tied VP → more gold wins; tied VP and gold → shared", () => {
    expect(game.outcome(over([30, 29, 12], [0, 40, 0]))?.winners).toEqual([0]);
    expect(game.outcome(over([30, 30, 12], [3, 4, 9]))?.winners).toEqual([1]);
    expect(finalOutcome(over([30, 30, 30], [4, 4, 3])).ranking).toEqual([[0, 1], [2]]);
  });

  it("gold paid to MC07 at scoring lowers the tie-break gold", () => {
    let s = scorer(board({ PM: { streets: ["ST37", "ST30"], buildings: [["PA01"], ["SP01"]] } }, {}, 2), ["MC07"], ["PM.g.white"], { gold: 5, vp: 20 });
    s = valid(withPlayer(s, 1, { vp: 23, gold: 3 }));
    const paid4 = act(s, 0, { type: "score", card: "MC07", island: "PM", pay: 4, beads: NO });
    // 23 VP each; seat 0 has 1 gold left, seat 1 has 3.
    expect([paid4.step.kind, vp(paid4, 0), paid4.players[0]?.gold, game.outcome(paid4)?.winners]).toEqual(["over", 23, 1, [1]]);
  });
});

describe("bestAssignment against hand-computed optima", () => {
  it("the rulebook example (AS07): MC38 and MC05 on SD, MC16 on TM: 8 + 12 + 4 = 24", () => {
    const s = scorer(
      board({
        SD: { buildings: [["SH01", 0], ["GF01", 0], ["SH02", 3]] },
        TM: { buildings: [["GF02", 0], ["SH05", 1], ["GF03", 2]] },
      }),
      ["MC38", "MC05", "MC16"],
      ["SD.g.white", "SD.g.orange", "TM.g.white"],
    );
    const best = bestAssignment(s, 0);
    expect([best.total, best.cards, best.bonus]).toEqual([24, 24, 0]);
    expect(best.choices.map((c) => `${c.card}@${c.island}`).sort()).toEqual(["MC05@SD", "MC16@TM", "MC38@SD"]);
  });

  it("MC07 + MC08 share 10 gold: pay 8 (12 VP) and 2 (1 VP) = 13, the best split", () => {
    const both: IslandSpec = { streets: ["ST34", "ST37", "ST30"], buildings: [["PA01"], ["SP01"]] };
    const s = scorer(board({ CS: both }), ["MC07", "MC08"], ["CS.g.white", "CS.g.brown"], { gold: 10 });
    const best = bestAssignment(s, 0);
    expect([best.total, best.choices.map((c) => c.pay).sort((a, b) => a - b)]).toEqual([13, [2, 8]]);
  });

  it("bead cards share the beads; a Studio widens them: 4 red + 1 green → 28 without, 35 with SB10", () => {
    const given = (studio: boolean) =>
      scorer({ ...board({}), turn: 30, bag: beads(6, 9, 10) }, ["MC34", "MC36"], ["SD.g.white", "PM.g.white"], {
        beads: beads(4, 1, 0),
        specialCards: studio ? [{ card: "SB10", turn: 3 }] : [],
      });
    expect(bestAssignment(given(false), 0).total).toBe(21 + 7);
    const best = bestAssignment(given(true), 0);
    expect(best.total).toBe(35);
    // Its choices are legal and reach that total.
    let s = given(true);
    for (const c of best.choices) s = act(s, 0, { type: "score", ...c });
    expect(vp(s, 0)).toBe(5 + 35);
  });

  it("mandatory versus optional: MC15 on TM (3) and MC02 forced onto SD (0) = 3; optional keeps SD's +1 = 4", () => {
    const islands = { TM: { buildings: [["PA09"]] } } as const;
    const mandatory = bestAssignment(scorer(board(islands), ["MC15", "MC02"], ["TM.g.white", "SD.g.white"]), 0);
    expect([mandatory.total, mandatory.cards, mandatory.bonus]).toEqual([3, 3, 0]);
    const optional = bestAssignment(scorer(board(islands, { characterAssignment: "optional" }), ["MC15", "MC02"], ["TM.g.white", "SD.g.white"]), 0);
    expect([optional.total, optional.cards, optional.bonus, optional.choices.map((c) => c.card)]).toEqual([4, 3, 1, ["MC15"]]);
  });

  it("boatmen come first under twoGondolierCardCountsScored = false: MC29 (10) then MC04 on SD (2) = 12", () => {
    const s = scorer(board({ SD: { buildings: [["GF01", 1]] } }, { twoGondolierCardCountsScored: false }), ["MC04", "MC29"], ["SD.g.white", "SD.g.brown"]);
    const best = bestAssignment(s, 0);
    expect([best.total, best.choices.map((c) => c.card)]).toEqual([12, ["MC29", "MC04"]]);
    let t = s;
    for (const c of best.choices) t = act(t, 0, { type: "score", ...c });
    expect(vp(t, 0)).toBe(5 + 12);
  });

  it("counts the personal supply under notInGeneralSupply, and works mid-scoring", () => {
    const s = scorer(board({}, { unassignedGondolierVp: "notInGeneralSupply" }), ["MC29", "MC01"], ["SD.g.white", "SD.g.brown"], { personal: 3 });
    expect(bestAssignment(s, 0)).toMatchObject({ total: 10 + 3, bonus: 3 });
    const mid = act(s, 0, { type: "score", card: "MC01", island: "SD", pay: 0, beads: NO });
    expect(bestAssignment(mid, 0)).toMatchObject({ total: 10 + 3, cards: 10, bonus: 3 });
  });
});

describe("every card against an independent reading of spec §3.2, on random islands", () => {
  const customersOf = new Map(STREET_TILES.map((t) => [t.id, t.customers]));
  const shopColour = new Map(SHOP_TILES.map((t) => [t.id, t.colour]));
  const crestsOf = new Map(PALACE_TILES.map((t) => [t.id, t.crests]));

  /** The quantities of §3.2 for `seat` on `island`, counted straight from the board's tiles and markers. */
  function count(s: MuranoState, seat: number, island: IslandId) {
    const q = { F: 0, H: 0, Pal: 0, Sp: 0, Cr: 0, red: 0, blue: 0, grey: 0, Hred: 0, Hblue: 0, Hgrey: 0, Fme: 0, Hme: 0, Gon: 0 };
    for (const [cellId, tile] of Object.entries(s.cells)) {
      if (cellId.split(".")[0] !== island) continue;
      const kind = tile.slice(0, 2);
      const mine = s.owners[tile] === seat;
      if (kind === "ST") {
        const c = customersOf.get(tile) ?? { red: 0, blue: 0, grey: 0 };
        q.red += c.red;
        q.blue += c.blue;
        q.grey += c.grey;
      } else if (kind === "SH") {
        q.H++;
        if (mine) q.Hme++;
        const colour = shopColour.get(tile);
        if (colour === "red") q.Hred++;
        if (colour === "blue") q.Hblue++;
        if (colour === "grey") q.Hgrey++;
      } else if (kind === "GF") {
        q.F++;
        if (mine) q.Fme++;
      } else if (kind === "PA") {
        q.Pal++;
        q.Cr += crestsOf.get(tile) ?? 0;
      } else if (kind === "SP") q.Sp++;
    }
    q.Gon = Object.entries(s.gondolas).filter(([g, who]) => who === seat && g.split(".")[0] === island).length;
    return q;
  }

  /** What each card scores by the table of §3.2 (MC07/MC08 paying 8 gold; bead cards left out). */
  function expected(card: string, q: ReturnType<typeof count>): number | undefined {
    const C = q.red + q.blue + q.grey;
    const own = q.Fme + q.Hme;
    const opp = q.F + q.H - own;
    const tTotal = (n: number) => (n === 0 ? 0 : n <= 2 ? 1 : n <= 4 ? 3 : n <= 6 ? 5 : n <= 8 ? 8 : 12);
    const tCol = (n: number) => (n === 0 ? 0 : n <= 2 ? 1 : n === 3 ? 4 : n === 4 ? 6 : n === 5 ? 9 : 12);
    const exchange = (c: number) => (c >= 2 && q.grey >= 1 && q.Pal >= 1 && q.Sp >= 1 ? 12 : 0);
    const table: Record<string, number> = {
      MC01: 2 * q.H, MC02: 2 * q.Pal, MC03: 3 * q.Sp, MC04: 2 * q.F,
      MC05: q.Fme >= 1 && q.F === q.Fme ? 12 : 0,
      MC06: q.Hme >= 1 && q.H === q.Hme ? 12 : 0,
      MC07: exchange(q.blue), MC08: exchange(q.red),
      MC09: q.red + q.blue <= 3 ? 10 : 0,
      MC10: q.F >= 1 && q.H >= 1 && q.Pal >= 1 && q.Sp >= 1 && q.red >= 1 && q.blue >= 1 && q.grey >= 1 ? 12 : 0,
      MC11: tTotal(C), MC12: tCol(q.red), MC13: tCol(q.blue), MC14: tCol(q.grey), MC15: q.Cr,
      MC16: 2 * own + opp, MC17: own + 2 * opp,
      MC18: q.Sp >= 1 && q.Sp === q.red ? 12 : 0, MC19: q.Sp >= 1 && q.Sp === q.blue ? 12 : 0, MC20: q.Sp >= 1 && q.Sp === q.grey ? 12 : 0,
      MC21: q.F >= 1 && q.F === q.H && q.H === q.Pal ? 16 : 0,
      MC22: q.H >= 1 && q.H === q.Cr ? 12 : 0, MC23: q.F >= 1 && q.F === q.Cr ? 12 : 0,
      MC24: own === opp ? 12 : 0, MC25: q.Cr === 1 ? 12 : 0,
      MC26: own >= 3 ? 10 : 0, MC27: own >= 3 ? 10 : 0, MC28: own >= 3 ? 10 : 0,
      MC29: q.Gon >= 2 ? 10 : 0, MC30: q.Gon >= 2 ? 10 : 0, MC31: q.Gon >= 2 ? 10 : 0,
      MC38: 4 * q.Hred, MC39: 4 * q.Hblue, MC40: 4 * q.Hgrey,
    };
    return table[card];
  }

  it("cardVp and scoringIslands agree with the table for every card, every island, 60 random boards", () => {
    let compared = 0;
    const nonZero = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const [s] = withRandom(seedRng(seed), (r) => {
        let st = base(4);
        const streets = r.shuffle(STREET_TILES.map((t) => t.id));
        const buildings = r.shuffle([...SHOP_TILES, ...PALACE_TILES, ...GLASS_FACTORY_TILES, ...SPECIAL_TILES].map((t) => t.id));
        for (const c of boardCells("4p")) {
          if (r.int(0, 2) === 0) continue;
          const tile = c.kind === "street" ? streets.pop() : buildings.pop();
          if (tile !== undefined) st = put(st, c.id, tile, r.int(0, 3));
        }
        const mine = r.shuffle(Object.keys(st.gondolas)).slice(0, r.int(4, 10));
        return { ...st, gondolas: { ...st.gondolas, ...Object.fromEntries(mine.map((g) => [g, 0])) } };
      });
      const state = valid(s);
      for (const card of CHARACTER_CARDS) {
        const islands = scoringIslands(state, 0, card.id);
        for (const island of ["TM", "SM", "CS", "SD", "PM", "SS"] as const) {
          const q = count(state, 0, island);
          // A card may use an island iff a gondolier of the scorer waits there and the card is not bound elsewhere.
          expect(islands.includes(island), `${card.id} on ${island}`).toBe(q.Gon >= 1 && (card.island === null || card.island === island));
          const want = expected(card.id, q);
          if (want === undefined || !islands.includes(island)) continue;
          const got = cardVp(state, 0, card.id, island, card.rule.kind === "goldExchange" ? 8 : 0, NO);
          expect(got, `seed ${seed}: ${card.id} on ${island}`).toBe(want);
          compared++;
          if (got > 0) nonZero.add(card.id);
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // Every card of the table scored VP somewhere, so the comparison is not vacuous.
    expect([...nonZero].sort()).toEqual(CHARACTER_CARDS.map((c) => c.id).filter((id) => expected(id, count(base(4), 0, "TM")) !== undefined).sort());
  });
});
