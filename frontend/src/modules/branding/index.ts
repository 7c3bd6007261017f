/** The public surface of modules/branding: all that other modules, app/ and layouts/ import of it. */
export { assetUrl } from './assetUrl';
export { BrandLogo } from './components/BrandLogo';
export { applyPageTitle } from './documentHead';
export { applyProductInfo, checkProductInfoVersion, loadProductInfo } from './productInfo';
