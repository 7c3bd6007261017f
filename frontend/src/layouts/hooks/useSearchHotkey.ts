import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { searchOpenAtom } from '../../state/searchOpenAtom';

/** Ctrl+K (Cmd+K on a Mac) opens the page search from anywhere in the default layout. */
export function useSearchHotkey(): void {
  const setOpen = useSetAtom(searchOpenAtom);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);
}
