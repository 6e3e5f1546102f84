import { aslName } from '@halo/contract/asl-name';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WriteResult } from '../../../lib/call-route.ts';
import { SelectField, TextAreaField, TextField } from '../../../lib/ui/form-fields.tsx';
import { PageForm } from '../../../lib/ui/inline-form.tsx';
import { Page, PageSection } from '../../../lib/ui/page.tsx';
import { useOpenedBy } from '../../../lib/ui/use-opened-by.ts';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import { useProsaProfile } from '../account/prosa-profile.tsx';
import { useTematiche } from '../prosa.queries.ts';

/*
 * What Pro.Sa.'s requests and suggestions share (docs/adr/0018, 0019): an organisation or a citizen writes one to
 * the authority and district of their profile, from a form opened above their list. The texts are under
 * `<kind>.form.` of `prosaAttivita`.
 */

type Kind = 'requests' | 'suggestions';

/**
 * The list's page; "write" opens the form above the list (its heading takes the focus), and the focus goes back
 * to "write" once it is sent or cancelled.
 */
interface ComposePageProps<R> {
  title: string;
  lead: string;
  /** The reader writes these (an organisation or a citizen). */
  writes: boolean;
  openLabel: string;
  sentText: (sent: R) => string;
  form: (done: { onCancel: () => void; onSent: (sent: R) => void }) => ReactNode;
  /** The list. */
  children: ReactNode;
}

export function ComposePage<R>(props: ComposePageProps<R>) {
  const { title, lead, writes, openLabel, sentText, form, children } = props;
  const { open: composing, setOpen: setComposing, opener: newButton } = useOpenedBy();
  return (
    <Page
      title={title}
      lead={lead}
      actions={
        writes && !composing ? (
          <button
            ref={newButton}
            type="button"
            className="btn btn-primary"
            onClick={() => setComposing(true)}
          >
            {openLabel}
          </button>
        ) : null
      }
    >
      {writes && composing
        ? form({
            onCancel: () => setComposing(false),
            onSent: (sent) => {
              setComposing(false);
              notifySuccess(sentText(sent));
            },
          })
        : null}
      {children}
    </Page>
  );
}

/** A required field of the form: its name, label and help. */
interface Field {
  name: string;
  label: string;
  help: string;
}

/**
 * The form: to whom it goes, the subject and the text, the theme (and what the screen puts beside it), then the
 * screen's own fields.
 */
interface SendFormProps<F extends FieldValues, B, R> {
  kind: Kind;
  form: UseFormReturn<F, unknown, B>;
  send: (body: B) => Promise<WriteResult<R>>;
  onSent: (sent: R) => void;
  onCancel: () => void;
  subject: Field;
  text: Field;
  /** Beside the theme, in its row. */
  beside?: ReactNode;
  children: ReactNode;
}

export function SendForm<F extends FieldValues, B, R>(props: SendFormProps<F, B, R>) {
  const { kind, form, send, onSent, onCancel, subject, text, beside, children } = props;
  const { t } = useTranslation('prosaAttivita');
  const { profile } = useProsaProfile();
  const tematiche = useTematiche();
  const own = profile?.ruolo === 'ente' || profile?.ruolo === 'cittadino' ? profile.data : null;
  const azienda = own ? aslName(own.denominazioneAzienda) : null;
  return (
    <PageSection title={t(`${kind}.form.title`)} focusOnOpen>
      {azienda ? (
        <p>
          {own?.distretto
            ? t(`${kind}.form.toDistrict`, { azienda, distretto: own.distretto.denominazione })
            : t(`${kind}.form.to`, { azienda })}
        </p>
      ) : null}
      <PageForm
        form={form}
        label={t(`${kind}.form.label`)}
        className="ui-inline-form"
        submit={send}
        onSaved={onSent}
        submitLabel={t(`${kind}.form.submit`)}
        onCancel={onCancel}
        cancelLabel={t(`${kind}.form.cancel`)}
      >
        <TextField name={subject.name} label={subject.label} required maxLength={200} help={subject.help} />
        <TextAreaField name={text.name} label={text.label} required rows={5} help={text.help} />
        <div className="row">
          <SelectField
            className="col-12 col-md-6"
            name="tematica"
            label={t(`${kind}.form.tematica`)}
            emptyOption={t(`${kind}.form.noTheme`)}
            choices={(tematiche.data ?? []).map((tema) => ({ value: String(tema.id), label: tema.nome }))}
          />
          {beside}
        </div>
        {children}
      </PageForm>
    </PageSection>
  );
}
