import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/i18n';
import { isEnabled, isMac, shortcutRegistry } from '../hooks/shortcuts';
import type { KeyCombo, ShortcutEntry, ShortcutSpec } from '../hooks/shortcuts';

/** What the dialog lists: enabled shortcuts, once per id, page ones and global ones apart. */
export function listedShortcuts(entries: readonly ShortcutEntry[]): {
  page: ShortcutSpec[];
  global: ShortcutSpec[];
} {
  const seen = new Set<string>();
  const page: ShortcutSpec[] = [];
  const global: ShortcutSpec[] = [];
  for (const { spec } of entries) {
    if (!isEnabled(spec) || seen.has(spec.id)) continue;
    seen.add(spec.id);
    (spec.scope === 'global' ? global : page).push(spec);
  }
  return { page, global };
}

const NAMED: Partial<Record<string, 'keys.up' | 'keys.down'>> = {
  ArrowUp: 'keys.up',
  ArrowDown: 'keys.down',
};

/** A combo's keys, in the way this computer names them (Ctrl+S, or ⌘+S on a Mac). */
export function comboParts(combo: KeyCombo, t: TFunction, mac: boolean): string[] {
  const parts: string[] = [];
  if (combo.mod) parts.push(mac ? '⌘' : t('keys.ctrl'));
  if (combo.alt) parts.push(mac ? '⌥' : t('keys.alt'));
  if (combo.shift === true) parts.push(t('keys.shift'));
  const named = NAMED[combo.key];
  parts.push(named ? t(named) : combo.key.length === 1 ? combo.key.toUpperCase() : combo.key);
  return parts;
}

function Keys({ spec, t, mac }: { spec: ShortcutSpec; t: TFunction; mac: boolean }) {
  return (
    <>
      {spec.keys.map((combo, i) => (
        <Fragment key={i}>
          {i > 0 && ` ${t('keys.or')} `}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {comboParts(combo, t, mac).map((part, j) => (
              <Fragment key={j}>
                {j > 0 && '+'}
                <Box
                  component="kbd"
                  sx={{
                    fontFamily: 'monospace',
                    fontSize: '0.85em',
                    px: 0.75,
                    py: 0.25,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                >
                  {part}
                </Box>
              </Fragment>
            ))}
          </Box>
        </Fragment>
      ))}
    </>
  );
}

function Section({
  title,
  specs,
  empty,
}: {
  title: string;
  specs: ShortcutSpec[];
  empty?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mac = isMac();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {specs.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        // A plain table (MUI's Table would join the chunk every page loads: the frame's).
        <Box
          component="table"
          aria-labelledby={id}
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            '& th, & td': {
              textAlign: 'left',
              py: 0.75,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              verticalAlign: 'top',
              typography: 'body2',
            },
            '& th': { fontWeight: 600 },
          }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ width: '40%' }}>
                {t('keys.keys')}
              </Box>
              <th scope="col">{t('keys.action')}</th>
            </tr>
          </thead>
          <tbody>
            {specs.map((spec) => (
              <tr key={spec.id} data-shortcut={spec.id}>
                <td>
                  <Keys spec={spec} t={t} mac={mac} />
                </td>
                <td>{spec.where ? `${spec.label} (${spec.where})` : spec.label}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}

/** Every shortcut bound now: the current page's and the global ones (from the registry). */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const entries = useSyncExternalStore(shortcutRegistry.subscribe, shortcutRegistry.getEntries);
  const { page, global } = listedShortcuts(entries);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('keys.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <Section title={t('keys.page')} specs={page} empty={t('keys.none')} />
        <Section title={t('keys.global')} specs={global} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
