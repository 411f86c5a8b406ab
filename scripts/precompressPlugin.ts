import { gzipAsync } from '@gfx/zopfli';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text a browser downloads compressed: scripts, styles, SVG, JSON, WebAssembly. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
/** nginx's gzip_min_length in the shipped config: below it a file goes as it is. */
const MIN_BYTES = 256;

/**
 * The smallest gzip we can make: zopfli's (a gzip encoder that searches harder; any gzip
 * decoder reads it), ~3% smaller than zlib's level 9 for these scripts, else zlib's. Five
 * iterations: fifteen (zopfli's default) saved 0.1% more and took longer.
 */
export async function gzipBest(data: Buffer): Promise<Buffer> {
  const zopfli = Buffer.from(await gzipAsync(data, { numiterations: 5 }));
  const zlib = gzipSync(data, { level: 9, windowBits: 15, memLevel: 9 });
  return zopfli.length <= zlib.length ? zopfli : zlib;
}

/** Brotli at its highest quality, told the input's size (text mode: scripts and styles). */
export function brotliBest(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** The precompressed copies one file gets: `name.gz` and `name.br`, each only if smaller. */
export async function precompressed(
  fileName: string,
  data: Buffer,
): Promise<Array<{ fileName: string; data: Buffer }>> {
  if (!COMPRESSIBLE.test(fileName) || data.length < MIN_BYTES) return [];
  const out: Array<{ fileName: string; data: Buffer }> = [];
  const gz = await gzipBest(data);
  if (gz.length < data.length) out.push({ fileName: `${fileName}.gz`, data: gz });
  const br = brotliBest(data);
  if (br.length < data.length) out.push({ fileName: `${fileName}.br`, data: br });
  return out;
}

/** Writes the precompressed copies of the named build files (paths under `dir`) under assets/. */
export async function precompressAssets(dir: string, fileNames: readonly string[]): Promise<void> {
  for (const fileName of fileNames) {
    if (!fileName.startsWith('assets/')) continue;
    for (const copy of await precompressed(fileName, readFileSync(join(dir, fileName))))
      writeFileSync(join(dir, copy.fileName), copy.data);
  }
}

/**
 * Writes a `.gz` and a `.br` beside every hashed build file under `assets/` once the build is
 * written, compressed once at the highest levels rather than by the server at each request:
 * nginx serves them as they are (`gzip_static on`, and `brotli_static on` where its brotli
 * module is installed; see deploy/nginx/console.conf.template and docs/DEPLOY.md). Brotli at
 * quality 11 is ~12% smaller than gzip for these scripts; zopfli's gzip ~3% smaller than
 * nginx's on-the-fly level 6 and than zlib's level 9 alike. Only the hashed files:
 * index.html and config.json can be changed after the build (config.json is swapped per
 * environment), and a stale `.gz` beside them would be served instead.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      await precompressAssets(options.dir ?? outDir, Object.keys(bundle));
    },
  };
}
