import { moduleLoader } from '../lib/moduleLoader';

/**
 * The key screen: a chunk of its own, apart from the first load that every cold load runs. A
 * cold load with a key held (a reload, a new tab of the session, a shared link: the product
 * list's cold load among them) never draws it, so it no longer carries its code (~3 kB gzip:
 * the screen, its card, the key's show/hide icons, the health summary). Without a key,
 * bootStart.ts starts it as soon as it runs, beside the rest of the first load, and main.tsx
 * waits for it before the first render, so the key screen is drawn without suspending, as
 * before. The router's /login route draws the same chunk when a session ends (IdleGuard fetches
 * it a minute before an idle sign-out; a logout or a refused key wait a round trip for it).
 */
export const loadLoginPage = moduleLoader(() => import('./LoginPage'));
