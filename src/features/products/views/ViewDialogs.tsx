import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation, registerTranslations } from '../../../i18n/i18n';
import type { ColumnPrefs } from './columnPrefs';
import {
  addView,
  deleteView,
  renameView,
  restoreView,
  VIEW_NAME_MAX,
  viewNameError,
} from './savedViews';
import type { SavedView, ViewNameError } from './savedViews';
import { newViewId } from './useSavedViews';
import { catalog as productTools } from '../i18nTools';

registerTranslations('products', productTools);

/*
 * The saved views' dialogs, loaded on first use: "Save the current view" (a name: required,
 * trimmed, unique in this account, at most 60 characters; the error at the field) and "Saved
 * views" (rename in place, delete with Undo).
 */

interface Props {
  mode: 'save' | 'manage' | null;
  views: SavedView[];
  params: string;
  prefs: ColumnPrefs;
  onViews: (views: SavedView[]) => void;
  /** A sentence for the page's status line (read by screen readers). */
  onStatus: (text: string) => void;
  onClose: () => void;
}

function useErrorText() {
  const { t } = useTranslation('products');
  return (error: ViewNameError | null) => (error === null ? undefined : t(`views.errors.${error}`));
}

/** A name field with its error; the error shows once a submit was tried, then as one types. */
function NameField(props: {
  value: string;
  onChange: (value: string) => void;
  error: ViewNameError | null;
  tried: boolean;
  label: string;
  autoFocus?: boolean;
}) {
  const errorText = useErrorText();
  const { value, onChange, error, tried, label, autoFocus } = props;
  const shown = tried ? error : null;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      fullWidth
      autoFocus={autoFocus}
      autoComplete="off"
      error={shown !== null}
      helperText={errorText(shown) ?? ' '}
      slotProps={{ htmlInput: { 'aria-invalid': shown !== null, maxLength: VIEW_NAME_MAX + 40 } }}
    />
  );
}

function SaveDialog({
  views,
  params,
  prefs,
  onViews,
  onStatus,
  onClose,
  open,
}: Props & { open: boolean }) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const error = viewNameError(name, views);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (error !== null) return;
    onViews(addView(views, { id: newViewId(), name, params, prefs }));
    onStatus(t('views.saved', { name: name.trim() }));
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setName('');
            setTried(false);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('views.saveTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('views.saveBody')}</DialogContentText>
          <NameField
            value={name}
            onChange={setName}
            error={error}
            tried={tried}
            label={t('views.name')}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('views.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('views.saveAction')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function RenameForm({
  view,
  views,
  onRename,
  onCancel,
}: {
  view: SavedView;
  views: SavedView[];
  onRename: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('products');
  const [name, setName] = useState(view.name);
  const [tried, setTried] = useState(false);
  const error = viewNameError(name, views, view.id);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        setTried(true);
        if (error === null) onRename(name);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      sx={{ display: 'grid', gap: 1, py: 1 }}
    >
      <NameField
        value={name}
        onChange={setName}
        error={error}
        tried={tried}
        label={t('views.newName', { name: view.name })}
        autoFocus
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>{t('views.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('views.renameAction')}
        </Button>
      </Box>
    </Box>
  );
}

function ManageDialog({ views, onViews, onStatus, onClose, open }: Props & { open: boolean }) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removed, setRemoved] = useState<{ view: SavedView; index: number } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<string | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());

  // After a rename (or its cancel) the focus goes back to the view's Rename button.
  useEffect(() => {
    if (renaming !== null || focusAfter.current === null) return;
    rows.current.get(focusAfter.current)?.focus();
    focusAfter.current = null;
  }, [renaming]);
  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const remove = (view: SavedView) => {
    const result = deleteView(views, view.id);
    onViews(result.views);
    setRemoved(result.removed);
    onStatus(t('views.deleted', { name: view.name }));
  };
  const undo = () => {
    if (!removed) return;
    onViews(restoreView(views, removed));
    focusAfter.current = removed.view.id;
    setRemoved(null);
    setRenaming(null);
    // (the effect above runs on `renaming`; restore focuses directly)
    requestAnimationFrame(() => rows.current.get(removed.view.id)?.focus());
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      slotProps={{
        transition: {
          onExited: () => {
            setRemoved(null);
            setRenaming(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('views.manageTitle')}</DialogTitle>
      <DialogContent dividers>
        {removed && (
          <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
              <Button ref={undoRef} color="inherit" size="small" onClick={undo}>
                {t('views.undo')}
              </Button>
            }
          >
            {t('views.deleted', { name: removed.view.name })}
          </Alert>
        )}
        {views.length === 0 ? (
          <Typography color="text.secondary">{t('views.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {views.map((view) => (
              <Box
                component="li"
                key={view.id}
                data-view={view.id}
                sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 0.5 }}
              >
                {renaming === view.id ? (
                  <RenameForm
                    view={view}
                    views={views}
                    onCancel={() => {
                      focusAfter.current = view.id;
                      setRenaming(null);
                    }}
                    onRename={(name) => {
                      onViews(renameView(views, view.id, name));
                      onStatus(t('views.saved', { name: name.trim() }));
                      focusAfter.current = view.id;
                      setRenaming(null);
                    }}
                  />
                ) : (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                      {view.name}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        ref={(el: HTMLButtonElement | null) => {
                          if (el) rows.current.set(view.id, el);
                          else rows.current.delete(view.id);
                        }}
                        aria-label={t('views.renameLabel', { name: view.name })}
                        onClick={() => {
                          setRemoved(null);
                          setRenaming(view.id);
                        }}
                      >
                        {t('views.rename')}
                      </Button>
                      <Button
                        color="error"
                        aria-label={t('views.deleteLabel', { name: view.name })}
                        onClick={() => remove(view)}
                      >
                        {t('views.delete')}
                      </Button>
                    </Box>
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('views.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function ViewDialogs(props: Props) {
  return (
    <>
      <SaveDialog {...props} open={props.mode === 'save'} />
      <ManageDialog {...props} open={props.mode === 'manage'} />
    </>
  );
}
