import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { createCampagneRepository } from './campagne/campagne.repository.ts';
import { tematiche } from './prosa.tables.ts';

/**
 * Demo campaigns of ASL TO3 (issue 15's demo data), modelled on the campaigns Piedmont's authorities run: the
 * seasonal flu vaccination, the regional screening programme "Prevenzione Serena", walking groups. Each says in its
 * description that it is an example. Periods are relative to the day of the seed, so they are running then.
 */
interface DemoCampaign {
  titolo: string;
  descrizione: string;
  invito: string;
  linkInvito: string | null;
  temi: string[];
  etaMin: number | null;
  etaMax: number | null;
  sesso: 'F' | 'M' | null;
  /** Days from the seed's day. */
  da: number;
  a: number;
  capienza: number | null;
  where?: 'collegno';
}

const DEMO_NOTE = ' (Campagna dimostrativa.)';

const campaigns: DemoCampaign[] = [
  {
    titolo: 'Vaccinazione antinfluenzale',
    descrizione:
      'La vaccinazione contro l’influenza stagionale è offerta gratuitamente alle persone di 60 anni e più, alle persone con malattie croniche, alle donne in gravidanza e a chi lavora nei servizi essenziali.',
    invito: 'Prenota la vaccinazione dal tuo medico di famiglia o nelle farmacie aderenti.',
    linkInvito: 'https://www.salute.gov.it/portale/influenza/',
    temi: ['VACCINAZIONI'],
    etaMin: 60,
    etaMax: null,
    sesso: null,
    da: -40,
    a: 70,
    capienza: null,
  },
  {
    titolo: 'Prevenzione Serena: screening del collo dell’utero',
    descrizione:
      'Il programma regionale di screening invita le donne dai 25 ai 64 anni al pap test o al test HPV, gratuito e senza impegnativa.',
    invito: 'Aderisci: riceverai la lettera con la data e il centro del tuo appuntamento.',
    linkInvito: null,
    temi: ['SCREENING'],
    etaMin: 25,
    etaMax: 64,
    sesso: 'F',
    da: -90,
    a: 275,
    capienza: null,
  },
  {
    titolo: 'Gruppi di cammino a Collegno',
    descrizione:
      'Camminate di un’ora, due volte alla settimana, con un walking leader formato dall’ASL, nei parchi di Collegno e Grugliasco. Adatte a tutti, anche a chi non fa attività fisica da tempo.',
    invito: 'Aderisci per avere un posto nel gruppo: il ritrovo è al Parco Dalla Chiesa.',
    linkInvito: null,
    temi: ['ATTIVITA_FISICA'],
    etaMin: 18,
    etaMax: null,
    sesso: null,
    da: -15,
    a: 180,
    capienza: 30,
    where: 'collegno',
  },
];

const day = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoCampaigns(
  tx: Db,
  at: { aziendaId: number; collegno: number | null; prevenzione: number | null },
  autore: string,
  today: Date,
): Promise<void> {
  const repo = createCampagneRepository(tx);
  const found = await tx
    .select({ id: tematiche.id, codice: tematiche.codice })
    .from(tematiche)
    .where(inArray(tematiche.codice, [...new Set(campaigns.flatMap((c) => c.temi))]));
  for (const campaign of campaigns) {
    await repo.insert(
      {
        titolo: campaign.titolo,
        descrizione: campaign.descrizione + DEMO_NOTE,
        invito: campaign.invito,
        linkInvito: campaign.linkInvito,
        aziendaId: at.aziendaId,
        distrettoRef: campaign.where === 'collegno' ? at.collegno : null,
        dipartimentoRef: at.prevenzione,
        tematiche: found.filter((t) => campaign.temi.includes(t.codice)).map((t) => t.id),
        etaMin: campaign.etaMin,
        etaMax: campaign.etaMax,
        sesso: campaign.sesso,
        dal: day(today, campaign.da),
        al: day(today, campaign.a),
        capienza: campaign.capienza,
        stato: 'pubblicata',
        autore,
      },
      tx,
    );
  }
}
