import {
  accessTypes,
  calendarTypes,
  configurationTypes,
  DEFAULT_TIME_ZONE,
  ownerKinds,
} from '@halo/contract/calendar';
import { defaultConfiguration } from '@halo/contract/calendar/calendari';

/**
 * The catalogues a calendar is made of: the configuration a new one starts from, the types of configuration, of
 * calendar, of access and of owner. Copies, so no answer shares the contract's lists.
 */
export function createCodiciService() {
  return {
    conf: () => ({
      predefinita: defaultConfiguration,
      fusoOrario: DEFAULT_TIME_ZONE,
      tipiAccesso: accessTypes.map((t) => ({ ...t })),
      tipiTitolare: [...ownerKinds],
    }),
    confTypes: () => configurationTypes.map((t) => ({ ...t })),
    types: () => calendarTypes.map((t) => ({ ...t })),
  };
}
