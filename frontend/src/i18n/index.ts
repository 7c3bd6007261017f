import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '../config';
import en from './locales/en.json';

/** English ships in the first chunk (it is the fallback); the others load when chosen. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: typeof en }>> = {
  it: () => import('./locales/it.json'),
  pl: () => import('./locales/pl.json'),
  ro: () => import('./locales/ro.json'),
  ua: () => import('./locales/ua.json'),
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * Plural forms by each language's own rules. The product names Ukrainian `ua`, which
 * `Intl.PluralRules` does not know (it is `uk`): i18next then chose by English's one/other, so
 * five tasks read "5 завдання", not "5 завдань". Its plural resolver is asked for the HTML tag.
 */
const plurals = i18n.services.pluralResolver as {
  getRule: (code: string, options?: object) => unknown;
};
const ruleOf = plurals.getRule.bind(plurals);
plurals.getRule = (code, options) => ruleOf(HTML_LANG[code as Locale] ?? code, options);

async function ensureLoaded(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: bundle } = await loaders[locale]();
  i18n.addResourceBundle(locale, 'translation', bundle);
}

/** Switches the interface language and the `lang` of the page (`ua` is `uk` in HTML). */
export async function applyLocale(locale: Locale): Promise<void> {
  try {
    await ensureLoaded(locale);
  } catch (error) {
    console.warn(`Could not load the "${locale}" translations; staying on English.`, error);
    locale = DEFAULT_LOCALE;
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

export { i18n };
