import { describe, expect, it } from 'vitest';
import { packageOf, summarize } from './cpuProfile.ts';
import type { Profile, ProfileNode } from './cpuProfile.ts';

const node = (id: number, functionName: string, url: string, children: number[] = []) =>
  ({
    id,
    callFrame: { functionName, url, lineNumber: 0, columnNumber: 0 },
    children,
  }) satisfies ProfileNode;

/** root -> page.js:render -> (JSON.parse, emotion.js:insert -> sheet.js:insertRule); plus program, idle. */
const profile: Profile = {
  nodes: [
    node(1, '(root)', '', [2, 6, 7]),
    node(2, 'render', 'http://x/src/features/page.js', [3, 4]),
    node(3, 'parse', ''),
    node(4, 'insert', 'http://x/node_modules/@emotion/cache/index.js', [5]),
    node(5, 'insertRule', 'http://x/node_modules/@emotion/sheet/index.js'),
    node(6, '(program)', ''),
    node(7, '(idle)', ''),
  ],
  // each sample lasts the next delta (µs)
  samples: [2, 3, 5, 5, 6, 7, 2],
  timeDeltas: [0, 1000, 2000, 3000, 4000, 5000, 6000],
};
const bySource = (frame: { url: string }) => new URL(frame.url).pathname.slice(1);

describe('summarize', () => {
  it('sums self time by package and source, a built-in with its caller, idle left out', () => {
    const s = summarize([profile], bySource);
    expect(Object.fromEntries(s.byPackage)).toEqual({
      'src/features': 1 + 2, // render, and JSON.parse under it
      '@emotion/sheet': 3 + 4,
      '(program)': 5,
    });
    expect(s.bySource.get('node_modules/@emotion/sheet/index.js')).toBe(7);
    expect(s.total).toBe(15); // the idle sample (6 ms) and the last one (no next delta) left out
  });

  it('is the mean over several profiles', () => {
    const s = summarize([profile, { ...profile, samples: [], timeDeltas: [] }], bySource);
    expect(s.total).toBe(7.5);
  });

  it("attributes a package's time to its nearest caller outside the style engine", () => {
    const s = summarize([profile], bySource, /sheet/);
    expect(Object.fromEntries(s.byCaller)).toEqual({ 'src/features/page.js': 7 });
  });
});

describe('packageOf', () => {
  it('names scoped and plain packages, src folders, and anything else as itself', () => {
    expect(packageOf('../node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(packageOf('work/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('work/main/src/api/client.ts')).toBe('src/api');
    expect(packageOf('/assets/app.js')).toBe('/assets/app.js');
  });
});
