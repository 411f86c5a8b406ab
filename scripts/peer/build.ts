/**
 * Builds the react-admin peer of the benchmarks (scripts/peer/react-admin/: a minimal
 * react-admin app on the sandbox's product API) OUTSIDE the repo, so nothing of it reaches the
 * console's bundle or its `npm ci`:
 *
 *   <cache>/react-admin/        the source copied here, its own node_modules (`npm ci` from the
 *                               peer's package-lock.json; skipped while the lock is unchanged)
 *   <cache>/react-admin-dist/   the production build (`vite build`; skipped while the source,
 *                               the lock and the base path are unchanged)
 *
 * <cache> is PEER_CACHE_DIR, else $XDG_CACHE_HOME/coc-peer, else ~/.cache/coc-peer. Needs the npm
 * registry the first time only.
 *
 *   npx tsx scripts/peer/build.ts                 build for base /ra/, print where
 *   npx tsx scripts/peer/build.ts --base /peer/ --force
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The peer's source in the repo. */
export const peerSource = join(here, 'react-admin');

export function peerCacheDir(): string {
  if (process.env.PEER_CACHE_DIR) return resolve(process.env.PEER_CACHE_DIR);
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'coc-peer');
}

export interface PeerBuild {
  /** the production build: index.html and assets/ */
  dist: string;
  /** base path it was built for, e.g. /ra/ */
  base: string;
  /** the react-admin version installed */
  version: string;
  /** whether the install / the build ran now (false: reused) */
  installed: boolean;
  built: boolean;
}

function filesOf(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

function hashOf(paths: string[], root: string, extra = ''): string {
  const h = createHash('sha256');
  h.update(extra);
  for (const p of paths) {
    h.update(relative(root, p));
    h.update('\0');
    h.update(readFileSync(p));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

const readText = (p: string): string | null => (existsSync(p) ? readFileSync(p, 'utf8') : null);

function run(command: string, args: string[], cwd: string, what: string): void {
  const res = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (res.status !== 0) throw new Error(`${what} failed (exit ${res.status ?? res.signal})`);
}

/** Installs (when needed) and builds (when needed) the peer for `base`; returns where. */
export function buildPeer(
  options: { base?: string | undefined; force?: boolean; log?: (l: string) => void } = {},
): PeerBuild {
  const base = options.base ?? '/ra/';
  const log = options.log ?? ((l: string) => console.log(l));
  const cache = peerCacheDir();
  const work = join(cache, 'react-admin');
  const dist = join(cache, 'react-admin-dist');
  mkdirSync(work, { recursive: true });

  // 1. dependencies: npm ci from the peer's lock, again only when the lock changed
  const lockFiles = ['package.json', 'package-lock.json'].map((f) => join(peerSource, f));
  const installHash = hashOf(lockFiles, peerSource, process.version);
  const installStamp = join(work, '.install-hash');
  let installed = false;
  if (
    options.force ||
    readText(installStamp) !== installHash ||
    !existsSync(join(work, 'node_modules', 'react-admin', 'package.json'))
  ) {
    for (const f of lockFiles) cpSync(f, join(work, f.slice(peerSource.length + 1)));
    log(`peer: npm ci in ${work} (react-admin and its dependencies; a minute or two) …`);
    run(
      'npm',
      ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'],
      work,
      'npm ci of the peer',
    );
    writeFileSync(installStamp, installHash);
    installed = true;
  }
  const version = (
    JSON.parse(readFileSync(join(work, 'node_modules', 'react-admin', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

  // 2. the build: the source copied over (src/ replaced), vite build, again only when changed
  const sourceFiles = filesOf(peerSource);
  const buildHash = hashOf(sourceFiles, peerSource, `${installHash}|${base}`);
  const buildStamp = join(dist, '.build-hash');
  let built = false;
  if (
    options.force ||
    readText(buildStamp) !== buildHash ||
    !existsSync(join(dist, 'index.html'))
  ) {
    rmSync(join(work, 'src'), { recursive: true, force: true });
    for (const f of sourceFiles) {
      const target = join(work, relative(peerSource, f));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(f, target);
    }
    log(`peer: vite build of react-admin ${version} for ${base} into ${dist} …`);
    run(
      process.execPath,
      [
        join(work, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--base',
        base,
        '--outDir',
        dist,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      work,
      'vite build of the peer',
    );
    writeFileSync(buildStamp, buildHash);
    built = true;
  }
  if (!existsSync(join(dist, 'index.html')) || !statSync(join(dist, 'assets')).isDirectory())
    throw new Error(`the peer build in ${dist} has no index.html or assets/`);
  return { dist, base, version, installed, built };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--base');
  try {
    const result = buildPeer({
      base: at >= 0 ? argv[at + 1] : undefined,
      force: argv.includes('--force'),
    });
    console.log(
      `react-admin ${result.version} peer ${result.built ? 'built' : 'up to date'} in ${result.dist} (base ${result.base}${result.installed ? '; dependencies installed' : ''})`,
    );
  } catch (error) {
    console.error(`peer build: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
