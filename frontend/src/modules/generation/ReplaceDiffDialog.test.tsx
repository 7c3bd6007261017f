import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { json, mockFetch } from '../../test/renderApp';
import { ReplaceDiffDialog } from './components/ReplaceDiffDialog';

describe('replacing a live post', () => {
  it('shows what changes word by word against the post now, and replaces only on confirmation', async () => {
    mockFetch({
      'GET /api/articles/generated/5/replacement': () =>
        json({
          current: {
            title: 'Harbour closed',
            contentHtml: '<p>The harbour is closed.</p>',
            excerpt: '',
          },
          next: {
            title: 'Harbour reopened',
            contentHtml: '<p>The harbour reopened on Monday.</p>',
            excerpt: '',
          },
        }),
    });
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ReplaceDiffDialog
          generatedId={5}
          isOpen
          pending={false}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      </QueryClientProvider>,
    );
    const title = await screen.findByTestId('replace-diff-title');
    expect([...title.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['closed']);
    expect([...title.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['reopened']);
    const body = screen.getByTestId('replace-diff-body');
    expect(body.querySelector('del')?.textContent).toContain('is closed');
    expect(body.querySelector('ins')?.textContent).toContain('reopened on Monday');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the post' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByTestId('replace-confirm') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('replace-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
