import createCache from '@emotion/cache';
import type { StylisPlugin } from '@emotion/cache';
import { css } from '@emotion/react';
import type { SerializedStyles } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { dropUnknownSelectors, modernPrefixer } from './emotionCache';

/** The rules a cache with `plugins` writes for `styles` (emotion's server build returns them). */
function rulesOf(plugins: StylisPlugin[], styles: SerializedStyles): string {
  const cache = createCache({ key: 'css', stylisPlugins: plugins });
  const rules = cache.insert(`.css-${styles.name}`, styles, cache.sheet, true) as unknown;
  if (typeof rules !== 'string') throw new Error('expected the rules as text (a server build)');
  return rules;
}

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  transition: 'opacity 150ms',
  userSelect: 'none',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&::-webkit-input-placeholder, &::-moz-placeholder': { opacity: 0.5 },
  '@media (min-width: 600px)': { '&::-moz-focus-inner': { padding: 0 }, gap: 8 },
});

describe('modernPrefixer', () => {
  it("copies only what today's browsers still need prefixed (user-select for Safari)", () => {
    const rules = rulesOf([modernPrefixer], button);
    expect(rules).toContain('-webkit-user-select:none;user-select:none;');
    // Emotion's default would write -webkit-box, -webkit-flex, -ms-flexbox, -webkit-transition…
    expect(rules).not.toMatch(/-webkit-box|-webkit-inline|-ms-|-webkit-align|-webkit-transition/);
    expect(rules).toContain('display:inline-flex;align-items:center;transition:opacity 150ms;');
  });

  it('leaves a placeholder rule alone (no three copies of it)', () => {
    const rules = rulesOf([modernPrefixer], css({ '&::placeholder': { opacity: 0.5 } }));
    expect(rules.match(/placeholder/g)).toHaveLength(1);
  });
});

describe('dropUnknownSelectors', () => {
  // As Chromium answers CSS.supports('selector(…)'): no -moz- or -ms- pseudo.
  const chromium = (selector: string) => !/-(moz|ms)-/.test(selector);
  const firefox = (selector: string) => !/-(webkit|ms)-/.test(selector);

  it('leaves out the selectors the browser would reject, keeping the rest of a rule', () => {
    const rules = rulesOf([dropUnknownSelectors(chromium)], button);
    expect(rules).not.toMatch(/-moz-|-ms-/);
    // The list keeps its known selector; the base rule and the media rule's own part stay.
    expect(rules).toContain('::-webkit-input-placeholder{opacity:0.5;}');
    expect(rules).toContain('display:inline-flex');
    expect(rules).toMatch(/@media \(min-width: 600px\)\{\.css-\w+\{gap:8px;\}\}/);
  });

  it("keeps each browser's own: Firefox keeps its -moz- rules", () => {
    const rules = rulesOf([dropUnknownSelectors(firefox)], button);
    expect(rules).toContain('::-moz-focus-inner{border-style:none;}');
    expect(rules).toContain('::-moz-placeholder{opacity:0.5;}');
    expect(rules).not.toContain('-webkit-input-placeholder');
  });

  it('asks the browser once per pseudo', () => {
    const asked: string[] = [];
    const plugin = dropUnknownSelectors((selector) => {
      asked.push(selector);
      return chromium(selector);
    });
    rulesOf([plugin], button);
    rulesOf([plugin], css({ color: 'red', '&::-moz-focus-inner': { border: 0 } }));
    expect(asked.sort()).toEqual([
      '*::-moz-focus-inner',
      '*::-moz-placeholder',
      '*::-webkit-input-placeholder',
    ]);
  });
});
