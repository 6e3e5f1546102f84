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

  it('refuses a NUL in a public query string with 400 naming the field', async () => {
    const response = await server.app.inject({ url: '/api/v1/halo/app/getappbynome?nomeApp=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'querystring.nomeApp', message: 'Il valore contiene caratteri di controllo non ammessi.' },
      ],
    });
  });

  it('refuses one in a signed-in search, and the search text never reaches the log', async () => {
    const response = await server.app.inject({
      url: '/api/v1/authorization/user?q=mario.rossi@example.org%00',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'querystring.q', message: 'Il valore contiene caratteri di controllo non ammessi.' },
    ]);
    expect(logs.join('\n')).not.toContain('mario.rossi');
  });

  it('refuses control characters in a body, field by field, and writes nothing', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/gestioneregionale/quartieri/create',
      headers: { authorization },
      payload: { denominazione: 'Borgo\u0000Nuovo', comuneId: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'body.denominazione', message: 'Il valore contiene caratteri di controllo non ammessi.' },
    ]);
    const after = await server.app.inject({
      url: '/api/v1/gestioneregionale/quartieri/bycomune?comune=1',
      headers: { authorization },
    });
    expect(JSON.stringify(after.json())).not.toContain('Borgo');
  });

  it('lets line breaks and tabs through in a body, where text may hold them', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/gestioneregionale/quartieri/create',
      headers: { authorization },
      payload: { denominazione: 'Borgo\tNuovo', comuneId: 1 },
    });
    expect(response.statusCode).not.toBe(500);
    expect(response.json().details ?? []).not.toContainEqual(
      expect.objectContaining({ message: 'Il valore contiene caratteri di controllo non ammessi.' }),
    );
  });
});
