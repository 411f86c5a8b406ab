import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  DragEndEvent,
  KeyboardSensorOptions,
  MouseSensorOptions,
  TouchSensorOptions,
} from '@dnd-kit/core';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { prefetch } from '../../lib/prefetch';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { formatDateTime } from '../../lib/format';
import { readStored, writeStored } from '../../lib/storage';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { contactName, useKnownContacts } from '../contacts/knownContacts';
import { useTrackedOrders } from '../orders/trackedOrders';
import { ActiveCardOverlay } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { BoardContext } from './boardContext';
import type { BoardContextValue } from './boardContext';
import { columnKeyboardCoordinates, columnUnderDrag } from './boardDnd';
import type { BoardEntry, EntryCache } from './boardModel';
import { buildEntries, groupByStatus, matchesQuery, orderLabel, shippingMethodKey, shippingMethodText } from './boardModel';
import { BoardStyles } from './BoardStyles';
import { requestCardFocus } from './focusRequest';
import type { FocusTarget } from './focusRequest';
import { MoveFailures } from './MoveFailures';
import { MoveMenu } from './MoveMenu';
import type { MoveFailure } from './moveStore';
import { useMoveFailures } from './moveStore';
import { useMoveShipment, usePendingMoves, useRefreshOrders } from './queries';
import { ShipmentPanel } from './ShipmentPanel';
import type { BoardStatus, MetStatus } from './statusCatalog';
import {
  boardColumns,
  isBackward,
  mergeStatuses,
  statusRecordOf,
  unconfiguredStatuses,
} from './statusCatalog';

// The two dialogs (and react-hook-form with them) are chunks of their own: the board shows
// without them, and fetches them once it has painted, before anyone opens one.
const loadMoveDialog = () => import('./MoveDialog');
const loadTrackOrdersDialog = () => import('./TrackOrdersDialog');
const MoveDialog = lazy(async () => ({ default: (await loadMoveDialog()).MoveDialog }));
const TrackOrdersDialog = lazy(async () => ({
  default: (await loadTrackOrdersDialog()).TrackOrdersDialog,
}));

const NO_ENTRIES: readonly BoardEntry[] = [];
// Sensor options are constants: new ones would give every card new listeners (and a re-render).
const MOUSE_OPTIONS: MouseSensorOptions = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 8 } };
const KEYBOARD_OPTIONS: KeyboardSensorOptions = { coordinateGetter: columnKeyboardCoordinates };
const ASK_COMMENT_KEY = 'shipments.askComment';

/** How a move was asked for: decides whether a dialog comes first and where focus goes after. */
type MoveVia = 'pointer' | 'keyboard' | 'menu' | 'panel';

interface DialogState {
  entry: BoardEntry;
  toId: string;
  backward: boolean;
  via: MoveVia;
  comment?: string;
}

/** A clock for "moved here 3 minutes ago", ticking every minute. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A function whose identity never changes but always runs the latest `fn` (for memoised cards). */
function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

function useAskComment(): [boolean, (v: boolean) => void] {
  const [ask, setAsk] = useState(() => readStored('local', ASK_COMMENT_KEY, z.boolean()) ?? false);
  const set = useCallback((v: boolean) => {
    setAsk(v);
    writeStored('local', ASK_COMMENT_KEY, v);
  }, []);
  return [ask, set];
}

/** What the board shows of the tracked orders (read by ShipmentBoardPage). */
export interface BoardData {
  /** The tracked orders that could be read. */
  orders: readonly Order[];
  /** Reads not answered yet. */
  loading: number;
  fetching: boolean;
  /** Tracked orders that could not be read (missing: a 404). */
  unreadable: readonly { id: string; missing: boolean }[];
  /** When the newest answer arrived (ms), 0 before any. */
  lastUpdated: number;
}

/** The board and everything around it: filter, moves, dialogs, the side panel. */
export const BoardScreen = memo(function BoardScreen({ data }: { data: BoardData }) {
  const { t, i18n } = useTranslation('shipments');
  const language = i18n.language;
  const config = useConfig();
  const { ids, track, untrack } = useTrackedOrders();
  const { loading, fetching, unreadable, lastUpdated } = data;
  const { contacts } = useKnownContacts();
  const pendingMoves = usePendingMoves();
  const { move } = useMoveShipment();
  const refreshOrders = useRefreshOrders();
  const { failures, dismiss } = useMoveFailures();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const panelOrderId = params.get('order');
  const now = useNow(60_000);
  const [askComment, setAskComment] = useAskComment();
  const [menu, setMenu] = useState<{ entry: BoardEntry; anchor: HTMLElement; via: MoveVia } | null>(
    null,
  );
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [trackOpen, setTrackOpenState] = useState(false);
  // Mounted from its first opening on, so that closing it animates like any dialog.
  const [trackOpened, setTrackOpened] = useState(false);
  const setTrackOpen = useCallback((open: boolean) => {
    if (open) setTrackOpened(true);
    setTrackOpenState(open);
  }, []);
  useEffect(() => {
    const preload = () => {
      prefetch(loadMoveDialog);
      prefetch(loadTrackOrdersDialog);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 500);
    return () => window.clearTimeout(timer);
  }, []);
  const [announcement, setAnnouncement] = useState('');
  const [entryCache] = useState<EntryCache>(() => new WeakMap());

  // ------------------------------------------------------------------ data
  const { orders } = data;
  const knownNames = useMemo(
    () =>
      new Map(
        contacts.flatMap((c) => (contactName(c) ? [[c.id, contactName(c) ?? ''] as const] : [])),
      ),
    [contacts],
  );
  const entries = useMemo(
    () => buildEntries(orders, knownNames, pendingMoves, entryCache),
    [orders, knownNames, pendingMoves, entryCache],
  );
  const configuredIds = useMemo(
    () => new Set(config.shipmentStatuses.map((s) => s.id)),
    [config.shipmentStatuses],
  );
  const metKey = JSON.stringify(
    unconfiguredStatuses(
      orders.map((o) => o.shipment),
      configuredIds,
    ),
  );
  const statuses = useMemo(
    () => mergeStatuses(config.shipmentStatuses, JSON.parse(metKey) as MetStatus[]),
    [config.shipmentStatuses, metKey],
  );
  const statusById = useMemo(() => new Map(statuses.map((s) => [s.id, s])), [statuses]);
  const occupied = useMemo(() => new Set(entries.map((e) => e.statusId)), [entries]);
  const columns = useMemo(() => boardColumns(statuses, occupied), [statuses, occupied]);
  const shown = useMemo(
    () => (query.trim() ? entries.filter((e) => matchesQuery(e, query)) : entries),
    [entries, query],
  );
  const grouped = useMemo(() => groupByStatus(shown), [shown]);
  const entryByShipment = useMemo(() => new Map(entries.map((e) => [e.shipment.id, e])), [entries]);

  const withoutShipment = useMemo(() => orders.filter((o) => !o.shipment).length, [orders]);

  // ------------------------------------------------------------------ URL state
  const setParam = useStableCallback((name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: name === 'q' });
  });

  // ------------------------------------------------------------------ moves
  const doMove = useStableCallback(
    (entry: BoardEntry, toId: string, comment: string, via: MoveVia) => {
      const to = statusById.get(toId);
      if (!to || !to.active || toId === entry.statusId) return;
      const label = orderLabel(entry.order);
      const focus: FocusTarget | null =
        via === 'keyboard' ? 'handle' : via === 'menu' ? 'move' : null;
      if (focus) requestCardFocus(entry.shipment.id, toId, focus);
      move({
        orderId: entry.orderId,
        orderLabel: label,
        shipmentId: entry.shipment.id,
        fromStatusId: entry.statusId,
        toStatusId: toId,
        comment,
        target: statusRecordOf(to),
      });
      setAnnouncement(t('move.moving', { order: label, status: to.name }));
    },
  );

  const requestMove = useStableCallback((entry: BoardEntry, toId: string, via: MoveVia) => {
    if (toId === entry.statusId || pendingMoves.has(entry.shipment.id)) return;
    const backward = isBackward(statuses, entry.statusId, toId);
    const byDrag = via === 'pointer' || via === 'keyboard';
    if (byDrag && !backward && !askComment) doMove(entry, toId, '', via);
    else setDialog({ entry, toId, backward, via });
  });

  const retry = useStableCallback((failure: MoveFailure) => {
    const entry = entryByShipment.get(failure.move.shipmentId);
    const to = statusById.get(failure.move.toStatusId);
    dismiss(failure.move.shipmentId);
    if (!entry || !to || entry.statusId === to.id) return;
    requestCardFocus(entry.shipment.id, to.id, 'move');
    move({ ...failure.move, fromStatusId: entry.statusId, target: statusRecordOf(to) });
    setAnnouncement(t('move.moving', { order: failure.move.orderLabel, status: to.name }));
  });

  const closeDialog = (moved: boolean, comment = '') => {
    if (!dialog) return;
    const { entry, toId, via } = dialog;
    setDialog(null);
    if (moved) doMove(entry, toId, comment, via);
    else if (via === 'keyboard') requestCardFocus(entry.shipment.id, entry.statusId, 'handle');
    else if (via === 'menu') requestCardFocus(entry.shipment.id, entry.statusId, 'move');
  };

  // ------------------------------------------------------------------ drag and drop
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  const entryOfActive = (data: unknown): BoardEntry | null => {
    const e = (data as { entry?: BoardEntry } | undefined)?.entry;
    return e ?? null;
  };
  const nameOf = (id: unknown) => statusById.get(String(id))?.name ?? String(id);

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const e = entryOfActive(active.data.current);
      return e
        ? t('dnd.start', { order: orderLabel(e.order), status: nameOf(e.statusId) })
        : undefined;
    },
    onDragOver: ({ active, over }) => {
      const e = entryOfActive(active.data.current);
      if (!e) return undefined;
      return over
        ? t('dnd.over', { order: orderLabel(e.order), status: nameOf(over.id) })
        : t('dnd.outside', { order: orderLabel(e.order) });
    },
    onDragEnd: ({ active, over }) => {
      const e = entryOfActive(active.data.current);
      if (!e) return undefined;
      const order = orderLabel(e.order);
      if (!over) return t('dnd.droppedOutside', { order });
      if (String(over.id) === e.statusId)
        return t('dnd.droppedSame', { order, status: nameOf(over.id) });
      return t('dnd.dropped', { order, status: nameOf(over.id) });
    },
    onDragCancel: ({ active }) => {
      const e = entryOfActive(active.data.current);
      return e
        ? t('dnd.cancelled', { order: orderLabel(e.order), status: nameOf(e.statusId) })
        : undefined;
    },
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const entry = entryOfActive(active.data.current);
    if (!entry || !over) return;
    const fresh = entryByShipment.get(entry.shipment.id) ?? entry;
    requestMove(
      fresh,
      String(over.id),
      activatorEvent instanceof KeyboardEvent ? 'keyboard' : 'pointer',
    );
  };

  // ------------------------------------------------------------------ cards' context
  const openPanel = useStableCallback((orderId: string) => setParam('order', orderId));
  const openMoveMenu = useStableCallback((entry: BoardEntry, anchor: HTMLElement) =>
    setMenu({ entry, anchor, via: 'menu' }),
  );
  const boardValue = useMemo<BoardContextValue>(
    () => ({
      language,
      statuses: statusById,
      text: {
        roleDescription: t('card.roleDescription'),
        drag: (order) => t('card.drag', { order }),
        open: (order) => t('card.open', { order }),
        moveTo: t('card.moveTo'),
        moveToFor: (order) => t('card.moveToFor', { order }),
        saving: t('card.saving'),
        movedHere: (when) => t('card.movedHere', { when }),
        cod: t('card.cod'),
        gift: t('card.gift'),
        insured: t('card.insured'),
        method: (m) => shippingMethodText(m, (code) => t(shippingMethodKey(code))) ?? t('method.none'),
        noCity: t('card.noCity'),
      },
      openPanel,
      openMoveMenu,
    }),
    [language, statusById, t, openPanel, openMoveMenu],
  );

  // ------------------------------------------------------------------ panel
  const panelEntry = panelOrderId
    ? (entries.find((e) => e.orderId === panelOrderId) ?? null)
    : null;
  const panelMissing = Boolean(panelOrderId) && !panelEntry && loading === 0;

  // ------------------------------------------------------------------ render
  const filterField = (
    <TextField
      type="search"
      label={t('toolbar.filter')}
      helperText={t('toolbar.filterHint')}
      value={query}
      onChange={(e) => setParam('q', e.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
    />
  );

  const trackButton = (
    <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => setTrackOpen(true)}>
      {t('actions.track')}
    </Button>
  );

  const total = entries.length;
  const dialogTo = dialog ? statusById.get(dialog.toId) : undefined;
  return (
    <>
      <BoardStyles />
      <Box className="sb-sr" aria-live="polite">
        {announcement}
      </Box>
      <PageHeader
        title={t('title')}
        subtitle={ids.length > 0 ? t('subtitle', { count: ids.length }) : t('subtitleNone')}
        actions={
          <>
            {trackButton}
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              disabled={ids.length === 0 || fetching}
              onClick={() => void refreshOrders(ids)}
            >
              {fetching && loading === 0 ? t('actions.refreshing') : t('actions.refresh')}
            </Button>
          </>
        }
      />

      {ids.length === 0 ? (
        <EmptyState title={t('empty.title')}>
          <Typography sx={{ mb: 2 }}>{t('empty.body')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            {trackButton}
            <Button
              component={RouterLink}
              to="/orders/new"
              variant="outlined"
              startIcon={<AddShoppingCartIcon />}
            >
              {t('actions.newOrder')}
            </Button>
          </Box>
        </EmptyState>
      ) : (
        <>
          <Box
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1.5 }}
          >
            {filterField}
            <Box sx={{ display: 'grid', gap: 0.25, pt: 0.5, flex: 1, minWidth: 200 }}>
              <Typography variant="body2">
                {query.trim()
                  ? t('toolbar.shown', { shown: shown.length, total })
                  : t('toolbar.total', { count: total })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {lastUpdated > 0
                  ? t('toolbar.lastUpdated', {
                      time: formatDateTime(new Date(lastUpdated).toISOString(), language),
                    })
                  : t('toolbar.notUpdated')}
              </Typography>
            </Box>
            <FormControlLabel
              control={
                <Switch checked={askComment} onChange={(e) => setAskComment(e.target.checked)} />
              }
              label={t('toolbar.askComment')}
              sx={{ mr: 0 }}
            />
          </Box>

          {loading > 0 && (
            <Box sx={{ mb: 1.5 }}>
              <Typography variant="body2" id="board-loading" sx={{ mb: 0.5 }}>
                {t('board.loading', { done: ids.length - loading, total: ids.length })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={((ids.length - loading) / ids.length) * 100}
                aria-labelledby="board-loading"
              />
            </Box>
          )}
          {unreadable.length > 0 && (
            <Alert
              severity="warning"
              sx={{ mb: 1.5 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => void refreshOrders(unreadable.map((u) => u.id))}
                >
                  {t('actions.retry')}
                </Button>
              }
            >
              <div>{t('load.failed', { count: unreadable.length })}</div>
              {unreadable.some((u) => u.missing) && (
                <>
                  <Box sx={{ overflowWrap: 'anywhere' }}>
                    {t('load.missing', {
                      ids: unreadable
                        .filter((u) => u.missing)
                        .map((u) => u.id)
                        .join(', '),
                    })}
                  </Box>
                  <Button
                    size="small"
                    color="inherit"
                    sx={{ mt: 0.5, ml: -0.5 }}
                    onClick={() =>
                      unreadable.filter((u) => u.missing).forEach((u) => untrack(u.id))
                    }
                  >
                    {t('load.untrackMissing')}
                  </Button>
                </>
              )}
            </Alert>
          )}
          {withoutShipment > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('load.noShipment', { count: withoutShipment })}
            </Typography>
          )}
          <MoveFailures
            failures={failures}
            statuses={statuses}
            onRetry={retry}
            onDismiss={dismiss}
          />

          {loading === 0 && total === 0 ? (
            <EmptyState title={t('empty.noShipmentsTitle')}>
              <Typography>{t('empty.body')}</Typography>
            </EmptyState>
          ) : (
            <BoardContext value={boardValue}>
              <DndContext
                sensors={sensors}
                collisionDetection={columnUnderDrag}
                accessibility={{
                  announcements,
                  screenReaderInstructions: { draggable: t('dnd.instructions') },
                  // focus is ours: it follows a moved card to its new column (dnd-kit would put it
                  // back on the old card, which the move removes)
                  restoreFocus: false,
                }}
                onDragEnd={onDragEnd}
              >
                <div className="sb-board" role="region" aria-label={t('board.label')}>
                  {columns.map((s: BoardStatus) => (
                    <BoardColumn
                      key={s.id}
                      status={s}
                      entries={grouped.get(s.id) ?? NO_ENTRIES}
                      now={now}
                      pending={pendingMoves}
                      filtered={query.trim() !== ''}
                    />
                  ))}
                </div>
                <ActiveCardOverlay now={now} />
              </DndContext>
            </BoardContext>
          )}
        </>
      )}

      <MoveMenu
        anchor={menu?.anchor ?? null}
        orderLabel={menu ? orderLabel(menu.entry.order) : ''}
        currentStatusId={menu?.entry.statusId ?? null}
        statuses={statuses}
        onClose={() => setMenu(null)}
        onPick={(toId) => {
          if (!menu) return;
          const { entry, via } = menu;
          setMenu(null);
          requestMove(entryByShipment.get(entry.shipment.id) ?? entry, toId, via);
        }}
      />
      {dialog && dialogTo && (
        <Suspense fallback={null}>
          <MoveDialog
            request={{
              orderLabel: orderLabel(dialog.entry.order),
              from: statusById.get(dialog.entry.statusId),
              to: dialogTo,
              backward: dialog.backward,
              comment: dialog.comment,
            }}
            onConfirm={(comment) => closeDialog(true, comment)}
            onCancel={() => closeDialog(false)}
          />
        </Suspense>
      )}
      <ShipmentPanel
        entry={panelEntry}
        missing={panelMissing}
        statuses={statuses}
        now={now}
        pending={panelEntry ? pendingMoves.has(panelEntry.shipment.id) : false}
        onClose={() => setParam('order', null)}
        onMoveMenu={(entry, anchor) => setMenu({ entry, anchor, via: 'panel' })}
        onUntrack={(orderId) => {
          untrack(orderId);
          setParam('order', null);
        }}
      />
      {trackOpened && (
        <Suspense fallback={null}>
          <TrackOrdersDialog
            open={trackOpen}
            trackedIds={ids}
            onTrack={track}
            onClose={() => setTrackOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
});
