import type { RouteCheck } from '../../api/roles';
import { ROUTES } from '../../app/routes';

/** Every route of THE route table that needs a permission, as the role test sends it. */
export const ROUTE_CHECKS: RouteCheck[] = ROUTES.flatMap((route) =>
  typeof route.access === 'object'
    ? [
        {
          path: route.path,
          action: route.access.action as RouteCheck['action'],
          subject: route.access.subject as RouteCheck['subject'],
        },
      ]
    : [],
);

export function titleKeyOf(path: string) {
  return ROUTES.find((route) => route.path === path)?.titleKey;
}
