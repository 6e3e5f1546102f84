import {
  type Richiesta,
  type RichiestaUpdate,
  richiestaMessages,
  richiestaUpdateSchema,
} from '@halo/contract/prosa-richieste';
import { Button } from 'design-react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteFailure } from '../../../lib/call-route.ts';
import { isStale } from '../../../lib/ui/failure-alert.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField } from '../../../lib/ui/form-fields.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { isMossa, type Mossa } from './richieste.labels.tsx';
import { useAggiornaRichiesta } from './richieste.queries.ts';

/** A refusal needs its reason: the server's rule (400 on `nota`), checked before sending too. */
const moveSchema = richiestaUpdateSchema.refine((value) => value.stato !== 'rifiutata' || value.nota !== '', {
  path: ['nota'],
  message: richiestaMessages.reason,
});

const DANGER: readonly Mossa[] = ['rifiutata', 'ritirata'];

/**
 * The moves the reader may make now (the answer's `azioni`, docs/adr/0018), each asked in a dialog with a note
 * for the other side: optional, but the reason of a refusal is required. The server's refusal (403, a move the
 * state no longer allows) stays in the dialog; a request changed meanwhile (stale version) is read again, and the
 * page says so.
 */
export function RichiestaMoves({
  richiesta,
  onMoved,
  onReload,
}: {
  richiesta: Richiesta;
  onMoved: (moved: Richiesta) => void;
  onReload: () => unknown;
}) {
  const { t } = useTranslation('prosaAttivita');
  const update = useAggiornaRichiesta();
  const [moving, setMoving] = useState<Mossa | null>(null);
  const [stale, setStale] = useState<WriteFailure | null>(null);
  const moves = richiesta.azioni.filter(isMossa);
  const requester = richiesta.mia;

  const submit = async (body: RichiestaUpdate) => {
    setStale(null);
    const result = await update({ body });
    if (!result.ok && isStale(result)) {
      // Someone else moved it first: the page shows it as it is now, and the user decides again.
      setMoving(null);
      setStale(result);
      await onReload();
    }
    return result;
  };

  return (
    <>
      {stale ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-0">{stale.message}</p>
          <p className="mb-0 mt-2">{t('requests.moves.reloaded')}</p>
        </div>
      ) : null}
      {moves.length > 0 ? (
        <div className="d-flex flex-wrap gap-2 mb-4">
          {moves.map((stato) => (
            <Button
              key={stato}
              color={DANGER.includes(stato) ? 'danger' : 'primary'}
              outline={DANGER.includes(stato)}
              type="button"
              onClick={() => {
                setStale(null);
                setMoving(stato);
              }}
            >
              {t(`requests.moves.action.${stato}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <FormDialog<{ nota: string }, RichiestaUpdate, Richiesta>
        title={moving ? t(`requests.moves.title.${moving}`) : ''}
        isOpen={moving !== null}
        onClose={() => setMoving(null)}
        schema={moveSchema}
        defaultValues={{ nota: '' }}
        toBody={(values) => ({
          id: richiesta.id,
          version: richiesta.version,
          stato: moving ?? undefined,
          nota: values.nota,
        })}
        submit={submit}
        onSaved={(moved) => {
          setMoving(null);
          notifySuccess(t(`requests.moves.done.${moved.stato as Mossa}`, { oggetto: moved.oggetto }));
          onMoved(moved);
        }}
        formKey={`${moving}-${richiesta.version}`}
        submitLabel={moving ? t(`requests.moves.action.${moving}`) : undefined}
      >
        {moving ? (
          <p className="mb-5">{t(`requests.moves.text.${moving}`, { oggetto: richiesta.oggetto })}</p>
        ) : null}
        {moving === 'rifiutata' ? (
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
      </FormDialog>
    </>
  );
}
