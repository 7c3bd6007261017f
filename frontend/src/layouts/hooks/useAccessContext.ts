import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { AccessContext } from '../../app/access';
import { abilityAtom } from '../../state/abilityAtom';
import { userDataAtom } from '../../state/userDataAtom';

export function useAccessContext(): AccessContext {
  const userData = useAtomValue(userDataAtom);
  const ability = useAtomValue(abilityAtom);
  return useMemo(() => ({ userData, ability }), [userData, ability]);
}
