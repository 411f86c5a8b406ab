import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation, registerTranslations } from '../../../i18n/i18n';
import type { SavedView } from './savedViews';
import { catalog as productTools } from '../i18nTools';

registerTranslations('products', productTools);

interface Props {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  views: readonly SavedView[];
  /** The view the list shows now, if any. */
  current: SavedView | null;
  onSave: () => void;
  onManage: () => void;
  onApply: (view: SavedView) => void;
}

/**
 * The "Views" menu: save the current view, manage them, or show one. Its own chunk (with MUI's
 * Menu, Popover and Modal), fetched once the list is idle or when the button is pressed.
 */
export default function ViewsMenu({
  id,
  anchorEl,
  onClose,
  views,
  current,
  onSave,
  onManage,
  onApply,
}: Props) {
  const { t } = useTranslation('products');
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('views.menu') } }}
    >
      <MenuItem onClick={onSave}>{t('views.save')}</MenuItem>
      <MenuItem onClick={onManage} disabled={views.length === 0}>
        {t('views.manage')}
      </MenuItem>
      <Divider />
      {views.length === 0 && (
        <MenuItem disabled>
          <ListItemText>{t('views.none')}</ListItemText>
        </MenuItem>
      )}
      {views.map((view) => {
        const isCurrent = current?.id === view.id;
        return (
          <MenuItem
            key={view.id}
            role="menuitemradio"
            aria-checked={isCurrent}
            selected={isCurrent}
            onClick={() => onApply(view)}
            sx={{ maxWidth: 360 }}
          >
            <ListItemIcon>{isCurrent ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              slotProps={{ primary: { sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } }}
            >
              {view.name}
            </ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
