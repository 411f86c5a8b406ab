/**
 * Camera scanning's decoder: the browser's own `BarcodeDetector` where it has one for these
 * formats, else the `barcode-detector` polyfill (ZXing-C++ as WebAssembly). Both load only when
 * the camera button is pressed (dynamic imports); the .wasm is served from this build (Vite
 * `?url`), never fetched from a CDN.
 */
export const CAMERA_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'qr_code'] as const;
type CameraFormat = (typeof CAMERA_FORMATS)[number];

export interface Detected {
  rawValue: string;
  format: string;
}

export interface Decoder {
  detect: (source: HTMLVideoElement) => Promise<Detected[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Decoder;
  getSupportedFormats: () => Promise<string[]>;
}

function nativeDetector(): NativeDetectorClass | null {
  const candidate: unknown = (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  return typeof candidate === 'function' ? (candidate as NativeDetectorClass) : null;
}

async function fromNative(): Promise<Decoder | null> {
  const Native = nativeDetector();
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = CAMERA_FORMATS.filter((f: CameraFormat) => supported.includes(f));
    // Only when it reads them all: else the polyfill, which does.
    return formats.length === CAMERA_FORMATS.length ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

async function fromPolyfill(): Promise<Decoder> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...CAMERA_FORMATS] });
}

let decoder: Promise<Decoder> | null = null;

/** The decoder (made once per page life). */
export function loadDecoder(): Promise<Decoder> {
  decoder ??= fromNative()
    .then((native) => native ?? fromPolyfill())
    .catch((e: unknown) => {
      decoder = null;
      throw e;
    });
  return decoder;
}

export type CameraProblem = 'denied' | 'noCamera' | 'insecure' | 'failed';

/** Why the camera could not start, from getUserMedia's error. */
export function cameraProblem(error: unknown): CameraProblem {
  // Over plain http (other than localhost) there is no camera at all, whatever the error says:
  // openCamera's SecurityError there would otherwise read as a refused permission.
  if (typeof window !== 'undefined' && !window.isSecureContext) return 'insecure';
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError' ||
    name === 'NotReadableError'
  ) {
    return name === 'NotReadableError' ? 'failed' : 'noCamera';
  }
  return 'failed';
}

/** The back camera where there is one. */
export async function openCamera(): Promise<MediaStream> {
  // mediaDevices is absent outside a secure context (plain http) and in old browsers, whatever
  // the DOM types say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    throw new DOMException(
      'no media devices',
      window.isSecureContext ? 'NotFoundError' : 'SecurityError',
    );
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}
