import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { TextField } from '../../ui/TextField';
import { useForkRef } from '@mui/material/utils';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { memo, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { WarehouseConfig } from '../../config/schema';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { createKeyBurst } from '../../lib/keyBurst';
import { createScanDetector } from '../../lib/scanDetector';
import { readScanFeedback, SCAN_FEEDBACK_SCOPE, scanFeedbackStore } from '../../lib/scanFeedback';
import { scanFailuresStore } from './scanFailures';
import type { ScanFailure } from './scanFailures';
import { toneTextSx } from './gridLayout';
import { OPERATIONS } from './lineModel';
import type { Operation, ProductRef } from './lineModel';
import { createPickerController } from './pickerController';
import { ProductPicker } from './ProductPicker';
import type { ScanOutcome } from './scanOutcome';
import type { ScanSession, ScanStatusStore } from './useScanSession';
import { lazyDefault } from '../../ui/lazyComponent';
import { afterLoad, moduleLoader } from '../../lib/moduleLoader';

/** The camera dialog (and, when pressed, its decoder) loads only when asked for. */
const loadCamera = moduleLoader(() => import('./CameraScanDialog'));
const CameraScanDialog = lazyDefault(loadCamera);
/** Shown only once a scan fails or needs a choice: out of the page's first load too. */
const loadFailedScans = moduleLoader(() => import('./FailedScans'));
const loadScanChoices = moduleLoader(() => import('./ScanChoices'));
const FailedScans = lazyDefault(loadFailedScans);
const ScanChoices = lazyDefault(loadScanChoices);

/**
 * The failed-scan list and the choice of matches: StockBatchPage.tsx fetches them once idle,
 * so the first scan that needs one draws it at once, not ~300 ms later (see ui/lazyComponent.tsx).
 */
export const scanPartLoaders = [loadFailedScans, loadScanChoices];

export interface ScanDefaults {
  warehouse: string;
  operation: Operation;
}

interface Props {
  warehouses: readonly WarehouseConfig[];
  defaults: ScanDefaults;
  onDefaultsChange: (d: ScanDefaults) => void;
  session: ScanSession;
  /** A product picked from the suggestions of typed text. */
  onPick: (product: ProductRef, text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

const SCAN_PICKER = 'scan';

const NO_FAILURES: readonly ScanFailure[] = [];
/** Pause after a key before the typed text's suggestions are searched (a scanner's keys come 5-35 ms apart). */
const SUGGEST_AFTER_MS = 60;
/** How long the scan field shows a failure's flash. */
const FLASH_MS = 1200;

const isFailure = (outcome: ScanOutcome | null): boolean =>
  outcome?.kind === 'unknown' || outcome?.kind === 'failed';

const isOperation = (v: string): v is Operation => (OPERATIONS as readonly string[]).includes(v);

function useOutcomeMessage(outcome: ScanOutcome | null): string {
  const { t } = useTranslation('stock');
  if (!outcome) return t('scan.hint');
  switch (outcome.kind) {
    case 'added':
      return t('scan.added', { sku: outcome.sku, name: outcome.name ?? '' });
    case 'raised':
      return t('scan.raised', {
        sku: outcome.sku,
        name: outcome.name ?? '',
        quantity: outcome.quantity,
      });
    case 'several':
      return t('scanning.severalStatus', { code: outcome.code, count: outcome.products.length });
    case 'unknown':
      return t('scanning.unknown', { code: outcome.code });
    case 'failed':
      return t('scanning.failed', { code: outcome.code });
  }
}

/** The last outcome's message under the field: the one part that re-renders for every scan. */
const ScanStatusLine = memo(function ScanStatusLine({ status }: { status: ScanStatusStore }) {
  const last = useSyncExternalStore(status.subscribe, () => status.get().last);
  const message = useOutcomeMessage(last);
  const bad = isFailure(last);

  return (
    <Typography
      id="stock-scan-status"
      role="status"
      variant="body2"
      sx={[
        { minHeight: 20, color: 'text.secondary' },
        bad && { fontWeight: 600 },
        bad && toneTextSx('error'),
      ]}
    >
      {message}
    </Typography>
  );
});

function useFailures(scope: string): readonly ScanFailure[] {
  return usePersistedValue(scanFailuresStore, scope) ?? NO_FAILURES;
}

/** On a handheld the failed-scan list scrolls away under the pinned field: its count stays here. */
const FailuresJump = memo(function FailuresJump({ scope }: { scope: string }) {
  const { t } = useTranslation('stock');
  const failures = useFailures(scope);
  if (failures.length === 0) return null;
  return (
    <Button
      color="error"
      variant="outlined"
      size="small"
      onClick={() => {
        const list = document.getElementById('stock-failed-scans');
        list?.scrollIntoView({ block: 'start' });
      }}
      sx={{ display: { xs: 'inline-flex', sm: 'none' }, justifySelf: 'start', minHeight: 48 }}
    >
      {t('failed.jump', { count: failures.length })}
    </Button>
  );
});

const FailedScansSection = memo(function FailedScansSection({ session }: { session: ScanSession }) {
  const failures = useFailures(session.scope);
  if (failures.length === 0) return null;
  return (
    <Box id="stock-failed-scans" sx={{ scrollMarginTop: 200 }}>
      <Suspense fallback={null}>
        <FailedScans
          failures={failures}
          onDismiss={session.dismissFailure}
          onDismissAll={session.dismissAllFailures}
        />
      </Suspense>
    </Box>
  );
});

const ChoicesSection = memo(function ChoicesSection({ session }: { session: ScanSession }) {
  const { status } = session;
  const choices = useSyncExternalStore(status.subscribe, () => status.get().choices);
  if (choices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ScanChoices choices={choices} onChoose={session.choose} onDrop={session.dropChoice} />
    </Suspense>
  );
});

/**
 * The input itself, uncontrolled: a key costs no React render (a scanner types a code in a
 * burst of 5 ms keys); its text is read from the element on Enter or a pick, and cleared there.
 * A burst's keys after the first are held out of the browser's editing and written once a
 * frame (src/lib/keyBurst.ts).
 */
const ScanInput = memo(function ScanInput({
  session,
  onPick,
  inputRef,
}: {
  session: ScanSession;
  onPick: (product: ProductRef, text: string) => void;
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  const { t } = useTranslation('stock');
  const [detector] = useState(() => createScanDetector());
  const [picker] = useState(createPickerController);
  const [burst] = useState(() => createKeyBurst());
  const input = useRef<HTMLInputElement | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  /** The person moved through the suggestions with the arrow keys since the text last changed. */
  const movedTo = useRef(false);
  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  const setInput = useForkRef(input, inputRef);

  /** The text changed (typed, pasted, or a burst's held keys written). */
  const textChanged = (el: HTMLInputElement, value: string) => {
    movedTo.current = false;
    // The suggestions open once the keys pause: a scanner's burst costs no list work.
    window.clearTimeout(openTimer.current);
    if (value.trim() === '') picker.close();
    else
      openTimer.current = window.setTimeout(
        () => picker.open(SCAN_PICKER, el, value),
        SUGGEST_AFTER_MS,
      );
  };

  /** Empties the field and closes its suggestions: the text it had, trimmed. */
  const take = (): string => {
    burst.flush();
    const el = input.current;
    const code = el?.value.trim() ?? '';
    if (el) el.value = '';
    window.clearTimeout(openTimer.current);
    picker.close();
    return code;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    // The field itself (the handler is on TextField's root, `currentTarget` is not the input).
    const el = input.current;
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const continues = detector.char(e.timeStamp);
      if (el && burst.hold(el, e.key, continues, (value) => textChanged(el, value)))
        e.preventDefault();
      return;
    }
    if (e.key === 'Shift') return; // a scanner presses it around each capital letter
    burst.flush(); // the held keys go before this one
    if (e.key === 'Enter') {
      e.preventDefault();
      const scanned = detector.enter(e.timeStamp, input.current?.value.length ?? 0);
      // A suggestion only when the person moved to it: Enter alone takes the text as a code.
      const item = scanned || !movedTo.current ? null : picker.activeItem();
      const code = take();
      if (item) {
        onPick(item, code);
        return;
      }
      if (code !== '') session.submit(code, scanned ? 'scanner' : 'typed', e.timeStamp);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (picker.isOpenFor(SCAN_PICKER)) {
        e.preventDefault();
        picker.move(e.key === 'ArrowDown' ? 1 : -1);
        movedTo.current = true;
      }
      detector.other();
      return;
    }
    if (e.key === 'Escape' && picker.isOpenFor(SCAN_PICKER)) {
      e.preventDefault();
      picker.close();
      return;
    }
    detector.other();
  };

  return (
    <>
      <TextField
        sx={{ flex: '1 1 auto', minWidth: 0 }}
        label={t('scan.label')}
        defaultValue=""
        inputRef={setInput}
        onChange={(e) => textChanged(e.target as HTMLInputElement, e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          burst.flush();
          picker.close();
        }}
        slotProps={{
          htmlInput: {
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 100,
            enterKeyHint: 'enter',
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': false,
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
      <ProductPicker
        controller={picker}
        onPick={(_, product) => {
          const typed = take();
          onPick(product, typed);
        }}
      />
    </>
  );
});

/**
 * The scan field: a scanner's burst (fast keys ending in Enter, src/lib/scanDetector.ts) goes
 * straight to a line; typed text shows matching products (name, SKU, code, reference) to pick,
 * and Enter with none highlighted takes it as a code. A code is an exact SKU, barcode or
 * reference (src/queries/productScan.ts). On a handheld the field and its status stay pinned
 * at the top. Below it: the scan's warehouse and operation, the feedback switches, the codes
 * waiting for a choice, and the failed scans.
 * A key re-renders nothing (ScanInput is uncontrolled) and a scan's outcome re-renders only
 * the status line (and the failed scans or choices when those change), not the selects and
 * switches around them.
 */
export const ScanField = memo(function ScanField({
  warehouses,
  defaults,
  onDefaultsChange,
  session,
  onPick,
  inputRef,
}: Props) {
  const { t } = useTranslation('stock');
  const [camera, setCamera] = useState(false);
  const pinned = useRef<HTMLDivElement>(null);
  const settings = usePersistedValue(scanFeedbackStore, SCAN_FEEDBACK_SCOPE) ?? readScanFeedback();
  const { status } = session;
  // The sequence number of the last outcome when it is a failure (0 otherwise): only a failure re-renders this.
  const failedSeq = useSyncExternalStore(status.subscribe, () => {
    const s = status.get();
    return isFailure(s.last) ? s.seq : 0;
  });

  // A failure flashes the field (a still highlight when motion is reduced).
  useEffect(() => {
    const el = pinned.current;
    if (!el || failedSeq === 0) return;
    el.dataset.flash = 'bad';
    const timer = window.setTimeout(() => delete el.dataset.flash, FLASH_MS);
    return () => {
      window.clearTimeout(timer);
      delete el.dataset.flash;
    };
  }, [failedSeq]);

  return (
    <>
      <Box
        ref={pinned}
        sx={(theme) => ({
          display: 'grid',
          gap: 0.75,
          borderRadius: 1,
          transition: 'background-color 200ms',
          '&[data-flash="bad"]': { animation: 'stock-scan-bad 1.2s ease-out' },
          '@keyframes stock-scan-bad': {
            '0%, 40%': {
              backgroundColor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.22),
            },
            '100%': { backgroundColor: 'transparent' },
          },
          '@media (prefers-reduced-motion: reduce)': {
            '&[data-flash="bad"]': {
              animation: 'none',
              backgroundColor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.16),
            },
          },
          // A handheld: the field and its status stay at the top while the lines scroll.
          [theme.breakpoints.down('sm')]: {
            position: 'sticky',
            top: 56,
            '@media (orientation: landscape)': { top: 48 },
            zIndex: 3,
            mx: -1.5,
            px: 1.5,
            py: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            borderRadius: 0,
          },
        })}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ScanInput session={session} onPick={onPick} inputRef={inputRef} />
          <Button
            variant="outlined"
            onClick={() => afterLoad(loadCamera, () => setCamera(true))}
            startIcon={<PhotoCameraIcon aria-hidden />}
            sx={{
              minHeight: 56,
              flex: '0 0 auto',
              '& .label': { display: { xs: 'none', sm: 'inline' } },
            }}
            aria-label={t('camera.button')}
          >
            <span className="label">{t('camera.button')}</span>
          </Button>
        </Box>
        <FailuresJump scope={session.scope} />
        <ScanStatusLine status={session.status} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
          label={t('scan.warehouse')}
          value={defaults.warehouse}
          onChange={(e) => onDefaultsChange({ ...defaults, warehouse: e.target.value })}
        >
          {warehouses.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
          {!warehouses.some((w) => w.id === defaults.warehouse) && defaults.warehouse !== '' && (
            <option value={defaults.warehouse}>{defaults.warehouse}</option>
          )}
        </TextField>
        <TextField
          select
          sx={{ flex: '1 1 120px', maxWidth: { sm: 170 } }}
          label={t('scan.operation')}
          value={defaults.operation}
          onChange={(e) =>
            onDefaultsChange({
              ...defaults,
              operation: isOperation(e.target.value) ? e.target.value : 'add',
            })
          }
        >
          {OPERATIONS.map((op) => (
            <option key={op} value={op}>
              {t(`operation.${op}`)}
            </option>
          ))}
        </TextField>
        <Box
          role="group"
          aria-label={t('feedback.label')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
          <FormControlLabel
            sx={{ minHeight: 48, mr: 0 }}
            control={
              <Switch
                checked={settings.sound}
                onChange={(e) => session.changeSettings({ ...settings, sound: e.target.checked })}
              />
            }
            label={t('feedback.sound')}
          />
          <FormControlLabel
            sx={{ minHeight: 48, mr: 0 }}
            control={
              <Switch
                checked={settings.vibration}
                onChange={(e) =>
                  session.changeSettings({ ...settings, vibration: e.target.checked })
                }
              />
            }
            label={t('feedback.vibration')}
          />
        </Box>
      </Box>

      <ChoicesSection session={session} />
      <FailedScansSection session={session} />

      {camera && (
        <Suspense fallback={null}>
          <CameraScanDialog
            onClose={() => setCamera(false)}
            onDetected={(code) => {
              setCamera(false);
              session.submit(code, 'camera', performance.now());
            }}
          />
        </Suspense>
      )}
    </>
  );
});
