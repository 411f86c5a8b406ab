/**
 * What a V8 heap snapshot holds, by kind: self size and count per node type and constructor
 * (`object Array`, `closure useState`, `code`, `string`…), largest first; with two snapshots, what
 * the second holds more or less than the first. For the heap figure of the cold-load benchmark
 * (`BENCH_COLDLOAD_HEAP_SNAPSHOTS=DIR npm run bench -- coldload` writes them).
 *
 *   npx tsx scripts/bench/heapSummary.ts A.heapsnapshot [B.heapsnapshot] [--top 40]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface KindTotal {
  kind: string;
  count: number;
  bytes: number;
}

/** Self sizes per `type name` (names kept for objects, closures and native objects only). */
export function kindTotals(snap: HeapSnapshot): Map<string, KindTotal> {
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const named = new Set(['object', 'closure', 'native']);
  const totals = new Map<string, KindTotal>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt] ?? 0] ?? '?';
    const name = named.has(type) ? (snap.strings[snap.nodes[i + nameAt] ?? 0] ?? '?') : '';
    const kind = name ? `${type} ${name.slice(0, 60)}` : type;
    const t = totals.get(kind) ?? { kind, count: 0, bytes: 0 };
    t.count += 1;
    t.bytes += snap.nodes[i + sizeAt] ?? 0;
    totals.set(kind, t);
  }
  return totals;
}

const kb = (b: number) => `${(b / 1000).toFixed(1)} kB`;

function main(argv: string[]): void {
  const topAt = argv.indexOf('--top');
  const top = topAt >= 0 ? Number(argv[topAt + 1]) : 40;
  const files = argv.filter((a, i) => !a.startsWith('--') && (topAt < 0 || i !== topAt + 1));
  if (files.length < 1 || files.length > 2) {
    console.error('usage: heapSummary.ts A.heapsnapshot [B.heapsnapshot] [--top N]');
    process.exit(2);
  }
  const read = (f: string) => kindTotals(JSON.parse(readFileSync(f, 'utf8')) as HeapSnapshot);
  const a = read(files[0] ?? '');
  const sum = (m: Map<string, KindTotal>) => [...m.values()].reduce((s, t) => s + t.bytes, 0);
  if (files.length === 1) {
    console.log(`${files[0]}: ${kb(sum(a))} in all`);
    for (const t of [...a.values()].sort((x, y) => y.bytes - x.bytes).slice(0, top))
      console.log(`${kb(t.bytes).padStart(10)}  ${String(t.count).padStart(7)}  ${t.kind}`);
    return;
  }
  const b = read(files[1] ?? '');
  console.log(`${files[0]}: ${kb(sum(a))}; ${files[1]}: ${kb(sum(b))}; second minus first:`);
  const kinds = new Set([...a.keys(), ...b.keys()]);
  const diffs = [...kinds].map((k) => {
    const x = a.get(k) ?? { kind: k, count: 0, bytes: 0 };
    const y = b.get(k) ?? { kind: k, count: 0, bytes: 0 };
    return { kind: k, bytes: y.bytes - x.bytes, count: y.count - x.count };
  });
  for (const d of diffs.sort((x, y) => Math.abs(y.bytes) - Math.abs(x.bytes)).slice(0, top))
    console.log(
      ((d.bytes >= 0 ? '+' : '') + kb(d.bytes)).padStart(11) +
        `  ${(d.count >= 0 ? '+' : '') + String(d.count)}`.padStart(9) +
        `  ${d.kind}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
