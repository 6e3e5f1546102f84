import type { Messages } from '../../messages.ts';
import type it from '../it/calendar.ts';

const calendar: Messages<typeof it> = {};

export default calendar;
