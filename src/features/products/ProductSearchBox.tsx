import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextField } from '../../ui/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { Ref } from 'react';
import { memo, useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { SEARCH_DEBOUNCE_MS } from './searchTiming';
import { useSyncedText } from './useSyncedText';

interface Props {
  /** The committed query (from the URL). */
  value: string;
  onCommit: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box: commits what is typed after a pause, or at once on Enter; Escape clears it. */
export const ProductSearchBox = memo(function ProductSearchBox({
  value,
  onCommit,
  inputRef,
}: Props) {
  const { t } = useTranslation('products');
  const { text, setText, noteCommit } = useSyncedText(
    value,
    (v) => v,
    (t, v) => t.trim() === v.trim(),
  );

  const pending = text.trim() !== value.trim();
  const commitNow = (q: string) => {
    noteCommit(q);
    onCommit(q);
  };
  const commit = useEffectEvent((q: string) => commitNow(q));
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, pending]);

  return (
    <TextField
      fullWidth
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      helperText={t('search.shortcut')}
      value={text}
      inputRef={inputRef}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          if (pending) commitNow(text);
        } else if (e.key === 'Escape' && text !== '') {
          e.preventDefault();
          setText('');
        }
      }}
      slotProps={{
        htmlInput: {
          maxLength: 200,
          autoComplete: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment:
            text !== '' ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('actions.clear')}
                  edge="end"
                  size="small"
                  onClick={() => setText('')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
});
