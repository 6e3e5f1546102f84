import { regionalMessages } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../lib/ui/form-dialog.tsx';
import {
  aslKind,
  comuneKind,
  dipartimentoKind,
  distrettoKind,
  type EntityKind,
  entityBody,
  type FormValues,
  provinciaKind,
  regioneKind,
  unitaOperativaKind,
  type Versioned,
} from './regional.entities.ts';

const m = regionalMessages;

/** The first message under a field, however deep the schema put it (`codiciMinisteriali.1`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const entry of Object.values(error)) {
    const message = firstMessage(entry);
    if (message) return message;
  }
  return undefined;
}

/** What the entity form's resolver (the UI kit's, with the kind's body and schema) makes of a form. */
async function validateEntityForm<T extends Versioned>(
  kind: EntityKind<T>,
  values: FormValues,
  mode: 'create' | 'edit',
  version?: number,
): Promise<
  { ok: true; body: unknown; errors?: never } | { ok: false; errors: Record<string, string | undefined> }
> {
  const schema = mode === 'edit' ? kind.updateSchema : kind.createSchema;
  const resolver = contractResolver(schema, (form: FormValues) => entityBody(kind, form, version));
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const fields = Object.keys(result.errors);
  if (fields.length === 0) return { ok: true, body: result.values };
  return {
    ok: false,
    errors: Object.fromEntries(fields.map((field) => [field, firstMessage(result.errors[field])])),
  };
}

/** The field messages of a new record's form that must not validate. */
async function createErrors<T extends Versioned>(kind: EntityKind<T>, values: FormValues) {
  const outcome = await validateEntityForm(kind, values, 'create');
  expect(outcome.ok).toBe(false);
  return outcome.ok ? {} : outcome.errors;
}

describe('form validation with the contract schemas (same rules and texts as the server)', () => {
  it('asks for the name of a district and refuses a malformed district code', async () => {
    const codici = { codiceDistretto: 'x-1', codiceAsl: '010203' };
    const values = { distrettoSanitario: '  ', ...codici, comuniAnnessi: '' };
    expect(await createErrors(distrettoKind, values)).toEqual({
      distrettoSanitario: m.denominazione,
      codiceDistretto: m.codiceDistretto,
    });
  });

  it('turns a valid form into the body the server takes', async () => {
    const outcome = await validateEntityForm(
      distrettoKind,
      {
        distrettoSanitario: 'Distretto Ovest',
        codiceDistretto: 'ov1',
        codiceAsl: '010203',
        comuniAnnessi: '5,7,5',
      },
      'create',
    );
    expect(outcome).toEqual({
      ok: true,
      body: {
        distrettoSanitario: 'Distretto Ovest',
        codiceDistretto: 'OV1',
        codiceAsl: '010203',
        comuniAnnessi: [5, 7],
      },
    });
  });

  it('checks codice catastale, ISTAT code and sigla of a comune', async () => {
    const comune = { codiceIstat: '12', codiceCatastale: 'H50', siglaProvincia: 'T', popolazione2011: '' };
    expect(await createErrors(comuneKind, { denominazione: 'Prova', ...comune })).toEqual({
      codiceIstat: m.codiceIstatComune,
      codiceCatastale: m.codiceCatastale,
      siglaProvincia: m.sigla,
    });
  });

  it('says in Italian what the schema does not word itself (a population that is not a number)', async () => {
    const comune = {
      codiceIstat: '999001',
      codiceCatastale: 'm998',
      siglaProvincia: 'to',
      popolazione2011: 'molti',
    };
    const errors = await createErrors(comuneKind, { denominazione: 'Prova', ...comune });
    expect(Object.keys(errors)).toEqual(['popolazione2011']);
    expect(errors.popolazione2011).toBe('Inserire un numero.');
  });

  it('requires the ASL code to start with the region code (SPEC.md §3)', async () => {
    const sede = { indirizzo: '', cap: '', comuneSedeIstat: '' };
    const asl = { denominazioneAzienda: 'Nuova', codiceAsl: '020999', codiceRegione: '010', ...sede };
    expect(await createErrors(aslKind, asl)).toEqual({ codiceAsl: m.prefissoAsl });
  });

  it('wants a department or a hospital site for an operating unit', async () => {
    const unita = { denominazione: 'Cardiologia', dipartimentoId: '', presidioId: '' };
    expect(await createErrors(unitaOperativaKind, unita)).toEqual({ dipartimentoId: m.genitoreUnita });
  });

  it('refuses a department without its district', async () => {
    const dipartimento = { denominazione: 'Prevenzione', distrettoId: '' };
    expect(await createErrors(dipartimentoKind, dipartimento)).toEqual({ distrettoId: m.id });
  });

  it('sends the version the record was read at with an update, and needs it', async () => {
    const values = { denominazione: 'Torino', sigla: 'to', codiceIstat: '001', codiceRegione: '010' };
    expect(await validateEntityForm(provinciaKind, values, 'edit', 3)).toEqual({
      ok: true,
      body: { denominazione: 'Torino', sigla: 'TO', codiceIstat: '001', codiceRegione: '010', version: 3 },
    });
    expect(await validateEntityForm(provinciaKind, values, 'edit')).toEqual({
      ok: false,
      errors: { version: m.version },
    });
  });

  it('reads the Ministry codes of a region from a comma-separated list', async () => {
    const regione = { codiceRegione: '040', codiceIstat: '04', codiciMinisteriali: '041, 041' };
    expect(await createErrors(regioneKind, { denominazioneRegione: 'Trentino', ...regione })).toEqual({
      codiciMinisteriali: m.codiciMinisteriali,
    });
  });
});
