import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog as entry } from './i18n';
import { catalog as pages } from './i18nPages';

/**
 * The `orders` strings come in two parts (i18n.ts: order entry and what the pages share with it;
 * i18nPages.ts: the order pages' own). A module that uses a key of the pages' part registers that
 * part itself: otherwise order entry (which loads only i18n.ts) could show a bare key.
 */
const dir = 'src/features/orders';
const sections = Object.keys(pages.en).filter((s) => s !== 'list');
const listKeys = Object.keys(pages.en.list);
const pagesKey = new RegExp(
  `['\`"](?:${sections.join('|')})\\.[a-zA-Z]|['\`"]list\\.(?:${listKeys.join('|')})\\b`,
);

describe('orders catalog parts', () => {
  it('split the sections between them: only `list` is in both, its title with order entry', () => {
    const both = Object.keys(entry.en).filter((s) => s in pages.en);
    expect(both).toEqual(['list']);
    expect(Object.keys(entry.en.list)).toEqual(['title']);
  });

  it("every module using the pages' strings registers them", () => {
    const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.|^i18n/.test(f));
    const users = files.filter((f) => pagesKey.test(readFileSync(join(dir, f), 'utf8')));
    expect(users.length).toBeGreaterThan(5);
    for (const f of users) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).toContain("from './i18nPages'");
      expect(text, f).toContain("registerTranslations('orders', orderPages)");
    }
    // Order entry's own modules use none of them (OrderEntryPage only `list.title`).
    expect(users).not.toContain('OrderEntryPage.tsx');
    expect(users).not.toContain('OrderForm.tsx');
  });
});
