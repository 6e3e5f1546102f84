import type { Comune, Provincia, Regione } from '@halo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { regionShortName } from '../../../lib/region-name.ts';
import { Breadcrumbs } from '../../../lib/ui/breadcrumbs.tsx';
import { Facts } from '../../../lib/ui/facts.tsx';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { ComuneDetail } from '../components/comune-detail.tsx';
import { EntitySection, RecordActions } from '../components/entity-section.tsx';
import { LevelNotFound } from '../components/level-not-found.tsx';
import { RegionMap } from '../components/region-map.tsx';
import { comuneKind, provinciaKind, regioneKind } from '../regional.entities.ts';
import {
  healthHref,
  readTerritorialSelection,
  regionalPaths,
  type TerritorialSelection,
  territorialHref,
  territorialTrail,
} from '../regional.paths.ts';
import { useComuni, useProvince, useRegioni } from '../regional.queries.ts';
import '../regional.css';

/**
 * The territorial hierarchy (issue 5): Italia → Regione → Provincia → Comune → Quartiere. The level is in the
 * query string (`?regione=010&provincia=TO&comune=…`); the map of the regions is the entry.
 */
export function RegionalRegioni() {
  const { t } = useTranslation('regional');
  const [params] = useSearchParams();
  const selection = readTerritorialSelection(params);
  const regioni = useRegioni();
  const regione = regioni.data?.find((r) => r.codiceRegione === selection.regione) ?? null;
  const province = useProvince(regione ? regione.codiceRegione : null);
  const provincia = province.data?.find((p) => p.sigla === selection.provincia) ?? null;
  const comuni = useComuni(provincia ? provincia.sigla : null);
  const comune = comuni.data?.find((c) => c.id === selection.comune) ?? null;

  const title =
    comune?.denominazione ??
    (provincia ? t('levels.provincia', { name: provincia.denominazione }) : null) ??
    (regione ? regionShortName(regione) : null) ??
    t('regioni.title');
  useDocumentTitle(title);

  let content: ReactNode;
  if (!selection.regione) {
    content = <ItalyLevel regioni={regioni.data} loading={regioni.isPending} />;
  } else if (!regione) {
    content = (
      <LevelNotFound loading={regioni.isPending} what={t('notFound.regione')} up={territorialHref({})} />
    );
  } else if (!selection.provincia) {
    content = <RegioneLevel regione={regione} province={province.data} loading={province.isPending} />;
  } else if (!provincia) {
    content = (
      <LevelNotFound
        loading={province.isPending}
        what={t('notFound.provincia')}
        up={territorialHref({ regione: regione.codiceRegione })}
      />
    );
  } else if (!selection.comune) {
    content = (
      <ProvinciaLevel
        regione={regione}
        provincia={provincia}
        comuni={comuni.data}
        loading={comuni.isPending}
      />
    );
  } else if (!comune) {
    content = (
      <LevelNotFound
        loading={comuni.isPending}
        what={t('notFound.comune')}
        up={territorialHref({ regione: regione.codiceRegione, provincia: provincia.sigla })}
      />
    );
  } else {
    content = <ComuneLevel selection={selection} comune={comune} />;
  }

  return (
    <div className="container-xxl py-4">
      <Breadcrumbs trail={territorialTrail(selection, { regione, provincia, comune })} />
      {content}
    </div>
  );
}

function ItalyLevel({ regioni, loading }: { regioni: Regione[] | undefined; loading: boolean }) {
  const { t } = useTranslation('regional');
  return (
    <>
      <h1>{t('regioni.title')}</h1>
      <p className="lead">{t('regioni.lead')}</p>
      <RegionMap
        regioni={regioni ?? []}
        title={t('common.mapTitle')}
        hrefFor={(r) => territorialHref({ regione: r.codiceRegione })}
      />
      <EntitySection
        kind={regioneKind}
        title={t('regioni.list')}
        rows={regioni}
        loading={loading}
        columns={[
          { header: t('labels.regione'), cell: (r) => r.denominazioneRegione },
          { header: t('labels.codice'), cell: (r) => r.codiceRegione },
          { header: t('labels.codiceIstat'), cell: (r) => r.codiceIstat },
          { header: t('labels.codiciAsl'), cell: (r) => r.codiciMinisteriali.join(', ') },
        ]}
        emptyText={t('regioni.noRegioni')}
      />
    </>
  );
}

function RegioneLevel({
  regione,
  province,
  loading,
}: {
  regione: Regione;
  province: Provincia[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('regional');
  const navigate = useNavigate();
  const sorted = province
    ? [...province].sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'))
    : undefined;
  return (
    <>
      <h1>{regione.denominazioneRegione}</h1>
      <Facts
        items={[
          [t('labels.codiceRegione'), regione.codiceRegione],
          [t('labels.codiceIstat'), regione.codiceIstat],
          [t('labels.codiciAsl'), regione.codiciMinisteriali.join(', ')],
        ]}
      />
      <RecordActions
        kind={regioneKind}
        record={regione}
        onSaved={async (saved) => {
          if (saved.codiceRegione !== regione.codiceRegione) {
            await navigate(territorialHref({ regione: saved.codiceRegione }), { replace: true });
          }
        }}
        onDeleted={async () => {
          await navigate(territorialHref({}));
        }}
      />
      <p>
        <Link to={healthHref({ regione: regione.codiceRegione })}>{t('regioni.aslLink')}</Link>
      </p>
      <EntitySection
        kind={provinciaKind}
        title={t('regioni.province', { name: regionShortName(regione) })}
        rows={sorted}
        loading={loading}
        columns={[
          {
            header: t('labels.provincia'),
            cell: (p) => (
              <Link to={territorialHref({ regione: regione.codiceRegione, provincia: p.sigla })}>
                {p.denominazione}
              </Link>
            ),
          },
          { header: t('labels.sigla'), cell: (p) => p.sigla },
          { header: t('labels.codiceIstat'), cell: (p) => p.codiceIstat },
        ]}
        emptyText={t('regioni.noProvince')}
        createDefaults={{ codiceRegione: regione.codiceRegione }}
      />
    </>
  );
}

function ProvinciaLevel({
  regione,
  provincia,
  comuni,
  loading,
}: {
  regione: Regione;
  provincia: Provincia;
  comuni: Comune[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('regional');
  const navigate = useNavigate();
  const sorted = comuni
    ? [...comuni].sort((a, b) => a.denominazione.localeCompare(b.denominazione, 'it'))
    : undefined;
  return (
    <>
      <h1>{t('regioni.provinciaHeading', { name: provincia.denominazione, sigla: provincia.sigla })}</h1>
      <Facts
        items={[
          [t('labels.sigla'), provincia.sigla],
          [t('labels.codiceIstat'), provincia.codiceIstat],
          [t('labels.regione'), regione.denominazioneRegione],
        ]}
      />
      <RecordActions
        kind={provinciaKind}
        record={provincia}
        onSaved={async (saved) => {
          if (saved.sigla !== provincia.sigla || saved.codiceRegione !== regione.codiceRegione) {
            await navigate(territorialHref({ regione: saved.codiceRegione, provincia: saved.sigla }), {
              replace: true,
            });
          }
        }}
        onDeleted={async () => {
          await navigate(territorialHref({ regione: regione.codiceRegione }));
        }}
      />
      <EntitySection
        kind={comuneKind}
        title={t('regioni.comuni', { total: comuni?.length ?? 0 })}
        rows={sorted}
        loading={loading}
        filterLabel={t('regioni.filterComuni')}
        filterText={(c) => `${c.denominazione} ${c.codiceIstat} ${c.codiceCatastale}`}
        columns={[
          {
            header: t('labels.comune'),
            cell: (c) => (
              <Link
                to={territorialHref({
                  regione: regione.codiceRegione,
                  provincia: provincia.sigla,
                  comune: c.id,
                })}
              >
                {c.denominazione}
              </Link>
            ),
          },
          { header: t('labels.codiceIstat'), cell: (c) => c.codiceIstat },
          { header: t('labels.codiceCatastale'), cell: (c) => c.codiceCatastale },
        ]}
        emptyText={t('regioni.noComuni')}
        createDefaults={{ siglaProvincia: provincia.sigla }}
      />
    </>
  );
}

function ComuneLevel({ selection, comune }: { selection: TerritorialSelection; comune: Comune }) {
  const navigate = useNavigate();
  return (
    <ComuneDetail
      comune={comune}
      headingLevel={1}
      onSaved={async (saved) => {
        if (saved.siglaProvincia !== selection.provincia) {
          // Moved to another province: its page is the search's, which does not need the region.
          await navigate(`${regionalPaths.comuni}?comune=${saved.id}`, { replace: true });
        }
      }}
      onDeleted={async () => {
        await navigate(territorialHref({ regione: selection.regione, provincia: selection.provincia }));
      }}
    />
  );
}
