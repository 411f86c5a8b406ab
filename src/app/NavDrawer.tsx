import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The navigation on a narrow window: MUI's temporary Drawer, over the page (AppShell). */
export default function NavDrawer({ open, onClose, width, children }: Props) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      sx={{ '& .MuiDrawer-paper': { width } }}
    >
      {children}
    </Drawer>
  );
}
