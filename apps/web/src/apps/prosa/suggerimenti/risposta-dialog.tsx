import { type Risposta, rispostaSchema, type Suggerimento } from '@halo/contract/prosa/suggerimenti';
import { type ReactNode, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../../../lib/ui/authored-text.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { TextAreaField } from '../../../lib/ui/form-fields.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useReloadSuggerimento, useRispondi } from './suggerimenti.queries.ts';

/**
 * Staff's answer to a suggestion of their scope (docs/adr/0019), or its correction: the text and who reads it.
 * Publicly only with the proposer's consent: without it the public choice is disabled and says why (the server
 * refuses it anyway, 409, and the dialog shows its message). An answer written meanwhile by someone else (409 on the
 * version) is told, and «Ricarica i dati» loads the suggestion as it is now into the form.
 */

type Visibilita = 'pubblica' | 'privata';

/**
 * The answer dialog of a screen: `open` starts answering a suggestion; once answered, the dialog closes and the
 * success message says whether the answer is public or private.
 */
export function useRispostaDialog(): { open: (suggerimento: Suggerimento) => void; dialog: ReactNode } {
  const { t } = useTranslation('prosaAttivita');
  const [answering, setAnswering] = useState<{ suggerimento: Suggerimento; opening: number } | null>(null);
  const [isOpen, setOpen] = useState(false);
  return {
    open: (suggerimento) => {
      setAnswering((previous) => ({ suggerimento, opening: (previous?.opening ?? 0) + 1 }));
      setOpen(true);
    },
    dialog: answering ? (
      <RispostaDialog
        key={answering.opening}
        suggerimento={answering.suggerimento}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onAnswered={(answered) => {
          setOpen(false);
          notifySuccess(
            answered.rispostaPubblica
              ? t('suggestions.answer.sentPublic', { titolo: answered.titolo })
              : t('suggestions.answer.sentPrivate', { titolo: answered.titolo }),
          );
        }}
      />
    ) : null,
  };
}

interface RispostaValues {
  risposta: string;
  visibilita: Visibilita;
}

function defaultsOf(suggerimento: Suggerimento): RispostaValues {
  // A correction keeps the answer's visibility; a first answer is public when the proposer allows it.
  const visibilita: Visibilita =
    suggerimento.pubblicabile && (suggerimento.risposta === null || suggerimento.rispostaPubblica)
      ? 'pubblica'
      : 'privata';
  return { risposta: suggerimento.risposta ?? '', visibilita };
}

function RispostaDialog({
  suggerimento,
  isOpen,
  onClose,
  onAnswered,
}: {
  suggerimento: Suggerimento;
  isOpen: boolean;
  onClose: () => void;
  onAnswered: (answered: Suggerimento) => void;
}) {
  const { t } = useTranslation('prosaAttivita');
  const rispondi = useRispondi();
  const reload = useReloadSuggerimento();
  // The suggestion the form answers: the one opened, then the one read again after a stale answer.
  const [current, setCurrent] = useState(suggerimento);
  const title = current.risposta
    ? t('suggestions.answer.correctTitle', { titolo: current.titolo })
    : t('suggestions.answer.title', { titolo: current.titolo });
  return (
    <FormDialog<RispostaValues, Risposta, Suggerimento>
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      schema={rispostaSchema}
      defaultValues={defaultsOf(current)}
      formKey={`${current.id}-${current.version}`}
      toBody={(values) => ({
        id: current.id,
        version: current.version,
        risposta: values.risposta,
        pubblica: values.visibilita === 'pubblica',
      })}
      submit={(body) => rispondi({ body })}
      onSaved={onAnswered}
      onReload={async () => {
        const fresh = await reload(current.id);
        if (fresh) setCurrent(fresh);
        else onClose();
      }}
      submitLabel={t('suggestions.answer.submit')}
    >
      <h3 className="h6">{t('suggestions.answer.suggestion')}</h3>
      <div className="mb-4 ps-3 border-start">
        <Paragraphs text={current.testo} className="mb-2" />
      </div>
      <TextAreaField name="risposta" label={t('suggestions.answer.risposta')} required rows={6} />
      <VisibilityField publishable={current.pubblicabile} />
      <p className="small mb-0">{t('suggestions.answer.mailNote')}</p>
    </FormDialog>
  );
}

/** Public or private; public disabled, with the reason tied to it, when the proposer did not consent. */
function VisibilityField({ publishable }: { publishable: boolean }) {
  const { t } = useTranslation('prosaAttivita');
  const { register } = useFormContext<RispostaValues>();
  const id = useId();
  const reasonId = `${id}-reason`;
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('suggestions.answer.visibility')}</legend>
      <div className="form-check">
        <input
          id={`${id}-pubblica`}
          type="radio"
          value="pubblica"
          disabled={!publishable}
          aria-describedby={publishable ? undefined : reasonId}
          {...register('visibilita')}
        />
        <label htmlFor={`${id}-pubblica`}>{t('suggestions.answer.pubblica')}</label>
      </div>
      <div className="form-check">
        <input id={`${id}-privata`} type="radio" value="privata" {...register('visibilita')} />
        <label htmlFor={`${id}-privata`}>{t('suggestions.answer.privata')}</label>
      </div>
      {publishable ? null : (
        <p id={reasonId} className="small mb-0">
          {t('suggestions.answer.publicDisabled')}
        </p>
      )}
    </fieldset>
  );
}
