import { describe, expect, it } from 'vitest';
import { explainLcp } from './lantern.ts';

describe('explainLcp', () => {
  it('counts the requests of the pessimistic LCP graph and names the nodes that ended last', () => {
    const timings = new Map([
      [
        { type: 'network', request: { url: 'https://x/console/products' } },
        { startTime: 0, endTime: 600 },
      ],
      [
        { type: 'network', request: { url: 'https://x/console/assets/frame.js' } },
        { startTime: 1290.6, endTime: 3393.2 },
      ],
      [{ type: 'cpu' }, { startTime: 2111, endTime: 2164 }],
      [
        { type: 'network', request: { url: 'https://x/console/assets/table.js' } },
        { startTime: 2543, endTime: 3146 },
      ],
    ]);
    const lantern = {
      Simulation: {
        Simulator: {
          allNodeTimings: new Map([
            ['optimisticLargestContentfulPaint', new Map()],
            ['pessimisticLargestContentfulPaint', timings],
          ]),
        },
      },
    };
    expect(explainLcp(lantern, 'https://x/console/')).toBe(
      'simulated LCP graph: 3 requests, 1 tasks; ended last: assets/frame.js 1291–3393 ms, assets/table.js 2543–3146 ms, main-thread task 2111–2164 ms',
    );
  });

  it('says so when no LCP was simulated', () => {
    const lantern = { Simulation: { Simulator: { allNodeTimings: new Map() } } };
    expect(explainLcp(lantern, '')).toBe('no simulation of LCP recorded');
  });
});
