import { CALENDAR_API as API, calendarTags as tags } from '../calendar.ts';
import { defineRoute, defineRoutes } from '../http.ts';
import { authenticatedAccess } from '../permissions.ts';
import { calendarConfSchema, codeListSchema } from './calendari.ts';

/**
 * The code lists a calendar's form offers (types of calendar, of configuration, of access and of owner) and the
 * configuration a new calendar starts from. The lists are in `calendar.ts`, the schemas of the
 * answers in `calendar/calendari.ts` (where the OpenAPI document's order of schemas puts them).
 */
export const calendarCodiciRoutes = defineRoutes({
  configurazione: defineRoute({
    method: 'GET',
    url: `${API}/conf`,
    access: authenticatedAccess,
    summary: 'La configurazione da cui parte un calendario nuovo, i tipi di accesso e di titolare',
    tags,
    response: { 200: calendarConfSchema },
  }),
  tipiConfigurazione: defineRoute({
    method: 'GET',
    url: `${API}/conf/types`,
    access: authenticatedAccess,
    summary: 'Tipi di configurazione (fasce orarie, eventi singoli)',
    tags,
    response: { 200: codeListSchema },
  }),
  tipi: defineRoute({
    method: 'GET',
    url: `${API}/types`,
    access: authenticatedAccess,
    summary: 'Tipi di calendario',
    tags,
    response: { 200: codeListSchema },
  }),
});
