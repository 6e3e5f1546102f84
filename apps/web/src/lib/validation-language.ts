import { validationMessages } from '@halo/contract/validation-messages';
import { z } from 'zod/mini';
import { currentLanguage, i18n, languages } from '../i18n/i18n.ts';

/**
 * The words of every validation message a form shows: the contract's error map (the same the server answers with),
 * in the user's language, following it when it changes. The forms' resolvers import this module
 * (lib/ui/form-dialog.tsx), so the messages load with the first form, not with the shell, which shows none
 * (docs/adr/0035-first-page.md).
 */
function follow(language: string): void {
  const known = languages.find((candidate) => candidate === language);
  if (known) z.config({ localeError: validationMessages(known) });
}

follow(currentLanguage());
i18n.on('languageChanged', follow);
