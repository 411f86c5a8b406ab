import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TextField } from '../../ui/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CONTACTS_FILTER_PARAM, paths } from '../../app/paths';
import type { Contact } from '../../api/schemas';
import { formatDateTime } from '../../lib/format';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { CopyIdButton } from './CopyIdButton';
import { filterContacts } from './filterContacts';
import { catalog } from './i18n';
import { contactName, isCompany, useKnownContacts } from './knownContacts';

registerTranslations('contacts', catalog);

/** Navigation state the new-contact page hands over: the contact to highlight. */
export interface ContactsListState {
  createdId?: string;
}

function createdIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('createdId' in state)) return null;
  const id = (state as ContactsListState).createdId;
  return typeof id === 'string' ? id : null;
}

function phoneOf(c: Contact): string {
  return [c.phone_prefix, c.phone_number].filter(Boolean).join(' ');
}

function identificationOf(c: Contact): string {
  return c.identification_number
    ? [c.identification_type, c.identification_number].filter(Boolean).join(' ')
    : '';
}

/** /contacts: the contacts created in this browser for this account, filterable. */
export function ContactsListPage() {
  const { t, i18n } = useTranslation('contacts');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { contacts } = useKnownContacts();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = params.get(CONTACTS_FILTER_PARAM) ?? '';
  const createdId = createdIdOf(location.state);
  const created = createdId ? (contacts.find((c) => c.id === createdId) ?? null) : null;
  const shown = useMemo(() => filterContacts(contacts, query), [contacts, query]);
  const language = i18n.language;

  const setQuery = (q: string) => {
    const next = new URLSearchParams(params);
    if (q) next.set(CONTACTS_FILTER_PARAM, q);
    else next.delete(CONTACTS_FILTER_PARAM);
    setParams(next, { replace: true, state: location.state as unknown });
  };

  const nameOf = (c: Contact) => contactName(c) ?? t('unnamed');
  const newOrderButton = (c: Contact) => (
    <Button
      component={Link}
      to={paths.orders.new({ customer: c.id })}
      size="small"
      startIcon={<ShoppingCartIcon />}
      aria-label={t('actions.newOrderFor', { name: nameOf(c) })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('actions.newOrder')}
    </Button>
  );

  const highlightRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // jsdom (the component tests) has no scrollIntoView, whatever the DOM types say.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    highlightRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [createdId]);

  const newContactButton = (
    <Button component={Link} to={paths.contacts.new()} variant="contained" startIcon={<AddIcon />}>
      {t('actions.newContact')}
    </Button>
  );

  const newChip = (
    <Chip size="small" color="success" label={t('list.justCreated')} sx={{ ml: 1 }} />
  );
  const companyChip = (c: Contact) =>
    isCompany(c) ? (
      <Chip size="small" variant="outlined" label={t('company.chip')} sx={{ ml: 1 }} />
    ) : null;

  const table = (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('columns.name')}</TableCell>
            <TableCell scope="col">{t('columns.email')}</TableCell>
            <TableCell scope="col">{t('columns.phone')}</TableCell>
            <TableCell scope="col">{t('columns.identification')}</TableCell>
            <TableCell scope="col">{t('columns.created')}</TableCell>
            <TableCell scope="col">{t('columns.id')}</TableCell>
            <TableCell scope="col">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((c) => {
            const isNew = c.id === createdId;
            return (
              <TableRow
                key={c.id}
                selected={isNew}
                ref={
                  isNew
                    ? (el: HTMLTableRowElement | null) => void (highlightRef.current = el)
                    : undefined
                }
              >
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {nameOf(c)}
                  {companyChip(c)}
                  {isNew && newChip}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{phoneOf(c)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{identificationOf(c)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(c.created_at, language)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <Box
                      component="code"
                      title={c.id}
                      sx={{ fontSize: '0.8rem', color: 'text.secondary', whiteSpace: 'nowrap' }}
                    >
                      {shortId(c.id)}
                    </Box>
                    <CopyIdButton id={c.id} of={nameOf(c)} />
                  </Box>
                </TableCell>
                <TableCell>{newOrderButton(c)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const cards = (
    <Box
      component="ul"
      aria-label={t('list.tableLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {shown.map((c) => {
        const isNew = c.id === createdId;
        return (
          <Paper
            component="li"
            key={c.id}
            variant="outlined"
            ref={isNew ? (el: HTMLLIElement | null) => void (highlightRef.current = el) : undefined}
            sx={{ p: 2, ...(isNew && { borderColor: 'success.main', borderWidth: 2 }) }}
          >
            <Typography variant="h3" component="h2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              {nameOf(c)}
              {companyChip(c)}
              {isNew && newChip}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
                rowGap: 0.25,
              }}
            >
              {(
                [
                  ['columns.email', c.email ?? ''],
                  ['columns.phone', phoneOf(c)],
                  ['columns.identification', identificationOf(c)],
                  ['columns.created', formatDateTime(c.created_at, language)],
                  ['columns.id', c.id],
                ] as const
              )
                .filter(([, value]) => value !== '')
                .map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(label)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1, ml: -1 }}>
              <CopyIdButton id={c.id} of={nameOf(c)} />
              {newOrderButton(c)}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={newContactButton}
      />

      {created && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
          action={<CopyIdButton id={created.id} of={nameOf(created)} />}
        >
          <AlertTitle>{t('list.createdTitle')}</AlertTitle>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {t('list.createdBody', { name: nameOf(created), id: created.id })}
          </Box>
        </Alert>
      )}

      {contacts.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('list.emptyTitle')}>
            <Typography sx={{ mb: 2 }}>{t('list.emptyBody')}</Typography>
            {newContactButton}
          </EmptyState>
        </Paper>
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: { xs: 'stretch', sm: 'center' },
              flexDirection: { xs: 'column', sm: 'row' },
              mb: 2,
            }}
          >
            <TextField
              type="search"
              label={t('list.filterLabel')}
              helperText={t('list.filterHint')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              sx={{ width: { xs: '100%', sm: 420 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" aria-hidden />
                    </InputAdornment>
                  ),
                  endAdornment: query ? (
                    <InputAdornment position="end">
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={t('list.clearFilter')}
                        onClick={() => setQuery('')}
                      >
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
                htmlInput: { spellCheck: false },
              }}
            />
            <Typography color="text.secondary" aria-live="polite" sx={{ pb: { sm: 2.5 } }}>
              {query
                ? t('list.shown', { shown: shown.length, total: contacts.length })
                : t('list.count', { count: contacts.length })}
            </Typography>
          </Box>

          {shown.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState title={t('list.noMatchTitle', { query })}>
                <Button onClick={() => setQuery('')}>{t('list.clearFilter')}</Button>
              </EmptyState>
            </Paper>
          ) : wide ? (
            table
          ) : (
            cards
          )}
        </>
      )}
    </>
  );
}

/** The first block of a UUID-like id, for a narrow column (the full id is copied). */
function shortId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…` : id;
}
