import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../i18n/i18n';
import type { BoardStatus } from './statusCatalog';
import { moveTargets } from './statusCatalog';

interface Props {
  anchor: HTMLElement | null;
  /** "#12" */
  orderLabel: string;
  currentStatusId: string | null;
  statuses: readonly BoardStatus[];
  onPick: (statusId: string) => void;
  onClose: () => void;
}

/** "Move to…": every other active status, earlier ones marked (moving back asks first). */
export function MoveMenu({
  anchor,
  orderLabel,
  currentStatusId,
  statuses,
  onPick,
  onClose,
}: Props) {
  const { t } = useTranslation('shipments');
  const current = statuses.find((s) => s.id === currentStatusId);
  const targets = moveTargets(statuses, currentStatusId);
  return (
    <Menu
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{
        list: { 'aria-label': t('move.menuTitle', { order: orderLabel }), dense: true },
      }}
    >
      {/* The menu's name says the same to assistive tech (a subheader is not a menu item). */}
      <ListSubheader aria-hidden="true" role="presentation" sx={{ lineHeight: 2.5 }}>
        {t('move.menuTitle', { order: orderLabel })}
      </ListSubheader>
      {targets.map((s) => {
        const back = current ? s.index < current.index : false;
        return (
          <MenuItem key={s.id} onClick={() => onPick(s.id)}>
            <ListItemIcon>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: s.color,
                  boxShadow: (th) => `0 0 0 1px ${th.vars?.palette.divider ?? th.palette.divider}`,
                }}
              />
            </ListItemIcon>
            <ListItemText primary={s.name} secondary={back ? t('move.earlier') : undefined} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
