/**
 * Component data files: every rule module keeps its component data in JSON files of the form
 * `{ "source": "...", "records": [...] }`, each record tagged with its provenance. These helpers
 * validate such a file with an io-ts codec when the module loads, and index its records.
 *
 * @module
 */
import * as either from "fp-ts/lib/Either.js";
import * as t from "io-ts";
import { showValue, toDecodeIssues } from "./errors";

/**
 * Decodes the records of a data file, or throws an `Error` naming the file, the path, the
 * expected type and the value found. Data files ship with the package, so a broken one is a
 * packaging error, found when the module loads.
 *
 * @example
 * const CARDS = loadRecords(CardC, cardsJson, "@laguna/my-game: data/cards.json");
 * @category Data files
 */
export function loadRecords<A>(codec: t.Type<A, unknown>, file: { readonly records: unknown }, name: string): readonly A[] {
  const decoded = t.readonlyArray(codec).decode(file.records);
  if (either.isRight(decoded)) return decoded.right;
  const [issue] = toDecodeIssues(decoded.left, "records");
  throw new Error(
    `${name} is invalid${issue ? `: at ${issue.path}: expected ${issue.expected}, got ${showValue(issue.actual)}` : ""}`,
  );
}

/**
 * Indexes records by a key, throwing an `Error` naming the file when a key repeats.
 *
 * @example
 * const byId = indexRecords(CARDS, (c) => c.id, "data/cards.json");
 * byId.get("ART-1");
 * @category Data files
 */
export function indexRecords<A, K>(records: readonly A[], key: (record: A) => K, name: string): ReadonlyMap<K, A> {
  const index = new Map<K, A>();
  for (const record of records) {
    const k = key(record);
    if (index.has(k)) throw new Error(`${name} is invalid: duplicate ${showValue(k)}`);
    index.set(k, record);
  }
  return index;
}
