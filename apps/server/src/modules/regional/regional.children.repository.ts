import type { Comune, Provincia, Regione } from '@halo/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { aslQuery, dipartimentiQuery } from './regional.asl.repository.ts';
import { presidiWhere, unitaQuery } from './regional.presidi.repository.ts';
import {
  asl,
  codiciMinisteriali,
  comuni,
  dipartimenti,
  distretti,
  distrettiComuni,
  presidiOspedalieri,
  province,
  quartieri,
  unitaOperative,
} from './regional.tables.ts';

/** A child record that stops its parent from being deleted (listed in the 409's details). */
export interface ChildRef {
  kind: string;
  id: number;
  label: string;
}

/**
 * What still uses a record an edit would remove (SQL only, STYLE.md §4): the children that stop a delete, the ASL
 * that keep a region's Ministry codes. The services refuse the edit with these listed.
 */
export function createChildrenRepository(db: Db) {
  async function presidiRefs(where: SQL): Promise<ChildRef[]> {
    const rows = await presidiWhere(db, where);
    return rows.map((p) => ({
      kind: 'presidiospedalieri',
      id: p.id,
      label: `${p.codicePresidio} - ${p.denominazione}`,
    }));
  }
  async function unitaRefs(where: SQL): Promise<ChildRef[]> {
    const rows = await unitaQuery(db, where);
    return rows.map((u) => ({ kind: 'unitaoperative', id: u.id, label: u.denominazione }));
  }

  return {
    async childrenOfRegione(regione: Regione): Promise<ChildRef[]> {
      const provs = await db
        .select({ id: province.id, sigla: province.sigla, denominazione: province.denominazione })
        .from(province)
        .where(eq(province.codiceRegione, regione.codiceRegione))
        .orderBy(asc(province.sigla));
      const asls = await aslQuery(db, eq(codiciMinisteriali.regioneId, regione.id));
      return [
        ...provs.map((p) => ({ kind: 'province', id: p.id, label: `${p.sigla} - ${p.denominazione}` })),
        ...asls.map((a) => ({ kind: 'asl', id: a.id, label: `${a.codiceAsl} - ${a.denominazioneAzienda}` })),
      ];
    },
    /** ASL registered under one of the codes, to check that a region keeps the codes its ASL use. */
    aslByCodiciRegione(codes: string[]) {
      return codes.length === 0 ? Promise.resolve([]) : aslQuery(db, inArray(asl.codiceRegione, codes));
    },
    async childrenOfProvincia(provincia: Provincia): Promise<ChildRef[]> {
      const rows = await db
        .select({ id: comuni.id, codiceIstat: comuni.codiceIstat, denominazione: comuni.denominazione })
        .from(comuni)
        .where(eq(comuni.siglaProvincia, provincia.sigla))
        .orderBy(asc(comuni.denominazione));
      return rows.map((c) => ({ kind: 'comuni', id: c.id, label: `${c.codiceIstat} - ${c.denominazione}` }));
    },
    async childrenOfComune(comune: Comune): Promise<ChildRef[]> {
      const qs = await db
        .select({ id: quartieri.id, denominazione: quartieri.denominazione })
        .from(quartieri)
        .where(eq(quartieri.comuneId, comune.id))
        .orderBy(asc(quartieri.denominazione));
      const ds = await db
        .select({ id: distretti.id, nome: distretti.distrettoSanitario })
        .from(distrettiComuni)
        .innerJoin(distretti, eq(distretti.id, distrettiComuni.distrettoId))
        .where(eq(distrettiComuni.comuneId, comune.id))
        .orderBy(asc(distretti.distrettoSanitario));
      return [
        ...qs.map((q) => ({ kind: 'quartieri', id: q.id, label: q.denominazione })),
        ...ds.map((d) => ({ kind: 'distretti', id: d.id, label: d.nome })),
      ];
    },
    async childrenOfAsl(codiceAsl: string): Promise<ChildRef[]> {
      const ds = await db
        .select({ id: distretti.id, nome: distretti.distrettoSanitario })
        .from(distretti)
        .where(eq(distretti.codiceAsl, codiceAsl))
        .orderBy(asc(distretti.distrettoSanitario));
      return [
        ...ds.map((d) => ({ kind: 'distretti', id: d.id, label: d.nome })),
        ...(await presidiRefs(eq(presidiOspedalieri.codiceAsl, codiceAsl))),
      ];
    },
    async childrenOfDistretto(id: number): Promise<ChildRef[]> {
      const deps = await dipartimentiQuery(db, eq(dipartimenti.distrettoId, id));
      return [
        ...deps.map((d) => ({ kind: 'dipartimenti', id: d.id, label: d.denominazione })),
        ...(await presidiRefs(eq(presidiOspedalieri.distrettoId, id))),
      ];
    },
    childrenOfDipartimento: (id: number) => unitaRefs(eq(unitaOperative.dipartimentoId, id)),
    childrenOfPresidio: (id: number) => unitaRefs(eq(unitaOperative.presidioId, id)),
  };
}
