/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (each `*.ts` there, in name order),
 * one after another in its own process, and lets each print its figures. Benchmarks print
 * figures; they are not timed tests. Exit status: non-zero when a benchmark could not run.
 *   npm run bench                 every benchmark
 *   npm run bench -- products     only those whose file name contains "products"
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

if (files.length === 0) {
  console.log('No benchmark found in scripts/bench/.');
  process.exit(only.length > 0 ? 1 : 0);
}

function run(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(dir, file)], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== bench: ${file} ===`);
  const started = Date.now();
  const code = await run(file);
  console.log(
    `=== ${file}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (code !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that could not run: ${failed.join(', ')}`);
  process.exit(1);
}
