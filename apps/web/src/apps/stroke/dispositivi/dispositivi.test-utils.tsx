import {
  type Allerta,
  type CodiceMisura,
  type Dispositivo,
  MISURE,
  type Misurazione,
  SOGLIE_PREDEFINITE,
  type Soglie,
  strokeDispositiviRoutes,
} from '@halo/contract/stroke/dispositivi';
import { fillPath } from '../../../lib/call-route.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';

/**
 * Shared fixtures of the tests of the wearables: the instant the tests run at, patient 7's two devices (one
 * active, one whose token was revoked), their measurements of the last days — a heart rate and a systolic pressure
 * beyond the default thresholds, an atrial fibrillation —, the default thresholds, three alert episodes (one open
 * and not seen, one closed and seen, another patient's), and the server's answers to every read of them.
 */

/** Thursday 26 November 2026, 11:00 in Italy. */
export const NOW = '2026-11-26T10:00:00.000Z';

export const smartwatch: Dispositivo = {
  id: 11,
  pazienteId: 7,
  tipo: 'smartwatch',
  modello: 'Apple Watch 9',
  seriale: 'AW-0001',
  tokenAttivo: true,
  ultimaMisura: '2026-11-26T09:00:00.000Z',
  misurazioni: 1240,
  registratoIl: '2026-10-01T08:00:00.000Z',
};

export const misuratore: Dispositivo = {
  id: 12,
  pazienteId: 7,
  tipo: 'sfigmomanometro',
  modello: 'Omron M7',
  seriale: 'OM-0007',
  tokenAttivo: false,
  ultimaMisura: '2026-11-20T07:30:00.000Z',
  misurazioni: 1,
  registratoIl: '2026-10-02T08:00:00.000Z',
};

/** A token as the server makes them: 32 random bytes, base64url. */
export const TOKEN = 'tok_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
export const TOKEN_NUOVO = 'tok_bmV3dG9rZW5uZXd0b2tlbm5ld3Rva2VubmV3dG9rZW4x';

export const soglieDefault: Soglie = { pazienteId: 7, ...SOGLIE_PREDEFINITE, version: 0 };

let nextId = 500;
const misura = (codice: CodiceMisura, inizio: string, values: Partial<Misurazione>): Misurazione => ({
  id: nextId++,
  dispositivoId: codice === '85354-9' ? 12 : 11,
  codice,
  inizio,
  fine: null,
  valore: null,
  sistolica: null,
  diastolica: null,
  classificazione: null,
  unita: MISURE[codice].unita,
  ...values,
});

/** Patient 7's measurements, oldest first; none of the body temperature. */
export const misurazioni: Misurazione[] = [
  misura('85354-9', '2026-11-24T07:00:00.000Z', { sistolica: 135, diastolica: 85 }),
  misura('41950-7', '2026-11-24T23:00:00.000Z', { valore: 8532, fine: '2026-11-25T23:00:00.000Z' }),
  misura('8867-4', '2026-11-25T07:00:00.000Z', { valore: 72 }),
  misura('ritmo', '2026-11-25T07:00:00.000Z', { classificazione: 'sinusRhythm' }),
  misura('8867-4', '2026-11-25T19:00:00.000Z', { valore: 125 }),
  misura('ritmo', '2026-11-26T02:00:00.000Z', { classificazione: 'atrialFibrillation' }),
  misura('85354-9', '2026-11-26T06:30:00.000Z', { sistolica: 185, diastolica: 95 }),
  misura('8867-4', '2026-11-26T08:00:00.000Z', { valore: 80 }),
  misura('59408-5', '2026-11-26T08:00:00.000Z', { valore: 97 }),
  // Weeks ago: only the 30 days' charts and the latest values show it.
  misura('59408-5', '2026-11-01T08:00:00.000Z', { valore: 91 }),
].sort((a, b) => a.inizio.localeCompare(b.inizio));

export const allertaPressione: Allerta = {
  id: 91,
  paziente: { id: 7, nome: 'Anna', cognome: 'Verdi' },
  tipo: 'sistolicaAlta',
  soglia: 180,
  valore: 185,
  iniziata: '2026-11-26T06:30:00.000Z',
  ultima: '2026-11-26T06:30:00.000Z',
  chiusa: null,
  vista: null,
};

export const allertaFrequenza: Allerta = {
  id: 92,
  paziente: { id: 7, nome: 'Anna', cognome: 'Verdi' },
  tipo: 'frequenzaAlta',
  soglia: 120,
  valore: 125,
  iniziata: '2026-11-25T19:00:00.000Z',
  ultima: '2026-11-25T19:00:00.000Z',
  chiusa: '2026-11-26T08:00:00.000Z',
  vista: '2026-11-26T08:30:00.000Z',
};

export const allertaRitmoNeri: Allerta = {
  id: 93,
  paziente: { id: 8, nome: 'Bruno', cognome: 'Neri' },
  tipo: 'ritmoIrregolare',
  soglia: null,
  valore: null,
  iniziata: '2026-11-26T05:00:00.000Z',
  ultima: '2026-11-26T05:00:00.000Z',
  chiusa: null,
  vista: null,
};

const r = strokeDispositiviRoutes;
export const devicePaths = {
  dispositivi: (id: number) => fillPath(r.dispositivi.url, { id }),
  token: (id: number, dispositivoId: number) => fillPath(r.nuovoToken.url, { id, dispositivoId }),
  misurazioni: (id: number) => fillPath(r.misurazioni.url, { id }),
  soglie: (id: number) => fillPath(r.soglie.url, { id }),
  salvaSoglie: r.salvaSoglie.url,
  allerte: (id: number) => fillPath(r.allertePaziente.url, { id }),
  allerteMedico: r.allerteMedico.url,
  vista: (id: number) => fillPath(r.allertaVista.url, { id }),
  fhir: (id: number) => fillPath(r.fhir.url, { id }),
};

/** The server's measurements: by `codice`, from `dal`, the latest `limite`, oldest first (as the service answers). */
export function misurazioniRoute(id: number, all: readonly Misurazione[] = misurazioni): Route {
  return on('GET', devicePaths.misurazioni(id), (url) => {
    const codice = url.searchParams.get('codice');
    const dal = url.searchParams.get('dal');
    const limite = Number(url.searchParams.get('limite') ?? 2000);
    const found = all.filter(
      (m) => (!codice || m.codice === codice) && (!dal || Date.parse(m.inizio) >= Date.parse(dal)),
    );
    return json(found.slice(-limite));
  });
}

/** Every read of patient `id`'s wearables, each answered with the fixtures (no alerts for another patient). */
export function dispositiviReads(
  id: number,
  options: { dispositivi?: Dispositivo[]; soglie?: Soglie; allerte?: Allerta[] } = {},
): Route[] {
  return [
    on('GET', devicePaths.dispositivi(id), () => json(options.dispositivi ?? [smartwatch, misuratore])),
    on('GET', devicePaths.soglie(id), () => json(options.soglie ?? { ...soglieDefault, pazienteId: id })),
    on('GET', devicePaths.allerte(id), () =>
      json(options.allerte ?? [allertaPressione, allertaFrequenza].filter((a) => a.paziente.id === id)),
    ),
    misurazioniRoute(id),
  ];
}
