import { aslName } from '@halo/contract/asl-name';
import type { AziendaDettaglio } from '@halo/contract/prosa';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { byItalian, regionChoices } from '../../../lib/region-name.ts';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useAslDellaRegione, useAziendaPubblica, useRegioni } from '../prosa.queries.ts';

/** A day in words, in the user's language (20 novembre 2026, 20 November 2026: British English, as elsewhere). */
function longDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(date);
}

/**
 * «Trova la tua ASL» on the public home: a region, then one of its health authorities, then that authority's
 * organisation on the portal, or the news that it has not joined yet. Public calls only: no sign-in.
 */
export function FindAsl() {
  const { t } = useTranslation('prosa');
  const headingId = useId();
  const [codRegione, setCodRegione] = useState('');
  const [codiceAsl, setCodiceAsl] = useState('');
  const regioni = useRegioni();
  const aziende = useAslDellaRegione(codRegione || null);
  const aziendeSorted = [...(aziende.data ?? [])].sort((a, b) =>
    byItalian(aslName(a.denominazioneAzienda), aslName(b.denominazioneAzienda)),
  );
  const asl = aziende.data?.find((a) => a.codiceAsl === codiceAsl) ?? null;
  return (
    <section className="container-xxl pb-5" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('findAsl.title')}</h2>
      <p>{t('findAsl.lead')}</p>
      <div className="row mt-5">
        <ChoiceSelect
          className="col-12 col-md-6 mb-5"
          label={t('findAsl.region')}
          value={codRegione}
          emptyOption={t('findAsl.chooseRegion')}
          choices={regionChoices(regioni.data)}
          onChange={(value) => {
            setCodRegione(value);
            setCodiceAsl('');
          }}
        />
        <ChoiceSelect
          className="col-12 col-md-6 mb-5"
          label={t('findAsl.asl')}
          value={codiceAsl}
          disabled={!codRegione}
          emptyOption={codRegione ? t('findAsl.chooseAsl') : t('findAsl.regionFirst')}
          choices={aziendeSorted.map((a) => ({ value: a.codiceAsl, label: aslName(a.denominazioneAzienda) }))}
          onChange={setCodiceAsl}
        />
      </div>
      <div aria-live="polite">
        {asl ? (
          <PublicOrganisation codiceAsl={asl.codiceAsl} name={aslName(asl.denominazioneAzienda)} />
        ) : null}
      </div>
    </section>
  );
}

function PublicOrganisation({ codiceAsl, name }: { codiceAsl: string; name: string }) {
  const { t } = useTranslation('prosa');
  const azienda = useAziendaPubblica(codiceAsl);
  if (azienda.isPending) return <LoadingState />;
  if (azienda.isError) return <div className="alert alert-danger">{t('findAsl.failed')}</div>;
  if (!azienda.data) return <div className="alert alert-info">{t('findAsl.notJoined', { name })}</div>;
  return <AslOrganisation azienda={azienda.data} name={name} />;
}

/** A joined authority's organisation, to read: its departments, districts and structures. */
function AslOrganisation({ azienda, name }: { azienda: AziendaDettaglio; name: string }) {
  const { t, i18n } = useTranslation('prosa');
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p>{t('findAsl.since', { date: longDate(azienda.aderenteDal, i18n.language) })}</p>
      <div className="row g-4">
        <PartList title={t('org.departments')} empty={t('org.noDepartments')}>
          {azienda.dipartimenti.map((d) => (
            <li key={d.id} className="mb-2">
              {d.denominazione}
              {d.distretto ? (
                <span className="d-block small">{t('org.districtOf', { name: d.distretto })}</span>
              ) : null}
            </li>
          ))}
        </PartList>
        <PartList title={t('org.districts')} empty={t('org.noDistricts')}>
          {azienda.distretti.map((d) => (
            <li key={d.id} className="mb-2">
              {d.denominazione}
            </li>
          ))}
        </PartList>
        <PartList title={t('org.structures')} empty={t('org.noStructures')}>
          {azienda.strutture.map((s) => (
            <li key={s.id} className="mb-2">
              {s.denominazione}
              {s.tipologia ? <span className="d-block small">{s.tipologia}</span> : null}
            </li>
          ))}
        </PartList>
      </div>
    </article>
  );
}

/** One part of the organisation: its heading names the list. */
function PartList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <div className="col-12 col-lg-4">
      <h4 id={headingId} className="h5">
        {title}
      </h4>
      {children.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mb-0">
          {children}
        </ul>
      )}
    </div>
  );
}
