import type { Page } from '@halo/contract';
import { etaAl } from '@halo/contract/prosa/profiles';
import { strokeMessages as m } from '@halo/contract/stroke';
import type { InvitaPaziente, Paziente, PazienteUpdate, PazientiQuery } from '@halo/contract/stroke/pazienti';
import { keptAnswers } from '../../../db/kept-answers.ts';
import type { ReadCache } from '../../../db/read-cache.ts';
import { required } from '../../../db/rows.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { ValidationError } from '../../../errors.ts';
import { pageOf, pageWindow } from '../../../http/write-context.ts';
import { nextRomeMidnight, romeDate } from '../../../time.ts';
import type { InvitoRow } from '../inviti/inviti.repository.ts';
import { contactOf, emailTaken, type PeopleParts, uniqueConflict } from '../stroke.accounts.ts';
import { PATIENTS_PAGE_TABLES, type PazienteRow } from '../stroke.persone.repository.ts';
import type { StrokeScope, StrokeViewer } from '../stroke.scope.ts';

export interface PazientiDeps extends PeopleParts {
  /** Reads kept until their tables change on any replica (docs/adr/0032); absent, every read is made. */
  cache?: ReadCache;
  scope: StrokeScope;
}

/** The values of a patient's row that their doctor writes (the address is the account's, written on creation). */
function pazienteValues(input: InvitaPaziente | PazienteUpdate) {
  const { nome, cognome, telefono, codiceFiscale, dataNascita, sesso } = input;
  return { nome, cognome, telefono, codiceFiscale, dataNascita, sesso };
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

/**
 * The patients of the stroke service: invited by their doctor (or the admin for a doctor), listed for their doctor
 * with their open alerts and invitations, read by whoever may reach them (every read recorded, stroke.scope.ts).
 */
export function createPazientiService(deps: PazientiDeps) {
  const { db, repo, scope, now } = deps;

  /**
   * What patients' answers show besides their rows, read for all of them at once (a page of twenty made sixty
   * queries one by one): their doctors, open alerts and latest invitations.
   */
  async function patientsData(rows: readonly PazienteRow[], withInvite: boolean): Promise<PatientsData> {
    if (rows.length === 0) return { doctorOf: new Map(), alertsOf: new Map(), invites: new Map() };
    const ids = rows.map((row) => row.id);
    const [doctors, alerts, invites] = await Promise.all([
      repo.doctorsByIds([...new Set(rows.map((row) => row.medicoId))]),
      repo.openAlertCounts(ids),
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
        ...contactOf(row),
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
    const { rows, total } = await repo.patientsPage({
      doctor,
      q: query.q,
      sort: query.sort,
      ...pageWindow(query),
    });
    return { rows, total, data: await patientsData(rows, true) };
  }
  const pageKey = ({ doctor, query }: { doctor: number | undefined; query: PazientiQuery }) =>
    JSON.stringify([doctor ?? null, query.q ?? null, query.sort ?? null, query.page, query.size]);
  const readPage = deps.cache
    ? deps.cache.memo({
        tables: PATIENTS_PAGE_TABLES,
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

  function checkBirthDate(date: string) {
    if (date > romeDate(now()) || date < '1900-01-01') {
      throw new ValidationError([{ path: 'body.dataNascita', message: m.birthDate }], m.birthDate);
    }
  }

  /** The doctor a patient is entrusted to, who must exist. */
  async function knownDoctor(id: number): Promise<number> {
    const doctor = await repo.medicoId(id);
    if (doctor === undefined)
      throw new ValidationError([{ path: 'body.medicoId', message: m.medicoUnknown }], m.medicoUnknown);
    return doctor;
  }

  return {
    pazienteView,
    pazientiViews,

    /** POST /api/stroke/invitapaziente: a doctor invites a patient for themselves; the admin names the doctor. */
    async invitaPaziente(who: StrokeViewer, input: InvitaPaziente): Promise<Paziente> {
      checkBirthDate(input.dataNascita);
      let medicoId = who.medico?.id;
      if (who.admin && input.medicoId !== undefined) {
        medicoId = await knownDoctor(input.medicoId);
      }
      if (medicoId === undefined)
        throw new ValidationError([{ path: 'body.medicoId', message: m.medicoRequired }], m.medicoRequired);
      if (await repo.pazienteEmailTaken(input.email)) throw emailTaken();
      const doctorId = medicoId;
      const row = await deps.accounts.invite(
        'paziente',
        input,
        async (tx, user) => {
          const paziente = await repo.insertPaziente(
            {
              subject: user.id,
              medicoId: doctorId,
              ...pazienteValues(input),
              email: input.email,
            },
            tx,
          );
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
        return { answer: pageOf(query, answer, page.total), until };
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
        medicoId = await knownDoctor(input.medicoId);
      }
      await inTransaction(db, async (tx) => {
        await repo
          .updatePaziente(
            input,
            {
              ...pazienteValues(input),
              medicoId,
              updatedAt: now(),
            },
            tx,
          )
          .catch(uniqueConflict);
        await scope.recordChange(who, patient.id, as, 'scheda', tx);
      });
      await deps.accounts.syncAccount(patient.subject, { ...input, email: patient.email });
      const row = await repo.findPaziente(patient.id);
      return pazienteView(required(row, 'stroke.paziente'), who, true);
    },
  };
}

export type PazientiService = ReturnType<typeof createPazientiService>;
