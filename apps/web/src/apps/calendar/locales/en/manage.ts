import type { Messages } from '../../../../i18n/messages.ts';
import type it from '../it/manage.ts';

const manage: Messages<typeof it> = {
  agenda: {
    title: 'Schedule',
    description: "Here you will work the day's schedule.",
  },
  calendars: {
    title: 'Calendars',
    description: 'Here you will create and configure calendars.',
  },
};

export default manage;
