import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TextField } from '../../ui/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { mappingProblem, SHEET_FIELDS } from './sheetColumns';
import type { ColumnMap, SheetField } from './sheetColumns';
import type { ImportColumns, PendingMapping } from './useBatchImport';

interface Props {
  mapping: PendingMapping | null;
  /** the page's defaults, which rows without that column take */
  defaultWarehouse: string;
  defaultOperation: string;
  onChoose: (columns: ImportColumns) => void;
  onCancel: () => void;
}

const PREVIEW_ROWS = 3;
const SAMPLES = 2;

/**
 * The column-mapping step of a paste or an import whose columns are not the usual ones: each
 * column of the sheet to a field, or ignored, with a preview of the first rows as they will be
 * read. Nothing is added until the person confirms; the mapping is remembered for the next
 * sheet with the same header.
 */
function ColumnMappingDialog(props: Props) {
  const { mapping } = props;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={mapping !== null}
      onClose={props.onCancel}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      {/* A new sheet starts from its own guess. */}
      {mapping && <MappingForm key={mapping.text} {...props} mapping={mapping} titleId={titleId} />}
    </Dialog>
  );
}

function MappingForm({
  mapping,
  defaultWarehouse,
  defaultOperation,
  onChoose,
  onCancel,
  titleId,
}: Props & { mapping: PendingMapping; titleId: string }) {
  const { t } = useTranslation('stock');
  const [columns, setColumns] = useState<ColumnMap>(mapping.plan.columns);
  const [header, setHeader] = useState(mapping.plan.header);
  const [tried, setTried] = useState(false);
  const problem = mappingProblem(columns);
  const data = header ? mapping.preview.slice(1) : mapping.preview;
  const names = mapping.preview[0] ?? [];
  const columnName = (i: number) => {
    const name = header ? (names[i] ?? '') : '';
    return name === ''
      ? t('sheets.column', { column: i + 1 })
      : t('sheets.columnNamed', { column: i + 1, name });
  };
  const mapped = columns
    .map((f, i) => ({ f, i }))
    .filter((c): c is { f: SheetField; i: number } => c.f !== null);

  const setColumn = (i: number, value: string) => {
    const field = (SHEET_FIELDS as readonly string[]).includes(value)
      ? (value as SheetField)
      : null;
    setColumns((before) => before.map((f, k) => (k === i ? field : f)));
  };
  const confirm = () => {
    setTried(true);
    if (problem === null) onChoose({ map: columns, header });
  };

  return (
    <>
      <DialogTitle id={titleId}>{t('sheets.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {t('sheets.body', { warehouse: defaultWarehouse, operation: defaultOperation })}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={header} onChange={(e) => setHeader(e.target.checked)} />}
          label={t('sheets.header')}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          }}
        >
          {columns.map((field, i) => {
            const samples = data
              .slice(0, SAMPLES)
              .map((r) => r[i] ?? '')
              .filter((c) => c !== '');
            return (
              <TextField
                key={i}
                select
                label={columnName(i)}
                value={field ?? ''}
                onChange={(e) => setColumn(i, e.target.value)}
                helperText={
                  samples.length > 0
                    ? t('sheets.samples', { values: samples.join(' · ') })
                    : t('sheets.noSamples')
                }
                slotProps={{ inputLabel: { shrink: true } }}
              >
                <option value="">{t('sheets.ignore')}</option>
                {SHEET_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`sheets.field.${f}`)}
                  </option>
                ))}
              </TextField>
            );
          })}
        </Box>
        {tried && problem !== null && (
          <Alert severity="error" role="alert">
            {t(`sheets.problem.${problem}`)}
          </Alert>
        )}
        <Box>
          <Typography variant="h3" component="h3" id={`${titleId}-preview`} sx={{ mb: 1 }}>
            {t('sheets.preview')}
          </Typography>
          {mapped.length === 0 ? (
            <Typography color="text.secondary">{t('sheets.previewEmpty')}</Typography>
          ) : (
            // Scrolls sideways when narrow: focusable, so the keyboard can scroll it too.
            <Box
              role="region"
              aria-labelledby={`${titleId}-preview`}
              tabIndex={0}
              sx={{
                overflowX: 'auto',
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Table size="small" aria-labelledby={`${titleId}-preview`}>
                <TableHead>
                  <TableRow>
                    {mapped.map(({ f, i }) => (
                      <TableCell key={i}>{t(`sheets.field.${f}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.slice(0, PREVIEW_ROWS).map((row, r) => (
                    <TableRow key={r}>
                      {mapped.map(({ i }) => (
                        <TableCell key={i}>{row[i] ?? ''}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {header ? t('sheets.remembered') : t('sheets.notRemembered')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button variant="contained" onClick={confirm}>
          {t('sheets.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}

export default ColumnMappingDialog;
