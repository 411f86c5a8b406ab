/**
 * Checks the repository's documentation (README.md and docs/*.md) stays inside the repository
 * and true to it: every relative link names a file or folder that exists, every `#anchor` names
 * a heading of its target (GitHub's heading ids), no link leaves the repository, and every
 * repository path written in backquotes (`src/…`, `sandbox/…`…) exists. Run by
 * scripts/docs.test.ts in `npm run test:unit`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** A link written in a Markdown file: `[text](target)`, with its line. */
export interface DocLink {
  target: string;
  line: number;
}

/** A backquoted path that should exist, with its line. */
export interface DocPath {
  path: string;
  line: number;
}

/** The text outside fenced code blocks, line by line (fenced lines become empty). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0] ?? null;
      else if (marker.startsWith(fence)) fence = null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/** The line without its inline code spans. */
function withoutCode(line: string): string {
  return line.replace(/`[^`]*`/g, '');
}

/** Every `[text](target)` and `![alt](target)` outside code, in order. */
export function extractLinks(markdown: string): DocLink[] {
  const links: DocLink[] = [];
  proseLines(markdown).forEach((line, index) => {
    for (const match of withoutCode(line).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1];
      if (target) links.push({ target, line: index + 1 });
    }
  });
  return links;
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The ids of a file's headings, a repeated one numbered as GitHub does (`x`, `x-1`, `x-2`). */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = githubSlug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** Top folders whose backquoted paths are checked. */
const REPO_DIRS = ['src', 'sandbox', 'scripts', 'e2e', 'deploy', 'public', 'docs', '.ci'];

/**
 * Backquoted repository paths (`src/api/client.ts`, `e2e/deploy/`), outside fenced code. Patterns
 * and placeholders are left alone: `features/x/use*.ts`, `src/features/<area>/`, `sandbox/dev…`.
 */
export function extractPaths(markdown: string): DocPath[] {
  const paths: DocPath[] = [];
  const top = new RegExp(`^(?:${REPO_DIRS.map((d) => d.replace('.', '\\.')).join('|')})/`);
  proseLines(markdown).forEach((line, index) => {
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const text = (match[1] ?? '').replace(/[.,;:]+$/, '');
      if (!top.test(text) || /[*<>…{}]|\/x\//.test(text)) continue;
      paths.push({ path: text.split(/[?#(]/, 1)[0] ?? text, line: index + 1 });
    }
  });
  return paths;
}

/** The documentation files: README.md and every Markdown file under docs/. */
export function docFiles(root: string): string[] {
  const docs = join(root, 'docs');
  const inDocs = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => join(docs, f))
    : [];
  return [join(root, 'README.md'), ...inDocs.sort()];
}

/** Every problem found in the documentation files, as `file:line: problem`; empty when sound. */
export function checkDocs(root: string, files: readonly string[] = docFiles(root)): string[] {
  const problems: string[] = [];
  const texts = new Map<string, string>();
  const read = (file: string): string => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(file, 'utf8');
      texts.set(file, text);
    }
    return text;
  };
  const inside = (file: string): boolean => {
    const rel = relative(root, file);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
  };

  for (const file of files) {
    const name = relative(root, file);
    const text = read(file);
    for (const { target, line } of extractLinks(text)) {
      const at = `${name}:${line}: ${target}`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        if (!/^(https?|mailto):/i.test(target)) problems.push(`${at}: an unknown kind of link`);
        continue; // web links are not checked here
      }
      const [pathPart = '', anchor] = target.split('#', 2);
      const linked = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
      if (!inside(linked)) {
        problems.push(`${at}: leads outside the repository`);
        continue;
      }
      if (!existsSync(linked)) {
        problems.push(`${at}: no such file`);
        continue;
      }
      if (anchor !== undefined) {
        if (statSync(linked).isDirectory() || !linked.endsWith('.md')) {
          problems.push(`${at}: an anchor into a file that is not Markdown`);
        } else if (!headingIds(read(linked)).has(decodeURIComponent(anchor))) {
          problems.push(`${at}: no heading with id "${anchor}" in ${relative(root, linked)}`);
        }
      }
    }
    for (const { path, line } of extractPaths(text)) {
      if (!existsSync(join(root, path)))
        problems.push(`${name}:${line}: \`${path}\` does not exist`);
    }
    proseLines(text).forEach((line, index) => {
      if (/\.\.\/shared\//.test(line))
        problems.push(`${name}:${index + 1}: names a file outside the repository`);
    });
  }
  return problems;
}
