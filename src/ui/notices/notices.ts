import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * Notices (snackbars) without notistack in the signed-in frame's load: a page calls
 * `useNotices().enqueueSnackbar` as it would notistack's own; until the notice host (notistack's
 * provider, a lazy chunk, NoticeHost.tsx) is mounted, notices wait here in order, under the key
 * they are given now, and a notice asks for the host to mount. The frame mounts the host when
 * the browser is first idle, so it is normally there before anyone acts.
 */
export interface NoticeApi {
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
}

interface Waiting {
  message: SnackbarMessage;
  options: OptionsObject & { key: SnackbarKey };
}

let host: NoticeApi | null = null;
let waiting: Waiting[] = [];
let seq = 0;
const wanted = new Set<() => void>();

function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `notice-${String(++seq)}`;
  if (host) return host.enqueueSnackbar(message, { ...options, key });
  waiting.push({ message, options: { ...options, key } });
  wanted.forEach((mount) => mount());
  return key;
}

function closeSnackbar(key?: SnackbarKey): void {
  if (host) {
    host.closeSnackbar(key);
    return;
  }
  waiting = key === undefined ? [] : waiting.filter((w) => w.options.key !== key);
}

/** The same functions for every caller (stable across renders, like notistack's). */
export const notices: NoticeApi = { enqueueSnackbar, closeSnackbar };

/** notistack's `useSnackbar`, served from here (a hook so that callers read like before). */
export function useNotices(): NoticeApi {
  return notices;
}

/** Called by the host once notistack's provider is mounted: the waiting notices go out in order. */
export function attachNoticeHost(api: NoticeApi): () => void {
  host = api;
  const queued = waiting;
  waiting = [];
  for (const w of queued) api.enqueueSnackbar(w.message, w.options);
  return () => {
    if (host === api) host = null;
  };
}

/** Whether a notice is waiting for the host (the frame then mounts it at once). */
export function noticesWaiting(): boolean {
  return waiting.length > 0;
}

/** `mount` is called when a notice arrives while no host is mounted. */
export function onNoticeWanted(mount: () => void): () => void {
  wanted.add(mount);
  return () => wanted.delete(mount);
}
