import type { Comune } from '@halo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byItalian, regionChoices } from '../region-name.ts';
import { ChoiceSelect } from '../ui/choice-select.tsx';
import { usePublicComuni, usePublicProvince, usePublicRegioni } from './territory.queries.ts';

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

  const provinceSorted = [...(province.data ?? [])].sort((a, b) =>
    byItalian(a.denominazione, b.denominazione),
  );
  const comuniSorted = [...(comuni.data ?? [])].sort((a, b) => byItalian(a.denominazione, b.denominazione));

  return (
    <fieldset className="mb-4">
      <legend className="h5 mb-4">{legend ?? t('territory.labels.comune')}</legend>
      <div className="row">
        <ChoiceSelect
          className="col-12 col-md-4 mb-5"
          label={t('territory.labels.regione')}
          value={codRegione}
          emptyOption={t('territory.picker.chooseRegione')}
          choices={regionChoices(regioni.data)}
          onChange={chooseRegione}
        />
        <ChoiceSelect
          className="col-12 col-md-4 mb-5"
          label={t('territory.labels.provincia')}
          value={sigla}
          disabled={!codRegione}
          emptyOption={
            codRegione ? t('territory.picker.chooseProvincia') : t('territory.picker.regioneFirst')
          }
          choices={provinceSorted.map((p) => ({ value: p.sigla, label: p.denominazione }))}
          onChange={chooseProvincia}
        />
        <ChoiceSelect
          className="col-12 col-md-4 mb-5"
          label={t('territory.labels.comune')}
          value={comuneId}
          disabled={!sigla}
          emptyOption={sigla ? t('territory.picker.chooseComune') : t('territory.picker.provinciaFirst')}
          choices={comuniSorted.map((c) => ({ value: c.id, label: c.denominazione }))}
          onChange={chooseComune}
        />
      </div>
    </fieldset>
  );
}
