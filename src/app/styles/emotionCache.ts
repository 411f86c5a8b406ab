import createCache from '@emotion/cache';
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
// The first screens' rules, prebuilt (scripts/recordStyles.ts): Vite links it in <head>.
import './prebuilt.css';

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

/** The custom property prebuilt.css sets on :root, by which markPrebuilt knows it. */
export const PREBUILT_SENTINEL = '--coc-prebuilt-styles';

/** What markPrebuilt reads of a CSS rule (CSSStyleRule, CSSMediaRule, CSSKeyframesRule…). */
interface RuleLike {
  readonly cssText: string;
  readonly selectorText?: string;
  readonly cssRules?: ArrayLike<RuleLike>;
  readonly style?: { getPropertyValue(property: string): string };
}

/**
 * Tells emotion that the rules of a prebuilt stylesheet are in the document already: each
 * class name its rules carry (`.css-1x2y3z`) is marked inserted in the cache, as emotion's own
 * server-side rendering does for the `<style data-emotion>` it finds. A component whose style
 * has one of those names then has it hashed but neither compiled nor inserted: ~600 `insertRule`
 * calls on the product list's first paint, each parsed by the browser and each invalidating the
 * page's styles. A style that is not there (a page the recording did not draw, a style changed
 * since it was recorded) is inserted as before: a stale sheet costs time, never a wrong look.
 * Only a sheet whose first rule sets PREBUILT_SENTINEL counts; one the browser cannot read
 * (another origin without CORS) marks nothing. Returns how many names it marked.
 */
export function markPrebuilt(
  cache: EmotionCache,
  sheets: Iterable<{ readonly cssRules: ArrayLike<RuleLike> }>,
): number {
  const name = new RegExp(`\\.${cache.key}-([\\w-]+)`, 'g');
  let marked = 0;
  const visit = (rules: ArrayLike<RuleLike>) => {
    for (let i = 0; i < rules.length; i += 1) {
      const rule = rules[i];
      if (rule?.selectorText !== undefined) {
        for (const [, found] of rule.selectorText.matchAll(name))
          if (found !== undefined && cache.inserted[found] === undefined) {
            cache.inserted[found] = true;
            marked += 1;
          }
      } else if (rule?.cssRules !== undefined) {
        // @media, @supports, @container (a @keyframes' frames have no selectors)
        visit(rule.cssRules);
      }
    }
  };
  for (const sheet of sheets) {
    let rules: ArrayLike<RuleLike>;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet without CORS
    }
    if (rules[0]?.style?.getPropertyValue(PREBUILT_SENTINEL)) visit(rules);
  }
  return marked;
}

/**
 * A build for scripts/recordStyles.ts (`VITE_STYLE_RECORDING=1`): every rule is inserted at run
 * time, for the recording to see, with the selectors of every engine the console is built for
 * (Firefox's `-moz-` too: a stylesheet's parser skips what it does not know, where `insertRule`
 * throws), but not old Edge's `-ms-`.
 */
const recording = import.meta.env.VITE_STYLE_RECORDING === '1';
const recordedSelectors = (selector: string) => !/::?-ms-/.test(selector);

/** The console's emotion cache (MUI styles through it: App's CacheProvider). */
export const emotionCache = createCache({
  key: 'css',
  stylisPlugins: [
    dropUnknownSelectors(recording ? recordedSelectors : browserKnows),
    modernPrefixer,
  ],
});
if (!recording && typeof document !== 'undefined') markPrebuilt(emotionCache, document.styleSheets);
