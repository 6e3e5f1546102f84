import * as caregivers from '../../caregivers/locales/it.ts';
import * as dispositivi from '../../dispositivi/locales/it.ts';
import * as inviti from '../../inviti/locales/it.ts';
import * as medici from '../../medici/locales/it.ts';
import * as pazienti from '../../pazienti/locales/it.ts';
import * as profilo from '../../profilo/locales/it.ts';

/** Texts of the SPA's 'stroke' namespace in Italian, the reference language: each feature's, from its folder. */
const stroke = {
  ...profilo,
  ...caregivers,
  ...medici,
  ...inviti,
  ...pazienti,
  ...dispositivi,
} as const;

export default stroke;
