/**
 * The first-game guide's "break it on purpose" list (docs/guide/your-first-game.md, section 15):
 * each break, made in a copy of examples/first-game/src/game.ts, is caught by the law the guide
 * names, with the words it quotes. So the list stays true when the laws' messages change.
 */
import { type LawReport, runGameLaws } from "@laguna/testing";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const gameFile = fileURLToPath(new URL("../../examples/first-game/src/game.ts", import.meta.url));
const guide = readFileSync(fileURLToPath(new URL("../../docs/guide/your-first-game.md", import.meta.url)), "utf8");
const source = readFileSync(gameFile, "utf8");
// Inside the repository, so that the copies' imports (fp-ts, io-ts, @laguna/core) resolve.
const scratch = mkdtempSync(join(fileURLToPath(new URL(".", import.meta.url)), ".guide-breaks-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Break {
  /** The change as the guide prints it (it must appear in the guide). */
  readonly guideSays: string;
  /** The line of game.ts it changes, and how. */
  readonly from: string;
  readonly to: string;
  /** The laws that may catch it, and what the message must hold. */
  readonly laws: readonly string[];
  readonly message: RegExp;
}

const BREAKS: readonly Break[] = [
  {
    guideSays: "make `view` show every hand (`seat === viewer || state.over || true ? hand : ...`)",
    from: "hands: state.hands.map((hand, seat) => (seat === viewer || state.over ? hand : hiddenHand(",
    to: "hands: state.hands.map((hand, seat) => (seat === viewer || state.over || true ? hand : hiddenHand(",
    laws: ["secrecy"],
    message: /^law 7 \(secrecy\) broken: the view of .* at step \d+ changes when hidden information is re-drawn, at hands\[\d\]\[\d\]: ".*" \(here\) vs ".*" \(re-drawn\): it reveals what .* may not know, or redrawHidden changed what .* can see/,
  },
  {
    guideSays: "let `redrawHidden` forget what is known (`known: seat === viewer || state.over ? hand : []`)",
    from: "known: seat === viewer || state.over ? hand : state.known[seat] }",
    to: "known: seat === viewer || state.over ? hand : [] }",
    laws: ["secrecy", "redraw"],
    message: /^law 7 \(secrecy\) broken: .*changes when hidden information is re-drawn, at hands\[\d\]\.known.*or redrawHidden changed what .* can see|^law 11 \(redraw\) broken: checkState refuses the state re-drawn for/,
  },
  {
    guideSays: 'let a draw from the deck be undone (`action.type === "take" || action.type === "draw"`)',
    from: 'isUndoable: (_before, _seat, action) => action.type === "take",',
    to: 'isUndoable: (_before, _seat, action) => action.type === "take" || action.type === "draw",',
    laws: ["reveal"],
    message: /^law 10 \(reveal\) broken: seat \d's \{"type":"draw"\} at step \d+ can be undone, yet it shows seat \d something seat \d could not know before/,
  },
  {
    guideSays: "forget `take` in `legalActions`",
    from: 'return canTake ? [{ type: "draw" }, { type: "take" }] : [{ type: "draw" }];',
    to: 'return canTake ? [{ type: "draw" }] : [{ type: "draw" }];',
    laws: ["legality"],
    message: /^law 3 \(legality\) broken: apply accepts \{"type":"take"\} from seat \d at step \d+, which legalActions does not list/,
  },
];

async function brokenGame(index: number, b: Break): Promise<Parameters<typeof runGameLaws>[0]> {
  expect(source.split(b.from), `game.ts holds "${b.from}" once`).toHaveLength(2);
  const file = join(scratch, `game-${index}.ts`);
  writeFileSync(file, source.replace(b.from, b.to));
  const module = (await import(/* @vite-ignore */ file)) as { canalLights: Parameters<typeof runGameLaws>[0] };
  return module.canalLights;
}

describe("the first-game guide's broken games", () => {
  it.each(BREAKS.map((b, i) => [b.guideSays, i, b] as const))("%s: caught by the law the guide names", async (_name, index, b) => {
    expect(guide.replace(/\s+/g, " ")).toContain(b.guideSays);
    const report: LawReport = runGameLaws(await brokenGame(index, b), { runsPerConfig: 10, mixedRuns: 0 });
    expect(report.ok).toBe(false);
    expect(b.laws).toContain(report.failure?.law);
    expect(report.failure?.message).toMatch(b.message);
  });

  it("the unbroken game passes the same run (so the failures above are the breaks')", () => {
    return import(/* @vite-ignore */ gameFile).then((module: { canalLights: Parameters<typeof runGameLaws>[0] }) => {
      expect(runGameLaws(module.canalLights, { runsPerConfig: 10, mixedRuns: 0 }).ok).toBe(true);
    });
  });
});
