import {
  type AziendaDettaglio,
  dipartimentoAddSchema,
  distrettoAddSchema,
  prosaRoutes,
  strutturaAddSchema,
} from '@halo/contract/prosa';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WriteResult } from '../../../lib/call-route.ts';
import { type Column, DataTable } from '../../../lib/ui/data-table.tsx';
import { FormDialog } from '../../../lib/ui/form-dialog.tsx';
import { type Option, SelectField } from '../../../lib/ui/form-fields.tsx';
import { PageSection } from '../../../lib/ui/page.tsx';
import {
  ConfirmDelete,
  NewRecordButton,
  RecordActions,
  StrongText,
  useRecordDialogs,
} from '../../../lib/ui/record-section.tsx';
import { LoadingState } from '../../../lib/ui/states.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';
import {
  useAggiungiDipartimento,
  useAggiungiDistretto,
  useAggiungiStruttura,
  useCandidati,
  useRimuoviDipartimento,
  useRimuoviDistretto,
  useRimuoviStruttura,
} from '../prosa.queries.ts';

/** The three parts of an authority's organisation, each a reference to the regional data or a structure. */
type PartKind = 'dipartimento' | 'distretto' | 'struttura';

/** A registered part as the tables show it: its own id, the record it references, its name and one more fact. */
interface PartRow {
  id: number;
  ref: number;
  denominazione: string;
  extra: string | null;
}

/** The field of each part's body: its server errors (`body.strutturaId`) go under the select of that name. */
const FIELD = { dipartimento: 'dipartimentoId', distretto: 'distrettoId', struttura: 'strutturaId' } as const;
const SCHEMA = {
  dipartimento: dipartimentoAddSchema,
  distretto: distrettoAddSchema,
  struttura: strutturaAddSchema,
};
/** The call each kind's add button leads to. */
const ADD_ROUTE = {
  dipartimento: prosaRoutes.aggiungiDipartimento,
  distretto: prosaRoutes.aggiungiDistretto,
  struttura: prosaRoutes.aggiungiStruttura,
};

type PartValues = Record<string, string>;
type PartBody = z.output<(typeof SCHEMA)[PartKind]>;
type PartSaved = { id: number; denominazione: string };

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'it');

/**
 * The departments, districts and structures of a joined authority; for who builds the organisation, each can be
 * taken out (after a confirmation) and more added from those of the authority's ASL not registered yet.
 */
export function OrganisationParts({
  azienda,
  aslName,
  canOrganise,
}: {
  azienda: AziendaDettaglio;
  aslName: string;
  canOrganise: boolean;
}) {
  const { t } = useTranslation('prosa');
  return (
    <>
      <PartSection
        kind="dipartimento"
        title={t('org.departments')}
        empty={t('org.noDepartments')}
        extraHeader={t('organisation.columnsPart.district')}
        rows={azienda.dipartimenti.map((d) => ({
          id: d.id,
          ref: d.dipartimentoId,
          denominazione: d.denominazione,
          extra: d.distretto,
        }))}
        azienda={azienda}
        aslName={aslName}
        canOrganise={canOrganise}
      />
      <PartSection
        kind="distretto"
        title={t('org.districts')}
        empty={t('org.noDistricts')}
        rows={azienda.distretti.map((d) => ({
          id: d.id,
          ref: d.distrettoId,
          denominazione: d.denominazione,
          extra: null,
        }))}
        azienda={azienda}
        aslName={aslName}
        canOrganise={canOrganise}
      />
      <PartSection
        kind="struttura"
        title={t('org.structures')}
        empty={t('org.noStructures')}
        extraHeader={t('organisation.columnsPart.type')}
        rows={azienda.strutture.map((s) => ({
          id: s.id,
          ref: s.strutturaId,
          denominazione: s.denominazione,
          extra: s.tipologia || null,
        }))}
        azienda={azienda}
        aslName={aslName}
        canOrganise={canOrganise}
      />
    </>
  );
}

function PartSection({
  kind,
  title,
  empty,
  extraHeader,
  rows,
  azienda,
  aslName,
  canOrganise,
}: {
  kind: PartKind;
  title: string;
  empty: string;
  extraHeader?: string;
  rows: PartRow[];
  azienda: AziendaDettaglio;
  aslName: string;
  canOrganise: boolean;
}) {
  const { t } = useTranslation('prosa');
  const dialogs = useRecordDialogs(rows, (row) => row.id);
  const remove = useRemovePart(kind);
  const columns: Column<PartRow>[] = [
    { key: 'name', header: t('organisation.columnsPart.name'), cell: (row) => row.denominazione },
  ];
  if (extraHeader) columns.push({ key: 'extra', header: extraHeader, cell: (row) => row.extra ?? '—' });
  return (
    <PageSection
      title={title}
      level={2}
      actions={
        canOrganise ? (
          <NewRecordButton route={ADD_ROUTE[kind]} onClick={dialogs.create}>
            {t(`organisation.parts.${kind}.add`)}
          </NewRecordButton>
        ) : null
      }
    >
      <DataTable<PartRow>
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        empty={empty}
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
            isOpen={dialogs.formOpen}
            onClose={dialogs.closeForm}
            onSaved={(saved) => {
              dialogs.closeForm();
              notifySuccess(t(`organisation.parts.${kind}.added`, { name: saved.denominazione }));
            }}
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
    </PageSection>
  );
}

/** The removal of a part of the kind, by its id in the organisation. */
function useRemovePart(kind: PartKind): (id: number) => Promise<WriteResult<PartSaved>> {
  const dipartimento = useRimuoviDipartimento();
  const distretto = useRimuoviDistretto();
  const struttura = useRimuoviStruttura();
  const mutation = { dipartimento, distretto, struttura }[kind];
  return (id) => mutation.mutateAsync({ params: { id } });
}

/** The registration of a part of the kind. */
function useAddPart(kind: PartKind): (body: PartBody) => Promise<WriteResult<PartSaved>> {
  const dipartimento = useAggiungiDipartimento();
  const distretto = useAggiungiDistretto();
  const struttura = useAggiungiStruttura();
  return (body) => {
    if (kind === 'dipartimento' && 'dipartimentoId' in body) return dipartimento.mutateAsync({ body });
    if (kind === 'distretto' && 'distrettoId' in body) return distretto.mutateAsync({ body });
    if ('strutturaId' in body) return struttura.mutateAsync({ body });
    throw new Error(`Corpo non valido per ${kind}`);
  };
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
  const all =
    candidati === undefined || candidati === null
      ? candidati
      : kind === 'dipartimento'
        ? candidati.dipartimenti.map((d) => ({ id: d.id, label: d.denominazione }))
        : kind === 'distretto'
          ? candidati.distretti.map((d) => ({ id: d.id, label: d.denominazione }))
          : candidati.strutture.map((s) => ({
              id: s.id,
              label: `${s.denominazione} (${s.codiceStruttura})`,
            }));
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
  const field = FIELD[kind];
  const add = useAddPart(kind);
  const candidates = useCandidates(kind, isOpen ? azienda.id : null, registered);
  const choices = candidates ?? [];
  return (
    <FormDialog<PartValues, PartBody, PartSaved>
      isOpen={isOpen}
      onClose={onClose}
      title={t(`organisation.parts.${kind}.addTitle`, { asl: aslName })}
      schema={SCHEMA[kind] as z.ZodType<PartBody>}
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
