import agenda from '../../agenda/locales/it.ts';
import calendari from '../../calendari/locales/it.ts';
import codici from '../../codici/locales/it.ts';
import disponibilita from '../../disponibilita/locales/it.ts';
import feed from '../../feed/locales/it.ts';
import prenotazioni from '../../prenotazioni/locales/it.ts';

/**
 * Texts of the SPA's 'calendar' namespace in Italian, the reference language: each feature's in its folder
 * (`<feature>/locales/it.ts`), merged here under the keys the screens read; what every screen shares is codici's.
 */
const calendar = {
  stati: codici.stati,
  booking: { common: codici.common, ...disponibilita, ...prenotazioni, ...feed },
  manage: { codes: codici.codes, weekdays: codici.weekdays, ...agenda, ...calendari },
} as const;

export default calendar;
