import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { Shell } from './pages/shell.page.ts';

const sessionCookies = [
  'appID',
  'appName',
  'bearerToken',
  'isAdmin',
  'refreshToken',
  'role',
  'username',
  'usermail',
  'userID',
  'logged',
];

test.describe('SPA shell', () => {
  test('superadmin sees every application, opens one and moves through its routes', async ({ page }) => {
    const shell = new Shell(page);
    // Sender-constrained tokens (DPoP): every API call carries the token with the DPoP scheme and a proof.
    const apiCalls: { authorization: string; dpop: string | undefined }[] = [];
    page.on('request', (request) => {
      const authorization = request.headers().authorization;
      if (request.url().includes('/api/v1/') && authorization) {
        apiCalls.push({ authorization, dpop: request.headers().dpop });
      }
    });
    await test.step('sign in through the real login page', () => shell.signInToChooser('superadmin'));
    await test.step('the chooser lists every application, and is accessible', async () => {
      // The catalogue's nine (the administration tests may have added some before this one).
      const catalogue = [
        'Amministrazione',
        'Pro.Sa.',
        'Ambiente e salute',
        "Cura dell'ictus",
        'Calendario',
        'Gestione regionale',
        'Strutture',
        'Integrazioni',
        'Telemedicina',
      ];
      await expect(shell.applicationCards().first()).toBeVisible();
      expect(await shell.applicationCards().allTextContents()).toEqual(expect.arrayContaining(catalogue));
      await expect(page.getByRole('searchbox', { name: 'Cerca applicazione' })).toBeVisible();
      await expectAccessible(page);
    });
    await test.step('the calls prove the key the tokens are bound to', () => {
      expect(apiCalls.length).toBeGreaterThan(0);
      for (const call of apiCalls) {
        expect(call.authorization).toMatch(/^DPoP ey/);
        expect(call.dpop).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
      }
    });
    await test.step('the search box filters the cards', async () => {
      await page.getByRole('searchbox', { name: 'Cerca applicazione' }).fill('strok');
      await expect(shell.applicationCards()).toHaveText(["Cura dell'ictus"]);
      await page.getByRole('searchbox', { name: 'Cerca applicazione' }).fill('');
    });
    await test.step('opening Stroke lands on its first route', async () => {
      await shell.openApplication("Cura dell'ictus");
      await expect(page).toHaveURL(/\/stroke$/);
      const cookies = await shell.cookies();
      expect(cookies.appName?.value).toBe('Stroke');
      expect(cookies.role?.value).toBe('superadmin');
      expect(cookies.isAdmin?.value).toBe('true');
      expect(cookies.bearerToken?.sameSite).toBe('Strict');
    });
    await test.step('its routes are reachable from the navigation, and a dynamic route is accessible', async () => {
      await shell.navigation().getByRole('link', { name: 'Medici' }).click();
      await expect(page).toHaveURL(/\/stroke\/medici$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Medici' })).toBeVisible();
      await expectAccessible(page);
    });
    await test.step('an unknown path lands on the first route', async () => {
      await page.goto('/stroke/non-esiste');
      await expect(page).toHaveURL(/\/stroke$/);
    });
  });

  test('the language menu switches the platform to English, the choice survives a reload, and back', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await shell.signInToChooser('operatore.sanitario');
    await page.getByRole('button', { name: 'ITA, lingua: Italiano' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
    await page.getByRole('button', { name: 'Open Pro.Sa.' }).click();
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();

    await page.getByRole('button', { name: 'ENG, language: English' }).click();
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(page.getByRole('button', { name: /^Menu utente/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await test.step('in English, the sign-in page of the identity provider speaks English too', async () => {
      await page.getByRole('button', { name: 'ITA, lingua: Italiano' }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await shell.logout(/^User menu/, 'Sign out');
      await expect(page).toHaveURL(/\/prosa$/);
      await page.goto('/apps');
      await expect(page.getByLabel('Username')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectAccessible(page);
    });
  });

  test('a bookmark survives the sign-in: the visitor lands on the page they asked for', async ({ page }) => {
    const shell = new Shell(page);
    await shell.signIn('superadmin', '/admin/utenti?q=mario');
    await expect(page).toHaveURL(/\/admin\/utenti\?q=mario$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible();
    expect((await shell.cookies()).appName?.value).toBe('Amministrazione');
  });

  test('the application without routes shows only the home and says so', async ({ page }) => {
    const shell = new Shell(page);
    await shell.signInToChooser('superadmin');
    await shell.openApplication('Telemedicina');
    await expect(page.getByRole('alert')).toContainText(
      'Non ci sono rotte salvate nel sistema. Solo la Home è disponibile.',
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test('a user with one application lands in it', async ({ page }) => {
    const shell = new Shell(page);
    await shell.signIn('medico');
    await expect(page).toHaveURL(/\/stroke$/);
    await page.goto('/apps');
    await expect(shell.applicationCards()).toHaveText(["Cura dell'ictus"]);
  });

  test('on a phone the navigation is a panel: it takes the focus, a link closes it, Escape gives the focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new Shell(page);
    await shell.signIn('medico');
    await expect(page).toHaveURL(/\/stroke$/);
    const toggle = page.getByRole('button', { name: 'Mostra o nascondi la navigazione' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu di navigazione' });
    await expect(panel).toBeFocused();
    await expect(panel).toHaveClass(/expanded/);
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expectAccessible(page);
    await panel.getByRole('link').last().click();
    await expect(panel).toHaveCount(0);
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Menu di navigazione' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('cittadino, with Pro.Sa. and the calendar, chooses Pro.Sa., navigates it, and logs out to the public home', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await shell.signIn('cittadino');
    await expect(page).toHaveURL(/\/apps$/);
    await expect(shell.applicationCards()).toHaveText(['Pro.Sa.', 'Calendario']);
    await shell.openApplication('Pro.Sa.');
    await expect(page).toHaveURL(/\/prosa$/);
    await shell.navigation().getByRole('link', { name: 'Preferiti' }).click();
    await expect(page).toHaveURL(/\/prosa\/preferiti$/);
    await expect(shell.navigation().getByRole('link', { name: 'Aziende sanitarie' })).toHaveCount(0);

    const token = (await shell.cookies()).bearerToken?.value;
    await test.step('logout clears the session and lands on /prosa (public home)', async () => {
      await shell.logout();
      await expect(page).toHaveURL(/\/prosa$/);
      const cookies = await shell.cookies();
      for (const name of sessionCookies) {
        expect(cookies[name]?.value ?? '', name).toMatch(/^(|false)$/);
      }
      // What remains in storage (the shell's persisted logged-out state) holds no token.
      const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
      expect(stored).not.toMatch(/access_token|refresh_token|id_token/);
      expect(stored).not.toContain(token ?? 'no-token');
      await page.goto('/apps');
      await expect(page).toHaveURL(/\/auth\/realms\/halo\/interaction\//);
    });
  });

  test("cittadino follows links between Pro.Sa. and the calendar, and uses the header's menus", async ({
    page,
  }) => {
    const shell = new Shell(page);
    const currentApplication = page.locator('.halo-current-app');
    await shell.signInToChooser('cittadino');
    await shell.openApplication('Pro.Sa.');
    await expect(currentApplication).toHaveText('Applicazione: Pro.Sa.');

    await test.step("the booking mail's link, opened while in Pro.Sa., opens the calendar on that page", async () => {
      await page.goto('/calendario/prenotazioni');
      await expect(page).toHaveURL(/\/calendario\/prenotazioni$/);
      await expect(currentApplication).toHaveText('Applicazione: Calendario');
      await expect(page.getByRole('heading', { level: 1, name: 'Le mie prenotazioni' })).toBeVisible();
    });

    await test.step("the footer's link to Pro.Sa. opens Pro.Sa. under its own header", async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pro.Sa.' }).click();
      await expect(currentApplication).toHaveText('Applicazione: Pro.Sa.');
      await expect(page).toHaveURL(/\/prosa$/);
      await expect(shell.navigation().getByRole('link', { name: 'Preferiti' })).toBeVisible();
    });

    await test.step('a page of an application the citizen does not have says so, at its address', async () => {
      await page.goto('/stroke/pazienti');
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso non autorizzato' })).toBeVisible();
      await expect(page).toHaveURL(/\/stroke\/pazienti$/);
      await page.goto('/prosa/attivita');
    });

    await test.step('the loading status shows without covering the page', async () => {
      const status = page.locator('.halo-loading-status');
      await expect(status).toHaveCSS('pointer-events', 'none');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const box = await heading.boundingBox();
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('h1') !== null, {
        x: (box?.x ?? 0) + 5,
        y: (box?.y ?? 0) + 5,
      });
      expect(hit).toBe(true);
    });

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await test.step(`the open menus are readable hovered and focused (${viewport.width} px)`, async () => {
        await page.setViewportSize(viewport);
        const language = page.getByRole('button', { name: 'ITA, lingua: Italiano' });
        await language.click();
        const english = page.getByRole('button', { name: 'English' });
        await english.hover();
        // The open list lies below its button, not over it.
        const toggleBox = await language.boundingBox();
        const listBox = await page.locator('.halo-language-dropdown').boundingBox();
        expect(listBox?.y ?? 0).toBeGreaterThanOrEqual((toggleBox?.y ?? 0) + (toggleBox?.height ?? 0) - 1);
        await expectAccessible(page);
        await english.focus();
        await expectAccessible(page);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: /^Menu utente/ }).click();
        await page.getByRole('banner').getByRole('link', { name: 'Le mie applicazioni' }).hover();
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Esci' }).focus();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        // On a phone the application's name shows whole, not cut to "Applicazion…".
        const name = page.locator('.halo-current-app');
        expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      });
    }
  });

  test('logging out of an application without a public home ends on the root, which asks to sign in again', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await shell.signIn('medico');
    await expect(page).toHaveURL(/\/stroke$/);
    await shell.logout();
    // The root `/` is an authenticated route (SPEC.md §2): the signed-out visitor is asked to sign in again.
    await expect(page).toHaveURL(/\/auth\/realms\/halo\/interaction\//);
    const cookies = await shell.cookies();
    expect(cookies.bearerToken?.value ?? '').toBe('');
  });

  test('a short-lived token is refreshed in place, without reloading the page', async ({ page }) => {
    // The page's clock is moved on instead of waited for (within the server's minute of DPoP clock skew).
    await page.clock.install();
    const shell = new Shell(page);
    await shell.signIn('medico');
    await expect(page).toHaveURL(/\/stroke$/);
    const before = (await shell.cookies()).bearerToken?.value;
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    // The e2e server issues 20-second tokens; the shell checks every 6 s and refreshes near expiry.
    await page.clock.fastForward('00:18');
    await expect.poll(async () => (await shell.cookies()).bearerToken?.value).not.toBe(before);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await shell.navigation().getByRole('link', { name: 'Pazienti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pazienti' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an idle session warns first: "Resta collegato" keeps it, letting the time run out signs out', async ({
    page,
  }) => {
    // A 30-second idle limit with a 25-second warning, for this page only.
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, session: { idleSeconds: 30, warnSeconds: 25 } } });
    });
    // The page's clock runs on its own, and the test moves it on instead of waiting the idle time out.
    await page.clock.install();
    const shell = new Shell(page);
    await shell.signIn('medico');
    await expect(page).toHaveURL(/\/stroke$/);
    const warning = page.getByRole('alertdialog', { name: 'La sessione sta per scadere' });
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:06');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Resta collegato' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(page.getByRole('button', { name: /^Menu utente/ })).toBeVisible();

    await page.clock.fastForward('00:06');
    await expect(warning).toBeVisible();
    // Nobody answers: the session ends and the root asks to sign in again.
    await page.clock.fastForward('00:30');
    // Five navigations: the provider's logout and its confirmation, the root, the authorization, the login page.
    await expect(page).toHaveURL(/\/auth\/realms\/halo\/interaction\//, { timeout: 20_000 });
    expect((await shell.cookies()).bearerToken?.value ?? '').toBe('');
  });

  test('the error pages render', async ({ page }) => {
    for (const [path, heading] of [
      ['/404', 'Pagina non trovata'],
      ['/unauthorized', 'Accesso non autorizzato'],
      ['/serverproblems', 'Server non disponibile o in manutenzione.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Torna alla pagina iniziale' })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('an anonymous visitor gets the public home, and unknown paths go there', async ({ page }) => {
    // The start's two calls are preloaded by index.html beside the scripts, and each is fetched once.
    const calls = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
    });
    await page.goto('/qualcosa-che-non-esiste');
    await expect(page).toHaveURL(/\/prosa$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' }),
    ).toBeVisible();
    expect(calls.get('/api/config')).toBe(1);
    expect(calls.get('/api/v1/halo/routing')).toBe(1);
    await expectAccessible(page);
  });

  test("the public home's first paint comes in its HTML, and the app takes its place", async ({
    page,
    browser,
    baseURL,
  }) => {
    const hero = page.getByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' });
    const lead = 'Il portale dove cittadini, enti e operatori delle aziende sanitarie trovano';
    await test.step('the document holds the page, in Italian unless the browser chose English', async () => {
      const italian = await (await page.request.get('/prosa')).text();
      expect(italian).toContain('<html lang="it">');
      expect(italian).toContain('data-prerendered="it"');
      expect(italian).toContain(lead);
      expect(italian).toContain('<title>Pro.Sa. - Portale della prevenzione - Halo</title>');
    });

    await test.step('without its scripts the page is there, as painted before they run', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const bare = await context.newPage();
      await bare.goto('/prosa');
      await expect(
        bare.getByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' }),
      ).toBeVisible();
      await expect(bare.getByText(lead)).toBeVisible();
      await context.close();
    });

    await test.step('the app draws its own page and takes the place of the rendered one', async () => {
      await page.goto('/prosa');
      await expect(page.locator('#root')).toHaveCount(1);
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.locator('#root')).toBeVisible();
      await expect(hero).toHaveCount(1);
      // The page is the app's: its sign-in button works.
      await page.getByRole('button', { name: 'Accedi', exact: true }).first().click();
      await expect(page.getByLabel('Nome utente')).toBeVisible();
    });

    await test.step('a visitor who chose English gets the English page', async () => {
      await page.goto('/prosa');
      await page.getByRole('button', { name: 'ITA, lingua: Italiano' }).click();
      await page.getByRole('button', { name: 'English' }).click();
      const english = await (await page.request.get('/prosa')).text();
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('data-prerendered="en"');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
    });
  });
});
