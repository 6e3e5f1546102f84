import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { createProgettiRepository } from './progetti/progetti.repository.ts';
import { tematiche } from './prosa.tables.ts';

/**
 * Demo projects of ASL TO3 (issue 15's demo data): realistic Italian health-promotion projects across themes and
 * settings, written for the demo (titles prefixed nowhere, but all under the demo authority and marked in the
 * summary's last sentence as examples). Dates relative to the seed's year.
 */
interface DemoProject {
  titolo: string;
  sintesi: string;
  obiettivi: string;
  temi: string[];
  destinatari: string[];
  setting: string[];
  stato: 'bozza' | 'revisione' | 'pubblicato' | 'chiuso';
  where?: 'collegno' | 'rivoli' | 'prevenzione';
  luogo?: string;
}

const DEMO_NOTE = ' (Progetto dimostrativo.)';

const projects: DemoProject[] = [
  {
    titolo: 'Merende sane a scuola',
    sintesi:
      'Percorso con le scuole primarie per merende di metà mattina a base di frutta e verdura di stagione.',
    obiettivi: 'Aumentare il consumo di frutta e verdura tra i bambini e coinvolgere le famiglie.',
    temi: ['ALIMENTAZIONE', 'ALIMENTAZIONE_SANA'],
    destinatari: ['BAMBINI', 'GENITORI', 'INSEGNANTI'],
    setting: ['SCUOLA'],
    stato: 'pubblicato',
    where: 'collegno',
    luogo: 'Scuole primarie di Collegno',
  },
  {
    titolo: 'Gruppi di cammino',
    sintesi: 'Camminate settimanali guidate da walking leader volontari nei parchi cittadini.',
    obiettivi: 'Ridurre la sedentarietà degli adulti e degli anziani e favorire la socialità.',
    temi: ['ATTIVITA_FISICA', 'ATTIVITA_FISICA_CAMMINO'],
    destinatari: ['ADULTI', 'ANZIANI'],
    setting: ['COMUNITA'],
    stato: 'pubblicato',
    where: 'rivoli',
    luogo: 'Parco della Dora, Rivoli',
  },
  {
    titolo: 'Liberi dal fumo',
    sintesi: 'Corsi di gruppo per smettere di fumare con il centro per il trattamento del tabagismo.',
    obiettivi: 'Aiutare i fumatori adulti a smettere e a non ricominciare.',
    temi: ['FUMO', 'FUMO_CESSAZIONE'],
    destinatari: ['ADULTI'],
    setting: ['SANITA'],
    stato: 'pubblicato',
    where: 'prevenzione',
  },
  {
    titolo: 'Unplugged: prevenzione a scuola',
    sintesi:
      'Programma di prevenzione dell’uso di tabacco, alcol e sostanze basato sulle competenze per la vita.',
    obiettivi: 'Ritardare l’iniziazione all’uso di sostanze negli studenti delle secondarie di primo grado.',
    temi: ['DIPENDENZE', 'DIPENDENZE_SOSTANZE', 'SALUTE_MENTALE', 'SALUTE_MENTALE_LIFE_SKILLS'],
    destinatari: ['ADOLESCENTI', 'INSEGNANTI'],
    setting: ['SCUOLA'],
    stato: 'pubblicato',
  },
  {
    titolo: 'Luoghi di lavoro che promuovono salute',
    sintesi: 'Rete di aziende che adottano buone pratiche su alimentazione, movimento, fumo e alcol.',
    obiettivi: 'Diffondere nelle aziende del territorio pratiche raccomandate di promozione della salute.',
    temi: ['LAVORO', 'LAVORO_WHP', 'ALIMENTAZIONE', 'ATTIVITA_FISICA'],
    destinatari: ['LAVORATORI'],
    setting: ['LAVORO'],
    stato: 'pubblicato',
  },
  {
    titolo: 'Caldo e salute: estate sicura',
    sintesi: 'Informazione e sostegno agli anziani fragili durante le ondate di calore.',
    obiettivi: 'Ridurre gli accessi in pronto soccorso degli anziani nei giorni di maggior caldo.',
    temi: ['AMBIENTE', 'AMBIENTE_CALDO'],
    destinatari: ['ANZIANI'],
    setting: ['COMUNITA', 'FAMIGLIA'],
    stato: 'pubblicato',
  },
  {
    titolo: 'Allattamento: un buon inizio',
    sintesi: 'Incontri nei consultori per sostenere l’allattamento al seno nei primi sei mesi.',
    obiettivi: 'Aumentare la quota di bambini allattati in modo esclusivo a sei mesi.',
    temi: ['ALIMENTAZIONE', 'ALIMENTAZIONE_ALLATTAMENTO'],
    destinatari: ['GRAVIDANZA', 'GENITORI'],
    setting: ['SANITA', 'FAMIGLIA'],
    stato: 'pubblicato',
    where: 'collegno',
  },
  {
    titolo: 'Casa sicura per i più piccoli',
    sintesi: 'Visite e materiali per prevenire gli incidenti domestici nei bambini fino a 4 anni.',
    obiettivi: 'Ridurre le cadute, le ustioni e gli avvelenamenti dei bambini in casa.',
    temi: ['SICUREZZA', 'SICUREZZA_DOMESTICA', 'SICUREZZA_BAMBINI'],
    destinatari: ['GENITORI', 'BAMBINI'],
    setting: ['FAMIGLIA'],
    stato: 'pubblicato',
  },
  {
    titolo: 'Screening: io aderisco',
    sintesi: 'Campagna di informazione sui tre screening oncologici gratuiti dell’azienda.',
    obiettivi: 'Aumentare l’adesione agli screening mammografico, cervicale e colorettale.',
    temi: ['SCREENING', 'SCREENING_MAMMELLA', 'SCREENING_CERVICE', 'SCREENING_COLON'],
    destinatari: ['ADULTI'],
    setting: ['SANITA', 'COMUNITA'],
    stato: 'revisione',
  },
  {
    titolo: 'Guida sicura, niente alcol',
    sintesi: 'Incontri nelle autoscuole sui rischi di alcol e guida.',
    obiettivi: 'Ridurre la guida sotto l’effetto dell’alcol tra i neopatentati.',
    temi: ['ALCOL', 'ALCOL_GUIDA', 'SICUREZZA', 'SICUREZZA_STRADALE'],
    destinatari: ['ADOLESCENTI'],
    setting: ['COMUNITA'],
    stato: 'bozza',
  },
  {
    titolo: 'Sorrisi in salute',
    sintesi: 'Educazione all’igiene orale nelle scuole dell’infanzia.',
    obiettivi: 'Prevenire la carie nei bambini in età prescolare.',
    temi: ['SALUTE_ORALE', 'SALUTE_ORALE_CARIE'],
    destinatari: ['BAMBINI', 'GENITORI'],
    setting: ['SCUOLA'],
    stato: 'chiuso',
  },
  {
    titolo: 'Vaccinarsi in gravidanza',
    sintesi: 'Informazione sulle vaccinazioni raccomandate in gravidanza nei percorsi nascita.',
    obiettivi: 'Aumentare la copertura vaccinale contro pertosse e influenza nelle donne in gravidanza.',
    temi: ['VACCINAZIONI', 'VACCINAZIONI_GRAVIDANZA'],
    destinatari: ['GRAVIDANZA'],
    setting: ['SANITA'],
    stato: 'pubblicato',
    where: 'prevenzione',
  },
];

export async function seedDemoProjects(
  tx: Db,
  at: { aziendaId: number; collegno: number | null; rivoli: number | null; prevenzione: number | null },
  autore: string,
  year: number,
): Promise<void> {
  const repo = createProgettiRepository(tx);
  const codes = [...new Set(projects.flatMap((p) => p.temi))];
  const found = await tx
    .select({ id: tematiche.id, codice: tematiche.codice, padreId: tematiche.padreId })
    .from(tematiche)
    .where(inArray(tematiche.codice, codes));
  for (const [i, project] of projects.entries()) {
    const chosen = found.filter((t) => project.temi.includes(t.codice));
    const row = await repo.insert(
      {
        titolo: project.titolo,
        sintesi: project.sintesi + DEMO_NOTE,
        obiettivi: project.obiettivi,
        aziendaId: at.aziendaId,
        distrettoRef:
          project.where === 'collegno' ? at.collegno : project.where === 'rivoli' ? at.rivoli : null,
        dipartimentoRef: project.where === 'prevenzione' ? at.prevenzione : null,
        tematiche: chosen.filter((t) => t.padreId === null).map((t) => t.id),
        sottotematiche: chosen.filter((t) => t.padreId !== null).map((t) => t.id),
        destinatari: project.destinatari,
        setting: project.setting,
        dal: `${year}-${String((i % 9) + 1).padStart(2, '0')}-01`,
        al: `${year + 1}-06-30`,
        stato: project.stato,
        autore,
      },
      tx,
    );
    if (project.luogo) {
      await repo.insertIntervento(
        {
          progettoId: row.id,
          setting: project.setting[0] ?? 'COMUNITA',
          destinatari: project.destinatari,
          dal: `${year}-10-01`,
          al: `${year}-12-15`,
          luogo: project.luogo,
          descrizione: 'Incontri settimanali.',
        },
        tx,
      );
    }
  }
}
