import type { IconName } from '@blueprintjs/core';
import { createContext } from 'react';

export interface ListCreate {
  text: string;
  icon: IconName;
  testId: string;
  onClick: () => void;
}

/**
 * The page's create action, when the reader may create: the empty list offers it too, and an
 * empty list without it invites the reader to nothing they cannot do.
 */
export const ListCreateContext = createContext<ListCreate | null>(null);
