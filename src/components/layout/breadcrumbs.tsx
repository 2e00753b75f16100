import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { useBreadcrumbOverride } from './breadcrumb-context';

/** Home › segment › ... on every page but home. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const override = useBreadcrumbOverride();
  const crumbs = buildBreadcrumbs(pathname, override?.label, override?.pathIsPage, override?.named);
  if (crumbs.length < 2) return null;

  return (
    <nav aria-label="Breadcrumb" className="border-b border-gray-200 bg-gray-50">
      <Container>
        <ol className="flex flex-wrap items-center gap-1 py-3 text-sm text-gray-600">
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {index > 0 ? <ChevronRight aria-hidden="true" className="h-4 w-4 text-gray-400" /> : null}
                {isLast ? (
                  <span aria-current="page" className="font-semibold text-ink">
                    {crumb.label}
                  </span>
                ) : crumb.linkable ? (
                  <Link to={crumb.path} className="text-ink underline-offset-4 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
