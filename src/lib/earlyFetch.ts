/**
 * Static files read before the code that wants them has arrived, handed over once to whoever
 * then asks for the same URL. bootStart.ts, the first module to run (index.html loads it on its
 * own), reads config.json with it: main.tsx, which needs it, runs only once React, MUI and the
 * rest of the first load have arrived and run, and its own read (the response, then its body,
 * each a task behind the page chunks' arrival) came ~15 ms after them on a cold load of the
 * product list, whose search waits for config.json. No React, no zod: the boot chunk stays a few kB.
 */
export interface StaticText {
  status: number;
  text: string;
}

const started = new Map<string, Promise<StaticText>>();

/** Starts reading a file (status and body) for a later takeStartedText; a failure is the taker's. */
export function startTextFetch(url: string, init: RequestInit): void {
  const answer = fetch(url, init).then(async (res) => ({
    status: res.status,
    text: await res.text(),
  }));
  answer.catch(() => undefined);
  started.set(url, answer);
}

/** The read startTextFetch started of `url`, once (a retry reads again), or undefined. */
export function takeStartedText(url: string): Promise<StaticText> | undefined {
  const answer = started.get(url);
  started.delete(url);
  return answer;
}
