import { type Inquinante, tipiPostazione } from '@halo/contract/healthenv';
import { healthenvPostazioniRoutes, type Postazione } from '@halo/contract/healthenv/postazioni';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { WriteResult } from '../../../lib/call-route.ts';
import { byItalian } from '../../../lib/region-name.ts';
import { ChoiceSelect } from '../../../lib/ui/choice-select.tsx';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { DataTable } from '../../../lib/ui/data-table.tsx';
import { Check } from '../../../lib/ui/form-fields.tsx';
import { formatDate, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { pageOf } from '../../../lib/ui/page-of.ts';
import { Pager } from '../../../lib/ui/pager.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import { RecordActions, useRecordDialogs } from '../../../lib/ui/record-section.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { healthenvPaths, useHealthenvCrumb } from '../postazione/analisi.labels.ts';
import { plainChoices } from '../postazione/filter-fields.tsx';
import type postazioniTexts from './locales/it.ts';
import { PostazioneFormDialog } from './postazione-form.tsx';
import { useHealthenvAccess } from './postazioni.access.ts';
import { InquinanteCode } from './postazioni.labels.tsx';
import { useEliminaPostazione, usePostazioni } from './postazioni.queries.ts';

const PAGE_SIZE = 25;

/** The stations whose name, code or comune hold every word of the search. */
function matching(postazioni: readonly Postazione[], q: string): Postazione[] {
  const words = q.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
  return postazioni.filter((p) => {
    const text = [p.codice, p.nomeCompleto, p.comune.nome, p.provincia].join(' ').toLocaleLowerCase('it');
    return words.every((word) => text.includes(word));
  });
}

/** The pollutants a station measures, each once, in the contract's order. */
function inquinantiOf(p: Postazione): Inquinante[] {
  return [...new Set(p.sensori.map((s) => s.inquinante))];
}

/** What a delete answered: done (the server's message), or refused because the station has records. */
type Esito = { kind: 'done'; message: string } | { kind: 'hasRecords'; details: string[] };

/**
 * Postazioni (issue 17): the monitoring stations with their sensors, searched and filtered in the browser (the
 * server answers them all, the archived ones on request). Administrators and operators create, edit and delete
 * them; a station with records cannot be deleted, and the refusal offers to archive it, which keeps its data.
 */
export function HealthenvPostazioni() {
  const { t } = useTranslation('healthenv');
  const home = useHealthenvCrumb();
  const { pathname, search } = useLocation();
  const list = useListParams();
  const archiviate = list.get('archiviate') === 'true';
  const regione = list.get('regione');
  const tipo = list.get('tipo');
  const postazioni = usePostazioni(archiviate);
  const { canCall } = useHealthenvAccess();
  const elimina = useEliminaPostazione();
  const [archiving, setArchiving] = useState<{ postazione: Postazione; details: string[] } | null>(null);

  const all = postazioni.data ?? undefined;
  const dialogs = useRecordDialogs(all, (p) => p.id);
  const regioni = [...new Set((all ?? []).map((p) => p.regione))].sort(byItalian);
  const filtered = all
    ? matching(all, list.q)
        .filter((p) => (!regione || p.regione === regione) && (!tipo || p.tipo === tipo))
        .sort((a, b) => byItalian(a.nomeCompleto, b.nomeCompleto))
    : undefined;
  const { page, rows } = pageOf(filtered ?? [], list.page, PAGE_SIZE);
  const filtering = Boolean(list.q || regione || tipo);
  const from = `${pathname}${search}`;

  const remove = async (p: Postazione): Promise<WriteResult<Esito>> => {
    const result = await elimina.mutateAsync({ params: { id: p.id } });
    if (result.ok) return { ok: true, data: { kind: 'done', message: result.data.message } };
    // A station with records is kept: the refusal becomes the offer to archive it.
    if (result.status === 409 && !p.archiviata) {
      const details = result.details.map((d) => d.message);
      return { ok: true, data: { kind: 'hasRecords', details } };
    }
    return result;
  };

  const column = columnsOf<Postazione, keyof typeof postazioniTexts.columns>((key) =>
    t(`postazioni.columns.${key}`),
  );
  const columns = [
    column('codice', (p) => p.codice),
    column('nome', (p) => (
      <Link to={healthenvPaths.postazione(p.id)} state={{ from }}>
        {p.nomeCompleto}
      </Link>
    )),
    column('comune', (p) => `${p.comune.nome} (${p.provincia})`),
    column('tipo', (p) =>
      t('postazioni.tipoZona', {
        tipo: t(`common.tipo.${p.tipo}`),
        zona: t(`common.zona.${p.zona}`).toLocaleLowerCase(),
      }),
    ),
    column('inquinanti', (p) => {
      const inquinanti = inquinantiOf(p);
      return inquinanti.length === 0 ? (
        t('postazioni.noSensors')
      ) : (
        <ul className="list-inline mb-0">
          {inquinanti.map((i) => (
            <li key={i} className="list-inline-item">
              <InquinanteCode inquinante={i} />
            </li>
          ))}
        </ul>
      );
    }),
    column('stato', (p) =>
      p.archiviata ? (
        <span className="badge bg-secondary">
          {t('postazioni.archived', { date: formatDate(p.archiviata) })}
        </span>
      ) : (
        t('postazioni.active')
      ),
    ),
  ];
  // This application's roles decide (useHealthenvAccess), not the permission flags the kit's routes check.
  const may = {
    edit: canCall(healthenvPostazioniRoutes.modificaPostazione),
    remove: canCall(healthenvPostazioniRoutes.eliminaPostazione),
  };

  return (
    <Page
      title={t('postazioni.title')}
      lead={t('postazioni.lead')}
      breadcrumbs={[home, { label: t('postazioni.title') }]}
      actions={
        canCall(healthenvPostazioniRoutes.aggiungiPostazione) ? (
          <Button color="primary" type="button" onClick={dialogs.create}>
            {t('postazioni.create')}
          </Button>
        ) : null
      }
    >
      <PageSection title={t('postazioni.listTitle')}>
        <div className="row align-items-end">
          <div className="col-12 col-lg-5">
            <SearchBox label={t('postazioni.search')} value={list.q} onChange={(q) => list.update({ q })} />
          </div>
          <ChoiceSelect
            className="col-12 col-md-6 col-lg-3 mb-4"
            label={t('postazioni.filters.regione')}
            value={regione}
            onChange={(value) => list.update({ regione: value })}
            emptyOption={t('postazioni.filters.allRegions')}
            choices={plainChoices(regioni)}
          />
          <ChoiceSelect
            className="col-12 col-md-6 col-lg-2 mb-4"
            label={t('postazioni.filters.tipo')}
            value={tipo}
            onChange={(value) => list.update({ tipo: value })}
            emptyOption={t('postazioni.filters.allTypes')}
            choices={tipiPostazione.map((value) => ({ value, label: t(`common.tipo.${value}`) }))}
          />
          <div className="col-12 col-lg-2">
            <Check
              className="form-check mb-4"
              label={t('postazioni.filters.archiviate')}
              checked={archiviate}
              onChange={(checked) => list.update({ archiviate: checked ? 'true' : null })}
            />
          </div>
        </div>
        {postazioni.data === null ? (
          <p>{t('postazioni.failed')}</p>
        ) : (
          <>
            {filtered ? (
              <p aria-live="polite" className="mb-2">
                {t('postazioni.count', { count: filtered.length })}
              </p>
            ) : null}
            <DataTable<Postazione>
              caption={t('postazioni.listTitle')}
              rows={filtered && rows}
              loading={postazioni.isPending}
              rowKey={(p) => p.id}
              empty={filtering ? t('postazioni.emptySearch') : t('postazioni.empty')}
              columns={columns}
              actions={
                may.edit || may.remove
                  ? (p) => (
                      <RecordActions
                        name={p.nomeCompleto}
                        edit={may.edit ? { onClick: () => dialogs.edit(p) } : undefined}
                        remove={may.remove ? { onClick: () => dialogs.askDelete(p) } : undefined}
                      />
                    )
                  : undefined
              }
            />
            <Pager
              label={t('postazioni.pager')}
              page={page}
              size={PAGE_SIZE}
              total={filtered?.length ?? 0}
              onPage={(p) => list.update({ page: p })}
            />
          </>
        )}
      </PageSection>
      <PostazioneFormDialog
        postazione={dialogs.editing}
        onReload={() => postazioni.refetch()}
        {...recordFormOpening(dialogs, (created, saved) =>
          created
            ? t('postazioni.created', { nome: saved.nomeCompleto, codice: saved.codice })
            : t('postazioni.saved', { nome: saved.nomeCompleto }),
        )}
      />
      <ConfirmDialog<Esito>
        isOpen={dialogs.deleting !== null}
        title={t('postazioni.removeTitle')}
        confirmLabel={t('postazioni.remove')}
        onCancel={dialogs.closeDelete}
        onConfirm={() =>
          dialogs.deleting
            ? remove(dialogs.deleting)
            : Promise.resolve({ ok: true, data: { kind: 'done', message: '' } })
        }
        onDone={(esito) => {
          const postazione = dialogs.deleting;
          dialogs.closeDelete();
          if (esito.kind === 'done') notifySuccess(esito.message);
          else if (postazione) setArchiving({ postazione, details: esito.details });
        }}
      >
        <p>
          {t('postazioni.removeConfirm', {
            nome: dialogs.deleting?.nomeCompleto ?? '',
            codice: dialogs.deleting?.codice ?? '',
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog<{ message: string }>
        isOpen={archiving !== null}
        title={t('postazioni.archiveTitle')}
        confirmLabel={t('postazioni.archive')}
        onCancel={() => setArchiving(null)}
        onConfirm={() =>
          elimina.mutateAsync({ params: { id: archiving?.postazione.id ?? 0 }, query: { archivia: 'true' } })
        }
        onDone={(answer) => {
          setArchiving(null);
          notifySuccess(answer.message);
        }}
      >
        <div className="alert alert-warning" role="alert">
          <p className="mb-0">{t('postazioni.hasRecords')}</p>
          {archiving && archiving.details.length > 0 ? (
            <ul className="mb-0 mt-2">
              {archiving.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <p>{t('postazioni.archiveExplain', { nome: archiving?.postazione.nomeCompleto ?? '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}
