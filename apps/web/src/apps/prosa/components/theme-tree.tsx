import type { Tematica } from '@halo/contract/prosa';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '../../../lib/ui/states.tsx';
import { useSubtematiche, useTematiche } from '../prosa.queries.ts';

/**
 * The health themes of the portal, each a disclosure (a button with aria-expanded controlling its panel, so
 * Enter and Space open it) whose sub-themes are read the first time it opens.
 */
export function ThemeTree() {
  const { t } = useTranslation('prosa');
  const headingId = useId();
  const themes = useTematiche();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // The server's order is the tree's (the national plan's), not the alphabet's.
  const list = themes.data ?? [];
  return (
    <section className="container-xxl pb-5" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('themes.title')}</h2>
      <p>{t('themes.lead')}</p>
      {themes.isPending ? (
        <LoadingState />
      ) : list.length === 0 ? (
        <EmptyState>{t('themes.empty')}</EmptyState>
      ) : (
        <div className="accordion">
          {list.map((theme) => (
            <ThemeItem
              key={theme.id}
              theme={theme}
              open={open.has(theme.id)}
              onToggle={() => toggle(theme.id)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function ThemeItem({ theme, open, onToggle }: { theme: Tematica; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('prosa');
  const panelId = useId();
  const hasChildren = theme.sottotematiche > 0;
  const subs = useSubtematiche(open && hasChildren ? theme.id : null);
  return (
    <div className="accordion-item">
      <h3 className="accordion-header">
        <button
          type="button"
          className={`accordion-button${open ? '' : ' collapsed'}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="me-2">{theme.nome}</span>{' '}
          <span className="small fw-normal">{t('themes.count', { count: theme.sottotematiche })}</span>
        </button>
      </h3>
      <div id={panelId} className="accordion-collapse" hidden={!open}>
        <div className="accordion-body">
          {theme.descrizione ? <p>{theme.descrizione}</p> : null}
          {!open ? null : !hasChildren ? (
            <p className="mb-0">{t('themes.noSubthemes')}</p>
          ) : subs.isPending ? (
            <LoadingState />
          ) : (
            <ul aria-label={t('themes.listOf', { name: theme.nome })} className="mb-0">
              {(subs.data ?? []).map((sub) => (
                <li key={sub.id} className="mb-2">
                  <span className="fw-semibold">{sub.nome}</span>
                  {sub.descrizione ? <span className="d-block small">{sub.descrizione}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
