import { toast, type DefaultToastOptions } from 'react-hot-toast';

/** At most this many toasts are kept on screen; older ones are dismissed. */
export const TOAST_LIMIT = 20;

export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4000,
  blank: { duration: 4000 },
  error: { duration: 4000 },
  custom: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

/** One toast per message: repeating the same error refreshes it instead of stacking copies. */
export function notifySuccess(message: string): void {
  toast.success(message, { id: `success:${message}` });
}

export function notifyError(message: string): void {
  toast.error(message, { id: `error:${message}` });
}

export function notifyWarning(message: string): void {
  toast(message, { id: `warning:${message}` });
}
