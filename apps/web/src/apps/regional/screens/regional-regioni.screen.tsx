import type { Comune, Provincia, Regione } from '@halo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { regionShortName } from '../../../lib/region-name.ts';
import { ComuneDetail } from '../components/comune-detail.tsx';
import { EntitySection, RecordPage, useLabelColumns } from '../components/entity-section.tsx';
import { LevelNotFound } from '../components/level-not-found.tsx';
import { ItalyIntro, LevelPage } from '../components/level-page.tsx';
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

  let content: ReactNode;
  if (!selection.regione) content = <ItalyLevel regioni={regioni.data} loading={regioni.isPending} />;
  else if (!regione) content = <LevelNotFound read={regioni} what="regione" up={territorialHref({})} />;
  else if (!selection.provincia) {
    content = <RegioneLevel regione={regione} province={province.data} loading={province.isPending} />;
  } else if (!provincia) {
    content = (
      <LevelNotFound
        read={province}
        what="provincia"
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
    const up = territorialHref({ regione: regione.codiceRegione, provincia: provincia.sigla });
    content = <LevelNotFound read={comuni} what="comune" up={up} />;
  } else content = <ComuneLevel selection={selection} comune={comune} />;

  return (
    <LevelPage title={title} trail={territorialTrail(selection, { regione, provincia, comune })}>
      {content}
    </LevelPage>
  );
}

function ItalyLevel({ regioni, loading }: { regioni: Regione[] | undefined; loading: boolean }) {
  const { t } = useTranslation('regional');
  return (
    <>
      <ItalyIntro
        texts="regioni"
        regioni={regioni}
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
  const column = useLabelColumns<Provincia>();
  return (
    <>
      <RecordPage
        title={regione.denominazioneRegione}
        facts={[
          [t('labels.codiceRegione'), regione.codiceRegione],
          [t('labels.codiceIstat'), regione.codiceIstat],
          [t('labels.codiciAsl'), regione.codiciMinisteriali.join(', ')],
        ]}
        kind={regioneKind}
        record={regione}
        movedTo={(saved) =>
          saved.codiceRegione === regione.codiceRegione
            ? null
            : territorialHref({ regione: saved.codiceRegione })
        }
        leaveTo={territorialHref({})}
      />
      <p>
        <Link to={healthHref({ regione: regione.codiceRegione })}>{t('regioni.aslLink')}</Link>
      </p>
      <EntitySection
        kind={provinciaKind}
        title={t('regioni.province', { name: regionShortName(regione) })}
        rows={province}
        orderBy={(p) => p.denominazione}
        loading={loading}
        columns={[
          column('provincia', (p) => (
            <Link to={territorialHref({ regione: regione.codiceRegione, provincia: p.sigla })}>
              {p.denominazione}
            </Link>
          )),
          column('sigla', (p) => p.sigla),
          column('codiceIstat', (p) => p.codiceIstat),
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
  const column = useLabelColumns<Comune>();
  return (
    <>
      <RecordPage
        title={t('regioni.provinciaHeading', { name: provincia.denominazione, sigla: provincia.sigla })}
        facts={[
          [t('labels.sigla'), provincia.sigla],
          [t('labels.codiceIstat'), provincia.codiceIstat],
          [t('labels.regione'), regione.denominazioneRegione],
        ]}
        kind={provinciaKind}
        record={provincia}
        movedTo={(saved) =>
          saved.sigla === provincia.sigla && saved.codiceRegione === regione.codiceRegione
            ? null
            : territorialHref({ regione: saved.codiceRegione, provincia: saved.sigla })
        }
        leaveTo={territorialHref({ regione: regione.codiceRegione })}
      />
      <EntitySection
        kind={comuneKind}
        title={t('regioni.comuni', { total: comuni?.length ?? 0 })}
        rows={comuni}
        orderBy={(c) => c.denominazione}
        loading={loading}
        filterLabel={t('regioni.filterComuni')}
        filterText={(c) => `${c.denominazione} ${c.codiceIstat} ${c.codiceCatastale}`}
        columns={[
          column('comune', (c) => (
            <Link
              to={territorialHref({
                regione: regione.codiceRegione,
                provincia: provincia.sigla,
                comune: c.id,
              })}
            >
              {c.denominazione}
            </Link>
          )),
          column('codiceIstat', (c) => c.codiceIstat),
          column('codiceCatastale', (c) => c.codiceCatastale),
        ]}
        emptyText={t('regioni.noComuni')}
        createDefaults={{ siglaProvincia: provincia.sigla }}
      />
    </>
  );
}

function ComuneLevel({ selection, comune }: { selection: TerritorialSelection; comune: Comune }) {
  return (
    <ComuneDetail
      comune={comune}
      headingLevel={1}
      // Moved to another province: its page is the search's, which does not need the region.
      movedTo={(saved) =>
        saved.siglaProvincia === selection.provincia ? null : `${regionalPaths.comuni}?comune=${saved.id}`
      }
      leaveTo={territorialHref({ regione: selection.regione, provincia: selection.provincia })}
    />
  );
}
