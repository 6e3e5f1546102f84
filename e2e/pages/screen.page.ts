import type { Locator, Page } from '@playwright/test';

/** What every screen's page object reads: the screen's title and the success message after a write. */
export class ScreenPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The success message the screens show after a write. */
  notice(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
