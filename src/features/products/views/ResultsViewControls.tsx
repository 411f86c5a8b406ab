import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Suspense, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { matchingView, viewPrefs } from './savedViews';
import type { SavedView } from './savedViews';
import type { ResultColumns } from './useResultColumns';
import { useSavedViews } from './useSavedViews';
import { visuallyHidden } from '@mui/utils';
import { lazyDefault } from '../../../ui/lazyComponent';
import { moduleLoader } from '../../../lib/moduleLoader';
import { useLazyPart } from '../../../hooks/useLazyPart';
import { usePrefetchWhenIdle } from '../../../hooks/usePrefetchWhenIdle';

/*
 * The results toolbar's "Columns" and "Views" controls (one component in the toolbar row).
 * Both buttons are small; the Views menu (MUI's Menu, Popover and Modal), the column chooser (with
 * dnd-kit) and the views' dialogs load on first open, the menu also once the list is idle.
 */

const loadChooser = moduleLoader(() => import('../results/ColumnChooserDialog'));
const loadViewDialogs = moduleLoader(() => import('./ViewDialogs'));
const loadViewsMenu = moduleLoader(() => import('./ViewsMenu'));
const ColumnChooserDialog = lazyDefault(loadChooser);
const ViewDialogs = lazyDefault(loadViewDialogs);
const ViewsMenu = lazyDefault(loadViewsMenu);
/** The menu is fetched once the list has painted and idled, so that it opens at once. */
const PREFETCHED = [loadViewsMenu];

const ROW_SX = { display: 'flex', gap: 1, alignItems: 'center' } as const;
/** On a phone: a row of its own under the sort (which keeps the width it needs), 44 px targets. */
const PHONE_ROW_SX = {
  ...ROW_SX,
  order: 1,
  flexBasis: '100%',
  '& .MuiButton-root': { minHeight: 44 },
} as const;

interface Props {
  columns: ResultColumns;
  /** The current search as a saved view holds it (viewParamsOf). */
  params: string;
  /** Shows a view's search: its parameters become the URL's. */
  onApplyParams: (params: string) => void;
  /** A phone: the buttons on a row of their own. */
  compact: boolean;
}

function ToolbarButton(props: {
  label: string;
  text: string;
  icon: ReactNode;
  onClick: (anchor: HTMLElement) => void;
  menuOpen?: boolean;
  controls?: string;
  hasPopup: 'dialog' | 'menu';
}) {
  const { label, text, icon, onClick, menuOpen, controls, hasPopup } = props;
  const a11y = {
    'aria-haspopup': hasPopup,
    'aria-expanded': hasPopup === 'menu' ? menuOpen === true : undefined,
    'aria-controls': menuOpen ? controls : undefined,
  } as const;
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      aria-label={label === text ? undefined : label}
      {...a11y}
      onClick={(e) => onClick(e.currentTarget)}
    >
      {text}
    </Button>
  );
}

export function ResultsViewControls({ columns, params, onApplyParams, compact }: Props) {
  const { t } = useTranslation('products');
  const { views, setViews } = useSavedViews();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [chooserMounted, openChooserPart] = useLazyPart(loadChooser);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuMounted, openMenu] = useLazyPart(loadViewsMenu);
  usePrefetchWhenIdle(PREFETCHED);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const [dialogMounted, openDialogPart] = useLazyPart(loadViewDialogs);
  const [status, setStatus] = useState('');
  const menuId = useId();
  const viewsButton = useRef<HTMLElement | null>(null);

  const { prefs, setPrefs, reset } = columns;
  const current = useMemo(() => matchingView(views, params, prefs), [views, params, prefs]);

  const openChooser = () => {
    openChooserPart(() => setChooserOpen(true));
  };
  const openDialog = (which: 'save' | 'manage') => {
    setMenuAnchor(null);
    openDialogPart(() => setDialog(which));
  };
  const apply = (view: SavedView) => {
    setMenuAnchor(null);
    setPrefs(viewPrefs(view));
    onApplyParams(view.params);
    setStatus(t('views.applied', { name: view.name }));
  };

  return (
    <Box sx={compact ? PHONE_ROW_SX : ROW_SX}>
      <ToolbarButton
        label={t('chooser.buttonLabel')}
        text={t('chooser.button')}
        icon={<ViewColumnIcon />}
        hasPopup="dialog"
        onClick={openChooser}
      />
      <ToolbarButton
        label={current ? `${t('views.button')}: ${current.name}` : t('views.button')}
        text={t('views.button')}
        icon={<BookmarksIcon />}
        hasPopup="menu"
        menuOpen={menuAnchor !== null}
        controls={menuId}
        onClick={(anchor) => {
          viewsButton.current = anchor;
          openMenu(() => setMenuAnchor(anchor));
        }}
      />
      {menuMounted && (
        <Suspense fallback={null}>
          <ViewsMenu
            id={menuId}
            anchorEl={menuAnchor}
            onClose={() => setMenuAnchor(null)}
            views={views}
            current={current}
            onSave={() => openDialog('save')}
            onManage={() => openDialog('manage')}
            onApply={apply}
          />
        </Suspense>
      )}
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
      {chooserMounted && (
        <Suspense fallback={null}>
          <ColumnChooserDialog
            open={chooserOpen}
            prefs={prefs}
            onChange={setPrefs}
            onReset={reset}
            onClose={() => setChooserOpen(false)}
          />
        </Suspense>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <ViewDialogs
            mode={dialog}
            views={views}
            params={params}
            prefs={prefs}
            onViews={setViews}
            onStatus={setStatus}
            onClose={() => {
              setDialog(null);
              viewsButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
