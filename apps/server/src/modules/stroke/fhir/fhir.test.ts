import type {
  Bundle,
  FhirResource,
  Observation,
  OperationOutcome,
  Patient,
  RelatedPerson,
  RiskAssessment,
} from 'fhir/r4.js';
import { beforeAll, describe, expect, it } from 'vitest';

import { FHIR_PREFIX } from '../../../fhir/fhir.plugin.ts';
import { pagesFrom, resourcesOf, withFhirServer } from '../../../fhir/fhir.test-utils.ts';
import { r4Problems } from '../../../fhir/validate.test-utils.ts';

/*
 * The stroke module's FHIR R4 resources on the demo data (docs/adr/0046-fhir.md): each type read and searched by
 * the doctor, the patient, the caregiver and a user of another application; the searches' filters and paging; the
 * reads in the patient's access log; every resource valid against R4, as the patient's export is.
 */

const LOINC = 'http://loinc.org';
const TYPES = ['Patient', 'Practitioner', 'RelatedPerson', 'Observation', 'RiskAssessment'] as const;

describe('stroke care through /fhir/r4', () => {
  const { caller, search, read } = withFhirServer();
  let franco: string;

  beforeAll(async () => {
    const found = await search('medico', 'Patient?family=paziente&given=franco');
    franco = found.entry?.[0]?.resource?.id as string;
  });
  const resources = resourcesOf;
  const ids = (bundle: Bundle) => resources(bundle).map((r) => `${r.resourceType}/${r.id}`);
  /** Every resource of the page valid against R4's definitions, the Bundle too. */
  const valid = (bundle: Bundle) => expect(r4Problems(bundle)).toEqual([]);

  it('shows the doctor their patient, themselves, the caregiver, the readings and the scores, all valid R4', async () => {
    const totals: Record<string, number> = {};
    for (const type of TYPES) {
      const bundle = await search('medico', `${type}?_count=100`);
      valid(bundle);
      totals[type] = bundle.total ?? 0;
      const first = resources(bundle)[0] as FhirResource;
      const byId = await read('medico', `${type}/${first.id}`);
      expect([byId.status, byId.body]).toEqual([200, first]);
    }
    expect(totals).toMatchObject({ Patient: 1, Practitioner: 1, RelatedPerson: 1 });
    expect(totals.Observation).toBeGreaterThan(200);
    expect(totals.RiskAssessment).toBeGreaterThanOrEqual(3);
    const patient = resources<Patient>(await search('medico', `Patient?_id=${franco}`))[0];
    expect(patient).toMatchObject({ name: [{ family: 'Paziente', given: ['Franco'] }], gender: 'male' });
    const related = resources<RelatedPerson>(await search('medico', `RelatedPerson?patient=${franco}`));
    expect(related.map((r) => [r.name?.[0]?.given?.[0], r.patient.reference])).toEqual([
      ['Elena', `Patient/${franco}`],
    ]);
  });

  it('gives the admin every patient, and the patient and the caregiver only Franco', async () => {
    expect((await search('superadmin', 'Patient')).total).toBeGreaterThanOrEqual(1);
    for (const user of ['paziente', 'caregiver']) {
      const patients = await search(user, 'Patient');
      expect(ids(patients)).toEqual([`Patient/${franco}`]);
      const readings = await search(user, `Observation?patient=${franco}&_count=1`);
      expect(readings.total).toBeGreaterThan(200);
      valid(readings);
      const scores = await search(user, 'RiskAssessment?_count=100');
      valid(scores);
      expect(scores.total).toBeGreaterThanOrEqual(3);
    }
    // The patient sees their doctor; the caregiver their patient's doctor; nobody's caregivers but the patient.
    expect(resources(await search('paziente', 'Practitioner'))).toMatchObject([
      { name: [{ family: 'Medico', given: ['Roberto'] }] },
    ]);
    expect((await search('paziente', 'RelatedPerson')).total).toBe(1);
    expect((await search('caregiver', 'RelatedPerson')).total).toBe(0);
  });

  it('shows a user of another application nothing: empty searches, 404 reads', async () => {
    const doctorsReads = await Promise.all(
      TYPES.map(async (type) => resources(await search('medico', `${type}?_count=1`))[0] as FhirResource),
    );
    for (const resource of doctorsReads) {
      const bundle = await search('cittadino', `${resource.resourceType}`);
      expect([resource.resourceType, bundle.total, bundle.entry ?? []]).toEqual([
        resource.resourceType,
        0,
        [],
      ]);
      const refused = await read<OperationOutcome>('cittadino', `${resource.resourceType}/${resource.id}`);
      expect([refused.status, refused.body.issue?.[0]?.code]).toEqual([404, 'not-found']);
    }
    // Nor does the caregiver read the patient's list of caregivers by id.
    const related = resources(await search('medico', 'RelatedPerson'))[0] as FhirResource;
    expect((await read('caregiver', `RelatedPerson/${related.id}`)).status).toBe(404);
  });

  it('filters patients by name, identifier, gender and birth date', async () => {
    const count = async (query: string) => (await search('medico', `Patient?${query}`)).total;
    const totals: [query: string, total: number][] = [
      ['name=FRAN', 1],
      ['name=aziente', 0],
      ['name:contains=aziente', 1],
      ['family:exact=Paziente', 1],
      ['family:exact=paziente', 0],
      ['gender=male', 1],
      ['gender=http://hl7.org/fhir/administrative-gender|female', 0],
      ['identifier=http://hl7.it/sid/codiceFiscale|', 0],
      ['birthdate=1950', 1],
      ['birthdate=1950-03-14', 1],
      ['birthdate=gt1950-03-14', 0],
      ['birthdate=ge1950-03-14&birthdate=lt1950-03-15', 1],
      ['birthdate=ne1950-03', 0],
    ];
    for (const [query, total] of totals) expect(await count(query), query).toBe(total);
  });

  it('pages the readings with next, and filters them by code, category and date', async () => {
    const first = await search('medico', `Observation?patient=Patient/${franco}&_count=40`);
    const total = first.total as number;
    const seen: string[] = [];
    for await (const page of pagesFrom(first, (query) => search('medico', query))) seen.push(...ids(page));
    expect([seen.length, new Set(seen).size]).toEqual([total, total]);

    const countOf = async (query: string) => (await search('medico', `Observation?${query}&_count=0`)).total;
    const rhythm = await search('medico', `Observation?code=${LOINC}|8884-9&_count=100`);
    expect(rhythm.total).toBe(14);
    valid(rhythm);
    const values = resources<Observation>(rhythm).map((o) => {
      expect(o.code.coding?.[0]).toEqual({ system: LOINC, code: '8884-9', display: 'Heart rate rhythm' });
      return [o.valueCodeableConcept?.coding?.[0]?.code ?? '-', o.valueCodeableConcept?.text];
    });
    expect(new Set(values.map((v) => JSON.stringify(v)))).toEqual(
      new Set([
        JSON.stringify(['64730000', 'Ritmo sinusale']),
        JSON.stringify(['49436004', 'Fibrillazione atriale']),
        JSON.stringify(['-', 'Non conclusivo']),
      ]),
    );
    expect(await countOf('code=8867-4')).toBe(168);
    expect(await countOf('code=urn:iso:std:iso:11073:10101|149546')).toBe(168);
    expect(await countOf('code=8867-4,59408-5')).toBe(168 + 56);
    expect(await countOf('code=http://snomed.info/sct|8867-4')).toBe(0);
    expect(await countOf('category=activity')).toBe(14);
    expect(await countOf('category=vital-signs')).toBe(total - 14);
    expect(await countOf(`subject=Device/1`)).toBe(0);

    // Date prefixes against the instants of the heart-rate readings.
    const rates = resources<Observation>(await search('medico', 'Observation?code=8867-4&_count=100'));
    const latest = rates[0]?.effectiveDateTime as string;
    const earlier = rates[5]?.effectiveDateTime as string;
    const between = (query: string) => countOf(`code=8867-4&${query}`);
    expect(await between(`date=${encodeURIComponent(latest)}`)).toBe(1);
    expect(await between(`date=ge${encodeURIComponent(earlier)}`)).toBe(6);
    expect(await between(`date=gt${encodeURIComponent(earlier)}`)).toBe(5);
    expect(await between(`date=lt${encodeURIComponent(earlier)}`)).toBe(168 - 6);
    expect(await between(`date=ne${encodeURIComponent(latest)}`)).toBe(167);
    // A day without a zone is Italy's day; with one, the instants of that zone's day.
    const romeDay = (instant: string) =>
      new Date(instant).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    const day = romeDay(latest);
    const ofRomeDay = rates.filter((o) => romeDay(o.effectiveDateTime as string) === day).length;
    expect(ofRomeDay).toBeGreaterThan(0);
    expect(await between(`date=${day}`)).toBe(ofRomeDay);
    const utcDay = latest.slice(0, 10);
    const ofUtcDay = rates.filter((o) => (o.effectiveDateTime as string).startsWith(utcDay)).length;
    expect(await between(`date=ge${utcDay}T00:00Z&date=lt${utcDay}T23:59:59.999Z`)).toBe(ofUtcDay);
  });

  it('gives the score histories by method and date, their probabilities without float noise', async () => {
    const all = await search('medico', `RiskAssessment?subject=${franco}&_count=100`);
    valid(all);
    const assessments = resources<RiskAssessment>(all);
    for (const assessment of assessments) {
      const probability = assessment.prediction?.[0]?.probabilityDecimal;
      if (probability !== undefined) expect(String(probability)).toMatch(/^\d(\.\d{1,4})?$/);
    }
    expect(JSON.stringify(all)).not.toMatch(/\d\.\d{6,}/);
    const hasbled = assessments.filter((a) => a.method?.coding?.[0]?.code === 'hasbled');
    const byMethod = await search(
      'medico',
      'RiskAssessment?method=urn:halo:stroke:punteggio|hasbled&_count=100',
    );
    expect(ids(byMethod)).toEqual(hasbled.map((a) => `RiskAssessment/${a.id}`));
    const oldest = assessments.at(-1)?.occurrenceDateTime as string;
    const after = await search('medico', `RiskAssessment?date=gt${encodeURIComponent(oldest)}&_count=0`);
    expect(after.total).toBe(assessments.filter((a) => (a.occurrenceDateTime as string) > oldest).length);
  });

  it("records the doctor's and the caregiver's reads in the patient's access log", async () => {
    await search('medico', `Observation?patient=${franco}&_count=1`);
    await search('caregiver', `RiskAssessment?patient=${franco}&_count=1`);
    const log = await (await caller('paziente')).get<{ items: { ruolo: string; cosa: string }[] }>(
      `/api/stroke/paziente/${franco}/accessi?size=100`,
    );
    expect(log.status).toBe(200);
    const fhirReads = log.body.items.filter((a) => a.cosa.split(', ').includes('fhir'));
    expect(new Set(fhirReads.map((a) => a.ruolo))).toEqual(new Set(['medico', 'caregiver', 'admin']));
  });

  it('exports Franco as a valid Bundle with the same resources as the API', async () => {
    const exported = await (await caller('medico')).get<Bundle>(`/api/stroke/paziente/${franco}/fhir`);
    expect(exported.status).toBe(200);
    expect(r4Problems(exported.body)).toEqual([]);
    const entries = exported.body.entry ?? [];
    for (const type of ['Patient', 'RelatedPerson', 'Observation']) {
      const entry = entries.find((e) => e.resource?.resourceType === type);
      const byId = await read('medico', `${type}/${entry?.resource?.id}`);
      expect(byId.body).toEqual(entry?.resource);
      expect(entry?.fullUrl).toMatch(new RegExp(`${FHIR_PREFIX}/${type}/${entry?.resource?.id}$`));
    }
  });
});
