import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import first from 'virtual:locale-first/en';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '../config';

/**
 * A language's words come in two parts. The first ships with the app (English, the fallback) or
 * loads when the language is chosen: the sections the shell and the pages without navigation name
 * (scripts/localeFirst.ts), so sign-in loads about a third of the words. The whole file loads
 * before any page behind sign-in is drawn (loadAllTranslations; the default layout waits for it).
 */
const firstLoaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: object }>> = {
  it: () => import('virtual:locale-first/it'),
  pl: () => import('virtual:locale-first/pl'),
  ro: () => import('virtual:locale-first/ro'),
  ua: () => import('virtual:locale-first/ua'),
};
const wholeLoaders: Record<Locale, () => Promise<{ default: object }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  pl: () => import('./locales/pl.json'),
  ro: () => import('./locales/ro.json'),
  ua: () => import('./locales/ua.json'),
};

/** Parts loaded, as `<locale>:first` / `<locale>:whole`. */
const loaded = new Set<string>(['en:first']);
/** Set once a page behind sign-in is to be drawn: every language used from then on loads whole. */
let wholeNeeded = false;

void i18n.use(initReactI18next).init({
  // A copy: i18next merges the whole file into the object it is given, and `first` stays as built.
  resources: { en: { translation: structuredClone(first) } },
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
  const part = wholeNeeded ? 'whole' : 'first';
  if (loaded.has(`${locale}:whole`) || loaded.has(`${locale}:${part}`)) return;
  // English's first part ships with the app: only its whole is ever loaded.
  const load =
    part === 'whole' ? wholeLoaders[locale] : firstLoaders[locale as Exclude<Locale, 'en'>];
  const { default: bundle } = await load();
  i18n.addResourceBundle(locale, 'translation', bundle, true, true);
  loaded.add(`${locale}:${part}`);
}

/**
 * Loads the whole of the current language (and of English, the fallback) before a page behind
 * sign-in is drawn; from then on a language chosen loads whole. A part that cannot load leaves
 * the page to draw with what is there (as a language that cannot load stays English): it never
 * keeps the page from drawing.
 */
export async function loadAllTranslations(): Promise<void> {
  wholeNeeded = true;
  const current = (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : DEFAULT_LOCALE;
  for (const result of await Promise.allSettled([
    ensureLoaded(current),
    ensureLoaded(DEFAULT_LOCALE),
  ])) {
    if (result.status === 'rejected') {
      console.warn(
        'Could not load every translation; some words may show in English.',
        result.reason,
      );
    }
  }
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
