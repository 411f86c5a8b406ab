import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { giveScanFeedback, SCAN_FEEDBACK_SCOPE, scanFeedbackStore } from '../../lib/scanFeedback';
import type { ScanFeedbackSettings, ScanTone } from '../../lib/scanFeedback';
import type { ScanMatchField } from '../../queries/productScan';
import type { ProductRef } from './lineModel';
import type { ProductResolution } from './queries';
import { scanFailuresStore, withFailure, withoutFailure } from './scanFailures';
import type { FailureReason } from './scanFailures';
import type { ScanOutcome, ScanSource } from './scanOutcome';
import type { SkuLookups } from './useSkuLookups';

/** A code that several products answer to, waiting for the person to choose. */
export interface PendingChoice {
  id: string;
  code: string;
  by: ScanMatchField;
  products: ProductRef[];
}

/** What the scan field shows: the last outcome, its sequence number, the codes waiting for a choice. */
export interface ScanStatus {
  last: ScanOutcome | null;
  /** Each outcome's sequence number, so the same outcome twice still flashes. */
  seq: number;
  choices: readonly PendingChoice[];
}

/**
 * The status as a small external store: only the scan field re-renders for an outcome, not the
 * page (and its grid) around it.
 */
export interface ScanStatusStore {
  get: () => ScanStatus;
  subscribe: (listener: () => void) => () => void;
  update: (change: (s: ScanStatus) => ScanStatus) => void;
}

export function createScanStatusStore(): ScanStatusStore {
  let state: ScanStatus = { last: null, seq: 0, choices: [] };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      state = change(state);
      for (const l of [...listeners]) l();
    },
  };
}

export interface ScanSession {
  /** A code came in (scanner, typing or camera; `at`: the Enter's time): resolved at once, put on the lines in arrival order. */
  submit: (code: string, source: ScanSource, at?: number) => void;
  /** The last outcome and the pending choices (read with useSyncExternalStore). */
  status: ScanStatusStore;
  /** The account whose failed scans are listed (scanFailuresStore). */
  scope: string;
  dismissFailure: (id: string) => void;
  dismissAllFailures: () => void;
  choose: (choiceId: string, product: ProductRef) => void;
  /** None of the products: the code goes to the failed scans. */
  dropChoice: (choiceId: string) => void;
  /** A product picked from the suggestions of typed text. */
  pick: (product: ProductRef, text: string) => void;
  changeSettings: (s: ScanFeedbackSettings) => void;
}

interface Options {
  scope: string;
  lookups: Pick<SkuLookups, 'resolveCode' | 'settle' | 'place'>;
  /** The line a scan touched: flash it on screen. */
  onLineTouched: (lineId: string) => void;
}

let choiceCounter = 0;

/**
 * The scanning on the stock page: every code is resolved as soon as it comes (a burst's codes
 * side by side) and put on the lines in the order the codes came; each outcome gets its
 * feedback (tone, vibration, the line's flash), a failure stays in the failed-scan list (kept
 * per account in this browser until dismissed), and a code several products answer to waits
 * for the person's choice without holding up the scans after it.
 */
export function useScanSession({ scope, lookups, onLineTouched }: Options): ScanSession {
  const [status] = useState(createScanStatusStore);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const addFailure = useCallback(
    (code: string, reason: FailureReason) => {
      scanFailuresStore.write(
        scope,
        withFailure(scanFailuresStore.read(scope) ?? [], code, reason),
      );
    },
    [scope],
  );

  const feedback = useCallback((tone: ScanTone) => {
    giveScanFeedback(tone);
  }, []);

  const report = useCallback(
    (outcome: ScanOutcome) => {
      status.update((s) => ({ ...s, last: outcome, seq: s.seq + 1 }));
      switch (outcome.kind) {
        case 'added':
        case 'raised':
          feedback('success');
          if (outcome.lineId !== undefined) onLineTouched(outcome.lineId);
          break;
        case 'several':
          feedback('choice');
          choiceCounter += 1;
          status.update((s) => ({
            ...s,
            choices: [
              ...s.choices,
              {
                id: `c${choiceCounter}`,
                code: outcome.code,
                by: outcome.by,
                products: outcome.products,
              },
            ],
          }));
          break;
        case 'unknown':
        case 'failed':
          feedback('failure');
          addFailure(outcome.code, outcome.kind);
          break;
      }
    },
    [status, feedback, onLineTouched, addFailure],
  );

  const submit = useCallback(
    (code: string, _source: ScanSource, at?: number) => {
      const answer: Promise<ProductResolution | null> = lookups.resolveCode(code).catch(() => null);
      queue.current = queue.current.then(async () => {
        const resolved = await answer;
        if (!alive.current) return;
        report(lookups.settle(code, resolved, at));
      });
    },
    [lookups, report],
  );

  const choose = useCallback(
    (choiceId: string, product: ProductRef) => {
      const choice = status.get().choices.find((c) => c.id === choiceId);
      if (!choice) return;
      status.update((s) => ({ ...s, choices: s.choices.filter((c) => c.id !== choiceId) }));
      report(lookups.place(product, choice.code));
    },
    [status, lookups, report],
  );

  const dropChoice = useCallback(
    (choiceId: string) => {
      const choice = status.get().choices.find((c) => c.id === choiceId);
      if (!choice) return;
      status.update((s) => ({ ...s, choices: s.choices.filter((c) => c.id !== choiceId) }));
      addFailure(choice.code, 'notChosen');
    },
    [status, addFailure],
  );

  const pick = useCallback(
    (product: ProductRef, text: string) => report(lookups.place(product, text)),
    [lookups, report],
  );

  const dismissFailure = useCallback(
    (id: string) =>
      scanFailuresStore.write(scope, withoutFailure(scanFailuresStore.read(scope) ?? [], id)),
    [scope],
  );
  const dismissAllFailures = useCallback(() => scanFailuresStore.remove(scope), [scope]);
  const changeSettings = useCallback((s: ScanFeedbackSettings) => {
    scanFeedbackStore.write(SCAN_FEEDBACK_SCOPE, s);
  }, []);

  return useMemo(
    () => ({
      submit,
      status,
      scope,
      dismissFailure,
      dismissAllFailures,
      choose,
      dropChoice,
      pick,
      changeSettings,
    }),
    [
      submit,
      status,
      scope,
      dismissFailure,
      dismissAllFailures,
      choose,
      dropChoice,
      pick,
      changeSettings,
    ],
  );
}
