import type { Locator } from '@playwright/test';
import { ScreenPage } from './screen.page.ts';

/** The reports' screen (apps/web/src/apps/prosa/report/). */
export class ProsaReportPage extends ScreenPage {
  /** What the page says it counts («Ambito: …»). */
  scope(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Ambito:' });
  }

  /** A key figure's value, by its label. */
  figure(label: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  }

  /** A chart, by the start of its summary in words. */
  chart(title: string): Locator {
    return this.page.getByRole('img', { name: new RegExp(`^${title}: `) });
  }

  /** Opens a chart's table of numbers. */
  async showData(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Mostra i dati di «${title}»` }).click();
    return this.page.getByRole('table', { name: title });
  }
}
