import { APP_DEFAULTS } from '../../config';
import type { ProductInfo } from '../../api/types';
import { assetUrl } from './assetUrl';

/** Title and favicon of the page; `null` restores the defaults. */
export function applyToDocument(info: Pick<ProductInfo, 'title' | 'icon'> | null): void {
  document.title = info?.title || APP_DEFAULTS.title;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.setAttribute('href', assetUrl(info?.icon || APP_DEFAULTS.icon));
}
