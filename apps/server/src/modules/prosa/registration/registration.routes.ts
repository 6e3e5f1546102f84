import { CHALLENGE_HEADER, prosaRegistrationRoutes as registration } from '@halo/contract/prosa/registration';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { writeContext } from '../../../http/write-context.ts';
import { created } from '../prosa.routes.ts';
import type { RegistrationService } from './registration.service.ts';

export async function registrationRoutes(app: FastifyInstance, deps: { registrations: RegistrationService }) {
  const { registrations } = deps;

  // Registration: a few attempts per address and hour are plenty for people, and little for a robot.
  const abuse = { rateLimit: { max: 10, timeWindow: '1 hour' } };
  route(app, registration.sfidaRegistrazione, async () => registrations.challenge(), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
  route(
    app,
    registration.registraCittadino,
    async (request, reply) =>
      created(
        reply,
        registrations.registraCittadino(
          request.body,
          request.headers[CHALLENGE_HEADER],
          writeContext(request),
        ),
      ),
    abuse,
  );
  route(
    app,
    registration.registraEnte,
    async (request, reply) =>
      created(
        reply,
        registrations.registraEnte(request.body, request.headers[CHALLENGE_HEADER], writeContext(request)),
      ),
    abuse,
  );
  route(
    app,
    registration.confermaRegistrazione,
    async (request) => registrations.conferma(request.body.codice, writeContext(request)),
    abuse,
  );
}
