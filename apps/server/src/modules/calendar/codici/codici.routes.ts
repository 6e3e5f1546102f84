import { calendarCodiciRoutes as contract } from '@halo/contract/calendar/codici';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import type { CalendarService } from '../calendar.service.ts';

export async function codiciRoutes(app: FastifyInstance, { service }: { service: CalendarService }) {
  route(app, contract.configurazione, async () => service.conf());
  route(app, contract.tipiConfigurazione, async () => service.confTypes());
  route(app, contract.tipi, async () => service.types());
}
