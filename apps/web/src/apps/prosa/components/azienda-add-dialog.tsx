import { type AziendaAderente, aziendaAddSchema } from '@halo/contract/prosa';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { byItalian, regionChoices } from '../../../lib/region-name.ts';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { type DialogOpening, FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { SelectField } from '../../../lib/ui/form-fields.tsx';
import { useAggiungiAzienda, useAslDellaRegione, useAziende, useRegioni } from '../prosa.queries.ts';

type AddValues = { codiceAsl: string };
type AddBody = z.output<typeof aziendaAddSchema>;

/** Every joined authority in one page: Italy has about 110 ASL, the contract's largest page is 200. */
const ALL_JOINED = { page: 1, size: 200, sort: 'codiceAsl' };

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
  const { setValue } = useFormContext<AddValues>();
  const [codRegione, setCodRegione] = useState('');
  const regioni = useRegioni();
  const aziende = useAslDellaRegione(codRegione || null);
  const joined = useAziende(ALL_JOINED, enabled);
  const joinedCodes = new Set((joined.data?.items ?? []).map((a) => a.codiceAsl));
  const candidates = [...(aziende.data ?? [])]
    .filter((a) => !joinedCodes.has(a.codiceAsl))
    .sort((a, b) => byItalian(a.denominazioneAzienda, b.denominazioneAzienda));
  const allJoined = Boolean(codRegione) && aziende.isSuccess && joined.isSuccess && candidates.length === 0;
  return (
    <>
      <ChoiceSelect
        className="mb-5"
        label={t('organisation.region')}
        value={codRegione}
        emptyOption={t('organisation.chooseRegion')}
        choices={regionChoices(regioni.data)}
        onChange={(value) => {
          setCodRegione(value);
          setValue('codiceAsl', '');
        }}
      />
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
