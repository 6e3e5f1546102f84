import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../lib/ui/paged-table.tsx';
import {
  RecordsSection as KitRecordsSection,
  type NewRecordButton,
} from '../../../lib/ui/record-section.tsx';

/** The administration's searched lists: under its name in 'admin', each has `title`, `pagerLabel`, `empty`, `emptySearch`. */
type SearchedList = 'applications' | 'authority' | 'routes' | 'services' | 'users';

type AdminTableProps<T> = Omit<ComponentProps<typeof PagedTable<T>>, 'caption' | 'pagerLabel' | 'empty'> & {
  texts: SearchedList;
  list: { q: string };
  /** A search (by default) or a filter narrows the list: when it finds nothing, the empty state says so. */
  filtered?: boolean;
  /** The table's caption when it is not the list's title. */
  caption?: string;
};

/** A searched list of the administration, its caption, pager and empty texts found under the list's name. */
export function AdminTable<T>({ texts, filtered, caption, ...table }: AdminTableProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <PagedTable<T>
      {...table}
      caption={caption ?? t(`${texts}.title`)}
      pagerLabel={t(`${texts}.pagerLabel`)}
      empty={(filtered ?? table.list.q !== '') ? t(`${texts}.emptySearch`) : t(`${texts}.empty`)}
    />
  );
}

/** The administration's lists with a "new" button: under its name in 'admin', each has `listTitle` and `new`. */
type CreatedList = 'configurations' | 'groups' | 'sections' | 'services' | 'users';

/** The section of a list of the administration: its title and, for who may create, the button that does. */
export function RecordsSection({
  texts,
  create,
  children,
}: {
  texts: CreatedList;
  create: Omit<ComponentProps<typeof NewRecordButton>, 'children'>;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <KitRecordsSection title={t(`${texts}.listTitle`)} create={{ ...create, label: t(`${texts}.new`) }}>
      {children}
    </KitRecordsSection>
  );
}
