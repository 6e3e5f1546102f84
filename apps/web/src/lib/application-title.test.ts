import { describe, expect, it } from 'vitest';
import { applicationTitle } from './application-title.ts';

describe('application titles', () => {
  it("shows the manifest's title in the user's language", () => {
    expect(applicationTitle({ nome: 'Prosa', clientId: 'prosa' }, 'it')).toBe('Pro.Sa.');
    expect(applicationTitle({ nome: 'Healthenv', clientId: 'healthenv' }, 'it')).toBe('Ambiente e salute');
    expect(applicationTitle({ nome: 'Stroke', clientId: 'stroke' }, 'it')).toBe("Cura dell'ictus");
    expect(applicationTitle({ nome: 'Stroke', clientId: 'stroke' }, 'en')).toBe('Stroke care');
  });

  it('shows the name of an application no manifest ships', () => {
    expect(applicationTitle({ nome: 'Vaccinazioni', clientId: 'vaccini' }, 'it')).toBe('Vaccinazioni');
    expect(applicationTitle({ nome: null, clientId: null }, 'it')).toBeNull();
  });
});
