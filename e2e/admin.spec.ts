import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { AdminArea } from './pages/admin.page.ts';
import { AdminGroupsScreen } from './pages/admin-groups.page.ts';

test.describe('administration area (issue 4)', () => {
  test('a new administrator manages groups, permissions, routes and menus, previews a role and reads the log', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const admin = new AdminArea(page);
    const groups = new AdminGroupsScreen(admin);
    const group = `e2e-amministrativi-${Date.now().toString(36)}`;

    await test.step('superadmin opens Amministrazione', () => admin.signInAndOpen('superadmin'));

    await test.step('the users list searches on the server and is accessible', async () => {
      await admin.goTo('Utenti');
      await expect(admin.heading()).toHaveText('Utenti');
      await page.getByLabel('Cerca per nome utente, nome o e-mail').fill('operatore');
      const users = admin.table('Utenti');
      await expect(admin.row(users, 'operatore.amministrativo')).toBeVisible();
      await expect(admin.row(users, 'cittadino')).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]q=operatore/);
      await expectAccessible(page);
    });

    await test.step('a form with field errors names them under the inputs, and is accessible', async () => {
      await groups.open();
      await page.getByRole('button', { name: 'Nuovo gruppo' }).click();
      const dialog = admin.dialog('Nuovo gruppo');
      const name = dialog.getByLabel('Nome *');
      await name.fill('senza/barra');
      await dialog.getByRole('button', { name: 'Salva' }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(await admin.fieldError(name)).toBe(
        'Il nome del gruppo ha da 1 a 60 caratteri e non contiene /.',
      );
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('creates a group and adds operatore.amministrativo to it', async () => {
      await groups.create(group, 'Amministrazione');
      await groups.addMember('operatore.amministrativo');
      await admin.expectSuccess(`Utente operatore.amministrativo aggiunto al gruppo /${group}.`);
    });

    await test.step('grants READ on a section, then all, then removes all, with the messages of SPEC.md §8', async () => {
      await expect(groups.matrix()).toBeVisible();
      await groups.setFlag('halo.log', 'READ', true);
      await admin.expectSuccess('Permesso READ abilitato con successo');
      await expect(groups.flag('halo.log', 'LIST')).not.toBeChecked();

      await groups.setFlag('halo.log', 'ALL', true);
      await admin.expectSuccess('Tutti i permessi abilitati con successo');
      for (const flag of ['DELETE', 'ACTION', 'UPDATE', 'WRITE', 'READ', 'LIST'] as const) {
        await expect(groups.flag('halo.log', flag)).toBeChecked();
      }
      await expectAccessible(page);

      await groups.setFlag('halo.log', 'ALL', false);
      await admin.expectSuccess('Tutti i permessi rimossi con successo');
      await expect(groups.flag('halo.log', 'READ')).not.toBeChecked();
    });

    await test.step('renaming a route and its menu item changes the navigation at once, without reloading', async () => {
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await admin.goTo('Rotte');
      await expect(admin.heading()).toHaveText('Rotte');
      await page.getByRole('button', { name: 'Modifica la rotta /admin/log' }).click();
      const routeDialog = admin.dialog('Modifica rotta /admin/log');
      await routeDialog.getByLabel('Nome *').fill('Registro');
      await routeDialog.getByRole('button', { name: 'Salva' }).click();
      await admin.expectSuccess('Rotta /admin/log salvata.');

      // The header shows the menu's labels: the item opening /admin/log is still 'Log' until it is renamed too.
      const navigation = admin.shell.navigation();
      await navigation.getByRole('button', { name: 'Sistema' }).click();
      await expect(navigation.getByRole('link', { name: 'Log', exact: true })).toBeVisible();
      await navigation.getByRole('button', { name: 'Sistema' }).press('Escape');
      await admin.goTo('Menu');
      await page.getByRole('button', { name: 'Modifica Log', exact: true }).click();
      const itemDialog = admin.dialog('Modifica voce Log');
      await expect(itemDialog.getByLabel('Rotta aperta *')).toHaveValue(/\d+/);
      await expect(itemDialog.getByRole('option', { name: 'Registro (/admin/log)' })).toHaveCount(1);
      await itemDialog.getByLabel('Etichetta *').fill('Registro');
      await itemDialog.getByRole('button', { name: 'Applica' }).click();
      await page.getByRole('button', { name: 'Salva menu' }).click();
      await admin.expectSuccess('Modifiche del menu avvenute con successo');

      // A saved menu rebuilds the routing: the header shows the new label once it is done.
      await expect(
        navigation.getByRole('link', { name: 'Registro', exact: true, includeHidden: true }),
      ).toBeAttached();
      await navigation.getByRole('button', { name: 'Sistema' }).click();
      await expect(navigation.getByRole('link', { name: 'Registro', exact: true })).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Log', exact: true })).toHaveCount(0);
      await expectAccessible(page);
      await navigation.getByRole('button', { name: 'Sistema' }).press('Escape');
      await expect(navigation.getByRole('link', { name: 'Registro', exact: true })).toBeHidden();
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    });

    await test.step("the 'view as role' preview shows cittadino's Pro.Sa. routes and menu", async () => {
      await admin.goTo('Rotte');
      await page.getByLabel("Applicazione dell'anteprima").selectOption({ label: 'Pro.Sa.' });
      await page.getByLabel("Ruolo dell'anteprima").selectOption('cittadino');
      const routes = page.getByRole('list', { name: "Rotte dell'anteprima" });
      await expect(routes).toContainText('/prosa/preferiti');
      await expect(routes).toContainText('Le mie attività');
      await expect(routes).not.toContainText('/prosa/asl');
      await expect(page.getByRole('list', { name: "Menu dell'anteprima" })).toContainText('Preferiti');
    });

    await test.step('reorders menu items with the buttons and by dragging, and saves', async () => {
      await admin.goTo('Menu');
      await expect(admin.heading()).toHaveText('Menu');
      const children = page.getByRole('list', { name: 'Voci sotto Configurazione' });
      await expect(children.getByRole('listitem').first()).toContainText('Applicazioni');
      await page.getByRole('button', { name: 'Sposta giù Applicazioni' }).click();
      await expect(children.getByRole('listitem').first()).toContainText('Servizi');
      await expect(page.getByRole('button', { name: 'Sposta giù Applicazioni' })).toBeFocused();
      await page.getByRole('button', { name: 'Salva menu' }).click();
      await admin.expectSuccess('Modifiche del menu avvenute con successo');
      await expect(page.getByRole('button', { name: 'Salva menu' })).toBeDisabled();
      await expect(children.getByRole('listitem').first()).toContainText('Servizi');
      // The saved menu rebuilds the routing (the page is drawn anew): the header's group lists Servizi first.
      const configuration = admin.shell
        .navigation()
        .locator('li.dropdown')
        .filter({ has: page.getByRole('button', { name: 'Configurazione' }) });
      await expect(configuration.getByRole('link', { includeHidden: true }).first()).toHaveText('Servizi');

      const tree = page.getByRole('list', { name: 'Voci del menu Menu principale' });
      const parents = tree.locator(':scope > li > .halo-menu-item .halo-menu-label');
      await expect(parents.first()).toContainText('Configurazione');
      // The drag as the page receives it: the DOM drag events with one DataTransfer, from "Utenti e permessi"
      // onto "Configurazione". (A native mouse drag over a target outside the viewport makes the browser
      // scroll mid-drag, and whether it then drops depends on timing.)
      const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
      const source = page.getByTestId('menu-item-Utenti e permessi');
      const target = page.getByTestId('menu-item-Configurazione');
      await source.dispatchEvent('dragstart', { dataTransfer });
      await target.dispatchEvent('dragenter', { dataTransfer });
      await target.dispatchEvent('dragover', { dataTransfer });
      await target.dispatchEvent('drop', { dataTransfer });
      await source.dispatchEvent('dragend', { dataTransfer });
      await expect(parents.first()).toContainText('Utenti e permessi');
      await expect(page.getByText('Ci sono modifiche non salvate.')).toBeVisible();
      await page.getByRole('button', { name: 'Salva menu' }).click();
      await admin.expectSuccess('Modifiche del menu avvenute con successo');
      // The rebuilt header has the new order.
      await expect(admin.shell.navigation().getByRole('button').first()).toHaveText('Utenti e permessi');
    });

    await test.step('the log lists those changes, filtered by entity and user', async () => {
      await admin.goTo('Registro');
      await expect(admin.heading()).toHaveText('Registro delle attività');
      const log = admin.table('Operazioni registrate');
      await page.getByLabel('Entità').fill('permesso');
      await page.getByRole('button', { name: 'Applica filtri' }).click();
      await expect(admin.row(log, 'Permesso aggiunto').first()).toBeVisible();
      await expect(admin.row(log, 'Permesso rimosso').first()).toBeVisible();
      await expect(log.getByRole('row').filter({ hasText: 'rotta' })).toHaveCount(0);

      await page.getByLabel('Entità').fill('rotta');
      await page.getByLabel('Utente (nome utente o id)').fill('superadmin');
      await page.getByRole('button', { name: 'Applica filtri' }).click();
      await expect(admin.row(log, 'Modifica').first()).toBeVisible();
      await expect(page).toHaveURL(/entity=rotta/);

      await page.getByRole('button', { name: 'Azzera filtri' }).click();
      for (const entity of ['Gruppo', 'Permesso', 'Rotta', 'Menu']) {
        await expect(log.getByRole('cell', { name: entity, exact: true }).first()).toBeVisible();
      }
    });
  });

  test('a new application with a route behind a section and a menu item reaches the cittadino through a group, and goes away with the permission', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = new AdminArea(page);
    const groups = new AdminGroupsScreen(admin);
    const suffix = Date.now().toString(36);
    const clientId = `e2e-${suffix}`;
    const appName = `Sportello ${suffix}`;
    // An application no manifest ships goes by its name.
    const appLabel = appName;
    const section = `${clientId}.sportello`;
    const path = `/${clientId}/sportello`;
    const routeName = `Sportello online ${suffix}`;
    const itemLabel = `Sportello ${suffix}`;
    const group = `e2e-lettori-${suffix}`;

    await admin.signInAndOpen('superadmin');

    await test.step('creates an application', async () => {
      await admin.goTo('Applicazioni');
      await page.getByRole('button', { name: 'Nuova applicazione' }).click();
      const dialog = admin.dialog('Nuova applicazione');
      await dialog.getByLabel('Client id *').fill(clientId);
      await dialog.getByLabel('Nome *').fill(appName);
      await dialog.getByLabel('Descrizione').fill('Sportello al cittadino creato dal test end-to-end');
      await dialog.getByLabel('Icona *').selectOption('it-pa');
      await dialog.getByRole('button', { name: 'Salva' }).click();
      await admin.expectSuccess(`Applicazione ${appName} creata.`);
    });

    await test.step('creates a section of it', async () => {
      await admin.goTo('Sezioni');
      await page.getByRole('button', { name: 'Nuova sezione' }).click();
      const dialog = admin.dialog('Nuova sezione');
      await dialog.getByLabel('Applicazione *').selectOption({ label: appLabel });
      await dialog.getByLabel('Nome *').fill(section);
      await dialog.getByRole('button', { name: 'Salva' }).click();
      await admin.expectSuccess(`Sezione ${section} creata.`);
    });

    await test.step('creates a route visible only with READ on that section', async () => {
      await admin.goTo('Rotte');
      // The screen left (Sezioni) has a select of the same name, shown until the new screen's chunk arrives.
      await expect(admin.heading()).toHaveText('Rotte');
      await page.getByLabel('Applicazione', { exact: true }).selectOption({ label: appLabel });
      // The screen follows the choice (its routes, its heading) before a new route can be for it.
      await expect(page.getByRole('heading', { level: 2, name: `Rotte di ${appLabel}` })).toBeVisible();
      await page.getByRole('button', { name: 'Nuova rotta' }).click();
      const dialog = admin.dialog(`Nuova rotta di ${appName}`);
      await dialog.getByLabel('Percorso *').fill(path);
      await dialog.getByLabel('Nome *').fill(routeName);
      await dialog.getByLabel('Modulo (schermata) *').selectOption('ProsaEventi');
      await dialog.getByLabel('Sezione').selectOption(section);
      await dialog.getByRole('button', { name: 'Salva' }).click();
      await admin.expectSuccess(`Rotta ${path} creata.`);
    });

    await test.step('creates its menu with an item opening the route', async () => {
      await admin.goTo('Menu');
      await expect(admin.heading()).toHaveText('Menu');
      await page.getByLabel('Applicazione', { exact: true }).selectOption({ label: appLabel });
      await expect(page.getByText("L'applicazione non ha menu: crearne uno.")).toBeVisible();
      await page.getByRole('button', { name: 'Nuovo menu' }).click();
      const menuDialog = admin.dialog(`Nuovo menu di ${appName}`);
      await menuDialog.getByLabel('Nome *').fill('Menu principale');
      await menuDialog.getByRole('button', { name: 'Salva' }).click();
      await admin.expectSuccess('Menu Menu principale creato.');

      await page.getByRole('button', { name: 'Aggiungi voce padre' }).click();
      const dialog = admin.dialog('Nuova voce padre');
      await dialog.getByLabel('Etichetta *').fill(itemLabel);
      await dialog.getByLabel('Rotta aperta').selectOption({ label: `${routeName} (${path})` });
      await dialog.getByRole('button', { name: 'Aggiungi' }).click();
      await page.getByRole('button', { name: 'Salva menu' }).click();
      await admin.expectSuccess('Modifiche del menu avvenute con successo');
    });

    await test.step('gives a group READ and LIST on the section and adds the cittadino', async () => {
      await groups.open();
      await groups.create(group, appLabel);
      await groups.addMember('cittadino');
      await groups.setFlag(section, 'READ', true);
      await admin.expectSuccess('Permesso READ abilitato con successo');
      await groups.setFlag(section, 'LIST', true);
      await admin.expectSuccess('Permesso LIST abilitato con successo');
    });

    const citizen = await browser.newContext();
    const citizenPage = await citizen.newPage();
    const citizenShell = new AdminArea(citizenPage).shell;
    await test.step('the cittadino signs in, finds the application and opens the route from its menu', async () => {
      await citizenShell.signInToChooser('cittadino');
      await citizenShell.openApplication(appName);
      await expect(citizenPage).toHaveURL(new RegExp(`${path}$`));
      const link = citizenShell.navigation().getByRole('link', { name: itemLabel, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expectAccessible(citizenPage);
    });

    await test.step('removing the permission takes the route and the application away after a refresh', async () => {
      await groups.setFlag(section, 'READ', false);
      await admin.expectSuccess('Permesso READ rimosso con successo');
      await citizenPage.reload();
      // The address stays and says so (docs/adr/0030); Pro.Sa. and the calendar are what is left to choose.
      await expect(
        citizenPage.getByRole('heading', { level: 1, name: 'Accesso non autorizzato' }),
      ).toBeVisible();
      await expect(citizenPage).toHaveURL(new RegExp(`${path}$`));
      await citizenPage.getByRole('main').getByRole('link', { name: 'Le mie applicazioni' }).click();
      await expect(citizenPage).toHaveURL(/\/apps$/);
      await expect(citizenShell.applicationCards()).toHaveText(['Pro.Sa.', 'Calendario']);
    });
    await citizen.close();

    await test.step("exports the application's configuration and imports it back", async () => {
      await admin.goTo('Applicazioni');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Esporta ${appName}` }).click();
      const file = await (await download).path();
      const document = JSON.parse(await readFile(file, 'utf8'));
      expect(document.format).toBe('halo.application');
      expect(document.routes.map((r: { path: string }) => r.path)).toContain(path);
      expect(document.sections.map((s: { name: string }) => s.name)).toContain(section);

      await page.getByRole('button', { name: 'Importa configurazione' }).click();
      const dialog = admin.dialog("Importa la configurazione di un'applicazione");
      await dialog.getByLabel('File JSON').setInputFiles(file);
      await expect(dialog.getByRole('status')).toContainText(appLabel);
      await dialog.getByRole('button', { name: 'Importa' }).click();
      await expect(dialog).toBeHidden();
      await admin.expectSuccess('Configurazione importata con successo');
    });
  });

  test('on a phone, lists are cards with their actions in view, and the permission matrix a card per section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new AdminArea(page).shell;
    await shell.signIn('superadmin', '/admin/utenti');
    const users = page.getByRole('table', { name: 'Utenti' });
    const edit = users.getByRole('button', { name: 'Modifica cittadino', exact: true });
    await expect(edit).toBeVisible();
    // Within the phone's width as the page lays it out, not off to the right of a sideways-scrolling table.
    const box = await edit.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true);
    // Nothing sticks out sideways: the page does not scroll horizontally.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.goto('/admin/gruppi');
    await page.getByRole('link', { name: '/amministratori', exact: true }).click();
    const matrix = page.getByRole('table', { name: /^Permessi del gruppo/ });
    const cell = matrix
      .getByRole('cell')
      .filter({ has: page.getByRole('checkbox', { name: 'Lettura su halo.log', exact: true }) });
    // Each toggle under the name of its flag, in words as the desktop's column header.
    await expect(cell).toHaveAccessibleName(/^Lettura Lettura su halo.log/);
    const cellBox = await cell.boundingBox();
    expect(cellBox && cellBox.x >= 0 && cellBox.x + cellBox.width <= 390, JSON.stringify(cellBox)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('every admin screen opens from the navigation with its title and no serious accessibility violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const admin = new AdminArea(page);
    await admin.signInAndOpen('superadmin');
    const screens: [string | RegExp, string][] = [
      ['Applicazioni', 'Applicazioni'],
      ['Servizi', 'Servizi'],
      ['Moduli', 'Moduli'],
      ['Rotte', 'Rotte'],
      ['Menu', 'Menu'],
      ['Sezioni', 'Sezioni'],
      ['Configurazioni', 'Configurazioni'],
      ['Utenti', 'Utenti'],
      ['Gruppi', 'Gruppi e permessi'],
      ['Ruoli', 'Ruoli'],
      ['Authority', 'Authority'],
      ['Provider di identità', 'Provider di identità'],
      ['Impostazioni', 'Impostazioni della piattaforma'],
      // The first test renames the route 'Log' to 'Registro'.
      [/^(Log|Registro)$/, 'Registro delle attività'],
      ['Posta in uscita', 'Posta in uscita'],
      ['Operazioni', 'Operazioni'],
    ];
    for (const [link, title] of screens) {
      await test.step(String(link), async () => {
        await admin.goTo(link);
        await expect(admin.heading()).toHaveText(title);
        await expect(page.getByText('Caricamento…')).toHaveCount(0);
        await expectAccessible(page);
      });
    }
    await test.step('the operations page shows this replica working', async () => {
      const database = page.getByRole('region', { name: 'Database' });
      await expect(database.getByText('Funziona')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Provider di identità' })).toContainText(
        'Chiavi di firma caricate',
      );
      // No job given up on a fresh server: the dead-letter list says so.
      await expect(page.getByRole('heading', { name: 'Lavori abbandonati' })).toBeVisible();
      await expect(page.getByText('Nessun lavoro abbandonato.')).toBeVisible();
    });
  });
});
