import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef, useState } from 'react';
import { useTranslation, registerTranslations } from '../../../i18n/i18n';
import { COLUMN_SPECS, isCatalogColumn } from './columnCatalog';
import type { CatalogColumnId } from './columnCatalog';
import { DENSITIES, withMove, withVisibility } from '../views/columnPrefs';
import type { ColumnPrefs, Density } from '../views/columnPrefs';
import { visuallyHidden } from '@mui/utils';
import { catalog as productTools } from '../i18nTools';

registerTranslations('products', productTools);

/*
 * The column chooser (loaded on first open, with dnd-kit): show or hide each column (the name
 * always shows), reorder them by dragging (pointer, touch, or the keyboard: Space on a handle,
 * arrows, Space) or with each column's Move up and Move down buttons, the row density, and
 * "Reset to default". Every change applies at once and is kept (per account, this browser).
 */

interface Props {
  open: boolean;
  prefs: ColumnPrefs;
  onChange: (next: ColumnPrefs) => void;
  onReset: () => void;
  onClose: () => void;
}

interface ItemProps {
  id: CatalogColumnId;
  index: number;
  count: number;
  label: string;
  shown: boolean;
  onShow: (id: CatalogColumnId, shown: boolean) => void;
  onMove: (index: number, to: number, via: 'up' | 'down') => void;
  buttonRef: (id: CatalogColumnId, via: 'up' | 'down', el: HTMLButtonElement | null) => void;
}

function ColumnItem({ id, index, count, label, shown, onShow, onMove, buttonRef }: ItemProps) {
  const { t } = useTranslation('products');
  const spec = COLUMN_SPECS[id];
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const noteId = useId();
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-column={id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 48,
        pr: 0.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('chooser.drag', { column: label })}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <FormControlLabel
          sx={{
            mr: 0,
            maxWidth: '100%',
            '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' },
          }}
          control={
            <Checkbox
              checked={shown}
              disabled={!spec.hideable}
              onChange={(e) => onShow(id, e.target.checked)}
              slotProps={{
                input: {
                  'aria-describedby':
                    spec.source === 'record' || !spec.hideable ? noteId : undefined,
                },
              }}
            />
          }
          label={label}
        />
        {(spec.source === 'record' || !spec.hideable) && (
          <Typography
            id={noteId}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', ml: 4, mt: -0.75 }}
          >
            {spec.hideable ? t('chooser.perRow') : t('chooser.alwaysShown')}
          </Typography>
        )}
      </Box>
      <IconButton
        ref={(el) => buttonRef(id, 'up', el)}
        aria-label={t('chooser.moveUp', { column: label })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1, 'up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        ref={(el) => buttonRef(id, 'down', el)}
        aria-label={t('chooser.moveDown', { column: label })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1, 'down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export default function ColumnChooserDialog({ open, prefs, onChange, onReset, onClose }: Props) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const densityId = useId();
  const columnsId = useId();
  const hintId = useId();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const label = (id: UniqueIdentifier) =>
    isCatalogColumn(String(id))
      ? t(COLUMN_SPECS[String(id) as CatalogColumnId].headerKey as 'columns.name')
      : String(id);
  const count = prefs.order.length;
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : prefs.order.indexOf(id as CatalogColumnId) + 1;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('chooser.dnd.start', { column: label(active.id), position: positionOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over
        ? t('chooser.dnd.over', { column: label(active.id), position: positionOf(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('chooser.dnd.end', {
        column: label(active.id),
        position: positionOf(over?.id ?? active.id),
        count,
      }),
    onDragCancel: ({ active }) =>
      t('chooser.dnd.cancel', { column: label(active.id), position: positionOf(active.id), count }),
  };

  const onShow = (id: CatalogColumnId, shown: boolean) =>
    onChange(withVisibility(prefs, id, shown));

  const onMove = (from: number, to: number, via: 'up' | 'down') => {
    const id = prefs.order[from];
    if (id === undefined) return;
    const next = withMove(prefs, from, to);
    onChange(next);
    const position = next.order.indexOf(id);
    setStatus(t('chooser.moved', { column: label(id), position: position + 1, count }));
    // The focus stays on the button pressed, or (at an end, where it is disabled) its twin.
    const atEnd = via === 'up' ? position === 0 : position === count - 1;
    const target = buttons.current.get(`${id}:${atEnd ? (via === 'up' ? 'down' : 'up') : via}`);
    requestAnimationFrame(() => target?.focus());
  };

  const buttonRef = (id: CatalogColumnId, via: 'up' | 'down', el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${id}:${via}`, el);
    else buttons.current.delete(`${id}:${via}`);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    const from = prefs.order.indexOf(active.id as CatalogColumnId);
    const to = prefs.order.indexOf(over.id as CatalogColumnId);
    if (from >= 0 && to >= 0) onChange(withMove(prefs, from, to));
  };

  return (
    <Dialog
      open={open}
      // Escape while a column is lifted cancels the drag, not the dialog.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && dragging) return;
        onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('chooser.title')}</DialogTitle>
      <DialogContent dividers ref={setContainer}>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 2 }}>
          <FormLabel
            component="legend"
            id={densityId}
            sx={{ fontWeight: 600, color: 'text.primary' }}
          >
            {t('chooser.density')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={densityId}
            value={prefs.density}
            onChange={(e) => {
              const density = DENSITIES.find((d) => d === e.target.value);
              if (density) onChange({ ...prefs, density: density satisfies Density });
            }}
          >
            {DENSITIES.map((d) => (
              <FormControlLabel
                key={d}
                value={d}
                control={<Radio />}
                label={t(`chooser.densities.${d}`)}
              />
            ))}
          </RadioGroup>
        </Box>
        <Typography id={columnsId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('chooser.columns')}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('chooser.hint')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('chooser.perRowNote')}
        </Typography>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            ...(container ? { container } : {}),
            screenReaderInstructions: { draggable: t('chooser.dnd.instructions') },
          }}
        >
          <SortableContext items={prefs.order} strategy={verticalListSortingStrategy}>
            <Box
              component="ul"
              aria-labelledby={columnsId}
              aria-describedby={hintId}
              sx={{ listStyle: 'none', m: 0, p: 0, borderTop: '1px solid', borderColor: 'divider' }}
            >
              {prefs.order.map((id, index) => (
                <ColumnItem
                  key={id}
                  id={id}
                  index={index}
                  count={count}
                  label={label(id)}
                  shown={prefs.visibility[id]}
                  onShow={onShow}
                  onMove={onMove}
                  buttonRef={buttonRef}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
        <Box role="status" sx={visuallyHidden}>
          {status}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            onReset();
            setStatus(t('chooser.resetDone'));
          }}
        >
          {t('chooser.reset')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('chooser.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
