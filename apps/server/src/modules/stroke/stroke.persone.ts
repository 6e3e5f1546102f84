import type { Page } from '@halo/contract';
import { etaAl } from '@halo/contract/prosa-profiles';
import {
  type Accesso,
  type Caregiver,
  type InvitaCaregiver,
  type InvitaPaziente,
  type InvitoTipo,
  type Medico,
  type MedicoCreate,
  type MedicoUpdate,
  strokeMessages as m,
  type Paziente,
  type PazienteUpdate,
  type PazientiQuery,
  type ProfiloStroke,
} from '@halo/contract/stroke';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { keptAnswers } from '../../db/kept-answers.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { required } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { pageWindow } from '../../http/write-context.ts';
import { nextRomeMidnight, romeDate } from '../../time.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { IdentityAdmin, IdentityUser } from '../authorization/identity/identity.port.ts';
import { type InvitiService, type InvitoRow, inviterName } from './stroke.inviti.ts';
import {
  type CaregiverRow,
  type MedicoRow,
  PATIENT_ENTITY,
  type PazienteRow,
  type StrokeScope,
  type StrokeViewer,
} from './stroke.scope.ts';
import { allerte, caregivers, consensi, inviti, medici, pazienti } from './stroke.tables.ts';

export interface PersoneDeps {
  db: Db;
  /** Reads kept until their tables change on any replica (docs/adr/0032); absent, every read is made. */
  cache?: ReadCache;
  audit: AuditLog;
  identity: IdentityAdmin;
  scope: StrokeScope;
  inviti: InvitiService;
  clock?: () => Date;
}

/** What a page of patients shows besides their rows. */
interface PatientsData {
  doctorOf: Map<number, { id: number; nome: string; cognome: string }>;
  alertsOf: Map<number, number>;
  invites: Map<number, InvitoRow>;
}

interface PatientsPage {
  rows: PazienteRow[];
  total: number;
  data: PatientsData;
}

const emailTaken = () => new ConflictError(m.emailTaken, [{ path: 'body.email', message: m.emailTaken }]);

/** A unique violation of an address or a codice fiscale, as the 409 the form shows on that field. */
function uniqueConflict(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    if (pg.constraint?.includes('codice_fiscale')) {
      const message = 'Esiste già un paziente con questo codice fiscale.';
      throw new ConflictError(message, [{ path: 'body.codiceFiscale', message }]);
    }
    throw emailTaken();
  }
  throw error;
}

/**
 * Doctors, patients and caregivers of the stroke service, and their invitations (docs/adr/0023). Accounts are made
 * through the identity port, disabled until the invitation is confirmed; every read of a patient is recorded.
 */
export function createPersoneService(deps: PersoneDeps) {
  const { db, scope } = deps;
  const now = deps.clock ?? (() => new Date());

  async function medicoView(row: MedicoRow, who: StrokeViewer | null): Promise<Medico> {
    const [[patients], invito] = await Promise.all([
      db.select({ n: count() }).from(pazienti).where(eq(pazienti.medicoId, row.id)),
      deps.inviti.latest({ tipo: 'medico', medicoId: row.id }),
    ]);
    return {
      id: row.id,
      nome: row.nome,
      cognome: row.cognome,
      email: row.email,
      telefono: row.telefono,
      specializzazione: row.specializzazione,
      struttura: row.struttura,
      pazienti: patients?.n ?? 0,
      invito: invito ? await deps.inviti.view(invito, who) : null,
      version: row.version,
    };
  }

  /**
   * What patients' answers show besides their rows, read for all of them at once (a page of twenty made sixty
   * queries one by one): their doctors, open alerts and latest invitations.
   */
  async function patientsData(rows: readonly PazienteRow[], withInvite: boolean): Promise<PatientsData> {
    if (rows.length === 0) return { doctorOf: new Map(), alertsOf: new Map(), invites: new Map() };
    const ids = rows.map((row) => row.id);
    const [doctors, alerts, invites] = await Promise.all([
      db
        .select({ id: medici.id, nome: medici.nome, cognome: medici.cognome })
        .from(medici)
        .where(inArray(medici.id, [...new Set(rows.map((row) => row.medicoId))])),
      db
        .select({ pazienteId: allerte.pazienteId, n: count() })
        .from(allerte)
        .where(and(inArray(allerte.pazienteId, ids), isNull(allerte.chiusa)))
        .groupBy(allerte.pazienteId),
      withInvite ? deps.inviti.latestOfPatients(ids) : new Map<number, InvitoRow>(),
    ]);
    return {
      doctorOf: new Map(doctors.map((doctor) => [doctor.id, doctor])),
      alertsOf: new Map(alerts.map((row) => [row.pazienteId, row.n])),
      invites,
    };
  }

  /**
   * Patients as answers show them at instant `at`, and until when they stay so: an age changes at midnight in
   * Italy, an invitation's state when it expires.
   */
  function viewsAt(
    rows: readonly PazienteRow[],
    data: PatientsData,
    who: StrokeViewer | null,
    at: Date,
  ): { answer: Paziente[]; until: number } {
    const today = romeDate(at);
    let until = nextRomeMidnight(at);
    const answer = rows.map((row) => {
      const invito = data.invites.get(row.id);
      const expires = invito?.scadeIl.getTime();
      if (invito?.stato === 'inviato' && expires !== undefined && expires > at.getTime()) {
        until = Math.min(until, expires);
      }
      return {
        id: row.id,
        nome: row.nome,
        cognome: row.cognome,
        email: row.email,
        telefono: row.telefono,
        codiceFiscale: row.codiceFiscale,
        dataNascita: row.dataNascita,
        eta: etaAl(row.dataNascita, today),
        sesso: row.sesso as 'M' | 'F',
        medico: required(data.doctorOf.get(row.medicoId), `stroke.medico ${row.medicoId}`),
        allerteAperte: data.alertsOf.get(row.id) ?? 0,
        invito: invito ? deps.inviti.viewOf(invito, row, who, at) : null,
        version: row.version,
      };
    });
    return { answer, until };
  }

  async function pazientiViews(
    rows: readonly PazienteRow[],
    who: StrokeViewer | null,
    withInvite: boolean,
  ): Promise<Paziente[]> {
    return viewsAt(rows, await patientsData(rows, withInvite), who, now()).answer;
  }

  /**
   * A page of a doctor's patients, read in three statements (rows, total, what the rows show), kept until one of
   * their tables changes on any replica; and the page as each viewer sees it, kept with it until the clock changes
   * it (db/kept-answers.ts). A doctor opens the list at every look at their patients.
   */
  async function patientsPage(doctor: number | undefined, query: PazientiQuery): Promise<PatientsPage> {
    const where = and(
      doctor === undefined ? undefined : eq(pazienti.medicoId, doctor),
      searchCondition(query.q),
    );
    const field = query.sort?.replace(/^-/, '') ?? 'cognome';
    const column =
      {
        cognome: pazienti.cognome,
        nome: pazienti.nome,
        dataNascita: pazienti.dataNascita,
        aggiornato: pazienti.updatedAt,
      }[field] ?? pazienti.cognome;
    const order = query.sort?.startsWith('-') ? desc : asc;
    const { offset, limit } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(pazienti)
        .where(where)
        .orderBy(
          ...(query.sort
            ? []
            : [
                sql`EXISTS (SELECT 1 FROM ${allerte} WHERE ${allerte.pazienteId} = ${pazienti.id} AND ${allerte.chiusa} IS NULL) DESC`,
              ]),
          order(column),
          asc(pazienti.cognome),
          asc(pazienti.nome),
          asc(pazienti.id),
        )
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(pazienti).where(where),
    ]);
    return { rows, total: total?.n ?? 0, data: await patientsData(rows, true) };
  }
  const pageKey = ({ doctor, query }: { doctor: number | undefined; query: PazientiQuery }) =>
    JSON.stringify([doctor ?? null, query.q ?? null, query.sort ?? null, query.page, query.size]);
  const readPage = deps.cache
    ? deps.cache.memo({
        tables: [pazienti, allerte, inviti, medici],
        keyOf: pageKey,
        load: ({ doctor, query }) => patientsPage(doctor, query),
        max: 2000,
      })
    : ({ doctor, query }: { doctor: number | undefined; query: PazientiQuery }) =>
        patientsPage(doctor, query);
  const pages = keptAnswers<Page<Paziente>>({ perSource: 16 });

  async function pazienteView(
    row: PazienteRow,
    who: StrokeViewer | null,
    withInvite: boolean,
  ): Promise<Paziente> {
    const [view] = await pazientiViews([row], who, withInvite);
    return required(view, 'stroke.paziente');
  }

  async function caregiverView(
    consent: typeof consensi.$inferSelect,
    person: CaregiverRow,
    who: StrokeViewer | null,
  ): Promise<Caregiver> {
    const invito = await deps.inviti.latest({
      tipo: 'caregiver',
      pazienteId: consent.pazienteId,
      caregiverId: person.id,
    });
    return {
      id: person.id,
      nome: person.nome,
      cognome: person.cognome,
      email: person.email,
      telefono: person.telefono,
      relazione: consent.relazione,
      consenso: {
        attivo: consent.revocatoIl === null,
        datoIl: consent.datoIl.toISOString(),
        revocatoIl: consent.revocatoIl?.toISOString() ?? null,
      },
      invito: invito ? await deps.inviti.view(invito, who) : null,
    };
  }

  async function medicoRow(id: number): Promise<MedicoRow> {
    const [row] = await db.select().from(medici).where(eq(medici.id, id));
    if (!row) throw new NotFoundError(m.medicoNotFound);
    return row;
  }

  /** Keeps the account's names and address in step with the service's record. */
  async function syncAccount(subject: string, person: { nome: string; cognome: string; email: string }) {
    const user = await deps.identity.getUser(subject);
    if (
      !user ||
      (user.firstName === person.nome && user.lastName === person.cognome && user.email === person.email)
    )
      return;
    await deps.identity.updateUser(
      user.id,
      {
        email: person.email,
        firstName: person.nome,
        lastName: person.cognome,
        enabled: user.enabled,
        realmRoles: user.realmRoles,
        clientRoles: user.clientRoles,
        attributes: user.attributes,
      },
      user.version,
    );
  }

  /**
   * Creates the account, then the service's rows in one transaction (the invitation with them), then mails it.
   * If the rows fail, an account made for them is removed again.
   */
  async function invite<T>(
    tipo: InvitoTipo,
    person: { nome: string; cognome: string; email: string },
    write: (tx: Db, user: IdentityUser) => Promise<{ result: T; invito: { row: InvitoRow; code: string } }>,
    who: StrokeViewer,
  ): Promise<T> {
    const { user, created } = await deps.inviti.account(tipo, person);
    let written: { result: T; invito: { row: InvitoRow; code: string } };
    try {
      written = await inTransaction(db, (tx) => write(tx, user));
    } catch (error) {
      if (created) await deps.identity.deleteUser(user.id).catch(() => undefined);
      uniqueConflict(error);
    }
    await deps.inviti.mail(
      written.invito.row,
      written.invito.code,
      { nome: person.nome, email: person.email, username: user.username },
      inviterName(who, tipo),
    );
    return written.result;
  }

  function checkBirthDate(date: string) {
    if (date > romeDate(now()) || date < '1900-01-01') {
      throw new ValidationError([{ path: 'body.dataNascita', message: m.birthDate }], m.birthDate);
    }
  }

  function searchCondition(q: string | undefined): SQL | undefined {
    if (!q) return undefined;
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(
      ilike(pazienti.nome, like),
      ilike(pazienti.cognome, like),
      ilike(pazienti.email, like),
      ilike(pazienti.codiceFiscale, like),
      sql`(${pazienti.nome} || ' ' || ${pazienti.cognome}) ILIKE ${like}`,
      sql`(${pazienti.cognome} || ' ' || ${pazienti.nome}) ILIKE ${like}`,
    );
  }

  return {
    medicoView,
    pazienteView,

    /** GET /api/stroke/profilo: who the caller is here; an opened invitation of theirs is now accepted. */
    async profilo(who: StrokeViewer): Promise<ProfiloStroke> {
      await deps.inviti.accept([
        ...(who.medico ? [{ tipo: 'medico' as const, medicoId: who.medico.id }] : []),
        ...(who.paziente ? [{ tipo: 'paziente' as const, pazienteId: who.paziente.id }] : []),
        ...(who.caregiver ? [{ tipo: 'caregiver' as const, caregiverId: who.caregiver.id }] : []),
      ]);
      const assistiti = who.caregiver
        ? await db
            .select({ paziente: pazienti })
            .from(consensi)
            .innerJoin(pazienti, eq(pazienti.id, consensi.pazienteId))
            .where(and(eq(consensi.caregiverId, who.caregiver.id), isNull(consensi.revocatoIl)))
            .orderBy(asc(pazienti.cognome), asc(pazienti.nome))
        : [];
      return {
        ruoli: [...who.roles],
        medico: who.medico ? await medicoView(who.medico, who) : null,
        paziente: who.paziente ? await pazienteView(who.paziente, who, false) : null,
        caregiver: who.caregiver
          ? { id: who.caregiver.id, nome: who.caregiver.nome, cognome: who.caregiver.cognome }
          : null,
        assistiti: await pazientiViews(
          assistiti.map((row) => row.paziente),
          who,
          false,
        ),
      };
    },

    async medici(who: StrokeViewer): Promise<Medico[]> {
      const rows = await db.select().from(medici).orderBy(asc(medici.cognome), asc(medici.nome));
      return Promise.all(rows.map((row) => medicoView(row, who)));
    },

    /** A doctor: the admin reads any, a doctor only themselves (others: 404). */
    async medico(who: StrokeViewer, id: number): Promise<Medico> {
      if (!who.admin && who.medico?.id !== id) throw new NotFoundError(m.medicoNotFound);
      return medicoView(await medicoRow(id), who);
    },

    async creaMedico(who: StrokeViewer, input: MedicoCreate): Promise<Medico> {
      const [taken] = await db.select({ id: medici.id }).from(medici).where(eq(medici.email, input.email));
      if (taken) throw emailTaken();
      const row = await invite(
        'medico',
        input,
        async (tx, user) => {
          const [inserted] = await tx
            .insert(medici)
            .values({
              subject: user.id,
              nome: input.nome,
              cognome: input.cognome,
              email: input.email,
              telefono: input.telefono,
              specializzazione: input.specializzazione,
              struttura: input.struttura,
            })
            .returning();
          const medico = required(inserted, 'stroke.medico');
          const invito = await deps.inviti.issue({ tipo: 'medico', medicoId: medico.id }, who.subject, tx);
          await deps.audit.recordWrite(
            who.ctx,
            { entity: 'stroke.medico', entityId: medico.id, action: 'create' },
            tx,
          );
          return { result: medico, invito };
        },
        who,
      );
      return medicoView(row, who);
    },

    async aggiornaMedico(who: StrokeViewer, input: MedicoUpdate): Promise<Medico> {
      const current = await medicoRow(input.id);
      if (input.email !== current.email) {
        const [taken] = await db.select({ id: medici.id }).from(medici).where(eq(medici.email, input.email));
        if (taken) throw emailTaken();
      }
      await inTransaction(db, async (tx) => {
        await updateVersioned(
          tx,
          medici,
          input,
          {
            nome: input.nome,
            cognome: input.cognome,
            email: input.email,
            telefono: input.telefono,
            specializzazione: input.specializzazione,
            struttura: input.struttura,
            updatedAt: now(),
          },
          m.medicoNotFound,
        ).catch(uniqueConflict);
        await deps.audit.recordWrite(
          who.ctx,
          { entity: 'stroke.medico', entityId: input.id, action: 'update' },
          tx,
        );
      });
      await syncAccount(current.subject, input).catch((error: unknown) => {
        if (error instanceof ConflictError) throw emailTaken();
        throw error;
      });
      return medicoView(await medicoRow(input.id), who);
    },

    /** A doctor with patients stays (409); one without goes, with their account. */
    async eliminaMedico(who: StrokeViewer, id: number): Promise<void> {
      const row = await medicoRow(id);
      const [followed] = await db.select({ n: count() }).from(pazienti).where(eq(pazienti.medicoId, id));
      if ((followed?.n ?? 0) > 0) throw new ConflictError(m.medicoHasPatients);
      await inTransaction(db, async (tx) => {
        await tx.delete(medici).where(eq(medici.id, id));
        await deps.audit.recordWrite(
          who.ctx,
          { entity: 'stroke.medico', entityId: id, action: 'delete' },
          tx,
        );
      });
      const user = await deps.identity.getUser(row.subject);
      const others = Object.entries(user?.clientRoles ?? {}).some(
        ([client, roles]) => roles.length > 0 && (client !== 'stroke' || roles.some((r) => r !== 'medico')),
      );
      // An account used elsewhere on the platform keeps existing: it only loses the doctor's role.
      if (user && !others && user.realmRoles.length === 0) await deps.identity.deleteUser(user.id);
      else if (user) {
        await deps.identity.updateUser(
          user.id,
          {
            email: user.email ?? row.email,
            firstName: user.firstName,
            lastName: user.lastName,
            enabled: user.enabled,
            realmRoles: user.realmRoles,
            clientRoles: {
              ...user.clientRoles,
              stroke: (user.clientRoles.stroke ?? []).filter((role) => role !== 'medico'),
            },
            attributes: user.attributes,
          },
          user.version,
        );
      }
    },

    /** GET /api/stroke/inviti/medico/{id}: the doctor's own invitation and those they sent to patients. */
    async invitiMedico(who: StrokeViewer, id: number) {
      if (!who.admin && who.medico?.id !== id) throw new NotFoundError(m.medicoNotFound);
      await medicoRow(id);
      const rows = await deps.inviti.list(
        and(eq(inviti.medicoId, id), inArray(inviti.tipo, ['medico', 'paziente'])),
      );
      return Promise.all(rows.map((row) => deps.inviti.view(row, who)));
    },

    /** POST /api/stroke/invitapaziente: a doctor invites a patient for themselves; the admin names the doctor. */
    async invitaPaziente(who: StrokeViewer, input: InvitaPaziente): Promise<Paziente> {
      checkBirthDate(input.dataNascita);
      let medicoId = who.medico?.id;
      if (who.admin && input.medicoId !== undefined) {
        const [doctor] = await db.select({ id: medici.id }).from(medici).where(eq(medici.id, input.medicoId));
        if (!doctor)
          throw new ValidationError([{ path: 'body.medicoId', message: m.medicoUnknown }], m.medicoUnknown);
        medicoId = doctor.id;
      }
      if (medicoId === undefined)
        throw new ValidationError([{ path: 'body.medicoId', message: m.medicoRequired }], m.medicoRequired);
      const [taken] = await db
        .select({ id: pazienti.id })
        .from(pazienti)
        .where(eq(pazienti.email, input.email));
      if (taken) throw emailTaken();
      const doctorId = medicoId;
      const row = await invite(
        'paziente',
        input,
        async (tx, user) => {
          const [inserted] = await tx
            .insert(pazienti)
            .values({
              subject: user.id,
              medicoId: doctorId,
              nome: input.nome,
              cognome: input.cognome,
              email: input.email,
              telefono: input.telefono,
              codiceFiscale: input.codiceFiscale,
              dataNascita: input.dataNascita,
              sesso: input.sesso,
            })
            .returning();
          const paziente = required(inserted, 'stroke.paziente');
          const invito = await deps.inviti.issue(
            { tipo: 'paziente', medicoId: doctorId, pazienteId: paziente.id },
            who.subject,
            tx,
          );
          await scope.recordChange(
            who,
            paziente.id,
            who.medico?.id === doctorId ? 'medico' : 'admin',
            'scheda',
            tx,
            'create',
          );
          return { result: paziente, invito };
        },
        who,
      );
      return pazienteView(row, who, true);
    },

    /** GET /api/stroke/medico/pazienti: the doctor's patients (the admin's: all, or one doctor's). */
    async pazientiMedico(who: StrokeViewer, query: PazientiQuery): Promise<Page<Paziente>> {
      const doctor = who.admin ? query.medico : (who.medico?.id ?? -1);
      const page = await readPage({ doctor, query });
      const at = now();
      const compute = () => {
        const { answer, until } = viewsAt(page.rows, page.data, who, at);
        return { answer: { items: answer, total: page.total, page: query.page, size: query.size }, until };
      };
      if (!deps.cache?.live) return compute().answer;
      // What of the viewer the views depend on: whether they may resend an invitation (invitations' mayResend);
      // the page itself is the source, one object per query.
      const viewer = `${who.admin}:${who.medico?.id ?? ''}:${who.paziente?.id ?? ''}`;
      return pages([page], viewer, at.getTime(), compute);
    },

    /** GET /api/stroke/paziente/{id} (doctor, admin, the patient) and /caregiver/paziente/{id} (caregiver). */
    async paziente(who: StrokeViewer, id: number, asCaregiver = false): Promise<Paziente> {
      const { patient, as } = await scope.patient(who, id, 'scheda', { asCaregiver });
      return pazienteView(patient, who, as === 'medico' || as === 'admin');
    },

    async aggiornaPaziente(who: StrokeViewer, input: PazienteUpdate): Promise<Paziente> {
      const { patient, as } = await scope.patient(who, input.id, 'scheda', {
        roles: ['medico', 'admin'],
        audit: false,
      });
      checkBirthDate(input.dataNascita);
      let medicoId = patient.medicoId;
      if (input.medicoId !== undefined && input.medicoId !== patient.medicoId) {
        if (!who.admin) {
          const message = "Solo l'admin affida il paziente a un altro medico.";
          throw new ValidationError([{ path: 'body.medicoId', message }], message);
        }
        const [doctor] = await db.select({ id: medici.id }).from(medici).where(eq(medici.id, input.medicoId));
        if (!doctor)
          throw new ValidationError([{ path: 'body.medicoId', message: m.medicoUnknown }], m.medicoUnknown);
        medicoId = doctor.id;
      }
      await inTransaction(db, async (tx) => {
        await updateVersioned(
          tx,
          pazienti,
          input,
          {
            nome: input.nome,
            cognome: input.cognome,
            telefono: input.telefono,
            codiceFiscale: input.codiceFiscale,
            dataNascita: input.dataNascita,
            sesso: input.sesso,
            medicoId,
            updatedAt: now(),
          },
          m.pazienteNotFound,
        ).catch(uniqueConflict);
        await scope.recordChange(who, patient.id, as, 'scheda', tx);
      });
      await syncAccount(patient.subject, { ...input, email: patient.email });
      const [row] = await db.select().from(pazienti).where(eq(pazienti.id, patient.id));
      return pazienteView(required(row, 'stroke.paziente'), who, true);
    },

    /** GET /api/stroke/paziente/{id}/caregiver: the patient's caregivers with their consent. */
    async caregiverPaziente(who: StrokeViewer, id: number): Promise<Caregiver[]> {
      const { patient } = await scope.patient(who, id, 'caregiver', {
        roles: ['paziente', 'medico', 'admin'],
      });
      const rows = await db
        .select({ consent: consensi, person: caregivers })
        .from(consensi)
        .innerJoin(caregivers, eq(caregivers.id, consensi.caregiverId))
        .where(eq(consensi.pazienteId, patient.id))
        .orderBy(asc(caregivers.cognome), asc(caregivers.nome));
      return Promise.all(rows.map((row) => caregiverView(row.consent, row.person, who)));
    },

    /**
     * POST /api/stroke/inviti/paziente/invitacaregiver: the patient gives consent to a person (again, if revoked)
     * and invites them; a caregiver already known keeps their account.
     */
    async invitaCaregiver(who: StrokeViewer, input: InvitaCaregiver): Promise<Caregiver> {
      const patient = who.paziente;
      if (!patient) throw new NotFoundError(m.noProfile);
      if (input.email === patient.email)
        throw new ValidationError([{ path: 'body.email', message: m.selfCaregiver }], m.selfCaregiver);
      const [known] = await db.select().from(caregivers).where(eq(caregivers.email, input.email));
      const write = async (tx: Db, subject: string) => {
        let person = known;
        if (!person) {
          const [inserted] = await tx
            .insert(caregivers)
            .values({
              subject,
              nome: input.nome,
              cognome: input.cognome,
              email: input.email,
              telefono: input.telefono,
            })
            .returning();
          person = required(inserted, 'stroke.caregiver');
        }
        const [consent] = await tx
          .insert(consensi)
          .values({
            pazienteId: patient.id,
            caregiverId: person.id,
            relazione: input.relazione,
            datoIl: now(),
          })
          .onConflictDoUpdate({
            target: [consensi.pazienteId, consensi.caregiverId],
            set: { relazione: input.relazione, datoIl: now(), revocatoIl: null },
          })
          .returning();
        const invito = await deps.inviti.issue(
          { tipo: 'caregiver', pazienteId: patient.id, caregiverId: person.id },
          who.subject,
          tx,
        );
        await scope.recordChange(who, patient.id, 'paziente', 'consenso caregiver', tx, 'consent');
        return { result: { consent: required(consent, 'stroke.consenso'), person }, invito };
      };
      const written = known
        ? await (async () => {
            const done = await inTransaction(db, (tx) => write(tx, known.subject));
            const user = await deps.identity.getUser(known.subject);
            await deps.inviti.mail(
              done.invito.row,
              done.invito.code,
              { nome: known.nome, email: known.email, username: user?.username ?? known.email },
              inviterName(who, 'caregiver'),
            );
            return done.result;
          })()
        : await invite('caregiver', input, (tx, user) => write(tx, user.id), who);
      return caregiverView(written.consent, written.person, who);
    },

    /** The patient revokes a caregiver's consent: from this moment the caregiver reads nothing of theirs. */
    async revocaCaregiver(who: StrokeViewer, pazienteId: number, caregiverId: number): Promise<Caregiver> {
      if (who.paziente?.id !== pazienteId) throw new NotFoundError(m.pazienteNotFound);
      const [row] = await db
        .select({ consent: consensi, person: caregivers })
        .from(consensi)
        .innerJoin(caregivers, eq(caregivers.id, consensi.caregiverId))
        .where(and(eq(consensi.pazienteId, pazienteId), eq(consensi.caregiverId, caregiverId)));
      if (!row) throw new NotFoundError(m.caregiverNotFound);
      const consent = await inTransaction(db, async (tx) => {
        const at = now();
        const [revoked] = await tx
          .update(consensi)
          .set({ revocatoIl: at })
          .where(and(eq(consensi.id, row.consent.id), isNull(consensi.revocatoIl)))
          .returning();
        await tx
          .update(inviti)
          .set({ stato: 'revocato', revocatoIl: at })
          .where(
            and(
              eq(inviti.tipo, 'caregiver'),
              eq(inviti.pazienteId, pazienteId),
              eq(inviti.caregiverId, caregiverId),
              eq(inviti.stato, 'inviato'),
            ),
          );
        if (revoked)
          await scope.recordChange(who, pazienteId, 'paziente', 'consenso caregiver', tx, 'revoke');
        return revoked ?? row.consent;
      });
      return caregiverView(consent, row.person, who);
    },

    /** GET /api/stroke/paziente/{id}/accessi: who read or changed the patient's data (the patient's own reads aside). */
    async accessi(
      who: StrokeViewer,
      id: number,
      query: { page: number; size: number; sort?: string },
    ): Promise<Page<Accesso>> {
      const { patient } = await scope.patient(who, id, 'scheda', {
        roles: ['paziente', 'medico'],
        audit: false,
      });
      const page = await deps.audit.list({
        entity: PATIENT_ENTITY,
        entityId: String(patient.id),
        page: query.page,
        size: query.size,
        sort: query.sort ?? '-at',
      });
      const subjects = [
        ...new Set(page.items.map((item) => item.actorId).filter((s): s is string => Boolean(s))),
      ];
      const names = new Map<string, string>();
      if (subjects.length > 0) {
        const people = await Promise.all([
          db
            .select({ s: medici.subject, n: medici.nome, c: medici.cognome })
            .from(medici)
            .where(inArray(medici.subject, subjects)),
          db
            .select({ s: pazienti.subject, n: pazienti.nome, c: pazienti.cognome })
            .from(pazienti)
            .where(inArray(pazienti.subject, subjects)),
          db
            .select({ s: caregivers.subject, n: caregivers.nome, c: caregivers.cognome })
            .from(caregivers)
            .where(inArray(caregivers.subject, subjects)),
        ]);
        for (const person of people.flat()) names.set(person.s, `${person.n} ${person.c}`);
      }
      return {
        items: page.items.map((item) => ({
          at: item.at,
          chi: (item.actorId && names.get(item.actorId)) || item.actorUsername || 'sistema',
          ruolo: item.details.ruolo as Accesso['ruolo'],
          azione: item.action === 'read' ? 'lettura' : 'modifica',
          // One read row lists the parts read within its minute (docs/adr/0029); a change names its part.
          cosa: Array.isArray(item.details.viste)
            ? item.details.viste.map(String).join(', ')
            : String(item.details.cosa ?? ''),
        })),
        total: page.total,
        page: page.page,
        size: page.size,
      };
    },
  };
}
