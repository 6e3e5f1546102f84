import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP server on a free loopback port whose handler gets each request with its whole body: the origin and how
 * to close it.
 */
async function listening(
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request the receiver was sent, with whether its Standard Webhooks signature checked out. */
export interface Received {
  id: string;
  signatureValid: boolean;
  event: { id: string; type: string; subject: string; data: Record<string, unknown> };
  body: string;
}

/**
 * What another system would run to receive Halo's events (docs/adr/0047): an HTTP endpoint on this machine that
 * checks each request's signature with the subscription's secret as any Standard Webhooks library does, written
 * here from the scheme rather than with Halo's own code.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  let secret = '';
  const verify = (id: string, timestamp: string, signatures: string, body: string) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = Buffer.from(
      createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64'),
    );
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
    return (
      fresh &&
      signatures.split(' ').some((value) => {
        const given = Buffer.from(value.replace(/^v1,/, ''));
        return (
          value.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected)
        );
      })
    );
  };
  const server = await listening((request, body, response) => {
    const header = (name: string) => String(request.headers[name] ?? '');
    const id = header('webhook-id');
    received.push({
      id,
      signatureValid: verify(id, header('webhook-timestamp'), header('webhook-signature'), body),
      event: JSON.parse(body),
      body,
    });
    response.writeHead(204).end();
  });
  return {
    url: `${server.origin}/eventi`,
    received,
    /** The secret Halo showed once, to check the signatures with. */
    useSecret(value: string) {
      secret = value;
    },
    close: server.close,
  };
}

/** A transaction Bundle a FHIR server was sent. */
export interface FhirTransaction {
  resourceType: string;
  type: string;
  entry: { request: { method: string; url: string }; resource: { resourceType: string; status?: string } }[];
}

/**
 * A FHIR R4 server's two calls the adapter makes (docs/adr/0048): `metadata` for "Prova connessione" and a
 * `transaction` Bundle POSTed to the base, answered as a server does, each entry's outcome in a
 * transaction-response.
 */
export async function startFhirReceiver() {
  const transactions: FhirTransaction[] = [];
  const server = await listening((request, body, response) => {
    const reply = (status: number, resource: object) =>
      response.writeHead(status, { 'content-type': 'application/fhir+json' }).end(JSON.stringify(resource));
    if (request.method === 'GET' && request.url === '/fhir/metadata') {
      return reply(200, {
        resourceType: 'CapabilityStatement',
        status: 'active',
        kind: 'instance',
        fhirVersion: '4.0.1',
        format: ['json'],
        software: { name: 'Archivio regionale di prova' },
      });
    }
    if (request.method === 'POST' && request.url === '/fhir') {
      const bundle = JSON.parse(body) as FhirTransaction;
      transactions.push(bundle);
      return reply(200, {
        resourceType: 'Bundle',
        type: 'transaction-response',
        entry: bundle.entry.map(() => ({ response: { status: '200 OK' } })),
      });
    }
    return reply(404, {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'not-found' }],
    });
  });
  return {
    baseUrl: `${server.origin}/fhir`,
    transactions,
    close: server.close,
  };
}
