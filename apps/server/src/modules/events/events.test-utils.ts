import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What an endpoint received: the body as sent and its headers; `answer` decides the status of the next ones. */
export interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** An endpoint of a subscribing system on loopback, keeping what it receives. */
export async function startReceiver() {
  const received: Received[] = [];
  let answer = (_body: string) => 204;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      response.statusCode = answer(body);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/halo-events`,
    received,
    answerWith(next: (body: string) => number) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
