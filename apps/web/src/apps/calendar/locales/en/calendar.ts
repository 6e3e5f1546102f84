import type { Messages } from '../../../../i18n/messages.ts';
import agenda from '../../agenda/locales/en.ts';
import calendari from '../../calendari/locales/en.ts';
import codici from '../../codici/locales/en.ts';
import disponibilita from '../../disponibilita/locales/en.ts';
import feed from '../../feed/locales/en.ts';
import prenotazioni from '../../prenotazioni/locales/en.ts';
import type it from '../it/calendar.ts';

const calendar: Messages<typeof it> = {
  stati: codici.stati,
  booking: { common: codici.common, ...disponibilita, ...prenotazioni, ...feed },
  manage: { codes: codici.codes, weekdays: codici.weekdays, ...agenda, ...calendari },
};

export default calendar;
