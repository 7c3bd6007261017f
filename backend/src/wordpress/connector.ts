import AdmZip from 'adm-zip';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The ai multisite connector: a WordPress plugin we ship (backend/wordpress-plugin/) for sites
 * without Yoast SEO. It registers one post field, `_aims_canonical`, and makes WordPress print it
 * as the page's canonical link, so a verbatim copy can name its source there too.
 */

/** The connector's REST namespace: on the site's REST root when the plugin is active. */
export const CONNECTOR_NAMESPACE = 'aims/v1';

/** The post field the connector prints as the page's canonical link. */
export const CONNECTOR_CANONICAL_KEY = '_aims_canonical';

const SLUG = 'ai-multisite-connector';
/** The plugin's source, beside `src/` (and `dist/`) in the backend package. */
export const CONNECTOR_PLUGIN_FILE = resolve(__dirname, '../../wordpress-plugin', `${SLUG}.php`);

let zipped: Buffer | null = null;

/** The plugin as WordPress's "Upload Plugin" takes it: a zip holding its folder. */
export function connectorPluginZip(): { filename: string; data: Buffer } {
  if (!zipped) {
    const zip = new AdmZip();
    zip.addFile(`${SLUG}/${SLUG}.php`, readFileSync(CONNECTOR_PLUGIN_FILE));
    zipped = zip.toBuffer();
  }
  return { filename: `${SLUG}.zip`, data: zipped };
}
