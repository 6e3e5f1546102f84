import allerte from '../../allerte/locales/it.ts';
import importa from '../../import/locales/it.ts';
import indice from '../../indice/locales/it.ts';
import mappa from '../../mappa/locales/it.ts';
import monitoraggi from '../../monitoraggi/locales/it.ts';
import postazione from '../../postazione/locales/it.ts';
import postazioni from '../../postazioni/locales/it.ts';
import rapporto from '../../rapporto/locales/it.ts';
import soglie from '../../soglie/locales/it.ts';
import { common } from './common.ts';

/**
 * Texts of the SPA's 'healthenv' namespace in Italian, the reference language: what the screens share
 * (`common`), then each feature's texts from its folder's `locales/it.ts`.
 */
const healthenv = {
  common,
  mappa,
  indice,
  postazione,
  postazioni,
  monitoraggi,
  import: importa,
  allerte,
  rapporto,
  soglie,
} as const;

export default healthenv;
