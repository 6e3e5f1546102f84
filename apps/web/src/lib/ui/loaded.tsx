import { Button } from 'design-react-kit';
import type { ReactNode } from 'react';
import { PageSection } from './page.tsx';
import { LoadingState } from './states.tsx';

/**
 * What a screen shows of a record it reads (settings, a record opened beside its list): the record once it is here,
 * "loading" until then, and after a failure or for a record that is gone, what is missing.
 */
export function Loaded<T>({
  result,
  missing,
  children,
}: {
  result: { isPending: boolean; data?: T | null };
  missing: string;
  children: (data: T) => ReactNode;
}) {
  const { data, isPending } = result;
  if (data !== undefined && data !== null) return children(data);
  return isPending ? <LoadingState /> : <p>{missing}</p>;
}

/** A record opened beside its list (its key in the address): its heading, the button that closes it, the record. */
export function DetailSection<T>({
  title,
  closeLabel,
  onClose,
  ...loaded
}: Parameters<typeof Loaded<T>>[0] & { title: string; closeLabel: string; onClose: () => void }) {
  return (
    <PageSection
      title={title}
      actions={
        <Button color="secondary" outline size="sm" type="button" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      <Loaded {...loaded} />
    </PageSection>
  );
}
