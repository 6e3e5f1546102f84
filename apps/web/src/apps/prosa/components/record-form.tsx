import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import { AuthorityFields } from './authority-fields.tsx';

/*
 * The parts the forms of a project and of a campaign share (docs/adr/0016, 0017): the page form's texts, the
 * organisation that runs the record, its period. The texts are under `<kind>.form.` of `prosaAttivita`.
 */

type Kind = 'projects' | 'campaigns';

/** What the screen gives the form of a project or a campaign. */
export interface RecordFormProps<R> {
  onCancel: () => void;
  onSaved: (saved: R) => void | Promise<void>;
  /** Offered after a 409 on a stale version: reads the record again (its new version starts the form over). */
  onReload?: () => unknown;
}

/**
 * The texts of the page form of a new record, or of one edited in place of its page: its first field then takes
 * the focus, not the top of the page.
 */
export function useRecordFormTexts(kind: Kind, editing: boolean) {
  const { t } = useTranslation('prosaAttivita');
  return {
    label: t(`${kind}.form.label`),
    submitLabel: editing ? t(`${kind}.form.save`) : t(`${kind}.form.create`),
    cancelLabel: t(`${kind}.form.cancel`),
    focus: editing ? ('titolo' as const) : undefined,
  };
}

/** Who runs the record: the authority (its own, for staff), a district and a department. */
interface OrganisationProps {
  kind: Kind;
  admin: boolean;
  /** The edited record's authority. */
  ownName?: string;
  /** The district's empty choice. */
  noDistretto: string;
}

export function OrganisationSection({ kind, admin, ownName, noDistretto }: OrganisationProps) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <PageSection title={t(`${kind}.form.sections.organisation`)}>
      <AuthorityFields
        admin={admin}
        ownName={ownName}
        texts={{
          asl: t(`${kind}.form.asl`),
          aslOwn: (name) => t(`${kind}.form.aslOwn`, { name }),
          distretto: t(`${kind}.form.distretto`),
          noDistretto,
          dipartimento: t(`${kind}.form.dipartimento`),
        }}
      />
    </PageSection>
  );
}

/** From when to when: the start is required; the end is required unless it has a help saying what none means. */
interface PeriodProps {
  kind: Kind;
  endHelp?: string;
  /** What follows the dates in the section. */
  children?: ReactNode;
}

export function PeriodSection({ kind, endHelp, children }: PeriodProps) {
  const { t } = useTranslation('prosaAttivita');
  return (
    <PageSection title={t(`${kind}.form.sections.period`)}>
      <div className="row">
        <TextField
          className="form-group col-12 col-md-6"
          name="dal"
          type="date"
          label={t(`${kind}.form.dal`)}
          required
        />
        <TextField
          className="form-group col-12 col-md-6"
          name="al"
          type="date"
          label={t(`${kind}.form.al`)}
          help={endHelp}
          required={endHelp === undefined}
        />
      </div>
      {children}
    </PageSection>
  );
}
