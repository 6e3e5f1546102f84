import type { Db } from '../../db/database.ts';
import { createEventsService } from '../events/events.service.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { newKeyPair } from './fhir/fhir.keys.ts';
import { createFhirRepository } from './fhir/fhir.repository.ts';

/**
 * Demo mode only: one subscription and one FHIR connection, both suspended, so a newcomer finds Integrazioni's two
 * screens filled in (what a configuration looks like, Halo's published key) without Halo sending anything to
 * addresses nobody runs. Seeded once, when there are none: what an administrator changes stays.
 */
export async function seedIntegration(db: Db, options: ModuleSeedOptions): Promise<void> {
  if (!options.demo) return;
  const events = createEventsService({ db });
  if ((await events.listSubscriptions({ page: 1, size: 1 })).total === 0) {
    await events.createSubscription({
      nome: 'Centro unico di prenotazione regionale (esempio)',
      url: 'https://cup.regione.example.it/halo/eventi',
      tipi: ['it.halo.calendar.booking.created', 'it.halo.calendar.booking.cancelled'],
      datiPersonali: false,
      attiva: false,
      ritentaPerOre: 24,
    });
  }
  const fhir = createFhirRepository(db);
  if ((await fhir.listConnections({ page: 1, size: 1 })).total === 0) {
    const keys = await newKeyPair();
    await fhir.insertConnection({
      nome: 'Fascicolo sanitario elettronico regionale (esempio)',
      baseUrl: 'https://fhir.regione.example.it/r4',
      autenticazione: 'smart',
      bearerToken: null,
      clientId: 'halo-demo',
      tokenUrl: null,
      scope: 'system/*.write',
      risorse: ['Appointment', 'RiskAssessment'],
      attiva: false,
      ...keys,
      keyCreatedAt: new Date(),
    });
  }
}
