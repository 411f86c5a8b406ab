import createCache from '@emotion/cache';
import type { StylisPlugin } from '@emotion/cache';

const WEBKIT = '-webkit-';

/**
 * The declarations the browsers the console is built for (vite.config.ts `build.target`
 * es2022, which those of 2022 on run) still need a `-webkit-` copy of: Safari's `user-select`
 * and `hyphens`, its `backdrop-filter` and `box-decoration-break` before 18, Chrome's `mask`
 * before 120.
 */
const NEEDS_WEBKIT = /^(user-select|hyphens|backdrop-filter|box-decoration-break|mask(-[a-z-]+)?)$/;

/**
 * Emotion's prefixer, for today's browsers: it writes the `-webkit-` copy of the declarations
 * above and nothing else. Emotion's default adds what browsers of ten years ago needed
 * (`-webkit-box`, `-ms-flexbox`, `-webkit-transition`… in 199 of the product list's 620 rules)
 * and three copies of every `::placeholder` rule (`::-webkit-input-placeholder`,
 * `::-moz-placeholder`, `:-ms-input-placeholder`), two of which Chromium rejects. The list's
 * first paint: 113 kB of CSS with it, 90 kB with this one.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (
    element.type === 'decl' &&
    !element.return &&
    typeof element.props === 'string' &&
    NEEDS_WEBKIT.test(element.props)
  )
    element.return = WEBKIT + element.value + element.value;
};

/** A vendor pseudo-class or pseudo-element in a selector (`::-moz-focus-inner`). */
const VENDOR_PSEUDO = /::?-(?:webkit|moz|ms)-[\w-]+/g;
/** Whether this browser knows a selector (outside a browser: yes). */
const browserKnows = (selector: string): boolean =>
  typeof CSS === 'undefined' ||
  typeof CSS.supports !== 'function' ||
  CSS.supports(`selector(${selector})`);

/**
 * Leaves out the selectors the browser would reject (`knows`: asked once per vendor pseudo).
 * MUI writes rules for other engines on purpose (`::-moz-focus-inner` on every button,
 * `::-moz-placeholder` and `:-ms-input-placeholder` on every input, for Firefox and old Edge);
 * Chromium's `insertRule` throws on each, and emotion catches it: 53 exceptions on the product
 * list's first paint. Each browser still gets the rules it understands: Firefox keeps its
 * `-moz-` ones.
 */
export function dropUnknownSelectors(knows: (selector: string) => boolean): StylisPlugin {
  const known = new Map<string, boolean>();
  const knowsPseudo = (pseudo: string): boolean => {
    let answer = known.get(pseudo);
    if (answer === undefined) {
      answer = knows(`*${pseudo}`);
      known.set(pseudo, answer);
    }
    return answer;
  };
  return (element) => {
    if (element.type !== 'rule' || !Array.isArray(element.props)) return;
    const kept = element.props.filter((selector) =>
      (selector.match(VENDOR_PSEUDO) ?? []).every(knowsPseudo),
    );
    if (kept.length === element.props.length) return;
    element.props = kept;
    // No selector left: no rule (stylis writes nothing for a rule without declarations).
    if (kept.length === 0) element.children = [];
  };
}

/** The console's emotion cache (MUI styles through it: App's CacheProvider). */
export const emotionCache = createCache({
  key: 'css',
  stylisPlugins: [dropUnknownSelectors(browserKnows), modernPrefixer],
});
