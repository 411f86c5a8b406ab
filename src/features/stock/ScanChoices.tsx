import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { ProductRef } from './lineModel';
import type { PendingChoice } from './useScanSession';
import { catalog as stockTools } from './i18nTools';

registerTranslations('stock', stockTools);

interface Props {
  choices: readonly PendingChoice[];
  onChoose: (choiceId: string, product: ProductRef) => void;
  onDrop: (choiceId: string) => void;
}

/**
 * Codes several products answer to, each with its products as buttons (keyboard and touch,
 * 48 px): nothing is added until the person picks one. It is not a dialog: the scanner goes
 * on into the scan field meanwhile. "None of these" moves the code to the failed scans.
 */
export default function ScanChoices({ choices, onChoose, onDrop }: Props) {
  const { t, i18n } = useTranslation('stock');
  const n = (v: number | null) => formatNumber(v, i18n.language);
  return (
    <Box component="section" aria-labelledby="stock-choices-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography
        id="stock-choices-title"
        variant="h3"
        component="h3"
        sx={{ fontSize: 16, fontWeight: 600 }}
      >
        {t('choices.title', { count: choices.length })}
      </Typography>
      {choices.map((choice) => {
        const headingId = `stock-choice-${choice.id}`;
        return (
          <Paper
            key={choice.id}
            variant="outlined"
            role="group"
            aria-labelledby={headingId}
            sx={{ p: 1.5, display: 'grid', gap: 1, borderColor: 'warning.main' }}
          >
            <Typography id={headingId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t(`choices.prompt.${choice.by}`, {
                code: choice.code,
                count: choice.products.length,
              })}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {choice.products.map((p) => (
                <li key={p.id}>
                  <Button
                    variant="outlined"
                    fullWidth
                    onClick={() => onChoose(choice.id, p)}
                    sx={{
                      minHeight: 48,
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      textTransform: 'none',
                      display: 'block',
                    }}
                  >
                    <Box
                      component="span"
                      sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {t('choices.add', { name: p.name ?? p.sku ?? p.id })}
                    </Box>
                    <Box
                      component="span"
                      sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}
                    >
                      {t('choices.facts', { sku: p.sku ?? '—', available: n(p.available) })}
                    </Box>
                  </Button>
                </li>
              ))}
            </Box>
            <Box>
              <Button color="inherit" onClick={() => onDrop(choice.id)} sx={{ minHeight: 48 }}>
                {t('choices.none')}
              </Button>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
