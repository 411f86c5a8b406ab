import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { localeOf } from '../../lib/format';
import { readNumber } from '../../lib/numbers';
import { sentText } from '../../ui/formFields';
import type { AmbiguousRow } from './pasteRows';
import { catalog as stockTools } from './i18nTools';

registerTranslations('stock', stockTools);

interface Props {
  /** rows whose numbers read two ways; null when closed */
  rows: readonly AmbiguousRow[] | null;
  /** the conventions (Intl locales) that read every number of the sheet */
  candidates: readonly string[];
  onChoose: (locale: string) => void;
  onCancel: () => void;
}

const ROWS_SHOWN = 8;

/** The language a locale writes numbers in, named in the person's language ("Spanish", "inglés"). */
function languageName(locale: string, language: string): string {
  try {
    return (
      new Intl.DisplayNames([localeOf(language)], { type: 'language' }).of(
        locale.split('-')[0] ?? locale,
      ) ?? locale
    );
  } catch {
    return locale;
  }
}

/**
 * Asks how a pasted or imported sheet writes its numbers when its cells do not tell and some
 * read two ways (`1.200`: 1200 in Spanish, 1.2 in English): nothing is added on a guess.
 */
export function SheetConventionDialog({ rows, candidates, onChoose, onCancel }: Props) {
  const { t, i18n } = useTranslation('stock');
  const titleId = useId();
  const language = i18n.language;
  const sample = rows?.[0]?.cells[0] ?? '';
  const readAs = (locale: string) => {
    const r = readNumber(sample, locale);
    return r.ok ? sentText(r.value, language) : sample;
  };
  return (
    <Dialog
      open={rows !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('sheet.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('sheet.body', { count: rows?.length ?? 0 })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('sheet.rowsLabel')}>
          {rows?.slice(0, ROWS_SHOWN).map((r) => (
            <li key={r.row}>{t('sheet.row', { row: r.row, cells: r.cells.join(' · ') })}</li>
          ))}
        </Box>
        {rows && rows.length > ROWS_SHOWN && (
          <Typography variant="body2" color="text.secondary">
            {t('sheet.more', { count: rows.length - ROWS_SHOWN })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
        {candidates.map((locale, i) => (
          <Button
            key={locale}
            variant={i === 0 ? 'contained' : 'outlined'}
            onClick={() => onChoose(locale)}
            autoFocus={i === 0}
          >
            {t('sheet.readAs', {
              language: languageName(locale, language),
              sample,
              value: readAs(locale),
            })}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
