import type { Invito } from '@halo/contract';
import type { Medico } from '@halo/contract/stroke/medici';
import type { ProfiloStroke } from '@halo/contract/stroke/profilo';
import type { ReactNode } from 'react';
import type { Session } from '../../../shell/auth/session.store.ts';
import { renderScreen } from '../../../test/render-shell.tsx';

/**
 * Shared fixtures of the tests of the stroke service's people: an admin's and a doctor's session, two doctors, the
 * invitations of one of them, a doctor's profile, and a renderer inside the shell's providers.
 */

/** The invitation Giulia Bianchi received and accepted. */
export const invitoBianchi: Invito = {
  id: 11,
  tipo: 'medico',
  destinatario: { nome: 'Giulia', cognome: 'Bianchi', email: 'giulia.bianchi@example.org' },
  stato: 'accettato',
  inviatoIl: '2026-11-02T09:00:00.000Z',
  apertoIl: '2026-11-02T10:15:00.000Z',
  accettatoIl: '2026-11-03T08:30:00.000Z',
  scadeIl: '2026-11-09T09:00:00.000Z',
  reinviabile: false,
};

/** A patient's invitation that was replaced by a newer one … */
export const invitoRossiRevocato: Invito = {
  id: 21,
  tipo: 'paziente',
  destinatario: { nome: 'Mario', cognome: 'Rossi', email: 'mario.rossi@example.org' },
  stato: 'revocato',
  inviatoIl: '2026-11-10T09:00:00.000Z',
  apertoIl: null,
  accettatoIl: null,
  scadeIl: '2026-11-17T09:00:00.000Z',
  reinviabile: false,
};

/** … the newer one, not opened yet. */
export const invitoRossi: Invito = {
  ...invitoRossiRevocato,
  id: 22,
  stato: 'inviato',
  inviatoIl: '2026-11-20T14:30:00.000Z',
  scadeIl: '2026-11-27T14:30:00.000Z',
  reinviabile: true,
};

/** A patient whose link opened the account. */
export const invitoFerri: Invito = {
  id: 23,
  tipo: 'paziente',
  destinatario: { nome: 'Lucia', cognome: 'Ferri', email: 'lucia.ferri@example.org' },
  stato: 'aperto',
  inviatoIl: '2026-11-15T08:00:00.000Z',
  apertoIl: '2026-11-16T18:45:00.000Z',
  accettatoIl: null,
  scadeIl: '2026-11-22T08:00:00.000Z',
  reinviabile: false,
};

export const invitiBianchi: Invito[] = [invitoBianchi, invitoRossiRevocato, invitoRossi, invitoFerri];

export const bianchi: Medico = {
  id: 3,
  nome: 'Giulia',
  cognome: 'Bianchi',
  email: 'giulia.bianchi@example.org',
  telefono: '+39 011 1234567',
  specializzazione: 'Neurologia',
  struttura: 'Ospedale degli Infermi, Rivoli',
  pazienti: 2,
  invito: invitoBianchi,
  version: 4,
};

/** A doctor who never opened their invitation: it expired, and the admin may send it again. */
export const verdi: Medico = {
  id: 4,
  nome: 'Luca',
  cognome: 'Verdi',
  email: 'luca.verdi@example.org',
  telefono: null,
  specializzazione: '',
  struttura: '',
  pazienti: 0,
  invito: {
    id: 12,
    tipo: 'medico',
    destinatario: { nome: 'Luca', cognome: 'Verdi', email: 'luca.verdi@example.org' },
    stato: 'scaduto',
    inviatoIl: '2026-11-01T09:00:00.000Z',
    apertoIl: null,
    accettatoIl: null,
    scadeIl: '2026-11-08T09:00:00.000Z',
    reinviabile: true,
  },
  version: 1,
};

export const profiloBianchi: ProfiloStroke = {
  ruoli: ['medico'],
  medico: bianchi,
  paziente: null,
  caregiver: null,
  assistiti: [],
};

/** A screen at `url` inside the shell's providers and the global alert area. */
export function renderStroke(ui: ReactNode, url: string, session: Partial<Session>) {
  return renderScreen(ui, url, undefined, session);
}
