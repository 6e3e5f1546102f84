import {
  type ConnessioneFhir,
  connessioneFhirCreateSchema,
  connessioneFhirUpdateSchema,
  DEFAULT_SMART_SCOPE,
  fhirResourceTypes,
} from '@halo/contract/integration-fhir';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { CheckboxField, CheckboxGroupField, SelectField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PlainField } from '../../../lib/ui/plain-field.tsx';
import { useAggiornaConnessione, useCreaConnessione } from './fhir.queries.ts';

type AuthKind = ConnessioneFhir['autenticazione']['tipo'];

interface ConnessioneValues {
  nome: string;
  baseUrl: string;
  risorse: string[];
  /** Every kind's fields at once: switching kind keeps what was typed; the body takes the chosen kind's only. */
  autenticazione: { tipo: AuthKind; token: string; clientId: string; tokenUrl: string; scope: string };
  attiva: boolean;
  version?: number;
}

/** The form's values as the call's body: the chosen kind of authentication with its own fields only. */
function toBody({ autenticazione: auth, ...values }: ConnessioneValues) {
  const autenticazione =
    auth.tipo === 'bearer'
      ? { tipo: 'bearer', token: auth.token }
      : auth.tipo === 'smart'
        ? { tipo: 'smart', clientId: auth.clientId, tokenUrl: auth.tokenUrl, scope: auth.scope }
        : { tipo: 'nessuna' };
  return { ...values, autenticazione };
}

const NEW: ConnessioneValues = {
  nome: '',
  baseUrl: '',
  risorse: [],
  autenticazione: { tipo: 'nessuna', token: '', clientId: '', tokenUrl: '', scope: DEFAULT_SMART_SCOPE },
  attiva: true,
};

function valuesOf(c: ConnessioneFhir): ConnessioneValues {
  const auth = c.autenticazione;
  return {
    nome: c.nome,
    baseUrl: c.baseUrl,
    risorse: c.risorse,
    autenticazione: {
      tipo: auth.tipo,
      // Never read back: left empty, the server keeps the token it has.
      token: '',
      clientId: auth.tipo === 'smart' ? auth.clientId : '',
      tokenUrl: auth.tipo === 'smart' ? (auth.tokenUrl ?? '') : '',
      scope: auth.tipo === 'smart' ? auth.scope : DEFAULT_SMART_SCOPE,
    },
    attiva: c.attiva,
    version: c.version,
  };
}

/** A value to copy into the FHIR server's registration, read-only. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <PlainField label={label}>
      {(field) => (
        <input
          {...field}
          type="text"
          className="form-control font-monospace"
          value={value}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </PlainField>
  );
}

/** The fields of the kind of authentication chosen; for SMART, Halo's public key to register on the server. */
function AuthFields({ editing }: { editing: ConnessioneFhir | null }) {
  const { t } = useTranslation('integration');
  const kind = useWatch<ConnessioneValues, 'autenticazione.tipo'>({ name: 'autenticazione.tipo' });
  const kinds: AuthKind[] = ['nessuna', 'bearer', 'smart'];
  const hadToken = editing?.autenticazione.tipo === 'bearer' && editing.autenticazione.tokenImpostato;
  const key = editing?.autenticazione.tipo === 'smart' ? editing.autenticazione : null;
  return (
    <>
      <SelectField
        name="autenticazione.tipo"
        label={t('fhir.form.tipo')}
        required
        choices={kinds.map((value) => ({ value, label: t(`fhir.form.tipi.${value}`) }))}
      />
      {kind === 'bearer' ? (
        <TextField
          name="autenticazione.token"
          type="password"
          autoComplete="new-password"
          label={t('fhir.form.token')}
          required={!hadToken}
          help={hadToken ? t('fhir.form.tokenKeep') : t('fhir.form.tokenHelp')}
        />
      ) : null}
      {kind === 'smart' ? (
        <>
          <TextField
            name="autenticazione.clientId"
            label={t('fhir.form.clientId')}
            required
            maxLength={255}
            help={t('fhir.form.clientIdHelp')}
          />
          <TextField
            name="autenticazione.tokenUrl"
            type="url"
            label={t('fhir.form.tokenUrl')}
            help={t('fhir.form.tokenUrlHelp')}
          />
          <TextField
            name="autenticazione.scope"
            label={t('fhir.form.scope')}
            required
            help={t('fhir.form.scopeHelp')}
          />
          <fieldset className="mb-4">
            <legend className="h6">{t('fhir.form.keysTitle')}</legend>
            {key ? (
              <>
                <p className="small">{t('fhir.form.keysIntro')}</p>
                <CopyableValue label={t('fhir.form.jwksUrl')} value={key.jwksUrl} />
                <CopyableValue label={t('fhir.form.kid')} value={key.kid} />
              </>
            ) : (
              <p className="small">{t('fhir.form.keysNew')}</p>
            )}
          </fieldset>
        </>
      ) : null}
    </>
  );
}

/**
 * Creates a connection or edits one (its version, so a change made meanwhile is a 409 with "reload"). The token of
 * a bearer connection is written, never shown: left empty in an edit, the server keeps it.
 */
export function ConnessioneFormDialog({
  isOpen,
  editing,
  onClose,
  onSaved,
  onReload,
}: {
  isOpen: boolean;
  editing: ConnessioneFhir | null;
  onClose: () => void;
  onSaved: (saved: ConnessioneFhir) => void;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('integration');
  const create = useCreaConnessione();
  const update = useAggiornaConnessione();
  const fields = (
    <>
      <TextField name="nome" label={t('fhir.form.nome')} required maxLength={120} />
      <TextField
        name="baseUrl"
        type="url"
        label={t('fhir.form.baseUrl')}
        required
        help={t('fhir.form.baseUrlHelp')}
      />
      <CheckboxGroupField
        name="risorse"
        legend={`${t('fhir.form.risorse')} *`}
        choices={fhirResourceTypes.map((value) => ({ value, label: t(`fhir.resources.${value}`) }))}
        help={t('fhir.form.risorseHelp')}
      />
      <AuthFields editing={editing} />
      <CheckboxField name="attiva" label={t('fhir.form.attiva')} help={t('fhir.form.attivaHelp')} />
    </>
  );
  if (editing) {
    return (
      <FormDialog<ConnessioneValues, z.output<typeof connessioneFhirUpdateSchema>, ConnessioneFhir>
        isOpen={isOpen}
        onClose={onClose}
        onSaved={onSaved}
        onReload={onReload}
        size="lg"
        title={t('fhir.form.editTitle', { name: editing.nome })}
        formKey={`${editing.id}-${editing.version}`}
        schema={connessioneFhirUpdateSchema}
        toBody={toBody}
        defaultValues={valuesOf(editing)}
        submit={(body) => update.mutateAsync({ params: { id: editing.id }, body })}
      >
        {fields}
      </FormDialog>
    );
  }
  return (
    <FormDialog<ConnessioneValues, z.output<typeof connessioneFhirCreateSchema>, ConnessioneFhir>
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onSaved}
      size="lg"
      title={t('fhir.form.newTitle')}
      schema={connessioneFhirCreateSchema}
      toBody={toBody}
      defaultValues={NEW}
      submit={(body) => create.mutateAsync({ body })}
    >
      {fields}
    </FormDialog>
  );
}
