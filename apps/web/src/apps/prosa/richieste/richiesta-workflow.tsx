import {
  type Richiesta,
  type RichiestaUpdate,
  richiestaMessages,
  richiestaUpdateSchema,
} from '@halo/contract/prosa/richieste';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../lib/ui/form-fields.tsx';
import { WorkflowPanel } from '../../../lib/ui/workflow-panel.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { isMossa, type Mossa, StatoBadge } from './richieste.labels.tsx';
import { useAggiornaRichiesta } from './richieste.queries.ts';

/** A refusal needs its reason: the server's rule (400 on `nota`), checked before sending too. */
const moveSchema = richiestaUpdateSchema.refine((value) => value.stato !== 'rifiutata' || value.nota !== '', {
  path: ['nota'],
  message: richiestaMessages.reason,
});

const DANGER: readonly Mossa[] = ['rifiutata', 'ritirata'];

/**
 * A request's state and the moves the reader may make now (the answer's `azioni`, docs/adr/0018), on the kit's
 * workflow panel: each asked in a dialog with a note for the other side, optional but required as the reason of a
 * refusal. The server's refusal (403, a move the state no longer allows) stays in the dialog; a request changed
 * meanwhile (stale version) is read again, and the panel says so. After a move the focus goes to the new state.
 */
export function RichiestaWorkflow({
  richiesta,
  onReload,
}: {
  richiesta: Richiesta;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('prosaAttivita');
  const update = useAggiornaRichiesta();
  const requester = richiesta.mia;
  return (
    <WorkflowPanel<Mossa, Richiesta, { nota: string }, RichiestaUpdate>
      title={t('requests.detail.state')}
      status={<StatoBadge stato={richiesta.stato} />}
      help={t(`requests.detail.help.${richiesta.stato}`)}
      moves={richiesta.azioni.filter(isMossa).map((stato) => ({
        state: stato,
        label: t(`requests.moves.action.${stato}`),
        tone: DANGER.includes(stato) ? 'danger' : undefined,
      }))}
      ask={{
        title: (stato) => t(`requests.moves.title.${stato}`),
        schema: moveSchema,
        defaultValues: { nota: '' },
        toBody: (stato, values) => ({
          id: richiesta.id,
          version: richiesta.version,
          stato,
          nota: values.nota,
        }),
        submit: (body) => update({ body }),
        formKey: String(richiesta.version),
        fields: (stato) => (
          <>
            <p className="mb-5">{t(`requests.moves.text.${stato}`, { oggetto: richiesta.oggetto })}</p>
            {stato === 'rifiutata' ? (
              <TextAreaField
                name="nota"
                label={t('requests.moves.reason')}
                required
                rows={4}
                help={t('requests.moves.reasonHelp')}
              />
            ) : (
              <TextAreaField
                name="nota"
                label={requester ? t('requests.moves.noteStaff') : t('requests.moves.note')}
                rows={4}
                help={requester ? t('requests.moves.noteStaffHelp') : t('requests.moves.noteHelp')}
              />
            )}
          </>
        ),
      }}
      onDone={(moved) =>
        notifySuccess(t(`requests.moves.done.${moved.stato as Mossa}`, { oggetto: moved.oggetto }))
      }
      onReload={onReload}
      reloadedText={t('requests.moves.reloaded')}
    />
  );
}
