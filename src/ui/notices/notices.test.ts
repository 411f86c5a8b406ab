import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeApi } from './notices';
import { attachNoticeHost, notices, noticesWaiting, onNoticeWanted } from './notices';

function fakeHost() {
  const shown: { message: unknown; key: unknown; variant: unknown }[] = [];
  const closed: unknown[] = [];
  const api: NoticeApi = {
    enqueueSnackbar: (message, options) => {
      shown.push({ message, key: options?.key, variant: options?.variant });
      return options?.key ?? 'host-key';
    },
    closeSnackbar: (key) => closed.push(key),
  };
  return { api, shown, closed };
}

let detach: (() => void) | null = null;
afterEach(() => {
  detach?.();
  detach = null;
  notices.closeSnackbar();
});

describe('notices before and after the host', () => {
  it('keeps notices in order under the keys it gave, and hands them to the host once attached', () => {
    const wanted = vi.fn();
    const stop = onNoticeWanted(wanted);
    const first = notices.enqueueSnackbar('Saved', { variant: 'success' });
    const second = notices.enqueueSnackbar('Draft restored', { key: 'mine' });
    stop();
    expect(wanted).toHaveBeenCalledTimes(2);
    expect(second).toBe('mine');
    expect(first).not.toBe(second);
    expect(noticesWaiting()).toBe(true);

    const host = fakeHost();
    detach = attachNoticeHost(host.api);
    expect(host.shown).toEqual([
      { message: 'Saved', key: first, variant: 'success' },
      { message: 'Draft restored', key: 'mine', variant: undefined },
    ]);
    expect(noticesWaiting()).toBe(false);
  });

  it('drops a waiting notice closed before the host came, and only that one', () => {
    const a = notices.enqueueSnackbar('A');
    notices.enqueueSnackbar('B');
    notices.closeSnackbar(a);
    const host = fakeHost();
    detach = attachNoticeHost(host.api);
    expect(host.shown.map((s) => s.message)).toEqual(['B']);
  });

  it('goes straight to an attached host, and stops when the host detaches', () => {
    const host = fakeHost();
    detach = attachNoticeHost(host.api);
    const wanted = vi.fn();
    const stop = onNoticeWanted(wanted);
    const key = notices.enqueueSnackbar('Now');
    notices.closeSnackbar(key);
    expect(host.shown.map((s) => s.message)).toEqual(['Now']);
    expect(host.closed).toEqual([key]);
    expect(wanted).not.toHaveBeenCalled();

    detach();
    detach = null;
    notices.enqueueSnackbar('Later');
    expect(host.shown).toHaveLength(1);
    expect(wanted).toHaveBeenCalledTimes(1);
    stop();
  });
});
