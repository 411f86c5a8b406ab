import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNotices } from '../../../ui/notices/notices';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation, registerTranslations } from '../../../i18n/i18n';
import { getProduct } from '../../../api/products';
import { useConfig } from '../../../config/ConfigContext';
import { formatNumber, localeOf } from '../../../lib/format';
import { describeError } from '../../../ui/describeError';
import type { CatalogColumnId } from '../results/columnCatalog';
import { columnValueNames } from '../results/recordColumns';
import { COLUMN_SPECS } from '../results/columnCatalog';
import { toSearchRequest } from '../searchParams';
import type { ProductSearchState } from '../searchParams';
import { exportFileName } from './csv';
import { EXPORT_PAGE_SIZE, ExportJob, ExportPageError, isAbort } from './exportJob';
import type { ExportProgress } from './exportJob';
import { exportFormat, needsRecordsFor } from './exportRows';
import { filterParts } from './fileParts';
import type { Words } from './fileParts';
import { catalog as productTools } from '../i18nTools';

registerTranslations('products', productTools);

/*
 * The export's dialog (loaded on the first click of "Export CSV"): it walks the pages
 * (exportJob.ts) with a determinate progress bar and Cancel; above LARGE_EXPORT rows it first
 * says how many and how long and waits for a confirmation; a page that fails after its retries
 * shows why, with "Try again" continuing from that page. When the file is complete it is
 * downloaded and the dialog closes (focus returns to the button).
 */

/** More matching products than this: say how many and ask before exporting. */
export const LARGE_EXPORT = 10_000;

type Phase =
  | { kind: 'starting' }
  | { kind: 'confirm'; pages: number; seconds: number; bytes: number }
  | { kind: 'running' }
  | { kind: 'failed'; error: ExportPageError };

export interface ExportDialogProps {
  /** The search as shown (query, filters, sort); its page and page size are the export's. */
  search: ProductSearchState;
  /** The data columns shown, in their order. */
  columns: readonly CatalogColumnId[];
  onClose: () => void;
}

function download(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; give a slow disk a minute all the same.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "40 seconds", "3 minutes" in the person's language. */
function duration(seconds: number, language: string): string {
  const minutes = seconds >= 90;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(Math.max(1, minutes ? seconds / 60 : seconds));
}

/** "2.4 MB", "640 kB" in the person's language. */
function size(bytes: number, language: string): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(Math.max(1, mega ? bytes / 1_000_000 : bytes / 1000));
}

export function ExportDialog({ search, columns, onClose }: ExportDialogProps) {
  const { t, i18n } = useTranslation('products');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useNotices();
  const config = useConfig();
  const titleId = useId();
  const statusId = useId();
  const language = i18n.language;

  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Everything the file is made of, fixed when the dialog opens (later renders keep it).
  const [setup] = useState(() => {
    const format = exportFormat({
      language,
      currency: config.currency,
      columns,
      header: (c) => t(COLUMN_SPECS[c].headerKey),
      names: columnValueNames(t, config.categories),
    });
    const categoryName = (id: string) => config.categories.find((c) => c.id === id)?.name ?? id;
    const name = exportFileName(
      t('export.file.word'),
      filterParts(search, t as unknown as Words, categoryName),
      new Date(),
    );
    const job = new ExportJob({
      request: toSearchRequest(search),
      format,
      fetchRecord: (id, signal) => getProduct(id, { signal }),
    });
    return { job, name, records: needsRecordsFor(format) };
  });

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  const cancelButton = useRef<HTMLButtonElement>(null);
  /** The walk under way (a new one starts once the previous, cancelled, has let go of the job). */
  const walking = useRef<Promise<void>>(Promise.resolve());

  /** Walks on from where the job is; `confirmed`: a large export was agreed to. */
  const walk = useRef((confirmed: boolean) => {
    controller.current?.abort();
    const ctl = new AbortController();
    controller.current = ctl;
    walking.current = walking.current.then(() =>
      ctl.signal.aborted ? undefined : walkOn(ctl, confirmed),
    );
  });

  async function walkOn(ctl: AbortController, confirmed: boolean): Promise<void> {
    const { job, name } = setup;
    try {
      if (!confirmed && job.progress.nextPage === 1 && !job.progress.done) {
        const started = performance.now();
        const first = await job.step(ctl.signal);
        setProgress(first);
        const total = first.total ?? 0;
        if (!first.done && total > LARGE_EXPORT) {
          const pages = Math.ceil(total / EXPORT_PAGE_SIZE);
          const seconds = ((performance.now() - started) * pages) / 1000;
          const bytes = (job.bytes / Math.max(1, first.written)) * total;
          setPhase({ kind: 'confirm', pages, seconds, bytes });
          return;
        }
      }
      setPhase({ kind: 'running' });
      cancelButton.current?.focus();
      const done = await job.run(ctl.signal, setProgress);
      download(job.file(), name);
      enqueueSnackbar(
        t('export.done', {
          count: done.written,
          total: formatNumber(done.written, language),
          file: name,
        }),
        { variant: 'success' },
      );
      close.current();
    } catch (error) {
      if (isAbort(error, ctl.signal)) return;
      if (error instanceof ExportPageError) {
        setProgress(job.progress);
        setPhase({ kind: 'failed', error });
        return;
      }
      setPhase({ kind: 'failed', error: new ExportPageError(job.progress.nextPage, error) });
    }
  }

  useEffect(() => {
    walk.current(false);
    return () => controller.current?.abort();
  }, []);

  const cancel = () => {
    controller.current?.abort();
    onClose();
  };

  const written = progress?.written ?? 0;
  const total = progress?.total ?? null;
  const percent = total ? Math.min(100, Math.round((written / total) * 100)) : 0;
  const counted =
    total === null
      ? t('export.progressSoFar', { written: formatNumber(written, language) })
      : t('export.progress', {
          written: formatNumber(written, language),
          total: formatNumber(total, language),
        });

  return (
    <Dialog
      open
      // Escape cancels; a stray click beside a long export does not.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') cancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={statusId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('export.title')}</DialogTitle>
      <DialogContent>
        {phase.kind === 'confirm' ? (
          <Typography id={statusId}>
            {t('export.largeBody', {
              total: formatNumber(total, language),
              pages: formatNumber(phase.pages, language),
              time: duration(phase.seconds, language),
              size: size(phase.bytes, language),
            })}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id={statusId}>
              {phase.kind === 'starting' ? t('export.starting') : counted}
            </Typography>
            <LinearProgress
              variant={
                phase.kind === 'starting' || total === null ? 'indeterminate' : 'determinate'
              }
              value={percent}
              aria-label={t('export.progressLabel')}
              aria-valuetext={phase.kind === 'starting' ? t('export.starting') : counted}
            />
            {setup.records && (
              <Typography variant="body2" color="text.secondary">
                {t('export.records')}
              </Typography>
            )}
            {phase.kind === 'failed' && (
              <Alert severity="error" role="alert">
                <div>{t('export.failed', { page: formatNumber(phase.error.page, language) })}</div>
                <div>{describeError(tc, phase.error.cause)}</div>
                <div>
                  {t('export.kept', {
                    written: formatNumber(written, language),
                    page: formatNumber(phase.error.page, language),
                  })}
                </div>
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={cancelButton} onClick={cancel} autoFocus={phase.kind === 'starting'}>
          {t('export.cancel')}
        </Button>
        {phase.kind === 'confirm' && (
          <Button variant="contained" autoFocus onClick={() => walk.current(true)}>
            {t('export.largeConfirm', { count: total ?? 0, total: formatNumber(total, language) })}
          </Button>
        )}
        {phase.kind === 'failed' && (
          <Button variant="contained" autoFocus onClick={() => walk.current(false)}>
            {t('export.retry')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
