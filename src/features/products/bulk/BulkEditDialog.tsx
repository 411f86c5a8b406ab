import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useTranslation, registerTranslations } from '../../../i18n/i18n';
import { ApiError } from '../../../api/errors';
import { useConfig } from '../../../config/ConfigContext';
import { formatNumber } from '../../../lib/format';
import { describeError } from '../../../ui/describeError';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { canUndo, jobCounts } from './bulkJob';
import type { BulkJob, JobRow } from './bulkJob';
import { BulkChangeForm, emptyDraft } from './BulkChangeForm';
import type { ChangeDraft } from './BulkChangeForm';
import { visuallyHidden } from '@mui/utils';
import { BulkRowsList } from './BulkRowsList';
import type { ListRow } from './BulkRowsList';
import { changeText, jobLabel, valueText } from './changeLabel';
import type { LabelContext } from './changeLabel';
import type { DialogMode } from './dialogMode';
import { useBulkEdit } from './useBulkEdit';
import type { BulkEdit } from './useBulkEdit';
import { catalog as productDetails } from '../i18nDetails';
import { catalog as productTools } from '../i18nTools';

registerTranslations('products', productTools);

registerTranslations('products', productDetails);

interface Props {
  open: boolean;
  mode: DialogMode;
  scope: string;
  onClose: () => void;
  /** An edit started: the selection has been used. */
  onFinished: () => void;
}

/** Lines from the top (a full-screen dialog on a phone does not spread them over its height). */
const CONTENT_SX = { display: 'grid', gap: 1.5, alignContent: 'start' } as const;
const ACTIONS_SX = {
  flexWrap: 'wrap',
  gap: 1,
  px: 3,
  pb: 2,
  '& > :not(style) ~ :not(style)': { ml: 0 },
} as const;

/**
 * The bulk editor (loaded on first use): choose a change, preview old -> new per product, send
 * one PUT per product (4 at a time) with progress, Pause/Resume/Cancel and per-row results,
 * retry the failed ones with their keys, undo. Full screen on phones.
 */
export default function BulkEditDialog({ open, mode, scope, onClose, onFinished }: Props) {
  const { t, i18n } = useTranslation('products');
  const common = useTranslation().t;
  const { currency, categories } = useConfig();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const edit = useBulkEdit(mode, scope, onFinished);
  const [draft, setDraft] = useState<ChangeDraft>(() => emptyDraft(categories[0]?.id ?? ''));
  const language = i18n.language;
  const labels: LabelContext = { t, language, currency, categories };
  const n = (v: number) => formatNumber(v, language);

  const { phase, job, active } = edit;
  const reading = phase.phase === 'loading';
  const close = () => {
    if (active) return; // pause or cancel first: rows are in flight
    edit.abortReads();
    onClose();
  };

  const title =
    phase.phase === 'undoPreview'
      ? t('bulk.undo.title')
      : phase.phase === 'job' && job
        ? jobLabel(job, labels)
        : mode.kind === 'edit'
          ? t('bulk.title', {
              count: mode.all ? mode.total : mode.ids.length,
              formatted: n(mode.all ? mode.total : mode.ids.length),
            })
          : mode.kind === 'undo'
            ? t('bulk.undo.title')
            : t('bulk.titleLast');

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {phase.phase === 'choose' && (
        <BulkChangeForm
          draft={draft}
          onDraft={setDraft}
          onCancel={close}
          onSubmit={edit.preview}
          actionsSx={ACTIONS_SX}
        />
      )}
      {reading && (
        <>
          <DialogContent>
            <ReadProgress phase={phase} n={n} />
          </DialogContent>
          <DialogActions sx={ACTIONS_SX}>
            <Button onClick={mode.kind === 'edit' ? edit.backToChoose : close}>
              {common('actions.cancel')}
            </Button>
          </DialogActions>
        </>
      )}
      {phase.phase === 'loadFailed' && (
        <>
          <DialogContent>
            <ErrorAlert error={phase.error} title={t('bulk.readFailed')} onRetry={phase.retry} />
          </DialogContent>
          <DialogActions sx={ACTIONS_SX}>
            <Button onClick={mode.kind === 'edit' ? edit.backToChoose : close}>
              {t('bulk.back')}
            </Button>
          </DialogActions>
        </>
      )}
      {phase.phase === 'preview' && (
        <PreviewView edit={edit} phase={phase} labels={labels} n={n} onBack={edit.backToChoose} />
      )}
      {phase.phase === 'undoPreview' && (
        <UndoPreviewView edit={edit} phase={phase} labels={labels} n={n} onClose={close} />
      )}
      {phase.phase === 'job' && job && (
        <JobView
          edit={edit}
          job={job}
          labels={labels}
          n={n}
          describe={(e) => describeRowError(common, e)}
          onClose={close}
        />
      )}
      {phase.phase === 'job' && !job && (
        <>
          <DialogContent>
            <Typography>{t('bulk.noJob')}</Typography>
          </DialogContent>
          <DialogActions sx={ACTIONS_SX}>
            <Button onClick={close}>{common('actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

type Describe = (error: NonNullable<JobRow['error']>) => string;

function describeRowError(t: Parameters<typeof describeError>[0], e: NonNullable<JobRow['error']>) {
  return describeError(t, new ApiError({ ...e, method: 'PUT' }));
}

function ReadProgress({
  phase,
  n,
}: {
  phase: Extract<BulkEdit['phase'], { phase: 'loading' }>;
  n: (v: number) => string;
}) {
  const { t } = useTranslation('products');
  const { read, total, collecting } = phase;
  const text = collecting
    ? t('bulk.collecting', { count: read, formatted: n(read), total: n(total ?? read) })
    : t('bulk.reading', { read: n(read), total: n(total ?? read) });
  const value = total ? Math.min(100, (read / total) * 100) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id="bulk-read-progress">{text}</Typography>
      <LinearProgress
        variant={total ? 'determinate' : 'indeterminate'}
        value={value}
        aria-labelledby="bulk-read-progress"
        aria-valuetext={text}
      />
    </Box>
  );
}

interface ViewProps {
  edit: BulkEdit;
  labels: LabelContext;
  n: (v: number) => string;
}

function PreviewView({
  edit,
  phase,
  labels,
  n,
  onBack,
}: ViewProps & { phase: Extract<BulkEdit['phase'], { phase: 'preview' }>; onBack: () => void }) {
  const { t } = useTranslation('products');
  const common = useTranslation().t;
  const { rows, unread, change } = phase;
  const changing = rows.filter((r) => r.outcome === 'change').length;
  const unchanged = rows.filter((r) => r.outcome === 'unchanged').length;
  const noValue = rows.filter((r) => r.outcome === 'noValue').length;
  const list = useMemo<ListRow[]>(
    () => [
      ...rows.map<ListRow>((r) => ({
        id: r.id,
        name: r.name,
        values:
          r.outcome === 'noValue'
            ? t('bulk.row.noValue')
            : `${valueText(r.field, r.old, labels)} → ${valueText(r.field, r.new, labels)}`,
        status:
          r.outcome === 'change'
            ? t('bulk.row.willChange')
            : r.outcome === 'unchanged'
              ? t('bulk.row.unchanged')
              : t('bulk.row.notSent'),
        tone: r.outcome === 'change' ? 'change' : 'quiet',
      })),
      ...unread.map<ListRow>((u) => ({
        id: u.id,
        name: u.id,
        values: describeError(common, u.error),
        status: t('bulk.row.unread'),
        tone: 'failed',
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language
    [rows, unread, t, common, labels.language, labels.currency],
  );
  return (
    <>
      <DialogContent sx={CONTENT_SX}>
        <Typography sx={{ fontWeight: 600 }}>{changeText(change, labels)}</Typography>
        <Typography role="status">
          {t('bulk.previewSummary', {
            count: changing,
            formatted: n(changing),
            unchanged: n(unchanged + noValue),
            unread: n(unread.length),
          })}
        </Typography>
        <BulkRowsList rows={list} label={t('bulk.previewList')} />
      </DialogContent>
      <DialogActions sx={ACTIONS_SX}>
        <Button onClick={onBack}>{t('bulk.back')}</Button>
        <Button variant="contained" onClick={edit.apply} disabled={changing === 0} autoFocus>
          {t('bulk.apply', { count: changing, formatted: n(changing) })}
        </Button>
      </DialogActions>
    </>
  );
}

function UndoPreviewView({
  edit,
  phase,
  labels,
  n,
  onClose,
}: ViewProps & {
  phase: Extract<BulkEdit['phase'], { phase: 'undoPreview' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('products');
  const common = useTranslation().t;
  const { rows, unread } = phase;
  const reverting = rows.filter((r) => r.outcome === 'revert').length;
  const changedSince = rows.filter((r) => r.outcome === 'changedSince').length;
  const list: ListRow[] = [
    ...rows.map<ListRow>((r) => ({
      id: r.id,
      name: r.name,
      values: `${valueText(r.field, r.now, labels)} → ${valueText(r.field, r.back, labels)}`,
      status:
        r.outcome === 'revert'
          ? t('bulk.row.willChange')
          : r.outcome === 'unchanged'
            ? t('bulk.row.unchanged')
            : t('bulk.row.changedSince'),
      tone: r.outcome === 'revert' ? 'change' : 'quiet',
    })),
    ...unread.map<ListRow>((u) => ({
      id: u.id,
      name: u.id,
      values: describeError(common, u.error),
      status: t('bulk.row.unread'),
      tone: 'failed',
    })),
  ];
  return (
    <>
      <DialogContent sx={CONTENT_SX}>
        <Typography sx={{ fontWeight: 600 }}>
          {jobLabel({ ...phase.edit, kind: 'undo' }, labels)}
        </Typography>
        <Typography role="status">
          {t('bulk.undo.summary', {
            count: reverting,
            formatted: n(reverting),
            changedSince: n(changedSince),
          })}
        </Typography>
        <BulkRowsList rows={list} label={t('bulk.previewList')} />
      </DialogContent>
      <DialogActions sx={ACTIONS_SX}>
        <Button onClick={onClose}>{common('actions.close')}</Button>
        <Button variant="contained" onClick={edit.applyUndo} disabled={reverting === 0} autoFocus>
          {t('bulk.undo.apply', { count: reverting, formatted: n(reverting) })}
        </Button>
      </DialogActions>
    </>
  );
}

function JobView({
  edit,
  job,
  labels,
  n,
  describe,
  onClose,
}: ViewProps & { job: BulkJob; describe: Describe; onClose: () => void }) {
  const { t } = useTranslation('products');
  const common = useTranslation().t;
  const counts = jobCounts(job);
  const settled = counts.done + counts.failed + counts.skipped;
  const { inFlight, active } = edit;
  const progressId = useId();
  const progressText = t('bulk.progress', { settled: n(settled), total: n(counts.total) });
  const announcement = edit.resumable
    ? t('bulk.state.stopped', { left: n(counts.pending) })
    : job.status === 'running'
      ? t('bulk.state.running', { count: counts.total, formatted: n(counts.total) })
      : job.status === 'paused'
        ? inFlight.size > 0
          ? t('bulk.state.pausing', { left: n(counts.pending) })
          : t('bulk.state.paused', { left: n(counts.pending) })
        : t(job.status === 'cancelled' ? 'bulk.state.cancelled' : 'bulk.state.finished', {
            done: n(counts.done),
            failed: n(counts.failed),
            skipped: n(counts.skipped),
          });
  const list = job.rows.map<ListRow>((r) => ({
    id: r.id,
    name: r.name,
    values: `${valueText(r.field, r.old, labels)} → ${valueText(r.field, r.new, labels)}`,
    status:
      r.state === 'done'
        ? t('bulk.row.done')
        : r.state === 'failed'
          ? t('bulk.row.failed', { message: r.error ? describe(r.error) : '' })
          : r.state === 'skipped'
            ? t('bulk.row.skipped')
            : inFlight.has(r.key)
              ? t('bulk.row.sending')
              : t('bulk.row.waiting'),
    tone:
      r.state === 'done'
        ? 'done'
        : r.state === 'failed'
          ? 'failed'
          : inFlight.has(r.key)
            ? 'sending'
            : 'quiet',
  }));
  const finished = !active && (job.status === 'finished' || job.status === 'cancelled');
  return (
    <>
      <DialogContent sx={CONTENT_SX}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography id={progressId}>{progressText}</Typography>
          <LinearProgress
            variant="determinate"
            value={counts.total === 0 ? 100 : (settled / counts.total) * 100}
            aria-labelledby={progressId}
            aria-valuetext={progressText}
          />
        </Box>
        <Typography>
          {t('bulk.counts', {
            done: n(counts.done),
            failed: n(counts.failed),
            left: n(counts.pending),
          })}
        </Typography>
        <Typography
          role="status"
          sx={job.status === 'running' && !edit.resumable ? visuallyHidden : undefined}
        >
          {announcement}
        </Typography>
        <BulkRowsList rows={list} label={t('bulk.resultsList')} />
      </DialogContent>
      <DialogActions sx={ACTIONS_SX}>
        {edit.resumable && (
          <>
            <Button variant="contained" onClick={edit.resumeStored} autoFocus>
              {t('bulk.resume.run', { count: counts.pending, formatted: n(counts.pending) })}
            </Button>
            <Button color="error" onClick={edit.discardStored}>
              {t('bulk.cancelRun')}
            </Button>
            <Button onClick={onClose}>{common('actions.close')}</Button>
          </>
        )}
        {!edit.resumable && job.status === 'running' && (
          <Button onClick={edit.pause} autoFocus>
            {t('bulk.pause')}
          </Button>
        )}
        {job.status === 'paused' && (
          <Button onClick={edit.resume} disabled={inFlight.size > 0} autoFocus>
            {t('bulk.resumeRun')}
          </Button>
        )}
        {!edit.resumable && (job.status === 'running' || job.status === 'paused') && (
          <Button color="error" onClick={edit.cancel}>
            {t('bulk.cancelRun')}
          </Button>
        )}
        {finished && counts.failed > 0 && (
          <Button variant="contained" onClick={edit.retryFailed}>
            {t('bulk.retryFailed', { count: counts.failed, formatted: n(counts.failed) })}
          </Button>
        )}
        {finished && canUndo(job) && (
          <Button onClick={edit.startUndo}>{t('bulk.undo.thisOne')}</Button>
        )}
        {!active && !edit.resumable && job.status !== 'running' && (
          <Button onClick={onClose} autoFocus={finished && counts.failed === 0}>
            {common('actions.close')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
