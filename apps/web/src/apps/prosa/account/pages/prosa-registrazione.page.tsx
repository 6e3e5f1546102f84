import {
  CHALLENGE_HEADER,
  type CittadinoRegistra,
  type EnteRegistra,
  PRIVACY_NOTICE_VERSION,
} from '@halo/contract/prosa/registration';
import { Button } from 'design-react-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, get, type Path, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WriteFailure } from '../../../../lib/call-route.ts';
import { FailureAlert } from '../../../../lib/ui/failure-alert.tsx';
import { CheckboxField, ErrorSummary, SelectField, TextField } from '../../../../lib/ui/form-fields.tsx';
import { Page } from '../../../../lib/ui/page.tsx';
import { useProofOfWork } from '../proof-of-work.ts';
import { useRegistraCittadino, useRegistraEnte } from '../prosa-account.queries.ts';
import {
  emptyRegistration,
  fieldOfPath,
  type RegistrationValues,
  registrationResolver,
  type Step,
  stepFields,
  stepOf,
  steps,
} from '../registration/registration-form.ts';
import { TerritoryFields } from '../registration/territory-fields.tsx';

/**
 * Public self-registration of a citizen or an organisation (/prosa/registrazione, docs/adr/0015): four short
 * steps, the contract's checks on each, the server's messages under the inputs they are about (on whichever step
 * that is), and the proof of work solved quietly in the background from the moment the page opens.
 */
export function ProsaRegistrazione() {
  const { t } = useTranslation('prosaAccount');
  const [sent, setSent] = useState<{ messaggio: string; email: string } | null>(null);
  return (
    <Page
      title={t('registration.title')}
      lead={sent ? undefined : t('registration.lead')}
      breadcrumbs={[{ label: t('portal'), to: '/prosa' }, { label: t('registration.title') }]}
    >
      {sent ? <SentPanel {...sent} /> : <RegistrationWizard onSent={setSent} />}
    </Page>
  );
}

/** The end: the server's message, and where to look. */
function SentPanel({ messaggio, email }: { messaggio: string; email: string }) {
  const { t } = useTranslation('prosaAccount');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="prosa-registration-sent" className="mb-5">
      <h2 id="prosa-registration-sent" ref={heading} tabIndex={-1} className="h3">
        {t('registration.sent.title')}
      </h2>
      <p className="lead" role="status">
        {messaggio}
      </p>
      <p>{t('registration.sent.address', { email })}</p>
      <p>{t('registration.sent.noMail')}</p>
      <Link to="/prosa">{t('registration.sent.back')}</Link>
    </section>
  );
}

type Body = CittadinoRegistra | EnteRegistra;

/** The first step, in the steps' order, of the fields given. */
function firstStepOf(fields: string[]): Step | null {
  const onSteps = fields.map(stepOf).sort((a, b) => steps.indexOf(a) - steps.indexOf(b));
  return onSteps[0] ?? null;
}

/** The names of the fields that have an error (nested ones by their path: `consenso.accettato`). */
function erroredFields(errors: FieldErrors<RegistrationValues>, candidates: readonly string[]): string[] {
  return candidates.filter((name) => get(errors, name));
}

function RegistrationWizard({ onSent }: { onSent: (sent: { messaggio: string; email: string }) => void }) {
  const { t } = useTranslation('prosaAccount');
  const proof = useProofOfWork();
  const registraCittadino = useRegistraCittadino();
  const registraEnte = useRegistraEnte();
  const [step, setStep] = useState<Step>('account');
  const [needsAsl, setNeedsAsl] = useState(false);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const [waiting, setWaiting] = useState(false);
  // What gets the focus after a step changes or the server answers: the step's heading, or an input to fix.
  const [focusRequest, setFocusRequest] = useState<{ target: string } | null>(null);
  const needsAslNow = useRef(needsAsl);
  needsAslNow.current = needsAsl;
  const heading = useRef<HTMLHeadingElement>(null);
  const resolver = useMemo(
    () =>
      registrationResolver(
        () => needsAslNow.current,
        () => ({
          comune: t('registration.territory.comuneRequired'),
          asl: t('registration.territory.aslRequired'),
        }),
      ),
    [t],
  );
  const form = useForm<RegistrationValues, unknown, Body>({ defaultValues: emptyRegistration, resolver });
  const tipo = form.watch('tipo');
  const index = steps.indexOf(step);
  const allFields = [...new Set(steps.flatMap((s) => stepFields(s, tipo, needsAsl)))];

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'heading') heading.current?.focus();
    else form.setFocus(focusRequest.target as Path<RegistrationValues>);
  }, [focusRequest, form]);

  const goTo = (next: Step, target = 'heading') => {
    setStep(next);
    setFocusRequest({ target });
  };

  /** Shows the first step with something to fix, at its first input. */
  const showErrors = (fields: string[]) => {
    const first = firstStepOf(fields);
    if (!first) return;
    const target = fields.find((field) => stepOf(field) === first) ?? 'heading';
    goTo(first, target);
  };

  const next = async () => {
    const fields = stepFields(step, tipo, needsAsl) as Path<RegistrationValues>[];
    if (await form.trigger(fields, { shouldFocus: true })) {
      const following = steps[index + 1];
      if (following) goTo(following);
    }
  };

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      setWaiting(true);
      const header = await proof.take();
      setWaiting(false);
      if (!header) {
        setFailure({ ok: false, status: 0, message: t('registration.proof.failed'), details: [] });
        return;
      }
      const headers = { [CHALLENGE_HEADER]: header };
      const result =
        form.getValues('tipo') === 'ente'
          ? await registraEnte.mutateAsync({ body: body as EnteRegistra, headers })
          : await registraCittadino.mutateAsync({ body: body as CittadinoRegistra, headers });
      if (result.ok) {
        onSent({ messaggio: result.data.messaggio, email: body.email });
        return;
      }
      const fields: string[] = [];
      for (const detail of result.details) {
        const field = fieldOfPath(detail.path, form.getValues('tipo'));
        if (!field) continue;
        if (field === 'aslId') setNeedsAsl(true);
        form.setError(field as Path<RegistrationValues>, { type: 'server', message: detail.message });
        fields.push(field);
      }
      setFailure(result);
      if (fields.length > 0) showErrors(fields);
      else setFocusRequest({ target: 'heading' });
    },
    (errors) => showErrors(erroredFields(errors, allFields)),
  );

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="prosa-registration-step">
        <ol className="list-unstyled d-flex flex-wrap gap-4 mb-4" aria-label={t('registration.stepsLabel')}>
          {steps.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={s === step ? 'fw-bold' : ''}
            >
              {t('registration.stepItem', { number: i + 1, name: t(`registration.steps.${s}`) })}
            </li>
          ))}
        </ol>
        <h2 id="prosa-registration-step" ref={heading} tabIndex={-1} className="h4">
          {t('registration.stepHeading', {
            number: index + 1,
            total: steps.length,
            name: t(`registration.steps.${step}`),
          })}
        </h2>
        {failure ? <FailureAlert failure={failure} /> : <ErrorSummary />}
        <p className="small">{t('registration.requiredNote')}</p>

        {step === 'account' ? <AccountStep /> : null}
        {step === 'person' ? <PersonStep /> : null}
        {step === 'territory' ? (
          <TerritoryFields
            needsAsl={needsAsl}
            onRegionChange={() => {
              setNeedsAsl(false);
              form.clearErrors('aslId');
            }}
          />
        ) : null}
        {step === 'privacy' ? <PrivacyStep /> : null}

        <Honeypot />

        <p role="status" className="small mt-3">
          {waiting || (proof.slow && step === 'privacy') ? t('registration.proof.working') : ''}
        </p>
        <div className="d-flex flex-wrap gap-2 mt-2 mb-5">
          {index > 0 ? (
            <Button
              color="secondary"
              outline
              type="button"
              onClick={() => goTo(steps[index - 1] ?? 'account')}
              disabled={busy}
            >
              {t('registration.back')}
            </Button>
          ) : null}
          {step === 'privacy' ? (
            // Its own element, not "Avanti" turned into a submit button while it is being clicked (the browser
            // would then send the form the moment the last step opens).
            <Button key="submit" color="primary" type="submit" disabled={busy}>
              {busy ? t('registration.sending') : t('registration.submit')}
            </Button>
          ) : (
            <Button key="next" color="primary" type="button" onClick={() => void next()}>
              {t('registration.next')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

function AccountStep() {
  const { t } = useTranslation('prosaAccount');
  const { register } = useFormContext<RegistrationValues>();
  const id = useId();
  return (
    <>
      <fieldset className="mb-4">
        <legend className="h6">{t('registration.kind.legend')}</legend>
        {(['cittadino', 'ente'] as const).map((kind) => (
          <div className="form-check" key={kind}>
            <input id={`${id}-${kind}`} type="radio" value={kind} {...register('tipo')} />
            <label htmlFor={`${id}-${kind}`}>{t(`registration.kind.${kind}`)}</label>
          </div>
        ))}
      </fieldset>
      <TextField
        name="username"
        label={t('registration.account.username')}
        required
        autoComplete="username"
        maxLength={60}
        help={t('registration.account.usernameHelp')}
      />
      <TextField
        name="email"
        type="email"
        label={t('registration.account.email')}
        required
        autoComplete="email"
      />
      <TextField
        name="password"
        type="password"
        label={t('registration.account.password')}
        required
        autoComplete="new-password"
        help={t('registration.account.passwordHelp')}
      />
    </>
  );
}

function PersonStep() {
  const { t } = useTranslation('prosaAccount');
  const { watch } = useFormContext<RegistrationValues>();
  const tipo = watch('tipo');
  return (
    <>
      {tipo === 'ente' ? (
        <>
          <p>{t('registration.person.enteIntro')}</p>
          <TextField name="nomeEnte" label={t('registration.person.nomeEnte')} required maxLength={200} />
          <TextField
            name="localita"
            label={t('registration.person.localita')}
            required
            maxLength={200}
            help={t('registration.person.localitaHelp')}
          />
        </>
      ) : null}
      {(['nome', 'cognome'] as const).map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(tipo === 'ente' ? `registration.person.${name}Referente` : `registration.person.${name}`)}
          required
          autoComplete={name === 'nome' ? 'given-name' : 'family-name'}
          maxLength={100}
        />
      ))}
      {tipo === 'cittadino' ? (
        <>
          <TextField
            name="dataNascita"
            type="date"
            label={t('registration.person.dataNascita')}
            required
            autoComplete="bday"
          />
          <SelectField
            name="sesso"
            label={t('registration.person.sesso')}
            required
            emptyOption={t('registration.person.chooseSesso')}
            choices={[
              { value: 'F', label: t('registration.person.sessoF') },
              { value: 'M', label: t('registration.person.sessoM') },
            ]}
          />
          <TextField
            name="codiceFiscale"
            label={t('registration.person.codiceFiscale')}
            maxLength={16}
            autoCapitalize="characters"
            help={t('registration.person.codiceFiscaleHelp')}
          />
        </>
      ) : null}
    </>
  );
}

/** The privacy notice in force, to read before accepting it; its version is what the server records. */
function PrivacyStep() {
  const { t } = useTranslation('prosaAccount');
  return (
    <>
      <details className="mb-4">
        <summary>{t('registration.privacy.read', { version: PRIVACY_NOTICE_VERSION })}</summary>
        <div className="mt-3">
          <p>{t('registration.privacy.controller')}</p>
          <p>{t('registration.privacy.data')}</p>
          <p>{t('registration.privacy.codiceFiscale')}</p>
          <p>{t('registration.privacy.purpose')}</p>
          <p className="mb-0">{t('registration.privacy.rights')}</p>
        </div>
      </details>
      <CheckboxField
        name="consenso.accettato"
        label={t('registration.privacy.accept', { version: PRIVACY_NOTICE_VERSION })}
      />
    </>
  );
}

/**
 * A field people never meet (hidden from sight and from screen readers, out of the tab order, no autofill): only
 * a robot fills it, and the server then pretends to register it.
 */
function Honeypot() {
  const { t } = useTranslation('prosaAccount');
  const { register } = useFormContext<RegistrationValues>();
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('registration.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register('sitoWeb')} />
    </div>
  );
}
