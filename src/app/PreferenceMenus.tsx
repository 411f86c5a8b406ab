import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import CheckIcon from '@mui/icons-material/Check';
import { Suspense, useId, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation, applyLanguage, languages } from '../i18n/i18n';
import { prefetch } from '../lib/prefetch';
import type { PreferenceOption } from './PreferenceMenuPopup';
import type { TipChildProps } from '../ui/Tip';
import { lazyDefault } from '../ui/lazyComponent';
import { moduleLoader } from '../lib/moduleLoader';
import { useLazyPart } from '../hooks/useLazyPart';

const loadPopup = moduleLoader(() => import('./PreferenceMenuPopup'));
const PreferenceMenuPopup = lazyDefault(loadPopup);

/**
 * How a menu's button is presented: the app bar wraps it in a Tooltip (the signed-in frame
 * loads Tooltip anyway); the key screen shows it as it is (its aria-label names it), which
 * keeps Tooltip and Popper out of the first load.
 */
export type ButtonFrame = (button: ReactElement<TipChildProps>, title: string) => ReactNode;
const plain: ButtonFrame = (button) => button;

interface MenuProps {
  frame?: ButtonFrame;
}

interface PreferenceMenuProps {
  title: string;
  label: string;
  icon: ReactNode;
  options: readonly PreferenceOption[];
  selected: string;
  onSelect: (value: string) => void;
  frame: ButtonFrame;
}

function PreferenceMenu({
  title,
  label,
  icon,
  options,
  selected,
  onSelect,
  frame,
}: PreferenceMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The popup stays mounted once opened, so closing it animates like any menu.
  const [opened, openPopup] = useLazyPart(loadPopup);
  const menuId = useId();
  // The button when the menu opens, not the one pressed: the menu's chunk may arrive after Tip
  // has put the button inside its Tooltip, a new element (a menu anchored to the old one, no
  // longer on the page, is not shown).
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => prefetch(loadPopup);
  const button = (
    <IconButton
      ref={buttonRef}
      color="inherit"
      aria-label={label}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? 'true' : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => openPopup(() => setAnchor(buttonRef.current))}
    >
      {icon}
    </IconButton>
  );
  return (
    <>
      {frame(button, title)}
      {opened && (
        <Suspense fallback={null}>
          <PreferenceMenuPopup
            id={menuId}
            anchor={anchor}
            options={options}
            selected={selected}
            onSelect={(value) => {
              onSelect(value);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export function LanguageMenu({ frame = plain }: MenuProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'es' ? 'es' : 'en';
  const options = languages.map((lng) => ({
    value: lng,
    lang: lng,
    label: t(`language.${lng}`),
    icon: current === lng ? <CheckIcon fontSize="small" /> : null,
  }));
  return (
    <PreferenceMenu
      title={t('language.label')}
      label={`${t('language.label')}: ${t(`language.${current}`)}`}
      icon={<TranslateIcon />}
      options={options}
      selected={current}
      frame={frame}
      onSelect={(value) => {
        const lng = languages.find((l) => l === value);
        if (lng) applyLanguage(lng);
      }}
    />
  );
}

const modes = [
  { mode: 'light', Icon: LightModeIcon },
  { mode: 'dark', Icon: DarkModeIcon },
  { mode: 'system', Icon: SettingsBrightnessIcon },
] as const;

export function ThemeMenu({ frame = plain }: MenuProps) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current = modes.find((m) => m.mode === mode) ?? modes[2];
  const options = modes.map(({ mode: m, Icon }) => ({
    value: m,
    label: t(`theme.${m}`),
    icon: <Icon fontSize="small" />,
  }));
  return (
    <PreferenceMenu
      title={t('theme.label')}
      label={`${t('theme.label')}: ${t(`theme.${current.mode}`)}`}
      icon={<current.Icon />}
      options={options}
      selected={current.mode}
      frame={frame}
      onSelect={(value) => {
        const next = modes.find((m) => m.mode === value);
        if (next) setMode(next.mode);
      }}
    />
  );
}
