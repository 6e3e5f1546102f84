import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell.page.ts';

/** The chat widget of every page (docs/adr/0049-chat.md): its button, its panel, a conversation. */
export class ChatWidget {
  readonly page: Page;
  readonly shell: Shell;

  constructor(page: Page) {
    this.page = page;
    this.shell = new Shell(page);
  }

  /** The button in the corner, named with the unread count. */
  toggle(): Locator {
    return this.page
      .getByRole('complementary', { name: 'Messaggi' })
      .getByRole('button', { name: /^Messaggi/ });
  }

  panel(): Locator {
    return this.page.getByRole('dialog');
  }

  async open() {
    await this.toggle().click();
    await expect(this.panel().getByRole('heading', { name: 'Messaggi' })).toBeFocused();
  }

  /** Opens the conversation with someone (or an office) from the list. */
  async openConversation(name: string) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.panel()
      .getByRole('button', { name: new RegExp(`^${escaped}`) })
      .click();
    await expect(this.panel().getByRole('heading', { name: `Conversazione con ${name}` })).toBeFocused();
  }

  messages(): Locator {
    return this.panel().getByRole('list', { name: 'Messaggi' });
  }

  /** A message shown in the open conversation, by its text. */
  message(text: string): Locator {
    return this.messages().getByRole('listitem').filter({ hasText: text });
  }

  async send(text: string) {
    await this.panel().getByRole('textbox', { name: 'Messaggio' }).fill(text);
    await this.panel().getByRole('button', { name: 'Invia' }).click();
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.panel()).toBeHidden();
    await expect(this.toggle()).toBeFocused();
  }
}
