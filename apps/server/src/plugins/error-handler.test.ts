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
  app.get('/database', async () => {
    // What a driver throws: the query and its parameters in the message, the SQLSTATE on the cause.
    throw new Error(
      'Failed query: select * from authz.users where email = $1\nparams: mario.rossi@example.org',
      {
        cause: Object.assign(new Error('duplicate key value mario.rossi@example.org'), {
          code: '23505',
          constraint: 'users_email_key',
          detail: 'Key (email)=(mario.rossi@example.org) already exists.',
        }),
      },
    );
  });
  app.get('/many', async () => {
    throw new AppError(
      400,
      errorCodes.validation,
      'Dati non validi.',
      Array.from({ length: 150 }, (_, index) => ({
        path: `body.rows.${index}`,
        message: 'Valore non valido',
      })),
    );
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

  it('logs a database error by its code and constraint only: never the query, its parameters or its text', async () => {
    const { app, lines } = await throwing();
    const response = await app.inject({ url: '/database' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Errore interno del server.' });
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(logged.error).toMatchObject({ type: 'Error', dbCode: '23505', constraint: 'users_email_key' });
    expect(logged.reqId).toBeTruthy();
    const text = lines.join('\n');
    expect(text).not.toContain('mario.rossi');
    expect(text).not.toContain('Failed query');
    expect(text).not.toContain('params');
    await app.close();
  });

  it('answers at most a hundred field errors, and says how many more there were', async () => {
    const { app } = await throwing();
    const details = (await app.inject({ url: '/many' })).json().details as {
      path: string;
      message: string;
    }[];
    expect(details).toHaveLength(101);
    expect(details[99]).toEqual({ path: 'body.rows.99', message: 'Valore non valido' });
    expect(details[100]).toEqual({ path: '', message: 'Altri 50 errori non mostrati.' });
    await app.close();
  });
});
