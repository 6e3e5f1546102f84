import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { accessParts } from './access-parts.ts';

describe("the parts an access names, in the reader's language", () => {
  it('says each part of one read row in words, in Italian and in English', async () => {
    await i18n.changeLanguage('it');
    expect(accessParts(i18n.getFixedT('it', 'stroke'), 'scheda, fattori, export')).toBe(
      'scheda, fattori di rischio, esportazione FHIR',
    );
    expect(accessParts(i18n.getFixedT('en', 'stroke'), 'scheda, fattori')).toBe('record, risk factors');
    expect(accessParts(i18n.getFixedT('it', 'stroke'), 'fhir')).toBe('API FHIR');
    expect(accessParts(i18n.getFixedT('en', 'stroke'), 'fhir')).toBe('FHIR API');
  });

  it('keeps a part it does not know as the server wrote it', () => {
    expect(accessParts(i18n.getFixedT('en', 'stroke'), 'misurazioni,nuova')).toBe('measurements, nuova');
  });
});
