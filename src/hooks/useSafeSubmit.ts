import { useCallback, useMemo, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { classifyWriteFailure, newIdempotencyKey } from '../api/idempotency';
import type { WriteFailure } from '../api/idempotency';
import { isOnline, whenOnline } from './useConnection';

/**
 * Where a write's Idempotency-Key lives: in memory (`useIdempotencyKey`) or with the form's
 * draft (`useFormDraft(...).key`), so a retry after a reload still sends the same key.
 */
export interface IdempotencyKeyHolder {
  /** The key of the current intent. */
  current: () => string;
  /** A new intent: take a new key. */
  renew: () => void;
}

/** A key held in memory, for writes without a draft (a dialog, a board move). */
export function useIdempotencyKey(): IdempotencyKeyHolder {
  const ref = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (ref.current ??= newIdempotencyKey()),
      renew: () => {
        ref.current = newIdempotencyKey();
      },
    }),
    [],
  );
}

export type SendResult<T> = { ok: true; value: T } | { ok: false; failure: WriteFailure };

export interface SafeSubmit {
  /** From the first activation (before validation) until the answer: the submit control is locked. */
  pending: boolean;
  /** What went wrong with the last write, classified by the key policy (src/api/idempotency.ts). */
  failure: WriteFailure | null;
  /**
   * Wraps a submit handler (a form's `handleSubmit(...)`, a button's click): it locks at the
   * first activation, before validation, so a second click or Enter while the first runs
   * does nothing (and a second form submit event is prevented, never sent natively).
   */
  guard: <A extends unknown[]>(handler: (...args: A) => unknown) => (...args: A) => Promise<void>;
  /**
   * Sends one write with the intent's key and applies the key policy to the answer: a success
   * or a body refused for good takes a new key; everything else keeps it, so Retry is safe.
   * Never retries by itself.
   */
  send: <T>(write: (idempotencyKey: string) => Promise<T>) => Promise<SendResult<T>>;
  /** After "key reused": the person chose to send the changed request as a new one. */
  sendAsNew: () => void;
  /**
   * The write succeeded and the form moves on (a new order's page opens, a dialog closes): from
   * now on every activation is dropped. The lock alone ends with the answer, and until the form
   * is gone a second Ctrl+S would be a new intent, sent with a new key (a second order).
   */
  finish: () => void;
  clear: () => void;
  /** The browser is offline: the write waits and goes out once when the connection is back. */
  waiting: boolean;
  /** Gives up a waiting write: nothing is sent, the form stays as typed. */
  cancelWaiting: () => void;
}

/** What a form's controller hook gives its view about sending (contact form, invoice, ...). */
export interface FormSubmitState {
  /** The form's onSubmit: locked from the first click or Enter, before validation. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** From the first activation until the answer. */
  pending: boolean;
  /** What went wrong with the last write, classified by the key policy. */
  failure: WriteFailure | null;
  /** The service's messages that no field on screen took. */
  unmapped: readonly string[];
  /** Offline: the write waits for the connection (and goes out once when it is back). */
  waiting: boolean;
  /** Gives up a waiting write: nothing is sent. */
  cancelWaiting: () => void;
  /** Sends again with the same Idempotency-Key (after a lost answer, a conflict, a "not now"). */
  retry: () => void;
  /** After "key reused": the next submit is a new request. */
  newAttempt: () => void;
}

function preventDefaultOf(arg: unknown) {
  if (typeof arg === 'object' && arg !== null && 'preventDefault' in arg) {
    const prevent = arg.preventDefault;
    if (typeof prevent === 'function') prevent.call(arg);
  }
}

/**
 * The one way the console sends a write: one request per intent (locked from the first
 * activation), the Idempotency-Key policy of src/api/idempotency.ts, and a failure the view
 * shows with <SubmitFeedback>.
 */
export function useSafeSubmit(key: IdempotencyKeyHolder): SafeSubmit {
  const locked = useRef(false);
  const finished = useRef(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [waiting, setWaiting] = useState(false);
  const waitController = useRef<AbortController | null>(null);

  const guard = useCallback(
    <A extends unknown[]>(handler: (...args: A) => unknown) =>
      async (...args: A) => {
        if (locked.current || finished.current) {
          preventDefaultOf(args[0]);
          return;
        }
        locked.current = true;
        setPending(true);
        try {
          await handler(...args);
        } finally {
          locked.current = false;
          setPending(false);
        }
      },
    [],
  );

  const send = useCallback(
    async <T>(write: (idempotencyKey: string) => Promise<T>): Promise<SendResult<T>> => {
      setFailure(null);
      if (!isOnline()) {
        const controller = new AbortController();
        waitController.current = controller;
        setWaiting(true);
        try {
          await whenOnline(controller.signal);
        } catch {
          // The person gave up waiting: nothing was sent, the key stays for the next try.
          const cancelled: WriteFailure = { kind: 'cancelled', key: 'keep', error: null };
          setFailure(cancelled);
          return { ok: false, failure: cancelled };
        } finally {
          waitController.current = null;
          setWaiting(false);
        }
      }
      try {
        const value = await write(key.current());
        key.renew();
        return { ok: true, value };
      } catch (error) {
        const classified = classifyWriteFailure(error);
        if (classified.key === 'renew') key.renew();
        setFailure(classified);
        return { ok: false, failure: classified };
      }
    },
    [key],
  );

  const sendAsNew = useCallback(() => {
    key.renew();
    setFailure(null);
  }, [key]);
  const finish = useCallback(() => {
    finished.current = true;
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  const cancelWaiting = useCallback(() => waitController.current?.abort(), []);

  return { pending, failure, guard, send, sendAsNew, finish, clear, waiting, cancelWaiting };
}
