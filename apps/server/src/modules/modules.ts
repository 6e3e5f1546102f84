import { calendarModule } from './calendar/calendar.module.ts';
import { chatModule } from './chat/chat.module.ts';
import { healthenvModule } from './healthenv/healthenv.module.ts';
import { integrationModule } from './integration/integration.module.ts';
import { prosaModule } from './prosa/prosa.module.ts';
import { regionalModule } from './regional/regional.module.ts';
import type { ServerModule } from './server-module.ts';
import { strokeModule } from './stroke/stroke.module.ts';
import { structuresModule } from './structures/structures.module.ts';

/**
 * The application modules, registered in this order after the core ones. Adding an application to the server
 * is one line here (docs/adding-an-application.md).
 */
export const applicationModules: readonly ServerModule[] = [
  regionalModule,
  structuresModule,
  calendarModule,
  prosaModule,
  strokeModule,
  healthenvModule,
  integrationModule,
  chatModule,
];
