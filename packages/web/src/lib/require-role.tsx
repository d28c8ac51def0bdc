/** Route guard: no token goes to /login, a role the shared policy refuses goes to /unauthorized. */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { can, type RoleAction } from '@newsroom/shared';
import { paths } from './paths';
import { useSession } from './session';

interface RequireRoleProps {
  /** The policy action the page needs, e.g. `manageUsers` for ADMIN-only screens. */
  action: RoleAction;
  children?: ReactNode;
}

export function RequireRole({ action, children }: RequireRoleProps) {
  const { token, actor } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  if (!can(actor, action)) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children ?? <Outlet />;
}
