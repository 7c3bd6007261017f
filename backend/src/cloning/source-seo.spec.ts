import { seoOf } from './source-seo';

describe('seoOf', () => {
  const none = {
    seoTitle: null,
    metaDescription: null,
    focusKeyword: null,
    ogTitle: null,
    ogDescription: null,
  };

  it('is null for a post with no SEO data, empty strings counting as none', () => {
    expect(seoOf(none)).toBeNull();
    expect(seoOf({ ...none, seoTitle: '', ogTitle: '' })).toBeNull();
  });

  it('carries every field once one is set, the unset ones empty', () => {
    expect(seoOf({ ...none, ogDescription: 'Shared text' })).toEqual({
      title: '',
      metaDescription: '',
      focusKeyword: '',
      ogTitle: '',
      ogDescription: 'Shared text',
    });
  });
});
