import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/servers.ts';
import { demoToken, withServer } from '../../test/suite.ts';

describe('control characters in the input', () => {
  let server: TestServer;
  let authorization: string;
  const logs: string[] = [];

  withServer(
    { env: { LOG_LEVEL: 'info' }, overrides: { logStream: { write: (line) => logs.push(line) } } },
    async (started) => {
      server = started;
      authorization = `Bearer ${await demoToken(server, 'superadmin')}`;
    },
  );

  const CONTROL = 'Il valore contiene caratteri di controllo non ammessi.';
  /** 400 with the one field `path` refused for its control characters. */
  const expectRefusedOn = (response: { statusCode: number; json(): { details?: unknown } }, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path, message: CONTROL }]);
  };
  /** superadmin creates a neighbourhood of comune 1 named `denominazione`. */
  const createNeighbourhood = (denominazione: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/gestioneregionale/quartieri/create',
      headers: { authorization },
      payload: { denominazione, comuneId: 1 },
    });

  it('refuses a NUL in a public query string with 400 naming the field', async () => {
    const response = await server.app.inject({ url: '/api/v1/halo/app/getappbynome?nomeApp=%00' });
    expectRefusedOn(response, 'querystring.nomeApp');
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses one in a signed-in search, and the search text never reaches the log', async () => {
    const response = await server.app.inject({
      url: '/api/v1/authorization/user?q=mario.rossi@example.org%00',
      headers: { authorization },
    });
    expectRefusedOn(response, 'querystring.q');
    expect(logs.join('\n')).not.toContain('mario.rossi');
  });

  it('refuses control characters in a body, field by field, and writes nothing', async () => {
    expectRefusedOn(await createNeighbourhood('Borgo\u0000Nuovo'), 'body.denominazione');
    const after = await server.app.inject({
      url: '/api/v1/gestioneregionale/quartieri/bycomune?comune=1',
      headers: { authorization },
    });
    expect(JSON.stringify(after.json())).not.toContain('Borgo');
  });

  it('lets line breaks and tabs through in a body, where text may hold them', async () => {
    const response = await createNeighbourhood('Borgo\tNuovo');
    expect(response.statusCode).not.toBe(500);
    expect(response.json().details ?? []).not.toContainEqual(expect.objectContaining({ message: CONTROL }));
  });
});
