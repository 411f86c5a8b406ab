/**
 * Lighthouse's simulator (Lantern), read after a run for `npm run bench:lighthouse -- --explain`.
 */
/** A node of Lantern's simulated page load (a request or a main-thread task). */
export interface LanternNode {
  type: string;
  request?: { url: string };
}
/** Lighthouse's simulator: the node timings of its last simulation of each metric, by label. */
export interface Lantern {
  Simulation: {
    Simulator: {
      allNodeTimings: Map<string, Map<LanternNode, { startTime: number; endTime: number }>>;
    };
  };
}

/**
 * What the simulated LCP of the run just made waited for (`--explain`): Lantern estimates it as
 * the mean of an optimistic and a pessimistic graph, each ending when its last node ends; this
 * reads the pessimistic one (every request that had ended by the observed LCP, and every task
 * that did layout): how many requests, and the nodes that ended last.
 */
export function explainLcp(lantern: Lantern, origin: string): string {
  const timings = lantern.Simulation.Simulator.allNodeTimings.get(
    'pessimisticLargestContentfulPaint',
  );
  if (!timings) return 'no simulation of LCP recorded';
  const nodes = [...timings].map(([node, t]) => ({
    what:
      node.type === 'network' ? (node.request?.url ?? '?').replace(origin, '') : 'main-thread task',
    start: Math.round(t.startTime),
    end: Math.round(t.endTime),
    request: node.type === 'network',
  }));
  const requests = nodes.filter((n) => n.request).length;
  const last = nodes
    .sort((a, b) => b.end - a.end)
    .slice(0, 3)
    .map((n) => `${n.what} ${n.start}–${n.end} ms`);
  return `simulated LCP graph: ${requests} requests, ${nodes.length - requests} tasks; ended last: ${last.join(', ')}`;
}
