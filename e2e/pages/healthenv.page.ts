import { expect, type Locator, type Page } from '@playwright/test';

/** The health-environment application (issue 17): map, stations, measurements and a station's page. */
export class HealthenvPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The map's own region: arrows pan it, Tab goes on to its markers. */
  map(): Locator {
    return this.page.getByRole('region', {
      name: 'Mappa delle postazioni con l’indice di qualità dell’aria',
    });
  }

  markers(): Locator {
    return this.page.locator('.halo-station-marker');
  }

  stationsTable(): Locator {
    return this.page.getByRole('table', { name: 'Postazioni con l’indice di qualità dell’aria' });
  }

  /** The station's row in the list of stations, found by its words. */
  async openStationFromList(search: string, name: string) {
    await this.page.goto('/healthenv/postazioni');
    await this.page.getByLabel('Cerca per nome, codice o comune').fill(search);
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async createStation(station: { codice: string; nome: string; lat: string; lon: string }) {
    await this.page.goto('/healthenv/postazioni');
    await this.page.getByRole('button', { name: 'Nuova postazione' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nuova postazione' });
    await dialog.getByLabel('Codice della stazione').fill(station.codice);
    await dialog.getByLabel('Nome *', { exact: true }).fill(station.nome);
    await dialog.getByLabel('Latitudine').fill(station.lat);
    await dialog.getByLabel('Longitudine').fill(station.lon);
    const comune = dialog.getByRole('group', { name: 'Comune *' });
    await comune.getByLabel('Regione').selectOption({ label: 'Puglia' });
    await expect(comune.getByLabel('Provincia')).toBeEnabled();
    await comune.getByLabel('Provincia').selectOption({ label: 'Bari' });
    await expect(comune.getByLabel('Comune', { exact: true })).toBeEnabled();
    await comune.getByLabel('Comune', { exact: true }).selectOption({ label: 'Bari' });
    await expect(dialog.getByText('Comune scelto: Bari (codice ISTAT 072006).')).toBeVisible();
    await dialog.getByLabel('Tipo di stazione').selectOption({ label: 'Fondo' });
    await dialog.getByLabel('Zona *', { exact: true }).selectOption({ label: 'Urbana' });
    await dialog.getByLabel('Gestore *', { exact: true }).fill('ARPA Puglia');
    await dialog.getByRole('button', { name: 'Aggiungi un sensore' }).click();
    await dialog.getByRole('group', { name: 'Sensore 1' }).getByLabel('Inquinante *').selectOption('PM10');
    await dialog.getByRole('button', { name: 'Crea la postazione' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      this.page.getByText(`Postazione Bari - ${station.nome} (${station.codice}) creata.`),
    ).toBeVisible();
  }

  /** Chooses the file, checks it, then imports it once the check finds nothing wrong. */
  async importCsv(name: string, csv: string, rows: number) {
    await this.page.goto('/healthenv/monitoraggi');
    await this.page
      .getByLabel('File CSV', { exact: true })
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.page.getByRole('button', { name: 'Controlla' }).click();
    await expect(this.page.getByText('Nessun errore: il file può essere importato.')).toBeVisible();
    await this.page.getByRole('button', { name: 'Importa', exact: true }).click();
    await expect(
      this.page.getByText(`Importazione completata: ${rows} valori nuovi, 0 sostituiti.`),
    ).toBeVisible();
  }
}
