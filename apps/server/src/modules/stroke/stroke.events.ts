import type { EventsService } from '../events/events.service.ts';

/** Where the stroke service's events come from (CloudEvents `source`, docs/adr/0047): the application's path. */
export const STROKE_SOURCE = '/stroke';

/** The outbox as the stroke service's features write to it, in their changes' transactions or statements. */
export type StrokeEvents = Pick<EventsService, 'emit' | 'emitFrom'>;
