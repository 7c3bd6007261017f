import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { chunk, preloadRoute } from './pages';

const Page = () => <p>the page</p>;
const withLoader = (children: React.ReactNode) => (
  <Suspense fallback={<p>loading</p>}>{children}</Suspense>
);

describe('pages drawn from their chunks', () => {
  it('draws a page whose chunk is in at once: never its loader (React keeps one up 300 ms)', async () => {
    const { Component, load } = chunk(() => Promise.resolve({ default: Page }));
    await load();
    render(withLoader(<Component />));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('draws the loader while a chunk is on its way, then the page', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => {};
    const { Component } = chunk(() => new Promise<{ default: typeof Page }>((r) => (arrive = r)));
    render(withLoader(<Component />));
    expect(screen.getByText('loading')).toBeTruthy();
    arrive({ default: Page });
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it("draws the address's page, not its loader, on the app's first render once preloaded", async () => {
    const { layout, ready } = preloadRoute('/login');
    expect(layout).toBe('blank');
    await ready;
    const { container } = renderApp('/login');
    expect(container.querySelector('input[name="email"]')).not.toBeNull();
    expect(container.querySelector('.ams-page-loader')).toBeNull();
  });

  it('preloads nothing for an address that is no page', async () => {
    const { layout, ready } = preloadRoute('/');
    expect(layout).toBeUndefined();
    await expect(ready).resolves.toBeUndefined();
  });
});
