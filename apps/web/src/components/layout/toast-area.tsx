import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { TOAST_LIMIT, TOAST_OPTIONS } from '../../lib/toasts';

/** The global notification area, top right; keeps at most {@link TOAST_LIMIT} toasts. */
export function ToastArea() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // Visible toasts are listed newest first: everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      gutter={10}
      containerStyle={{ top: 76 }}
      toastOptions={{
        ...TOAST_OPTIONS,
        style: {
          borderRadius: 12,
          padding: '12px 16px',
          maxWidth: 420,
          color: '#1e293b',
          fontSize: 14,
          fontWeight: 500,
          lineHeight: 1.45,
          boxShadow: '0 12px 28px -8px rgb(15 23 42 / 0.18), 0 0 0 1px rgb(226 232 240)',
        },
      }}
    />
  );
}
