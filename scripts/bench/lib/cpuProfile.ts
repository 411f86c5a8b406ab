/**
 * Self time of a V8 CPU profile (.cpuprofile, DevTools' Profiler.stop) summed by group: the
 * package (node_modules/<package>, or src/<folder>) and the source file of the function a sample
 * fell in. Frames without a script (built-ins such as JSON.parse) count for the nearest caller
 * that has one; V8's and Blink's own work stays "(program)", the collector "(garbage collector)";
 * "(idle)" is left out. Used by scripts/bench/cpuProfileSummary.ts.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  /** µs before each sample; a sample's own duration is the next delta */
  timeDeltas: number[];
}

/** node_modules/<package> (scoped or not), src/<folder>, or the source itself. */
export function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const src = source.match(/(?:^|\/)src\/([^/]+)\//);
  if (src) return `src/${src[1]}`;
  return source;
}

/** Packages that only relay work for a caller further up (React's renderer, MUI's style engine). */
const RELAY =
  /^(react-dom|react|scheduler|@emotion\/.*|stylis|@mui\/system|@mui\/utils|@mui\/styled-engine)$/;

export interface Summary {
  /** mean ms per profile, by package */
  byPackage: Map<string, number>;
  /** mean ms per profile, by source file */
  bySource: Map<string, number>;
  /** the self time of the packages `callers` matches, by their nearest caller's source file */
  byCaller: Map<string, number>;
  /** mean ms per profile, idle left out */
  total: number;
}

/**
 * Sums the profiles' self time (the mean over them). `sourceOf` names a frame's source file (the
 * build's file, or the original one through a source map).
 */
export function summarize(
  profiles: readonly Profile[],
  sourceOf: (frame: CallFrame) => string,
  callers: RegExp | null = null,
): Summary {
  const summary: Summary = {
    byPackage: new Map(),
    bySource: new Map(),
    byCaller: new Map(),
    total: 0,
  };
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const groups = new Map<number, { source: string; pkg: string }>();
    const groupOf = (id: number): { source: string; pkg: string } => {
      const known = groups.get(id);
      if (known) return known;
      const node = byId.get(id);
      let group: { source: string; pkg: string };
      if (!node) group = { source: '(unknown)', pkg: '(unknown)' };
      else if (node.callFrame.url) {
        const source = sourceOf(node.callFrame);
        group = { source, pkg: packageOf(source) };
      } else if (/^\(.*\)$/.test(node.callFrame.functionName)) {
        group = { source: node.callFrame.functionName, pkg: node.callFrame.functionName };
      } else {
        const up = parent.get(id);
        group = up === undefined ? { source: '(native)', pkg: '(native)' } : groupOf(up);
      }
      groups.set(id, group);
      return group;
    };
    profile.samples.forEach((id, i) => {
      const group = groupOf(id);
      if (group.pkg === '(idle)') return;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000 / profiles.length;
      add(summary.byPackage, group.pkg, ms);
      add(summary.bySource, group.source, ms);
      summary.total += ms;
      if (!callers?.test(group.pkg)) return;
      let caller = '(none)';
      for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
        const g = groupOf(up);
        if (!callers.test(g.pkg) && !RELAY.test(g.pkg) && !/^\(/.test(g.pkg)) {
          caller = g.source;
          break;
        }
      }
      add(summary.byCaller, caller, ms);
    });
  }
  return summary;
}
