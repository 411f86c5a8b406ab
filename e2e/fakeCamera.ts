import type { Page } from '@playwright/test';
import { toBuffer } from 'bwip-js/node';

/*
 * A camera for "Scan with camera" without a camera: getUserMedia answers with the stream of a
 * canvas (`captureStream()`) that keeps drawing whatever the test shows it, so the real decoder
 * (the browser's BarcodeDetector, or the zxing-wasm polyfill from the build) reads real pixels.
 * The barcode images are drawn in Node by bwip-js. The picture reaches the page as PNG bytes
 * turned into an ImageBitmap (no data: or blob: URL), so a strict CSP (img-src 'self') sees no
 * load of the test's own making.
 */

export type Symbology = 'ean13' | 'code128' | 'qrcode';

/** A barcode as a PNG: black on white, with quiet zones, large enough for a 640x480 frame. */
export function barcodePng(bcid: Symbology, text: string): Promise<Buffer> {
  return toBuffer({
    bcid,
    text,
    scale: 3,
    ...(bcid === 'qrcode' ? {} : { height: 18, includetext: true }),
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: 'FFFFFF',
  });
}

interface FakeCamera {
  show: (frame: ImageBitmap) => void;
  /** getUserMedia calls, with their constraints. */
  calls: MediaStreamConstraints[];
  streams: MediaStream[];
}

/** Replaces getUserMedia, from the next navigation on, with the canvas camera. */
export async function installFakeCamera(page: Page) {
  await page.addInitScript(() => {
    const width = 640;
    const height = 480;
    let frame: ImageBitmap | null = null;
    const camera: FakeCamera = {
      show: (f) => {
        frame = f;
      },
      calls: [],
      streams: [],
    };
    (window as unknown as { fakeCamera: FakeCamera }).fakeCamera = camera;
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      configurable: true,
      value: (constraints: MediaStreamConstraints) => {
        camera.calls.push(constraints);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        if (!ctx) return Promise.reject(new DOMException('no 2d context', 'NotReadableError'));
        ctx.imageSmoothingEnabled = false;
        const stream = canvas.captureStream(25);
        const draw = () => {
          // the page stopped the camera: stop drawing too
          if (stream.getVideoTracks().every((t) => t.readyState === 'ended')) {
            window.clearInterval(timer);
            return;
          }
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, width, height);
          if (!frame) return;
          const scale = Math.min(1, (width * 0.9) / frame.width, (height * 0.9) / frame.height);
          const w = Math.round(frame.width * scale);
          const h = Math.round(frame.height * scale);
          ctx.drawImage(frame, (width - w) >> 1, (height - h) >> 1, w, h);
        };
        // A canvas stream only sends a frame when the canvas is painted: keep painting.
        const timer = window.setInterval(draw, 40);
        draw();
        camera.streams.push(stream);
        return Promise.resolve(stream);
      },
    });
  });
}

/** What the fake camera films from now on (the page must have loaded after installFakeCamera). */
export async function showToCamera(page: Page, png: Buffer) {
  await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    (window as unknown as { fakeCamera: FakeCamera }).fakeCamera.show(bitmap);
  }, png.toString('base64'));
}

/** How often the page asked for the camera, and whether every stream it got is stopped now. */
export function cameraUse(page: Page) {
  return page.evaluate(() => {
    const camera = (window as unknown as { fakeCamera: FakeCamera }).fakeCamera;
    return {
      calls: camera.calls.length,
      facingMode: camera.calls.map((c) =>
        typeof c.video === 'object' ? JSON.stringify(c.video.facingMode) : String(c.video),
      ),
      allStopped: camera.streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended')),
    };
  });
}
