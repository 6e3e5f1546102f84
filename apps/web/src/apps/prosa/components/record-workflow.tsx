import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { WriteResult } from '../../../lib/call-route.ts';
import { type WorkflowMove, WorkflowPanel } from '../../../lib/ui/workflow-panel.tsx';
import { notifySuccess } from '../../../shell/alerts/alert.store.ts';

/** A record sent back with its version, to be moved on. */
interface Versioned {
  id: number;
  version: number;
  titolo: string;
}

/**
 * The state panel of a project or a campaign (docs/adr/0016, 0017): the kit's WorkflowPanel with the texts under
 * `<kind>.workflow.`, closing asked first (a closed record never opens again) and each move said once done.
 */
interface RecordWorkflowProps<S extends string, R extends Versioned> {
  kind: 'projects' | 'campaigns';
  record: R;
  status: ReactNode;
  help: string;
  moves: readonly WorkflowMove<S>[];
  /** The move that closes the record. */
  closing: S;
  move: (input: { body: { id: number; version: number; stato: S } }) => Promise<WriteResult<R>>;
  /** What is said once a move went through. */
  done: (saved: R) => string;
  onReload: () => unknown;
  reloadedText: string;
}

export function RecordWorkflow<S extends string, R extends Versioned>(props: RecordWorkflowProps<S, R>) {
  const { kind, record, status, help, moves, closing, move, done, onReload, reloadedText } = props;
  const { t } = useTranslation('prosaAttivita');
  return (
    <WorkflowPanel<S, R>
      title={t(`${kind}.workflow.title`)}
      status={status}
      help={help}
      moves={moves}
      confirm={{
        state: closing,
        title: t(`${kind}.workflow.closeTitle`),
        body: (
          <p>
            <Trans
              t={t}
              i18nKey={`${kind}.workflow.closeConfirm`}
              values={{ title: record.titolo }}
              components={{ strong: <strong /> }}
            />
          </p>
        ),
      }}
      request={(stato) => move({ body: { id: record.id, version: record.version, stato } })}
      onDone={(saved) => notifySuccess(done(saved))}
      onReload={onReload}
      reloadedText={reloadedText}
    />
  );
}
