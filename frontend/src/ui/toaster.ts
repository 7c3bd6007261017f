import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** One app-wide toaster, created on first use. */
export async function showToast(props: ToastProps): Promise<void> {
  toaster ??= OverlayToaster.create({ position: Position.TOP });
  (await toaster).show(props);
}
