import { APP_DEFAULTS } from '../../config';
import type { ProductInfo } from '../../api/types';
import { assetUrl } from './assetUrl';

/** The product's title and the page's, kept apart: the tab reads "<page> · <product>". */
const titles: { product: string; page: string } = { product: APP_DEFAULTS.title, page: '' };

function showTitle() {
  document.title = titles.page ? `${titles.page} · ${titles.product}` : titles.product;
}

/** The page's own title in the tab (translated; '' shows the product's title alone). */
export function applyPageTitle(page: string): void {
  titles.page = page;
  showTitle();
}

/** Title and favicon of the page; `null` restores the defaults. */
export function applyToDocument(info: Pick<ProductInfo, 'title' | 'icon'> | null): void {
  titles.product = info?.title || APP_DEFAULTS.title;
  showTitle();
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.setAttribute('href', assetUrl(info?.icon || APP_DEFAULTS.icon));
}
