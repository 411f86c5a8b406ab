import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { Tip } from '../ui/Tip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import { memo, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useNavigating } from '../hooks/navigation';
import { useConfig } from '../config/ConfigContext';
import { IdleGuard } from './IdleGuard';
import { StatusPill } from '../ui/StatusPill';
import { useSession } from '../session/SessionContext';
import { areas } from './areas';
import { ConnectionBanner } from './ConnectionBanner';
import { HealthBadge } from './HealthBadge';
import { paths } from './paths';
import { LanguageMenu, ThemeMenu, type ButtonFrame } from './PreferenceMenus';
import { environmentColor } from './theme';
import { loadShortcutsDialog, ShortcutHost } from './ShortcutHost';
import { afterLoad, moduleLoader } from '../lib/moduleLoader';
import { useLazyPart } from '../hooks/useLazyPart';
import { lazyDefault } from '../ui/lazyComponent';
import { usePrefetchWhenIdle } from '../hooks/usePrefetchWhenIdle';
import { NoticeHost } from '../ui/notices/NoticeHost';
import { PaletteLauncher } from './commandPalette/PaletteLauncher';

const DRAWER_WIDTH = 232;

const DOCKED_NAV_SX = {
  position: 'fixed',
  top: 0,
  left: 0,
  height: '100%',
  width: DRAWER_WIDTH,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  zIndex: 'drawer',
  borderRight: 1,
  borderColor: 'divider',
} as const;

/** The phone's navigation drawer: fetched once the page is idle, or when the menu is pressed. */
const loadNavDrawer = moduleLoader(() => import('./NavDrawer'));
const NavDrawer = lazyDefault(loadNavDrawer);
const PREFETCHED_ON_PHONES = [loadNavDrawer];
const NONE: readonly (() => Promise<unknown>)[] = [];

const withTooltip: ButtonFrame = (button, title) => <Tip title={title}>{button}</Tip>;

function isActive(path: string, pathname: string) {
  return path === paths.home()
    ? pathname === path
    : pathname === path || pathname.startsWith(`${path}/`);
}

/** The navigation list: re-renders when the path changes, not when a page's query string does. */
const NavList = memo(function NavList({
  pathname,
  onNavigate,
}: {
  pathname: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ pt: 1 }}>
      <List>
        {areas.map(({ key, path, Icon }) => {
          const active = isActive(path, pathname);
          return (
            <ListItem key={key} disablePadding>
              <ListItemButton
                component={NavLink}
                to={path}
                end={path === paths.home()}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ mx: 1, borderRadius: 2, mb: 0.5 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${key}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
});

function Nav({ onNavigate, onShortcuts }: { onNavigate: () => void; onShortcuts: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <>
      <NavList pathname={pathname} onNavigate={onNavigate} />
      {/* The shortcut list for those without a keyboard at hand to press `?`. */}
      <List sx={{ mt: 'auto' }}>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onNavigate();
              onShortcuts();
            }}
            sx={{ mx: 1, borderRadius: 2 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <KeyboardIcon />
            </ListItemIcon>
            <ListItemText primary={t('keys.open')} />
          </ListItemButton>
        </ListItem>
      </List>
    </>
  );
}

/** A thin bar under the app bar while a lazy page loads. */
function NavigationProgress() {
  return useNavigating() ? (
    <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} />
  ) : null;
}

/**
 * The signed-in frame: app bar, navigation drawer and the page. It reads no location itself,
 * so typing in a page's search box (which rewrites the URL) re-renders the page, not the shell.
 */
export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [drawerMounted, openDrawer] = useLazyPart(loadNavDrawer);
  usePrefetchWhenIdle(wide ? NONE : PREFETCHED_ON_PHONES);
  const config = useConfig();
  const { signOut } = useSession();
  const close = useCallback(() => setOpen(false), []);
  const [keysOpen, setKeysOpen] = useState(false);
  // `?`, the navigation's item and the palette's action: the list opens once its chunk is here.
  const openKeys = useCallback(() => {
    afterLoad(loadShortcutsDialog, () => setKeysOpen(true));
  }, []);
  const closeKeys = useCallback(() => setKeysOpen(false), []);
  const nav = <Nav onNavigate={close} onShortcuts={openKeys} />;

  // Only signed-in pages send notices, and notistack comes when the browser is first idle
  // (or with the first notice): it is in neither the key screen's load nor the frame's.
  return (
    <>
      <NoticeHost />
      <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
        <IdleGuard />
        <ShortcutHost open={keysOpen} onOpen={openKeys} onClose={closeKeys} />
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: (th) => th.zIndex.tooltip + 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: 2,
            py: 1,
            borderRadius: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('skipToContent')}
        </Box>
        <AppBar
          position="fixed"
          color="inherit"
          sx={{
            zIndex: (th) => th.zIndex.drawer + 1,
            borderBottom: 1,
            borderColor: 'divider',
            displayPrint: 'none',
          }}
        >
          {/* At 360 px the bar holds the menu, the environment and five buttons: tighter gaps, no logo. */}
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
            {!wide && (
              <IconButton
                edge="start"
                color="inherit"
                aria-label={t('nav.openMenu')}
                onClick={() => openDrawer(() => setOpen(true))}
              >
                <MenuIcon />
              </IconButton>
            )}
            <StorefrontIcon
              color="primary"
              aria-hidden
              sx={{ display: { xs: 'none', sm: 'block' } }}
            />
            <Typography
              component="span"
              noWrap
              sx={{ fontWeight: 650, display: { xs: 'none', md: 'block' } }}
            >
              {t('appName')}
            </Typography>
            <Typography
              component="span"
              noWrap
              sx={{ fontWeight: 650, display: { xs: 'none', sm: 'block', md: 'none' } }}
            >
              {t('appShort')}
            </Typography>
            <StatusPill
              size="small"
              color={environmentColor(config.environmentLabel)}
              label={config.environmentLabel}
              aria-label={t('env.label', { name: config.environmentLabel })}
              sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5 }}
            />
            <Box sx={{ flex: 1 }} />
            <PaletteLauncher onShortcuts={openKeys} />
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <HealthBadge />
            </Box>
            <LanguageMenu frame={withTooltip} />
            <ThemeMenu frame={withTooltip} />
            <Tip title={t('session.logout')}>
              <IconButton
                color="inherit"
                aria-label={t('session.logout')}
                onClick={() => signOut('logout')}
              >
                <LogoutIcon />
              </IconButton>
            </Tip>
          </Toolbar>
          <NavigationProgress />
        </AppBar>
        {wide ? (
          // MUI's permanent Drawer is a fixed Paper; drawn as one, without the Drawer's code
          // (its modal, slide and focus trap serve only the phone's drawer).
          <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0, displayPrint: 'none' }}>
            <Paper square sx={DOCKED_NAV_SX}>
              <Toolbar />
              {nav}
            </Paper>
          </Box>
        ) : (
          drawerMounted && (
            <Suspense fallback={null}>
              <NavDrawer open={open} onClose={close} width={DRAWER_WIDTH}>
                {nav}
              </NavDrawer>
            </Suspense>
          )
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            p: { xs: 2, sm: 3 },
            outline: 'none',
            '@media print': { p: 0 },
          }}
        >
          <Toolbar sx={{ displayPrint: 'none' }} />
          <ConnectionBanner />
          <Suspense fallback={<LinearProgress aria-label={t('health.checking')} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </>
  );
}
