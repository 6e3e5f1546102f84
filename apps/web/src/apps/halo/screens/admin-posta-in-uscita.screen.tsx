import type { OutboxMessage } from '@halo/contract';
import { AdminScreen, AdminSection } from '../components/admin-screen.tsx';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { formatDateTime, useListParams } from '../halo.list.ts';
import { useOutboxPage } from '../halo.queries.ts';

const kinds: Record<string, string> = {
  'verify-email': "Verifica dell'e-mail",
  'set-password': 'Impostazione della password',
};

/** Demo mode: the messages the platform would have sent, with their links, so every mail flow works locally. */
export function AdminPostaInUscita() {
  const list = useListParams();
  const outbox = useOutboxPage({ page: list.page, size: list.size, sort: list.sort });
  return (
    <AdminScreen
      title="Posta in uscita"
      lead="In modalità dimostrativa i messaggi non partono: sono qui, con i loro link da aprire."
    >
      <AdminSection title="Messaggi">
        <DataTable<OutboxMessage>
          caption="Messaggi in uscita"
          rows={outbox.data?.items}
          loading={outbox.isPending}
          rowKey={(m) => m.id}
          sort={list.sort ?? '-createdAt'}
          onSort={(sort) => list.update({ sort })}
          empty="Nessun messaggio."
          columns={[
            {
              key: 'createdAt',
              header: 'Inviato',
              sortKey: 'createdAt',
              cell: (m) => formatDateTime(m.createdAt),
            },
            { key: 'to', header: 'Destinatario', cell: (m) => m.to },
            { key: 'kind', header: 'Tipo', cell: (m) => kinds[m.kind] ?? m.kind },
            {
              key: 'subject',
              header: 'Oggetto e testo',
              cell: (m) => (
                <details>
                  <summary>{m.subject}</summary>
                  <pre className="halo-admin-json mb-0 text-wrap">{m.text}</pre>
                </details>
              ),
            },
            {
              key: 'link',
              header: 'Link',
              cell: (m) =>
                m.link ? (
                  <a href={m.link} target="_blank" rel="noreferrer">
                    Apri il link
                    <span className="visually-hidden"> del messaggio a {m.to} (nuova finestra)</span>
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        {outbox.data ? (
          <Pager
            label="Pagine della posta in uscita"
            page={outbox.data.page}
            size={outbox.data.size}
            total={outbox.data.total}
            onPage={(page) => list.update({ page })}
          />
        ) : null}
      </AdminSection>
    </AdminScreen>
  );
}
