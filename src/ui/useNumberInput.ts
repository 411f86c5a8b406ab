import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../i18n/i18n';
import { localeOf } from '../lib/format';
import { displayEntry, entryValue, readEntry, settleEntry, typedEntry } from '../lib/numbers';
import type { NumberEntry } from '../lib/numbers';
import { sentText } from './formFields';

export interface NumberInput {
  /** the text the input shows */
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** settles the entry (written the person's way); call from the input's blur */
  onBlur: () => void;
  /** the exact number sent, written plainly, when leaving the field reformatted what was typed */
  sent: string | null;
}

/**
 * What a numeric input needs: the text of its entry in the person's language, the entry of what
 * is typed, and, on blur, the number written the language's way (`1200` -> `1.200`) with the
 * exact number sent shown beside it when that changed what was typed. One hook for every
 * numeric input (MUI fields and the stock grid's cells).
 */
export function useNumberInput(
  entry: NumberEntry,
  onEntry: (entry: NumberEntry) => void,
): NumberInput {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const locale = localeOf(language);
  const [sent, setSent] = useState<{ entry: NumberEntry; text: string } | null>(null);
  return {
    value: displayEntry(entry, locale),
    onChange: (e) => onEntry(typedEntry(e.target.value, locale)),
    onBlur: () => {
      const typed = readEntry(entry);
      // A number the console set (a record's price) is already shown the person's way.
      if (typed.locale === null) return;
      const settled = settleEntry(entry, locale);
      if (settled === entry) return;
      onEntry(settled);
      const value = entryValue(settled);
      setSent(
        value !== null && typed.text.trim() !== displayEntry(settled, locale)
          ? { entry: settled, text: sentText(value, language) }
          : null,
      );
    },
    // The hint belongs to the entry it was made for: any later change hides it.
    sent: sent !== null && sent.entry === entry ? sent.text : null,
  };
}
