import { HTML_LANG, isLocale } from '../../config';

/** Content languages offered for a website (ISO 639-1); a stored other code is kept too. */
export const WEBSITE_LANGUAGES = ['en', 'it', 'pl', 'ro', 'uk', 'de', 'fr', 'es', 'pt', 'nl'];

/** The language's name in the interface language, e.g. "Italian" or "italiano". */
export function languageName(code: string, uiLocale: string): string {
  try {
    const lang = isLocale(uiLocale) ? HTML_LANG[uiLocale] : uiLocale;
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
