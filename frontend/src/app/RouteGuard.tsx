import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { abilityAtom } from '../state/abilityAtom';
import { userDataAtom } from '../state/userDataAtom';
import { decideAccess, type Access } from './access';

/** Renders the page only when {@link decideAccess} allows it; otherwise redirects. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const userData = useAtomValue(userDataAtom);
  const ability = useAtomValue(abilityAtom);
  const [pathname] = useLocation();
  const search = useSearch();
  const location = search ? `${pathname}?${search}` : pathname;
  const decision = decideAccess({ access }, { userData, ability, location });
  if (!decision.allow) return <Redirect key={decision.redirect} to={decision.redirect} replace />;
  return children;
}
