import { afterEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { applyLocale } from '.';

describe('plural forms', () => {
  afterEach(() => applyLocale('en'));

  it('follow Ukrainian grammar for `ua` (one, few, many), not English one/other', async () => {
    await applyLocale('ua');
    expect(i18n.t('cloning.batchTitle', { count: 1 })).toBe('Клонування: 1 завдання');
    expect(i18n.t('cloning.batchTitle', { count: 3 })).toBe('Клонування: 3 завдання');
    expect(i18n.t('cloning.batchTitle', { count: 5 })).toBe('Клонування: 5 завдань');
    expect(i18n.t('analytics.reach.hidden', { count: 3 })).toBe(
      '3 копії на сайтах, яких ви не бачите, не враховані.',
    );
    expect(i18n.t('analytics.reach.hidden', { count: 11 })).toBe(
      '11 копій на сайтах, яких ви не бачите, не враховано.',
    );
  });

  it('and Polish grammar for `pl`', async () => {
    await applyLocale('pl');
    expect(i18n.t('analytics.reach.hidden', { count: 2 })).toBe(
      '2 kopie na stronach, których nie widzisz, nie są liczone.',
    );
    expect(i18n.t('analytics.reach.hidden', { count: 5 })).toBe(
      '5 kopii na stronach, których nie widzisz, nie jest liczonych.',
    );
  });
});
