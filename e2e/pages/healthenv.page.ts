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

  /** The groups of stations too near to tell apart at the map's zoom. */
  clusters(): Locator {
    return this.page.locator('.halo-station-cluster');
  }

  /** The stations the map shows: its markers, and those its groups hold (each group's badge says how many). */
  async stationsOnMap(): Promise<number> {
    return this.page.evaluate(
      () =>
        document.querySelectorAll('.halo-station-map .halo-station-marker').length +
        [...document.querySelectorAll<HTMLElement>('.halo-station-map .halo-station-cluster-count')].reduce(
          (sum, badge) => sum + Number(badge.dataset.count),
          0,
        ),
    );
  }

  /** The markers and groups that do not lie wholly inside the map's frame (none, once it framed them). */
  async outsideTheMap(): Promise<string[]> {
    return this.page.evaluate(() => {
      const frame = document.querySelector('.halo-station-map')?.getBoundingClientRect();
      if (!frame) return ['no map'];
      return [
        ...document.querySelectorAll('.halo-station-map :is(.halo-station-marker, .halo-station-cluster)'),
      ]
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return r.left < frame.left || r.right > frame.right || r.top < frame.top || r.bottom > frame.bottom;
        })
        .map((element) => element.getAttribute('aria-label') ?? '');
    });
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
