import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { ConflictError } from '../../errors.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { groupPermissions, sections } from '../authorization/authorization.tables.ts';
import { createAslRepository } from './regional.asl.repository.ts';
import { translateConstraintError } from './regional.errors.ts';
import { createPresidiRepository } from './regional.presidi.repository.ts';
import { seedRegional } from './regional.seed.ts';
import { createRegionalService } from './regional.service.ts';
import { comuni, distretti, province, quartieri } from './regional.tables.ts';
import { createTerritorioRepository } from './regional.territorio.repository.ts';
import { countRows, seededDatabase, seedOptions } from './regional.test-utils.ts';

describe.each(testDatabases())('regional data on $name', (kind) => {
  const seeded = seededDatabase(kind, { demo: true });

  const repo = () => ({
    ...createTerritorioRepository(seeded.database.db),
    ...createAslRepository(seeded.database.db),
    ...createPresidiRepository(seeded.database.db),
  });
  const count = (table: typeof comuni | typeof province) => countRows(seeded.database, table);

  it('seeds 20 regions, 107 provinces, 7,896 comuni and 110 ASL', async () => {
    expect(await repo().listRegioni()).toHaveLength(20);
    expect(await count(province)).toBe(107);
    expect(await count(comuni)).toBe(7896);
    expect(await repo().listAsl()).toHaveLength(110);
    expect((await repo().listPresidi()).length).toBe(378);
    expect((await repo().listNazioni()).length).toBeGreaterThan(240);
  });

  it('seeds once: a second run leaves what is there', async () => {
    const before = await repo().findComuneByCodiceCatastale('H501');
    await seeded.database.db
      .update(comuni)
      .set({ denominazione: 'Roma Capitale' })
      .where(sql`${comuni.codiceCatastale} = 'H501'`);
    await seedRegional(seeded.database.db, seedOptions(seeded.database, true));
    expect((await repo().findComuneByCodiceCatastale('H501'))?.denominazione).toBe('Roma Capitale');
    expect(await count(comuni)).toBe(7896);
    await seeded.database.db
      .update(comuni)
      .set({ denominazione: before?.denominazione ?? 'Roma' })
      .where(sql`${comuni.codiceCatastale} = 'H501'`);
  });

  it('finds Roma, Milano and Torino by codice catastale', async () => {
    expect(await repo().findComuneByCodiceCatastale('H501')).toMatchObject({
      denominazione: 'Roma',
      siglaProvincia: 'RM',
    });
    expect(await repo().findComuneByCodiceCatastale('F205')).toMatchObject({ denominazione: 'Milano' });
    expect(await repo().findComuneByCodiceCatastale('L219')).toMatchObject({ denominazione: 'Torino' });
  });

  it("starts every ASL code with a Ministry code of the ASL's region", async () => {
    const regioni = await repo().listRegioni();
    const asl = await repo().listAsl();
    expect(asl).toHaveLength(110);
    for (const a of asl) {
      const regione = regioni.find((r) => r.id === a.regioneId);
      expect(regione?.codiciMinisteriali, a.codiceAsl).toContain(a.codiceAsl.slice(0, 3));
      expect(a.codiceAzienda).toBe(a.codiceAsl.slice(3));
    }
    expect(await repo().findAslByCodice('010203')).toMatchObject({
      codiceRegione: '010',
      codiceAzienda: '203',
    });
  });

  it('lists the ASL of Trentino-Alto Adige under its own code and under each Ministry code', async () => {
    expect((await repo().listAsl({ codRegione: '040' })).map((a) => a.codiceAsl)).toEqual([
      '041201',
      '042101',
    ]);
    expect((await repo().listAsl({ codRegione: '041' })).map((a) => a.codiceAsl)).toEqual(['041201']);
    expect((await repo().listProvince('040')).map((p) => p.sigla).sort()).toEqual(['BZ', 'TN']);
  });

  it('gives a hospital site the ASL of its facility, and none when the facility code has been retired', async () => {
    const [agnelli] = await repo().listPresidi({ codiceStruttura: '010030' });
    expect(agnelli).toMatchObject({ codicePresidio: '010030.01', codiceAsl: '010203', codiceRegione: '010' });
    const retired = await repo().listPresidi({ codiceStruttura: '050201' });
    expect(retired.length).toBeGreaterThan(0);
    expect(retired.every((p) => p.codiceAsl === null && p.codiceRegione === '050')).toBe(true);
  });

  it('seeds demo districts, departments, units and neighbourhoods for ASL TO3 only, flagged as demo', async () => {
    const ds = await repo().listDistretti();
    expect(ds.length).toBe(3);
    expect(
      ds.every((d) => d.demo && d.codiceAsl === '010203' && /dimostrativo/.test(d.distrettoSanitario)),
    ).toBe(true);
    const dipartimenti = await repo().listDipartimenti();
    expect(dipartimenti).toHaveLength(2);
    expect(dipartimenti.every((d) => d.demo)).toBe(true);
    const unita = await repo().listUnita();
    expect(unita.length).toBe(3);
    expect(unita.every((u) => u.demo && u.codiceAsl === '010203')).toBe(true);
    const quartieri = await repo().listQuartieri();
    expect(quartieri).toHaveLength(3);
    expect(quartieri.every((q) => q.demo)).toBe(true);
    const granted = await seeded.database.db.select().from(groupPermissions);
    expect(granted.find((g) => g.section === 'gestioneregionale.distretti')).toMatchObject({
      groupName: '/regionale/operatori',
      mask: 32 | 16 | 8 | 4 | 1,
    });
    expect(granted.find((g) => g.section === 'gestioneregionale.regioni')?.mask).toBe(32 | 16);
    expect((await seeded.database.db.select().from(sections)).map((s) => s.name)).toContain(
      'gestioneregionale.comuni',
    );
  });

  it('searches comuni by name prefix, by word, most populous first', async () => {
    const roma = await repo().searchComuniByName('roma', 5);
    expect(roma[0]?.denominazione).toBe('Roma');
    expect(roma).toHaveLength(5);
    expect((await repo().searchComuniByName('reggio emilia', 10)).map((c) => c.denominazione)).toEqual([
      "Reggio nell'Emilia",
    ]);
    expect((await repo().searchComuniByName('FORLI', 3))[0]?.denominazione).toBe('Forlì');
    const emilia = await repo().searchComuniByName('emilia', 20);
    expect(emilia.map((c) => c.denominazione)).toContain("Reggio nell'Emilia");
    expect(await repo().searchComuniByName('%', 10)).toEqual([]);
    expect((await repo().searchComuniByCodiceIstat('058091', 10)).map((c) => c.denominazione)).toEqual([
      'Roma',
    ]);
    expect((await repo().searchComuniByCodiceCatastale('F20', 20)).map((c) => c.codiceCatastale)).toContain(
      'F205',
    );
  });

  it('can answer the name search from its prefix index', async () => {
    const plan = await seeded.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from regional.comuni where nome_ricerca like 'tor%'`);
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain('comuni_nome_ricerca_idx');
  });

  it('refuses a comune in a province that does not exist, and a second comune with the same code', async () => {
    const orphan = seeded.database.db.insert(comuni).values({
      codiceIstat: '999999',
      denominazione: 'Orfano',
      siglaProvincia: 'QQ',
      codiceCatastale: 'Q999',
      nomeRicerca: 'orfano',
    });
    const fk = await orphan.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(pgErrorOf(fk)).toMatchObject({
      code: '23503',
      constraint: 'comuni_sigla_provincia_province_sigla_fk',
    });
    const translated = translateConstraintError(fk, ['comuni']);
    expect(translated).toBeInstanceOf(ConflictError);
    expect((translated as ConflictError).details[0]?.path).toBe('body.siglaProvincia');

    const duplicate = await seeded.database.db
      .insert(comuni)
      .values({
        codiceIstat: '999998',
        denominazione: 'Doppione',
        siglaProvincia: 'RM',
        codiceCatastale: 'H501',
        nomeRicerca: 'doppione',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const conflict = translateConstraintError(duplicate, ['comuni']) as ConflictError;
    expect(conflict.status).toBe(409);
    expect(conflict.details).toEqual([
      { path: 'body.codiceCatastale', message: 'Esiste già un comune con questo codice catastale.' },
    ]);
  });

  it('refuses to delete a province that still has comuni, even without the service', async () => {
    const error = await seeded.database.db
      .delete(province)
      .where(sql`${province.sigla} = 'RM'`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    // RESTRICT is 23001 on recent PostgreSQL (PGlite), 23503 on older ones.
    expect(['23503', '23001']).toContain(pgErrorOf(error)?.code);
    const conflict = translateConstraintError(error, []) as ConflictError;
    expect(conflict.details[0]?.path).toBe('comuni');
  });

  it('updates only the version that was read', async () => {
    const quartiere = (await repo().listQuartieri())[0];
    if (!quartiere) {
      throw new Error('no demo quartiere');
    }
    const values = { denominazione: `${quartiere.denominazione} bis`, comuneId: quartiere.comuneId };
    expect(await repo().updateQuartiere(quartiere.id, quartiere.version, values)).toBe(true);
    expect(await repo().updateQuartiere(quartiere.id, quartiere.version, values)).toBe(false);
    expect((await repo().findQuartiere(quartiere.id))?.version).toBe(quartiere.version + 1);
    await seeded.database.db
      .update(quartieri)
      .set({ denominazione: quartiere.denominazione })
      .where(sql`${quartieri.id} = ${quartiere.id}`);
  });

  it('carries a corrected ASL code over to its districts', async () => {
    const service = createRegionalService({
      db: seeded.database.db,
      audit: createAuditLog({ db: seeded.database.db }),
    });
    const ctx = { actor: { userId: 'u-test', username: 'tester' }, requestId: 'r-1' };
    const created = await service.writes.asl.create(
      {
        codiceAsl: '010990',
        codiceRegione: '010',
        denominazioneAzienda: 'ASL di prova',
        indirizzo: null,
        cap: null,
        comuneSedeIstat: null,
      },
      ctx,
    );
    const distretto = await service.writes.distretto.create(
      {
        codiceDistretto: 'P1',
        distrettoSanitario: 'Distretto di prova',
        codiceAsl: '010990',
        comuniAnnessi: [],
      },
      ctx,
    );
    await service.writes.asl.update(
      created.id,
      {
        codiceAsl: '010991',
        codiceRegione: '010',
        denominazioneAzienda: 'ASL di prova',
        indirizzo: null,
        cap: null,
        comuneSedeIstat: null,
        version: created.version,
      },
      ctx,
    );
    expect((await service.getDistretto(distretto.id)).codiceAsl).toBe('010991');
    await service.writes.distretto.remove(distretto.id, ctx);
    await service.writes.asl.remove(created.id, ctx);
    const audited = await seeded.database.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.actorUsername} = 'tester'`);
    expect(audited.map((a) => `${a.entity}:${a.action}`)).toEqual([
      'asl:create',
      'distretto:create',
      'asl:update',
      'distretto:delete',
      'asl:delete',
    ]);
  });

  it('writes nothing, audit included, when a rule fails', async () => {
    const service = createRegionalService({
      db: seeded.database.db,
      audit: createAuditLog({ db: seeded.database.db }),
    });
    const ctx = { actor: { userId: 'u-test', username: 'nobody' } };
    await expect(
      service.writes.distretto.create(
        {
          codiceDistretto: null,
          distrettoSanitario: 'Mai creato',
          codiceAsl: '010203',
          comuniAnnessi: [999999],
        },
        ctx,
      ),
    ).rejects.toMatchObject({ status: 409, details: [{ path: 'body.comuniAnnessi' }] });
    const { db } = seeded.database;
    expect(
      await db.select().from(distretti).where(sql`${distretti.distrettoSanitario} = 'Mai creato'`),
    ).toEqual([]);
    expect(await db.select().from(auditEntries).where(sql`${auditEntries.actorUsername} = 'nobody'`)).toEqual(
      [],
    );
  });
});
