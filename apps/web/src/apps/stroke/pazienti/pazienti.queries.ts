import type { RouteDef } from '@halo/contract';
import { strokeAccessiRoutes } from '@halo/contract/stroke/accessi';
import { strokeCaregiversRoutes } from '@halo/contract/stroke/caregivers';
import {
  type FattoriCliniciSave,
  type FattoriRischioSave,
  strokeFattoriRoutes,
} from '@halo/contract/stroke/fattori';
import { strokeMediciRoutes } from '@halo/contract/stroke/medici';
import { type Paziente, type PazientiQuery, strokePazientiRoutes } from '@halo/contract/stroke/pazienti';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute, type ResponseOf, type RouteInput, type WriteResult } from '../../../lib/call-route.ts';
import { type HttpResult, http } from '../../../lib/http.ts';
import { useRouteMutation, type WriteInput } from '../../../lib/route-mutation.ts';
import { useRouteList, useRouteRead } from '../../../lib/route-query.ts';

/**
 * Query and write hooks of the doctors' patients and of a patient's card (issue 16, docs/adr/0023). Keys start with
 * ['stroke', 'pazienti'] (the searches) and ['stroke', 'paziente', id] (everything read about one patient): a save
 * of the patient or of their factors reads again what is on screen of that patient (scores, histories, the access
 * log that records the save).
 */

const STALE = 30_000;
const SEARCHES = ['stroke', 'pazienti'] as const;
/**
 * The doctors' screens (persone.queries.ts): a new patient, or one entrusted to another doctor, changes the doctors'
 * counts of patients and their invitations.
 */
const PERSONE = ['stroke', 'persone'] as const;

export const pazienteKey = (id: number) => ['stroke', 'paziente', id] as const;

type ReadError = 'list' | 'medici' | 'patient' | 'factors' | 'history' | 'caregivers' | 'accesses';

const readError = (which: ReadError) => () => i18n.t(`stroke:patient.readErrors.${which}`);
const saveError = () => i18n.t('stroke:patient.readErrors.save');
const inviteError = () => i18n.t('stroke:patient.readErrors.invite');

/**
 * A read of a patient's data: found, unknown to the reader (404), or refused because the patient revoked the
 * reader's consent (a caregiver's 403, docs/adr/0023). The last two are answers for the page, not alerts.
 */
export type PatientRead<T> = { kind: 'found'; data: T } | { kind: 'notFound' } | { kind: 'revoked' };

/** The answer of a read of a patient's data as the page takes it; any other failure alerts and fails the read. */
export function patientRead<T>(result: HttpResult<T>, error: () => string): PatientRead<T> {
  if (result.ok && result.data !== null) return { kind: 'found', data: result.data };
  if (result.status === 404) return { kind: 'notFound' };
  if (result.status === 403) return { kind: 'revoked' };
  http.report(result, error());
  throw new Error(result.message ?? error());
}

/** A read of a part of a patient's data through `route` (no alert of its own: see `patientRead`). */
export function usePatientQuery<D extends RouteDef>(
  queryKey: QueryKey,
  route: D,
  input: RouteInput<D>,
  error: () => string,
  { enabled = true, keepPrevious = false } = {},
) {
  const call = callRoute as (def: D, input: unknown) => Promise<HttpResult<ResponseOf<D>>>;
  return useQuery<PatientRead<ResponseOf<D>>>({
    queryKey,
    queryFn: async ({ signal }) => patientRead(await call(route, { ...input, alert: false, signal }), error),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The doctors' list

/**
 * A page of the patients the reader follows (the admin: all, or one doctor's); the previous page stays on screen
 * while the next one loads. Null data: the search failed, and the global alert says why (SPEC.md §8).
 */
export const usePazienti = (query: Omit<PazientiQuery, 'q'> & { q?: string }) =>
  useRouteRead([...SEARCHES, query], strokePazientiRoutes.pazientiMedico, {
    query,
    error: readError('list'),
    keep: true,
    staleTime: STALE,
  });

/** The service's doctors, for the admin's choices (an empty list when the read fails, with the alert). */
export const useMedici = (enabled: boolean) =>
  useRouteList(['stroke', 'medici'], strokeMediciRoutes.medici, {
    error: readError('medici'),
    enabled,
    staleTime: STALE,
  });

// ---------------------------------------------------------------------------------------------------------------
// One patient

/** The patient's card: read by their doctor or the admin, or through the caregivers' call. */
export const usePaziente = (id: number | null, asCaregiver: boolean) =>
  usePatientQuery(
    [...pazienteKey(id ?? 0), asCaregiver ? 'caregiver' : 'scheda'],
    asCaregiver ? strokePazientiRoutes.pazienteCaregiver : strokePazientiRoutes.paziente,
    { params: { id: id ?? 0 } },
    readError('patient'),
    { enabled: id !== null },
  );

/** The clinical and risk factors, the latest scores and why some are missing. */
export const useFattori = (id: number) =>
  usePatientQuery(
    [...pazienteKey(id), 'fattori'],
    strokeFattoriRoutes.fattori,
    { params: { id } },
    readError('factors'),
  );

export type StoricoKind = 'predizione' | 'ictus';

const storicoRoutes = {
  predizione: strokeFattoriRoutes.storicoPredizione,
  ictus: strokeFattoriRoutes.storicoIctus,
} as const;

/** A history of scores, oldest first: the risk predictions, or the stroke's NIHSS and mRS. */
export const useStorico = (id: number, kind: StoricoKind) =>
  usePatientQuery(
    [...pazienteKey(id), 'storico', kind],
    storicoRoutes[kind],
    { query: { id } },
    readError('history'),
  );

/** The patient's caregivers with their consent and invitation (doctor, admin, the patient). */
export const useCaregiverPaziente = (id: number) =>
  useRouteList([...pazienteKey(id), 'caregiver'], strokeCaregiversRoutes.caregiverPaziente, {
    params: { id },
    error: readError('caregivers'),
    staleTime: STALE,
  });

export interface AccessiQuery {
  page: number;
  size: number;
  sort: 'at' | '-at';
}

/** A page of the access log: who read or changed the patient's data, and when. */
export const useAccessi = (id: number, query: AccessiQuery) =>
  useRouteRead([...pazienteKey(id), 'accessi', query], strokeAccessiRoutes.accessi, {
    params: { id },
    query,
    error: readError('accesses'),
    keep: true,
    staleTime: STALE,
  });

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** Keeps the patient the server answered as the card's read: the page shows it without reading it again. */
function useKeepPaziente() {
  const queryClient = useQueryClient();
  return (result: WriteResult<Paziente>): WriteResult<Paziente> => {
    if (result.ok) {
      const read: PatientRead<Paziente> = { kind: 'found', data: result.data };
      queryClient.setQueryData([...pazienteKey(result.data.id), 'scheda'], read);
    }
    return result;
  };
}

/** A doctor (or the admin, for a doctor) invites a patient. */
export function useInvitaPaziente() {
  const keep = useKeepPaziente();
  const mutation = useRouteMutation(strokePazientiRoutes.invitaPaziente, {
    invalidates: [SEARCHES, PERSONE],
    fallback: inviteError,
  });
  return (input: WriteInput<typeof strokePazientiRoutes.invitaPaziente>) =>
    mutation.mutateAsync(input).then(keep);
}

/** Saves the personal data; the card shows the answer, and the access log the change it recorded. */
export function useAggiornaPaziente() {
  const queryClient = useQueryClient();
  const keep = useKeepPaziente();
  const mutation = useRouteMutation(strokePazientiRoutes.aggiornaPaziente, {
    invalidates: [SEARCHES, PERSONE],
    fallback: saveError,
  });
  return async (input: WriteInput<typeof strokePazientiRoutes.aggiornaPaziente>) => {
    const result = keep(await mutation.mutateAsync(input));
    if (result.ok)
      void queryClient.invalidateQueries({ queryKey: [...pazienteKey(result.data.id), 'accessi'] });
    return result;
  };
}

/** What a save of factors changes: the scores, the histories, the access log (not the card itself). */
const afterFactors = (id: number) =>
  (['fattori', 'storico', 'accessi'] as const).map((part) => [...pazienteKey(id), part]);

/**
 * Saves a patient's factors: with an id the record is updated (PUT, with its version), else created (POST), as
 * SPEC.md §5 says. The scores, the histories and the access log of the patient are read again.
 */
export function useSalvaFattoriClinici(pazienteId: number) {
  const options = { invalidates: afterFactors(pazienteId), fallback: saveError };
  const creating = useRouteMutation(strokeFattoriRoutes.creaFattoriClinici, options);
  const updating = useRouteMutation(strokeFattoriRoutes.aggiornaFattoriClinici, options);
  return (body: FattoriCliniciSave) =>
    body.id === undefined ? creating.mutateAsync({ body }) : updating.mutateAsync({ body });
}

export function useSalvaFattoriRischio(pazienteId: number) {
  const options = { invalidates: afterFactors(pazienteId), fallback: saveError };
  const creating = useRouteMutation(strokeFattoriRoutes.creaFattoriRischio, options);
  const updating = useRouteMutation(strokeFattoriRoutes.aggiornaFattoriRischio, options);
  return (body: FattoriRischioSave) =>
    body.id === undefined ? creating.mutateAsync({ body }) : updating.mutateAsync({ body });
}
