import { useId, useState } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ComunePicker } from '../../../lib/territory/comune-picker.tsx';
import { ownMessage } from './healthenv-fields.tsx';

/**
 * The comune of a station as a form field: the shared picker (region → province → comune) sets its ISTAT code
 * (`codiceIstatComune`, six digits, what the API takes); the comune already chosen stays until another one is
 * picked. An error about the field (the contract's, or the server's `body.codiceIstatComune`) shows under it.
 */
export function ComuneField({
  name,
  current,
}: {
  name: string;
  /** The station's comune when editing: kept while the picker is incomplete. */
  current: { codiceIstat: string; nome: string } | null;
}) {
  const { t } = useTranslation('healthenv');
  const id = useId();
  const {
    formState: { errors },
  } = useFormContext();
  const { field } = useController({ name });
  const [chosen, setChosen] = useState(current);
  const message = ownMessage(get(errors, name));
  return (
    // The wrapper takes the focus when the comune is what the form refuses.
    <div ref={field.ref} tabIndex={-1}>
      <ComunePicker
        legend={`${t('postazioni.fields.comune')} *`}
        onChange={(comune) => {
          const next = comune ? { codiceIstat: comune.codiceIstat, nome: comune.denominazione } : current;
          setChosen(next);
          field.onChange(next?.codiceIstat ?? '');
        }}
      />
      <p id={`${id}-chosen`} className="small mt-n3 mb-1" aria-live="polite">
        {chosen
          ? t('postazioni.fields.comuneChosen', { nome: chosen.nome, codice: chosen.codiceIstat })
          : t('postazioni.fields.comuneNone')}
      </p>
      {message ? (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-3">
          {message}
        </div>
      ) : null}
    </div>
  );
}
