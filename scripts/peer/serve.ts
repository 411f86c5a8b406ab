/**
 * The console and its react-admin peer side by side, the way the cold-load benchmark
 * (scripts/bench/coldload.ts) serves them: ONE static server (node, in this process) that
 *
 *   /ra/…            the peer's production build (SPA fallback to its index.html)
 *   /v1/…, /health   proxied to one sandbox API (`sandbox/standalone.ts`, its own process)
 *   everything else  the console's production build (SPA fallback to its index.html); its
 *                    config.json is answered with apiBaseUrl = this origin
 *
 * so each app is same-origin with the API. Files are gzip-compressed (level 6, what the shipped
 * nginx config uses) once at start and served from memory, with nginx's cache headers (hashed
 * assets immutable, the rest no-cache). API answers pass through as the sandbox sends them.
 *
 *   npx tsx scripts/peer/serve.ts --console /tmp/dist-base     (default: dist/) — Ctrl-C stops
 *   options: --port 4191 --api-port 8090 --products 20000 --no-peer
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { portInUse } from '../../deploy/serve.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  immutable: boolean;
}

/** A built app mounted under a path prefix ("/" or "/ra/"). */
export interface Mount {
  prefix: string;
  dir: string;
  /** files answered instead of the ones on disk, by path inside the build ("config.json") */
  overrides?: Record<string, string>;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') out.push(...walk(path));
    } else if (entry.isFile() && !/\.(gz|br)$/.test(entry.name) && !entry.name.startsWith('.')) {
      // (a build's precompressed copies: this server compresses both builds alike itself)
      out.push(path);
    }
  }
  return out;
}

function load(mount: Mount): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const add = (rel: string, body: Buffer): void => {
    const ext = extname(rel);
    files.set(rel, {
      body,
      gzip: COMPRESSIBLE.has(ext) && body.length >= 256 ? gzipSync(body, { level: 6 }) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
      immutable: rel.startsWith('assets/'),
    });
  };
  for (const path of walk(mount.dir))
    add(relative(mount.dir, path).split(sep).join('/'), readFileSync(path));
  for (const [rel, text] of Object.entries(mount.overrides ?? {})) add(rel, Buffer.from(text));
  if (!files.has('index.html')) throw new Error(`${mount.dir} has no index.html`);
  return files;
}

export interface StaticServer {
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** The one static server: the mounts (longest prefix first) and the API proxy. */
export function startStaticServer(options: {
  port: number;
  apiPort: number;
  mounts: Mount[];
}): Promise<StaticServer> {
  const mounts = [...options.mounts]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map((m) => ({ ...m, files: load(m) }));

  const proxy = (req: IncomingMessage, res: ServerResponse): void => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: options.apiPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${options.apiPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path === '/health' || path.startsWith('/v1/')) {
      proxy(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const mount = mounts.find((m) => path.startsWith(m.prefix) || `${path}/` === m.prefix);
    if (!mount) {
      res.writeHead(404).end();
      return;
    }
    const rel = path.slice(mount.prefix.length);
    let file = mount.files.get(rel);
    // A missing hashed asset is a 404 (like the nginx config); any other path is a client route.
    if (!file && !rel.startsWith('assets/')) file = mount.files.get('index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = file.gzip !== null && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip && file.gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(file.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 30_000;

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', fail);
      done({
        origin: `http://127.0.0.1:${options.port}`,
        server,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}

export interface Sandbox {
  process: ChildProcess;
  apiBaseUrl: string;
  stop(): Promise<void>;
}

/**
 * `sandbox/standalone.ts` on `port`: `products` seeded products, no rate limit, and `latencyMs`
 * added to every `/v1` answer (default none).
 */
export async function startSandbox(
  port: number,
  products: number,
  latencyMs = 0,
): Promise<Sandbox> {
  if (await portInUse(port)) throw new Error(`port ${port} (for the sandbox) is already in use`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repo, 'sandbox', 'standalone.ts')],
    {
      cwd: repo,
      env: {
        ...process.env,
        SANDBOX_PORT: String(port),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_SEED_PRODUCTS: String(products),
        SANDBOX_RATE_LIMIT_PER_MINUTE: '0',
        SANDBOX_LATENCY_MS: String(latencyMs),
        SANDBOX_DATA_FILE: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const apiBaseUrl = `http://127.0.0.1:${port}`;
  const stop = (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        done();
        return;
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode})`);
    try {
      if ((await fetch(`${apiBaseUrl}/health`, { signal: AbortSignal.timeout(3_000) })).ok)
        return { process: child, apiBaseUrl, stop };
    } catch {
      // seeding
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`the sandbox did not answer ${apiBaseUrl}/health within 120 s`);
}

/** The console's config.json with apiBaseUrl pointed at `origin`. */
export function consoleConfig(consoleDist: string, origin: string): string {
  const file = join(consoleDist, 'config.json');
  const config = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  return `${JSON.stringify({ ...config, apiBaseUrl: origin }, null, 2)}\n`;
}

export interface SideBySide {
  origin: string;
  consoleUrl: string;
  peerUrl: string | null;
  stop(): Promise<void>;
}

/** The sandbox plus the static server of both builds. */
export async function startSideBySide(options: {
  consoleDist: string;
  peerDist: string | null;
  peerBase?: string | undefined;
  /** The peer is a console build too (an A/B): it gets its config.json pointed here as well. */
  peerIsConsole?: boolean;
  port: number;
  apiPort: number;
  products: number;
  /** Added to every API answer, as a service across a network would take (default none). */
  apiLatencyMs?: number;
}): Promise<SideBySide> {
  if (await portInUse(options.port))
    throw new Error(`port ${options.port} (for the static server) is already in use`);
  const sandbox = await startSandbox(options.apiPort, options.products, options.apiLatencyMs);
  try {
    const origin = `http://127.0.0.1:${options.port}`;
    const peerBase = options.peerBase ?? '/ra/';
    const mounts: Mount[] = [
      {
        prefix: '/',
        dir: options.consoleDist,
        overrides: { 'config.json': consoleConfig(options.consoleDist, origin) },
      },
    ];
    if (options.peerDist)
      mounts.push({
        prefix: peerBase,
        dir: options.peerDist,
        ...(options.peerIsConsole
          ? { overrides: { 'config.json': consoleConfig(options.peerDist, origin) } }
          : {}),
      });
    const web = await startStaticServer({ port: options.port, apiPort: options.apiPort, mounts });
    return {
      origin: web.origin,
      consoleUrl: `${web.origin}/`,
      peerUrl: options.peerDist ? `${web.origin}${peerBase}` : null,
      stop: async () => {
        await web.close();
        await sandbox.stop();
      },
    };
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string): string | undefined => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const consoleDist = resolve(option('--console') ?? join(repo, 'dist'));
  let peerDist: string | null = null;
  if (!argv.includes('--no-peer')) {
    const { buildPeer } = await import('./build.ts');
    peerDist = buildPeer().dist;
  }
  const stack = await startSideBySide({
    consoleDist,
    peerDist,
    port: Number(option('--port') ?? 4191),
    apiPort: Number(option('--api-port') ?? 8090),
    products: Number(option('--products') ?? 20_000),
  });
  console.log(`Console: ${stack.consoleUrl}products (sign in with demo-key)`);
  if (stack.peerUrl) console.log(`react-admin peer: ${stack.peerUrl}#/products (same key)`);
  console.log('Ctrl-C stops.');
  const stop = (): void => {
    void stack.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`peer/serve: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
