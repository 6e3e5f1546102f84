import type { Messages } from '../../../../i18n/messages.ts';
import * as caregivers from '../../caregivers/locales/en.ts';
import * as dispositivi from '../../dispositivi/locales/en.ts';
import * as inviti from '../../inviti/locales/en.ts';
import * as medici from '../../medici/locales/en.ts';
import * as pazienti from '../../pazienti/locales/en.ts';
import * as profilo from '../../profilo/locales/en.ts';
import type it from '../it/stroke.ts';

const stroke: Messages<typeof it> = {
  ...profilo,
  ...caregivers,
  ...medici,
  ...inviti,
  ...pazienti,
  ...dispositivi,
};

export default stroke;
