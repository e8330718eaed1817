/**
 * Independent review of hidden information (spec §2.11, §7 invariant 14): for each item of the
 * table, other players' views (`game.view` and core's `playerView`) and the redacted log (core's
 * `viewLog`, which uses the game's `redact`) reveal nothing; `redrawHidden` keeps every viewer's
 * view identical.
 */
import { type Match, SPECTATOR, type Viewer, act as coreAct, createMatch, createMatchFromState, deepEqual, lastEntry, playerView, undo, viewLog } from "@laguna/core";
import { type MuranoAction, type MuranoConfig, type MuranoState, type MuranoView, MuranoStateC, game, redrawHidden, tileKind } from "@laguna/murano";
import { either } from "fp-ts";
import { describe, expect, it } from "vitest";
import { act, base, put, valid, withPlayer } from "./fixtures";

type M = Match<MuranoConfig, MuranoState, MuranoAction, MuranoView>;

const viewers = (s: MuranoState): Viewer[] => [...s.players.map((_, i) => i), SPECTATOR];

/** Ships with the red ship on q − 1 and the black ships on q + 1 … q + 7. */
const shipsBefore = (q: number) => [(q + 17) % 18, ...[1, 2, 3, 4, 5, 6, 7].map((d) => (q + d) % 18)];
const enter = (s: MuranoState, seat: number, q: number) => act(valid({ ...s, ships: shipsBefore(q) }), seat, { type: "act", ship: 0, to: q });

/**
 * The ids a viewer may not know in a state: street piles, shop and palace stacks (unless the viewer
 * is searching that stack), other players' unbuilt shops and palaces, the removed palace and the 5
 * removed characters, the character deck, other players' characters (until the game is over), and
 * another player's pending recruit / special card options or final-turn shop / palace.
 */
function hiddenFrom(s: MuranoState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  const add = (xs: readonly string[]) => xs.forEach((x) => out.add(x));
  const actor = s.current === viewer;
  const over = s.step.kind === "over";
  s.piles.forEach(add);
  if (!(actor && s.step.kind === "search" && s.step.stack === "shop")) add(s.shopStack);
  if (!(actor && s.step.kind === "search" && s.step.stack === "palace")) add(s.palaceStack);
  add(s.removed.palaces);
  add(s.removed.charactersUnseen);
  add(s.characterDeck);
  add(s.specialDeck);
  s.players.forEach((p, i) => {
    if (i === viewer) return;
    add(p.hand.shops);
    add(p.hand.palaces);
    if (!over) add(p.characters);
  });
  if (!actor && (s.step.kind === "recruit" || s.step.kind === "specialCard")) add(s.step.options);
  if (!actor && s.step.kind === "finalPlace" && ["shop", "palace"].includes(tileKind(s.step.tile))) out.add(s.step.tile);
  return out;
}

/** The hidden ids that occur (as JSON strings) in a value. */
function leaked(value: unknown, hidden: Set<string>): string[] {
  const json = JSON.stringify(value);
  return [...hidden].filter((id) => json.includes(`"${id}"`) || json.includes(` ${id}`) || json.includes(`${id} `));
}

/** A small seeded generator for the test's own choices. */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Plays a game with a policy that prefers doing things (searching, recruiting) over passing. */
function playGame(n: 2 | 3 | 4, seed: number, onState: (s: MuranoState) => void): { config: MuranoConfig; seed: number; log: { seat: number; action: MuranoAction }[]; final: MuranoState } {
  const config: MuranoConfig = { ...game.defaultConfig(n), redShipStart: "random" };
  const rand = lcg(seed);
  let s = game.setup(config, seed);
  const log: { seat: number; action: MuranoAction }[] = [];
  for (let i = 0; i < 3000 && game.activePlayers(s).length > 0; i++) {
    onState(s);
    const seat = game.activePlayers(s)[0] ?? 0;
    const legal = game.legalActions(s, seat);
    const search = legal.find((a) => a.type === "search");
    const busy = legal.filter((a) => a.type !== "pass");
    const pool = search !== undefined && rand() < 0.6 ? [search] : busy.length > 0 && rand() < 0.9 ? busy : legal;
    const action = pool[Math.floor(rand() * pool.length)] ?? legal[0];
    if (action === undefined) throw new Error("no legal action");
    const next = game.apply(s, seat, action);
    if (either.isLeft(next)) throw new Error(next.left.message);
    log.push({ seat, action });
    s = next.right;
  }
  onState(s);
  return { config, seed, log, final: s };
}

describe("§2.11 along whole games: no view and no redacted log shows a hidden id", () => {
  for (const [n, seed] of [[2, 5], [3, 6], [4, 7]] as const) {
    it(`${n} players`, () => {
      const seen: Record<string, number> = {};
      const game1 = playGame(n, seed, (s) => {
        for (const v of viewers(s)) {
          const hidden = hiddenFrom(s, v);
          expect(leaked(game.view(s, v), hidden), `step ${s.step.kind}, viewer ${v}`).toEqual([]);
          expect(Object.keys(game.view(s, v))).not.toContain("rng");
          expect(game.codecs.view.is(game.view(s, v))).toBe(true);
          // The check can fail: the raw state does hold ids hidden from this viewer.
          expect(leaked(s, hidden).length).toBeGreaterThan(0);
          if (v !== s.current) seen[s.step.kind] = (seen[s.step.kind] ?? 0) + 1;
        }
      });
      expect(game1.final.step.kind).toBe("over");
      // The game went through the hidden-option steps with other players looking.
      for (const k of ["search", "recruit", "specialCard"]) expect(seen[k] ?? 0, k).toBeGreaterThan(0);
      // The redacted log, replayed through a match, for every viewer.
      let m = createMatch(game, game1.config, game1.seed);
      if (either.isLeft(m)) throw new Error(m.left.message);
      let match: M = m.right;
      const checkpoints = new Set([Math.floor(game1.log.length / 3), Math.floor((2 * game1.log.length) / 3), game1.log.length]);
      game1.log.forEach(({ seat, action }, i) => {
        const next = coreAct(match, seat, action);
        if (either.isLeft(next)) throw new Error(next.left.message);
        match = next.right;
        if (!checkpoints.has(i + 1)) return;
        for (const v of viewers(match.state)) {
          const hidden = hiddenFrom(match.state, v);
          expect(leaked(viewLog(match, v), hidden), `log at ${i + 1} for ${v}`).toEqual([]);
          expect(deepEqual(playerView(match, v), game.view(match.state, v))).toBe(true);
        }
      });
      m = either.right(match);
      expect(deepEqual(match.state, game1.final)).toBe(true);
    });
  }
});

describe("§2.11 item by item", () => {
  it("bought, unbuilt shop and palace faces: owner only; type and count public", () => {
    const s0 = valid(base());
    const shop = s0.shopStack[0] ?? "";
    const s = act(enter(s0, 0, 1), 0, { type: "buyTop" });
    expect(game.view(s, 0).players[0]?.shops).toEqual({ count: 1, ids: [shop] });
    for (const v of [1, 2, 3, SPECTATOR] as const) {
      expect(game.view(s, v).players[0]?.shops).toEqual({ count: 1, ids: null });
      expect(JSON.stringify(game.view(s, v))).not.toContain(shop);
    }
  });

  it("characters in hand: owner only; count and number recruited public", () => {
    const s0 = valid(base());
    const r = enter(s0, 0, 12);
    const card = r.step.kind === "recruit" ? (r.step.options[1] ?? "") : "";
    const s = act(r, 0, { type: "keep", card });
    expect(game.view(s, 0).players[0]?.characters).toEqual({ count: 1, ids: [card] });
    for (const v of [1, 2, 3, SPECTATOR] as const) {
      const pv = game.view(s, v).players[0];
      expect([pv?.characters, pv?.recruited]).toEqual([{ count: 1, ids: null }, 1]);
      expect(JSON.stringify(game.view(s, v))).not.toContain(card);
    }
  });

  it("recruit options drawn and the ones returned: the drawing player only, also in the log", () => {
    const cfg = { ...game.defaultConfig(4), startPlayer: 0 as const };
    const start = valid({ ...game.setup(cfg, 1), ships: shipsBefore(12) });
    const drawn = start.characterDeck.slice(0, 3);
    let m = unwrap(createMatchFromState(game, cfg, start));
    m = unwrap(coreAct(m, 0, { type: "act", ship: 0, to: 12 }));
    expect(game.view(m.state, 0).step).toEqual({ kind: "recruit", options: drawn, cost: 1 });
    for (const v of [1, 2, 3, SPECTATOR] as const) {
      expect(playerView(m, v).step).toEqual({ kind: "recruit", hidden: 3 });
      for (const c of drawn) expect(JSON.stringify(playerView(m, v))).not.toContain(c);
    }
    m = unwrap(coreAct(m, 0, { type: "keep", card: drawn[2] ?? "" }));
    for (const v of [1, 2, 3, SPECTATOR] as const) {
      const log = viewLog(m, v);
      const last = log[log.length - 1];
      expect(last?.action).toBeUndefined();
      expect(last?.description).toMatch(/returns 2/);
      for (const c of drawn) expect(JSON.stringify(log) + JSON.stringify(playerView(m, v))).not.toContain(c);
    }
    expect(viewLog(m, 0).at(-1)?.action).toEqual({ type: "keep", card: drawn[2] });
    // Declining: the log of a decline names no card either.
    let d = unwrap(createMatchFromState(game, cfg, start));
    d = unwrap(coreAct(d, 0, { type: "act", ship: 0, to: 12 }));
    d = unwrap(coreAct(d, 0, { type: "decline" }));
    for (const c of drawn) expect(JSON.stringify(viewLog(d, 1))).not.toContain(c);
  });

  it("a 4-gold search: only the searcher sees the whole stack; the pick is redacted for others", () => {
    const cfg = { ...game.defaultConfig(3), startPlayer: 0 as const };
    const start = valid({ ...game.setup(cfg, 2), ships: shipsBefore(5) });
    let m = unwrap(createMatchFromState(game, cfg, start));
    m = unwrap(coreAct(m, 0, { type: "act", ship: 0, to: 5 }));
    m = unwrap(coreAct(m, 0, { type: "search" }));
    expect(playerView(m, 0).searching).toEqual([...start.palaceStack].sort());
    for (const v of [1, 2, SPECTATOR] as const) {
      expect(playerView(m, v).searching).toBeNull();
      for (const t of start.palaceStack) expect(JSON.stringify(playerView(m, v))).not.toContain(t);
    }
    const pick = start.palaceStack[4] ?? "";
    m = unwrap(coreAct(m, 0, { type: "pick", tile: pick }));
    for (const v of [1, 2, SPECTATOR] as const) {
      expect(viewLog(m, v).at(-1)?.action).toBeUndefined();
      expect(JSON.stringify(viewLog(m, v)) + JSON.stringify(playerView(m, v))).not.toContain(pick);
    }
    expect(playerView(m, 0).players[0]?.palaces.ids).toEqual([pick]);
  });

  it("the 5 removed characters and the random removed palace: nobody, ever (not even at the end)", () => {
    for (const n of [2, 3] as const) {
      const s = game.setup(game.defaultConfig(n), 9);
      const secret = [...s.removed.charactersUnseen, ...s.removed.palaces];
      expect(secret.length).toBe(6);
      const over = valid({ ...s, step: { kind: "over" } });
      for (const state of [s, over]) {
        for (const v of viewers(s)) {
          const json = JSON.stringify(game.view(state, v));
          for (const id of secret) expect(json).not.toContain(id);
          expect(game.view(state, v).removed).toMatchObject({ palaces: 1, charactersUnseen: 5, characters: ["MC30", "MC37"] });
        }
      }
    }
  });

  it("deck, pile and stack orders and the RNG state: views do not depend on them", () => {
    const s = game.setup(game.defaultConfig(4), 3);
    const rev = <T>(xs: readonly T[]) => [...xs].reverse();
    const t: MuranoState = {
      ...s,
      rng: game.setup(game.defaultConfig(4), 4).rng,
      piles: [rev(s.piles[1] ?? []), rev(s.piles[0] ?? [])],
      shopStack: rev(s.shopStack),
      palaceStack: rev(s.palaceStack),
      characterDeck: rev(s.characterDeck),
      specialDeck: rev(s.specialDeck),
    };
    expect(MuranoStateC.is(t)).toBe(true);
    expect(deepEqual(t.rng, s.rng)).toBe(false);
    for (const v of viewers(s)) expect(game.view(t, v)).toEqual(game.view(s, v));
  });

  it("special building card options: the drawing player only; the chosen card public, the two returned never", () => {
    let s = base();
    s = put(s, "TM.S1", s.piles[0]?.[0] ?? "");
    const sp = s.specialTileStack[0] ?? "";
    s = valid(withPlayer({ ...s, specialTileStack: s.specialTileStack.slice(1) }, 0, { hand: { glassFactories: [], specialTiles: [sp], shops: [], palaces: [] } }));
    const cfg = { ...s.config };
    const start = valid({ ...s, ships: shipsBefore(0) });
    const options = start.specialDeck.slice(0, 3);
    let m = unwrap(createMatchFromState(game, cfg, start));
    m = unwrap(coreAct(m, 0, { type: "act", ship: 0, to: 0 }));
    m = unwrap(coreAct(m, 0, { type: "placeBuilding", tile: sp, cell: "TM.B1" }));
    expect(playerView(m, 0).step).toEqual({ kind: "specialCard", options, resume: { placed: 1 } });
    for (const v of [1, 2, 3, SPECTATOR] as const) {
      expect(playerView(m, v).step).toEqual({ kind: "specialCard", hidden: 3 });
      for (const c of options) expect(JSON.stringify(playerView(m, v))).not.toContain(c);
    }
    const [a, chosen, b] = options;
    m = unwrap(coreAct(m, 0, { type: "chooseSpecial", card: chosen ?? "" }));
    for (const v of [1, 2, 3, SPECTATOR] as const) {
      const all = JSON.stringify(viewLog(m, v)) + JSON.stringify(playerView(m, v));
      expect(all).toContain(chosen);
      expect(all).not.toContain(a);
      expect(all).not.toContain(b);
    }
  });

  it("a shop or palace bought in a final turn and offered for placement keeps its face hidden from others", () => {
    let s = base(3, { startPlayer: 0 });
    s = put(s, "TM.S1", "ST01");
    s = valid({ ...s, ending: { rule: "lastTurns", triggeredBy: 2 } });
    const shop = s.shopStack[0] ?? "";
    const f = act(enter(s, 0, 1), 0, { type: "buyTop" });
    expect(f.step).toEqual({ kind: "finalPlace", tile: shop });
    for (const v of [1, 2, SPECTATOR] as const) {
      expect(game.view(f, v).step).toEqual({ kind: "finalPlace", hiddenTile: "shop" });
      expect(JSON.stringify(game.view(f, v))).not.toContain(shop);
    }
    expect(game.view(redrawHidden(f, 1, 5), 1)).toEqual(game.view(f, 1));
  });
});

describe("§2.11 the undo history: an action that drew or revealed something cannot be taken back", () => {
  it("buyTop, search, pick, keep, decline, drawStreet, a special tile's draw and produce are not undoable; a paid move is", () => {
    let s = base(4, { startPlayer: 0 });
    s = put(put(put(s, "TM.S1", "ST01"), "SD.S1", "ST02"), "SD.B1", "GF01", 0);
    const sp = s.specialTileStack[0] ?? "";
    // A state that can occur (checkState): seat 0's 6 VP are the 5 it started with and its glass factory's 1.
    const sheet = { ...s.players[0]!.breakdown, buildings: 1 };
    s = valid(withPlayer({ ...s, specialTileStack: s.specialTileStack.slice(1) }, 0, { gold: 10, vp: 6, breakdown: sheet, hand: { glassFactories: [], specialTiles: [sp], shops: [], palaces: [] } }));
    const run = (q: number, actions: MuranoAction[]) => {
      let m = unwrap(createMatchFromState(game, s.config, { ...s, ships: shipsBefore(q) }));
      m = unwrap(coreAct(m, 0, { type: "act", ship: 0, to: q }));
      for (const a of actions) m = unwrap(coreAct(m, 0, a));
      return m;
    };
    const cannot = (m: M) => expect(either.isLeft(undo(m)), JSON.stringify(matchLast(m))).toBe(true);
    cannot(run(1, [{ type: "buyTop" }]));
    cannot(run(1, [{ type: "search" }]));
    cannot(run(1, [{ type: "search" }, { type: "pick", tile: [...s.shopStack].sort()[0] ?? "" }]));
    cannot(run(12, []));
    const rec = run(12, []);
    const card = rec.state.step.kind === "recruit" ? (rec.state.step.options[0] ?? "") : "";
    cannot(unwrap(coreAct(rec, 0, { type: "keep", card })));
    cannot(unwrap(coreAct(rec, 0, { type: "decline" })));
    cannot(run(0, [{ type: "drawStreet", pile: 0 }]));
    cannot(run(0, [{ type: "placeBuilding", tile: sp, cell: "TM.B1" }]));
    cannot(run(16, [{ type: "produce", factories: 1, extra: false }]));
    let mv = unwrap(createMatchFromState(game, s.config, s));
    mv = unwrap(coreAct(mv, 0, { type: "move", ship: 7, to: 17 }));
    expect(either.isRight(undo(mv))).toBe(true);
  });
});

describe("§2.11 the undo history: actions that reveal a face", () => {
  /** Seat 0 at the start of a Build (space 0), holding `hand`, with a street on TM.S1 (next to TM.B1). */
  function building(hand: { shops?: string[]; palaces?: string[]; glassFactories?: string[] }): M {
    let s = put(base(4, { startPlayer: 0 }), "TM.S1", "ST01");
    const held = [...(hand.shops ?? []), ...(hand.palaces ?? []), ...(hand.glassFactories ?? [])];
    const out = (xs: readonly string[]) => xs.filter((x) => !held.includes(x));
    s = {
      ...s,
      shopStack: out(s.shopStack),
      palaceStack: out(s.palaceStack),
      glassFactoryStack: out(s.glassFactoryStack),
      removed: { ...s.removed, palaces: out(s.removed.palaces), shops: out(s.removed.shops) },
    };
    s = valid(withPlayer(s, 0, { hand: { glassFactories: hand.glassFactories ?? [], specialTiles: [], shops: hand.shops ?? [], palaces: hand.palaces ?? [] } }));
    return unwrap(coreAct(unwrap(createMatchFromState(game, s.config, { ...s, ships: shipsBefore(0) })), 0, { type: "act", ship: 0, to: 0 }));
  }

  it("building a palace or a shop from the hand shows its face to everyone: it cannot be taken back", () => {
    const palace = unwrap(coreAct(building({ palaces: ["PA01"] }), 0, { type: "placeBuilding", tile: "PA01", cell: "TM.B1" }));
    expect(either.isLeft(undo(palace)) && undo(palace)).toMatchObject({ left: { kind: "cannot-undo" } });
    const shop = unwrap(coreAct(building({ shops: ["SH01"] }), 0, { type: "placeBuilding", tile: "SH01", cell: "TM.B1" }));
    expect(either.isLeft(undo(shop))).toBe(true);
  });

  it("building a glass factory (a public tile) can be taken back", () => {
    const before = building({ glassFactories: ["GF01"] });
    const built = unwrap(coreAct(before, 0, { type: "placeBuilding", tile: "GF01", cell: "TM.B1" }));
    const back = undo(built);
    expect(either.isRight(back) && back.right.state).toEqual(before.state);
  });

  it("placing a shop bought in a final turn cannot be taken back; scoring a character cannot either", () => {
    let s = base(3, { startPlayer: 0 });
    // The end can only have been triggered with two empty stacks: the glass factories and special tiles are in seat 2's hand.
    s = withPlayer(s, 2, { hand: { ...s.players[2]!.hand, glassFactories: [...s.glassFactoryStack], specialTiles: [...s.specialTileStack] } });
    s = valid({ ...put(s, "TM.S1", "ST01"), glassFactoryStack: [], specialTileStack: [], ending: { rule: "lastTurns", triggeredBy: 2 } });
    let m = unwrap(createMatchFromState(game, s.config, { ...s, ships: shipsBefore(1) }));
    m = unwrap(coreAct(m, 0, { type: "act", ship: 0, to: 1 }));
    m = unwrap(coreAct(m, 0, { type: "buyTop" }));
    expect(m.state.step.kind).toBe("finalPlace");
    const placed = unwrap(coreAct(m, 0, { type: "placeBought", cell: "TM.B1" }));
    expect(either.isLeft(undo(placed))).toBe(true);
    // A score step shows the card: the module's isUndoable says no, whatever the states.
    const score: MuranoAction = { type: "score", card: "MC01", island: "TM", pay: 0, beads: { red: 0, green: 0, blue: 0 } };
    expect(game.isUndoable?.(s, 0, score, s)).toBe(false);
  });
});

function matchLast(m: M): unknown {
  return lastEntry(m)?.action;
}

describe("redrawHidden keeps each viewer's view (and the actor's choices) identical", () => {
  for (const [n, seed] of [[2, 21], [3, 22], [4, 23]] as const) {
    it(`${n} players, along a whole game`, () => {
      let checked = 0;
      let changed = 0;
      let step = 0;
      playGame(n, seed, (s) => {
        if (step++ % 3 !== 0 && !["search", "recruit", "specialCard", "finalPlace"].includes(s.step.kind)) return;
        for (const v of viewers(s)) {
          const r = redrawHidden(s, v, step * 7 + 1);
          expect(MuranoStateC.is(r), `codec after redraw at ${s.step.kind}`).toBe(true);
          expect(game.view(r, v), `view of ${v} at ${s.step.kind}`).toEqual(game.view(s, v));
          if (v === s.current) {
            expect(game.legalActions(r, v).map((a) => JSON.stringify(a)).sort()).toEqual(game.legalActions(s, v).map((a) => JSON.stringify(a)).sort());
          }
          // Components are conserved: the same ids, re-dealt.
          const ids = (x: MuranoState) =>
            [...x.piles.flat(), ...x.shopStack, ...x.palaceStack, ...x.characterDeck, ...x.specialDeck, ...x.removed.palaces, ...x.removed.charactersUnseen, ...x.players.flatMap((p) => [...p.hand.shops, ...p.hand.palaces, ...p.characters]), ...(x.step.kind === "recruit" || x.step.kind === "specialCard" ? x.step.options : [])].sort();
          expect(ids(r)).toEqual(ids(s));
          if (!deepEqual(r, s)) changed++;
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(100);
      expect(changed).toBeGreaterThan(checked / 2);
    });
  }
});

function unwrap<T>(e: either.Either<{ message: string }, T>): T {
  if (either.isLeft(e)) throw new Error(e.left.message);
  return e.right;
}
