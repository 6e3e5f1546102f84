import type { Paziente } from '@halo/contract/stroke/pazienti';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { pageQuery, positiveId, useListParams, usePageInRange } from '../../../lib/ui/list-params.ts';
import { Page, PageSection, SearchBox } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { SearchFilters, SelectField } from '../../../lib/ui/search-screen.tsx';
import { useOpenedBy } from '../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useStrokeViewer } from '../stroke.access.ts';
import { InvitaPazienteDialog } from './invita-paziente-dialog.tsx';
import type { patients } from './locales/it.ts';
import { formatGiorno, fullName, InvitoBadge, pazientiPaths, useSessoLabel } from './pazienti.labels.tsx';
import { useMedici, usePazienti } from './pazienti.queries.ts';

/** The orders the table offers (the server's `sort`), each either way; anything else: by surname. */
const SORTS = ['cognome', '-cognome', 'nome', '-nome', 'dataNascita', '-dataNascita'] as const;
const sortOf = (sort: string | undefined) => SORTS.find((s) => s === sort) ?? 'cognome';

/**
 * Pazienti (`/stroke/pazienti`, issue 16): the patients a doctor follows — the admin: every patient, or one
 * doctor's — searched, sorted and paged by the server, with the state of each one's invitation. The search, the
 * order, the page and the admin's doctor live in the address; a patient's name opens their card keeping them for
 * the way back. "Invita paziente" makes the account and mails the invitation.
 */
export function StrokePazienti() {
  const { t } = useTranslation('stroke');
  const location = useLocation();
  const viewer = useStrokeViewer();
  const sessoLabel = useSessoLabel();
  const list = useListParams({ sort: 'cognome' });
  const medico = viewer.admin ? positiveId(list.get('medico')) : undefined;
  const pazienti = usePazienti({ ...pageQuery(list), sort: sortOf(list.sort), medico });
  usePageInRange(list, pazienti);
  const { open: inviting, setOpen: setInviting, opener: inviteButton } = useOpenedBy();
  const here = `${location.pathname}${location.search}`;
  const data = pazienti.data;
  const filtered = Boolean(list.q) || medico !== undefined;

  const column = columnsOf<Paziente, keyof typeof patients.columns>((key) => t(`patients.columns.${key}`));
  const columns = [
    // The link names the whole person: a surname alone may be shared.
    column(
      'cognome',
      (p) => (
        <Link to={pazientiPaths.paziente(p.id)} state={{ from: here }}>
          {p.cognome} <span className="visually-hidden">{p.nome}</span>
        </Link>
      ),
      { sortKey: 'cognome' },
    ),
    column('nome', (p) => p.nome, { sortKey: 'nome' }),
    column('dataNascita', (p) => t('patients.bornAge', { date: formatGiorno(p.dataNascita), count: p.eta }), {
      sortKey: 'dataNascita',
    }),
    column('sesso', (p) => sessoLabel(p.sesso)),
    column('codiceFiscale', (p) => p.codiceFiscale ?? '—'),
    column('medico', (p) => fullName(p.medico)),
    // Patients with open alerts come first (the server's order when no other is chosen); said in words.
    column('allerte', (p) =>
      p.allerteAperte > 0 ? (
        <span className="badge bg-danger">{t('patients.openAlerts', { count: p.allerteAperte })}</span>
      ) : (
        t('patients.noAlerts')
      ),
    ),
    column('invito', (p) => <InvitoBadge invito={p.invito} />),
  ].filter((column) => viewer.admin || column.key !== 'medico');

  return (
    <Page
      title={t('patients.title')}
      lead={viewer.admin ? t('patients.leadAdmin') : t('patients.lead')}
      actions={
        viewer.writes ? (
          <button
            ref={inviteButton}
            type="button"
            className="btn btn-primary"
            onClick={() => setInviting(true)}
          >
            {t('patients.invite.open')}
          </button>
        ) : null
      }
    >
      <PageSection title={t('patients.listTitle')}>
        <SearchFilters
          label={t('patients.filters')}
          filtered={filtered}
          clearLabel={t('patients.clear')}
          onClear={() => list.update({ q: null, medico: null })}
        >
          <div className="row">
            <div className="col-12 col-lg-7">
              <SearchBox label={t('patients.search')} value={list.q} onChange={(q) => list.update({ q })} />
            </div>
            {viewer.admin ? (
              <MedicoFilter value={list.get('medico')} onChange={(value) => list.update({ medico: value })} />
            ) : null}
          </div>
        </SearchFilters>
        <p role="status">
          {pazienti.isPending
            ? null
            : data
              ? t('patients.found', { count: data.total })
              : t('patients.failed')}
        </p>
        <PagedTable<Paziente>
          list={list}
          result={pazienti}
          pagerLabel={t('patients.pagerLabel')}
          caption={t('patients.listTitle')}
          rowKey={(p) => p.id}
          empty={filtered ? t('patients.emptySearch') : t('patients.empty')}
          columns={columns}
        />
      </PageSection>
      {viewer.writes ? (
        <InvitaPazienteDialog
          isOpen={inviting}
          admin={viewer.admin}
          onClose={() => setInviting(false)}
          onSent={(paziente) => {
            setInviting(false);
            notifySuccess(t('patients.invite.sent', { name: fullName(paziente), email: paziente.email }));
          }}
        />
      ) : null}
    </Page>
  );
}

/** The admin's choice of one doctor's patients. */
function MedicoFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('stroke');
  const medici = useMedici(true);
  return (
    <SelectField className="col-12 col-lg-5" label={t('patients.medico')} value={value} onChange={onChange}>
      <option value="">{t('patients.allMedici')}</option>
      {(medici.data ?? []).map((m) => (
        <option key={m.id} value={m.id}>
          {m.cognome} {m.nome}
        </option>
      ))}
    </SelectField>
  );
}
