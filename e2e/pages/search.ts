import { expect, type Locator } from '@playwright/test';

/**
 * Types a list's search and waits for the list to take it: the search box writes its text to the address (`q`)
 * after a pause, and the list is read again. A row clicked before that may be drawn anew under the pointer, or
 * the address changed after the click: a person reads the new list before choosing from it.
 */
export async function searchList(box: Locator, text: string) {
  await box.fill(text);
  await expect
    .poll(() => new URL(box.page().url()).searchParams.get('q') ?? '', {
      message: `the list searched for ${text}`,
    })
    .toBe(text.trim());
}
