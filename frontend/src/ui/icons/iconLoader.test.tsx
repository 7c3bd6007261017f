import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import firstPack from 'virtual:icon-pack/16-first';
import wholePack from 'virtual:icon-pack/16';
import { json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';

describe('icon packs', () => {
  it('a visitor on sign-in draws icons of the first route’s small pack only', async () => {
    mockFetch({ 'GET /api/auth/me': () => json({ message: 'Sign in' }, 401) });
    renderApp('/login', { info: { registrationOpen: true } });
    await screen.findByRole('button', { name: 'Sign in' }, FIRST_RENDER);
    // The theme switch, the language menu and the password's eye.
    await waitFor(() => expect(document.querySelectorAll('[data-icon]').length).toBeGreaterThan(2));
    const drawn = [...document.querySelectorAll('[data-icon]')].map((el) =>
      el.getAttribute('data-icon'),
    );
    expect(drawn.filter((name) => !firstPack[name!])).toEqual([]);
    // Small beside the whole set the app names (the sign-in page loads no other).
    expect(Object.keys(firstPack).length).toBeLessThan(Object.keys(wholePack).length / 3);
  });
});
