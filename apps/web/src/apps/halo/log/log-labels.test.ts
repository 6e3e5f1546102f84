import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { knownLogCodes, logLabel } from './log-labels.ts';

describe('logLabel', () => {
  const inLanguage = (language: string) => i18n.getFixedT(language, 'admin');

  it('names actions and object kinds, dotted codes included, in Italian and in English', () => {
    const it = inLanguage('it');
    const en = inLanguage('en');
    expect(logLabel(it, 'actions', 'read')).toBe('Lettura');
    expect(logLabel(it, 'actions', 'create')).toBe('Creazione');
    expect(logLabel(it, 'actions', 'update')).toBe('Modifica');
    expect(logLabel(it, 'actions', 'delete')).toBe('Eliminazione');
    expect(logLabel(it, 'entities', 'stroke.paziente')).toBe("Paziente (cura dell'ictus)");
    expect(logLabel(en, 'actions', 'read')).toBe('Read');
    expect(logLabel(en, 'entities', 'stroke.paziente')).toBe('Patient (stroke care)');
  });

  it('keeps an unknown code as stored', () => {
    expect(logLabel(inLanguage('it'), 'actions', 'nuova-azione')).toBe('nuova-azione');
    expect(logLabel(inLanguage('it'), 'entities', 'stroke')).toBe('stroke');
    expect(logLabel(inLanguage('it'), 'entities', 'toString')).toBe('toString');
  });

  it('has a label in both languages for every known code', () => {
    for (const group of ['actions', 'entities'] as const) {
      for (const code of knownLogCodes[group]) {
        for (const language of ['it', 'en']) {
          expect(logLabel(inLanguage(language), group, code), `${language} ${group} ${code}`).not.toBe(code);
        }
      }
    }
  });
});
