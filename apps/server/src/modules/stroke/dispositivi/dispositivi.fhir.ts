import type { Caregiver } from '@halo/contract/stroke/caregivers';
import { BP_COMPONENTS, type Dispositivo, MISURE, type Misurazione } from '@halo/contract/stroke/dispositivi';
import type { StoricoVoce } from '@halo/contract/stroke/fattori';
import type { Paziente } from '@halo/contract/stroke/pazienti';
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Device,
  FhirResource,
  Observation,
  Patient,
  RelatedPerson,
  RiskAssessment,
} from 'fhir/r4.js';

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const MDC = 'urn:iso:std:iso:11073:10101';
const SNOMED = 'http://snomed.info/sct';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const PHD = 'http://hl7.org/fhir/uv/phd/CodeSystem/PhdObservationCategories';
/** The Italian codice fiscale (HL7 Italia's identifier system). */
const CODICE_FISCALE = 'http://hl7.it/sid/codiceFiscale';

/** LOINC code → the IEEE 11073 MDC code devices report (REFERENCES.md §5), for the double coding. */
const MDC_CODES: Record<string, { code: string; display: string }> = {
  '8867-4': { code: '149546', display: 'MDC_PULS_RATE_NON_INV' },
  '85354-9': { code: '150020', display: 'MDC_PRESS_BLD_NONINV' },
  '59408-5': { code: '150456', display: 'MDC_PULS_OXIM_SAT_O2' },
  '8310-5': { code: '150364', display: 'MDC_TEMP_BODY' },
};

const RISK_METHODS: Record<string, { text: string; outcome: string; basis: string }> = {
  cha2ds2vasc: {
    text: 'CHA2DS2-VASc (Lip 2010; rischio annuo Friberg 2012)',
    outcome: 'Ictus ischemico',
    basis: 'rischioIctusIschemicoAnnuoPct',
  },
  cha2ds2va: { text: 'CHA2DS2-VA (ESC 2024)', outcome: 'Ictus, TIA o embolia', basis: '' },
  hasbled: {
    text: 'HAS-BLED (Pisters 2010)',
    outcome: 'Sanguinamento maggiore',
    basis: 'sanguinamentiPer100PazientiAnno',
  },
  framingham: {
    text: "Framingham Stroke Risk Profile (D'Agostino 1994)",
    outcome: 'Ictus a 10 anni',
    basis: 'rischioIctus10AnniPct',
  },
};

const ref = (type: string, id: string | number) => ({ reference: `${type}/${id}` });

function observationOf(m: Misurazione, patientId: number): Observation {
  const info = MISURE[m.codice];
  const vital = m.codice !== '41950-7';
  const mdc = MDC_CODES[m.codice];
  const code: CodeableConcept =
    m.codice === 'ritmo'
      ? { text: info.nome }
      : {
          coding: [
            { system: LOINC, code: m.codice, display: info.nome },
            ...(mdc ? [{ system: MDC, code: mdc.code, display: mdc.display }] : []),
          ],
          text: info.nome,
        };
  const observation: Observation = {
    resourceType: 'Observation',
    id: `misurazione-${m.id}`,
    status: 'final',
    category: [
      {
        coding: [vital ? { system: CATEGORY, code: 'vital-signs' } : { system: CATEGORY, code: 'activity' }],
      },
      { coding: [{ system: PHD, code: 'phd', display: 'PHD generated Observation' }] },
    ],
    code,
    subject: ref('Patient', patientId),
    device: ref('Device', m.dispositivoId),
    ...(m.fine ? { effectivePeriod: { start: m.inizio, end: m.fine } } : { effectiveDateTime: m.inizio }),
  };
  if (m.codice === '85354-9') {
    observation.component = [
      {
        code: {
          coding: [{ system: LOINC, code: BP_COMPONENTS.sistolica, display: 'Systolic blood pressure' }],
        },
        valueQuantity: { value: m.sistolica ?? undefined, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
      },
      {
        code: {
          coding: [{ system: LOINC, code: BP_COMPONENTS.diastolica, display: 'Diastolic blood pressure' }],
        },
        valueQuantity: { value: m.diastolica ?? undefined, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
      },
    ];
  } else if (m.codice === 'ritmo') {
    observation.valueCodeableConcept = {
      coding: [
        {
          system: 'http://hl7.org/fhir/uv/phr/CodeSystem/EcgClassification',
          code: m.classificazione ?? 'inconclusive',
        },
        ...(m.classificazione === 'atrialFibrillation'
          ? [{ system: SNOMED, code: '49436004', display: 'Atrial fibrillation (disorder)' }]
          : []),
      ],
    };
  } else {
    observation.valueQuantity = {
      value: m.valore ?? undefined,
      unit: info.unita,
      system: UCUM,
      code: info.unita,
    };
  }
  return observation;
}

function riskOf(entry: StoricoVoce, patientId: number): RiskAssessment {
  const method = RISK_METHODS[entry.punteggio] ?? { text: entry.punteggio, outcome: '', basis: '' };
  const pct = method.basis ? entry.risultato[method.basis] : null;
  return {
    resourceType: 'RiskAssessment',
    id: `punteggio-${entry.id}`,
    status: 'final',
    subject: ref('Patient', patientId),
    occurrenceDateTime: entry.at,
    method: { text: method.text },
    code: { text: `${entry.punteggio}: ${entry.valore}` },
    basis: [
      {
        display: `${entry.fonte.tipo === 'fattoriRischio' ? 'Fattori di rischio' : 'Fattori clinici'} ${entry.fonte.id}, versione ${entry.fonte.version}`,
      },
    ],
    prediction: [
      {
        outcome: { text: method.outcome },
        ...(typeof pct === 'number' && { probabilityDecimal: pct / 100 }),
        rationale: `Punteggio ${entry.valore}; ingressi ${JSON.stringify(entry.input)}`,
      },
    ],
    note: [{ text: `Algoritmi ${entry.algoritmo}; autore ${entry.autore}` }],
  };
}

/**
 * A patient as a FHIR R4 `collection` Bundle (typed by the maintained `@types/fhir` R4 definitions): Patient, the
 * caregivers with an active consent as RelatedPerson, the devices, every measurement as an Observation (vital
 * signs, double-coded LOINC + MDC, UCUM units, blood pressure as one panel with two components) and the latest
 * entry of each risk score as a RiskAssessment with its method and basis.
 */
export function fhirBundle(input: {
  paziente: Paziente;
  caregivers: Caregiver[];
  dispositivi: Dispositivo[];
  misurazioni: Misurazione[];
  predizioni: StoricoVoce[];
  at: Date;
  /** The base of the entries' full URLs, against which their relative references resolve. */
  base: string;
}): Bundle<FhirResource> {
  const { paziente: p } = input;
  const patient: Patient = {
    resourceType: 'Patient',
    id: String(p.id),
    ...(p.codiceFiscale && { identifier: [{ system: CODICE_FISCALE, value: p.codiceFiscale }] }),
    name: [{ family: p.cognome, given: [p.nome] }],
    gender: p.sesso === 'F' ? 'female' : 'male',
    birthDate: p.dataNascita,
    telecom: [
      { system: 'email', value: p.email },
      ...(p.telefono ? [{ system: 'phone' as const, value: p.telefono }] : []),
    ],
    generalPractitioner: [{ display: `${p.medico.nome} ${p.medico.cognome}` }],
  };
  const related: RelatedPerson[] = input.caregivers
    .filter((c) => c.consenso.attivo)
    .map((c) => ({
      resourceType: 'RelatedPerson',
      id: `caregiver-${c.id}`,
      active: true,
      patient: ref('Patient', p.id),
      ...(c.relazione && { relationship: [{ text: c.relazione }] }),
      name: [{ family: c.cognome, given: [c.nome] }],
      telecom: [{ system: 'email', value: c.email }],
      period: { start: c.consenso.datoIl },
    }));
  const devices: Device[] = input.dispositivi.map((d) => ({
    resourceType: 'Device',
    id: String(d.id),
    serialNumber: d.seriale,
    modelNumber: d.modello,
    type: { text: d.tipo },
    status: d.tokenAttivo ? 'active' : 'inactive',
    patient: ref('Patient', p.id),
  }));
  const latest = new Map<string, StoricoVoce>();
  for (const entry of input.predizioni) latest.set(entry.punteggio, entry);
  const resources: FhirResource[] = [
    patient,
    ...related,
    ...devices,
    ...input.misurazioni.map((m) => observationOf(m, p.id)),
    ...[...latest.values()].map((entry) => riskOf(entry, p.id)),
  ];
  const entry: BundleEntry<FhirResource>[] = resources.map((resource) => ({
    fullUrl: `${input.base}/${resource.resourceType}/${resource.id}`,
    resource,
  }));
  return { resourceType: 'Bundle', type: 'collection', timestamp: input.at.toISOString(), entry };
}
