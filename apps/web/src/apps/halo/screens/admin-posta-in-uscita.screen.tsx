import type { OutboxMessage } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { useOutboxPage } from '../halo.queries.ts';
import '../halo.css';

/** The kinds of message the platform sends, and the key of each one's name. */
const kinds = {
  'verify-email': 'verifyEmail',
  'set-password': 'setPassword',
  'password-reset': 'passwordReset',
  'calendar.prenotata': 'calendar.prenotata',
  'calendar.in-attesa': 'calendar.in-attesa',
  'calendar.modificata': 'calendar.modificata',
  'calendar.annullata': 'calendar.annullata',
  'calendar.posto-offerto': 'calendar.posto-offerto',
  'calendar.promemoria': 'calendar.promemoria',
  'prosa-registrazione': 'prosa.registrazione',
  'prosa-richiesta': 'prosa.richiesta',
  'prosa-suggerimento': 'prosa.suggerimento',
  'stroke-invito': 'stroke.invito',
  'stroke-allerta': 'stroke.allerta',
  'healthenv-allerta': 'healthenv.allerta',
} as const;

const kindOf = (kind: string) => (kind in kinds ? kinds[kind as keyof typeof kinds] : undefined);

/** Demo mode: the messages the platform would have sent, with their links, so every mail flow works locally. */
export function AdminPostaInUscita() {
  const { t } = useTranslation('admin');
  const list = useListParams();
  const outbox = useOutboxPage({ page: list.page, size: list.size, sort: list.sort });
  return (
    <Page title={t('outbox.title')} lead={t('outbox.lead')}>
      <PageSection title={t('outbox.messages')}>
        <PagedTable<OutboxMessage>
          caption={t('outbox.caption')}
          list={list}
          result={outbox}
          sort="-createdAt"
          pagerLabel={t('outbox.pagerLabel')}
          rowKey={(m) => m.id}
          empty={t('outbox.empty')}
          columns={[
            {
              key: 'createdAt',
              header: t('outbox.columns.sent'),
              sortKey: 'createdAt',
              cell: (m) => formatDateTime(m.createdAt),
            },
            { key: 'to', header: t('outbox.columns.to'), cell: (m) => m.to },
            {
              key: 'kind',
              header: t('common.type'),
              cell: (m) => {
                const kind = kindOf(m.kind);
                return kind ? t(`outbox.kinds.${kind}`) : m.kind;
              },
            },
            {
              key: 'subject',
              header: t('outbox.columns.subject'),
              cell: (m) => (
                <details>
                  <summary>{m.subject}</summary>
                  <pre className="halo-admin-json mb-0 text-wrap">{m.text}</pre>
                  {m.allegati.map((file) => (
                    <div key={file.nome}>
                      <p className="mt-2 mb-1 fw-semibold">{t('outbox.attachment', { name: file.nome })}</p>
                      <pre className="halo-admin-json mb-0 text-wrap">{file.contenuto}</pre>
                    </div>
                  ))}
                </details>
              ),
            },
            {
              key: 'link',
              header: t('outbox.columns.link'),
              cell: (m) =>
                m.link ? (
                  <a href={m.link} target="_blank" rel="noreferrer">
                    {t('outbox.openLink')}
                    <span className="visually-hidden">{t('outbox.openLinkHidden', { to: m.to })}</span>
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </PageSection>
    </Page>
  );
}
