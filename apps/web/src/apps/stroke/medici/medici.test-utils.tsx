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

const WEEK = 7 * 24 * 60 * 60 * 1000;

/**
 * An invitation of `tipo` sent to `nome cognome` (at nome.cognome@example.org) at `inviatoIl`, expiring a week
 * later; `progress`: its state, when its link was opened and the account made, whether it may be sent again.
 */
function invito(
  id: number,
  tipo: Invito['tipo'],
  [nome, cognome]: [string, string],
  inviatoIl: string,
  progress: Pick<Invito, 'stato' | 'apertoIl' | 'accettatoIl' | 'reinviabile'>,
): Invito {
  const email = `${nome}.${cognome}@example.org`.toLowerCase();
  const scadeIl = new Date(Date.parse(inviatoIl) + WEEK).toISOString();
  return { id, tipo, destinatario: { nome, cognome, email }, inviatoIl, scadeIl, ...progress };
}

/** The invitation Giulia Bianchi received and accepted. */
export const invitoBianchi = invito(11, 'medico', ['Giulia', 'Bianchi'], '2026-11-02T09:00:00.000Z', {
  stato: 'accettato',
  apertoIl: '2026-11-02T10:15:00.000Z',
  accettatoIl: '2026-11-03T08:30:00.000Z',
  reinviabile: false,
});

/** A patient's invitation that was replaced by a newer one … */
export const invitoRossiRevocato = invito(21, 'paziente', ['Mario', 'Rossi'], '2026-11-10T09:00:00.000Z', {
  stato: 'revocato',
  apertoIl: null,
  accettatoIl: null,
  reinviabile: false,
});

/** … the newer one, not opened yet. */
export const invitoRossi = invito(22, 'paziente', ['Mario', 'Rossi'], '2026-11-20T14:30:00.000Z', {
  stato: 'inviato',
  apertoIl: null,
  accettatoIl: null,
  reinviabile: true,
});

/** A patient whose link opened the account. */
export const invitoFerri = invito(23, 'paziente', ['Lucia', 'Ferri'], '2026-11-15T08:00:00.000Z', {
  stato: 'aperto',
  apertoIl: '2026-11-16T18:45:00.000Z',
  accettatoIl: null,
  reinviabile: false,
});

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
  invito: invito(12, 'medico', ['Luca', 'Verdi'], '2026-11-01T09:00:00.000Z', {
    stato: 'scaduto',
    apertoIl: null,
    accettatoIl: null,
    reinviabile: true,
  }),
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
