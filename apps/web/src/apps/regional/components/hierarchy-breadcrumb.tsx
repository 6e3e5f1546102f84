import { Breadcrumb, BreadcrumbItem } from 'design-react-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '../regional.paths.ts';

/** Where the user is in a hierarchy; every level above the current one is a link back to it. */
export function HierarchyBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation('regional');
  return (
    <Breadcrumb aria-label={t('common.breadcrumb')} className="mb-3">
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
