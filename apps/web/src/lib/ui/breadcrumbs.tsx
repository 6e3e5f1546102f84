import { Breadcrumb, BreadcrumbItem } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A level of a hierarchy: a link back to it, or (the last) where the user is. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Where the user is in a hierarchy; every level above the current one is a link back to it. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation('ui');
  return (
    <Breadcrumb aria-label={t('breadcrumb')} className="mb-3">
      {trail.map((crumb, index) => (
        <BreadcrumbItem key={crumb.to ?? 'current'} active={!crumb.to}>
          {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
          {index < trail.length - 1 ? (
            <span className="separator" aria-hidden="true">
              /
            </span>
          ) : null}
        </BreadcrumbItem>
      ))}
    </Breadcrumb>
  );
}
