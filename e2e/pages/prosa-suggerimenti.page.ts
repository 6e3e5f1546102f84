import { expect, type Locator } from '@playwright/test';
import { ScreenPage } from './screen.page.ts';
import { searchList } from './search.ts';

/** The suggestions' screen (apps/web/src/apps/prosa/suggerimenti/). */
export class ProsaSuggestionsPage extends ScreenPage {
  form(): Locator {
    return this.page.getByRole('form', { name: 'Il tuo suggerimento' });
  }

  async search(text: string) {
    await searchList(this.page.getByRole('searchbox', { name: /^Cerca nei suggerimenti/ }), text);
  }

  result(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** Ticks a checkbox or a radio by its label, as a user does (Bootstrap Italia draws the box over the label). */
  async choose(within: Locator, role: 'checkbox' | 'radio', name: string | RegExp) {
    const box = within.getByRole(role, { name });
    await within.locator(`label[for="${await box.getAttribute('id')}"]`).click();
    await expect(box).toBeChecked();
  }
}
