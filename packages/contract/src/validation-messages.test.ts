import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessages } from './validation-messages.ts';

function messageOf(schema: z.ZodType, value: unknown, language: 'it' | 'en' = 'it'): string | undefined {
  const result = schema.safeParse(value, { error: validationMessages(language) });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('messages of a refused value', () => {
  it('speak as a form does, in Italian', () => {
    expect(messageOf(z.number().min(0), -1)).toBe('Inserire un numero maggiore o uguale a 0.');
    expect(messageOf(z.number().max(10), 11)).toBe('Inserire un numero minore o uguale a 10.');
    expect(messageOf(z.number(), 'abc')).toBe('Inserire un numero.');
    expect(messageOf(z.coerce.number(), 'abc')).toBe('Inserire un numero.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Inserire un numero intero.');
    expect(messageOf(z.object({ a: z.number() }), {})).toBe('Campo obbligatorio.');
    expect(messageOf(z.string().min(1), '')).toBe('Campo obbligatorio.');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Inserire almeno 3 caratteri.');
    expect(messageOf(z.string().max(2), 'abc')).toBe('Inserire al massimo 2 caratteri.');
    expect(messageOf(z.email(), 'x')).toBe('Inserire un indirizzo e-mail valido.');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('Formato non valido.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Valore non ammesso: scegliere tra a, b.');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Scegliere almeno un elemento.');
    expect(messageOf(z.strictObject({}), { x: 1 })).toBe('Campi non previsti: x.');
  });

  it('speak English when the user chose it', () => {
    expect(messageOf(z.number().min(0), -1, 'en')).toBe('Enter a number greater than or equal to 0.');
    expect(messageOf(z.string().min(1), '', 'en')).toBe('This field is required.');
  });

  it("leave a schema's own message alone", () => {
    expect(messageOf(z.string().min(1, 'Il nome è obbligatorio.'), '')).toBe('Il nome è obbligatorio.');
  });
});
