import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { memo, Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useKnownContacts } from '../contacts';
import { useTrackedOrders } from '../orders';
import { useAskComment } from './askComment';
import { useBoardContextValue } from './boardContext';
import { BoardGrid } from './BoardGrid';
import { BoardLoadNotices } from './BoardLoadNotices';
import { BoardScanField } from './BoardScanField';
import { orderLabel, panelOf } from './boardModel';
import { BoardStyles } from './BoardStyles';
import { BoardToolbar } from './BoardToolbar';
import {
  LazyMoveDialog,
  LazyTrackOrdersDialog,
  useLatchedOpen,
  usePreloadBoardDialogs,
} from './lazyDialogs';
import { MoveFailures } from './MoveFailures';
import { MoveMenu } from './MoveMenu';
import { useRefreshOrders } from './queries';
import { ShipmentPanel } from './ShipmentPanel';
import { useBoardDnd } from './useBoardDnd';
import { useBoardModel } from './useBoardModel';
import { useBoardMoves } from './useBoardMoves';
import { useBoardParams } from './useBoardParams';
import { usePendingMoves } from './useMoveShipment';
import { useNow } from './useNow';
import { useTrackFromUrl } from './useTrackFromUrl';

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

/**
 * The board and everything around it: filter, moves, dialogs, the side panel. It only draws:
 * what the board shows is useBoardModel's, the moves are useBoardMoves', drag and drop is
 * useBoardDnd's, the URL state useBoardParams'.
 */
export const BoardScreen = memo(function BoardScreen({ data }: { data: BoardData }) {
  const { t } = useTranslation('shipments');
  const config = useConfig();
  const { ids, track, untrack } = useTrackedOrders();
  const { orders, loading, fetching, unreadable, lastUpdated } = data;
  const { contacts } = useKnownContacts();
  const refreshOrders = useRefreshOrders();
  const { query, panelOrderId, setQuery, setPanelOrder } = useBoardParams();
  const now = useNow(60_000);
  const [askComment, setAskComment] = useAskComment();
  const trackDialog = useLatchedOpen();
  useTrackFromUrl(trackDialog.setOpen);
  usePreloadBoardDialogs();

  const pending = usePendingMoves();
  const model = useBoardModel({
    orders,
    configured: config.shipmentStatuses,
    contacts,
    pending,
    query,
  });
  const { statuses, statusById } = model;
  const moves = useBoardMoves({
    statuses,
    statusById,
    entryByShipment: model.entryByShipment,
    pending,
    askComment,
  });
  const dnd = useBoardDnd(statusById, moves.requestMove);
  const board = useBoardContextValue(statusById, setPanelOrder, moves.openMenu);
  const panel = panelOf(model.entries, panelOrderId, loading);

  const trackButton = (
    <Button
      variant="contained"
      startIcon={<PlaylistAddIcon />}
      onClick={() => trackDialog.setOpen(true)}
    >
      {t('actions.track')}
    </Button>
  );
  const { dialog, menu } = moves;
  const dialogTo = dialog ? statusById.get(dialog.toId) : undefined;
  return (
    <>
      <BoardStyles />
      <Box className="sb-sr" aria-live="polite">
        {moves.announcement}
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
      <BoardScanField
        statuses={statuses}
        entries={model.entries}
        pending={pending}
        trackedIds={ids}
        onTrack={track}
        requestMove={moves.requestMove}
        openMoveMenu={moves.openMenu}
        openPanel={setPanelOrder}
        query={query}
        onQuery={setQuery}
      />

      {ids.length === 0 ? (
        <EmptyState title={t('empty.title')}>
          <Typography sx={{ mb: 2 }}>{t('deskTrack.emptyBody')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            {trackButton}
            <Button
              component={RouterLink}
              to={paths.orders.new()}
              variant="outlined"
              startIcon={<AddShoppingCartIcon />}
            >
              {t('actions.newOrder')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.orders.list()}
              variant="outlined"
              startIcon={<ManageSearchIcon />}
            >
              {t('deskTrack.openById')}
            </Button>
          </Box>
        </EmptyState>
      ) : (
        <>
          <BoardToolbar
            query={query}
            onQuery={setQuery}
            shown={model.shown}
            total={model.total}
            lastUpdated={lastUpdated}
            askComment={askComment}
            onAskComment={setAskComment}
          />
          <BoardLoadNotices
            tracked={ids.length}
            loading={loading}
            unreadable={unreadable}
            withoutShipment={model.withoutShipment}
            onReread={(reread) => void refreshOrders(reread)}
            onUntrack={(missing) => missing.forEach((id) => untrack(id))}
          />
          <MoveFailures
            failures={moves.failures}
            statuses={statuses}
            onRetry={moves.retry}
            onSendAsNew={moves.sendAsNew}
            onDismiss={moves.dismiss}
          />
          {loading === 0 && model.total === 0 ? (
            <EmptyState title={t('empty.noShipmentsTitle')}>
              <Typography>{t('empty.body')}</Typography>
            </EmptyState>
          ) : (
            <BoardGrid
              board={board}
              dnd={dnd}
              columns={model.columns}
              grouped={model.grouped}
              now={now}
              pending={pending}
              filtered={model.filtered}
            />
          )}
        </>
      )}

      <MoveMenu
        anchor={menu?.anchor ?? null}
        orderLabel={menu ? orderLabel(menu.entry.order) : ''}
        currentStatusId={menu?.entry.statusId ?? null}
        statuses={statuses}
        onClose={moves.closeMenu}
        onPick={moves.pickFromMenu}
      />
      {dialog && dialogTo && (
        <Suspense fallback={null}>
          <LazyMoveDialog
            request={{
              orderLabel: orderLabel(dialog.entry.order),
              from: statusById.get(dialog.entry.statusId),
              to: dialogTo,
              backward: dialog.backward,
            }}
            onConfirm={(comment) => moves.closeDialog(true, comment)}
            onCancel={() => moves.closeDialog(false)}
          />
        </Suspense>
      )}
      <ShipmentPanel
        entry={panel.entry}
        missing={panel.missing}
        statuses={statuses}
        now={now}
        pending={panel.entry ? pending.has(panel.entry.shipment.id) : false}
        onClose={() => setPanelOrder(null)}
        onMoveMenu={(entry, anchor) => moves.openMenu(entry, anchor, 'panel')}
        onUntrack={(orderId) => {
          untrack(orderId);
          setPanelOrder(null);
        }}
      />
      {trackDialog.opened && (
        <Suspense fallback={null}>
          <LazyTrackOrdersDialog
            open={trackDialog.open}
            trackedIds={ids}
            onTrack={track}
            onClose={() => trackDialog.setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
});
