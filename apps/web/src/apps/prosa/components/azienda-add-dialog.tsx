import { type AziendaAderente, aziendaAddSchema } from '@halo/contract/prosa';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { regionShortName } from '../../../lib/region-name.ts';
import { type DialogOpening, FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { SelectField } from '../../../lib/ui/form-fields.tsx';
import { useAggiungiAzienda, useAslDellaRegione, useAziende, useRegioni } from '../prosa.queries.ts';

type AddValues = { codiceAsl: string };
type AddBody = z.output<typeof aziendaAddSchema>;

/** Every joined authority in one page: Italy has about 110 ASL, the contract's largest page is 200. */
const ALL_JOINED = { page: 1, size: 200, sort: 'codiceAsl' };

const byIt = (a: string, b: string) => a.localeCompare(b, 'it');

/**
 * An ASL of the regional data joins the portal: a region, then one of its authorities not joined yet. A refusal
 * (an ASL joined meanwhile: 409) shows under the authority's field.
 */
export function AziendaAddDialog(opening: DialogOpening<AziendaAderente>) {
  const { t } = useTranslation('prosa');
  const add = useAggiungiAzienda();
  return (
    <FormDialog<AddValues, AddBody, AziendaAderente>
      {...opening}
      title={t('organisation.addTitle')}
      schema={aziendaAddSchema}
      defaultValues={{ codiceAsl: '' }}
      submitLabel={t('organisation.addSubmit')}
      submit={(body) => add.mutateAsync({ body })}
    >
      <AslChoice enabled={opening.isOpen} />
    </FormDialog>
  );
}

/** The region (only a filter, not sent) and the authority, the form's one field. */
function AslChoice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('prosa');
  const regionId = useId();
  const { setValue } = useFormContext<AddValues>();
  const [codRegione, setCodRegione] = useState('');
  const regioni = useRegioni();
  const aziende = useAslDellaRegione(codRegione || null);
  const joined = useAziende(ALL_JOINED, enabled);
  const joinedCodes = new Set((joined.data?.items ?? []).map((a) => a.codiceAsl));
  const candidates = [...(aziende.data ?? [])]
    .filter((a) => !joinedCodes.has(a.codiceAsl))
    .sort((a, b) => byIt(a.denominazioneAzienda, b.denominazioneAzienda));
  const regioniSorted = [...(regioni.data ?? [])].sort((a, b) =>
    byIt(regionShortName(a), regionShortName(b)),
  );
  const allJoined = Boolean(codRegione) && aziende.isSuccess && joined.isSuccess && candidates.length === 0;
  return (
    <>
      <div className="select-wrapper mb-5">
        <label htmlFor={regionId}>{t('organisation.region')}</label>
        <select
          id={regionId}
          value={codRegione}
          onChange={(event) => {
            setCodRegione(event.target.value);
            setValue('codiceAsl', '');
          }}
        >
          <option value="">{t('organisation.chooseRegion')}</option>
          {regioniSorted.map((r) => (
            <option key={r.id} value={r.codiceRegione}>
              {regionShortName(r)}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        name="codiceAsl"
        label={t('organisation.asl')}
        required
        disabled={!codRegione}
        emptyOption={codRegione ? t('organisation.chooseAsl') : t('organisation.regionFirst')}
        choices={candidates.map((a) => ({ value: a.codiceAsl, label: a.denominazioneAzienda }))}
        help={allJoined ? t('organisation.allJoined') : undefined}
      />
    </>
  );
}
