import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import CheckIcon from '@mui/icons-material/Check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, rememberLanguage } from '../i18n/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('language.label')}>
        <IconButton
          color="inherit"
          aria-label={`${t('language.label')}: ${t(`language.${i18n.language === 'es' ? 'es' : 'en'}`)}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={i18n.language === lng}
            onClick={() => {
              rememberLanguage(lng);
              void i18n.changeLanguage(lng);
              document.documentElement.lang = lng;
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              {i18n.language === lng ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText>{t(`language.${lng}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

const modes = [
  { mode: 'light', Icon: LightModeIcon },
  { mode: 'dark', Icon: DarkModeIcon },
  { mode: 'system', Icon: SettingsBrightnessIcon },
] as const;

export function ThemeMenu() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = modes.find((m) => m.mode === mode) ?? modes[2];
  return (
    <>
      <Tooltip title={t('theme.label')}>
        <IconButton
          color="inherit"
          aria-label={`${t('theme.label')}: ${t(`theme.${current.mode}`)}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <current.Icon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {modes.map(({ mode: m, Icon }) => (
          <MenuItem
            key={m}
            selected={mode === m}
            onClick={() => {
              setMode(m);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`theme.${m}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
