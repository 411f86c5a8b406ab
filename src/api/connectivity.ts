/**
 * Whether the service is reachable, as the requests themselves find it: a request that got no
 * answer (network failure, not a timeout) marks it unreachable; any answer at all (even an
 * error status) marks it reachable again. The browser's own online/offline state is read
 * beside it by `useConnection` (src/hooks/useConnection.ts).
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  for (const l of [...listeners]) l();
}

export function reportNoAnswer(): void {
  set(true);
}

export function reportAnswer(): void {
  set(false);
}

export function serviceUnreachable(): boolean {
  return unreachable;
}

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
