import { Button } from '@blueprintjs/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveLocale } from '../../app/effects/useLanguageSync';
import { languageAtom } from '../../state/languageAtom';
import { productInfoAtom } from '../../state/productInfoAtom';

const loadPopover = () => import('./LanguagePopover');
const LanguagePopover = lazy(loadPopover);

/** The five interface languages, each in its own name; the choice is remembered. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const setLanguage = useSetAtom(languageAtom);
  const current = effectiveLocale(useAtomValue(languageAtom), useAtomValue(productInfoAtom));
  // null until first used; then whether the first use was a click (open at once) or a hover.
  const [openedByClick, setOpenedByClick] = useState<boolean | null>(null);

  const button = (
    <Button
      variant="minimal"
      icon="translate"
      text={current.toUpperCase()}
      aria-label={t('navbar.language')}
      title={t('navbar.language')}
      data-testid="lang-toggle"
      onPointerEnter={openedByClick === null ? () => void loadPopover() : undefined}
      onFocus={openedByClick === null ? () => void loadPopover() : undefined}
      onClick={openedByClick === null ? () => setOpenedByClick(true) : undefined}
    />
  );
  if (openedByClick === null) return button;
  return (
    <Suspense fallback={button}>
      <LanguagePopover current={current} onPick={setLanguage} defaultOpen={openedByClick}>
        {button}
      </LanguagePopover>
    </Suspense>
  );
}
