import { describe, expect, it } from 'vitest';
import { applyLocale, i18n } from '../../i18n';
import { formatRegion } from '../../lib/intl';
import { roleLabel } from './roleLabel';

describe('names in the reader’s language', () => {
  it('translates the built-in roles and leaves roles people named as written', async () => {
    await applyLocale('it');
    await applyLocale('ua');
    const t = i18n.getFixedT('ua');
    expect(roleLabel(t, 'Administrator')).toBe('Адміністратор');
    expect(roleLabel(t, 'Viewer')).toBe('Глядач');
    expect(roleLabel(t, 'Night desk')).toBe('Night desk');
    expect(roleLabel(t, 'constructor')).toBe('constructor');
    expect(roleLabel(i18n.getFixedT('it'), 'Editor')).toBe('Redattore');
    await applyLocale('en');
  });

  it('names countries from their ISO code, keeping the stored name for unknown codes', () => {
    expect(formatRegion('IT', 'Italy', 'ua')).toBe('Італія');
    expect(formatRegion('de', 'Germany', 'pl')).toBe('Niemcy');
    expect(formatRegion('XQ', 'Atlantis', 'it')).toBe('Atlantis');
    expect(formatRegion(null, 'Nowhere', 'en')).toBe('Nowhere');
  });
});
