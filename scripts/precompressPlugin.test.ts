import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipBest, precompressAssets, precompressed } from './precompressPlugin.ts';

const script = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = "text ${i % 7}";`).join('\n'),
);

describe('precompressPlugin', () => {
  it('makes a .gz and a .br of a script that decompress to it, the .br smallest', async () => {
    const copies = await precompressed('assets/page-abc.js', script);
    expect(copies.map((c) => c.fileName)).toEqual([
      'assets/page-abc.js.gz',
      'assets/page-abc.js.br',
    ]);
    const [gz, br] = copies;
    expect(gunzipSync(gz?.data ?? Buffer.alloc(0))).toEqual(script);
    expect(brotliDecompressSync(br?.data ?? Buffer.alloc(0))).toEqual(script);
    // at least as small as zlib's best (zopfli's, where smaller), and brotli smaller still
    expect(gz?.data.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
    expect(br?.data.length).toBeLessThan(gz?.data.length ?? 0);
  });

  it('leaves alone what nginx would not compress: small files, images, fonts', async () => {
    expect(await precompressed('assets/tiny.js', Buffer.from('export {};'))).toEqual([]);
    expect(await precompressed('assets/photo.png', script)).toEqual([]);
    expect(await precompressed('assets/font.woff2', script)).toEqual([]);
    expect(await precompressed('assets/style.css', script)).toHaveLength(2);
  });

  it("zopfli's gzip is smaller than zlib's best for a real script, and gunzips to it", async () => {
    const real = readFileSync('scripts/precompressPlugin.ts');
    const gz = await gzipBest(real);
    expect(gunzipSync(gz)).toEqual(real);
    expect(gz.length).toBeLessThan(gzipSync(real, { level: 9, memLevel: 9 }).length);
  });

  it('writes the copies beside the hashed files under assets/ only, never beside index.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'page-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), script);
    await precompressAssets(dir, ['assets/page-abc.js', 'index.html']);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'page-abc.js.gz')))).toEqual(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'page-abc.js.br')))).toEqual(
      script,
    );
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});
