/**
 * What grew between two heap snapshots (V8's `.heapsnapshot` JSON, as `npm run bench:memory --
 * --snapshot=2000,20000` writes them), without a browser: how issue 27 found the caches behind
 * Light Masters' growing heap.
 *
 * Prints two tables:
 *
 * 1. by kind (an object's constructor name, `string`, `array`, code...): how many more nodes and
 *    bytes the second snapshot holds;
 * 2. the objects new in the second snapshot (their node ids are not in the first), grouped by the
 *    first object *of the first snapshot* that retains them, biggest first, with that object's
 *    retainer chain up to the GC roots (a Map under a closure's context names the module-level
 *    cache that grows: `object:Map <-.SUBSETS < system / Context ...`).
 *
 * Usage: `npx tsx bench/memory-diff.ts <before.heapsnapshot> <after.heapsnapshot> [rows]`.
 *
 * @module
 */
import { readFileSync } from "node:fs";

/** The parts of a `.heapsnapshot` this reads. */
interface RawSnapshot {
  readonly snapshot: {
    readonly meta: {
      readonly node_fields: readonly string[];
      readonly node_types: readonly [readonly string[], ...unknown[]];
      readonly edge_fields: readonly string[];
      readonly edge_types: readonly [readonly string[], ...unknown[]];
    };
  };
  readonly nodes: readonly number[];
  readonly edges: readonly number[];
  readonly strings: readonly string[];
}

/** A loaded snapshot with its field offsets and each node's first strong retainer. */
interface Heap {
  readonly raw: RawSnapshot;
  readonly nodeFields: number;
  readonly edgeFields: number;
  readonly count: number;
  readonly at: { readonly type: number; readonly name: number; readonly size: number; readonly edges: number; readonly id: number };
  readonly edgeAt: { readonly type: number; readonly name: number; readonly to: number };
  /** Per node: the index of its first retainer by a strong edge, or -1. */
  readonly retainer: Int32Array;
  /** Per node: the offset in `edges` of that edge, or -1. */
  readonly retainerEdge: Int32Array;
}

function load(path: string): Heap {
  const raw = JSON.parse(readFileSync(path, "utf8")) as RawSnapshot;
  const { node_fields: nf, edge_fields: ef, edge_types: et } = raw.snapshot.meta;
  const nodeFields = nf.length;
  const edgeFields = ef.length;
  const count = raw.nodes.length / nodeFields;
  const at = { type: nf.indexOf("type"), name: nf.indexOf("name"), size: nf.indexOf("self_size"), edges: nf.indexOf("edge_count"), id: nf.indexOf("id") };
  const edgeAt = { type: ef.indexOf("type"), name: ef.indexOf("name_or_index"), to: ef.indexOf("to_node") };
  const retainer = new Int32Array(count).fill(-1);
  const retainerEdge = new Int32Array(count).fill(-1);
  const edgeTypes = et[0];
  for (let i = 0, e = 0; i < count; i++) {
    const n = raw.nodes[i * nodeFields + at.edges] ?? 0;
    for (let k = 0; k < n; k++, e += edgeFields) {
      const kind = edgeTypes[raw.edges[e + edgeAt.type] ?? 0];
      if (kind === "weak" || kind === "shortcut") continue;
      const to = (raw.edges[e + edgeAt.to] ?? 0) / nodeFields;
      if (retainer[to] === -1) {
        retainer[to] = i;
        retainerEdge[to] = e;
      }
    }
  }
  return { raw, nodeFields, edgeFields, count, at, edgeAt, retainer, retainerEdge };
}

const field = (h: Heap, i: number, f: number): number => h.raw.nodes[i * h.nodeFields + f] ?? 0;
const typeOf = (h: Heap, i: number): string => h.raw.snapshot.meta.node_types[0][field(h, i, h.at.type)] ?? "?";
const nameOf = (h: Heap, i: number): string => (h.raw.strings[field(h, i, h.at.name)] ?? "").slice(0, 50);

/** A node's kind: constructor name for objects and closures, `string` for every string. */
function kindOf(h: Heap, i: number): string {
  const type = typeOf(h, i);
  if (type === "object" || type === "closure" || type === "native") return `${type}:${nameOf(h, i)}`;
  if (type.includes("string")) return "string";
  return type === "hidden" || type === "code" || type === "array" ? `${type}:${nameOf(h, i).slice(0, 40)}` : type;
}

function edgeName(h: Heap, e: number): string {
  if (e < 0) return "";
  const kind = h.raw.snapshot.meta.edge_types[0][h.raw.edges[e + h.edgeAt.type] ?? 0];
  const v = h.raw.edges[e + h.edgeAt.name] ?? 0;
  return kind === "element" || kind === "hidden" ? `[${kind}]` : `.${(h.raw.strings[v] ?? "").slice(0, 40)}`;
}

function chain(h: Heap, start: number): string {
  const out: string[] = [];
  for (let i = start, d = 0; i !== -1 && d < 10; i = h.retainer[i] ?? -1, d++) out.push(`${typeOf(h, i)}:${nameOf(h, i)} <-${edgeName(h, h.retainerEdge[i] ?? -1)}`);
  return out.join("  <  ");
}

function main(): void {
  const [before, after, rowsArg] = process.argv.slice(2);
  if (before === undefined || after === undefined) throw new Error("usage: tsx bench/memory-diff.ts <before.heapsnapshot> <after.heapsnapshot> [rows]");
  const rows = Number(rowsArg ?? 15);
  const a = load(before);
  const b = load(after);
  const kinds = new Map<string, { count: number; bytes: number }>();
  const add = (h: Heap, sign: number): void => {
    for (let i = 0; i < h.count; i++) {
      const k = kindOf(h, i);
      const v = kinds.get(k) ?? { count: 0, bytes: 0 };
      v.count += sign;
      v.bytes += sign * field(h, i, h.at.size);
      kinds.set(k, v);
    }
  };
  add(b, 1);
  add(a, -1);
  console.log("by kind: Δnodes, Δbytes");
  for (const [k, v] of [...kinds].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, rows)) console.log(`  ${v.count}\t${v.bytes}\t${k}`);

  const oldIds = new Set<number>();
  for (let i = 0; i < a.count; i++) oldIds.add(field(a, i, a.at.id));
  const isNew = (i: number): boolean => !oldIds.has(field(b, i, b.at.id));
  const groups = new Map<number, { count: number; bytes: number; via: string }>();
  for (let i = 0; i < b.count; i++) {
    if (!isNew(i)) continue;
    let cur = i;
    let via = "";
    for (let d = 0; d < 40 && cur !== -1 && isNew(cur); d++) {
      via = edgeName(b, b.retainerEdge[cur] ?? -1);
      cur = b.retainer[cur] ?? -1;
    }
    const g = groups.get(cur) ?? { count: 0, bytes: 0, via };
    g.count++;
    g.bytes += field(b, i, b.at.size);
    groups.set(cur, g);
  }
  console.log("\nnew objects by their first old retainer: bytes, nodes, retainer (via the edge to the new objects) and its chain");
  for (const [old, g] of [...groups].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, rows)) {
    console.log(`  ${g.bytes}\t${g.count}\t${old === -1 ? "(no retainer)" : `${chain(b, old)}  (new objects via ${g.via})`}`);
  }
}

try {
  main();
} catch (e: unknown) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
