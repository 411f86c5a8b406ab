import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The import cycles of the console's and the sandbox's modules (ARCHITECTURE.md: zero, checked by
 * importCycles.test.ts). What counts is what stays at run time: static imports and re-exports,
 * side-effect imports and dynamic `import()` (a lazy route is still a dependency); type-only
 * imports and exports are erased and do not count; only relative specifiers are followed (a
 * package cannot import the console back). ESLint's `import/no-cycle` did this, walking the graph
 * from every file again: 67 s of lint's 227 s on this 2-core machine; one pass over the graph
 * (Tarjan's strongly connected components) takes about a second.
 */

/** The relative module specifiers of one file that stay at run time, in source order. */
export function runtimeImports(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!isTypeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier !== undefined && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => s.startsWith('./') || s.startsWith('../'));
}

/** `import type …`, or `import { type A, type B }` (nothing left once types are erased). */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (clause === undefined) return false; // `import './x'`: a side effect
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

const EXTENSIONS = ['.ts', '.tsx'];

/** The module file a relative specifier names (TypeScript sources only), or null. */
export function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/[?#].*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  for (const file of candidates) {
    if (EXTENSIONS.some((e) => file.endsWith(e)) && existsSync(file) && statSync(file).isFile())
      return file;
  }
  return null; // JSON, CSS, an asset, or a JavaScript file: not part of a cycle of these modules
}

/** Every .ts and .tsx file under the folders (recursively). */
export function sourceFiles(...folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((f) => join(folder, f)),
    )
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
}

/** Each file's run-time imports among the files (a graph by absolute path). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file, readFileSync(file, 'utf8'))
      .map((s) => resolveModule(file, s))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of a graph: each strongly connected component of more than one node, or one node
 * that imports itself, as one cycle through it (a path that starts and ends at the same node).
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  // Tarjan's algorithm, iterative (a deep import chain would overflow the call stack).
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next);
    next += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const edges = graph.get(frame.node) ?? [];
      const target = edges[frame.edge];
      if (target !== undefined) {
        frame.edge += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
          onStack.delete(n);
          component.push(n);
          if (n === frame.node) break;
        }
        components.push(component);
      }
    }
  }
  const cycles: string[][] = [];
  for (const component of components) {
    const [first] = component;
    if (first === undefined) continue;
    if (component.length === 1 && !(graph.get(first) ?? []).includes(first)) continue;
    cycles.push(cycleThrough(first, new Set(component), graph));
  }
  return cycles;
}

/** One path from `start` back to itself inside its component (breadth-first: a shortest one). */
function cycleThrough(
  start: string,
  component: ReadonlySet<string>,
  graph: ReadonlyMap<string, readonly string[]>,
): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i] ?? start;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let n: string | undefined = node; n !== undefined && n !== start; n = previous.get(n))
          path.unshift(n);
        path.unshift(start);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** A cycle as the person reads it: paths relative to `root`, joined by arrows. */
export const cycleText = (cycle: readonly string[], root: string): string =>
  cycle.map((f) => relative(root, f)).join(' -> ');
