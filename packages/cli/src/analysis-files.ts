/**
 * The files of a resumable analysis in `laguna analyze --out DIR`: `run.json`, what the analysis
 * is (its {@link AnalysisSettings}), and `records.jsonl`, the record of every game played so far,
 * one JSON line each, appended as slices finish. `--resume DIR` reads both and plays the rest.
 *
 * @module
 */
import { type GameRecord, GameRecordC } from "@laguna/analysis";
import { quotedCut } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AnalysisSettings } from "./analysis";
import { BOT_NAMES, type BotName } from "./bots";

/**
 * The name of the file that says what a resumable analysis is.
 *
 * @example
 * join(dir, RUN_FILE); // "dir/run.json"
 * @category Analyze
 */
export const RUN_FILE = "run.json";

/**
 * The name of the file of a resumable analysis's game records, one JSON line each.
 *
 * @example
 * join(dir, RECORDS_FILE); // "dir/records.jsonl"
 * @category Analyze
 */
export const RECORDS_FILE = "records.jsonl";

const whole = t.refinement(t.number, (n) => Number.isSafeInteger(n), "a whole number");
const optional = <C extends t.Mixed>(codec: C) => t.union([codec, t.undefined]);

/**
 * The codec of {@link AnalysisSettings} as `run.json` keeps them.
 *
 * @example
 * AnalysisSettingsC.is({ game: "stash", variants: [], playerCounts: [2], bots: ["random"], games: 10, seed: 1 }); // true
 * @category Analyze
 */
export const AnalysisSettingsC: t.Type<AnalysisSettings, AnalysisSettings, unknown> = t.readonly(
  t.intersection([
    t.type({
      game: t.string,
      variants: t.readonlyArray(t.readonly(t.type({ name: t.string, config: t.UnknownRecord }))),
      playerCounts: t.readonlyArray(whole),
      bots: t.readonlyArray(t.keyof(Object.fromEntries(BOT_NAMES.map((name) => [name, null])) as Record<BotName, null>)),
      games: whole,
      seed: whole,
    }),
    t.partial({
      version: optional(t.string),
      recordFormat: optional(whole),
      module: optional(t.string),
      stepLimit: optional(whole),
      iterations: optional(whole),
      restrict: optional(t.readonlyArray(t.string)),
      resamples: optional(whole),
    }),
  ]),
);

/** The codec of `run.json`. */
const RunFileC = t.type({ format: t.literal("laguna-analyze-run"), version: t.literal(1), settings: AnalysisSettingsC });

/**
 * The text of `run.json` for these settings.
 *
 * @example
 * runFileText(settings); // '{\n  "format": "laguna-analyze-run",\n  "version": 1,\n  "settings": {...}\n}\n'
 * @category Analyze
 */
export function runFileText(settings: AnalysisSettings): string {
  return `${JSON.stringify({ format: "laguna-analyze-run", version: 1, settings }, null, 2)}\n`;
}

/**
 * Game records as lines of `records.jsonl`: one JSON object and a newline each.
 *
 * @example
 * recordsText(records); // '{"variant":0,...}\n{"variant":0,...}\n'
 * @category Analyze
 */
export function recordsText(records: readonly GameRecord[]): string {
  return records.map((record) => `${JSON.stringify(record)}\n`).join("");
}

/**
 * Reads the lines of `records.jsonl`, each checked by `GameRecordC`. A last line without its
 * newline (the run was stopped while writing it) is left out; any other bad line is `Left`
 * naming it.
 *
 * @example
 * parseRecords(recordsText(records)); // right(records)
 * @category Analyze
 */
export function parseRecords(text: string): either.Either<string, GameRecord[]> {
  const lines = text.split("\n");
  lines.pop(); // after the last newline: empty, or a line cut short
  const records: GameRecord[] = [];
  for (const [i, line] of lines.entries()) {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      json = undefined;
    }
    const decoded = GameRecordC.decode(json);
    if (either.isLeft(decoded)) return either.left(`line ${i + 1} of ${RECORDS_FILE} is not a game record: ${quotedCut(line)}.`);
    records.push(decoded.right);
  }
  return either.right(records);
}

/**
 * Starts the files of a resumable analysis in `dir` (made if missing): `run.json` for these
 * settings and an empty `records.jsonl`. Throws what the file system throws.
 *
 * @example
 * startRunFiles("out", settings);
 * @category Analyze
 */
export function startRunFiles(dir: string, settings: AnalysisSettings): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, RUN_FILE), runFileText(settings));
  writeFileSync(join(dir, RECORDS_FILE), "");
}

/**
 * Appends game records to `dir`'s `records.jsonl`. Throws what the file system throws.
 *
 * @example
 * appendRecords("out", records);
 * @category Analyze
 */
export function appendRecords(dir: string, records: readonly GameRecord[]): void {
  appendFileSync(join(dir, RECORDS_FILE), recordsText(records));
}

/**
 * Reads a resumable analysis from `dir`: its settings and the records of the games played. `Left`
 * with a message for people when a file is missing or is not what it should be.
 *
 * @example
 * const run = readRunFiles("out");
 * if (either.isRight(run)) console.log(run.right.records.length, "games played");
 * @category Analyze
 */
export function readRunFiles(dir: string): either.Either<string, { readonly settings: AnalysisSettings; readonly records: GameRecord[] }> {
  const read = (name: string): either.Either<string, string> => {
    try {
      return either.right(readFileSync(join(dir, name), "utf8"));
    } catch (e) {
      return either.left(`cannot read ${JSON.stringify(join(dir, name))}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const runText = read(RUN_FILE);
  if (either.isLeft(runText)) return runText;
  let json: unknown;
  try {
    json = JSON.parse(runText.right);
  } catch {
    json = undefined;
  }
  const run = RunFileC.decode(json);
  if (either.isLeft(run)) return either.left(`${JSON.stringify(join(dir, RUN_FILE))} is not the run file of laguna analyze.`);
  const recordsText = read(RECORDS_FILE);
  if (either.isLeft(recordsText)) return recordsText;
  const records = parseRecords(recordsText.right);
  if (either.isLeft(records)) return either.left(`${JSON.stringify(dir)}: ${records.left}`);
  return either.right({ settings: run.right.settings, records: records.right });
}
