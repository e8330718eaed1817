/**
 * Where two JSON values differ: the path of the first field that is not the same, for law
 * failures that say which part of a view or a state changed.
 *
 * @module
 */
import { deepEqual, showValue } from "@laguna/core";

/**
 * The first place where two plain JSON values differ: its path (`players[1].hand`, or `""` for
 * the values themselves) and the value on each side (`undefined` where one side has no such
 * field). Fields are compared in sorted key order, array items by index.
 *
 * @example
 * firstDifference({ players: [{ hand: [1] }, { hand: [2] }] }, { players: [{ hand: [1] }, { hand: [3] }] });
 * // { path: "players[1].hand[0]", left: 2, right: 3 }
 * @category Diagnostics
 */
export function firstDifference(left: unknown, right: unknown): { path: string; left: unknown; right: unknown } | undefined {
  return walk(left, right, "");
}

function walk(left: unknown, right: unknown, path: string): { path: string; left: unknown; right: unknown } | undefined {
  if (deepEqual(left, right)) return undefined;
  if (Array.isArray(left) && Array.isArray(right)) {
    // Arrays of different lengths: the whole array is the difference (an index would mislead).
    if (left.length !== right.length) return { path, left, right };
    for (let i = 0; i < left.length; i++) {
      const found = walk(left[i], right[i], `${path}[${i}]`);
      if (found) return found;
    }
    return { path, left, right };
  }
  if (isRecord(left) && isRecord(right)) {
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
    for (const key of keys) {
      const found = walk(left[key], right[key], /^[A-Za-z_$][\w$]*$/.test(key) ? (path === "" ? key : `${path}.${key}`) : `${path}[${JSON.stringify(key)}]`);
      if (found) return found;
    }
  }
  return { path, left, right };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Says in words where two values differ, naming each side: `at players[1].hand: [4, 9] (here)
 * vs {"size":2} (re-drawn)`; `""` when they are equal.
 *
 * @example
 * describeDifference({ a: 1 }, { a: 2 }, "before", "after"); // 'at a: 1 (before) vs 2 (after)'
 * @category Diagnostics
 */
export function describeDifference(left: unknown, right: unknown, leftName: string, rightName: string): string {
  const d = firstDifference(left, right);
  if (d === undefined) return "";
  const show = (v: unknown) => (v === undefined ? "nothing" : showValue(v, 120));
  return `at ${d.path === "" ? "the top level" : d.path}: ${show(d.left)} (${leftName}) vs ${show(d.right)} (${rightName})`;
}
