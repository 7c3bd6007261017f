import { yoastMeta, yoastStuck } from './yoast';

describe('yoastMeta', () => {
  it('writes each SEO field that has a value under its Yoast key, and nothing for empty ones', () => {
    expect(
      yoastMeta({
        title: 'Port reopens',
        metaDescription: '',
        focusKeyword: 'port',
        ogTitle: null,
        ogDescription: 'Ships are back.',
      }),
    ).toEqual({
      _yoast_wpseo_title: 'Port reopens',
      _yoast_wpseo_focuskw: 'port',
      '_yoast_wpseo_opengraph-description': 'Ships are back.',
    });
    expect(yoastMeta({})).toEqual({});
  });
});

describe('yoastStuck', () => {
  const meta = { _yoast_wpseo_title: 'Port <b>reopens</b>', _yoast_wpseo_focuskw: 'port' };

  it('holds when every SEO field reads back as WordPress stores it (markup dropped)', () => {
    const post = {
      id: 1,
      meta: { _yoast_wpseo_title: 'Port reopens', _yoast_wpseo_focuskw: 'port' },
    };
    expect(yoastStuck(post, meta)).toBe(true);
  });

  it('fails when Yoast dropped a field, or when the post has no meta at all', () => {
    expect(yoastStuck({ id: 1, meta: { _yoast_wpseo_title: 'Port reopens' } }, meta)).toBe(false);
    expect(yoastStuck({ id: 1, meta: [] }, meta)).toBe(false);
    expect(yoastStuck({ id: 1 }, meta)).toBe(false);
  });

  it('leaves the canonical and other carried fields out of the verdict (best effort)', () => {
    const post = {
      id: 1,
      meta: { _yoast_wpseo_title: 'Port reopens', _yoast_wpseo_focuskw: 'port' },
    };
    expect(yoastStuck(post, { ...meta, _yoast_wpseo_canonical: 'https://source/post' })).toBe(true);
  });
});
