import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RetryNote } from './components/RetryNote';

const run = (attempts: number, inMs: number | null, code = 'sync.unreachable') => ({
  id: 9,
  attempts,
  maxAttempts: 4,
  nextAttemptAt: inMs === null ? null : new Date(Date.now() + inMs).toISOString(),
  code,
  message: null,
  params: null,
});

describe('RetryNote', () => {
  it('follows the run: each failed attempt with its reason and its own countdown, nothing once it runs', () => {
    const { rerender, container } = render(<RetryNote run={run(1, 20_000)} />);
    expect(screen.getByTestId('job-retry-9').textContent).toMatch(
      /^Attempt 1 of 4 failed: Cannot connect to the website\. .* · next try in (19|20) s$/,
    );
    rerender(<RetryNote run={run(2, 40_000, 'sync.timeout')} />);
    expect(screen.getByTestId('job-retry-9').textContent).toMatch(
      /^Attempt 2 of 4 failed: The website did not answer in time\..* · next try in (39|40) s$/,
    );
    rerender(<RetryNote run={run(2, -1_000)} />);
    expect(screen.getByTestId('job-retry-9').textContent).toMatch(/ · trying again now$/);
    rerender(<RetryNote run={run(2, null)} />);
    expect(container.textContent).toBe('');
  });
});
