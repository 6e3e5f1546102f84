import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import * as data from './regional.data.ts';
import {
  DEMO_ASL,
  DEMO_REGIONAL_GROUP,
  demoDipartimenti,
  demoDistretti,
  demoGroupPermissions,
  demoQuartieri,
  demoUnita,
} from './regional.demo.ts';
import {
  asl,
  codiciMinisteriali,
  comuni,
  dipartimenti,
  distretti,
  distrettiComuni,
  nazioni,
  presidiOspedalieri,
  province,
  quartieri,
  regioni,
  unitaOperative,
} from './regional.tables.ts';

/** The sections come from the manifest; the demo grants go through authorization (`grantOnce`). */
export type RegionalSeedOptions = ModuleSeedOptions;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/**
 * Seeds the regional reference data once, when there is no region yet: later starts keep what administrators
 * changed. Everything goes in one transaction with multi-row inserts (7,896 comuni in eight statements).
 */
export async function seedRegional(db: Db, options: RegionalSeedOptions): Promise<void> {
  const [existing] = await db.select({ id: regioni.id }).from(regioni).limit(1);
  if (existing) {
    return;
  }
  const countries = await data.loadNazioni();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;

    await tx.insert(nazioni).values(countries);

    const regionRows = data.loadRegioni();
    const insertedRegions = await tx
      .insert(regioni)
      .values(
        regionRows.map(({ codiceRegione, codiceIstat, denominazione }) => ({
          codiceRegione,
          codiceIstat,
          denominazione,
        })),
      )
      .returning({ id: regioni.id, codiceIstat: regioni.codiceIstat, codiceRegione: regioni.codiceRegione });
    const regionByIstat = new Map(insertedRegions.map((r) => [r.codiceIstat, r]));
    await tx.insert(codiciMinisteriali).values(
      regionRows.flatMap((r) =>
        r.codiciMinisteriali.map((codice) => ({
          codice,
          regioneId: required(regionByIstat.get(r.codiceIstat), `regione ISTAT ${r.codiceIstat}`).id,
        })),
      ),
    );

    await tx.insert(province).values(
      data.loadProvince().map((p) => ({
        sigla: p.sigla,
        codiceIstat: p.codiceIstat,
        denominazione: p.denominazione,
        codiceRegione: regionByIstat.get(p.codiceIstatRegione)?.codiceRegione ?? '',
      })),
    );

    await insertChunked(
      data.loadComuni().map((c) => ({ ...c, nomeRicerca: data.searchKey(c.denominazione) })),
      (chunk) => tx.insert(comuni).values(chunk),
    );

    await tx.insert(asl).values(data.loadAsl());

    // A hospital site's ASL is the territorial ASL of its struttura, when the struttura is still in the
    // Ministry's current list (65 sites carry codes of strutture since merged: they keep only their region).
    const aslOfStruttura = new Map(data.loadStrutture().map((s) => [s.codiceStruttura, s.codiceAsl]));
    await tx.insert(presidiOspedalieri).values(
      data.loadStabilimenti().map((p) => ({
        ...p,
        codiceRegione: p.codiceStruttura.slice(0, 3),
        codiceAsl: aslOfStruttura.get(p.codiceStruttura) ?? null,
      })),
    );

    if (options.demo) {
      await seedDemo(tx);
    }
    await tx.execute(sql`analyze regional.comuni`);
  });
  if (options.demo) {
    for (const { section, mask } of demoGroupPermissions) {
      await options.grantOnce(DEMO_REGIONAL_GROUP, section, mask);
    }
  }
}

async function seedDemo(tx: Db) {
  const comuneIds = new Map(
    (await tx.select({ id: comuni.id, codiceIstat: comuni.codiceIstat }).from(comuni)).map((c) => [
      c.codiceIstat,
      c.id,
    ]),
  );
  const idOf = (codiceIstat: string) => comuneIds.get(codiceIstat) ?? 0;

  const createdDistretti = await tx
    .insert(distretti)
    .values(
      demoDistretti.map((d) => ({
        codiceDistretto: d.codiceDistretto,
        distrettoSanitario: d.distrettoSanitario,
        codiceAsl: DEMO_ASL,
        demo: true,
      })),
    )
    .returning({ id: distretti.id, codiceDistretto: distretti.codiceDistretto });
  const distrettoId = (code: string) =>
    required(
      createdDistretti.find((d) => d.codiceDistretto === code),
      `distretto ${code}`,
    ).id;
  await tx
    .insert(distrettiComuni)
    .values(
      demoDistretti.flatMap((d) =>
        d.comuni.map((c) => ({ distrettoId: distrettoId(d.codiceDistretto), comuneId: idOf(c) })),
      ),
    );

  const createdDipartimenti = await tx
    .insert(dipartimenti)
    .values(
      demoDipartimenti.map((d) => ({
        denominazione: d.denominazione,
        distrettoId: distrettoId(d.distretto),
        demo: true,
      })),
    )
    .returning({ id: dipartimenti.id, denominazione: dipartimenti.denominazione });

  const presidi = await tx
    .select({
      id: presidiOspedalieri.id,
      codice: sql<string>`${presidiOspedalieri.codiceStruttura} || '.' || ${presidiOspedalieri.subcodice}`,
    })
    .from(presidiOspedalieri)
    .where(sql`${presidiOspedalieri.codiceAsl} = ${DEMO_ASL}`);
  await tx.insert(unitaOperative).values(
    demoUnita.map((u) => ({
      denominazione: u.denominazione,
      dipartimentoId:
        'dipartimento' in u
          ? (createdDipartimenti.find((d) => d.denominazione === u.dipartimento)?.id ?? null)
          : null,
      presidioId: 'presidio' in u ? (presidi.find((p) => p.codice === u.presidio)?.id ?? null) : null,
      demo: true,
    })),
  );

  await tx
    .insert(quartieri)
    .values(
      demoQuartieri.map((q) => ({ denominazione: q.denominazione, comuneId: idOf(q.comune), demo: true })),
    );
}
