import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { richieste, richiesteStoria, suggerimenti, tematiche } from './prosa.tables.ts';

/**
 * Demo requests, suggestions and events of ASL TO3 (issue 15's demo data), each saying it is an example. Requests
 * and suggestions are written by the seed; events are calendars of the calendar service, so the seed queues a job
 * (`DEMO_EVENTS_JOB`, once) that the module runs through its services once the server is up.
 */

export const DEMO_EVENTS_JOB = 'prosa.demo-eventi';
const NOTE = ' (Richiesta dimostrativa.)';
const DAY = 86_400_000;

interface People {
  aziendaId: number;
  collegno: number | null;
  ente?: string;
  cittadino?: string;
  operatore?: string;
}

/** One request per state, with a history dated over the last weeks (so the reports show handling times). */
const requests = [
  {
    stato: 'inviata',
    oggetto: 'Incontro sulla prevenzione del bullismo',
    descrizione:
      'La scuola chiede un incontro con una psicologa per i genitori delle classi prime della secondaria.',
    tema: 'SALUTE_MENTALE',
    destinatari: ['GENITORI'],
    setting: 'SCUOLA',
    da: 'ente',
    passi: [] as { stato: string; nota: string; giorni: number }[],
  },
  {
    stato: 'presa_in_carico',
    oggetto: 'Corso di educazione alimentare per le classi quarte',
    descrizione:
      'Quattro incontri con una dietista nel secondo quadrimestre, con una merenda sana preparata insieme.',
    tema: 'ALIMENTAZIONE',
    destinatari: ['BAMBINI', 'INSEGNANTI'],
    setting: 'SCUOLA',
    da: 'ente',
    passi: [{ stato: 'presa_in_carico', nota: '', giorni: 2 }],
  },
  {
    stato: 'accettata',
    oggetto: 'Gruppo di cammino al sabato mattina',
    descrizione:
      'Chi lavora non riesce a partecipare ai gruppi infrasettimanali: chiedo un gruppo al sabato.',
    tema: 'ATTIVITA_FISICA',
    destinatari: ['ADULTI', 'LAVORATORI'],
    setting: 'COMUNITA',
    da: 'cittadino',
    passi: [
      { stato: 'presa_in_carico', nota: '', giorni: 1 },
      { stato: 'accettata', nota: 'Partirà un gruppo il sabato alle 9 dal Parco Dalla Chiesa.', giorni: 5 },
    ],
  },
  {
    stato: 'rifiutata',
    oggetto: 'Screening della vista per tutti gli alunni',
    descrizione: 'Chiediamo uno screening della vista a scuola per tutti gli alunni della primaria.',
    tema: 'SCREENING',
    destinatari: ['BAMBINI'],
    setting: 'SCUOLA',
    da: 'ente',
    passi: [
      { stato: 'presa_in_carico', nota: '', giorni: 3 },
      {
        stato: 'rifiutata',
        nota: 'Lo screening visivo è offerto dai pediatri di famiglia ai bilanci di salute: vi mandiamo il materiale per le famiglie.',
        giorni: 6,
      },
    ],
  },
  {
    stato: 'completata',
    oggetto: 'Laboratorio sul fumo per le classi terze',
    descrizione: 'Un laboratorio peer education sul fumo e le sigarette elettroniche per le classi terze.',
    tema: 'FUMO',
    destinatari: ['ADOLESCENTI'],
    setting: 'SCUOLA',
    da: 'ente',
    passi: [
      { stato: 'presa_in_carico', nota: '', giorni: 1 },
      { stato: 'accettata', nota: 'Tre incontri a marzo con gli educatori del SerD.', giorni: 4 },
      { stato: 'completata', nota: 'Laboratorio svolto: grazie per la collaborazione.', giorni: 20 },
    ],
  },
  {
    stato: 'ritirata',
    oggetto: 'Informazioni sulla vaccinazione HPV',
    descrizione: 'Vorrei un incontro informativo sulla vaccinazione HPV per i genitori.',
    tema: 'VACCINAZIONI',
    destinatari: ['GENITORI'],
    setting: null,
    da: 'cittadino',
    passi: [{ stato: 'ritirata', nota: '', giorni: 1 }],
  },
];

const suggestions = [
  {
    titolo: 'Più fontanelle nei parchi',
    testo: 'Nei parchi dove si cammina mancano fontanelle d’acqua potabile: d’estate sarebbero preziose.',
    tema: 'ATTIVITA_FISICA',
    pubblicabile: true,
    risposta:
      'Abbiamo segnalato al Comune i parchi dei gruppi di cammino: due fontanelle saranno installate in primavera.',
    pubblica: true,
  },
  {
    titolo: 'Orari serali per gli incontri sull’alimentazione',
    testo: 'Gli incontri per i genitori sono sempre al mattino: chi lavora non può partecipare.',
    tema: 'ALIMENTAZIONE',
    pubblicabile: true,
    risposta: 'Dal prossimo ciclo metà degli incontri sarà alle 18.',
    pubblica: true,
  },
  {
    titolo: 'Materiale in più lingue',
    testo: 'Nella nostra scuola molte famiglie non parlano italiano: servirebbero opuscoli tradotti.',
    tema: null,
    pubblicabile: false,
    risposta: 'Vi inviamo gli opuscoli già tradotti in arabo, rumeno e cinese.',
    pubblica: false,
  },
  {
    titolo: 'Uno sportello per smettere di fumare a Collegno',
    testo:
      'Il centro antifumo più vicino è lontano: si potrebbe aprire uno sportello nella casa della comunità?',
    tema: 'FUMO',
    pubblicabile: true,
    risposta: null,
    pubblica: false,
  },
];

export async function seedDemoActivities(
  tx: Db,
  jobs: ModuleSeedOptions['jobs'],
  at: People,
  today = new Date(),
): Promise<void> {
  const codes = [...new Set([...requests, ...suggestions].flatMap((r) => (r.tema ? [r.tema] : [])))];
  const themes = new Map(
    (
      await tx
        .select({ id: tematiche.id, codice: tematiche.codice })
        .from(tematiche)
        .where(inArray(tematiche.codice, codes))
    ).map((t) => [t.codice, t.id]),
  );
  for (const [i, request] of requests.entries()) {
    const subject = request.da === 'ente' ? at.ente : at.cittadino;
    if (!subject || !at.operatore) continue;
    const sent = new Date(today.getTime() - (30 - i * 3) * DAY);
    const taken = request.passi.some((p) => p.stato === 'presa_in_carico');
    const last = request.passi.at(-1);
    const [row] = await tx
      .insert(richieste)
      .values({
        oggetto: request.oggetto,
        descrizione: request.descrizione + NOTE,
        tematica: themes.get(request.tema) ?? null,
        destinatari: request.destinatari,
        setting: request.setting,
        aziendaId: at.aziendaId,
        distrettoRef: at.collegno,
        richiedente: subject,
        tipoRichiedente: request.da,
        assegnatario: taken ? at.operatore : null,
        stato: request.stato,
        createdAt: sent,
        updatedAt: last ? new Date(sent.getTime() + last.giorni * DAY) : sent,
      })
      .returning({ id: richieste.id });
    if (!row) continue;
    await tx.insert(richiesteStoria).values([
      { richiestaId: row.id, stato: 'inviata', nota: '', autore: subject, at: sent },
      ...request.passi.map((p) => ({
        richiestaId: row.id,
        stato: p.stato,
        nota: p.nota,
        autore: p.stato === 'ritirata' ? subject : (at.operatore ?? ''),
        at: new Date(sent.getTime() + p.giorni * DAY),
      })),
    ]);
  }
  for (const [i, suggestion] of suggestions.entries()) {
    const subject = i % 2 === 0 ? at.cittadino : at.ente;
    if (!subject || !at.operatore) continue;
    const sent = new Date(today.getTime() - (20 - i * 4) * DAY);
    await tx.insert(suggerimenti).values({
      titolo: suggestion.titolo,
      testo: `${suggestion.testo} (Suggerimento dimostrativo.)`,
      tematica: suggestion.tema ? (themes.get(suggestion.tema) ?? null) : null,
      aziendaId: at.aziendaId,
      distrettoRef: at.collegno,
      autore: subject,
      tipoAutore: i % 2 === 0 ? 'cittadino' : 'ente',
      pubblicabile: suggestion.pubblicabile,
      risposta: suggestion.risposta,
      rispostaPubblica: suggestion.pubblica,
      rispostoDa: suggestion.risposta ? at.operatore : null,
      rispostoIl: suggestion.risposta ? new Date(sent.getTime() + 3 * DAY) : null,
      createdAt: sent,
    });
  }
  // The events need the calendar service: a job, run once the server is up.
  await jobs.enqueue({ kind: DEMO_EVENTS_JOB, key: DEMO_EVENTS_JOB, runAt: today }, tx);
}

/** The demo events: a few weeks ahead, of a published project and two campaigns (by their demo titles). */
export const demoEvents = [
  {
    padre: { progetto: 'Gruppi di cammino' },
    titolo: 'Camminata inaugurale al Parco della Dora',
    descrizione: 'Un’ora di cammino con i walking leader, aperta a tutti. (Evento dimostrativo.)',
    luogo: 'Parco della Dora, ingresso di corso Francia, Rivoli',
    giorni: 7,
    dalle: '09:30',
    alle: '10:30',
    posti: 25,
  },
  {
    padre: { campagna: 'Gruppi di cammino a Collegno' },
    titolo: 'Primo ritrovo del gruppo di cammino',
    descrizione: 'Presentazione del gruppo e prima camminata. (Evento dimostrativo.)',
    luogo: 'Parco Dalla Chiesa, Collegno',
    giorni: 10,
    dalle: '18:00',
    alle: '19:00',
    posti: 15,
  },
  {
    padre: { campagna: 'Prevenzione Serena: screening del collo dell’utero' },
    titolo: 'Open day dello screening',
    descrizione:
      'Pap test e test HPV senza appuntamento, con le ostetriche del consultorio. (Evento dimostrativo.)',
    luogo: 'Casa della comunità di Collegno, via Martiri XXX Aprile',
    giorni: 14,
    dalle: '14:00',
    alle: '18:00',
    posti: 40,
  },
];
