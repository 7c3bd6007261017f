import { describe, expect, it } from 'vitest';
import { assetUrl } from './assetUrl';

describe('assetUrl', () => {
  it('resolves the default icon from the site root, whatever the route', () => {
    expect(assetUrl('favicon.ico')).toBe('/favicon.ico');
  });
  it('keeps absolute paths and addresses', () => {
    expect(assetUrl('/api/settings/icon.png?v=1')).toBe('/api/settings/icon.png?v=1');
    expect(assetUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(assetUrl('blob:http://x/1')).toBe('blob:http://x/1');
  });
});
