import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';
import { flushSync } from 'react-dom';

let toaster: Promise<Toaster> | undefined;

/**
 * One app-wide toaster, created on first use. A toast shown with the `key` of one still on screen
 * replaces it (a run's ending replaces the toast that said it started).
 */
export async function showToast(props: ToastProps, key?: string): Promise<void> {
  toaster ??= OverlayToaster.create({ position: Position.TOP });
  const shown = await toaster;
  // Rendered at once: the toaster decides "new or replace" from its rendered toasts, so a second
  // toast with the same key before a render (a run that ended as it started) would be added beside
  // the first instead of replacing it.
  flushSync(() => shown.show(props, key));
}

/** Dismisses every toast at once (tests: nothing may still animate when the page is torn down). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
