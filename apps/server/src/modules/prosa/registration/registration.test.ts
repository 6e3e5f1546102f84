import { registrationMessages as m, PRIVACY_NOTICE_VERSION } from '@halo/contract/prosa/registration';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import codiceFiscale from 'codice-fiscale-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, lastLink } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { signIn } from '../../../../test/oidc-client.ts';
import { startServer, type TestServer } from '../../../../test/servers.ts';
import { DEMO_PASSWORD } from '../../../idp/demo-users.ts';

const { CodiceFiscale } = codiceFiscale as unknown as {
  CodiceFiscale: { compute(data: Record<string, unknown>): string };
};

const PUBLIC = '/api/public/prosa';
const PASSWORD = 'Una-password-lunga-1';

describe.each(testDatabases())('Pro.Sa. self-registration on $name', (kind) => {
  let server: TestServer;
  let collegno: number;
  let torino: number;
  let to3: number;
  let ip = 0;

  /** Each test from its own address, so the per-address limit only meets the test that looks for it. */
  function from(address: string) {
    return async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers,
        payload: body as Record<string, unknown>,
        remoteAddress: address,
      });
      return { status: response.statusCode, body: response.json() };
    };
  }

  async function solved(): Promise<string> {
    const challenge = (await server.app.inject({ method: 'GET', url: `${PUBLIC}/challenge` })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  function citizen(username: string, changes: Record<string, unknown> = {}) {
    return {
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
      nome: 'Maria',
      cognome: 'Rossi',
      comuneId: collegno,
      dataNascita: '1985-04-12',
      sesso: 'F',
      consenso: { versione: PRIVACY_NOTICE_VERSION, accettato: true },
      ...changes,
    };
  }

  const codeOf = (link: string) => new URL(link).searchParams.get('codice') ?? '';

  beforeAll(async () => {
    server = await startServer({ on: kind });
    const anonymous = apiClient(server.app);
    const comuni = (await anonymous.get('/api/v1/public/gestioneregionale/comuni/bysigla?sigla=TO')).body as {
      id: number;
      denominazione: string;
    }[];
    collegno = comuni.find((c) => c.denominazione === 'Collegno')?.id ?? 0;
    torino = comuni.find((c) => c.denominazione === 'Torino')?.id ?? 0;
    const token = (await signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD)).tokens.access_token;
    to3 = (await apiClient(server.app, token).get('/api/prosa/asl?q=010203')).body.items[0].id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers a citizen disabled until the mailed link is opened; then they sign in to their profile', async () => {
    const post = from(`10.0.0.${++ip}`);
    const sent = await post(`${PUBLIC}/cittadino/registra`, citizen('maria.rossi'), {
      'x-altcha': await solved(),
    });
    expect(sent).toEqual({ status: 201, body: { messaggio: m.sent } });
    await expect(signIn(server.baseUrl, 'maria.rossi', PASSWORD)).rejects.toThrow();

    const link = await lastLink(server.database, 'maria.rossi@example.org');
    expect(link).toContain('/prosa/conferma?codice=');
    const confirmed = await post(`${PUBLIC}/conferma`, { codice: codeOf(link) });
    expect(confirmed).toEqual({
      status: 200,
      body: { messaggio: m.confirmed, username: 'maria.rossi', ruolo: 'cittadino' },
    });
    const again = await post(`${PUBLIC}/conferma`, { codice: codeOf(link) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.codeUsed);

    const token = (await signIn(server.baseUrl, 'maria.rossi', PASSWORD)).tokens.access_token;
    const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
    const profile = (await apiClient(server.app, token).get(`/api/prosa/cittadino/byid/${sub}`)).body;
    expect(profile).toMatchObject({
      asl: '010203',
      distretto: { denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
      anagrafica: { dataNascita: '1985-04-12', sesso: 'F' },
      boarding: { completato: false },
    });
  });

  it('answers a taken user name and a taken address the same way', async () => {
    const post = from(`10.0.0.${++ip}`);
    const first = await post(`${PUBLIC}/cittadino/registra`, citizen('anna.verdi'), {
      'x-altcha': await solved(),
    });
    expect(first.status).toBe(201);
    const sameName = await post(
      `${PUBLIC}/cittadino/registra`,
      citizen('anna.verdi', { email: 'altra@example.org' }),
      { 'x-altcha': await solved() },
    );
    const sameAddress = await post(
      `${PUBLIC}/cittadino/registra`,
      citizen('anna.bianchi', { email: 'anna.verdi@example.org' }),
      { 'x-altcha': await solved() },
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe(m.unavailable);
    expect({ ...sameAddress.body, requestId: '' }).toEqual({ ...sameName.body, requestId: '' });
    // The demo citizen's address is no different from anyone else's.
    const demo = await post(
      `${PUBLIC}/cittadino/registra`,
      citizen('altro.nome', { email: 'cittadino@example.org' }),
      { 'x-altcha': await solved() },
    );
    expect({ ...demo.body, requestId: '' }).toEqual({ ...sameName.body, requestId: '' });
  });

  it('refuses a missing, forged or reused challenge, and lets a filled honeypot believe it worked', async () => {
    const post = from(`10.0.0.${++ip}`);
    const missing = await post(`${PUBLIC}/cittadino/registra`, citizen('senza.sfida'));
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d: { path: string }) => d.path)).toEqual(['headers.x-altcha']);
    const forged = await post(`${PUBLIC}/cittadino/registra`, citizen('sfida.falsa'), {
      'x-altcha': Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(m.challenge);
    const header = await solved();
    expect(
      (await post(`${PUBLIC}/cittadino/registra`, citizen('sfida.una'), { 'x-altcha': header })).status,
    ).toBe(201);
    const reused = await post(`${PUBLIC}/cittadino/registra`, citizen('sfida.due'), { 'x-altcha': header });
    expect(reused.status).toBe(400);

    const robot = await post(
      `${PUBLIC}/cittadino/registra`,
      citizen('robot', { sitoWeb: 'http://spam.example' }),
      {
        'x-altcha': await solved(),
      },
    );
    expect(robot).toEqual({ status: 201, body: { messaggio: m.sent } });
    await expect(lastLink(server.database, 'robot@example.org')).rejects.toThrow();
    // Nothing was created: the name is still free.
    expect(
      (await post(`${PUBLIC}/cittadino/registra`, citizen('robot'), { 'x-altcha': await solved() })).status,
    ).toBe(201);
  });

  it('checks consent, birth date and the codice fiscale, with the field and an Italian message', async () => {
    const post = from(`10.0.0.${++ip}`);
    const paths = async (body: unknown) => {
      const answer = await post(`${PUBLIC}/cittadino/registra`, body, { 'x-altcha': await solved() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.details.map((d: { path: string }) => d.path);
    };
    expect(await paths(citizen('prova.uno', { consenso: { versione: '2020-01', accettato: true } }))).toEqual(
      ['body.consenso.versione'],
    );
    expect(
      await paths(citizen('prova.due', { consenso: { versione: PRIVACY_NOTICE_VERSION, accettato: false } })),
    ).toEqual(['body.consenso.accettato']);
    expect(await paths(citizen('prova.tre', { dataNascita: '2999-01-01' }))).toEqual(['body.dataNascita']);
    expect(await paths(citizen('prova.quattro', { password: 'corta' }))).toEqual(['body.password']);
    const valid = CodiceFiscale.compute({
      name: 'Maria',
      surname: 'Rossi',
      gender: 'F',
      day: 12,
      month: 4,
      year: 1985,
      birthplace: 'Torino',
      birthplaceProvincia: 'TO',
    });
    const wrongCheck = `${valid.slice(0, 15)}${valid.endsWith('A') ? 'B' : 'A'}`;
    expect(await paths(citizen('prova.cinque', { codiceFiscale: wrongCheck }))).toEqual([
      'body.codiceFiscale',
    ]);
    expect(await paths(citizen('prova.sei', { codiceFiscale: valid, dataNascita: '1985-04-13' }))).toEqual([
      'body.codiceFiscale',
    ]);
    expect(await paths(citizen('prova.sette', { codiceFiscale: valid, sesso: 'M' }))).toEqual([
      'body.codiceFiscale',
    ]);
    const ok = await post(
      `${PUBLIC}/cittadino/registra`,
      citizen('con.codice', { codiceFiscale: valid.toLowerCase() }),
      {
        'x-altcha': await solved(),
      },
    );
    expect(ok.status).toBe(201);
  });

  it('takes the authority from the district of the comune, else the one chosen among those that joined', async () => {
    const post = from(`10.0.0.${++ip}`);
    const none = await post(`${PUBLIC}/cittadino/registra`, citizen('di.torino', { comuneId: torino }), {
      'x-altcha': await solved(),
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(m.noAsl);
    expect(
      (
        await post(`${PUBLIC}/cittadino/registra`, citizen('di.torino', { comuneId: 999999 }), {
          'x-altcha': await solved(),
        })
      ).body.details,
    ).toEqual([{ path: 'body.comuneId', message: m.comune }]);
    const chosen = await post(
      `${PUBLIC}/cittadino/registra`,
      citizen('di.torino', { comuneId: torino, aslId: to3 }),
      {
        'x-altcha': await solved(),
      },
    );
    expect(chosen.status).toBe(201);
  });

  it('registers an organisation, which confirms into its profile', async () => {
    const post = from(`10.0.0.${++ip}`);
    const body = {
      ...citizen('scuola.collegno'),
      dataNascita: undefined,
      sesso: undefined,
      nomeEnte: 'Scuola primaria di Collegno',
      localita: 'Collegno',
    };
    const sent = await post(`${PUBLIC}/ente/registra`, body, { 'x-altcha': await solved() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const link = await lastLink(server.database, 'scuola.collegno@example.org');
    expect((await post(`${PUBLIC}/conferma`, { codice: codeOf(link) })).body.ruolo).toBe('ente');
    const token = (await signIn(server.baseUrl, 'scuola.collegno', PASSWORD)).tokens.access_token;
    const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
    expect((await apiClient(server.app, token).get(`/api/prosa/enti/byid/${sub}`)).body).toMatchObject({
      nome: 'Scuola primaria di Collegno',
      localita: 'Collegno',
      funzionalita: { campagne: true },
    });
    expect((await post(`${PUBLIC}/conferma`, { codice: 'x'.repeat(43) })).status).toBe(400);
  });

  it('removes a registration nobody confirmed when its link expires, freeing the name and the address', async () => {
    const post = from(`10.0.0.${++ip}`);
    expect(
      (await post(`${PUBLIC}/cittadino/registra`, citizen('mai.confermato'), { 'x-altcha': await solved() }))
        .status,
    ).toBe(201);
    const link = await lastLink(server.database, 'mai.confermato@example.org');
    await server.app.jobs.runDue(new Date(Date.now() + 73 * 3_600_000));
    const gone = await post(`${PUBLIC}/conferma`, { codice: codeOf(link) });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(m.codeUnknown);
    expect(
      (await post(`${PUBLIC}/cittadino/registra`, citizen('mai.confermato'), { 'x-altcha': await solved() }))
        .status,
    ).toBe(201);
    // A confirmed registration is left alone: its person still signs in.
    await signIn(server.baseUrl, 'maria.rossi', PASSWORD);
  });

  it('limits registrations per address', async () => {
    const post = from('10.0.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post(`${PUBLIC}/cittadino/registra`, citizen(`limite.${i}`), { 'x-altcha': 'x' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
