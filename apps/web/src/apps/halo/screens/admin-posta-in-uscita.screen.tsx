import type { OutboxMessage } from '@halo/contract';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '../../../lib/ui/columns.ts';
import { formatDateTime, useListParams } from '../../../lib/ui/list-params.ts';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import { useOutboxPage } from '../halo.queries.ts';
import type admin from '../locales/it/admin.ts';
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
  const column = columnsOf<OutboxMessage, keyof typeof admin.outbox.columns>((key) =>
    t(`outbox.columns.${key}`),
  );
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
            column('sent', (m) => formatDateTime(m.createdAt), { sortKey: 'createdAt' }),
            column('to', (m) => m.to),
            {
              key: 'kind',
              header: t('common.type'),
              cell: (m) => {
                const kind = kindOf(m.kind);
                return kind ? t(`outbox.kinds.${kind}`) : m.kind;
              },
            },
            column('subject', (m) => (
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
            )),
            column('link', (m) =>
              m.link ? (
                <a href={m.link} target="_blank" rel="noreferrer">
                  {t('outbox.openLink')}
                  <span className="visually-hidden">{t('outbox.openLinkHidden', { to: m.to })}</span>
                </a>
              ) : (
                '—'
              ),
            ),
          ]}
        />
      </PageSection>
    </Page>
  );
}
