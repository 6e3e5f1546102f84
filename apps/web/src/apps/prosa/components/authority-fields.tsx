import { aslName } from '@halo/contract/asl-name';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../lib/ui/form-fields.tsx';
import { numberOrNull } from '../../../lib/ui/form-values.ts';
import { useAzienda, useAziende } from '../prosa.queries.ts';

/*
 * Who runs a project or a campaign and where, in its form: the authority (admin-prosa chooses among the joined
 * ones; staff write for their own), a registered district and a registered department of its organisation.
 */

/** The form's fields, named as the bodies of projects and campaigns name them. */
export interface AuthorityValues {
  aslId: string;
  distrettoId: string;
  dipartimentoId: string;
}

/** The operator's or manager's profile: their authority and the part of it they work on (Pro.Sa.'s viewers). */
interface OwnScope {
  aslId: number;
  operabilita: { livello: string; riferimento: { id: number } | null } | null;
}

/** A new record starts in the writer's scope: their authority and, at level DISTRETTO or DIPARTIMENTO, that part. */
export function scopeDefaults(own: OwnScope | null): AuthorityValues {
  const { livello, riferimento } = own?.operabilita ?? { livello: null, riferimento: null };
  return {
    aslId: own ? String(own.aslId) : '',
    distrettoId: livello === 'DISTRETTO' && riferimento ? String(riferimento.id) : '',
    dipartimentoId: livello === 'DIPARTIMENTO' && riferimento ? String(riferimento.id) : '',
  };
}

/** The values of a record's authority, district and department. */
export function authorityValues(record: {
  aslId: number;
  distretto: { id: number } | null;
  dipartimento: { id: number } | null;
}): AuthorityValues {
  return {
    aslId: String(record.aslId),
    distrettoId: record.distretto ? String(record.distretto.id) : '',
    dipartimentoId: record.dipartimento ? String(record.dipartimento.id) : '',
  };
}

/** The body's `aslId`, `distrettoId`, `dipartimentoId` (no authority: left to the schema's message). */
export function authorityBody(values: AuthorityValues) {
  return {
    aslId: values.aslId ? Number(values.aslId) : undefined,
    distrettoId: numberOrNull(values.distrettoId),
    dipartimentoId: numberOrNull(values.dipartimentoId),
  };
}

const byName = (a: { denominazione: string }, b: { denominazione: string }) =>
  a.denominazione.localeCompare(b.denominazione, 'it');

export function AuthorityFields({
  admin,
  ownName,
  texts,
}: {
  admin: boolean;
  /** The authority's name when the record has one already (the staff's own, shown as text). */
  ownName?: string;
  /** What this form calls its fields. */
  texts: {
    asl: string;
    /** "The project is of your authority: {name}." */
    aslOwn: (name: string) => string;
    distretto: string;
    /** The district left empty: the whole authority, or none. */
    noDistretto: string;
    dipartimento: string;
  };
}) {
  const { t } = useTranslation('prosaAttivita');
  const { watch, setValue, getValues } = useFormContext<AuthorityValues>();
  const aslId = watch('aslId');
  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' }, admin);
  const azienda = useAzienda(aslId ? Number(aslId) : null);
  const detail = azienda.data ?? null;
  const joined = aziende.data ?? null;
  // The choices arrive after the form's values: once they are there, each select shows the value it holds.
  useEffect(() => {
    if (joined) setValue('aslId', getValues('aslId'));
  }, [joined, setValue, getValues]);
  useEffect(() => {
    if (!detail) return;
    setValue('distrettoId', getValues('distrettoId'));
    setValue('dipartimentoId', getValues('dipartimentoId'));
  }, [detail, setValue, getValues]);
  const waiting = aslId ? t('organisation.loading') : t('organisation.aslFirst');
  const name = ownName ?? detail?.denominazioneAzienda;
  const parts = (list: readonly { id: number; denominazione: string }[] | undefined) =>
    [...(list ?? [])].sort(byName).map((d) => ({ value: String(d.id), label: d.denominazione }));
  return (
    <>
      {admin ? (
        <SelectField
          name="aslId"
          label={texts.asl}
          required
          choose
          choices={(joined?.items ?? []).map((a) => ({
            value: String(a.id),
            label: aslName(a.denominazioneAzienda),
          }))}
          options={{
            onChange: () => {
              setValue('distrettoId', '');
              setValue('dipartimentoId', '');
            },
          }}
        />
      ) : (
        <p>{name ? texts.aslOwn(aslName(name)) : null}</p>
      )}
      <div className="row">
        <SelectField
          className="col-12 col-md-6"
          name="distrettoId"
          label={texts.distretto}
          disabled={!detail}
          emptyOption={detail ? texts.noDistretto : waiting}
          choices={parts(detail?.distretti)}
          help={t('organisation.partsHelp')}
        />
        <SelectField
          className="col-12 col-md-6"
          name="dipartimentoId"
          label={texts.dipartimento}
          disabled={!detail}
          emptyOption={detail ? t('organisation.none') : waiting}
          choices={parts(detail?.dipartimenti)}
          help={t('organisation.partsHelp')}
        />
      </div>
    </>
  );
}
