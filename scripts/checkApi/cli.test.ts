import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';

const root = join(import.meta.dirname, '..', '..');
const servers: ServerType[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

/** A sandbox over real HTTP on a free port; `open` serves requests without a key as demo-key. */
async function serveSandbox(open = false): Promise<string> {
  const { app } = createSandbox({ seedProducts: 10, apiKeys: {}, corsOrigins: [] });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: (request: Request) => {
          if (open && !request.headers.has('x-api-key'))
            request.headers.set('X-Api-Key', 'demo-key');
          return app.fetch(request);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Runs `scripts/check-api.ts` (as `npm run check-api` does, through tsx) without blocking. */
function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-api.ts', ...args],
      { cwd: root, env: { ...process.env, CHECK_API_KEY: '' } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('npm run check-api', () => {
  it('exits 0 when every rule passes, 1 when one fails, and prints the failing request', async () => {
    const [good, open] = await Promise.all([serveSandbox(), serveSandbox(true)]);
    const [passing, failing] = await Promise.all([
      cli(['--base', good, '--key', 'demo-key', '--read-only']),
      cli(['--base', open, '--key', 'demo-key', '--read-only']),
    ]);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toMatch(/^PASS health — /m);
    expect(passing.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^6 passed, 0 failed, \d+ skipped$/,
    );
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(
      /^FAIL auth: missing key is 401 — GET without X-Api-Key: expected 401, got 404 \(not_found\) \[GET \/v1\/products\/check-api-missing-[\w-]+ → 404\]$/m,
    );
    expect(`${passing.stdout}${failing.stdout}`).not.toContain('demo-key');
  }, 30_000);

  it('exits 2 with the usage when the key is missing', async () => {
    const { code, stderr } = await cli(['--base', 'http://127.0.0.1:9']);
    expect(code).toBe(2);
    expect(stderr).toContain('--key (or CHECK_API_KEY) is required');
  }, 30_000);
});
