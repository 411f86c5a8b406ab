/**
 * Calls `then` once the document has shown its first content (the `first-contentful-paint`
 * entry, reported when the frame was presented, not merely painted), at once where it already
 * has or the browser does not say. Returns a cancel function.
 */
function afterFirstContentfulPaint(then: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    painted()
  ) {
    then();
    return () => undefined;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * Runs `work` once the page has painted its next frame and the browser is then idle, or after
 * `timeoutMs` whatever happens (a hidden tab draws no frames). For what a page wants soon but
 * not for its first paint (the notices' host, the chunks of its dialogs): the browser idles for
 * a moment between a render's commit and its paint, and a plain requestIdleCallback can run
 * there, putting a fetch and its parse in front of the first paint. On a cold load it also waits
 * for the document's first content to be on screen (the frame is presented some milliseconds
 * after its paint). Returns a cancel function.
 */
export function whenIdleAfterPaint(work: () => void, timeoutMs: number): () => void {
  let done = false;
  let frame = 0;
  let posted: number | undefined;
  let idle: number | undefined;
  let stopWaiting: () => void = () => undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  const cap = window.setTimeout(run, timeoutMs);
  const cancel = () => {
    window.clearTimeout(cap);
    if (frame) cancelAnimationFrame(frame);
    if (posted !== undefined) window.clearTimeout(posted);
    if (idle !== undefined) cancelIdleCallback(idle);
    stopWaiting();
  };
  stopWaiting = afterFirstContentfulPaint(() => {
    const afterFrame = () => {
      frame = 0;
      posted = window.setTimeout(() => {
        posted = undefined;
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run);
        else run();
      }, 0);
    };
    // A task queued from an animation frame runs after that frame's paint.
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(afterFrame);
    else afterFrame();
  });
  return () => {
    done = true;
    cancel();
  };
}
