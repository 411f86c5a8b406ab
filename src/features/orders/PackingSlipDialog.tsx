import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import PrintIcon from '@mui/icons-material/Print';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { z } from 'zod/mini';
import type { Order } from '../../api/schemas/order';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { createPersistedStore } from '../../lib/persistedStore';
import type { ProductLabel } from '../../queries/productLabels';
import { useScope } from '../../session/SessionContext';
import { contactName, useKnownContacts } from '../contacts';
import type { BarcodeState } from './PackingSlip';
import { PackingSlip } from './PackingSlip';
import type { SlipFormat } from './packingSlip';
import { SLIP_FORMATS, SLIP_PAPER, slipData, slipPrintCss } from './packingSlip';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

/** The paper chosen last, per account (a packing station keeps its label printer). */
const formatStore = createPersistedStore({
  name: 'orders.packingSlip',
  schema: z.enum(SLIP_FORMATS),
  version: 1,
  area: 'local',
});

function useSlipFormat(): [SlipFormat, (f: SlipFormat) => void] {
  const scope = useScope();
  const format = usePersistedValue(formatStore, scope) ?? 'a6';
  const set = useCallback((f: SlipFormat) => void formatStore.write(scope, f), [scope]);
  return [format, set];
}

/** The element that holds the printed copy (everything else is hidden while printing). */
const PRINT_ROOT = 'data-packing-slip-print';

/** Draws the order id's barcodes, loading bwip-js on first use. */
function useBarcodes(text: string): BarcodeState {
  const [state, setState] = useState<{ text: string; state: BarcodeState } | null>(null);
  useEffect(() => {
    let live = true;
    import('./barcodes')
      .then(({ drawBarcodes }) => {
        const barcodes = drawBarcodes(text);
        if (live) setState({ text, state: { kind: 'ready', barcodes } });
      })
      .catch(() => {
        if (live) setState({ text, state: { kind: 'failed' } });
      });
    return () => {
      live = false;
    };
  }, [text]);
  return state?.text === text ? state.state : { kind: 'loading' };
}

interface Props {
  order: Order;
  productNames: ReadonlyMap<string, ProductLabel>;
  onClose: () => void;
}

/**
 * "Packing slip": the paper (an A6 or half-letter label, or an A4 sheet with the lines), a
 * preview, and Print. While it is open, printing the page prints the slip alone, on that
 * paper size (a copy rendered beside the app, and print CSS that hides everything else).
 */
export function PackingSlipDialog({ order, productNames, onClose }: Props) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const formatLabelId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [format, setFormat] = useSlipFormat();
  const { contacts } = useKnownContacts();
  const barcode = useBarcodes(order.id);
  const data = useMemo(
    () =>
      slipData(order, {
        contactNames: new Map(contacts.map((c) => [c.id, contactName(c) ?? ''])),
        products: productNames,
        customFallback: t('order.custom'),
      }),
    [order, contacts, productNames, t],
  );
  const paper = SLIP_PAPER[format];
  const printed = (
    <div {...{ [PRINT_ROOT]: '' }}>
      <style>{slipPrintCss(format, PRINT_ROOT)}</style>
      <PackingSlip data={data} format={format} barcode={barcode} />
    </div>
  );

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="md"
        fullWidth
        fullScreen={phone}
      >
        <DialogTitle id={titleId}>{t('packingSlip.title', { number: data.number })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormControl>
            <FormLabel id={formatLabelId}>{t('packingSlip.format')}</FormLabel>
            <RadioGroup
              aria-labelledby={formatLabelId}
              value={format}
              onChange={(e) => setFormat(e.target.value as SlipFormat)}
              sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
            >
              {SLIP_FORMATS.map((f) => (
                <FormControlLabel
                  key={f}
                  value={f}
                  control={<Radio />}
                  label={t(`packingSlip.formats.${f}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography variant="body2" color="text.secondary">
            {t('packingSlip.hint')}
          </Typography>
          <Box
            component="section"
            aria-label={t('packingSlip.preview')}
            sx={{
              bgcolor: 'action.hover',
              borderRadius: 1,
              p: { xs: 1, sm: 2 },
              display: 'flex',
              justifyContent: 'center',
              minWidth: 0,
            }}
          >
            <Box
              sx={{
                width: `min(100%, ${paper.width})`,
                bgcolor: '#fff',
                color: '#000',
                p: { xs: 1.5, sm: 2 },
                boxShadow: 3,
                boxSizing: 'border-box',
                minWidth: 0,
              }}
            >
              <PackingSlip data={data} format={format} barcode={barcode} />
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('packingSlip.close')}</Button>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={barcode.kind === 'loading'}
            onClick={() => window.print()}
          >
            {t('packingSlip.print')}
          </Button>
        </DialogActions>
      </Dialog>
      {createPortal(printed, document.body)}
    </>
  );
}
