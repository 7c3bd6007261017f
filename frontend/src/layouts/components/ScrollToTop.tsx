import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP } from '../../config';
import { animateScrollToTop } from './scrollToTop';

/** Appears after 200 px of scrolling; hidden when printing (see layout.css). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP.threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <Button
      className="ams-scroll-top"
      intent="primary"
      icon="arrow-up"
      size="large"
      aria-label={t('scrollTop.label')}
      title={t('scrollTop.label')}
      data-testid="scroll-top"
      onClick={() => animateScrollToTop(SCROLL_TOP.durationMs)}
    />
  );
}
