/**
 * Issue 28: at every choice of a game in the terminal, a person can find on the drawn board
 * where each listed move goes. For each title, over a few seeded games, every space, card,
 * column, house or position that a legal action's description names appears as a label in the
 * rendering of the acting player's view (the words of the move and the labels of the board
 * match exactly).
 */
import { type AnyGame, playerName } from "@laguna/core";
import { game as murano } from "@laguna/murano";
import { game as lightMasters } from "@laguna/murano-light-masters";
import { game as burano } from "@laguna/walking-in-burano";
import * as either from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";

/** A label a description names, and the part of the board it must be found in. */
interface Named {
  readonly label: string;
  /** The rendered text it must appear in as a whole word (the whole board by default). */
  readonly where: (rendered: string) => string;
}

const whole = (rendered: string): string => rendered;
const word = (label: string) =>
  new RegExp(`(^|[^A-Za-z0-9#-])${label.replace(/[#.*+?^${}()|[\]\\]/g, "\\$&")}${/[A-Za-z0-9]$/.test(label) ? "($|[^A-Za-z0-9-])" : ""}`);

/** The lines of one Murano island's block: from its header line to its gondolas line. */
const islandBlock = (island: string) => (rendered: string): string => {
  const lines = rendered.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`${island} `));
  if (start < 0) return "";
  const end = lines.findIndex((l, i) => i > start && l.trimStart().startsWith("gondolas"));
  return lines.slice(start, end + 1).join("\n");
};
const ringLine = (rendered: string): string => rendered.split("\n").filter((l, i, all) => l.startsWith("Ring:") || (i > 0 && all[i - 1]?.startsWith("Ring:") === true && l.startsWith(" "))).join("\n");

function muranoNamed(text: string): Named[] {
  const out: Named[] = [];
  let rest = text;
  for (const m of text.matchAll(/\b([A-Z]{2})\.([BS]\d+)\b/g)) {
    out.push({ label: m[2] as string, where: islandBlock(m[1] as string) });
    rest = rest.replace(m[0], "");
  }
  for (const m of text.matchAll(/the (\S+) gondola of ([A-Z]{2})/g)) out.push({ label: `${m[1]}:`, where: islandBlock(m[2] as string) });
  for (const m of text.matchAll(/space (\d+)/g)) out.push({ label: `${m[1]}:`, where: ringLine });
  for (const m of text.matchAll(/\b(RED|BK\d)\b/g)) out.push({ label: m[1] as string, where: ringLine });
  for (const m of text.matchAll(/\bpile ([AB])\b/g)) out.push({ label: `pile ${m[1]}`, where: whole });
  for (const m of text.matchAll(/\bon ([A-Z]{2})\b/g)) out.push({ label: m[1] as string, where: whole });
  for (const m of rest.matchAll(/\b[A-Z]{2}\d{2}\b/g)) out.push({ label: m[0], where: whole });
  return out;
}

function lightMastersNamed(text: string): Named[] {
  const out: Named[] = [];
  for (const m of text.matchAll(/#(\d+)/g)) out.push({ label: `#${m[1]}`, where: whole });
  for (const m of text.matchAll(/Market (NE|SE|SW|NW)/g)) out.push({ label: `Market ${m[1]}`, where: whole });
  for (const m of text.matchAll(/\b(ART|JEW|HOU|ANI)-\d+\b/g)) out.push({ label: m[0], where: whole });
  for (const m of text.matchAll(/the (\w+) tile/g)) out.push({ label: `${m[1]} tile`, where: whole });
  for (const m of text.matchAll(/Ring positions ([\d, ]+)/g)) for (const p of (m[1] as string).trim().split(/, */)) out.push({ label: p, where: (r) => r.split("\n").find((l) => l.trimStart().startsWith("pos")) ?? "" });
  return out;
}

function buranoNamed(text: string): Named[] {
  const out: Named[] = [];
  for (const m of text.matchAll(/supply column (\d+)/g)) out.push({ label: m[1] as string, where: (r) => r.split("\n").find((l) => l.trimStart().startsWith("supply column")) ?? "" });
  for (const m of text.matchAll(/\bF[123]-[A-Z]{3}-\d\b/g)) out.push({ label: m[0], where: whole });
  for (const m of text.matchAll(/new house (L\d)/g)) out.push({ label: m[1] as string, where: whole });
  for (const m of text.matchAll(/(?<!new )house (\d+)/g)) out.push({ label: m[1] as string, where: ownHouseLabels });
  for (const m of text.matchAll(/(1st|2nd|3rd) (?:and (1st|2nd|3rd) )?floors?/g)) {
    out.push({ label: m[1] as string, where: whole });
    if (m[2] !== undefined) out.push({ label: m[2], where: whole });
  }
  return out;
}

/** The acting player's house line: the numbers of their houses and of the new one on the right. */
let actingPlayer = 0;
const ownHouseLabels = (rendered: string): string => {
  const lines = rendered.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`${playerName(actingPlayer)}:`) || l.startsWith(`${playerName(actingPlayer)} (`));
  return lines[start + 1] ?? "";
};

const TITLES: readonly (readonly [AnyGame, (text: string) => Named[], number])[] = [
  [murano, muranoNamed, 2],
  [lightMasters, lightMastersNamed, 2],
  [burano, buranoNamed, 2],
];

describe.each(TITLES.map(([game, named, players]) => ({ id: game.id, game, named, players })))("$id: every label a move names is on the acting player's board", ({ game, named, players }) => {
  it.each([1, 2, 3])("seed %i", (seed) => {
    let state = game.setup(game.defaultConfig(players), seed);
    let checked = 0;
    for (let step = 0; step < 2_000 && game.activePlayers(state).length > 0; step++) {
      const seat = game.activePlayers(state)[0] as number;
      actingPlayer = seat;
      const rendered = game.render?.(game.view(state, seat)) ?? "";
      const legal = game.legalActions(state, seat);
      for (const action of legal) {
        const text = game.describeAction(action);
        for (const { label, where } of named(text)) {
          const part = where(rendered);
          if (!word(label).test(part)) expect.fail(`"${text}" names ${label}, which the board of ${playerName(seat)} does not show here:\n${part}`);
          checked++;
        }
      }
      const next = game.apply(state, seat, legal[(step * 7 + seed) % legal.length]);
      if (either.isLeft(next)) expect.fail(next.left.message);
      state = next.right;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
