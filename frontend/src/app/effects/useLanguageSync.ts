import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../config';
import { applyLocale } from '../../i18n';
import type { ProductInfo } from '../../api/types';
import { languageAtom } from '../../state/languageAtom';
import { productInfoAtom } from '../../state/productInfoAtom';

/** The stored choice wins; otherwise the configured default locale; otherwise English. */
export function effectiveLocale(stored: Locale | null, info: ProductInfo | null): Locale {
  if (stored) return stored;
  if (isLocale(info?.defaultLocale)) return info.defaultLocale;
  return DEFAULT_LOCALE;
}

export function useLanguageSync(): void {
  const stored = useAtomValue(languageAtom);
  const info = useAtomValue(productInfoAtom);
  const locale = effectiveLocale(stored, info);

  useEffect(() => {
    void applyLocale(locale);
  }, [locale]);
}
