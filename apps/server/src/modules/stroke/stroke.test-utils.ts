import { expect } from 'vitest';
import { type ApiClient, apiClient, lastLink, lastMailText, setPassword } from '../../../test/api.ts';
import { signIn } from '../../../test/oidc-client.ts';
import type { TestServer } from '../../../test/servers.ts';
import { noRiskFactors } from './stroke.demo.ts';

export const PASSWORD = 'Una-password-lunga-1';

/** The code of the last invitation mailed to an address, and the callback path it links to. */
export async function invitationOf(server: TestServer, email: string) {
  const link = new URL(await lastLink(server.database, email));
  return { path: link.pathname, code: link.searchParams.get('code') ?? '' };
}

const callbacks = { medico: 'callbackm', paziente: 'callbackp', caregiver: 'callbackc' } as const;

/** Opens the invitation as the invited person would: the callback, then the password link, then signs in. */
export async function acceptInvitation(
  server: TestServer,
  kind: keyof typeof callbacks,
  email: string,
): Promise<{ client: ApiClient; username: string }> {
  const { path, code } = await invitationOf(server, email);
  expect(path).toBe(`/stroke/public/${callbacks[kind]}`);
  const confirmed = await apiClient(server.app).get(`/api/stroke/public/${callbacks[kind]}/${code}`);
  expect(confirmed.body).toEqual({ esito: 'confermato', passwordInviata: true });
  const passwordLink = await lastLink(server.database, email);
  await setPassword(server.baseUrl, passwordLink, PASSWORD);
  const username = /come "([^"]+)"/.exec(await lastMailText(server.database, email))?.[1] ?? '';
  const { tokens } = await signIn(server.baseUrl, username, PASSWORD);
  return { client: apiClient(server.app, tokens.access_token), username };
}

/** A doctor created by the admin, the invitation accepted, signed in. */
export async function invitedDoctor(server: TestServer, admin: ApiClient, name: string) {
  const email = `${name}@example.org`;
  const created = await admin.post('/api/stroke/medico', {
    id: '-1',
    nome: 'Medica',
    cognome: name,
    email,
    specializzazione: 'Neurologia',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { client } = await acceptInvitation(server, 'medico', email);
  return { client, medico: created.body as { id: number } };
}

/** A patient invited by a doctor, the invitation accepted, signed in. */
export async function invitedPatient(
  server: TestServer,
  doctor: ApiClient,
  name: string,
  person: { dataNascita?: string; sesso?: 'M' | 'F' } = {},
) {
  const email = `${name}@example.org`;
  const created = await doctor.post('/api/stroke/invitapaziente', {
    nome: 'Paziente',
    cognome: name,
    email,
    dataNascita: person.dataNascita ?? '1948-05-20',
    sesso: person.sesso ?? 'F',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { client } = await acceptInvitation(server, 'paziente', email);
  return { client, paziente: created.body as { id: number; version: number } };
}

/** A doctor invited by this admin and a patient invited by that doctor, both signed in: where the care tests start. */
export async function invitedDoctorAndPatient(
  server: TestServer,
  admin: ApiClient,
  names: { doctor: string; patient: string },
  person: { dataNascita?: string; sesso?: 'M' | 'F' } = {},
) {
  const doctor = (await invitedDoctor(server, admin, names.doctor)).client;
  const invited = await invitedPatient(server, doctor, names.patient, person);
  return { doctor, patient: invited.client, pazienteId: invited.paziente.id };
}

/** A patient's risk factors saved again (PUT) at this record's version: no risk factors but these changes. */
export function putRiskFactors(
  client: ApiClient,
  pazienteId: number,
  record: { id: number; version: number },
  changes: Record<string, unknown> = {},
) {
  return client.put('/api/stroke/paziente/fattoririschio', {
    pazienteId,
    ...noRiskFactors,
    ...changes,
    id: record.id,
    version: record.version,
  });
}
