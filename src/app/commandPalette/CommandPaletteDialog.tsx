import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import BoltIcon from '@mui/icons-material/Bolt';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PersonIcon from '@mui/icons-material/Person';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation, applyLanguage, registerTranslations } from '../../i18n/i18n';
import { useNavigate } from 'react-router';
import type { ProductSearchItem } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { checkOrderId, useTrackedOrders } from '../../features/orders';
import { contactName, filterContacts, useKnownContacts } from '../../features/contacts';
import { formatNumber } from '../../lib/format';
import type { AppLanguage } from '../../lib/format';
import { productSearchQuery } from '../../queries/products';
import { useSession } from '../../session/SessionContext';
import { areas } from '../areas';
import { paths } from '../paths';
import { catalog } from './i18n';
import {
  enterChoice,
  flatItems,
  GROUP_LIMIT,
  moveActive,
  productAnswer,
  rankPalette,
} from './paletteSearch';
import type { PaletteCandidate, PaletteGroupId, RankedItem } from './paletteSearch';
import { useDebounced } from '../../hooks/useDebounced';

registerTranslations('palette', catalog);

/** The product search waits this long after the last key (as the order line picker does). */
export const SEARCH_DEBOUNCE_MS = 200;

type ThemeMode = 'light' | 'dark' | 'system';

/** Marks the palette's dialog, which Ctrl+K tells from other dialogs (PaletteLauncher.tsx). */
const PALETTE_MARK = { 'data-palette': '' };

/** What opening an item does. */
type Target =
  | { kind: 'go'; to: string }
  | { kind: 'language'; language: AppLanguage }
  | { kind: 'theme'; mode: ThemeMode }
  | { kind: 'signOut' }
  | { kind: 'shortcuts' };

type Candidate = PaletteCandidate<Target>;
type Item = RankedItem<Target>;

const GROUP_ICONS: Record<PaletteGroupId, ReactNode> = {
  actions: <BoltIcon fontSize="small" />,
  pages: null,
  products: <Inventory2Icon fontSize="small" />,
  orders: <ReceiptLongIcon fontSize="small" />,
  contacts: <PersonIcon fontSize="small" />,
};

interface Props {
  open: boolean;
  /** Counts the openings: each starts afresh (even while the last one is closing). */
  opening: number;
  /** What was typed before the palette was there (its chunks loading): the box starts with it. */
  earlyText: string;
  onClose: () => void;
  onShortcuts: () => void;
}

/**
 * The command palette (Ctrl/⌘+K): one text box over products (the API's search), the orders
 * tracked and the contacts known in this browser, the pages and the console's actions, grouped
 * and ranked (paletteSearch.ts). ARIA 1.2 combobox: the focus stays in the box; the arrows move
 * the active option (aria-activedescendant) of a listbox with a group per heading; Enter opens
 * it; Escape closes. Full screen on a phone.
 */
export default function CommandPaletteDialog({
  open,
  opening,
  earlyText,
  onClose,
  onShortcuts,
}: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{
        paper: { ...PALETTE_MARK, sx: phone ? {} : { mt: '10vh', maxHeight: '75vh' } },
      }}
    >
      <PaletteBody
        key={opening}
        titleId={titleId}
        earlyText={earlyText}
        onClose={onClose}
        onShortcuts={onShortcuts}
      />
    </Dialog>
  );
}

function PaletteBody({
  titleId,
  earlyText,
  onClose,
  onShortcuts,
}: {
  titleId: string;
  earlyText: string;
  onClose: () => void;
  onShortcuts: () => void;
}) {
  const { t, i18n } = useTranslation(['palette', 'common']);
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { mode, systemMode, setMode } = useColorScheme();
  const { ids: orderIds } = useTrackedOrders();
  const { contacts } = useKnownContacts();
  const { invoiceNumerations } = useConfig();
  const language: AppLanguage = i18n.language === 'es' ? 'es' : 'en';
  const listId = useId();
  const statusId = useId();

  const [text, setText] = useState(earlyText);
  const inputRef = useRef<HTMLInputElement>(null);
  // The caret after what was typed before the dialog came (the stand-in's text).
  useEffect(() => {
    const input = inputRef.current;
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);
  /** The item the person moved to (arrows, pointer); null: the first item is the active one. */
  const [chosen, setChosen] = useState<string | null>(null);
  /** The text for which Enter was pressed while the products were still coming (acted on once they are in). */
  const waiting = useRef<string | null>(null);
  const typed = text.trim();
  const asked = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...productSearchQuery({ query: asked, page: 1, page_size: GROUP_LIMIT.products }),
    enabled: asked !== '',
    staleTime: 30_000,
  });
  const products = productAnswer<ProductSearchItem>(typed, asked, search);
  const pending = products.state === 'pending';

  const fixed = useMemo((): Candidate[] => {
    const other: AppLanguage = language === 'es' ? 'en' : 'es';
    const go = (key: string, label: string, to: string, terms: string): Candidate => ({
      key: `action:${key}`,
      group: 'actions',
      label,
      terms: [terms],
      target: { kind: 'go', to },
    });
    // The scheme not shown now, and following the system's unless it is followed already.
    const shown = mode === 'system' || !mode ? systemMode : mode;
    const themes = ([shown === 'dark' ? 'light' : 'dark', 'system'] as const)
      .filter((m) => m !== (mode ?? 'system'))
      .map((m): Candidate => ({
        key: `action:theme-${m}`,
        group: 'actions',
        label: t(`actions.${m}`),
        terms: [t('terms.theme')],
        target: { kind: 'theme', mode: m },
      }));
    return [
      go('newOrder', t('actions.newOrder'), paths.orders.new(), t('terms.newOrder')),
      go('newProduct', t('actions.newProduct'), paths.products.new(), t('terms.newProduct')),
      go('newBatch', t('actions.newBatch'), paths.stock.batch(), t('terms.newBatch')),
      go('newContact', t('actions.newContact'), paths.contacts.new(), t('terms.newContact')),
      go(
        'trackOrders',
        t('actions.trackOrders'),
        paths.shipments.board({ track: true }),
        t('terms.trackOrders'),
      ),
      {
        key: 'action:language',
        group: 'actions',
        label: t('actions.language', { language: t(`common:language.${other}`) }),
        terms: [t('terms.language')],
        target: { kind: 'language', language: other },
      },
      ...themes,
      {
        key: 'action:shortcuts',
        group: 'actions',
        label: t('actions.shortcuts'),
        terms: [t('terms.shortcuts')],
        target: { kind: 'shortcuts' },
      },
      {
        key: 'action:signOut',
        group: 'actions',
        label: t('actions.signOut'),
        terms: [t('terms.signOut')],
        target: { kind: 'signOut' },
      },
      ...areas.map((area): Candidate => ({
        key: `page:${area.key}`,
        group: 'pages',
        label: t(`common:nav.${area.key}`),
        target: { kind: 'go', to: area.path },
      })),
    ];
  }, [t, language, mode, systemMode]);

  const found = useMemo((): Candidate[] => {
    if (typed === '') return [];
    const list: Candidate[] = [];
    if (products.state === 'ready') {
      for (const p of products.items) {
        const stock =
          p.stock_available == null
            ? null
            : t('available', { stock: formatNumber(p.stock_available, language) });
        list.push({
          key: `product:${p.id}`,
          group: 'products',
          label: p.name ?? p.sku ?? p.id,
          caption: [p.sku ? t('sku', { sku: p.sku }) : null, stock].filter(Boolean).join(' · '),
          terms: p.sku ? [p.sku] : [],
          // The service matched it (perhaps by its code or reference, not in the search item).
          fallbackScore: 10,
          target: { kind: 'go', to: paths.products.detail(p.id) },
        });
      }
    }
    for (const id of orderIds) {
      list.push({
        key: `order:${id}`,
        group: 'orders',
        label: id,
        target: { kind: 'go', to: paths.orders.detail(id) },
      });
    }
    // An id typed that this browser does not track, offered last. Order and invoice numbers and
    // text with spaces are surely not ids (orderIdInput.ts); nor, here, a word without a digit.
    const check = checkOrderId(
      typed,
      invoiceNumerations.map((n) => n.prefix),
    );
    if (check.ok && /\d/.test(check.id) && check.id.length >= 8 && !orderIds.includes(check.id)) {
      list.push({
        key: `order-id:${check.id}`,
        group: 'orders',
        label: t('openOrder', { id: check.id }),
        caption: t('openOrderHint'),
        fixedScore: 5,
        target: { kind: 'go', to: paths.orders.detail(check.id) },
      });
    }
    for (const c of filterContacts(contacts, typed)) {
      const name = contactName(c);
      list.push({
        key: `contact:${c.id}`,
        group: 'contacts',
        label: name ?? c.email ?? t('unnamedContact'),
        caption: [name ? c.email : null, c.identification_number].filter(Boolean).join(' · '),
        terms: [c.email ?? '', c.identification_number ?? ''],
        // The contacts filter matched it (perhaps by a NIT written otherwise, or its phone).
        fallbackScore: 20,
        target: { kind: 'go', to: paths.contacts.list({ q: c.id }) },
      });
    }
    return list;
  }, [typed, products, orderIds, contacts, invoiceNumerations, t, language]);

  const groups = useMemo(() => rankPalette(typed, [...fixed, ...found]), [typed, fixed, found]);
  const items = useMemo(() => flatItems(groups), [groups]);
  const indexOf = useMemo(() => new Map(items.map((item, i) => [item.key, i])), [items]);
  const chosenItem = chosen === null ? undefined : items.find((i) => i.key === chosen);
  const activeKey = chosenItem?.key ?? items[0]?.key ?? null;
  const activeIndex = activeKey === null ? -1 : (indexOf.get(activeKey) ?? -1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const perform = (item: Item) => {
    const target = item.target;
    onClose();
    switch (target.kind) {
      case 'go':
        void navigate(target.to);
        return;
      case 'language':
        applyLanguage(target.language);
        return;
      case 'theme':
        setMode(target.mode);
        return;
      case 'signOut':
        signOut('logout');
        return;
      case 'shortcuts':
        onShortcuts();
        return;
    }
  };

  // Enter pressed while the products were coming: act once the answer for that text is in.
  const performRef = useRef(perform);
  useEffect(() => {
    performRef.current = perform;
  });
  useEffect(() => {
    if (waiting.current === null || waiting.current !== typed || pending) return;
    waiting.current = null;
    const choice = enterChoice(items, null, false);
    if (choice.kind === 'open') performRef.current(choice.item);
  }, [typed, pending, items]);

  // The active option stays in view.
  useEffect(() => {
    if (activeIndex >= 0)
      document
        .getElementById(`${listId}-option-${activeIndex}`)
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has no scrollIntoView
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listId]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setChosen(moveActive(items, activeKey, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const choice = enterChoice(items, chosenItem?.key ?? null, pending);
      if (choice.kind === 'open') perform(choice.item);
      else if (choice.kind === 'wait') waiting.current = typed;
    }
  };

  const status =
    products.state === 'pending'
      ? t('status.searching')
      : typed !== '' && items.length === 0
        ? t('status.none', { text: typed })
        : products.state === 'failed'
          ? t('status.failed')
          : typed !== ''
            ? t('status.count', { count: items.length })
            : '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      {/* Borders rather than Divider: three chunks using Divider would move it into the frame's chunk. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          inputRef={inputRef}
          fullWidth
          value={text}
          placeholder={t('placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            waiting.current = null;
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': t('input'),
              'aria-expanded': true,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
              'aria-describedby': statusId,
              autoComplete: 'off',
              autoCapitalize: 'off',
              spellCheck: false,
              enterKeyHint: 'go',
            },
          }}
          sx={{ fontSize: '1.05rem', py: 0.5 }}
        />
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        id={listId}
        role="listbox"
        aria-label={t('results')}
        // The pointer never takes the focus from the box.
        onMouseDown={(e) => e.preventDefault()}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', py: 0.5 }}
      >
        {groups.map((group) => {
          const headingId = `${listId}-${group.id}`;
          return (
            <Box key={group.id} role="group" aria-labelledby={headingId}>
              <Typography
                id={headingId}
                role="presentation"
                variant="overline"
                component="div"
                color="text.secondary"
                sx={{ px: 2, pt: 1, lineHeight: 2, fontWeight: 600 }}
              >
                {t(`groups.${group.id}`)}
              </Typography>
              {group.items.map((item) => {
                const index = indexOf.get(item.key) ?? -1;
                const active = index === activeIndex;
                return (
                  <Option
                    key={item.key}
                    id={optionId(index)}
                    item={item}
                    active={active}
                    icon={
                      item.group === 'pages' ? <PageIcon item={item} /> : GROUP_ICONS[item.group]
                    }
                    onPoint={() => {
                      if (!active) setChosen(item.key);
                    }}
                    onOpen={() => perform(item)}
                  />
                );
              })}
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1,
          typography: 'body2',
          color: 'text.secondary',
        }}
      >
        <Box id={statusId} role="status" aria-live="polite" sx={{ minWidth: 0 }}>
          {status}
        </Box>
        <Box
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1.5, whiteSpace: 'nowrap' }}
        >
          {(
            [
              ['↑↓', t('hints.move')],
              ['Enter', t('hints.open')],
              ['Esc', t('hints.close')],
            ] as const
          ).map(([keys, what]) => (
            <span key={keys}>
              <Kbd>{keys}</Kbd> {what}
            </span>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function Kbd({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.8em',
        px: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}

function PageIcon({ item }: { item: Item }) {
  const area = areas.find((a) => `page:${a.key}` === item.key);
  return area ? <area.Icon fontSize="small" /> : null;
}

function Option({
  id,
  item,
  active,
  icon,
  onPoint,
  onOpen,
}: {
  id: string;
  item: Item;
  active: boolean;
  icon: ReactNode;
  onPoint: () => void;
  onOpen: () => void;
}) {
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      data-key={item.key}
      onPointerMove={onPoint}
      onClick={onOpen}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mx: 1,
        px: 1.5,
        py: 0.75,
        minHeight: 44,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        outline: active ? 2 : 0,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary', width: 20, flexShrink: 0 }}>
        {icon}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          component="span"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontFamily: item.key.startsWith('order:') ? 'monospace' : undefined,
          }}
        >
          {item.label}
        </Box>
        {item.caption && (
          <Typography variant="caption" color="text.secondary" noWrap>
            {item.caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
