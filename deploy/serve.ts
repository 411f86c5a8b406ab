/**
 * A real static deployment on this machine: builds the console for a base path, points its
 * config.json at the sandbox API running alone on another port (so the API is cross-origin and
 * CORS is exercised), renders the shipped nginx config for it and runs Debian's nginx with it.
 * Used by the `deploy` Playwright project (e2e/deploy) and `npm run bench:lighthouse`.
 *
 *   npx tsx deploy/serve.ts                   build, serve on http://localhost:8088/console/, Ctrl-C stops
 *   npx tsx deploy/serve.ts --port 8090 --api-port 8790 --base /ops/
 *   npx tsx deploy/serve.ts --gzip-only       no brotli, even where nginx's brotli module is installed
 *
 * Everything lives in one work folder (build, rendered config, logs, pids), so a later run, or
 * `stopStack`, can stop what an interrupted one left running.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDeployment } from './render.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface StackOptions {
  /** folder for the build, the rendered configs, logs and pids; emptied first */
  workDir: string;
  /** base path the console is built for and served under */
  base?: string | undefined;
  /** nginx port (the console's origin is http://localhost:<webPort>) */
  webPort?: number | undefined;
  /** sandbox API port (the API's origin is http://127.0.0.1:<apiPort>) */
  apiPort?: number | undefined;
  /**
   * HTTPS with HTTP/2 (as static hosts serve it) instead of plain HTTP/1.1: a self-signed
   * certificate for localhost is made in the work folder (openssl); browsers are told to trust
   * it with `--ignore-certificate-errors-spki-list=<StackState.tlsSpki>`.
   */
  tls?: boolean | undefined;
  /**
   * nginx serves the build's precompressed `.br` files too (`brotli_static on`), as a host with
   * brotli does. Default: when nginx's brotli module is installed (BROTLI_MODULE); false = gzip
   * only, the issues' figures.
   */
  brotli?: boolean | undefined;
  /** progress lines */
  log?: (line: string) => void;
}

export interface StackState {
  workDir: string;
  base: string;
  /** the build served by nginx (<www><base>) */
  dist: string;
  /** the nginx root */
  www: string;
  webOrigin: string;
  /** e.g. http://localhost:8088/console/ */
  consoleUrl: string;
  apiBaseUrl: string;
  nginxConf: string;
  /** the rendered _headers/_redirects pair for the same config */
  staticHostDir: string;
  nginxPid: number | null;
  sandboxPid: number | null;
  /** with `tls`: the certificate's public key hash (base64 SHA-256 of its SPKI) */
  tlsSpki: string | null;
  /** nginx serves the precompressed `.br` files too (see StackOptions.brotli) */
  brotli: boolean;
}

const stateFile = (workDir: string): string => join(workDir, 'state.json');

export function defaultWorkDir(name: string): string {
  return join(tmpdir(), `coc-${name}`);
}

function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const dir of (process.env.PATH ?? '')
    .split(':')
    .concat(['/usr/sbin', '/usr/local/sbin', '/sbin'])) {
    const candidate = join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'nginx not found: install it (Debian: apt-get install -y nginx) or set NGINX_BIN',
  );
}

export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitFor(
  url: string,
  what: string,
  timeoutMs: number,
  alive: () => string | null,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const dead = alive();
    if (dead) throw new Error(`${what} stopped before it answered:\n${dead}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s (${last})`);
}

async function waitForPort(port: number, what: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await portInUse(port)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

function running(pid: number | null, marker: string): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // Never signal a process that merely reuses an old pid.
  const cmdline = `/proc/${pid}/cmdline`;
  return existsSync(cmdline) ? readFileSync(cmdline, 'utf8').includes(marker) : true;
}

async function stopProcess(
  pid: number | null,
  marker: string,
  signal: NodeJS.Signals,
): Promise<void> {
  if (!pid || !running(pid, marker)) return;
  process.kill(pid, signal);
  const until = Date.now() + 10_000;
  while (Date.now() < until && running(pid, marker)) await new Promise((r) => setTimeout(r, 100));
  if (running(pid, marker)) process.kill(pid, 'SIGKILL');
}

/** Stops the nginx and sandbox a stack in this work folder started, if they still run. */
export async function stopStack(workDir: string): Promise<void> {
  if (!existsSync(stateFile(workDir))) return;
  const state = JSON.parse(readFileSync(stateFile(workDir), 'utf8')) as StackState;
  await stopProcess(state.nginxPid, 'nginx', 'SIGQUIT');
  await stopProcess(state.sandboxPid, 'standalone', 'SIGTERM');
  rmSync(stateFile(workDir), { force: true });
}

/** nginx's brotli module for precompressed files (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The main nginx configuration around the shipped server block: everything in the work folder. */
function mainNginxConf(dir: string, serverConf: string, brotli: boolean): string {
  const t = join(dir, 'temp');
  return `# Test harness around the rendered server block (deploy/serve.ts); not for production.
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types { application/javascript mjs; }
    access_log ${join(dir, 'access.log')};
    sendfile on;
    client_body_temp_path ${t}/body;
    proxy_temp_path ${t}/proxy;
    fastcgi_temp_path ${t}/fastcgi;
    uwsgi_temp_path ${t}/uwsgi;
    scgi_temp_path ${t}/scgi;
    include ${serverConf};
}
`;
}

/**
 * A self-signed certificate for localhost in `dir` (cert.pem, key.pem) and the base64 SHA-256
 * of its public key, the form Chromium's --ignore-certificate-errors-spki-list takes.
 */
function makeCertificate(dir: string): { cert: string; key: string; spki: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  const pub = spawnSync('openssl', ['x509', '-pubkey', '-noout', '-in', cert], {
    encoding: 'utf8',
  });
  const der = spawnSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: pub.stdout });
  const spki = createHash('sha256').update(der.stdout).digest('base64');
  return { cert, key, spki };
}

/** The rendered server block, listening with TLS and HTTP/2 (nginx 1.22: `listen … ssl http2`). */
export function withTls(serverConf: string, port: number, cert: string, key: string): string {
  const plain = `listen ${port};`;
  if (!serverConf.includes(plain)) throw new Error(`the server block has no "${plain}"`);
  return serverConf.replace(
    plain,
    `listen ${port} ssl http2;\n    ssl_certificate ${cert};\n    ssl_certificate_key ${key};`,
  );
}

/** Builds, configures and starts nginx + the sandbox; resolves when both answer. */
export async function startStack(options: StackOptions): Promise<StackState> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const base = options.base ?? '/console/';
  const webPort = options.webPort ?? 8088;
  const apiPort = options.apiPort ?? 8787;
  const workDir = resolve(options.workDir);
  await stopStack(workDir);
  for (const [port, what] of [
    [webPort, 'nginx'],
    [apiPort, 'the sandbox'],
  ] as const) {
    if (await portInUse(port)) throw new Error(`port ${port} (for ${what}) is already in use`);
  }
  const nginx = nginxBinary();
  const brotli = options.brotli ?? existsSync(BROTLI_MODULE);
  if (brotli && !existsSync(BROTLI_MODULE))
    throw new Error(`nginx's brotli module is not installed (${BROTLI_MODULE})`);

  rmSync(workDir, { recursive: true, force: true });
  const www = join(workDir, 'www');
  const dist = join(www, base);
  const nginxDir = join(workDir, 'nginx');
  const staticHostDir = join(workDir, 'static-host');
  for (const d of [workDir, www, nginxDir, join(nginxDir, 'temp')])
    mkdirSync(d, { recursive: true, mode: 0o755 });

  log(`deploy: building for ${base} into ${dist}`);
  const built = spawnSync(
    process.execPath,
    [
      join(repo, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: repo, env: { ...process.env, BASE_PATH: base }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);

  const webOrigin = `${options.tls ? 'https' : 'http'}://localhost:${webPort}`;
  const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
  const configFile = join(dist, 'config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(configFile, `${JSON.stringify({ ...config, apiBaseUrl }, null, 2)}\n`);

  const nginxConf = join(nginxDir, 'console.conf');
  renderDeployment({
    dist,
    nginx: nginxConf,
    root: www,
    listen: String(webPort),
    staticHostOut: staticHostDir,
    brotli,
  });
  let tlsSpki: string | null = null;
  if (options.tls) {
    const { cert, key, spki } = makeCertificate(nginxDir);
    writeFileSync(nginxConf, withTls(readFileSync(nginxConf, 'utf8'), webPort, cert, key));
    tlsSpki = spki;
  }
  const mainConf = join(nginxDir, 'nginx.conf');
  writeFileSync(mainConf, mainNginxConf(nginxDir, nginxConf, brotli));

  const state: StackState = {
    workDir,
    base,
    dist,
    www,
    webOrigin,
    consoleUrl: `${webOrigin}${base}`,
    apiBaseUrl,
    nginxConf,
    staticHostDir,
    nginxPid: null,
    sandboxPid: null,
    tlsSpki,
    brotli,
  };
  const save = (): void => writeFileSync(stateFile(workDir), `${JSON.stringify(state, null, 2)}\n`);

  log(`deploy: sandbox API alone on ${apiBaseUrl} (CORS for ${webOrigin})`);
  const sandboxLog = join(workDir, 'sandbox.log');
  const out = openSync(sandboxLog, 'a');
  const sandbox = spawn(
    process.execPath,
    ['--import', 'tsx', join(repo, 'sandbox', 'standalone.ts')],
    {
      cwd: repo,
      env: {
        ...process.env,
        SANDBOX_PORT: String(apiPort),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_CORS_ORIGINS: `${webOrigin},${options.tls ? 'https' : 'http'}://127.0.0.1:${webPort}`,
        SANDBOX_DATA_FILE: '',
      },
      detached: true,
      stdio: ['ignore', out, out],
    },
  );
  sandbox.unref();
  state.sandboxPid = sandbox.pid ?? null;
  save();
  let exited: string | null = null;
  sandbox.once('exit', (code, signal) => {
    exited = `exit ${code ?? signal}; log ${sandboxLog}:\n${readFileSync(sandboxLog, 'utf8')}`;
  });
  await waitFor(`${apiBaseUrl}/health`, 'the sandbox', 60_000, () => exited);

  log(`deploy: nginx (${nginx}) on ${state.consoleUrl}`);
  const args = ['-p', nginxDir, '-c', mainConf, '-e', join(nginxDir, 'error.log')];
  const tested = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (tested.status !== 0)
    throw new Error(`nginx refused the configuration:\n${tested.stderr}${tested.stdout}`);
  const started = spawnSync(nginx, args, { encoding: 'utf8' });
  if (started.status !== 0)
    throw new Error(`nginx did not start:\n${started.stderr}${started.stdout}`);
  const pidFile = join(nginxDir, 'nginx.pid');
  const until = Date.now() + 10_000;
  while (!existsSync(pidFile) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  state.nginxPid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : null;
  save();
  // Node's fetch does not take the self-signed certificate: nginx is asked over plain TCP then.
  if (options.tls) await waitForPort(webPort, 'nginx', 15_000);
  else await waitFor(state.consoleUrl, 'nginx', 15_000, () => null);
  return state;
}

/** The state of a running stack, as its start wrote it. */
export function readStack(workDir: string): StackState {
  const file = stateFile(workDir);
  if (!existsSync(file)) throw new Error(`no stack runs in ${workDir} (start it first)`);
  return JSON.parse(readFileSync(file, 'utf8')) as StackState;
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string): string | undefined => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const workDir = option('--work-dir') ?? defaultWorkDir('serve');
  const state = await startStack({
    workDir,
    base: option('--base'),
    webPort: option('--port') ? Number(option('--port')) : undefined,
    apiPort: option('--api-port') ? Number(option('--api-port')) : undefined,
    ...(argv.includes('--gzip-only') ? { brotli: false } : {}),
  });
  process.stdout.write(
    `Console: ${state.consoleUrl} (sign in with demo-key); API: ${state.apiBaseUrl}\n`,
  );
  process.stdout.write(
    `nginx config: ${state.nginxConf}; _headers/_redirects: ${state.staticHostDir}. Ctrl-C stops.\n`,
  );
  const stop = (): void => {
    void stopStack(workDir).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`deploy/serve: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
