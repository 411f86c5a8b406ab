/**
 * Where a page's main-thread CPU went, from V8 CPU profiles (.cpuprofile, e.g. the cold loads
 * `BENCH_COLDLOAD_CPU_PROFILE=DIR npm run bench -- coldload` writes): self time summed by package
 * (node_modules/<package>, or src/<folder>) and by source file (lib/cpuProfile.ts), mapped
 * through the build's source maps when `--dist` names a build made with them
 * (`npx vite build --sourcemap --outDir DIR`); otherwise by the file the browser loaded.
 *
 *   npx tsx scripts/bench/cpuProfileSummary.ts [--dist DIR] [--top N] [--callers RE] FILE.cpuprofile…
 *
 * `--callers RE` also sums the self time of the packages RE matches (e.g. '^zod$') by the source
 * file of their nearest caller outside them and outside React and MUI's styling engine: which
 * module asked for that work. Printed: the mean over the files, in ms.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { summarize } from './lib/cpuProfile.ts';
import type { CallFrame, Profile } from './lib/cpuProfile.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const dist = option('--dist');
const top = Number(option('--top') ?? 25);
const callers = option('--callers');
const files = args;
if (files.length === 0) {
  console.error(
    'usage: tsx scripts/bench/cpuProfileSummary.ts [--dist DIR] [--top N] [--callers RE] FILE.cpuprofile…',
  );
  process.exit(2);
}

const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (!dist) return null;
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const path = join(dist, 'assets', `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  return maps.get(file) ?? null;
}

/** The source file a frame's function was written in (its build file when there is no map). */
function sourceOf(frame: CallFrame): string {
  const built = new URL(frame.url).pathname;
  const map = mapFor(frame.url);
  if (!map) return built;
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return pos.source ? pos.source.replace(/^(\.\.\/)+/, '') : `${built} (unmapped)`;
}

const profiles = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Profile);
const summary = summarize(profiles, sourceOf, callers ? new RegExp(callers) : null);

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
};
console.log(
  `${files.length} profile(s): ${files.map((f) => basename(f)).join(', ')}; mean CPU (not idle) ${summary.total.toFixed(1)} ms${dist ? `; source maps from ${dist}` : ''}`,
);
print('by package', summary.byPackage);
print('by source file', summary.bySource);
if (callers) print(`${callers}: by nearest caller`, summary.byCaller);
