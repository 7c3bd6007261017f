import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale, i18n } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { syncCounts } from './syncCounts';

const t = i18n.t.bind(i18n);

describe('how a completed sync is told', () => {
  afterEach(() => applyLocale('en'));

  it('says what was new, updated and deleted, in the plural each language needs', async () => {
    expect(syncCounts(t, { inserted: 12, changed: 1, deleted: 0 })).toBe(
      '+12 new, 1 updated, 0 deleted',
    );
    await applyLocale('pl');
    expect(syncCounts(t, { inserted: 1, changed: 3, deleted: 5 })).toBe(
      '+1 nowy, 3 zaktualizowane, 5 usuniętych',
    );
    await applyLocale('ua');
    expect(syncCounts(t, { inserted: 21, changed: 2, deleted: 11 })).toBe(
      '+21 нова, 2 оновлені, 11 видалених',
    );
    // A run without counts (an older one) says nothing more.
    expect(syncCounts(t, undefined)).toBe('');
  });

  it('tells the last sync time and how the last run ended apart, in every language', async () => {
    for (const locale of ['en', 'it', 'pl', 'ro', 'ua'] as const) {
      await applyLocale(locale);
      expect(t('websites.lastRun')).not.toBe(t('websites.columns.lastSync'));
    }
  });

  it('names the page WordPress failed on', async () => {
    const run = {
      code: 'sync.page_server_error',
      message: 'WordPress answered with a server error (500) on page 3 of 20 of the posts.',
      params: { page: 3, pages: 20, status: 500 },
    };
    expect(errorText(t, run)).toBe(
      'WordPress answered with a server error (500) on page 3 of 20 of the posts. The site may be overloaded or broken.',
    );
    await applyLocale('it');
    expect(errorText(t, run)).toContain('pagina 3 di 20');
  });
});
