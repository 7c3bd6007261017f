import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { APP_DEFAULTS } from '../../../config';
import { productInfoAtom } from '../../../state/productInfoAtom';
import { productLogoAtom } from '../../../state/productLogoAtom';
import { useSanitizedSvg } from '../hooks/useSanitizedSvg';
import { assetUrl } from '../assetUrl';

interface BrandLogoProps {
  /** Show the application title beside the mark. */
  withTitle?: boolean;
  size?: number;
  /**
   * Let the title wrap under (or beside) the mark instead of ending in an ellipsis: the sign-in
   * screens, where the title is the page's heading and a wide wordmark must not squeeze it away.
   */
  wrapTitle?: boolean;
}

/**
 * The product mark: the sanitised SVG logo when there is one, else the raster icon. The logo keeps
 * its own shape at the mark's height (a wide wordmark is not squeezed into a square), up to five
 * times as wide.
 */
export function BrandLogo({ withTitle = true, size = 28, wrapTitle = false }: BrandLogoProps) {
  const { t } = useTranslation();
  const info = useAtomValue(productInfoAtom);
  const logo = useAtomValue(productLogoAtom);
  const title = info?.title || APP_DEFAULTS.title;
  const safeLogo = useSanitizedSvg(logo);

  return (
    <span className={wrapTitle ? 'ams-brand ams-brand-wrap' : 'ams-brand'} data-testid="brand">
      {safeLogo ? (
        <span
          className="ams-brand-mark"
          role="img"
          aria-label={t('brand.logoAlt', { title })}
          style={{
            height: size,
            minWidth: size,
            maxWidth: wrapTitle ? `min(100%, ${size * 5}px)` : size * 5,
          }}
          dangerouslySetInnerHTML={{ __html: safeLogo }}
        />
      ) : (
        <img
          className="ams-brand-mark"
          src={assetUrl(info?.icon || APP_DEFAULTS.icon)}
          alt={t('brand.logoAlt', { title })}
          width={size}
          height={size}
        />
      )}
      {withTitle && <span className="ams-brand-title">{title}</span>}
    </span>
  );
}
