import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation, dynamicT } from '../../i18n/i18n';
import type { common } from '../../i18n/common';
import type { catalog } from './i18n';
import { z } from 'zod/mini';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { localeOf } from '../../lib/format';
import { createPersistedStore } from '../../lib/persistedStore';
import { giveScanFeedback } from '../../lib/scanFeedback';
import type { ScanTone } from '../../lib/scanFeedback';
import { useScope } from '../../session/SessionContext';
import { describeError } from '../../ui/describeError';
import { checkOrderId, ORDER_ID_MESSAGES, ORDER_ID_WHERE } from '../orders';
import type { BoardEntry } from './boardModel';
import { buildEntries, matchesQuery, orderLabel } from './boardModel';
import { requestCardFocus } from './focusRequest';
import { lookUpOrders } from './queries';
import { decideForEntry, scanTarget } from './scanDecision';
import { setScanHighlight } from './scanHighlight';
import type { BoardStatus } from './statusCatalog';
import type { MoveVia } from './useBoardMoves';
import { useStableCallback } from './useStableCallback';

function timeOf(ms: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'medium' }).format(new Date(ms));
}

/** "Scan moves to …": the status chosen, per account (a packing station keeps its step). */
const scanMoveStore = createPersistedStore({
  name: 'shipments.scanMoves',
  schema: z.string().check(z.maxLength(200)),
  version: 1,
  area: 'local',
});

const OFF = '';
/** Scans kept in the list under the field. */
const LOG_SIZE = 6;

interface Part {
  /** A key of the board's strings or of common's (`common:orderLookup.*`). */
  key:
    | `scan.${keyof (typeof catalog)['en']['scan']}`
    | `common:orderLookup.${keyof (typeof common)['en']['orderLookup']}`;
  values?: Record<string, string>;
}

interface LogItem {
  seq: number;
  at: number;
  tone: ScanTone | 'pending';
  parts: Part[];
  /** The order whose card the scan found (its actions are offered). */
  orderId?: string;
}

interface Props {
  statuses: readonly BoardStatus[];
  /** Every shipment on the board (the filter aside). */
  entries: readonly BoardEntry[];
  pending: ReadonlyMap<string, string>;
  trackedIds: readonly string[];
  onTrack: (id: string) => void;
  requestMove: (entry: BoardEntry, toId: string, via: MoveVia) => void;
  openMoveMenu: (entry: BoardEntry, anchor: HTMLElement, via?: MoveVia) => void;
  openPanel: (orderId: string) => void;
  /** The board's text filter: cleared when it hides the card scanned. */
  query: string;
  onQuery: (query: string) => void;
}

/**
 * "Scan a parcel or order id": a packing slip's barcode (it holds the order id), or an id typed
 * and Enter. An order not tracked yet is looked up and tracked; its card is highlighted and
 * scrolled into view, with its moves offered. With "scan moves to …" set, a scan moves the
 * parcel there in one step through the board's own move (its Idempotency-Key, the pending lock,
 * the failure list); a parcel already there is said to be, and nothing is sent. Text that is
 * not an order id (an order number such as 12) is explained. Each outcome is announced and
 * kept in a short list; the field keeps focus and clears for the next scan.
 */
export function BoardScanField(props: Props) {
  const { statuses, entries } = props;
  const { t, i18n } = useTranslation(['shipments', 'common']);
  const { t: common } = useTranslation();
  const config = useConfig();
  const scope = useScope();
  const queryClient = useQueryClient();
  const targetId = usePersistedValue(scanMoveStore, scope) ?? OFF;
  const target = scanTarget(statuses, targetId);
  const [value, setValue] = useState('');
  const [log, setLog] = useState<LogItem[]>([]);
  const seq = useRef(0);
  const lookingUp = useRef(new Set<string>());
  const invoicePrefixes = config.invoiceNumerations.map((n) => n.prefix).filter(Boolean);

  useEffect(() => () => setScanHighlight(null), []);

  const record = useCallback((item: Omit<LogItem, 'at'>) => {
    setLog((current) =>
      [{ ...item, at: Date.now() }, ...current.filter((x) => x.seq !== item.seq)].slice(
        0,
        LOG_SIZE,
      ),
    );
    if (item.tone !== 'pending') giveScanFeedback(item.tone);
  }, []);

  /** Shows (and, in "scan moves to" mode, moves) a shipment that is on the board. */
  const act = useStableCallback((n: number, entry: BoardEntry, tracked: boolean) => {
    const { pending, requestMove, query, onQuery } = props;
    const decision = decideForEntry(entry, target, pending, statuses);
    const order = orderLabel(entry.order);
    const current = statuses.find((s) => s.id === entry.statusId)?.name ?? entry.statusId;
    const trackedPart: Part[] = tracked ? [{ key: 'scan.nowTracked' as const }] : [];
    let shownIn = entry.statusId;
    let item: Omit<LogItem, 'at'>;
    switch (decision.kind) {
      case 'show':
        item = {
          seq: n,
          tone: 'success',
          orderId: entry.orderId,
          parts: [{ key: 'scan.found', values: { order, status: current } }, ...trackedPart],
        };
        break;
      case 'move':
        requestMove(entry, decision.to.id, 'scan');
        shownIn = decision.to.id;
        item = {
          seq: n,
          tone: 'success',
          orderId: entry.orderId,
          parts: [
            { key: 'scan.moving', values: { order, from: current, to: decision.to.name } },
            ...trackedPart,
          ],
        };
        break;
      case 'already':
        item = {
          seq: n,
          tone: 'choice',
          orderId: entry.orderId,
          parts: [{ key: 'scan.already', values: { order, status: decision.to.name } }],
        };
        break;
      case 'busy':
        item = {
          seq: n,
          tone: 'choice',
          orderId: entry.orderId,
          parts: [{ key: 'scan.busy', values: { order } }],
        };
        break;
      case 'backward':
        item = {
          seq: n,
          tone: 'failure',
          orderId: entry.orderId,
          parts: [
            { key: 'scan.backward', values: { order, status: current, to: decision.to.name } },
          ],
        };
        break;
    }
    if (query.trim() && !matchesQuery(entry, query)) onQuery('');
    setScanHighlight({ shipmentId: entry.shipment.id, tag: t('scan.tag') });
    requestCardFocus(entry.shipment.id, shownIn, 'reveal');
    record(item);
  });

  /** A looked-up order (read after the lookup, so with the board as it is now): track it, act on its card. */
  const settle = useStableCallback((n: number, order: Order) => {
    const tracked = !props.trackedIds.includes(order.id);
    if (tracked) props.onTrack(order.id);
    const entry =
      props.entries.find((e) => e.orderId === order.id) ??
      buildEntries([order], new Map(), props.pending)[0];
    if (entry) {
      act(n, entry, tracked);
      return;
    }
    setScanHighlight(null);
    record({
      seq: n,
      tone: 'choice',
      parts: [
        { key: 'scan.noShipment', values: { order: orderLabel(order) } },
        ...(tracked ? [{ key: 'scan.nowTracked' } satisfies Part] : []),
      ],
    });
  });

  /** An id that is not on the board: read it (the orders' cache keeps it for the board). */
  const lookUp = useStableCallback(async (n: number, id: string) => {
    if (lookingUp.current.has(id)) {
      record({ seq: n, tone: 'choice', parts: [{ key: 'scan.stillLooking', values: { id } }] });
      return;
    }
    lookingUp.current.add(id);
    record({ seq: n, tone: 'pending', parts: [{ key: 'scan.looking', values: { id } }] });
    try {
      const result = await lookUpOrders(queryClient, [id]);
      const order = result.found[0];
      const failed = result.failed[0];
      if (order) settle(n, order);
      else if (failed)
        record({
          seq: n,
          tone: 'failure',
          parts: [
            { key: 'scan.notChecked', values: { id, reason: describeError(common, failed.error) } },
          ],
        });
      else {
        setScanHighlight(null);
        record({
          seq: n,
          tone: 'failure',
          parts: [{ key: 'scan.unknown', values: { id } }, { key: ORDER_ID_WHERE }],
        });
      }
    } finally {
      lookingUp.current.delete(id);
    }
  });

  const scan = useStableCallback((text: string) => {
    const check = checkOrderId(text, invoicePrefixes);
    if (!check.ok && check.problem === 'empty') return;
    seq.current += 1;
    const n = seq.current;
    if (!check.ok) {
      setScanHighlight(null);
      record({
        seq: n,
        tone: 'failure',
        parts: [
          { key: ORDER_ID_MESSAGES[check.problem], values: { text: check.text } },
          { key: ORDER_ID_WHERE },
        ],
      });
      return;
    }
    const entry = entries.find((e) => e.orderId === check.id);
    if (entry) act(n, entry, false);
    else void lookUp(n, check.id);
  });

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = value;
    setValue('');
    scan(text);
  };

  // Part.key is checked where a part is made; a union of keys with and without variables cannot
  // take one options type in t()'s overloads, so the rendering goes through dynamicT.
  const say = (parts: Part[]) => parts.map((p) => dynamicT(t)(p.key, p.values ?? {})).join(' ');
  const latest = log[0];
  const latestEntry = latest?.orderId
    ? entries.find((e) => e.orderId === latest.orderId)
    : undefined;

  return (
    <Box
      component="section"
      aria-label={t('scan.region')}
      sx={{
        mb: 1.5,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        display: 'grid',
        // minmax(0, …): the field and the select shrink to a phone's width (a grid column's
        // automatic minimum would be the select's longest status name)
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      <GlobalStyles
        styles={{
          '.sb-card.sb-scanned': {
            outline: '3px solid var(--mui-palette-primary-main)',
            outlineOffset: 1,
            boxShadow:
              '0 0 0 6px color-mix(in srgb, var(--mui-palette-primary-main) 25%, transparent)',
          },
          '.sb-scanned-tag': {
            justifySelf: 'start',
            marginLeft: 30,
            padding: '0 8px',
            borderRadius: 10,
            fontSize: '0.75rem',
            fontWeight: 700,
            background: 'var(--mui-palette-primary-main)',
            color: 'var(--mui-palette-primary-contrastText)',
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <TextField
            label={t('scan.field')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            fullWidth
            helperText={t('scan.hint')}
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                autoCapitalize: 'off',
                spellCheck: false,
                enterKeyHint: 'go',
                'data-board-scan': '',
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
        </Box>
        <TextField
          select
          label={t('scan.mode')}
          value={target?.id ?? OFF}
          onChange={(e) => void scanMoveStore.write(scope, e.target.value)}
          helperText={target ? t('scan.modeOn', { status: target.name }) : t('scan.modeOff')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: { sm: 320 } }}
        >
          <MenuItem value={OFF}>{t('scan.off')}</MenuItem>
          {statuses
            .filter((s) => s.active)
            .map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
        </TextField>
      </Box>

      {/* A new node per scan: the same message twice (a second scan) is announced again. */}
      <Box className="sb-sr" role="status" aria-live="polite" aria-atomic="true">
        {latest && latest.tone !== 'pending' ? (
          <span key={latest.seq}>{say(latest.parts)}</span>
        ) : null}
      </Box>

      {log.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
              {t('scan.recent')}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                setLog([]);
                setScanHighlight(null);
              }}
            >
              {t('scan.clear')}
            </Button>
          </Box>
          <Box
            component="ol"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
            data-testid="scan-log"
          >
            {log.map((item, i) => (
              <Box
                component="li"
                key={item.seq}
                data-scan-tone={item.tone}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                  px: 1,
                  borderRadius: 1,
                  borderLeft: 4,
                  borderColor:
                    item.tone === 'failure'
                      ? 'error.main'
                      : item.tone === 'choice'
                        ? 'warning.main'
                        : item.tone === 'pending'
                          ? 'divider'
                          : 'success.main',
                  bgcolor: i === 0 ? 'action.hover' : 'transparent',
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography
                  variant="body2"
                  component="span"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {timeOf(item.at, i18n.language)}
                </Typography>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ flex: '1 1 200px', minWidth: 0, fontWeight: i === 0 ? 600 : 400 }}
                >
                  {say(item.parts)}
                </Typography>
                {i === 0 && latestEntry && (
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-haspopup="menu"
                      aria-label={t('card.moveToFor', { order: orderLabel(latestEntry.order) })}
                      disabled={props.pending.has(latestEntry.shipment.id)}
                      onClick={(e) => props.openMoveMenu(latestEntry, e.currentTarget, 'menu')}
                    >
                      {t('card.moveTo')}
                    </Button>
                    <Button
                      size="small"
                      aria-label={t('scan.detailsFor', { order: orderLabel(latestEntry.order) })}
                      onClick={() => props.openPanel(latestEntry.orderId)}
                    >
                      {t('scan.details')}
                    </Button>
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
