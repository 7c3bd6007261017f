import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/**
 * One app-wide toaster, created on first use. A toast shown with the `key` of one still on screen
 * replaces it (a run's ending replaces the toast that said it started).
 */
export async function showToast(props: ToastProps, key?: string): Promise<void> {
  toaster ??= OverlayToaster.create({ position: Position.TOP });
  (await toaster).show(props, key);
}

/** Dismisses every toast at once (tests: nothing may still animate when the page is torn down). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
