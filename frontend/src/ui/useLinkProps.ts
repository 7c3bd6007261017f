import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

export interface LinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** Real `href`s (open in a new tab works) with client-side navigation on a plain click. */
export function useLinkProps(): (path: string, after?: () => void) => LinkProps {
  const [, navigate] = useLocation();
  return useCallback(
    (path, after) => ({
      href: path,
      onClick: (event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(path);
        after?.();
      },
    }),
    [navigate],
  );
}
