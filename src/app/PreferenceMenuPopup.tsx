import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export interface PreferenceOption {
  value: string;
  label: string;
  icon: ReactNode;
  lang?: string;
}

interface Props {
  id: string;
  anchor: HTMLElement | null;
  options: readonly PreferenceOption[];
  selected: string;
  onSelect: (value: string) => void;
  onClose: () => void;
}

/**
 * The list of a preference menu. Its own chunk (loaded when a menu is first opened, or when the
 * pointer or the focus reaches its button): Menu brings Popover and Modal, which the key screen
 * does not need before someone opens a menu.
 */
export default function PreferenceMenuPopup({
  id,
  anchor,
  options,
  selected,
  onSelect,
  onClose,
}: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {options.map((o) => (
        <MenuItem
          key={o.value}
          lang={o.lang}
          selected={o.value === selected}
          onClick={() => onSelect(o.value)}
        >
          <ListItemIcon>{o.icon}</ListItemIcon>
          <ListItemText>{o.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
