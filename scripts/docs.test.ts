import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocs, docFiles, extractLinks, extractPaths, githubSlug, headingIds } from './docs.ts';

const root = join(import.meta.dirname, '..');

describe('the repository documentation', () => {
  it('is README.md and the Markdown files of docs/', () => {
    const names = docFiles(root).map((f) => f.slice(root.length + 1));
    expect(names[0]).toBe('README.md');
    expect(names).toEqual(
      expect.arrayContaining([
        'docs/ARCHITECTURE.md',
        'docs/CONTRACT.md',
        'docs/DEPLOY.md',
        'docs/PERFORMANCE.md',
      ]),
    );
  });

  it('links only inside the repository, to files and headings that exist, and names paths that exist', () => {
    expect(checkDocs(root)).toEqual([]);
  });
});

describe('the checker', () => {
  it('gives headings the ids GitHub gives them', () => {
    expect(githubSlug('Size budgets')).toBe('size-budgets');
    expect(githubSlug('Benchmarks (`npm run bench`)')).toBe('benchmarks-npm-run-bench');
    expect(githubSlug('Cold load of the product list, beside react-admin')).toBe(
      'cold-load-of-the-product-list-beside-react-admin',
    );
    expect(githubSlug('Where [the code](x.md) lives: `src/api`')).toBe(
      'where-the-code-lives-srcapi',
    );
    expect(githubSlug('Cómo se leen los números')).toBe('cómo-se-leen-los-números');
    expect([...headingIds('# A\n## Notes\n### Notes\n```\n# not a heading\n```\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('finds links and backquoted paths outside code, and skips patterns and placeholders', () => {
    const text = [
      'See [the contract](docs/CONTRACT.md#errors) and ![logo](public/logo.svg "Logo").',
      '`[not a link](nowhere.md)` and `src/api/client.ts`, `features/x/use*.ts`, `src/features/<area>/`.',
      '```',
      '[inside a fence](gone.md) `src/gone.ts`',
      '```',
    ].join('\n');
    expect(extractLinks(text)).toEqual([
      { target: 'docs/CONTRACT.md#errors', line: 1 },
      { target: 'public/logo.svg', line: 1 },
    ]);
    expect(extractPaths(text)).toEqual([{ path: 'src/api/client.ts', line: 2 }]);
  });

  it('reports a missing file, a missing heading, a link out of the repository and a path that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
    mkdirSync(join(dir, 'docs'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'real.ts'), '');
    writeFileSync(join(dir, 'docs', 'A.md'), '# A\n\n## Real heading\n\n[up](../README.md#top)\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Top',
        '[ok](docs/A.md#real-heading) [self](#top) [web](https://example.com/x)',
        '[gone](docs/B.md) [no heading](docs/A.md#nothing) [out](../shared/CONTRACT.md)',
        '`src/real.ts` `src/missing.ts` [odd](ftp://x)',
      ].join('\n'),
    );
    expect(checkDocs(dir)).toEqual([
      'README.md:3: docs/B.md: no such file',
      'README.md:3: docs/A.md#nothing: no heading with id "nothing" in docs/A.md',
      'README.md:3: ../shared/CONTRACT.md: leads outside the repository',
      'README.md:4: ftp://x: an unknown kind of link',
      'README.md:4: `src/missing.ts` does not exist',
      'README.md:3: names a file outside the repository',
    ]);
  });
});
