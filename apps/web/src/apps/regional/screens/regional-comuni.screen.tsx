import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../../lib/ui/list-params.ts';
import { useDocumentTitle } from '../../../shell/layout/use-document-title.ts';
import { ComuneDetail } from '../components/comune-detail.tsx';
import { ComuneSearch } from '../components/comune-search.tsx';
import { EntityFormModal } from '../components/entity-form-modal.tsx';
import { comuneKind } from '../regional.entities.ts';
import { regionalPaths, territorialHref } from '../regional.paths.ts';
import { useComune, useProvincia } from '../regional.queries.ts';

function comuneHref(id: number | null, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (id !== null) params.set('comune', String(id));
  const search = params.toString();
  return search ? `${regionalPaths.comuni}?${search}` : regionalPaths.comuni;
}

/**
 * Comuni: the as-you-type search over every comune (`?q=`), and the chosen one (`?comune=<id>`) with its
 * codes, its edit and delete, and its quartieri.
 */
export function RegionalComuni() {
  const { t } = useTranslation('regional');
  useDocumentTitle(t('comuni.title'));
  const list = useListParams();
  const navigate = useNavigate();
  const q = list.q;
  const raw = list.get('comune');
  const comuneId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const comune = useComune(comuneId);
  const provincia = useProvincia(comune.data?.siglaProvincia ?? null);
  const [creating, setCreating] = useState(false);

  return (
    <div className="container-xxl py-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h1>{t('comuni.title')}</h1>
        <Button color="primary" size="sm" type="button" onClick={() => setCreating(true)}>
          {comuneKind.newTitle()}
        </Button>
      </div>
      <p className="lead">{t('comuni.lead')}</p>
      <ComuneSearch
        term={q}
        onTermChange={(term) => list.update({ q: term })}
        renderName={(c) => <Link to={comuneHref(c.id, q)}>{c.denominazione}</Link>}
      />
      {comuneId !== null && comune.data ? (
        <section aria-label={t('comuni.chosen')} className="border-top pt-4">
          <ComuneDetail comune={comune.data} headingLevel={2} leaveTo={comuneHref(null, q)} replaceOnLeave />
          {provincia.data ? (
            <p>
              <Link
                to={territorialHref({
                  regione: provincia.data.codiceRegione,
                  provincia: provincia.data.sigla,
                  comune: comune.data.id,
                })}
              >
                {t('comuni.openInHierarchy', { name: comune.data.denominazione })}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {comuneId !== null && comune.data === null ? <p>{t('notFound.comune')}</p> : null}
      <EntityFormModal
        kind={comuneKind}
        isOpen={creating}
        onClose={() => setCreating(false)}
        onSaved={async (saved) => {
          setCreating(false);
          await navigate(comuneHref(saved.id, q));
        }}
      />
    </div>
  );
}
