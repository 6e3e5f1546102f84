import type { Comune } from '@halo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionShortName } from '../region-name.ts';
import { usePublicComuni, usePublicProvince, usePublicRegioni } from './territory.queries.ts';

const byIt = (a: string, b: string) => a.localeCompare(b, 'it');

/**
 * Region → province → comune, through the public calls only (no session needed): the choice the prevention
 * portal's registration asks for. Each list is read when the level above is chosen; changing a level clears
 * the ones below it. `onChange` gets the comune, or null while the choice is incomplete. In lib/ because more
 * than one application asks for a comune (the regional public page, the health-environment station form).
 */
export function ComunePicker({
  legend,
  onChange,
}: {
  legend?: string;
  onChange?: (comune: Comune | null) => void;
}) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const [codRegione, setCodRegione] = useState('');
  const [sigla, setSigla] = useState('');
  const [comuneId, setComuneId] = useState('');
  const regioni = usePublicRegioni();
  const province = usePublicProvince(codRegione || null);
  const comuni = usePublicComuni(sigla || null);

  const chooseRegione = (value: string) => {
    setCodRegione(value);
    setSigla('');
    setComuneId('');
    onChange?.(null);
  };
  const chooseProvincia = (value: string) => {
    setSigla(value);
    setComuneId('');
    onChange?.(null);
  };
  const chooseComune = (value: string) => {
    setComuneId(value);
    onChange?.(comuni.data?.find((c) => String(c.id) === value) ?? null);
  };

  const regioniSorted = [...(regioni.data ?? [])].sort((a, b) =>
    byIt(regionShortName(a), regionShortName(b)),
  );
  const provinceSorted = [...(province.data ?? [])].sort((a, b) => byIt(a.denominazione, b.denominazione));
  const comuniSorted = [...(comuni.data ?? [])].sort((a, b) => byIt(a.denominazione, b.denominazione));

  return (
    <fieldset className="mb-4">
      <legend className="h5 mb-4">{legend ?? t('territory.labels.comune')}</legend>
      <div className="row">
        <div className="col-12 col-md-4 select-wrapper mb-5">
          <label htmlFor={`${baseId}-regione`}>{t('territory.labels.regione')}</label>
          <select
            id={`${baseId}-regione`}
            value={codRegione}
            onChange={(event) => chooseRegione(event.target.value)}
          >
            <option value="">{t('territory.picker.chooseRegione')}</option>
            {regioniSorted.map((r) => (
              <option key={r.id} value={r.codiceRegione}>
                {regionShortName(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4 select-wrapper mb-5">
          <label htmlFor={`${baseId}-provincia`}>{t('territory.labels.provincia')}</label>
          <select
            id={`${baseId}-provincia`}
            value={sigla}
            disabled={!codRegione}
            onChange={(event) => chooseProvincia(event.target.value)}
          >
            <option value="">
              {codRegione ? t('territory.picker.chooseProvincia') : t('territory.picker.regioneFirst')}
            </option>
            {provinceSorted.map((p) => (
              <option key={p.id} value={p.sigla}>
                {p.denominazione}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4 select-wrapper mb-5">
          <label htmlFor={`${baseId}-comune`}>{t('territory.labels.comune')}</label>
          <select
            id={`${baseId}-comune`}
            value={comuneId}
            disabled={!sigla}
            onChange={(event) => chooseComune(event.target.value)}
          >
            <option value="">
              {sigla ? t('territory.picker.chooseComune') : t('territory.picker.provinciaFirst')}
            </option>
            {comuniSorted.map((c) => (
              <option key={c.id} value={c.id}>
                {c.denominazione}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
