import { errorCodes } from '@halo/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, ConflictError } from '../errors.ts';
import { registerErrorHandler } from './error-handler.ts';

/** An app whose routes throw what they are told, logging into `lines`. */
async function throwing() {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  registerErrorHandler(app);
  app.get('/gateway', async () => {
    throw new AppError(502, errorCodes.badGateway, 'Il provider di identità ha risposto senza il ruolo.');
  });
  app.get('/conflict', async () => {
    throw new ConflictError('Versione non più attuale.', [{ path: 'body.version', message: 'Ricaricare.' }]);
  });
  await app.ready();
  return { app, lines };
}

describe('error handler', () => {
  it('answers an AppError of a failing dependency with its code, and logs it for the operators', async () => {
    const { app, lines } = await throwing();
    const response = await app.inject({ url: '/gateway?email=mario.rossi@example.org' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      message: 'Il provider di identità ha risposto senza il ruolo.',
      details: [],
    });
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'server error');
    expect(logged).toMatchObject({ level: 50, code: 'BAD_GATEWAY', status: 502 });
    expect(JSON.stringify(logged)).not.toContain('mario.rossi@example.org');
    await app.close();
  });

  it('does not log what the caller got wrong', async () => {
    const { app, lines } = await throwing();
    const response = await app.inject({ url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual([{ path: 'body.version', message: 'Ricaricare.' }]);
    expect(lines.some((line) => line.includes('server error'))).toBe(false);
    await app.close();
  });
});
