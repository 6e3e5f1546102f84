import {
  type AziendaDettaglio,
  dipartimentoAddSchema,
  distrettoAddSchema,
  prosaRoutes,
  strutturaAddSchema,
} from '@halo/contract/prosa';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResponseOf, WriteResult } from '../../../lib/call-route.ts';
import type { WriteInput } from '../../../lib/route-mutation.ts';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { type Option, SelectField } from '../../../lib/ui/form-fields.tsx';
import { recordFormOpening } from '../../../lib/ui/record-saved.ts';
import {
  ConfirmDelete,
  RecordActions,
  RecordsSection,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { useCandidati, useOrganisationWrite } from '../prosa.queries.ts';

/** A registered part as the tables show it: its own id, the record it references, its name and one more fact. */
interface PartRow {
  id: number;
  ref: number;
  denominazione: string;
  extra: string | null;
}

type Candidati = NonNullable<ResponseOf<typeof prosaRoutes.candidati>>;
const named = (d: { id: number; denominazione: string }) => ({ id: d.id, label: d.denominazione });

/**
 * The three parts of an authority's organisation, each a reference to the regional data or a structure: the
 * field of its body (its server errors, `body.strutturaId`, go under the select of that name), its calls, its
 * section's texts and one more column, its rows and what its ASL may still register.
 */
const PARTS = {
  dipartimento: {
    field: 'dipartimentoId',
    schema: dipartimentoAddSchema,
    add: prosaRoutes.aggiungiDipartimento,
    remove: prosaRoutes.rimuoviDipartimento,
    title: 'org.departments',
    empty: 'org.noDepartments',
    extraHeader: 'organisation.columnsPart.district',
    rows: (a: AziendaDettaglio): PartRow[] =>
      a.dipartimenti.map((d) => ({
        id: d.id,
        ref: d.dipartimentoId,
        denominazione: d.denominazione,
        extra: d.distretto,
      })),
    candidates: (c: Candidati) => c.dipartimenti.map(named),
  },
  distretto: {
    field: 'distrettoId',
    schema: distrettoAddSchema,
    add: prosaRoutes.aggiungiDistretto,
    remove: prosaRoutes.rimuoviDistretto,
    title: 'org.districts',
    empty: 'org.noDistricts',
    extraHeader: undefined,
    rows: (a: AziendaDettaglio): PartRow[] =>
      a.distretti.map((d) => ({ id: d.id, ref: d.distrettoId, denominazione: d.denominazione, extra: null })),
    candidates: (c: Candidati) => c.distretti.map(named),
  },
  struttura: {
    field: 'strutturaId',
    schema: strutturaAddSchema,
    add: prosaRoutes.aggiungiStruttura,
    remove: prosaRoutes.rimuoviStruttura,
    title: 'org.structures',
    empty: 'org.noStructures',
    extraHeader: 'organisation.columnsPart.type',
    rows: (a: AziendaDettaglio): PartRow[] =>
      a.strutture.map((s) => ({
        id: s.id,
        ref: s.strutturaId,
        denominazione: s.denominazione,
        extra: s.tipologia || null,
      })),
    candidates: (c: Candidati) =>
      c.strutture.map((s) => ({ id: s.id, label: `${s.denominazione} (${s.codiceStruttura})` })),
  },
} as const;

type PartKind = keyof typeof PARTS;
type PartValues = Record<string, string>;
type PartBody = z.output<(typeof PARTS)[PartKind]['schema']>;
type PartSaved = { id: number; denominazione: string };

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'it');

/**
 * The departments, districts and structures of a joined authority; for who builds the organisation, each can be
 * taken out (after a confirmation) and more added from those of the authority's ASL not registered yet.
 */
export function OrganisationParts(props: {
  azienda: AziendaDettaglio;
  aslName: string;
  canOrganise: boolean;
}) {
  return (['dipartimento', 'distretto', 'struttura'] as const).map((kind) => (
    <PartSection key={kind} kind={kind} {...props} />
  ));
}

function PartSection({
  kind,
  azienda,
  aslName,
  canOrganise,
}: {
  kind: PartKind;
  azienda: AziendaDettaglio;
  aslName: string;
  canOrganise: boolean;
}) {
  const part = PARTS[kind];
  const { t } = useTranslation('prosa');
  const title = t(part.title);
  const rows = part.rows(azienda);
  const dialogs = useRecordDialogs(rows, (row) => row.id);
  const remove = useRemovePart(kind);
  const columns: Column<PartRow>[] = [
    { key: 'name', header: t('organisation.columnsPart.name'), cell: (row) => row.denominazione },
  ];
  if (part.extraHeader) {
    columns.push({ key: 'extra', header: t(part.extraHeader), cell: (row) => row.extra ?? '—' });
  }
  return (
    <RecordsSection
      title={title}
      level={2}
      create={
        canOrganise
          ? { route: part.add, onClick: dialogs.create, label: t(`organisation.parts.${kind}.add`) }
          : null
      }
    >
      <DataTable<PartRow>
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t(part.empty)}
        columns={columns}
        actions={
          canOrganise
            ? (row) => (
                <RecordActions
                  name={row.denominazione}
                  remove={{
                    onClick: () => dialogs.askDelete(row),
                    label: t('organisation.removeLabel', { name: row.denominazione }),
                    text: t('organisation.remove'),
                  }}
                />
              )
            : undefined
        }
      />
      {canOrganise ? (
        <>
          <PartAddDialog
            kind={kind}
            azienda={azienda}
            aslName={aslName}
            registered={new Set(rows.map((row) => row.ref))}
            {...recordFormOpening(dialogs, (_, saved) =>
              t(`organisation.parts.${kind}.added`, { name: saved.denominazione }),
            )}
          />
          <ConfirmDelete
            record={dialogs.deleting}
            title={t(`organisation.parts.${kind}.removeTitle`)}
            confirmLabel={t('organisation.remove')}
            detailsTitle={t('organisation.usedBy')}
            onClose={dialogs.closeDelete}
            remove={(row) => remove(row.id)}
            question={(row) => (
              <StrongText
                t={t}
                i18nKey={`organisation.parts.${kind}.removeConfirm`}
                values={{ name: row.denominazione, asl: aslName }}
              />
            )}
            deleted={(row) => t(`organisation.parts.${kind}.removed`, { name: row.denominazione })}
          />
        </>
      ) : null}
    </RecordsSection>
  );
}

/** The removal of a part of the kind, by its id in the organisation. */
function useRemovePart(kind: PartKind): (id: number) => Promise<WriteResult<PartSaved>> {
  const mutation = useOrganisationWrite(PARTS[kind].remove as typeof prosaRoutes.rimuoviStruttura);
  return (id) => mutation.mutateAsync({ params: { id } });
}

/** The registration of a part of the kind. */
function useAddPart(kind: PartKind): (body: PartBody) => Promise<WriteResult<PartSaved>> {
  const mutation = useOrganisationWrite(PARTS[kind].add as typeof prosaRoutes.aggiungiStruttura);
  return (body) => mutation.mutateAsync({ body } as WriteInput<typeof prosaRoutes.aggiungiStruttura>);
}

/**
 * What the authority may register of the kind: the regional departments or districts, or the structures, of its
 * ASL not registered yet. Read when the dialog opens. Undefined while loading; null when the list could not be
 * read (the alert says why).
 */
function useCandidates(
  kind: PartKind,
  aslId: number | null,
  registered: ReadonlySet<number>,
): Option[] | null | undefined {
  const candidati = useCandidati(aslId).data;
  const all = candidati ? PARTS[kind].candidates(candidati) : candidati;
  if (!all) return all;
  return all
    .filter((candidate) => !registered.has(candidate.id))
    .map((candidate) => ({ value: String(candidate.id), label: candidate.label }))
    .sort(byLabel);
}

function PartAddDialog({
  kind,
  azienda,
  aslName,
  registered,
  isOpen,
  onClose,
  onSaved,
}: {
  kind: PartKind;
  azienda: AziendaDettaglio;
  aslName: string;
  registered: ReadonlySet<number>;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (saved: PartSaved) => void;
}) {
  const { t } = useTranslation('prosa');
  const { t: tUi } = useTranslation('ui');
  const field = PARTS[kind].field;
  const add = useAddPart(kind);
  const candidates = useCandidates(kind, isOpen ? azienda.id : null, registered);
  const choices = candidates ?? [];
  return (
    <FormDialog<PartValues, PartBody, PartSaved>
      isOpen={isOpen}
      onClose={onClose}
      title={t(`organisation.parts.${kind}.addTitle`, { asl: aslName })}
      schema={PARTS[kind].schema as z.ZodType<PartBody>}
      defaultValues={{ [field]: '' }}
      toBody={(values) => ({
        aslId: azienda.id,
        [field]: values[field] ? Number(values[field]) : undefined,
      })}
      submit={add}
      onSaved={onSaved}
      submitLabel={t('organisation.addSubmit')}
    >
      {candidates === undefined ? <LoadingState /> : null}
      {candidates === null ? (
        <p className="alert alert-danger">{t('organisation.candidatesFailed')}</p>
      ) : null}
      <SelectField
        name={field}
        label={t(`organisation.parts.${kind}.field`)}
        required
        emptyOption={tUi('choose')}
        choices={choices}
        help={candidates && choices.length === 0 ? t(`organisation.parts.${kind}.none`) : undefined}
      />
    </FormDialog>
  );
}
