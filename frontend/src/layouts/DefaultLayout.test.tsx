import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setPrefersDark, setViewportWidth } from '../test/matchMedia';
import { adminUser, json, mockFetch, renderApp } from '../test/renderApp';

const signedInFetch = () =>
  mockFetch({
    'GET /api/auth/me': () => json({ userData: adminUser }),
    'GET /api/cmultisite-info': () => json({ statusCode: 500, message: 'down' }, 500),
    'GET /api/dashboard/summary': () =>
      json({ from: null, to: new Date().toISOString(), totals: {}, websites: [] }),
  });

describe('default layout', () => {
  it('turns the navigation into an overlay below 960 px and restores horizontal when wider', async () => {
    signedInFetch();
    localStorage.setItem('navLayout', 'horizontal');
    renderApp('/dashboards', { user: adminUser });

    // The first render loads the layout's chunk cold: slow on a busy machine.
    expect((await screen.findByTestId('nav', {}, { timeout: 5000 })).dataset.mode).toBe(
      'horizontal',
    );

    act(() => setViewportWidth(800));
    expect(screen.getByTestId('nav').dataset.mode).toBe('overlay');
    fireEvent.click(screen.getByTestId('nav-toggle'));
    const drawer = await screen.findByTestId('nav-drawer');
    expect(within(drawer).getByText('Websites')).toBeTruthy();

    act(() => setViewportWidth(1300));
    expect(screen.getByTestId('nav').dataset.mode).toBe('horizontal');
  });

  it('follows the device colour scheme live while the theme is "system"', async () => {
    signedInFetch();
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('nav');
    expect(document.body.classList.contains('bp6-dark')).toBe(false);

    act(() => setPrefersDark(true));
    await waitFor(() => expect(document.body.classList.contains('bp6-dark')).toBe(true));

    act(() => setPrefersDark(false));
    await waitFor(() => expect(document.body.classList.contains('bp6-dark')).toBe(false));
  });

  it('switches theme from the navbar button', async () => {
    signedInFetch();
    renderApp('/dashboards', { user: adminUser });
    fireEvent.click(await screen.findByTestId('theme-toggle'));
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('makes a hidden navbar sticky and clears the collapse when switching to horizontal', async () => {
    signedInFetch();
    document.cookie = 'ai-multisite-navbarType=hidden; path=/';
    document.cookie = 'ai-multisite-navCollapsed=true; path=/';
    renderApp('/dashboards', { user: adminUser });

    const nav = await screen.findByTestId('nav');
    expect(nav.dataset.collapsed).toBe('true');
    expect(screen.queryByTestId('navbar')).toBeNull();

    fireEvent.click(screen.getByTestId('customizer-toggle'));
    const navigation = await screen.findByRole('radiogroup', { name: 'Navigation' });
    fireEvent.click(within(navigation).getByLabelText('Horizontal'));

    expect(screen.getByTestId('navbar')).toBeTruthy();
    expect(screen.getByTestId('nav').dataset.mode).toBe('horizontal');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Navbar' })).getByLabelText('Sticky'),
    ).toHaveProperty('checked', true);

    fireEvent.click(within(navigation).getByLabelText('Vertical'));
    expect(screen.getByTestId('nav').dataset.collapsed).toBe('false');
    expect(screen.getByTestId('navbar')).toBeTruthy();
  });

  it('shows the scroll-to-top button only after 200 px of scrolling', async () => {
    signedInFetch();
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('nav');
    expect(screen.queryByTestId('scroll-top')).toBeNull();

    act(() => {
      window.scrollY = 250;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('scroll-top')).toBeTruthy();

    act(() => {
      window.scrollY = 150;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('scroll-top')).toBeNull();
  });

  it('switches the language, persists it and marks Ukrainian as lang="uk"', async () => {
    signedInFetch();
    renderApp('/dashboards', { user: adminUser });
    await screen.findByText('Statistics appear here once websites are connected and synced.');

    fireEvent.click(screen.getByTestId('lang-toggle'));
    fireEvent.click(within(await screen.findByTestId('lang-menu')).getByTestId('lang-ua'));

    expect(
      await screen.findByText(
        "Статистика з'явиться тут, щойно вебсайти буде підключено й синхронізовано.",
      ),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('uk');
    expect(localStorage.getItem('language')).toBe('ua');
  });

  it('opens the page search with Ctrl+K and jumps to a page the user may open', async () => {
    signedInFetch();
    renderApp('/dashboards', { user: adminUser });
    await screen.findByTestId('nav');

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByPlaceholderText('Search pages, articles, websites, users…');
    fireEvent.change(input, { target: { value: 'sett' } });
    fireEvent.click(await screen.findByTestId('search-item-/apps/settings'));

    expect(await screen.findByText('Application settings')).toBeTruthy();
    expect(window.location.pathname).toBe('/apps/settings');
  });
});
