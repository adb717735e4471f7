/**
 * The one toast API. Islands are separate React roots, so a toast travels as a window event to the
 * Toaster island; a toast raised before the Toaster has hydrated waits here until it mounts.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export const TOAST_EVENT = 'app:toast';

let pending: ToastOptions | undefined;

export function toast(options: ToastOptions): void {
  const event = new CustomEvent<ToastOptions>(TOAST_EVENT, { detail: options, cancelable: true });
  // The Toaster cancels the event to say it took the toast.
  if (window.dispatchEvent(event)) pending = options;
}

/** The latest toast raised while no Toaster was listening (only one toast shows at a time anyway). */
export function takePendingToast(): ToastOptions | undefined {
  const options = pending;
  pending = undefined;
  return options;
}
