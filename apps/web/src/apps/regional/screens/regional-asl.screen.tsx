import type {
  Asl,
  Dipartimento,
  Distretto,
  PresidioOspedaliero,
  Regione,
  UnitaOperativa,
} from '@halo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { regionShortName } from '../../../lib/region-name.ts';
import type { FieldOverrides } from '../components/entity-form-modal.tsx';
import { EntitySection, RecordPage, sorted, useLabelColumns } from '../components/entity-section.tsx';
import { LevelNotFound } from '../components/level-not-found.tsx';
import { ItalyIntro, LevelPage } from '../components/level-page.tsx';
import {
  aslKind,
  dipartimentoKind,
  distrettoKind,
  type FieldOption,
  presidioKind,
  unitaOperativaKind,
} from '../regional.entities.ts';
import {
  aslLabel,
  type HealthSelection,
  healthHref,
  healthTrail,
  readHealthSelection,
  territorialHref,
} from '../regional.paths.ts';
import {
  useAslDellaRegione,
  useDipartimenti,
  useDistretti,
  usePresidi,
  useRegioni,
  useUnitaOperative,
} from '../regional.queries.ts';
import '../regional.css';

/**
 * The health hierarchy (issue 5): Italia → Regione → ASL → Distretto → Dipartimento, and ASL (→ Distretto) →
 * Presidio ospedaliero, each department and site with its Unità operative. The level is in the query string
 * (`?regione=010&asl=010203&distretto=…&dipartimento=…` or `…&presidio=…`).
 */
export function RegionalAsl() {
  const { t } = useTranslation('regional');
  const [params] = useSearchParams();
  const selection = readHealthSelection(params);
  const regioni = useRegioni();
  const regione = regioni.data?.find((r) => r.codiceRegione === selection.regione) ?? null;
  const aziende = useAslDellaRegione(regione ? regione.codiceRegione : null);
  const asl = aziende.data?.find((a) => a.codiceAsl === selection.asl) ?? null;
  const distretti = useDistretti(asl ? asl.codiceAsl : null);
  const distretto = distretti.data?.find((d) => d.id === selection.distretto) ?? null;
  const presidi = usePresidi(asl ? { codiceAsl: asl.codiceAsl } : null);
  const presidio = presidi.data?.find((p) => p.id === selection.presidio) ?? null;
  const dipartimenti = useDipartimenti(asl ? { codiceAsl: asl.codiceAsl } : null);
  const dipartimento = dipartimenti.data?.find((d) => d.id === selection.dipartimento) ?? null;

  const title =
    dipartimento?.denominazione ??
    presidio?.denominazione ??
    distretto?.distrettoSanitario ??
    (asl ? aslLabel(asl.codiceAsl, asl) : null) ??
    (regione ? t('asl.regionTitle', { name: regionShortName(regione) }) : null) ??
    t('asl.title');

  const context: AslContext | null =
    regione && asl
      ? {
          regione,
          asl,
          distretti: distretti.data ?? [],
          presidi: presidi.data ?? [],
          dipartimenti: dipartimenti.data ?? [],
          loading: { presidi: presidi.isPending, dipartimenti: dipartimenti.isPending },
        }
      : null;

  let content: ReactNode;
  if (!selection.regione)
    content = (
      <ItalyIntro
        texts="asl"
        regioni={regioni.data}
        hrefFor={(r) => healthHref({ regione: r.codiceRegione })}
      />
    );
  else if (!regione) content = <LevelNotFound read={regioni} what="regione" up={healthHref({})} />;
  else if (!selection.asl) {
    content = <RegioneLevel regione={regione} aziende={aziende.data} loading={aziende.isPending} />;
  } else if (!asl || !context) {
    content = <LevelNotFound read={aziende} what="asl" up={healthHref({ regione: regione.codiceRegione })} />;
  } else if (selection.dipartimento) {
    content = dipartimento ? (
      <DipartimentoLevel context={context} selection={selection} dipartimento={dipartimento} />
    ) : (
      <LevelNotFound
        read={dipartimenti}
        what="dipartimento"
        up={healthHref({ ...selection, dipartimento: null })}
      />
    );
  } else if (selection.presidio) {
    content = presidio ? (
      <PresidioLevel context={context} selection={selection} presidio={presidio} />
    ) : (
      <LevelNotFound read={presidi} what="presidio" up={healthHref({ ...selection, presidio: null })} />
    );
  } else if (selection.distretto) {
    content = distretto ? (
      <DistrettoLevel context={context} selection={selection} distretto={distretto} />
    ) : (
      <LevelNotFound
        read={distretti}
        what="distretto"
        up={healthHref({ regione: regione.codiceRegione, asl: asl.codiceAsl })}
      />
    );
  } else content = <AslLevel context={context} loading={distretti.isPending || presidi.isPending} />;

  return (
    <LevelPage
      title={title}
      trail={healthTrail(selection, { regione, asl, distretto, dipartimento, presidio })}
    >
      {content}
    </LevelPage>
  );
}

interface AslContext {
  regione: Regione;
  asl: Asl;
  distretti: Distretto[];
  presidi: PresidioOspedaliero[];
  dipartimenti: Dipartimento[];
  /** Lists still on their way: their sections say "Caricamento…", not "none". */
  loading: { presidi: boolean; dipartimenti: boolean };
}

/** The choices of a select of records, in the order of their names. */
function optionsOf<T extends { id: number }>(
  rows: readonly T[],
  name: (x: T) => string,
  label = name,
): FieldOption[] {
  return (sorted(rows, name) ?? []).map((x) => ({ value: String(x.id), label: label(x) }));
}

/** The name of the record `id` among `rows`; one not among them by its id ('Distretto 7'); none: a dash. */
function nameIn<T extends { id: number }>(
  rows: readonly T[],
  id: number | null,
  name: (x: T) => string,
  missing: (id: number) => string,
): string {
  if (id === null) return '—';
  const found = rows.find((x) => x.id === id);
  return found ? name(found) : missing(id);
}

function DemoNote({ rows }: { rows: readonly { demo: boolean }[] }) {
  const { t } = useTranslation('regional');
  if (!rows.some((row) => row.demo)) return null;
  return <p className="small">{t('asl.demoNote')}</p>;
}

const districtOverrides = (distretti: readonly Distretto[]): FieldOverrides => ({
  distrettoId: { options: optionsOf(distretti, (d) => d.distrettoSanitario) },
});

function RegioneLevel({
  regione,
  aziende,
  loading,
}: {
  regione: Regione;
  aziende: Asl[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('regional');
  const codes = regione.codiciMinisteriali;
  const column = useLabelColumns<Asl>();
  return (
    <>
      <h1>{t('asl.regionTitle', { name: regione.denominazioneRegione })}</h1>
      <p>
        <Link to={territorialHref({ regione: regione.codiceRegione })}>{t('asl.territoryLink')}</Link>
      </p>
      <EntitySection
        kind={aslKind}
        title={t('asl.aziende')}
        rows={aziende}
        orderBy={(a) => a.codiceAsl}
        loading={loading}
        columns={[
          column('azienda', (a) => (
            <Link to={healthHref({ regione: regione.codiceRegione, asl: a.codiceAsl })}>
              {a.denominazioneAzienda}
            </Link>
          )),
          column('codiceAsl', (a) => a.codiceAsl),
          column('sede', (a) => a.indirizzo ?? '—'),
        ]}
        emptyText={t('asl.noAziende')}
        createDefaults={{ codiceRegione: codes[0] ?? regione.codiceRegione }}
        overrides={
          codes.length > 1
            ? {
                codiceRegione: {
                  type: 'select',
                  options: codes.map((code) => ({ value: code, label: code })),
                  help: () => t('help.codiciRegione', { codes: codes.join(', ') }),
                },
              }
            : undefined
        }
      />
    </>
  );
}

function AslLevel({ context, loading }: { context: AslContext; loading: boolean }) {
  const { t } = useTranslation('regional');
  const { regione, asl, distretti, presidi } = context;
  const column = useLabelColumns<Distretto>();
  const at = (extra: HealthSelection) =>
    healthHref({ regione: regione.codiceRegione, asl: asl.codiceAsl, ...extra });
  return (
    <>
      <RecordPage
        title={aslLabel(asl.codiceAsl, asl)}
        facts={[
          [t('labels.codiceAsl'), asl.codiceAsl],
          [t('labels.codiceRegione'), asl.codiceRegione],
          [t('labels.codiceAzienda'), asl.codiceAzienda],
          [t('labels.sede'), asl.indirizzo],
          [t('labels.cap'), asl.cap],
          [t('labels.comuneSede'), asl.comuneSedeIstat],
        ]}
        kind={aslKind}
        record={asl}
        movedTo={(saved) =>
          saved.codiceAsl === asl.codiceAsl
            ? null
            : healthHref({ regione: regione.codiceRegione, asl: saved.codiceAsl })
        }
        leaveTo={healthHref({ regione: regione.codiceRegione })}
      />
      <DemoNote rows={[...distretti, ...presidi]} />
      <EntitySection
        kind={distrettoKind}
        title={t('asl.distretti')}
        rows={loading ? undefined : distretti}
        orderBy={(d) => d.distrettoSanitario}
        loading={loading}
        columns={[
          column('distretto', (d) => <Link to={at({ distretto: d.id })}>{d.distrettoSanitario}</Link>),
          column('codice', (d) => d.codiceDistretto ?? '—'),
          column('comuni', (d) => d.comuniAnnessi.length),
        ]}
        emptyText={t('asl.noDistretti')}
        createDefaults={{ codiceAsl: asl.codiceAsl }}
      />
      <PresidiSection context={context} rows={loading ? undefined : presidi} />
    </>
  );
}

function PresidiSection({
  context,
  rows,
  distretto,
}: {
  context: AslContext;
  rows: PresidioOspedaliero[] | undefined;
  distretto?: Distretto;
}) {
  const { t } = useTranslation('regional');
  const { regione, asl, distretti } = context;
  const column = useLabelColumns<PresidioOspedaliero>();
  const columns = [
    column('presidio', (p) => (
      <Link
        to={healthHref({
          regione: regione.codiceRegione,
          asl: asl.codiceAsl,
          distretto: distretto?.id ?? null,
          presidio: p.id,
        })}
      >
        {p.denominazione}
      </Link>
    )),
    column('codice', (p) => p.codicePresidio),
  ];
  if (!distretto)
    columns.push(
      column('distretto', (p) =>
        nameIn(
          distretti,
          p.distrettoId,
          (d) => d.distrettoSanitario,
          (id) => t('levels.distretto', { id }),
        ),
      ),
    );
  return (
    <EntitySection
      kind={presidioKind}
      title={distretto ? t('asl.presidiDistretto') : t('asl.presidiAzienda')}
      rows={rows}
      orderBy={(p) => p.denominazione}
      loading={!rows}
      columns={columns}
      emptyText={t('asl.noPresidi')}
      createDefaults={{
        codiceAsl: asl.codiceAsl,
        codiceStruttura: asl.codiceRegione,
        distrettoId: distretto?.id ?? null,
      }}
      overrides={districtOverrides(distretti)}
    />
  );
}

function DistrettoLevel({
  context,
  selection,
  distretto,
}: {
  context: AslContext;
  selection: HealthSelection;
  distretto: Distretto;
}) {
  const { t } = useTranslation('regional');
  const { regione, asl, presidi, dipartimenti } = context;
  const own = dipartimenti.filter((d) => d.distrettoId === distretto.id);
  const column = useLabelColumns<Dipartimento>();
  return (
    <>
      <RecordPage
        title={distretto.distrettoSanitario}
        facts={[
          [t('labels.codiceDistretto'), distretto.codiceDistretto],
          [t('labels.aziendaSanitaria'), `${asl.denominazioneAzienda} (${asl.codiceAsl})`],
          [t('labels.comuniDistretto'), distretto.comuniAnnessi.length],
        ]}
        kind={distrettoKind}
        record={distretto}
        movedTo={(saved) =>
          saved.codiceAsl === asl.codiceAsl
            ? null
            : healthHref({ regione: selection.regione, asl: saved.codiceAsl, distretto: saved.id })
        }
        leaveTo={healthHref({ regione: regione.codiceRegione, asl: asl.codiceAsl })}
      />
      <EntitySection
        kind={dipartimentoKind}
        title={t('asl.dipartimenti')}
        rows={context.loading.dipartimenti ? undefined : own}
        orderBy={(d) => d.denominazione}
        loading={context.loading.dipartimenti}
        columns={[
          column('dipartimento', (d) => (
            <Link to={healthHref({ ...selection, presidio: null, dipartimento: d.id })}>
              {d.denominazione}
            </Link>
          )),
        ]}
        emptyText={t('asl.noDipartimenti')}
        createDefaults={{ distrettoId: distretto.id }}
        overrides={districtOverrides(context.distretti)}
      />
      <PresidiSection
        context={context}
        distretto={distretto}
        rows={context.loading.presidi ? undefined : presidi.filter((p) => p.distrettoId === distretto.id)}
      />
    </>
  );
}

/** The operating units of a department or of a hospital site. */
function UnitaSection({
  context,
  of,
}: {
  context: AslContext;
  of: { dipartimento: number } | { presidio: number };
}) {
  const { t } = useTranslation('regional');
  const unita = useUnitaOperative(of);
  const denominazione = (x: { denominazione: string }) => x.denominazione;
  const column = useLabelColumns<UnitaOperativa>();
  return (
    <EntitySection
      kind={unitaOperativaKind}
      title={t('asl.unita')}
      rows={unita.data}
      orderBy={denominazione}
      loading={unita.isPending}
      columns={[
        column('unitaOperativa', denominazione),
        column('dipartimento', (u) =>
          nameIn(context.dipartimenti, u.dipartimentoId, denominazione, (id) =>
            t('levels.dipartimento', { id }),
          ),
        ),
        column('presidioOspedaliero', (u) =>
          nameIn(context.presidi, u.presidioId, denominazione, (id) => t('levels.presidio', { id })),
        ),
      ]}
      emptyText={t('asl.noUnita')}
      createDefaults={
        'dipartimento' in of ? { dipartimentoId: of.dipartimento } : { presidioId: of.presidio }
      }
      overrides={{
        dipartimentoId: { options: optionsOf(context.dipartimenti, denominazione) },
        presidioId: {
          options: optionsOf(
            context.presidi,
            denominazione,
            (p) => `${p.denominazione} (${p.codicePresidio})`,
          ),
        },
      }}
    />
  );
}
function DipartimentoLevel({
  context,
  selection,
  dipartimento,
}: {
  context: AslContext;
  selection: HealthSelection;
  dipartimento: Dipartimento;
}) {
  const { t } = useTranslation('regional');
  const distretto = context.distretti.find((d) => d.id === dipartimento.distrettoId);
  return (
    <>
      <RecordPage
        title={dipartimento.denominazione}
        facts={[
          [t('labels.distretto'), distretto?.distrettoSanitario ?? dipartimento.distrettoId],
          [t('labels.aziendaSanitaria'), `${context.asl.denominazioneAzienda} (${dipartimento.codiceAsl})`],
        ]}
        kind={dipartimentoKind}
        record={dipartimento}
        overrides={districtOverrides(context.distretti)}
        movedTo={(saved) =>
          saved.distrettoId === selection.distretto
            ? null
            : healthHref({ ...selection, distretto: saved.distrettoId })
        }
        leaveTo={healthHref({ ...selection, dipartimento: null })}
      />
      <UnitaSection context={context} of={{ dipartimento: dipartimento.id }} />
    </>
  );
}

function PresidioLevel({
  context,
  selection,
  presidio,
}: {
  context: AslContext;
  selection: HealthSelection;
  presidio: PresidioOspedaliero;
}) {
  const { t } = useTranslation('regional');
  const distretto = context.distretti.find((d) => d.id === presidio.distrettoId);
  return (
    <>
      <RecordPage
        title={presidio.denominazione}
        facts={[
          [t('labels.codicePresidio'), presidio.codicePresidio],
          [t('labels.codiceStruttura'), presidio.codiceStruttura],
          [t('labels.aziendaSanitaria'), `${context.asl.denominazioneAzienda} (${context.asl.codiceAsl})`],
          [t('labels.distretto'), distretto?.distrettoSanitario],
        ]}
        kind={presidioKind}
        record={presidio}
        overrides={districtOverrides(context.distretti)}
        movedTo={(saved) =>
          saved.codiceAsl === context.asl.codiceAsl
            ? null
            : healthHref({ regione: selection.regione, asl: saved.codiceAsl })
        }
        leaveTo={healthHref({ ...selection, presidio: null })}
      />
      <UnitaSection context={context} of={{ presidio: presidio.id }} />
    </>
  );
}
