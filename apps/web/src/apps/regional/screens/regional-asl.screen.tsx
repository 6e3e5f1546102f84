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
import { Link, useNavigate, useSearchParams } from 'react-router';
import { regionShortName } from '../../../lib/region-name.ts';
import { Breadcrumbs } from '../../../lib/ui/breadcrumbs.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import type { FieldOverrides } from '../components/entity-form-modal.tsx';
import { type Column, EntitySection, RecordActions } from '../components/entity-section.tsx';
import { LevelNotFound } from '../components/level-not-found.tsx';
import { RegionMap } from '../components/region-map.tsx';
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
  useDocumentTitle(title);

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
  if (!selection.regione) {
    content = <ItalyLevel regioni={regioni.data} />;
  } else if (!regione) {
    content = <LevelNotFound loading={regioni.isPending} what={t('notFound.regione')} up={healthHref({})} />;
  } else if (!selection.asl) {
    content = <RegioneLevel regione={regione} aziende={aziende.data} loading={aziende.isPending} />;
  } else if (!asl || !context) {
    content = (
      <LevelNotFound
        loading={aziende.isPending}
        what={t('notFound.asl')}
        up={healthHref({ regione: regione.codiceRegione })}
      />
    );
  } else if (selection.dipartimento) {
    content = dipartimento ? (
      <DipartimentoLevel context={context} selection={selection} dipartimento={dipartimento} />
    ) : (
      <LevelNotFound
        loading={dipartimenti.isPending}
        what={t('notFound.dipartimento')}
        up={healthHref({ ...selection, dipartimento: null })}
      />
    );
  } else if (selection.presidio) {
    content = presidio ? (
      <PresidioLevel context={context} selection={selection} presidio={presidio} />
    ) : (
      <LevelNotFound
        loading={presidi.isPending}
        what={t('notFound.presidio')}
        up={healthHref({ ...selection, presidio: null })}
      />
    );
  } else if (selection.distretto) {
    content = distretto ? (
      <DistrettoLevel context={context} selection={selection} distretto={distretto} />
    ) : (
      <LevelNotFound
        loading={distretti.isPending}
        what={t('notFound.distretto')}
        up={healthHref({ regione: regione.codiceRegione, asl: asl.codiceAsl })}
      />
    );
  } else {
    content = <AslLevel context={context} loading={distretti.isPending || presidi.isPending} />;
  }

  return (
    <div className="container-xxl py-4">
      <Breadcrumbs trail={healthTrail(selection, { regione, asl, distretto, dipartimento, presidio })} />
      {content}
    </div>
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

const byName =
  <T,>(name: (x: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b), 'it');

function DemoNote({ rows }: { rows: readonly { demo: boolean }[] }) {
  const { t } = useTranslation('regional');
  if (!rows.some((row) => row.demo)) return null;
  return <p className="small">{t('asl.demoNote')}</p>;
}

function districtOptions(distretti: readonly Distretto[]): FieldOption[] {
  return [...distretti]
    .sort(byName((d) => d.distrettoSanitario))
    .map((d) => ({ value: String(d.id), label: d.distrettoSanitario }));
}

function unitOverrides(context: AslContext): FieldOverrides {
  return {
    dipartimentoId: {
      options: [...context.dipartimenti]
        .sort(byName((d) => d.denominazione))
        .map((d) => ({ value: String(d.id), label: d.denominazione })),
    },
    presidioId: {
      options: [...context.presidi]
        .sort(byName((p) => p.denominazione))
        .map((p) => ({ value: String(p.id), label: `${p.denominazione} (${p.codicePresidio})` })),
    },
  };
}

function ItalyLevel({ regioni }: { regioni: Regione[] | undefined }) {
  const { t } = useTranslation('regional');
  return (
    <>
      <h1>{t('asl.title')}</h1>
      <p className="lead">{t('asl.lead')}</p>
      <RegionMap
        regioni={regioni ?? []}
        title={t('common.mapTitle')}
        hrefFor={(r) => healthHref({ regione: r.codiceRegione })}
      />
    </>
  );
}

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
  return (
    <>
      <h1>{t('asl.regionTitle', { name: regione.denominazioneRegione })}</h1>
      <p>
        <Link to={territorialHref({ regione: regione.codiceRegione })}>{t('asl.territoryLink')}</Link>
      </p>
      <EntitySection
        kind={aslKind}
        title={t('asl.aziende')}
        rows={aziende ? [...aziende].sort((a, b) => a.codiceAsl.localeCompare(b.codiceAsl)) : undefined}
        loading={loading}
        columns={[
          {
            header: t('labels.azienda'),
            cell: (a) => (
              <Link to={healthHref({ regione: regione.codiceRegione, asl: a.codiceAsl })}>
                {a.denominazioneAzienda}
              </Link>
            ),
          },
          { header: t('labels.codiceAsl'), cell: (a) => a.codiceAsl },
          { header: t('labels.sede'), cell: (a) => a.indirizzo ?? '—' },
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
  const navigate = useNavigate();
  const { regione, asl, distretti, presidi } = context;
  const at = (extra: HealthSelection) =>
    healthHref({ regione: regione.codiceRegione, asl: asl.codiceAsl, ...extra });
  return (
    <>
      <h1>{aslLabel(asl.codiceAsl, asl)}</h1>
      <Facts
        items={[
          [t('labels.codiceAsl'), asl.codiceAsl],
          [t('labels.codiceRegione'), asl.codiceRegione],
          [t('labels.codiceAzienda'), asl.codiceAzienda],
          [t('labels.sede'), asl.indirizzo],
          [t('labels.cap'), asl.cap],
          [t('labels.comuneSede'), asl.comuneSedeIstat],
        ]}
      />
      <RecordActions
        kind={aslKind}
        record={asl}
        onSaved={async (saved) => {
          if (saved.codiceAsl !== asl.codiceAsl) {
            await navigate(healthHref({ regione: regione.codiceRegione, asl: saved.codiceAsl }), {
              replace: true,
            });
          }
        }}
        onDeleted={async () => {
          await navigate(healthHref({ regione: regione.codiceRegione }));
        }}
      />
      <DemoNote rows={[...distretti, ...presidi]} />
      <EntitySection
        kind={distrettoKind}
        title={t('asl.distretti')}
        rows={loading ? undefined : [...distretti].sort(byName((d) => d.distrettoSanitario))}
        loading={loading}
        columns={[
          {
            header: t('labels.distretto'),
            cell: (d) => <Link to={at({ distretto: d.id })}>{d.distrettoSanitario}</Link>,
          },
          { header: t('labels.codice'), cell: (d) => d.codiceDistretto ?? '—' },
          { header: t('labels.comuni'), cell: (d) => d.comuniAnnessi.length },
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
  const distrettoName = (id: number | null) =>
    id === null
      ? '—'
      : (distretti.find((d) => d.id === id)?.distrettoSanitario ?? t('levels.distretto', { id }));
  const columns: Column<PresidioOspedaliero>[] = [
    {
      header: t('labels.presidio'),
      cell: (p) => (
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
      ),
    },
    { header: t('labels.codice'), cell: (p) => p.codicePresidio },
  ];
  if (!distretto) columns.push({ header: t('labels.distretto'), cell: (p) => distrettoName(p.distrettoId) });
  return (
    <EntitySection
      kind={presidioKind}
      title={distretto ? t('asl.presidiDistretto') : t('asl.presidiAzienda')}
      rows={rows ? [...rows].sort(byName((p) => p.denominazione)) : undefined}
      loading={!rows}
      columns={columns}
      emptyText={t('asl.noPresidi')}
      createDefaults={{
        codiceAsl: asl.codiceAsl,
        codiceStruttura: asl.codiceRegione,
        distrettoId: distretto?.id ?? null,
      }}
      overrides={{ distrettoId: { options: districtOptions(distretti) } }}
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
  const navigate = useNavigate();
  const { regione, asl, presidi, dipartimenti } = context;
  const own = dipartimenti.filter((d) => d.distrettoId === distretto.id);
  return (
    <>
      <h1>{distretto.distrettoSanitario}</h1>
      <Facts
        items={[
          [t('labels.codiceDistretto'), distretto.codiceDistretto],
          [t('labels.aziendaSanitaria'), `${asl.denominazioneAzienda} (${asl.codiceAsl})`],
          [t('labels.comuniDistretto'), distretto.comuniAnnessi.length],
        ]}
      />
      <RecordActions
        kind={distrettoKind}
        record={distretto}
        onSaved={async (saved) => {
          if (saved.codiceAsl !== asl.codiceAsl) {
            await navigate(
              healthHref({ regione: selection.regione, asl: saved.codiceAsl, distretto: saved.id }),
              {
                replace: true,
              },
            );
          }
        }}
        onDeleted={async () => {
          await navigate(healthHref({ regione: regione.codiceRegione, asl: asl.codiceAsl }));
        }}
      />
      <EntitySection
        kind={dipartimentoKind}
        title={t('asl.dipartimenti')}
        rows={context.loading.dipartimenti ? undefined : [...own].sort(byName((d) => d.denominazione))}
        loading={context.loading.dipartimenti}
        columns={[
          {
            header: t('labels.dipartimento'),
            cell: (d) => (
              <Link to={healthHref({ ...selection, presidio: null, dipartimento: d.id })}>
                {d.denominazione}
              </Link>
            ),
          },
        ]}
        emptyText={t('asl.noDipartimenti')}
        createDefaults={{ distrettoId: distretto.id }}
        overrides={{ distrettoId: { options: districtOptions(context.distretti) } }}
      />
      <PresidiSection
        context={context}
        distretto={distretto}
        rows={context.loading.presidi ? undefined : presidi.filter((p) => p.distrettoId === distretto.id)}
      />
    </>
  );
}

function UnitaSection({
  context,
  rows,
  loading,
  createDefaults,
}: {
  context: AslContext;
  rows: UnitaOperativa[] | undefined;
  loading: boolean;
  createDefaults: Partial<UnitaOperativa>;
}) {
  const { t } = useTranslation('regional');
  const dipartimento = (id: number | null) =>
    id === null
      ? '—'
      : (context.dipartimenti.find((d) => d.id === id)?.denominazione ?? t('levels.dipartimento', { id }));
  const presidio = (id: number | null) =>
    id === null
      ? '—'
      : (context.presidi.find((p) => p.id === id)?.denominazione ?? t('levels.presidio', { id }));
  return (
    <EntitySection
      kind={unitaOperativaKind}
      title={t('asl.unita')}
      rows={rows ? [...rows].sort(byName((u) => u.denominazione)) : undefined}
      loading={loading}
      columns={[
        { header: t('labels.unitaOperativa'), cell: (u) => u.denominazione },
        { header: t('labels.dipartimento'), cell: (u) => dipartimento(u.dipartimentoId) },
        { header: t('labels.presidioOspedaliero'), cell: (u) => presidio(u.presidioId) },
      ]}
      emptyText={t('asl.noUnita')}
      createDefaults={createDefaults}
      overrides={unitOverrides(context)}
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
  const navigate = useNavigate();
  const unita = useUnitaOperative({ dipartimento: dipartimento.id });
  const distretto = context.distretti.find((d) => d.id === dipartimento.distrettoId);
  return (
    <>
      <h1>{dipartimento.denominazione}</h1>
      <Facts
        items={[
          [t('labels.distretto'), distretto?.distrettoSanitario ?? dipartimento.distrettoId],
          [t('labels.aziendaSanitaria'), `${context.asl.denominazioneAzienda} (${dipartimento.codiceAsl})`],
        ]}
      />
      <RecordActions
        kind={dipartimentoKind}
        record={dipartimento}
        overrides={{ distrettoId: { options: districtOptions(context.distretti) } }}
        onSaved={async (saved) => {
          if (saved.distrettoId !== selection.distretto) {
            await navigate(healthHref({ ...selection, distretto: saved.distrettoId }), { replace: true });
          }
        }}
        onDeleted={async () => {
          await navigate(healthHref({ ...selection, dipartimento: null }));
        }}
      />
      <UnitaSection
        context={context}
        rows={unita.data}
        loading={unita.isPending}
        createDefaults={{ dipartimentoId: dipartimento.id }}
      />
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
  const navigate = useNavigate();
  const unita = useUnitaOperative({ presidio: presidio.id });
  const distretto = context.distretti.find((d) => d.id === presidio.distrettoId);
  return (
    <>
      <h1>{presidio.denominazione}</h1>
      <Facts
        items={[
          [t('labels.codicePresidio'), presidio.codicePresidio],
          [t('labels.codiceStruttura'), presidio.codiceStruttura],
          [t('labels.aziendaSanitaria'), `${context.asl.denominazioneAzienda} (${context.asl.codiceAsl})`],
          [t('labels.distretto'), distretto?.distrettoSanitario],
        ]}
      />
      <RecordActions
        kind={presidioKind}
        record={presidio}
        overrides={{ distrettoId: { options: districtOptions(context.distretti) } }}
        onSaved={async (saved) => {
          if (saved.codiceAsl !== context.asl.codiceAsl) {
            await navigate(healthHref({ regione: selection.regione, asl: saved.codiceAsl }), {
              replace: true,
            });
          }
        }}
        onDeleted={async () => {
          await navigate(healthHref({ ...selection, presidio: null }));
        }}
      />
      <UnitaSection
        context={context}
        rows={unita.data}
        loading={unita.isPending}
        createDefaults={{ presidioId: presidio.id }}
      />
    </>
  );
}
