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
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { describeError } from '../../ui/describeError';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { fieldMessage } from '../../ui/formFields';
import { TRACKED_ORDERS_MAX } from '../orders';
import { orderLabel, parseOrderIds } from './boardModel';
import type { LookUpResult } from './queries';
import { useLookUpOrders } from './queries';

export const ID_MAX_LENGTH = 200;

export const trackFormSchema = z.object({
  ids: z.string().check(
    z.superRefine((text, ctx) => {
      const ids = parseOrderIds(text);
      if (ids.length === 0) ctx.addIssue({ code: 'custom', message: 'shipments:track.idsRequired' });
      else if (ids.length > TRACKED_ORDERS_MAX) ctx.addIssue({ code: 'custom', message: 'shipments:track.tooMany' });
      else if (ids.some((id) => id.length > ID_MAX_LENGTH)) ctx.addIssue({ code: 'custom', message: 'shipments:track.idTooLong' });
    }),
  ),
});
export type TrackFormValues = z.infer<typeof trackFormSchema>;

interface Props {
  open: boolean;
  trackedIds: readonly string[];
  onTrack: (ids: string[]) => void;
  onClose: () => void;
}

interface Outcome extends LookUpResult {
  already: string[];
}

/** "Track orders": order ids pasted one per line; says which were found, which not. */
export function TrackOrdersDialog({ open, trackedIds, onTrack, onClose }: Props) {
  const { t } = useTranslation('shipments');
  const titleId = useId();
  const lookUp = useLookUpOrders();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<TrackFormValues>({ resolver: zodResolver(trackFormSchema), defaultValues: { ids: '' } });

  const submit = form.handleSubmit(async ({ ids: text }) => {
    const ids = parseOrderIds(text);
    setOutcome(null);
    const result = await lookUp.mutateAsync(ids).catch(() => null);
    if (!result) return;
    const already = result.found.filter((o) => trackedIds.includes(o.id)).map((o) => o.id);
    onTrack(result.found.map((o) => o.id));
    setOutcome({ ...result, already });
    // What could not be tracked stays in the box, to correct or try again.
    const left = [...result.notFound, ...result.failed.map((f) => f.id)];
    form.reset({ ids: left.join('\n') });
  });

  const close = () => {
    if (lookUp.isPending) return;
    setOutcome(null);
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
          <Typography>{t('track.intro')}</Typography>
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
          {lookUp.isPending && <LinearProgress aria-label={t('track.checking')} />}
          {lookUp.isError && <ErrorAlert error={lookUp.error} title={t('track.failed')} />}
          <Box aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
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
                <Alert severity="info">{t('track.already', { count: outcome.already.length })}</Alert>
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
                <Alert severity="warning">
                  <AlertTitle>{t('track.notFound', { count: outcome.notFound.length })}</AlertTitle>
                  <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
                    {outcome.notFound.map((id) => (
                      <li key={id}>{id}</li>
                    ))}
                  </Box>
                </Alert>
              )}
              {outcome.failed.length > 0 && (
                <Alert severity="error">
                  <AlertTitle>{t('track.notChecked', { count: outcome.failed.length })}</AlertTitle>
                  <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
                    {outcome.failed.map((f) => (
                      <li key={f.id}>
                        {f.id}: {describeError(t, f.error)}
                      </li>
                    ))}
                  </Box>
                </Alert>
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
