import type { RouteDef } from '@halo/contract';
import { type CodiceMisura, strokeDispositiviRoutes } from '@halo/contract/stroke/dispositivi';
import { type QueryKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { callRoute } from '../../../lib/call-route.ts';
import { saveJson } from '../../../lib/download.ts';
import { useRouteMutation } from '../../../lib/route-mutation.ts';
import { useRouteRead } from '../../../lib/route-query.ts';
import { patientRead, pazienteKey, usePatientQuery } from '../pazienti/pazienti.queries.ts';

/**
 * Reads and writes of a patient's wearables (issue 16, docs/adr/0025): devices and their tokens, measurements,
 * thresholds, alert episodes and the FHIR export. A patient's reads sit under ['stroke', 'paziente', id], beside the
 * card's, and answer as the card's do (found, unknown to the reader, or refused for a revoked consent); the doctor's
 * alerts over every patient under ['stroke', 'allerte']. A write reads again what it changed, and the access logs
 * that record it.
 */

const routes = strokeDispositiviRoutes;
const STALE = 30_000;

const dispositiviKey = (id: number) => [...pazienteKey(id), 'dispositivi'] as const;
const soglieKey = (id: number) => [...pazienteKey(id), 'soglie'] as const;
const misurazioniKey = (id: number) => [...pazienteKey(id), 'misurazioni'] as const;
const allerteKey = (id: number) => [...pazienteKey(id), 'allerte'] as const;
const ALLERTE_MEDICO = ['stroke', 'allerte'] as const;
/** Where a change is recorded: the card's access log and the patient's own «Chi ha letto i miei dati». */
const accessLogs = (id: number): QueryKey[] => [
  [...pazienteKey(id), 'accessi'],
  ['stroke', 'profilo', 'accessi', id],
];

type ReadError = 'devices' | 'measurements' | 'thresholds' | 'alerts';
const readError = (which: ReadError) => () => i18n.t(`stroke:devices.errors.${which}`);
const writeError = (which: 'register' | 'token' | 'revoke' | 'saveThresholds' | 'seen') => () =>
  i18n.t(`stroke:devices.errors.${which}`);

// ---------------------------------------------------------------------------------------------------------------
// Reads

export const useDispositivi = (id: number) =>
  usePatientQuery(dispositiviKey(id), routes.dispositivi, { params: { id } }, readError('devices'));

/** The thresholds in force: the doctor's, or the defaults (version 0) until they set theirs. */
export const useSoglie = (id: number) =>
  usePatientQuery(soglieKey(id), routes.soglie, { params: { id } }, readError('thresholds'));

/** The most a chart asks for: past it, the chart says only the latest are drawn. */
export const LIMITE_GRAFICO = 5000;

/** One kind's measurements since `dal`, oldest first (the latest `limite` of them). */
export const useMisurazioni = (id: number, codice: CodiceMisura, dal: string) =>
  usePatientQuery(
    [...misurazioniKey(id), codice, dal],
    routes.misurazioni,
    { params: { id }, query: { codice, dal, limite: LIMITE_GRAFICO } },
    readError('measurements'),
    { keepPrevious: true },
  );

/** The latest measurement of each kind, whenever it was taken: one small read per kind. */
export function useUltimeMisure(id: number, codici: readonly CodiceMisura[]) {
  return useQueries({
    queries: codici.map((codice) => ({
      queryKey: [...misurazioniKey(id), codice, 'ultima'],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        patientRead(
          await callRoute(routes.misurazioni, {
            params: { id },
            query: { codice, limite: 1 },
            alert: false,
            signal,
          }),
          readError('measurements'),
        ),
      staleTime: STALE,
    })),
  });
}

/** A patient's alert episodes, the open ones first. */
export const useAllertePaziente = (id: number) =>
  usePatientQuery(allerteKey(id), routes.allertePaziente, { params: { id } }, readError('alerts'));

/** The alerts of every patient of the signed-in doctor, the open ones first; null data: the read failed. */
export const useAllerteMedico = (soloAperte: boolean, enabled = true) =>
  useRouteRead([...ALLERTE_MEDICO, soloAperte ? 'aperte' : 'tutte'], routes.allerteMedico, {
    query: { aperte: soloAperte ? 'true' : undefined },
    error: readError('alerts'),
    enabled,
    staleTime: STALE,
  });

/** Reads again the patient's measurements and alert episodes (a gateway may have sent more meanwhile). */
export function useAggiornaMisurazioni(id: number) {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [misurazioniKey(id), allerteKey(id), ALLERTE_MEDICO]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes

type WriteError = Parameters<typeof writeError>[0];

/** A write about the patient's devices: their list and the access logs are read again. */
const useDeviceWrite = <D extends RouteDef>(def: D, id: number, error: WriteError) =>
  useRouteMutation(def, {
    invalidates: [dispositiviKey(id), ...accessLogs(id)],
    fallback: writeError(error),
  });

/** Registers a device; the answer carries its token, shown once. */
export const useRegistraDispositivo = (id: number) =>
  useDeviceWrite(routes.registraDispositivo, id, 'register');

/** A new token for a device (also after a revocation): the previous one stops working. */
export const useNuovoToken = (id: number) => useDeviceWrite(routes.nuovoToken, id, 'token');

/** Revokes a device's token: its measurements stay, no more arrive. */
export const useRevocaToken = (id: number) => useDeviceWrite(routes.revocaToken, id, 'revoke');

/** The doctor saves the thresholds; the alerts to come follow them. */
export function useSalvaSoglie(id: number) {
  const mutation = useRouteMutation(routes.salvaSoglie, {
    invalidates: [soglieKey(id), ...accessLogs(id)],
    fallback: writeError('saveThresholds'),
  });
  return (body: Parameters<typeof mutation.mutateAsync>[0]['body']) => mutation.mutateAsync({ body });
}

/** The doctor takes an alert in; the doctor's list and the patient's episodes are read again. */
export function usePresaVisione() {
  const queryClient = useQueryClient();
  const mutation = useRouteMutation(routes.allertaVista, {
    invalidates: [ALLERTE_MEDICO],
    fallback: writeError('seen'),
  });
  return async (allertaId: number) => {
    // A button in a row has no place of its own for a refusal: the global alert tells it.
    const result = await mutation.mutateAsync({ params: { id: allertaId }, alert: true });
    if (result.ok) {
      for (const key of [allerteKey(result.data.paziente.id), ...accessLogs(result.data.paziente.id)]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    }
    return result;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The FHIR export

/** `paziente-7-fhir.json`. */
export const fhirFileName = (id: number) => `paziente-${id}-fhir.json`;

/**
 * The patient in FHIR R4 (a Bundle), saved as a file; the server records the read. The file's name, or null when
 * the read failed (the global alert says why).
 */
export async function esportaFhir(id: number): Promise<string | null> {
  const result = await callRoute(routes.fhir, {
    params: { id },
    errorMessage: i18n.t('stroke:devices.errors.export'),
  });
  if (!result.ok || !result.data) return null;
  const fileName = fhirFileName(id);
  saveJson(fileName, result.data, 'application/fhir+json');
  return fileName;
}
