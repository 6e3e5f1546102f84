import { createHash, randomBytes } from 'node:crypto';
import type { MisurazioneIn } from '@halo/contract/stroke/dispositivi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { createAuditLog } from '../audit/audit.service.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { ALERT_NOTICE_JOB, createDispositiviService, hashToken } from './dispositivi/dispositivi.service.ts';
import { createFattoriService } from './fattori/fattori.service.ts';
import { createStrokeScope, type StrokeScope, type StrokeViewer } from './stroke.scope.ts';
import { caregivers, consensi, dispositivi, inviti, medici, pazienti } from './stroke.tables.ts';

const DAY = 86_400_000;

/** An invitation already opened and accepted (the demo people sign in with their demo passwords). */
function acceptedInvite(at: Date) {
  return {
    invitante: 'demo',
    codeHash: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    stato: 'accettato',
    inviatoIl: at,
    apertoIl: new Date(at.getTime() + 3_600_000),
    accettatoIl: new Date(at.getTime() + 7_200_000),
    scadeIl: new Date(at.getTime() + 7 * DAY),
  };
}

/** A risk form with every factor absent: the start the demo and the tests change a few of. */
export const noRiskFactors = {
  ipertensione: false,
  ipertensioneNonControllata: false,
  terapiaAntipertensiva: false,
  diabete: false,
  fibrillazioneAtriale: false,
  fumo: false,
  dislipidemia: false,
  pregressoIctusTiaTromboembolia: false,
  malattiaVascolare: false,
  malattiaCardiovascolare: false,
  scompensoCardiaco: false,
  ipertrofiaVentricolareSinistra: false,
  funzioneRenaleAlterata: false,
  funzioneEpaticaAlterata: false,
  sanguinamento: false,
  inrLabile: false,
  farmaci: false,
  alcol: false,
};

/**
 * Demo mode, once (while the demo patient is not there): the demo users `medico`, `paziente` and `caregiver` as a
 * doctor, their patient and the patient's daughter with consent, with a year of factors saved at their dates so
 * that the score histories have a story (hypertension found, then atrial fibrillation and a stroke).
 */
export async function seedStroke(db: Db, options: ModuleSeedOptions): Promise<void> {
  if (!options.demo) return;
  const [medicoId, pazienteId, caregiverId] = await Promise.all([
    options.demoUserId('medico'),
    options.demoUserId('paziente'),
    options.demoUserId('caregiver'),
  ]);
  if (!medicoId || !pazienteId || !caregiverId) return;
  const [existing] = await db
    .select({ id: pazienti.id })
    .from(pazienti)
    .where(eq(pazienti.subject, pazienteId));
  if (existing) return;

  const start = new Date(Date.now() - 365 * DAY);
  const [doctor] = await db
    .insert(medici)
    .values({
      subject: medicoId,
      nome: 'Roberto',
      cognome: 'Medico',
      email: 'medico@example.org',
      specializzazione: 'Neurologia',
      struttura: 'Stroke Unit, Ospedale degli Infermi di Rivoli',
    })
    .onConflictDoNothing()
    .returning();
  const medico =
    doctor ?? required((await db.select().from(medici).where(eq(medici.subject, medicoId)))[0], 'medico');
  const [patientRow] = await db
    .insert(pazienti)
    .values({
      subject: pazienteId,
      medicoId: medico.id,
      nome: 'Franco',
      cognome: 'Paziente',
      email: 'paziente@example.org',
      telefono: '+39 011 555 0101',
      dataNascita: '1950-03-14',
      sesso: 'M',
      createdAt: start,
    })
    .returning();
  const patient = required(patientRow, 'stroke.paziente');
  const [carer] = await db
    .insert(caregivers)
    .values({ subject: caregiverId, nome: 'Elena', cognome: 'Caregiver', email: 'caregiver@example.org' })
    .returning();
  const caregiver = required(carer, 'stroke.caregiver');
  await db.insert(consensi).values({
    pazienteId: patient.id,
    caregiverId: caregiver.id,
    relazione: 'Figlia',
    datoIl: new Date(start.getTime() + 2 * DAY),
  });
  await db.insert(inviti).values([
    { tipo: 'medico', medicoId: medico.id, ...acceptedInvite(new Date(start.getTime() - 30 * DAY)) },
    { tipo: 'paziente', medicoId: medico.id, pazienteId: patient.id, ...acceptedInvite(start) },
    {
      tipo: 'caregiver',
      pazienteId: patient.id,
      caregiverId: caregiver.id,
      ...acceptedInvite(new Date(start.getTime() + 2 * DAY)),
    },
  ]);

  // The factors as the doctor saved them over the year, each save at its own date.
  const doctorView: StrokeViewer = {
    subject: medicoId,
    ctx: { actor: { userId: medicoId, username: 'medico' } },
    roles: new Set(['medico']),
    admin: false,
    medico,
  };
  const scope = createStrokeScope({ db, audit: createAuditLog({ db }) });
  const at = (days: number) =>
    createFattoriService({ db, scope, clock: () => new Date(start.getTime() + days * DAY) });
  const base = {
    pazienteId: patient.id,
    ...noRiskFactors,
    pressioneSistolica: 138,
    fumo: true,
    dislipidemia: true,
  };
  const first = await at(7).salvaRischio(doctorView, base);
  const second = await at(120).salvaRischio(doctorView, {
    ...base,
    id: first.body.id,
    version: first.body.version,
    ipertensione: true,
    terapiaAntipertensiva: true,
    pressioneSistolica: 152,
  });
  const eventDay = new Date(start.getTime() + 250 * DAY).toISOString().slice(0, 10);
  const admission = {
    pazienteId: patient.id,
    tipoIctus: 'ischemico',
    dataEvento: eventDay,
    nihssIngresso: {
      '1a': 0,
      '1b': 1,
      '1c': 0,
      '2': 1,
      '3': 0,
      '4': 2,
      '5a': 2,
      '5b': 0,
      '6a': 1,
      '6b': 0,
      '7': 0,
      '8': 1,
      '9': 1,
      '10': 1,
      '11': 0,
    },
    nihssDimissione: null,
    mrs: null,
    trombolisi: true,
    trombectomia: false,
    pressioneSistolica: 176,
    pressioneDiastolica: 94,
    fibrillazioneAtriale: true,
    note: 'Fibrillazione atriale di nuova diagnosi al ricovero.',
  } as const;
  const event = await at(251).salvaClinici(doctorView, admission);
  await at(258).salvaClinici(doctorView, {
    ...admission,
    id: event.body.id,
    version: event.body.version,
    nihssDimissione: {
      '1a': 0,
      '1b': 0,
      '1c': 0,
      '2': 0,
      '3': 0,
      '4': 1,
      '5a': 1,
      '5b': 0,
      '6a': 0,
      '6b': 0,
      '7': 0,
      '8': 1,
      '9': 0,
      '10': 1,
      '11': 0,
    },
    mrs: 2,
  });
  await at(262).salvaRischio(doctorView, {
    ...base,
    id: second.body.id,
    version: second.body.version,
    ipertensione: true,
    terapiaAntipertensiva: true,
    pressioneSistolica: 148,
    fibrillazioneAtriale: true,
    farmaci: true,
  });
  await seedDemoWearables(db, scope, patient.id, options.jobs);
}

/**
 * The demo patient's watch and blood-pressure cuff with two weeks of readings (deterministic, by the hour of the
 * day), through the same ingest as a gateway: the last days' pressure crosses the default threshold, so the demo
 * doctor finds an open alert (and its mail in the outbox).
 */
async function seedDemoWearables(
  db: Db,
  scope: StrokeScope,
  pazienteId: number,
  jobs: ModuleSeedOptions['jobs'],
) {
  // The readings open an alert, whose notice is queued in the ingest's transaction.
  await jobs.declare(ALERT_NOTICE_JOB);
  const service = createDispositiviService({ db, scope, jobs, publicUrl: '' });
  const tokens: string[] = [];
  for (const [tipo, modello, seriale] of [
    ['smartwatch', 'Orologio cardio W3', 'DEMO-W3-0001'],
    ['sfigmomanometro', 'Bracciale BP-200', 'DEMO-BP-0001'],
  ] as const) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(dispositivi).values({ pazienteId, tipo, modello, seriale, tokenHash: hashToken(token) });
    tokens.push(token);
  }
  const [watch, cuff] = tokens as [string, string];
  const day = 24 * 3_600_000;
  const end = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const wave = (i: number, spread: number) => Math.round(Math.sin(i / 3) * spread);
  const fromWatch: MisurazioneIn[] = [];
  const fromCuff: MisurazioneIn[] = [];
  for (let d = 13; d >= 0; d--) {
    const midnight = end - d * day;
    for (let h = 0; h < 24; h += 2) {
      const i = (13 - d) * 12 + h / 2;
      fromWatch.push({
        codice: '8867-4',
        valore: 68 + wave(i, 9) + (h >= 8 && h <= 20 ? 8 : 0),
        inizio: at(midnight - h * 3_600_000),
      });
      if (h % 6 === 0)
        fromWatch.push({
          codice: '59408-5',
          valore: 95 + (i % 4 === 0 ? -1 : 1) + (i % 3),
          inizio: at(midnight - h * 3_600_000 + 60_000),
        });
    }
    fromWatch.push({
      codice: '41950-7',
      valore: 4200 + (((13 - d) * 517) % 3100),
      inizio: at(midnight - day),
      fine: at(midnight),
    });
    fromWatch.push({
      codice: 'ritmo',
      classificazione: d === 9 ? 'atrialFibrillation' : d === 10 ? 'inconclusive' : 'sinusRhythm',
      inizio: at(midnight - 10 * 3_600_000),
    });
    for (const [hour, extra] of [
      [8, 0],
      [20, -6],
    ] as const) {
      const rising = d <= 2 ? 40 - d * 6 : 0;
      fromCuff.push({
        codice: '85354-9',
        sistolica: 146 + wave(d * 2 + hour, 7) + extra + rising,
        diastolica: 86 + wave(d + hour, 4) + Math.round(rising / 3),
        inizio: at(midnight - (24 - hour) * 3_600_000),
      });
    }
  }
  fromWatch.push({ codice: '8310-5', valore: 36.7, inizio: at(end - 5 * 3_600_000) });
  await service.ingest(watch, fromWatch);
  await service.ingest(cuff, fromCuff);
}
