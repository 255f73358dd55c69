import { act, render } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_OPTIONS } from '../../lib/toasts';
import { ToastArea } from './toast-area';

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output data-testid="visible">{toasts.filter((t) => t.visible).length}</output>;
}

describe('ToastArea', () => {
  it('keeps at most 20 toasts, dismissing the oldest', () => {
    const view = render(
      <>
        <ToastArea />
        <VisibleCount />
      </>,
    );

    act(() => {
      for (let index = 1; index <= 25; index += 1) {
        toast(`Message ${index}`, { id: `message-${index}` });
      }
    });

    expect(view.getByTestId('visible')).toHaveTextContent(String(TOAST_LIMIT));
    expect(view.getByText('Message 25')).toBeInTheDocument();
  });

  it('lasts 4 s for plain and error toasts, 2 s for successes, and keeps loading toasts', () => {
    function Probe() {
      const { toasts } = useToasterStore(TOAST_OPTIONS);
      return (
        <output data-testid="durations">
          {JSON.stringify(Object.fromEntries(toasts.map((t) => [t.type, t.duration])))}
        </output>
      );
    }
    const view = render(<Probe />);
    act(() => {
      toast('Info', { id: 'b' });
      toast.error('Erreur', { id: 'e' });
      toast.success('Succès', { id: 's' });
      toast.loading('Chargement', { id: 'l' });
    });
    // JSON turns Infinity into null: the loading toast has no end.
    expect(JSON.parse(view.getByTestId('durations').textContent ?? '{}')).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: null,
    });
  });
});
