import { prosaRoutes } from '@halo/contract/prosa';
import type { OperatoreProfilo } from '@halo/contract/prosa/profiles';
import type { Progetto } from '@halo/contract/prosa/progetti';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on } from '../../../test/fetch-stub.ts';
import {
  authorityReads,
  operatoreSanitario,
  profileReads,
  renderInLayout,
} from '../account/prosa-account.test-utils.tsx';
import { alimentazione, fumo, sottotematiche } from '../prosa.test-utils.tsx';
import { ProsaProgetti } from './prosa-progetti.screen.tsx';
import { ProsaProgetto } from './prosa-progetto.screen.tsx';
import { ProsaProgettoNuovo } from './prosa-progetto-nuovo.screen.tsx';

/**
 * Shared fixtures of the projects' screen tests: sessions and profiles of each kind of reader, two projects of
 * ASL TO3, and the server's reads every screen makes (profile, themes, joined authorities, TO3's organisation).
 */

export * from '../account/prosa-account.test-utils.tsx';

/** A health operator of the district of Rivoli (ASL TO3): writes that district's projects. */
export const operatoreDistretto: OperatoreProfilo = {
  ...operatoreSanitario,
  operabilita: {
    tipologia: 'SANITARIO',
    livello: 'DISTRETTO',
    riferimento: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
    unita: null,
  },
};

export const merende: Progetto = {
  id: 21,
  titolo: 'Merende sane a scuola',
  sintesi: 'Percorso con le scuole primarie per merende a base di frutta.\nCon le famiglie.',
  obiettivi: 'Aumentare il consumo di frutta e verdura tra i bambini.',
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 6, denominazione: 'Distretto dimostrativo Rivoli' },
  dipartimento: null,
  tematiche: [{ id: 1, nome: 'Alimentazione' }],
  sottotematiche: [{ id: 2, nome: 'Allattamento al seno' }],
  destinatari: ['BAMBINI', 'GENITORI'],
  setting: ['SCUOLA'],
  dal: '2026-03-01',
  al: '2027-06-30',
  partner: ['Istituto comprensivo di Rivoli'],
  link: ['https://www.dors.it/'],
  stato: 'pubblicato',
  interventi: [
    {
      id: 31,
      setting: 'SCUOLA',
      destinatari: ['BAMBINI'],
      dal: '2026-10-01',
      al: '2026-12-15',
      luogo: 'Scuole primarie di Rivoli',
      descrizione: 'Incontri settimanali.',
    },
  ],
  modificabile: false,
  version: 3,
  aggiornato: '2026-11-20T10:00:00.000Z',
};

/** A draft of the department of prevention, without sheets, partners or links. */
export const fumoBozza: Progetto = {
  ...merende,
  id: 22,
  titolo: 'Liberi dal fumo',
  sintesi: 'Corsi di gruppo per smettere di fumare.',
  obiettivi: '',
  distretto: null,
  dipartimento: { id: 5, denominazione: 'Dipartimento di prevenzione' },
  tematiche: [{ id: 12, nome: 'Fumo di tabacco' }],
  sottotematiche: [],
  destinatari: ['ADULTI'],
  setting: ['SANITA'],
  dal: '2026-09-01',
  al: null,
  partner: [],
  link: [],
  stato: 'bozza',
  interventi: [],
  modificabile: true,
  version: 1,
};

/** A page of projects as the server answers it. */
export function pageOf(items: Progetto[], total = items.length, page = 1, size = 10) {
  return { items, total, page, size };
}

/** The reads every projects' screen makes: the reader's profile, the theme tree, the joined authorities, TO3. */
export function commonReads(
  profile: 'cittadino' | 'operatore' | 'responsabile' | null,
  staff = operatoreSanitario,
) {
  return [
    on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, fumo])),
    on('GET', prosaRoutes.subtematiche.url, (url) =>
      json(sottotematiche[Number(url.searchParams.get('idPadre'))] ?? []),
    ),
    ...authorityReads(),
    ...profileReads(profile, staff),
  ];
}

/** Pro.Sa.'s layout (profile, feature gate) with the three projects' screens at their paths. */
export function renderProgetti(url: string, session: Partial<Session>) {
  return renderInLayout(
    {
      progetti: <ProsaProgetti />,
      'progetti/nuovo': <ProsaProgettoNuovo />,
      'progetti/:id': <ProsaProgetto />,
    },
    url,
    session,
  );
}
