import { type Paziente, type PazientiQuery, strokeRoutes } from '@halo/contract';
import {
  type FattoriCliniciSave,
  type FattoriRischioSave,
  strokeFattoriRoutes,
} from '@halo/contract/stroke-fattori';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute, readList, readOne, type WriteResult } from '../../../lib/call-route.ts';
import { type HttpResult, http } from '../../../lib/http.ts';
import { useRouteMutation, type WriteInput } from '../../../lib/route-mutation.ts';

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

function readError(which: ReadError): string {
  return i18n.t(`stroke:patient.readErrors.${which}`);
}

const saveError = () => i18n.t('stroke:patient.readErrors.save');
const inviteError = () => i18n.t('stroke:patient.readErrors.invite');

/**
 * A read of a patient's data: found, unknown to the reader (404), or refused because the patient revoked the
 * reader's consent (a caregiver's 403, docs/adr/0023). The last two are answers for the page, not alerts.
 */
export type PatientRead<T> = { kind: 'found'; data: T } | { kind: 'notFound' } | { kind: 'revoked' };

async function readPatientData<T>(
  call: () => Promise<HttpResult<T>>,
  which: ReadError,
): Promise<PatientRead<T>> {
  const result = await call();
  if (result.ok && result.data !== null) return { kind: 'found', data: result.data };
  if (result.status === 404) return { kind: 'notFound' };
  if (result.status === 403) return { kind: 'revoked' };
  http.report(result, readError(which));
  throw new Error(result.message ?? readError(which));
}

// ---------------------------------------------------------------------------------------------------------------
// The doctors' list

/**
 * A page of the patients the reader follows (the admin: all, or one doctor's); the previous page stays on screen
 * while the next one loads. Null data: the search failed, and the global alert says why (SPEC.md §8).
 */
export function usePazienti(query: Omit<PazientiQuery, 'q'> & { q?: string }) {
  return useQuery({
    queryKey: [...SEARCHES, query],
    queryFn: ({ signal }) =>
      readOne(strokeRoutes.pazientiMedico, { query, errorMessage: readError('list'), signal }),
    placeholderData: (previous) => previous,
    staleTime: STALE,
  });
}

/** The service's doctors, for the admin's choices (an empty list when the read fails, with the alert). */
export function useMedici(enabled: boolean) {
  return useQuery({
    queryKey: ['stroke', 'medici'],
    queryFn: ({ signal }) => readList(strokeRoutes.medici, { errorMessage: readError('medici'), signal }),
    enabled,
    staleTime: STALE,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// One patient

/** The patient's card: read by their doctor or the admin, or through the caregivers' call. */
export function usePaziente(id: number | null, asCaregiver: boolean) {
  return useQuery({
    queryKey: [...pazienteKey(id ?? 0), asCaregiver ? 'caregiver' : 'scheda'],
    queryFn: ({ signal }) =>
      readPatientData(
        () =>
          callRoute(asCaregiver ? strokeRoutes.pazienteCaregiver : strokeRoutes.paziente, {
            params: { id: id ?? 0 },
            alert: false,
            signal,
          }),
        'patient',
      ),
    enabled: id !== null,
    staleTime: STALE,
  });
}

/** The clinical and risk factors, the latest scores and why some are missing. */
export function useFattori(id: number) {
  return useQuery({
    queryKey: [...pazienteKey(id), 'fattori'],
    queryFn: ({ signal }) =>
      readPatientData(
        () => callRoute(strokeFattoriRoutes.fattori, { params: { id }, alert: false, signal }),
        'factors',
      ),
    staleTime: STALE,
  });
}

export type StoricoKind = 'predizione' | 'ictus';

const storicoRoutes = {
  predizione: strokeFattoriRoutes.storicoPredizione,
  ictus: strokeFattoriRoutes.storicoIctus,
} as const;

/** A history of scores, oldest first: the risk predictions, or the stroke's NIHSS and mRS. */
export function useStorico(id: number, kind: StoricoKind) {
  return useQuery({
    queryKey: [...pazienteKey(id), 'storico', kind],
    queryFn: ({ signal }) =>
      readPatientData(
        () => callRoute(storicoRoutes[kind], { query: { id }, alert: false, signal }),
        'history',
      ),
    staleTime: STALE,
  });
}

/** The patient's caregivers with their consent and invitation (doctor, admin, the patient). */
export function useCaregiverPaziente(id: number) {
  return useQuery({
    queryKey: [...pazienteKey(id), 'caregiver'],
    queryFn: ({ signal }) =>
      readList(strokeRoutes.caregiverPaziente, {
        params: { id },
        errorMessage: readError('caregivers'),
        signal,
      }),
    staleTime: STALE,
  });
}

export interface AccessiQuery {
  page: number;
  size: number;
  sort: 'at' | '-at';
}

/** A page of the access log: who read or changed the patient's data, and when. */
export function useAccessi(id: number, query: AccessiQuery) {
  return useQuery({
    queryKey: [...pazienteKey(id), 'accessi', query],
    queryFn: ({ signal }) =>
      readOne(strokeRoutes.accessi, {
        params: { id },
        query,
        errorMessage: readError('accesses'),
        signal,
      }),
    placeholderData: (previous) => previous,
    staleTime: STALE,
  });
}

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
  const mutation = useRouteMutation(strokeRoutes.invitaPaziente, {
    invalidates: [SEARCHES, PERSONE],
    fallback: inviteError,
  });
  return (input: WriteInput<typeof strokeRoutes.invitaPaziente>) => mutation.mutateAsync(input).then(keep);
}

/** Saves the personal data; the card shows the answer, and the access log the change it recorded. */
export function useAggiornaPaziente() {
  const queryClient = useQueryClient();
  const keep = useKeepPaziente();
  const mutation = useRouteMutation(strokeRoutes.aggiornaPaziente, {
    invalidates: [SEARCHES, PERSONE],
    fallback: saveError,
  });
  return async (input: WriteInput<typeof strokeRoutes.aggiornaPaziente>) => {
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
