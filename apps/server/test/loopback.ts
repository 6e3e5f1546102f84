import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's whole body, as text. */
export function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * An HTTP server on a free loopback port, for a test to play another system (a subscriber, a FHIR server): its
 * origin (`http://127.0.0.1:<port>`) and how to close it.
 */
export async function listenOnLoopback(
  listener: RequestListener,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
