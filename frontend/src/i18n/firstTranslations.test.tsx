import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import first from 'virtual:locale-first/en';
import { ROUTES, isPageRoute } from '../app/routes';
import { json, mockFetch, renderApp, FIRST_RENDER } from '../test/renderApp';
import { i18n } from '.';

/** The pages without navigation, which a visitor opens on the first part of the words alone. */
const BLANK_PATHS = ROUTES.filter((route) => isPageRoute(route) && route.layout === 'blank')
  .map((route) => (route.path === '*' ? '/no-such-page' : route.path))
  .filter((path, i, all) => all.indexOf(path) === i);

describe('the first part of the translations', () => {
  let missing: string[] = [];
  let whole: object;
  const onMissing = (_lngs: readonly string[], _ns: string, key: string) => missing.push(key);

  beforeEach(() => {
    // English as a visitor's first chunk has it: only the sections the first route names.
    whole = i18n.getResourceBundle('en', 'translation') as object;
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', structuredClone(first));
    missing = [];
    i18n.options.saveMissing = true;
    i18n.on('missingKey', onMissing);
  });

  afterEach(() => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
    i18n.removeResourceBundle('en', 'translation');
    i18n.addResourceBundle('en', 'translation', whole);
  });

  it('is a fraction of the whole', () => {
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it.each(BLANK_PATHS)('holds every word %s shows a visitor', async (path) => {
    mockFetch({
      'GET /api/auth/me': () => json({ message: 'Sign in' }, 401),
      'GET /api/cmultisite-info': () => json({ registrationOpen: true }),
    });
    renderApp(path, { info: { registrationOpen: true } });
    await screen.findByTestId('blank-layout', {}, FIRST_RENDER);
    await waitFor(() =>
      expect(document.querySelector('main h1, main h2, main h3, main h4')).not.toBeNull(),
    );
    expect(missing).toEqual([]);
  });
});
