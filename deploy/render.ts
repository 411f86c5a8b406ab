/**
 * Renders the deployment configs of a build from the templates beside this file, so nobody writes
 * a Content-Security-Policy (and its connect-src) by hand:
 *
 *   nginx/console.conf.template      -> an nginx server block (--nginx <file>)
 *   static-host/_headers.template    -> _headers   (Netlify, Cloudflare Pages)
 *   static-host/_redirects.template  -> _redirects (Netlify, Cloudflare Pages)
 *
 * The API origin for connect-src is read from the config.json that will be deployed, the base
 * path from the build's index.html. Usage (docs/DEPLOY.md):
 *
 *   npx tsx deploy/render.ts dist
 *       checks dist/config.json, writes dist/_headers and dist/_redirects (publish dist/ as is)
 *   npx tsx deploy/render.ts dist --nginx /etc/nginx/conf.d/console.conf --root /srv/www --listen 80 --no-static-host
 *       writes the nginx server block; copy dist/ to /srv/www<base path>
 *
 * Options: --config <file> (default <dist>/config.json), --base <path> (default: the build's),
 * --root <dir> (nginx root; default /usr/share/nginx/html), --listen <port or address>
 * (default 80), --server-name <names> (default _), --static-host-out <dir> (default <dist>),
 * --no-static-host, --brotli (nginx serves the build's precompressed .br files: needs nginx's
 * brotli module, Debian's libnginx-mod-http-brotli-static).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigSchema } from '../src/config/schema.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface DeployOptions {
  /** `apiBaseUrl` of the config.json to be deployed; "" = same origin */
  apiBaseUrl: string;
  /** base path of the build, with leading and trailing slash: "/" or "/console/" */
  base: string;
  /** nginx: the directory that holds the build under the base path (dist/ is copied to root + base) */
  root: string;
  /** nginx: `listen` value */
  listen: string;
  /** nginx: `server_name` value */
  serverName: string;
  /** nginx: serve the build's precompressed `.br` files (`brotli_static on`; needs the module) */
  brotli?: boolean | undefined;
}

/** The origin of the API the console talks to, or null when it is the console's own origin. */
export function apiOrigin(apiBaseUrl: string): string | null {
  if (apiBaseUrl.trim() === '') return null;
  const url = new URL(apiBaseUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`apiBaseUrl must be http(s): ${apiBaseUrl}`);
  return url.origin;
}

/**
 * The Content-Security-Policy. Scripts: only the build's own files (no inline script, no eval);
 * 'wasm-unsafe-eval' lets the build's own WebAssembly compile (the camera's barcode decoder,
 * zxing-wasm, fetched from the build when "Scan with camera" is pressed) without allowing eval.
 * Styles: 'unsafe-inline' because MUI's emotion inserts <style> elements at run time; a nonce
 * would need a server that makes one per response, which a static host does not.
 */
export function contentSecurityPolicy(apiBaseUrl: string): string {
  const api = apiOrigin(apiBaseUrl);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header of a response, in the order they are written. */
export function securityHeaders(apiBaseUrl: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(apiBaseUrl)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    // frame-ancestors does it for current browsers; X-Frame-Options for older ones.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // camera: the stock page's "Scan with camera" (this origin only); nothing else is used.
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

function normaliseBase(base: string): string {
  const trimmed = base.trim();
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(trimmed.endsWith('/') ? trimmed : `${trimmed}/`)) {
    throw new Error(`base path must look like "/" or "/console/", got "${base}"`);
  }
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** Fills the {{FIELD}}s of a template; its `#!` lines (notes about the template itself) are dropped. */
function fill(template: string, values: Record<string, string>): string {
  const body = template
    .split('\n')
    .filter((line) => !line.startsWith('#!'))
    .join('\n');
  const out = body.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template field ${whole} has no value`);
    return value;
  });
  return out;
}

function nginxHeaderLines(apiBaseUrl: string, indent: string): string {
  return securityHeaders(apiBaseUrl)
    .map(([name, value]) => {
      if (/["$\\]/.test(value))
        throw new Error(`header ${name} has a character nginx would interpret: ${value}`);
      return `${indent}add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

export function renderNginx(template: string, options: DeployOptions): string {
  const base = normaliseBase(options.base);
  if (/[\s;{}"'$]/.test(options.root) || options.root === '')
    throw new Error(`nginx root must be a plain path, got "${options.root}"`);
  if (!/^[\w.:[\]]+$/.test(options.listen))
    throw new Error(`listen must be a port or address:port, got "${options.listen}"`);
  if (!/^[\w. *~^$\\-]+$/.test(options.serverName))
    throw new Error(`server_name looks wrong: "${options.serverName}"`);
  const root = options.root.replace(/\/+$/, '');
  const bare = base.replace(/\/$/, '');
  const outsideBase =
    base === '/'
      ? ''
      : [
          '',
          '    # The bare base path gets its slash; nothing outside the base path is served.',
          `    location = ${bare} {`,
          `        return 301 ${base}$is_args$args;`,
          '    }',
          '    location / {',
          '        return 404;',
          '    }',
          '',
        ].join('\n');
  return fill(template, {
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    ROOT: root,
    BASE: base,
    OUTSIDE_BASE: outsideBase,
    BROTLI: options.brotli
      ? '    brotli_static on;'
      : '    # brotli_static on;  (rendered without --brotli)',
    SECURITY_HEADERS: nginxHeaderLines(options.apiBaseUrl, '    '),
    SECURITY_HEADERS_IN_LOCATION: nginxHeaderLines(options.apiBaseUrl, '        '),
  });
}

export function renderStaticHostHeaders(
  template: string,
  options: Pick<DeployOptions, 'apiBaseUrl' | 'base'>,
): string {
  return fill(template, {
    BASE: normaliseBase(options.base),
    SECURITY_HEADERS: securityHeaders(options.apiBaseUrl)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n'),
  });
}

export function renderStaticHostRedirects(
  template: string,
  options: Pick<DeployOptions, 'base'>,
): string {
  return fill(template, { BASE: normaliseBase(options.base) });
}

export const templates = {
  nginx: (): string => readFileSync(join(here, 'nginx', 'console.conf.template'), 'utf8'),
  headers: (): string => readFileSync(join(here, 'static-host', '_headers.template'), 'utf8'),
  redirects: (): string => readFileSync(join(here, 'static-host', '_redirects.template'), 'utf8'),
};

/** The base path a build was made for, read from its index.html (the entry script's URL). */
export function baseOfBuild(indexHtml: string): string | null {
  const m = /<script[^>]*\bsrc="([^"]*?)assets\/[^"]+\.js"/.exec(indexHtml);
  if (!m) return null;
  const prefix = m[1] ?? '';
  if (prefix === '' || prefix === './') return null; // relative base: works anywhere, says nothing
  return normaliseBase(prefix);
}

/** Reads and validates the config.json to deploy; its problems are listed by field. */
export function readDeployedConfig(file: string): { apiBaseUrl: string; logoUrl: string | null } {
  if (!existsSync(file)) throw new Error(`${file} not found`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new Error(`${file} is not a valid console configuration:\n${issues.join('\n')}`);
  }
  return { apiBaseUrl: parsed.data.apiBaseUrl, logoUrl: parsed.data.business?.logoUrl ?? null };
}

/**
 * The business logo is served beside config.json (the schema takes only such a path, as the
 * CSP's img-src is 'self'): a logo named in the config but missing from the build would print
 * every invoice with a broken image, so the render stops there.
 */
export function checkLogoBesideConfig(dist: string, logoUrl: string | null): void {
  if (logoUrl === null) return;
  const file = join(dist, ...logoUrl.split('/'));
  if (!existsSync(file)) {
    throw new Error(
      `business.logoUrl of config.json is "${logoUrl}", but ${file} does not exist: put the logo beside config.json in ${dist}`,
    );
  }
}

export interface RenderRequest {
  dist: string;
  config?: string | undefined;
  base?: string | undefined;
  nginx?: string | undefined;
  root?: string | undefined;
  listen?: string | undefined;
  serverName?: string | undefined;
  staticHostOut?: string | null | undefined;
  brotli?: boolean | undefined;
}

/** Renders and writes what the request asks for; returns the paths written. */
export function renderDeployment(request: RenderRequest): string[] {
  const dist = resolve(request.dist);
  const configFile = resolve(request.config ?? join(dist, 'config.json'));
  const { apiBaseUrl, logoUrl } = readDeployedConfig(configFile);
  checkLogoBesideConfig(dist, logoUrl);
  const indexFile = join(dist, 'index.html');
  const built = existsSync(indexFile) ? baseOfBuild(readFileSync(indexFile, 'utf8')) : null;
  const base = normaliseBase(request.base ?? built ?? process.env.BASE_PATH ?? '/');
  if (built && built !== base) {
    throw new Error(
      `the build in ${dist} was made for base path ${built}, not ${base}: rebuild with BASE_PATH=${base}`,
    );
  }
  const options: DeployOptions = {
    apiBaseUrl,
    base,
    root: request.root ?? '/usr/share/nginx/html',
    listen: request.listen ?? '80',
    serverName: request.serverName ?? '_',
    brotli: request.brotli,
  };
  const written: string[] = [];
  const stamp = `# Rendered by deploy/render.ts for ${configFile}: edit the template in deploy/ and render again.\n`;
  const write = (file: string, text: string): void => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stamp + text);
    written.push(file);
  };
  if (request.nginx) write(resolve(request.nginx), renderNginx(templates.nginx(), options));
  const staticOut = request.staticHostOut === undefined ? dist : request.staticHostOut;
  if (staticOut !== null) {
    write(join(staticOut, '_headers'), renderStaticHostHeaders(templates.headers(), options));
    write(join(staticOut, '_redirects'), renderStaticHostRedirects(templates.redirects(), options));
  }
  return written;
}

function main(argv: string[]): void {
  const positional: string[] = [];
  const named = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--no-static-host' || arg === '--brotli' || arg === '--help') flags.add(arg);
    else if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      named.set(arg, value);
      i++;
    } else positional.push(arg);
  }
  if (flags.has('--help')) {
    process.stdout.write(
      `${readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0] ?? ''}*/\n`,
    );
    return;
  }
  const known = [
    '--config',
    '--base',
    '--nginx',
    '--root',
    '--listen',
    '--server-name',
    '--static-host-out',
  ];
  for (const name of named.keys())
    if (!known.includes(name)) throw new Error(`unknown option ${name}`);
  const written = renderDeployment({
    dist: positional[0] ?? 'dist',
    config: named.get('--config'),
    base: named.get('--base'),
    nginx: named.get('--nginx'),
    root: named.get('--root'),
    listen: named.get('--listen'),
    serverName: named.get('--server-name'),
    staticHostOut: flags.has('--no-static-host') ? null : named.get('--static-host-out'),
    brotli: flags.has('--brotli'),
  });
  process.stdout.write(
    written.length > 0
      ? `Wrote:\n${written.map((f) => `  ${f}`).join('\n')}\n`
      : 'Nothing to write.\n',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`deploy/render: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
