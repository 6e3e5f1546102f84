import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setLanguage } from '../i18n/i18n.ts';
import './validation-language.ts';

describe("forms' validation messages", () => {
  const schema = z.object({ nome: z.string().min(3), eta: z.number().int() });
  const messages = () =>
    schema.safeParse({ nome: 'a', eta: 1.5 }).error?.issues.map((issue) => issue.message);

  it("are the contract's, in the user's language, and follow a change of language", async () => {
    expect(messages()).toEqual(['Inserire almeno 3 caratteri.', 'Inserire un numero intero.']);
    await setLanguage('en');
    expect(messages()).toEqual(['Enter at least 3 characters.', 'Enter a whole number.']);
    await setLanguage('it');
    expect(messages()).toEqual(['Inserire almeno 3 caratteri.', 'Inserire un numero intero.']);
  });
});
