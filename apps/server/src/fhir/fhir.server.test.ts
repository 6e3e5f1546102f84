import type { OperationOutcome } from 'fhir/r4.js';
import { describe, expect, it } from 'vitest';
import { withDemoToken } from '../../test/suite.ts';

/* /fhir/r4 in the running server: the API's authentication and headers, the protocol's refusals. */

describe('/fhir/r4 in the server', () => {
  const t = withDemoToken('cittadino');
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.server.app.inject({ method: 'GET', url, headers });

  it('publishes its CapabilityStatement without a token, with the headers of an API answer', async () => {
    const answer = await get('/fhir/r4/metadata');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.json()).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  });

  it('asks for a token as the API does, answering with an OperationOutcome', async () => {
    for (const url of ['/fhir/r4/Patient', '/fhir/r4/Patient/1']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toContain('Bearer');
      expect((answer.json() as OperationOutcome).issue[0]).toMatchObject({
        severity: 'error',
        code: 'login',
      });
    }
    const forged = await get('/fhir/r4/Patient', { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses with a token what it does not serve, and never answers with the SPA', async () => {
    const unknown = await get('/fhir/r4/Medication', { authorization: `Bearer ${t.token}` });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as OperationOutcome).issue[0]?.code).toBe('not-supported');
    const elsewhere = await get('/fhir/r5/Patient', { accept: 'text/html' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['content-type']).not.toContain('text/html');
  });
});
