import { aslName } from '@halo/contract/asl-name';
import { livelliOperabilita, tipologieOperatore } from '@halo/contract/prosa';
import {
  type OperatoreCreate,
  type OperatoreProfilo,
  type OperatoreUpdate,
  operatoreCreateSchema,
  operatoreUpdateSchema,
} from '@halo/contract/prosa/profiles';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DialogOpening, RecordFormDialog } from '../../../../lib/ui/form-dialog.tsx';
import { codeChoices, SelectField, TextField } from '../../../../lib/ui/form-fields.tsx';
import { numberOrNull } from '../../../../lib/ui/form-values.ts';
import { useOperabilityLabels } from '../labels.ts';
import {
  useAggiornaOperatore,
  useAziendaDettaglio,
  useAziendeAderenti,
  useCreaOperatore,
} from '../prosa-account.queries.ts';

/**
 * admin-prosa creates operators and managers and changes their operability (SPEC.md §3, §6, docs/adr/0015): the
 * authority among the joined ones, an optional district of its organisation and, by level, the reference —
 * a registered district (DISTRETTO), department (DIPARTIMENTO) or structure (PO), or the unit's name (UO).
 */

interface OperabilityValues {
  tipologia: string;
  livello: string;
  aslId: string;
  distrettoId: string;
  riferimentoId: string;
  unita: string;
}

/** A new operator's account and role, or the operator whose operability changes (`id`, `version`). */
interface OperatoreValues extends OperabilityValues {
  username: string;
  email: string;
  nome: string;
  cognome: string;
  ruolo: string;
  id?: string;
  version?: number;
}

/** The levels whose reference is a part of the authority's organisation. */
const REFERENCE_LEVELS = ['DISTRETTO', 'DIPARTIMENTO', 'PO'] as const;
type ReferenceLevel = (typeof REFERENCE_LEVELS)[number];

function isReferenceLevel(livello: string): livello is ReferenceLevel {
  return (REFERENCE_LEVELS as readonly string[]).includes(livello);
}

/** The operability as the contract takes it: a reference only where the level has one, a unit only for UO. */
function operabilityBody(values: OperabilityValues) {
  return {
    tipologia: values.tipologia || undefined,
    livello: values.livello || undefined,
    aslId: values.aslId ? Number(values.aslId) : undefined,
    distrettoId: numberOrNull(values.distrettoId),
    riferimentoId: isReferenceLevel(values.livello) ? numberOrNull(values.riferimentoId) : null,
    unita: values.livello === 'UO' ? values.unita.trim() || null : null,
  };
}

const emptyOperability: OperabilityValues = {
  tipologia: '',
  livello: '',
  aslId: '',
  distrettoId: '',
  riferimentoId: '',
  unita: '',
};

/** A new operator (account, role, operability), or the operability of one. */
export function OperatoreFormDialog({
  operatore,
  ...opening
}: DialogOpening<OperatoreProfilo> & { operatore: OperatoreProfilo | null; onReload: () => unknown }) {
  const { t } = useTranslation('prosaAccount');
  const create = useCreaOperatore();
  const update = useAggiornaOperatore();
  return (
    <RecordFormDialog<OperatoreValues, OperatoreCreate, OperatoreUpdate, OperatoreProfilo>
      {...opening}
      size="lg"
      record={operatore}
      create={{
        title: t('operators.createTitle'),
        schema: operatoreCreateSchema,
        defaultValues: { username: '', email: '', nome: '', cognome: '', ruolo: '', ...emptyOperability },
        toBody: (values) => ({
          username: values.username,
          email: values.email,
          nome: values.nome,
          cognome: values.cognome,
          ruolo: values.ruolo || undefined,
          ...operabilityBody(values),
        }),
        submitLabel: t('operators.createSubmit'),
        submit: (body) => create.mutateAsync({ body }),
        children: (
          <>
            <p>{t('operators.createHelp')}</p>
            <div className="row">
              {(['nome', 'cognome', 'username', 'email'] as const).map((name) => (
                <TextField
                  key={name}
                  className="form-group col-12 col-md-6"
                  name={name}
                  type={name === 'email' ? 'email' : 'text'}
                  label={t(`operators.fields.${name}`)}
                  required
                  help={name === 'username' ? t('operators.fields.usernameHelp') : undefined}
                />
              ))}
            </div>
            <SelectField
              name="ruolo"
              label={t('operators.fields.ruolo')}
              required
              emptyOption={t('operators.fields.choose')}
              choices={codeChoices(['operatore', 'responsabile'] as const, (ruolo) =>
                t(`codes.ruolo.${ruolo}`),
              )}
            />
          </>
        ),
      }}
      edit={(o) => ({
        title: t('operators.editTitle', { name: o.nome || o.username }),
        schema: operatoreUpdateSchema,
        defaultValues: {
          id: o.id,
          version: o.version,
          tipologia: o.operabilita.tipologia ?? '',
          livello: o.operabilita.livello ?? '',
          aslId: String(o.aslId),
          distrettoId: o.distretto ? String(o.distretto.id) : '',
          riferimentoId: o.operabilita.riferimento ? String(o.operabilita.riferimento.id) : '',
          unita: o.operabilita.unita ?? '',
        },
        toBody: (values) => ({ id: values.id, version: values.version, ...operabilityBody(values) }),
        submit: (body) => update.mutateAsync({ body }),
      })}
    >
      <OperabilityFields />
    </RecordFormDialog>
  );
}

/** Tipologia, livello, authority, district and the reference the level asks for. */
function OperabilityFields() {
  const { t } = useTranslation('prosaAccount');
  const labels = useOperabilityLabels();
  const { watch, setValue } = useFormContext<OperabilityValues>();
  const livello = watch('livello');
  const aslId = watch('aslId');
  const aziende = useAziendeAderenti(true);
  const azienda = useAziendaDettaglio(aslId ? Number(aslId) : null);
  const detail = azienda.data;
  const byName = (a: { denominazione: string }, b: { denominazione: string }) =>
    a.denominazione.localeCompare(b.denominazione, 'it');
  const parts: Record<ReferenceLevel, { id: number; denominazione: string }[]> = {
    DISTRETTO: [...(detail?.distretti ?? [])].sort(byName),
    DIPARTIMENTO: [...(detail?.dipartimenti ?? [])].sort(byName),
    PO: [...(detail?.strutture ?? [])].sort(byName),
  };
  const waitAsl = aslId ? t('operators.fields.loading') : t('operators.fields.aslFirst');
  return (
    <>
      <div className="row">
        <SelectField
          className="col-12 col-md-6"
          name="tipologia"
          label={t('operators.fields.tipologia')}
          required
          emptyOption={t('operators.fields.choose')}
          choices={codeChoices(tipologieOperatore, labels.tipologia)}
          help={t('operators.fields.tipologiaHelp')}
        />
        <SelectField
          className="col-12 col-md-6"
          name="livello"
          label={t('operators.fields.livello')}
          required
          emptyOption={t('operators.fields.choose')}
          choices={codeChoices(livelliOperabilita, labels.livello)}
          options={{ onChange: () => setValue('riferimentoId', '') }}
        />
      </div>
      <SelectField
        name="aslId"
        label={t('operators.fields.asl')}
        required
        emptyOption={t('operators.fields.choose')}
        choices={(aziende.data?.items ?? []).map((a) => ({
          value: String(a.id),
          label: aslName(a.denominazioneAzienda),
        }))}
        options={{
          onChange: () => {
            setValue('distrettoId', '');
            setValue('riferimentoId', '');
          },
        }}
      />
      <SelectField
        name="distrettoId"
        label={t('operators.fields.distretto')}
        disabled={!detail}
        emptyOption={detail ? t('operators.fields.noDistretto') : waitAsl}
        choices={parts.DISTRETTO.map((d) => ({ value: String(d.id), label: d.denominazione }))}
        help={t('operators.fields.distrettoHelp')}
      />
      {isReferenceLevel(livello) ? (
        <SelectField
          name="riferimentoId"
          label={t(`operators.fields.riferimento.${livello}`)}
          required
          disabled={!detail}
          emptyOption={
            !detail
              ? waitAsl
              : parts[livello].length === 0
                ? t('operators.fields.noneRegistered')
                : t('operators.fields.choose')
          }
          choices={parts[livello].map((p) => ({ value: String(p.id), label: p.denominazione }))}
        />
      ) : null}
      {livello === 'UO' ? (
        <TextField name="unita" label={t('operators.fields.unita')} maxLength={200} />
      ) : null}
    </>
  );
}
