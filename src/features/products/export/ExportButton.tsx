import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Tip } from '../../../ui/Tip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import type { CatalogColumnId } from '../results/columnCatalog';
import type { ProductSearchState } from '../searchParams';
import { lazyComponent } from '../../../ui/lazyComponent';
import { afterLoad, moduleLoader } from '../../../lib/moduleLoader';

// The dialog, the page walker and the CSV writer are fetched on the first click only.
const loadDialog = moduleLoader(() => import('./ExportDialog'));
const ExportDialog = lazyComponent(loadDialog, (m) => m.ExportDialog);

export interface ExportButtonProps {
  /** The search as shown (query, filters, sort). */
  search: ProductSearchState;
  /** The data columns shown, in their order (what the file's columns are, then `id`). */
  columns: readonly CatalogColumnId[];
}

/**
 * "Export CSV" in the results' toolbar: every product matching the search, as a CSV file. On a
 * phone (below 600 px) an icon button with the same name and a tooltip.
 */
export const ExportButton = memo(function ExportButton({ search, columns }: ExportButtonProps) {
  const { t } = useTranslation('products');
  const theme = useTheme();
  const handheld = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // What the dialog exports: the search and columns at the click, not later ones.
  const [opened, setOpened] = useState<ExportButtonProps | null>(null);
  const open = () => {
    const next = { search, columns };
    afterLoad(loadDialog, () => setOpened(next));
  };
  const label = t('export.button');
  return (
    <>
      {handheld ? (
        <Tip title={t('export.hint')} describeChild>
          <IconButton aria-label={label} aria-haspopup="dialog" onClick={open}>
            <FileDownloadOutlinedIcon />
          </IconButton>
        </Tip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          aria-haspopup="dialog"
          onClick={open}
          sx={{ flex: 'none' }}
        >
          {label}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ExportDialog
            search={opened.search}
            columns={opened.columns}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
});
