import type { StoricoVoce } from '@halo/contract/stroke/fattori';
import type { FastifyRequest } from 'fastify';
import type { FhirResource, Patient, Practitioner } from 'fhir/r4.js';
import type { Db } from '../../../db/database.ts';
import type { RowsPage, SearchPage } from '../../../fhir/bundle.ts';
import type { FhirRegistry, ResourceProvider } from '../../../fhir/provider.ts';
import { type ParsedSearch, type SearchParamDef, searchOfId, searchParam } from '../../../fhir/search.ts';
import {
  ACCOUNT_SYSTEM,
  observationOf,
  patientOf,
  relatedPersonOf,
  riskOf,
} from '../dispositivi/dispositivi.fhir.ts';
import { measurementView } from '../dispositivi/dispositivi.service.ts';
import { requestViewer, roleOver, type StrokeScope, type StrokeViewer } from '../stroke.scope.ts';
import {
  type CaregiverFhirRow,
  createFhirRepository,
  type DoctorFhirRow,
  type PatientFhirRow,
  type Reach,
  type ScoreFhirRow,
} from './fhir.repository.ts';

/*
 * The stroke module's FHIR R4 resources (docs/adr/0046-fhir.md): its patients, doctors, caregivers, the wearables'
 * measurements and the risk scores' histories, built by the same functions as the patient's export
 * (dispositivi.fhir.ts), so both give the same resources under the same ids. Who reads what is the scope's rule,
 * applied in the SQL of every search; every patient whose data a search returns is recorded as read.
 */

const patientParam = searchParam('patient', 'reference', 'clinical-patient', 'Il paziente', ['Patient']);

/** One type's rows and resources: the search in SQL within the reach, the resource of a row, its patient. */
interface StrokeType<R extends FhirResource, Row> {
  type: R['resourceType'];
  documentation: string;
  searchParams: SearchParamDef[];
  rows(reach: Reach, search: ParsedSearch): Promise<RowsPage<Row>>;
  resourceOf(row: Row): R;
  /** The patient whose data the row is (recorded as read); none for a doctor. */
  patientOf?(row: Row): { id: number; medicoId: number };
}

function reachOf(who: StrokeViewer): Reach {
  return {
    admin: who.admin,
    pazienteId: who.paziente?.id,
    medicoId: who.medico?.id,
    caregiverId: who.caregiver?.id,
  };
}

function providerOf<R extends FhirResource, Row>(
  scope: StrokeScope,
  spec: StrokeType<R, Row>,
): ResourceProvider<R> {
  const viewer = requestViewer(scope);

  async function search(request: FastifyRequest, parsed: ParsedSearch): Promise<SearchPage<R>> {
    const who = await viewer(request);
    const { rows, total } = await spec.rows(reachOf(who), parsed);
    await recordReads(who, rows);
    return { resources: rows.map((row) => spec.resourceOf(row)), total };
  }

  /** One read per patient whose data the page holds (the scope keeps it to a row a minute). */
  async function recordReads(who: StrokeViewer, rows: Row[]) {
    if (!spec.patientOf) return;
    const patients = new Map(rows.map((row) => spec.patientOf?.(row)).map((p) => [p?.id, p]));
    for (const patient of patients.values()) {
      if (patient) await scope.recordRead(who, patient.id, roleOver(who, patient), 'fhir');
    }
  }

  return {
    type: spec.type,
    documentation: spec.documentation,
    searchParams: spec.searchParams,
    search,
    async read(request, id) {
      const { resources } = await search(request, searchOfId(id));
      return resources[0];
    },
  };
}

function practitionerOf(row: DoctorFhirRow): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: String(row.id),
    identifier: [{ system: ACCOUNT_SYSTEM, value: row.subject }],
    active: true,
    name: [{ family: row.cognome, given: [row.nome] }],
    ...(row.specializzazione && { qualification: [{ code: { text: row.specializzazione } }] }),
  };
}

function storicoVoceOf(row: ScoreFhirRow): StoricoVoce {
  return {
    id: row.id,
    at: row.at.toISOString(),
    punteggio: row.punteggio as StoricoVoce['punteggio'],
    valore: row.valore,
    risultato: row.risultato as StoricoVoce['risultato'],
    input: row.input as StoricoVoce['input'],
    algoritmo: row.algoritmo,
    fonte: {
      tipo: row.fonteTipo as StoricoVoce['fonte']['tipo'],
      id: row.fonteId,
      version: row.fonteVersion,
    },
    autore: row.autoreNome,
  };
}

function relatedOf(row: CaregiverFhirRow) {
  return relatedPersonOf(
    { ...row.person, relazione: row.consent.relazione, datoIl: row.consent.datoIl.toISOString() },
    row.consent.pazienteId,
  );
}

/** Registers the stroke module's providers: Patient, Practitioner, RelatedPerson, Observation, RiskAssessment. */
export function provideStrokeFhir(fhir: FhirRegistry, deps: { db: Db; scope: StrokeScope }) {
  const repo = createFhirRepository(deps.db);
  const provide = <R extends FhirResource, Row>(spec: StrokeType<R, Row>) =>
    fhir.provide(providerOf(deps.scope, spec) as ResourceProvider);

  provide<Patient, PatientFhirRow>({
    type: 'Patient',
    documentation: 'I pazienti del servizio ictus che il chiamante segue (o sé stesso)',
    searchParams: [
      searchParam(
        'identifier',
        'token',
        'Patient-identifier',
        'Codice fiscale (http://hl7.it/sid/codiceFiscale)',
      ),
      searchParam('name', 'string', 'Patient-name', 'Nome o cognome'),
      searchParam('family', 'string', 'individual-family', 'Cognome'),
      searchParam('given', 'string', 'individual-given', 'Nome'),
      searchParam('birthdate', 'date', 'individual-birthdate', 'Data di nascita'),
      searchParam('gender', 'token', 'individual-gender', 'Sesso (male, female)'),
    ],
    rows: repo.patients,
    resourceOf: patientOf,
    patientOf: (row) => row,
  });
  provide({
    type: 'Practitioner',
    documentation: 'I medici del servizio ictus: il chiamante, o i medici dei pazienti che segue',
    searchParams: [
      searchParam(
        'identifier',
        'token',
        'Practitioner-identifier',
        `L'account del medico (${ACCOUNT_SYSTEM})`,
      ),
      searchParam('name', 'string', 'Practitioner-name', 'Nome o cognome'),
    ],
    rows: repo.doctors,
    resourceOf: practitionerOf,
  });
  provide({
    type: 'RelatedPerson',
    documentation: 'I caregiver con un consenso attivo del paziente',
    searchParams: [searchParam('patient', 'reference', 'RelatedPerson-patient', 'Il paziente', ['Patient'])],
    rows: repo.caregivers,
    resourceOf: relatedOf,
    patientOf: (row) => ({ id: row.consent.pazienteId, medicoId: row.medicoId }),
  });
  provide({
    type: 'Observation',
    documentation: 'Le misurazioni dei dispositivi indossabili (parametri vitali, passi, ritmo cardiaco)',
    searchParams: [
      patientParam,
      searchParam('subject', 'reference', 'Observation-subject', 'Il paziente', [
        'Patient',
        'Group',
        'Device',
        'Location',
      ]),
      searchParam('code', 'token', 'clinical-code', 'Codice LOINC (o MDC) della misura'),
      searchParam('date', 'date', 'clinical-date', 'Inizio della misurazione'),
      searchParam('category', 'token', 'Observation-category', 'vital-signs, activity, phd'),
    ],
    rows: repo.measurements,
    resourceOf: (row) => observationOf(measurementView(row), row.pazienteId),
    patientOf: (row) => ({ id: row.pazienteId, medicoId: row.medicoId }),
  });
  provide({
    type: 'RiskAssessment',
    documentation: 'Lo storico dei punteggi di rischio (CHA2DS2-VASc, CHA2DS2-VA, HAS-BLED, Framingham)',
    searchParams: [
      patientParam,
      searchParam('subject', 'reference', 'RiskAssessment-subject', 'Il paziente', ['Patient', 'Group']),
      searchParam('date', 'date', 'clinical-date', 'Data del punteggio'),
      searchParam(
        'method',
        'token',
        'RiskAssessment-method',
        'Il punteggio (cha2ds2vasc, cha2ds2va, hasbled, framingham)',
      ),
    ],
    rows: repo.scores,
    resourceOf: (row) => riskOf(storicoVoceOf(row), row.pazienteId),
    patientOf: (row) => ({ id: row.pazienteId, medicoId: row.medicoId }),
  });
}
