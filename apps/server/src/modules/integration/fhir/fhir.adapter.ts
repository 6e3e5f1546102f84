import type { FhirResourceType } from '@halo/contract/integration-fhir';
import type { Bundle, FhirResource } from 'fhir/r4.js';
import type { Db } from '../../../db/database.ts';
import { DEFAULT_RETRY, nextAttempt } from '../../../events/cloud-event.ts';
import type { FhirRegistry } from '../../../fhir/provider.ts';
import { readAsSystem } from '../../../fhir/system-reader.ts';
import { createFhirClient, FhirCallError, type FhirClient } from './fhir.client.ts';
import { type ClaimedMessage, createFhirRepository, type Settlement } from './fhir.repository.ts';

/*
 * The FHIR adapter's worker (docs/adr/0048-fhir-adapter.md): claims the messages due, reads each one's resource
 * through the FHIR providers as the system (what `/fhir/r4` serves), wraps it in a transaction Bundle (`PUT
 * [type]/[id]`), posts it to the connection's server and records the outcome; a refusal is tried again after 30 s,
 * doubling, until 24 hours have passed since the first attempt, then the message is parked.
 */

/** How long a refused message is tried again: doubling from 30 s up to an hour, parked after a day. */
export const FHIR_RETRY = { ...DEFAULT_RETRY, giveUpAfterHours: 24 };

/**
 * The id of the resource an event's message sends, from the event's data: a booking's Appointment, a score's
 * RiskAssessment (the same ids as `/fhir/r4` and the stroke export). Null when the data does not name it.
 */
const RESOURCE_IDS: Record<FhirResourceType, (data: Record<string, unknown>) => string | null> = {
  Appointment: (data) => idOf('prenotazione-', data.prenotazione),
  RiskAssessment: (data) => idOf('punteggio-', data.voce),
};

function idOf(prefix: string, value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value) ? `${prefix}${value}` : null;
}

export function resourceIdOf(message: Pick<ClaimedMessage, 'risorsa' | 'dati'>): string | null {
  const of = RESOURCE_IDS[message.risorsa as FhirResourceType];
  return of ? of(message.dati) : null;
}

/**
 * A transaction of one entry: the resource put at its id, so sending it twice changes nothing more. The Bundle's
 * identifier is the event's id, the same on every attempt: a server may tell a message sent again by it.
 */
export function transactionOf(baseUrl: string, eventId: string, resource: FhirResource): Bundle {
  const path = `${resource.resourceType}/${resource.id}`;
  return {
    resourceType: 'Bundle',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${eventId}` },
    type: 'transaction',
    entry: [{ fullUrl: `${baseUrl}/${path}`, resource, request: { method: 'PUT', url: path } }],
  };
}

export interface DeliveryOptions {
  now: Date;
  /** How long a worker holds the messages it claims (longer than an attempt, a token's included). */
  leaseSeconds?: number;
  limit?: number;
  /** In [0, 1): spreads the retries of messages refused together. */
  jitter?: () => number;
}

export function createFhirAdapter(deps: { db: Db; fhir: FhirRegistry; client?: FhirClient }) {
  const client = deps.client ?? createFhirClient();

  /** One attempt: the message's settlement. */
  async function attempt(message: ClaimedMessage, now: Date, jitter: number): Promise<Settlement> {
    const retry = (status: number | null, esito: string, outcome: object | null): Settlement => {
      const next = nextAttempt(FHIR_RETRY, message.tentativi, message.primoTentativo, now, jitter);
      return next === 'parked'
        ? { stato: 'parked', at: now, status, esito, outcome }
        : { retryAt: next, status, esito, outcome };
    };
    const id = resourceIdOf(message);
    // Nothing to send, now or later: the event does not name a resource Halo serves.
    const gone = (esito: string): Settlement => ({
      stato: 'parked',
      at: now,
      status: null,
      esito,
      outcome: null,
    });
    if (!id) return gone('risorsa non indicata dall’evento');
    let resource: FhirResource | undefined;
    try {
      resource = await readAsSystem(deps.fhir, message.risorsa, id, `fhir-messaggio-${message.id}`);
    } catch {
      return retry(null, 'lettura della risorsa non riuscita', null);
    }
    if (!resource) return gone(`${message.risorsa}/${id} non trovata in Halo`);
    try {
      const { status, outcome } = await client.transaction(
        message.connection,
        transactionOf(message.connection.baseUrl, message.eventId, resource),
      );
      if (status >= 200 && status < 300) {
        return { stato: 'sent', at: now, status, esito: `HTTP ${status}`, outcome: null };
      }
      return retry(status, `HTTP ${status}`, outcome);
    } catch (error) {
      const failure = error instanceof FhirCallError ? error : new FhirCallError('errore di rete');
      return retry(failure.status, failure.esito, failure.outcome);
    }
  }

  return {
    client,

    /**
     * One round of the worker: claims what is due and sends it, a subject's messages in order (a later one is
     * claimed once the earlier is settled, in a later round). Returns how many were attempted.
     */
    async deliverDue(options: DeliveryOptions): Promise<number> {
      const { now, leaseSeconds = 90, limit = 20, jitter = Math.random } = options;
      const repo = createFhirRepository(deps.db);
      const claimed = await repo.claimDue(now, leaseSeconds, limit);
      await Promise.all(
        claimed.map(async (message) => repo.settle(message.id, await attempt(message, now, jitter()))),
      );
      return claimed.length;
    },
  };
}

export type FhirAdapter = ReturnType<typeof createFhirAdapter>;
