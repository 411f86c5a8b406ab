import { useCallback, useState } from 'react';

/**
 * The text of an input whose committed value lives elsewhere (the URL). The text follows the
 * value when it changes from outside (Back, a link, "clear filters"), but not when the value
 * is one this input committed itself: the person may have typed on since, and the URL only
 * catches up a moment later.
 */
export function useSyncedText<V>(
  value: V,
  toText: (value: V) => string,
  matches: (text: string, value: V) => boolean,
) {
  const [text, setText] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);
  const [mine, setMine] = useState<V[]>([]);
  if (!Object.is(value, seen)) {
    setSeen(value);
    const own = mine.findIndex((m) => Object.is(m, value));
    if (own >= 0) {
      setMine(mine.slice(own + 1));
    } else {
      setMine([]);
      if (!matches(text, value)) setText(toText(value));
    }
  }
  /** Call with each value the input commits. */
  const noteCommit = useCallback((committed: V) => setMine((m) => [...m.slice(-9), committed]), []);
  return { text, setText, noteCommit };
}
