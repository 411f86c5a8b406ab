import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { memo, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseConfig } from '../../config/schema';
import { toneTextSx } from './gridLayout';
import { OPERATIONS } from './lineModel';
import type { Operation } from './lineModel';

export type ScanOutcome =
  | { kind: 'added'; sku: string; name: string | null }
  | { kind: 'raised'; sku: string; name: string | null; quantity: string }
  | { kind: 'unknown'; sku: string }
  | { kind: 'failed'; sku: string };

export interface ScanDefaults {
  warehouse: string;
  operation: Operation;
}

interface Props {
  warehouses: readonly WarehouseConfig[];
  defaults: ScanDefaults;
  onDefaultsChange: (d: ScanDefaults) => void;
  /** Looks up the exact SKU and adds (or raises) its line. */
  onScan: (sku: string) => Promise<ScanOutcome>;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Type or scan an exact SKU and Enter (what a barcode scanner sends): a line for that
 * product with quantity 1, or one more on the line just added for it. Scans are handled in
 * the order they arrive, however fast the scanner is.
 */
export const ScanField = memo(function ScanField({ warehouses, defaults, onDefaultsChange, onScan, inputRef }: Props) {
  const { t } = useTranslation('stock');
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const submit = () => {
    const sku = text.trim();
    setText('');
    if (sku === '') return;
    queue.current = queue.current.then(async () => {
      setOutcome(await onScan(sku));
    });
  };

  const message = (() => {
    if (!outcome) return t('scan.hint');
    switch (outcome.kind) {
      case 'added':
        return t('scan.added', { sku: outcome.sku, name: outcome.name ?? '' });
      case 'raised':
        return t('scan.raised', { sku: outcome.sku, name: outcome.name ?? '', quantity: outcome.quantity });
      case 'unknown':
        return t('scan.unknown', { sku: outcome.sku });
      case 'failed':
        return t('scan.failed', { sku: outcome.sku });
    }
  })();
  const bad = outcome?.kind === 'unknown' || outcome?.kind === 'failed';

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          sx={{ flex: '100 1 260px', minWidth: 200 }}
          label={t('scan.label')}
          value={text}
          inputRef={inputRef}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              spellCheck: false,
              maxLength: 100,
              enterKeyHint: 'enter',
              'aria-describedby': 'stock-scan-status',
              'data-scan': 'true',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <QrCodeScannerIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
          label={t('scan.warehouse')}
          value={defaults.warehouse}
          onChange={(e) => onDefaultsChange({ ...defaults, warehouse: e.target.value })}
        >
          {warehouses.map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {w.name}
            </MenuItem>
          ))}
          {!warehouses.some((w) => w.id === defaults.warehouse) && defaults.warehouse !== '' && (
            <MenuItem value={defaults.warehouse}>{defaults.warehouse}</MenuItem>
          )}
        </TextField>
        <TextField
          select
          sx={{ flex: '1 1 120px', maxWidth: { sm: 170 } }}
          label={t('scan.operation')}
          value={defaults.operation}
          onChange={(e) => onDefaultsChange({ ...defaults, operation: e.target.value === 'remove' ? 'remove' : 'add' })}
        >
          {OPERATIONS.map((op) => (
            <MenuItem key={op} value={op}>
              {t(`operation.${op}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography
        id="stock-scan-status"
        role="status"
        variant="body2"
        sx={[{ mt: 0.75, minHeight: 20, color: 'text.secondary' }, bad && { fontWeight: 600 }, bad && toneTextSx('error')]}
      >
        {message}
      </Typography>
    </Box>
  );
});
