import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { UnauthorizedPage } from '../errors/status-pages.tsx';
import { decidePath, type RoutingPlan, safeFallback, staticPaths } from './route-rules.ts';
import { requestRoutingUpdate } from './routing-events.ts';

/**
 * An address of another of the user's applications (a link in a page, the footer, the history) rebuilds the
 * routing, which opens that application on that address (docs/adr/0030). True while it does: the page of the
 * application being left must not show under the other's header.
 */
export function useApplicationSwitch(plan: RoutingPlan): boolean {
  const { pathname } = useLocation();
  const decision = plan.applications ? decidePath(pathname, plan.applications) : null;
  const target = decision?.kind === 'switch' ? decision.app.id : null;
  useEffect(() => {
    if (target !== null) requestRoutingUpdate();
  }, [target]);
  return target !== null;
}

/**
 * A path no route of the plan answers. Another application's: it is being opened (above); one of an application
 * the user may not open, or of theirs but not open to their role: said so in place. Paths of no application go to
 * the plan's fallback, as SPEC.md §2 says of unknown paths.
 */
export function UnmatchedPath({ plan }: { plan: RoutingPlan }) {
  const { pathname } = useLocation();
  const decision = plan.applications ? decidePath(pathname, plan.applications) : null;
  if (decision?.kind === 'switch') return null;
  const forbidden =
    decision?.kind === 'elsewhere' ||
    (decision?.owner != null && plan.fallback !== staticPaths.serverProblems);
  if (forbidden) return <UnauthorizedPage />;
  return <Navigate to={safeFallback(plan)} replace />;
}
