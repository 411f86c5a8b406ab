import { z } from 'zod/mini';
import { createPersistedStore } from './persistedStore';

/**
 * What a scan sounds and feels like: a short tone through Web Audio (no sound files) and a
 * vibration where the device has one (`navigator.vibrate`), distinct for a success, a failure
 * and a scan that needs a choice. Both can be switched off; the choice is kept per browser.
 */
export type ScanTone = 'success' | 'failure' | 'choice';

export const scanFeedbackSchema = z.object({ sound: z.boolean(), vibration: z.boolean() });
export type ScanFeedbackSettings = z.output<typeof scanFeedbackSchema>;
export const SCAN_FEEDBACK_DEFAULTS: ScanFeedbackSettings = { sound: true, vibration: true };

/** `coc.scanFeedback.browser`: one setting for every account on this browser. */
export const scanFeedbackStore = createPersistedStore({
  name: 'scanFeedback',
  schema: scanFeedbackSchema,
  version: 1,
  area: 'local',
});
export const SCAN_FEEDBACK_SCOPE = 'browser';

export function readScanFeedback(): ScanFeedbackSettings {
  return scanFeedbackStore.read(SCAN_FEEDBACK_SCOPE) ?? SCAN_FEEDBACK_DEFAULTS;
}

/** The tones: [frequency Hz, duration ms] in turn, 40 ms apart. A success is one high blip; a failure two low buzzes. */
export const TONES: Record<
  ScanTone,
  { wave: OscillatorType; notes: readonly (readonly [number, number])[] }
> = {
  success: { wave: 'sine', notes: [[1760, 70]] },
  failure: {
    wave: 'square',
    notes: [
      [220, 160],
      [180, 220],
    ],
  },
  choice: {
    wave: 'triangle',
    notes: [
      [660, 90],
      [880, 90],
    ],
  },
};
/** Vibration patterns (ms on, off, on…). */
export const VIBRATIONS: Record<ScanTone, readonly number[]> = {
  success: [40],
  failure: [150, 80, 150],
  choice: [60, 60, 60],
};
const GAP_MS = 40;

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (typeof Ctor !== 'function') return null;
  try {
    audio = new Ctor();
  } catch {
    return null;
  }
  return audio;
}

function playTone(tone: ScanTone): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const { wave, notes } = TONES[tone];
  let at = ctx.currentTime + 0.01;
  for (const [frequency, ms] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    // A short ramp in and out: no click.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + ms / 1000 + 0.02);
    at += (ms + GAP_MS) / 1000;
  }
  return true;
}

function vibrate(tone: ScanTone): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  try {
    return navigator.vibrate([...VIBRATIONS[tone]]);
  } catch {
    return false;
  }
}

export interface FeedbackGiven {
  sound: boolean;
  vibration: boolean;
}

/** Plays the tone and vibrates, as the settings allow; says which were given (the page marks it for tests and the bench). */
export function giveScanFeedback(
  tone: ScanTone,
  settings: ScanFeedbackSettings = readScanFeedback(),
): FeedbackGiven {
  return {
    sound: settings.sound ? playTone(tone) : false,
    vibration: settings.vibration ? vibrate(tone) : false,
  };
}
