import { aslName } from '@halo/contract/asl-name';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { byItalian, regionChoices } from '../../../../lib/region-name.ts';
import { SelectField } from '../../../../lib/ui/form-fields.tsx';
import {
  useAziendeAderentiDellaRegione,
  useComuni,
  useProvince,
  useRegioni,
} from '../prosa-account.queries.ts';
import type { RegistrationValues } from './registration-form.ts';

/**
 * Where the person lives or the organisation has its seat: region → province → comune, with the public regional
 * calls. The authority follows from the comune's registered district; when none holds it, the server asks for one
 * (`needsAsl`) and the joined authorities of the region are offered.
 */
export function TerritoryFields({
  needsAsl,
  onRegionChange,
}: {
  needsAsl: boolean;
  /** Another region: the authority chosen (and the server's request for one) no longer applies. */
  onRegionChange: () => void;
}) {
  const { t } = useTranslation('prosaAccount');
  const { watch, setValue } = useFormContext<RegistrationValues>();
  const tipo = watch('tipo');
  const codRegione = watch('codRegione');
  const sigla = watch('siglaProvincia');
  const regioni = useRegioni();
  const province = useProvince(codRegione || null);
  const comuni = useComuni(sigla || null);
  const joined = useAziendeAderentiDellaRegione(codRegione || null, needsAsl);
  const sortedProvince = [...(province.data ?? [])].sort((a, b) =>
    byItalian(a.denominazione, b.denominazione),
  );
  const sortedComuni = [...(comuni.data ?? [])].sort((a, b) => byItalian(a.denominazione, b.denominazione));
  const where = tipo === 'ente' ? 'seat' : 'residence';
  return (
    <>
      <p>{t(`registration.territory.intro.${where}`)}</p>
      <SelectField
        name="codRegione"
        label={t('registration.territory.region')}
        required
        emptyOption={t('registration.territory.chooseRegion')}
        choices={regionChoices(regioni.data)}
        options={{
          onChange: () => {
            setValue('siglaProvincia', '');
            setValue('comuneId', '');
            setValue('aslId', '');
            onRegionChange();
          },
        }}
      />
      <SelectField
        name="siglaProvincia"
        label={t('registration.territory.province')}
        required
        disabled={!codRegione}
        emptyOption={
          codRegione ? t('registration.territory.chooseProvince') : t('registration.territory.regionFirst')
        }
        choices={sortedProvince.map((p) => ({ value: p.sigla, label: p.denominazione }))}
        options={{ onChange: () => setValue('comuneId', '') }}
      />
      <SelectField
        name="comuneId"
        label={t(`registration.territory.comune.${where}`)}
        required
        disabled={!sigla}
        emptyOption={
          sigla ? t('registration.territory.chooseComune') : t('registration.territory.provinceFirst')
        }
        choices={sortedComuni.map((c) => ({ value: String(c.id), label: c.denominazione }))}
      />
      {needsAsl ? (
        <SelectField
          name="aslId"
          label={t('registration.territory.asl')}
          required
          disabled={joined.pending || joined.aziende.length === 0}
          emptyOption={
            joined.pending
              ? t('registration.territory.aslLoading')
              : joined.aziende.length === 0
                ? t('registration.territory.aslNone')
                : t('registration.territory.chooseAsl')
          }
          choices={joined.aziende.map((a) => ({
            value: String(a.id),
            label: aslName(a.denominazioneAzienda),
          }))}
          help={t('registration.territory.aslHelp')}
        />
      ) : null}
    </>
  );
}
