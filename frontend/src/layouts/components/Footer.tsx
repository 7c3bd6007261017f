import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { APP_DEFAULTS } from '../../config';
import { productInfoAtom } from '../../state/productInfoAtom';

/** Static footer at the end of the content. */
export function Footer() {
  const { t } = useTranslation();
  const info = useAtomValue(productInfoAtom);
  const title = info?.title || APP_DEFAULTS.title;
  return (
    <footer className="ams-footer" data-testid="footer">
      <span>{t('footer.copyright', { year: new Date().getFullYear(), title })}</span>
      {info?.version && <span>{t('footer.version', { version: info.version })}</span>}
    </footer>
  );
}
