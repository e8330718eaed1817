/**
 * Inputs for the legality law that no legal action is: junk, variations of a legal action, and
 * malformed inputs (unknown fields at any depth, prototypes, getters, Proxies, deep nesting).
 *
 * @module
 */
import { showValue } from "@laguna/core";

/** Inputs that are not actions of any sensible game, for the legality law. */
export const JUNK: readonly unknown[] = [null, undefined, 0, -1, 1.5, "", "x", true, [], {}, { type: "__no_such_action__" }];

/** Variations of a legal action: each field removed, nulled, shifted, or an extra field added. */
export function mutations(action: unknown): { candidate: unknown; extraField: boolean }[] {
  if (action === null || typeof action !== "object" || Array.isArray(action)) {
    return typeof action === "number"
      ? [action + 1, action - 1, -action - 1, 1e9].map((candidate) => ({ candidate, extraField: false }))
      : [];
  }
  const out: { candidate: unknown; extraField: boolean }[] = [];
  const record = action as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    const { [key]: _removed, ...without } = record;
    out.push({ candidate: without, extraField: false });
    out.push({ candidate: { ...record, [key]: null }, extraField: false });
    if (typeof v === "number") {
      for (const n of [v + 1, v - 1, 1e9, -1]) out.push({ candidate: { ...record, [key]: n }, extraField: false });
    } else if (typeof v === "string") {
      out.push({ candidate: { ...record, [key]: `${v}_` }, extraField: false });
    } else if (Array.isArray(v)) {
      out.push({ candidate: { ...record, [key]: [...v, ...v] }, extraField: false });
      out.push({ candidate: { ...record, [key]: v.slice(1) }, extraField: false });
    }
  }
  out.push({ candidate: { ...record, __extra__: 1 }, extraField: true });
  return out;
}

/** An array nested `depth` levels deep around `inner`. */
export function nestedArray(depth: number, inner: unknown): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Copies of `value` with an extra field added to one nested object each (not the top level). */
export function nestedExtras(value: unknown, depth = 0): unknown[] {
  if (value === null || typeof value !== "object") return [];
  const out: unknown[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      for (const changed of nestedExtras(item, depth + 1)) out.push(value.map((v, j) => (j === i ? changed : v)));
    });
    return out;
  }
  if (depth > 0) out.push({ ...value, __extra__: 1 });
  for (const [key, item] of Object.entries(value)) {
    for (const changed of nestedExtras(item, depth + 1)) out.push({ ...value, [key]: changed });
  }
  return out;
}

/**
 * Malformed inputs built from a legal action, which the engine must refuse as `invalid-input`
 * (never accept, never blame the module, never throw): unknown fields at the top and nested,
 * fields inherited from a prototype, getters (answering and throwing), Proxies, class instances,
 * BigInts in null-prototype objects, and nesting far deeper than any action.
 */
export function trickyInputs(action: unknown): { what: string; input: () => unknown }[] {
  const out: { what: string; input: () => unknown }[] = [
    { what: "an array nested 5,000 levels deep", input: () => nestedArray(5000, action) },
    {
      what: "a null-prototype object holding a BigInt",
      input: () => Object.assign(Object.create(null) as object, { type: 1n }),
    },
  ];
  if (action === null || typeof action !== "object" || Array.isArray(action)) return out;
  const record = action as Record<string, unknown>;
  out.push(
    { what: "the action with an unknown field", input: () => ({ ...record, __extra__: 1 }) },
    { what: "the action's fields inherited from a prototype", input: () => Object.create(record) as unknown },
    {
      what: "the action behind a Proxy whose traps throw",
      input: () =>
        new Proxy(record, {
          ownKeys: () => {
            throw new Error("trap");
          },
          get: () => {
            throw new Error("trap");
          },
        }),
    },
    {
      what: "the action with a getter for a field",
      input: () => {
        const copy: Record<string, unknown> = { ...record };
        const [key] = Object.keys(record);
        if (key !== undefined) {
          const v = record[key];
          Object.defineProperty(copy, key, { enumerable: true, configurable: true, get: () => v });
        }
        return copy;
      },
    },
    {
      what: "the action with a throwing getter",
      input: () =>
        Object.defineProperty({ ...record }, "__getter__", {
          enumerable: true,
          get: () => {
            throw new Error("getter");
          },
        }),
    },
  );
  const [firstKey] = Object.keys(record);
  if (firstKey !== undefined) {
    out.push({ what: "the action with a field nested 5,000 levels deep", input: () => ({ ...record, [firstKey]: nestedArray(5000, record[firstKey]) }) });
  }
  for (const nested of nestedExtras(record).slice(0, 3)) out.push({ what: `the action with a nested unknown field ${showValue(nested)}`, input: () => nested });
  return out;
}
