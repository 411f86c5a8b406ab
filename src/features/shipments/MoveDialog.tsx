import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { z } from 'zod/mini';
import { fieldMessage } from '../../ui/formFields';
import type { BoardStatus } from './statusCatalog';

export const MOVE_COMMENT_MAX = 500;

export const moveFormSchema = z.object({
  comment: z.string().check(z.maxLength(MOVE_COMMENT_MAX, 'shipments:move.commentTooLong')),
});
export type MoveFormValues = z.infer<typeof moveFormSchema>;

export interface MoveDialogRequest {
  orderLabel: string;
  from: BoardStatus | undefined;
  to: BoardStatus;
  backward: boolean;
  /** A comment to start from (a retried move keeps its comment). */
  comment?: string;
}

interface Props {
  request: MoveDialogRequest;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

function StatusName({ status }: { status: BoardStatus | undefined }) {
  if (!status) return <>—</>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 650 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: status.color }}
      />
      {status.name}
    </Box>
  );
}

/** Confirms a move, with an optional comment; a move back to an earlier status says so first. */
export function MoveDialog({ request, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('shipments');
  const titleId = useId();
  const { orderLabel, from, to, backward } = request;
  const form = useForm<MoveFormValues>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: { comment: request.comment ?? '' },
  });
  const submit = form.handleSubmit(({ comment }) => onConfirm(comment.trim()));
  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>
          {backward
            ? t('move.backTitle', { order: orderLabel })
            : t('move.title', { order: orderLabel })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="p">
            {t('move.from')} <StatusName status={from} /> {t('move.to')} <StatusName status={to} />
          </Typography>
          {backward && (
            <Alert severity="warning" variant="outlined">
              {t('move.backWarning', { from: from?.name ?? '—', to: to.name })}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="comment"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('move.comment')}
                helperText={fieldMessage(t, fieldState.error?.message) ?? t('move.commentHint')}
                error={Boolean(fieldState.error)}
                multiline
                minRows={2}
                maxRows={6}
                fullWidth
                autoFocus
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {backward
              ? t('move.confirmBack', { status: to.name })
              : t('move.confirm', { status: to.name })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
