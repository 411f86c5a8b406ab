import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { z } from 'zod/mini';
import { useConfig } from '../../config/ConfigContext';
import { describeError } from '../../ui/describeError';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { fieldMessage } from '../../ui/formFields';
import { ORDER_ID_MESSAGES, readOrderIdList, TRACKED_ORDERS_MAX } from '../orders';
import type { OrderIdList } from '../orders';
import { orderLabel } from './boardModel';
import type { LookUpResult } from './queries';
import { useLookUpOrders } from './queries';

/** A file of ids larger than this is refused (500 ids of 200 characters fit in 0.1 MB). */
const FILE_MAX_BYTES = 1024 * 1024;

/** The form's check: at least one id, not too many (entries that are not ids are reported, not refused). */
export function trackFormSchema(invoicePrefixes: readonly string[]) {
  return z.object({
    ids: z.string().check(
      z.superRefine((text, ctx) => {
        const list = readOrderIdList(text, invoicePrefixes);
        if (list.ids.length === 0) {
          ctx.addIssue({
            code: 'custom',
            message:
              list.invalid.length > 0 ? 'shipments:deskTrack.noIds' : 'shipments:track.idsRequired',
          });
        } else if (list.ids.length > TRACKED_ORDERS_MAX)
          ctx.addIssue({ code: 'custom', message: 'shipments:track.tooMany' });
      }),
    ),
  });
}
export type TrackFormValues = { ids: string };

interface Props {
  open: boolean;
  trackedIds: readonly string[];
  onTrack: (ids: string[]) => void;
  onClose: () => void;
}

interface Outcome extends LookUpResult {
  already: string[];
}

function ListAlert({
  severity,
  title,
  items,
}: {
  severity: 'info' | 'warning' | 'error';
  title: string;
  items: string[];
}) {
  return (
    <Alert severity={severity}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
        {items.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * "Track orders": many order ids, pasted or read from a .txt/.csv file, any separators. Says
 * which were found, which not, which were given twice and which are not ids at all (an order
 * number, an invoice number): nothing is dropped silently.
 */
export function TrackOrdersDialog({ open, trackedIds, onTrack, onClose }: Props) {
  const { t } = useTranslation(['shipments', 'common']);
  const { t: common } = useTranslation(); // describeError speaks common's words
  const { invoiceNumerations } = useConfig();
  const prefixes = useMemo(() => invoiceNumerations.map((n) => n.prefix), [invoiceNumerations]);
  const schema = useMemo(() => trackFormSchema(prefixes), [prefixes]);
  const titleId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const lookUp = useLookUpOrders();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [read, setRead] = useState<Pick<OrderIdList, 'duplicates' | 'invalid'> | null>(null);
  const [fileNote, setFileNote] = useState<{ error: boolean; text: string } | null>(null);
  const form = useForm<TrackFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ids: '' },
  });

  const submit = form.handleSubmit(
    async ({ ids: text }) => {
      const list = readOrderIdList(text, prefixes);
      setOutcome(null);
      setRead({ duplicates: list.duplicates, invalid: list.invalid });
      const result = await lookUp.mutateAsync(list.ids).catch(() => null);
      if (!result) return;
      const already = result.found.filter((o) => trackedIds.includes(o.id)).map((o) => o.id);
      onTrack(result.found.map((o) => o.id));
      setOutcome({ ...result, already });
      // What could not be tracked stays in the box, to correct or try again.
      const left = [...result.notFound, ...result.failed.map((f) => f.id)];
      form.reset({ ids: left.join('\n') });
    },
    // Even when nothing is an id, say which entries were read and why they are not ids.
    () => {
      const list = readOrderIdList(form.getValues('ids'), prefixes);
      setRead({ duplicates: list.duplicates, invalid: list.invalid });
    },
  );

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again
    if (!file) return;
    if (file.size > FILE_MAX_BYTES) {
      setFileNote({ error: true, text: t('deskTrack.fileTooBig', { name: file.name }) });
      return;
    }
    try {
      const text = (await file.text()).replace(/^\uFEFF/, '');
      const current = form.getValues('ids').trim();
      form.setValue('ids', current ? `${current}\n${text.trim()}` : text.trim(), {
        shouldDirty: true,
      });
      form.clearErrors('ids');
      const list = readOrderIdList(text, prefixes);
      const entries =
        list.ids.length +
        list.invalid.length +
        list.duplicates.reduce((n, d) => n + d.times - 1, 0);
      setFileNote({
        error: false,
        text: t('deskTrack.fileRead', { count: entries, name: file.name }),
      });
    } catch {
      setFileNote({ error: true, text: t('deskTrack.fileFailed', { name: file.name }) });
    }
  };

  const close = () => {
    if (lookUp.isPending) return;
    setOutcome(null);
    setRead(null);
    setFileNote(null);
    lookUp.reset();
    form.reset({ ids: '' });
    onClose();
  };

  const added = outcome ? outcome.found.filter((o) => !outcome.already.includes(o.id)) : [];
  const withoutShipment = outcome ? outcome.found.filter((o) => !o.shipment) : [];

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t('track.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography>{t('deskTrack.intro')}</Typography>
          <Controller
            control={form.control}
            name="ids"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('track.ids')}
                helperText={fieldMessage(t, fieldState.error?.message) ?? t('track.idsHint')}
                error={Boolean(fieldState.error)}
                multiline
                minRows={4}
                maxRows={12}
                fullWidth
                autoFocus
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
              />
            )}
          />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileRef.current?.click()}
              disabled={lookUp.isPending}
            >
              {t('deskTrack.file')}
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept=".txt,.csv,.tsv,text/plain,text/csv"
              hidden
              aria-label={t('deskTrack.file')}
              data-testid="track-orders-file"
              onChange={(e) => void onFile(e)}
            />
            <Typography
              role="status"
              variant="body2"
              color={fileNote?.error ? 'error' : 'text.secondary'}
              sx={{ flex: '1 1 200px' }}
            >
              {fileNote?.text ?? ''}
            </Typography>
          </Box>
          {lookUp.isPending && <LinearProgress aria-label={t('track.checking')} />}
          {lookUp.isError && <ErrorAlert error={lookUp.error} title={t('track.failed')} />}
          <Box aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
            {read && read.invalid.length > 0 && (
              <ListAlert
                severity="warning"
                title={t('deskTrack.invalid', { count: read.invalid.length })}
                items={read.invalid.map(
                  (x) => `${x.text}: ${t(ORDER_ID_MESSAGES[x.problem], { text: x.text })}`,
                )}
              />
            )}
            {read && read.duplicates.length > 0 && (
              <ListAlert
                severity="info"
                title={t('deskTrack.duplicates', { count: read.duplicates.length })}
                items={read.duplicates.map((d) =>
                  t('deskTrack.duplicate', { id: d.id, times: d.times }),
                )}
              />
            )}
            {outcome && (
              <>
                {added.length > 0 && (
                  <Alert severity="success">
                    {t('track.added', {
                      count: added.length,
                      orders: added.map((o) => orderLabel(o)).join(', '),
                    })}
                  </Alert>
                )}
                {outcome.already.length > 0 && (
                  <Alert severity="info">
                    {t('track.already', { count: outcome.already.length })}
                  </Alert>
                )}
                {withoutShipment.length > 0 && (
                  <Alert severity="info">
                    {t('track.noShipment', {
                      count: withoutShipment.length,
                      orders: withoutShipment.map((o) => orderLabel(o)).join(', '),
                    })}
                  </Alert>
                )}
                {outcome.notFound.length > 0 && (
                  <ListAlert
                    severity="warning"
                    title={t('track.notFound', { count: outcome.notFound.length })}
                    items={outcome.notFound}
                  />
                )}
                {outcome.failed.length > 0 && (
                  <ListAlert
                    severity="error"
                    title={t('track.notChecked', { count: outcome.failed.length })}
                    items={outcome.failed.map((f) => `${f.id}: ${describeError(common, f.error)}`)}
                  />
                )}
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={lookUp.isPending}>
            {t('actions.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={lookUp.isPending}>
            {lookUp.isPending ? t('track.checking') : t('track.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
