import {
  DEMO_KEY,
  expect,
  expectAccessible,
  holdRequests,
  seedKey,
  setTheme,
  test,
} from './fixtures.ts';

test.describe('key screen and session', () => {
  test('shows the service health before login, rejects a wrong key, accepts the right one', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Service health' })).toBeVisible();
    await expect(page.getByText('Operational')).toBeVisible();
    await expect(page.getByText('sandbox', { exact: true }).first()).toBeVisible();

    const key = page.getByLabel('API key', { exact: true });
    await key.fill('not-a-real-key');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This key was rejected by the service')).toBeVisible();
    await expect(key).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('coc.session'))).toBeNull();

    await key.fill(DEMO_KEY);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle(/Home/);
    // The key is in sessionStorage only, never in localStorage or the URL.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(DEMO_KEY);
    expect(page.url()).not.toContain(DEMO_KEY);
  });

  test('nothing on the key screen moves when the service health answers (handheld)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdRequests(page, '**/health');
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>)
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/login');
    // The answer's placeholder is on screen while the service has not answered ...
    await expect(page.getByLabel('Checking…', { exact: true })).toBeVisible();
    await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
    release();
    // ... and the answer takes its place without moving the key form (it is centred).
    await expect(page.getByText('Operational')).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  test('an empty key is refused at the field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your API key.')).toBeVisible();
  });

  test('keyboard only: type the key and press Enter', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('API key', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_KEY);
    await page.keyboard.press('Tab'); // show/hide
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('an unreachable service is said at the key screen and can be retried', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/v1/**', (route) => route.abort('connectionrefused'));
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The service could not be reached')).toBeVisible();
    await page.unroute('**/v1/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('the key screen loads no router; if the console cannot be fetched after the key, it says so and a retry works', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/products?q=oil');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Service health' })).toBeVisible();
    // What a first visit downloads before anyone signs in: no router, no signed-in frame.
    expect(scripts.filter((s) => /\/(router|RoutedApp|AppShell)-/.test(s))).toEqual([]);

    // The connection drops just as the key is accepted.
    await page.route('**/assets/RoutedApp-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The console could not be loaded' });
    await expect(alert).toBeVisible();
    await expectAccessible(page, 'the console-not-loaded message');

    await page.unroute('**/assets/RoutedApp-*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    // The session held: straight to the page the person asked for.
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page).toHaveURL(/\/products\?q=oil$/);
  });

  test('a page chunk that fails once (a deploy replaced it) reloads the page by itself, once', async ({
    signedIn: page,
  }) => {
    let refused = 0;
    await page.route('**/assets/ContactsListPage-*.js', async (route) => {
      if (refused++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page).toHaveURL(/\/contacts$/);
    expect(refused).toBe(2); // refused once, then fetched again after the reload
  });

  test('a deep link before login comes back after login', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a 401 in the middle of work returns to the key screen, then back to the same page', async ({
    page,
  }) => {
    await seedKey(page);
    await page.goto('/?from=test');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.route('**/v1/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"code":"unauthorized","message":"bad key"}',
      }),
    );
    await page
      .getByRole('button', { name: /refresh/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session ended')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('coc.session'))).toBeNull();
    await page.unroute('**/v1/**');
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?from=test$/);
  });

  test('log out empties sessionStorage and Back shows no data', async ({ page }) => {
    await seedKey(page);
    await page.goto('/');
    await expect(page.getByText('Catalog at a glance')).toBeVisible();
    await page.goto('/somewhere-else');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
    const stored = await page.evaluate(() => sessionStorage.getItem('coc.session'));
    expect(stored).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toHaveCount(0);
    await expect(page.getByText('Catalog at a glance')).toHaveCount(0);
  });

  test('idle timeout warns a minute before, then signs out', async ({ page }) => {
    await page.clock.install();
    await page.route('**/config.json', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...json, sessionIdleMinutes: 2 } });
    });
    await seedKey(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.clock.fastForward('01:05');
    await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('02:05');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('signed out after a period of inactivity')).toBeVisible();
  });
});

test.describe('layout', () => {
  test('language switch changes the visible text and is remembered', async ({ signedIn: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  });

  test('dark theme is chosen, applied and remembered', async ({ signedIn: page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(15, 20, 32)');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('the first paint is in the scheme chosen or asked for by the system, never light then dark', async ({
    signedIn: page,
  }) => {
    // The scheme <html> says when the page's first content goes in: the observer runs once the
    // task that inserted it is over (its layout effects included), before the browser can paint.
    // MUI's provider used to mark the scheme a render later, after the first paint.
    await page.addInitScript(() => {
      const w = window as Window & { schemeAtFirstContent?: string };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root header')) return;
        w.schemeAtFirstContent = document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const schemeAtFirstContent = () =>
      page.evaluate(
        () => (window as Window & { schemeAtFirstContent?: string }).schemeAtFirstContent,
      );
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/products');
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    expect(await schemeAtFirstContent()).toMatch(/\bdark\b/);
    // Light chosen in the theme menu, on a system that asks for dark.
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitem', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    expect(await schemeAtFirstContent()).toMatch(/\blight\b/);
  });

  test('a tooltip is mounted when reached for: the first click works, a hover and a keyboard focus show it', async ({
    signedIn: page,
  }) => {
    await page.goto('/products');
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    // The first click on a button with a tooltip, the pointer arriving with it, opens its menu.
    await page.getByRole('button', { name: /^Language/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // A hover shows the tooltip of a button not reached for before; leaving hides it.
    const logout = page.getByRole('button', { name: 'Log out' });
    await logout.hover();
    const logoutTip = page.getByRole('tooltip', { name: 'Log out' });
    await expect(logoutTip).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(logoutTip).toHaveCount(0);
    // A keyboard's focus shows it, and keeps to the button through its replacement.
    await page.getByRole('button', { name: /^Language/ }).focus();
    await page.keyboard.press('Tab');
    const theme = page.getByRole('button', { name: /^Theme/ });
    await expect(page.getByRole('tooltip', { name: 'Theme' })).toBeVisible();
    await expect(theme).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  });

  test('the fields share one copy of the autofill keyframes, and each still watches for autofill', async ({
    signedIn: page,
  }) => {
    await page.goto('/products');
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByLabel('Price from', { exact: true })).toBeVisible();
    const fields = page.locator('.MuiInputBase-input');
    expect(await fields.count()).toBeGreaterThan(5);
    const found = await page.evaluate(() => {
      const keyframes = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (rule) => rule instanceof CSSKeyframesRule && rule.name.startsWith('mui-auto-fill'),
        );
      const animations = [...document.querySelectorAll('.MuiInputBase-input')].map(
        (input) => getComputedStyle(input).animationName,
      );
      return { keyframes: keyframes.map((rule) => (rule as CSSKeyframesRule).name), animations };
    });
    // One copy (MUI's default draws one per field; the console's emotion cache writes no
    // `@-webkit-keyframes` copy, src/app/styles/emotionCache.ts), and every field runs the short
    // animation whose end tells MUI that the browser has not autofilled it.
    expect(found.keyframes.sort()).toEqual(['mui-auto-fill', 'mui-auto-fill-cancel']);
    expect(new Set(found.animations)).toEqual(new Set(['mui-auto-fill-cancel']));
  });

  test('unknown routes show a 404 page inside the shell', async ({ signedIn: page }) => {
    await page.goto('/definitely-not-here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a skip link leads to the content', async ({ signedIn: page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('an invalid config.json shows a clear error page', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ apiBaseUrl: 'ftp://x', currency: 'pesos' }),
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The console could not start' })).toBeVisible();
    await expect(page.getByTestId('config-issues')).toContainText('currency');
    await expect(page.getByTestId('config-issues')).toContainText('apiBaseUrl');
  });

  test('a missing config.json names the file', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.goto('/');
    await expect(page.getByText(/config\.json could not be loaded \(HTTP 404\)/)).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing on the key screen, home and 404 (${mode})`, async ({ page }) => {
      await setTheme(page, mode);
      await page.goto('/login');
      await expect(page.getByText('Operational')).toBeVisible();
      await expectAccessible(page, `key screen (${mode})`);
      await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByText('Operational').first()).toBeVisible();
      await expectAccessible(page, `home (${mode})`);
      await page.goto('/nope');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectAccessible(page, `404 (${mode})`);
    });
  }
});
