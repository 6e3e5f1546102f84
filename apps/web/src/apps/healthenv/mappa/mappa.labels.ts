import { INQUINANTI } from '@halo/contract/healthenv';
import type { IndicePostazione } from '@halo/contract/healthenv/indice';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/number-format.ts';
import { dateFormatsOf, localeOf } from '../postazione/analisi.labels.ts';
import { isOld, markerText, type StazioneIndice } from './mappa.stations.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A daily index refers to a day (its start at midnight UTC+01:00), an hourly one to an hour: the deciding
 * pollutant's mean says which, else the instant itself.
 */
function isDaily(indice: IndicePostazione): boolean {
  const deciding = indice.valori.find((v) => v.inquinante === indice.inquinante);
  if (deciding) return deciding.media === 'giorno';
  const t = indice.istante === null ? Number.NaN : Date.parse(indice.istante);
  return (t + HOUR) % DAY === 0;
}

/** The words a station's index is told with, in the list, the markers and their popups. */
export function useStationText() {
  const { t, i18n } = useTranslation('healthenv');
  const locale = localeOf(i18n.language);
  const { dayInRome: day, momentInRome: moment } = dateFormatsOf(locale);
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });

  const bandName = (banda: number | null) =>
    banda === null ? t('common.senzaIndice') : t(`common.banda.${String(banda) as '1'}`);

  return {
    bandName,
    /** "Indice: <band>", the popup's line. */
    indexLine: (banda: number | null) => t('mappa.map.indice', { banda: bandName(banda) }),
    /**
     * "<nomeCompleto> – <band> (<number>)": the marker's name for assistive technologies and its tooltip; it holds
     * the number the marker shows, as a name must hold an element's visible text (WCAG 2.5.3, label in name).
     */
    markerLabel: (s: StazioneIndice) =>
      t('mappa.map.marker', {
        nome: s.postazione.nomeCompleto,
        banda: bandName(s.indice?.banda ?? null),
        numero: markerText(s.indice?.banda ?? null),
      }),
    /** The hour or the day the index refers to; "Dati del …" when it is old. */
    moment: (s: StazioneIndice) => {
      const istante = s.indice?.istante;
      if (!s.indice || !istante) return t('mappa.nessunDato');
      const date = new Date(istante);
      if (isOld(s)) return t('mappa.datiDel', { date: day.format(date) });
      return isDaily(s.indice) ? day.format(date) : moment.format(date);
    },
    /** The pollutant that decides the band, with its value and mean; null without an index. */
    pollutant: (s: StazioneIndice) => {
      const indice = s.indice;
      const inquinante = indice?.inquinante;
      if (!indice || !inquinante) return null;
      const name = t(`common.inquinante.${inquinante}`);
      const deciding = indice.valori.find((v) => v.inquinante === inquinante);
      if (!deciding) return name;
      return t('mappa.valore', {
        inquinante: name,
        valore: number.format(deciding.valore),
        unita: INQUINANTI[inquinante].unita,
        media: t(`mappa.media.${deciding.media}`),
      });
    },
    comune: (s: StazioneIndice) =>
      t('mappa.comuneProvincia', { comune: s.postazione.comune.nome, provincia: s.postazione.provincia }),
  };
}

export type StationText = ReturnType<typeof useStationText>;
