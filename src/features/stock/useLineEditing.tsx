import Button from '@mui/material/Button';
import { useNotices } from '../../ui/notices/notices';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { GridHandle } from './BatchGrid';
import type { BatchStore } from './batchStore';
import { appendBlankLine } from './lineActions';
import type { LineDefaults } from './lineActions';
import { isBlank } from './lineModel';
import type { LineField, LineValues } from './lineModel';
import { batchBench } from './useBatchBench';

export interface LineEditing {
  /** "Add line": a blank line at the end, its product cell focused (`start`: the click's time). */
  addLine: (start?: number) => void;
  /** A line was deleted: a notice with "Undo" (not for a blank line). */
  onDeleted: (values: LineValues, index: number) => void;
  /** Focuses a line's cell. */
  jump: (id: string, field: LineField) => void;
  /** A scan added a line: the grid shows it, the focus stays with the scanner. */
  showLine: (id: string) => void;
}

/** The grid-level actions of the editor: adding a line, undoing a deletion, moving the focus. */
export function useLineEditing(
  store: BatchStore,
  gridRef: RefObject<GridHandle | null>,
  scanDefaults: () => LineDefaults,
): LineEditing {
  const { t } = useTranslation('stock');
  const { enqueueSnackbar, closeSnackbar } = useNotices();

  const addLine = useCallback(
    (start?: number) => {
      const id = appendBlankLine(store, scanDefaults());
      if (id === undefined) return;
      batchBench.addLine(id, start);
      gridRef.current?.focusCell(id, 'product');
    },
    [store, scanDefaults, gridRef],
  );

  const onDeleted = useCallback(
    (values: LineValues, index: number) => {
      if (isBlank(values)) return;
      enqueueSnackbar(t('grid.deleted', { line: index + 1 }), {
        variant: 'default',
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const id = store.insertAt(index, values);
              closeSnackbar(key);
              gridRef.current?.focusCell(id, 'product');
            }}
          >
            {t('grid.undo')}
          </Button>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar, store, t, gridRef],
  );

  const jump = useCallback(
    (id: string, field: LineField) => gridRef.current?.focusCell(id, field),
    [gridRef],
  );
  const showLine = useCallback((id: string) => gridRef.current?.scrollToLine(id), [gridRef]);

  return { addLine, onDeleted, jump, showLine };
}
