import { aslName } from '@halo/contract/asl-name';
import type { CittadinoProfilo } from '@halo/contract/prosa/profiles';
import { Button } from 'design-react-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../../lib/call-route.ts';
import { Facts } from '../../../../lib/ui/facts.tsx';
import { FailureAlert, isStale } from '../../../../lib/ui/failure-alert.tsx';
import { formatDate } from '../../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../../lib/ui/page.tsx';
import { LoadingState } from '../../../../lib/ui/states.tsx';
import { useOpenedBy } from '../../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../../shell/alerts/alert.store.ts';
import {
  type Choices,
  choicesOf,
  PreferenceChoices,
  SubthemeChoices,
  ThemeChoices,
  toSend,
  useChoiceData,
} from '../components/preference-choices.tsx';
import { usePreferenzeCittadino } from '../prosa-account.queries.ts';
import { useProsaProfile } from '../prosa-profile.tsx';

/**
 * Il mio profilo (a citizen's, SPEC.md §3): after the first sign-in a welcome path that can be skipped — themes,
 * their sub-themes, how to be contacted — then the profile (authority, district, age, themes) with a form to
 * change the choices. Every save carries the profile's version: a change made meanwhile elsewhere is a 409.
 */
export function ProsaProfilo() {
  const { t } = useTranslation('prosaAccount');
  const { profile, loading, failed } = useProsaProfile();
  const title = t('profile.title');
  if (loading) {
    return (
      <Page title={title}>
        <LoadingState />
      </Page>
    );
  }
  // The layout shows the reason above.
  if (failed) return <Page title={title}>{null}</Page>;
  if (profile?.ruolo !== 'cittadino') {
    return (
      <Page title={title}>
        <p>{t('profile.citizensOnly')}</p>
      </Page>
    );
  }
  return profile.data.boarding.completato ? (
    <CitizenProfile profile={profile.data} />
  ) : (
    <Welcome profile={profile.data} />
  );
}

/** Saves choices with the profile's version; a 409 reads the profile again (someone changed it meanwhile). */
function useSaveChoices(profile: CittadinoProfilo) {
  const save = usePreferenzeCittadino(profile.id);
  const { reload } = useProsaProfile();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const send = async (choices: Choices) => {
    setFailure(null);
    const result = await save.save({
      body: { version: profile.version, ...choices, boardingCompletato: true },
    });
    if (result.ok) return true;
    setFailure(result);
    if (isStale(result)) reload();
    return false;
  };
  return { send, failure, busy: save.isPending, clear: () => setFailure(null) };
}

const welcomeSteps = ['themes', 'subthemes', 'preferences'] as const;
type WelcomeStep = (typeof welcomeSteps)[number];

function Welcome({ profile }: { profile: CittadinoProfilo }) {
  const { t } = useTranslation('prosaAccount');
  const [step, setStep] = useState<WelcomeStep>('themes');
  const [choices, setChoices] = useState<Choices>(() => choicesOf(profile));
  const data = useChoiceData(choices.tematichePref);
  const { send, failure, busy } = useSaveChoices(profile);
  const heading = useRef<HTMLHeadingElement>(null);
  // A step moved to takes the focus to its heading (not the first one, when the page opens).
  const [moved, setMoved] = useState<{ to: WelcomeStep } | null>(null);
  const index = welcomeSteps.indexOf(step);

  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);

  const goTo = (next: WelcomeStep) => {
    setMoved({ to: next });
    setStep(next);
  };
  const skip = async () => {
    // Skipping keeps what the profile had: none of the choices made on the way.
    if (await send(choicesOf(profile))) notifySuccess(t('boarding.skipped'));
  };
  const finish = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(toSend(choices, data.allowed))) notifySuccess(t('boarding.saved'));
  };
  const next = () => {
    // A theme without sub-themes has nothing to ask on the second step.
    if (step === 'themes' && !data.loading && data.groups.length === 0) goTo('preferences');
    else goTo(welcomeSteps[index + 1] ?? 'preferences');
  };
  const back = () => {
    if (step === 'preferences' && !data.loading && data.groups.length === 0) goTo('themes');
    else goTo(welcomeSteps[index - 1] ?? 'themes');
  };

  return (
    <Page title={t('boarding.title')} lead={t('boarding.lead')}>
      <form onSubmit={finish} aria-labelledby="prosa-welcome-step" className="mb-5">
        <h2 id="prosa-welcome-step" ref={heading} tabIndex={-1} className="h4">
          {t('boarding.stepHeading', {
            number: index + 1,
            total: welcomeSteps.length,
            name: t(`boarding.steps.${step}`),
          })}
        </h2>
        <p>{t(`boarding.intro.${step}`)}</p>
        <SaveFailure failure={failure} />
        {step === 'themes' ? (
          <ThemeChoices
            tematiche={data.tematiche}
            value={choices}
            onChange={setChoices}
            loading={data.loading}
          />
        ) : null}
        {step === 'subthemes' ? (
          <SubthemeChoices
            groups={data.groups}
            value={choices}
            onChange={setChoices}
            loading={data.loading}
          />
        ) : null}
        {step === 'preferences' ? <PreferenceChoices value={choices} onChange={setChoices} /> : null}
        <div className="d-flex flex-wrap gap-2">
          {index > 0 ? (
            <Button color="secondary" outline type="button" onClick={back}>
              {t('boarding.back')}
            </Button>
          ) : null}
          {step === 'preferences' ? (
            // Its own element (see the registration's): "Avanti" must not become it while being clicked.
            <Button key="finish" color="primary" type="submit" disabled={busy || data.loading}>
              {t('boarding.finish')}
            </Button>
          ) : (
            <Button key="next" color="primary" type="button" onClick={next}>
              {t('boarding.next')}
            </Button>
          )}
          <Button color="secondary" outline type="button" onClick={() => void skip()} disabled={busy}>
            {t('boarding.skip')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

/** A refused save: the server's message, and after a 409 the word that the profile shown is now the current one. */
function SaveFailure({ failure }: { failure: WriteFailure | null }) {
  const { t } = useTranslation('prosaAccount');
  if (!failure) return null;
  return (
    <>
      <FailureAlert failure={failure} extra={failure.details.map((d) => d.message)} />
      {isStale(failure) ? <p role="status">{t('profile.reloaded')}</p> : null}
    </>
  );
}

function CitizenProfile({ profile }: { profile: CittadinoProfilo }) {
  const { t } = useTranslation('prosaAccount');
  // Closing the form gives the focus back to the button that opened it.
  const { open: editing, setOpen: setEditing, opener: editButton } = useOpenedBy();
  // Above the form, which starts over on the profile read again after a 409: the message stays.
  const saver = useSaveChoices(profile);
  const data = useChoiceData(profile.tematichePref);
  const themeName = (id: number) => data.tematiche.find((tema) => tema.id === id)?.nome ?? `#${id}`;
  const yesNo = (on: boolean) => (on ? t('profile.yes') : t('profile.no'));
  const stopEditing = () => {
    setEditing(false);
    saver.clear();
  };
  return (
    <Page title={t('profile.title')} lead={t('profile.lead')}>
      <PageSection title={t('profile.data')}>
        <Facts
          items={[
            [t('profile.asl'), aslName(profile.denominazioneAzienda)],
            [t('profile.district'), profile.distretto?.denominazione],
            [t('profile.age'), profile.eta === null ? null : t('profile.years', { count: profile.eta })],
            [
              t('profile.birthDate'),
              profile.anagrafica.dataNascita ? formatDate(profile.anagrafica.dataNascita) : null,
            ],
          ]}
        />
      </PageSection>
      <PageSection
        title={t('profile.choices')}
        actions={
          editing ? null : (
            <Button
              innerRef={editButton}
              color="primary"
              size="sm"
              type="button"
              onClick={() => setEditing(true)}
            >
              {t('profile.edit')}
            </Button>
          )
        }
      >
        {editing ? (
          <ChoicesForm
            key={profile.version}
            profile={profile}
            saver={saver}
            onDone={(saved) => {
              stopEditing();
              if (saved) notifySuccess(t('profile.saved'));
            }}
          />
        ) : (
          <>
            <h3 className="h6">{t('profile.themes')}</h3>
            {profile.tematichePref.length === 0 ? (
              <p>{t('profile.noThemes')}</p>
            ) : (
              <ul aria-label={t('profile.themes')}>
                {profile.tematichePref.map((id) => {
                  const group = data.groups.find((g) => g.tema.id === id);
                  const subs = (group?.subs ?? []).filter((s) => profile.sottoTematichePrefer.includes(s.id));
                  return (
                    <li key={id}>
                      {themeName(id)}
                      {subs.length > 0 ? `: ${subs.map((s) => s.nome).join(', ')}` : ''}
                    </li>
                  );
                })}
              </ul>
            )}
            <Facts
              items={[
                [t('choices.newsletter'), yesNo(profile.preferenze.newsletter)],
                [t('choices.promemoria'), yesNo(profile.preferenze.promemoria)],
              ]}
            />
          </>
        )}
      </PageSection>
    </Page>
  );
}

/** The choices all at once; the profile's version goes with them. */
function ChoicesForm({
  profile,
  saver,
  onDone,
}: {
  profile: CittadinoProfilo;
  saver: ReturnType<typeof useSaveChoices>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('prosaAccount');
  const [choices, setChoices] = useState<Choices>(() => choicesOf(profile));
  const data = useChoiceData(choices.tematichePref);
  const { send, failure, busy } = saver;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(toSend(choices, data.allowed))) onDone(true);
  };
  return (
    <form onSubmit={submit} aria-label={t('profile.formLabel')}>
      <SaveFailure failure={failure} />
      <ThemeChoices tematiche={data.tematiche} value={choices} onChange={setChoices} loading={data.loading} />
      {choices.tematichePref.length > 0 ? (
        <SubthemeChoices groups={data.groups} value={choices} onChange={setChoices} loading={data.loading} />
      ) : null}
      <PreferenceChoices value={choices} onChange={setChoices} />
      <div className="d-flex flex-wrap gap-2">
        <Button color="secondary" outline type="button" onClick={() => onDone(false)}>
          {t('profile.cancel')}
        </Button>
        <Button color="primary" type="submit" disabled={busy || data.loading}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
