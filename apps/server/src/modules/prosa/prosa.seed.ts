import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { createProfilesRepository, type NewOperatoreRow } from './profiles/profiles.repository.ts';
import { DEMO_EVENTS_JOB, seedDemoActivities } from './prosa.demo-attivita.ts';
import { seedDemoCampaigns } from './prosa.demo-campagne.ts';
import { seedDemoProjects } from './prosa.demo-progetti.ts';
import { createProsaRepository } from './prosa.repository.ts';
import { tematiche } from './prosa.tables.ts';
import { themes } from './prosa.themes.ts';

const DEMO_ASL = '010203';
/** Real structures of ASL TO3 the demo registers: the hospitals of Pinerolo and Rivoli. */
const DEMO_STRUCTURES = ['PINEROLO', 'RIVOLI'];

/**
 * The theme tree at every start (what is missing, by code); in demo mode, ASL TO3 joined with its demo districts
 * and departments (the regional demo data) and two of its real hospitals, once.
 */
export async function seedProsa(db: Db, options: ModuleSeedOptions): Promise<void> {
  const repo = createProsaRepository(db);
  await db.transaction((tx) => repo.seedThemes(themes, tx as unknown as Db));
  if (!options.demo || (await repo.findAziendaByCodice(DEMO_ASL))) return;

  const { regional, structures } = options.services;
  if (!(await regional.findAslByCodice(DEMO_ASL))) return;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const [distretti, dipartimenti, strutture] = await Promise.all([
    regional.listDistretti(DEMO_ASL),
    regional.listDipartimenti({ codiceAsl: DEMO_ASL }),
    structures.list({ codiceAsl: DEMO_ASL }),
  ]);
  const hospitals = strutture.filter((s) =>
    DEMO_STRUCTURES.some((name) => s.denominazione.toUpperCase().includes(name)),
  );
  const people = new Map<string, string>();
  for (const username of DEMO_PEOPLE) {
    const id = await options.demoUserId(username);
    if (id) people.set(username, id);
  }
  const profiles = createProfilesRepository(db);
  // The demo's events are a job queued in the transaction below: its queue exists before.
  await options.jobs.declare(DEMO_EVENTS_JOB);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const azienda = await repo.insertAzienda(DEMO_ASL, tx);
    if (!azienda) return;
    /** Registers the parts; answers the registered id of the one whose name holds `named`. */
    const register = async (
      kind: 'distretto' | 'dipartimento' | 'struttura',
      refs: { id: number; name: string }[],
    ) => {
      const rows = new Map<string, number>();
      for (const ref of refs) {
        const row = await repo.insertPart(kind, azienda.id, ref.id, tx);
        if (row) rows.set(ref.name, row.id);
      }
      return (named: string) => [...rows].find(([name]) => name.includes(named))?.[1] ?? null;
    };
    const district = await register(
      'distretto',
      distretti.filter((d) => d.demo).map((d) => ({ id: d.id, name: d.distrettoSanitario })),
    );
    const department = await register(
      'dipartimento',
      dipartimenti.filter((d) => d.demo).map((d) => ({ id: d.id, name: d.denominazione })),
    );
    await register(
      'struttura',
      hospitals.slice(0, 2).map((h) => ({ id: h.id, name: h.denominazione })),
    );
    const collegno = district('Collegno');
    const rivoli = district('Rivoli');
    const staff = (username: string, values: Omit<NewOperatoreRow, 'subject' | 'aziendaId'>) => {
      const subject = people.get(username);
      return subject
        ? profiles.insertOperatore({ ...values, subject, aziendaId: azienda.id }, tx)
        : undefined;
    };
    await staff('operatore.sanitario', { ruolo: 'operatore', tipologia: 'SANITARIO', livello: 'ASL' });
    await staff('operatore.amministrativo', {
      ruolo: 'operatore',
      tipologia: 'AMMINISTRATIVO',
      livello: 'DIPARTIMENTO',
      rifDipartimento: department('prevenzione'),
    });
    await staff('responsabile.asl', { ruolo: 'responsabile', tipologia: 'SANITARIO', livello: 'ASL' });
    await staff('responsabile.distretto', {
      ruolo: 'responsabile',
      tipologia: 'SANITARIO',
      livello: 'DISTRETTO',
      rifDistretto: rivoli,
      distrettoRef: rivoli,
    });
    const ente = people.get('ente');
    if (ente) {
      await profiles.insertEnte(
        {
          subject: ente,
          nome: 'Istituto comprensivo dimostrativo di Collegno',
          localita: 'Collegno',
          aziendaId: azienda.id,
          distrettoRef: collegno,
        },
        tx,
      );
    }
    const cittadino = people.get('cittadino');
    if (cittadino) {
      const chosen = await tx
        .select({ id: tematiche.id, codice: tematiche.codice })
        .from(tematiche)
        .where(inArray(tematiche.codice, ['ALIMENTAZIONE', 'ATTIVITA_FISICA', 'ATTIVITA_FISICA_CAMMINO']));
      const id = (codice: string) => chosen.find((t) => t.codice === codice)?.id;
      await profiles.insertCittadino(
        {
          subject: cittadino,
          aziendaId: azienda.id,
          distrettoRef: collegno,
          dataNascita: '1985-04-12',
          sesso: 'F',
          tematichePref: [id('ALIMENTAZIONE'), id('ATTIVITA_FISICA')].filter((t) => t !== undefined),
          sottoTematichePref: [id('ATTIVITA_FISICA_CAMMINO')].filter((t) => t !== undefined),
          boardingCompletato: true,
        },
        tx,
      );
    }
    const author = people.get('operatore.sanitario');
    if (author) {
      await seedDemoProjects(
        tx,
        { aziendaId: azienda.id, collegno, rivoli, prevenzione: department('prevenzione') },
        author,
        new Date().getUTCFullYear(),
      );
      await seedDemoCampaigns(
        tx,
        { aziendaId: azienda.id, collegno, prevenzione: department('prevenzione') },
        author,
        new Date(),
      );
      await seedDemoActivities(tx, options.jobs, {
        aziendaId: azienda.id,
        collegno,
        ente: people.get('ente'),
        cittadino,
        operatore: author,
      });
    }
  });
}

/** The demo users with a Pro.Sa. profile (src/idp/demo-users.ts). */
export const DEMO_PEOPLE = [
  'operatore.sanitario',
  'operatore.amministrativo',
  'responsabile.asl',
  'responsabile.distretto',
  'ente',
  'cittadino',
] as const;
