import {
  bodyMediaIds,
  decodeEntities,
  mapPost,
  parseGmt,
  plainText,
  postTitle,
  type RawPost,
  yoastFieldsOf,
} from './post-mapper';

const raw = (extra: Partial<RawPost> = {}): RawPost => ({
  id: 12,
  date: '2026-11-20T10:00:00',
  date_gmt: '2026-11-20T08:00:00',
  modified: '2026-11-21T11:30:00',
  modified_gmt: '2026-11-21T09:30:00',
  slug: 'hello-welcome',
  status: 'publish',
  sticky: false,
  link: 'https://example.com/hello/',
  title: { raw: 'Hello &amp; welcome', rendered: 'Hello &amp; welcome' },
  content: { rendered: '<p>Body</p>', protected: false },
  excerpt: { raw: '', rendered: '<p>Auto &#8220;excerpt&#8221;</p>\n' },
  author: 3,
  featured_media: 0,
  categories: [2, 5],
  tags: [],
  meta: [],
  ...extra,
});

describe('mapPost', () => {
  it('reads WordPress GMT dates as UTC and keeps the site-local ones beside them', () => {
    const post = mapPost(raw())!;
    expect(post.modifiedAt.toISOString()).toBe('2026-11-21T09:30:00.000Z');
    expect(post.createdAt?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(post.createdAtLocal).toBe('2026-11-20T10:00:00');
    expect(post.modifiedAtLocal).toBe('2026-11-21T11:30:00');
    expect(post.publishedAt).toEqual(post.createdAt);
    expect(post).toMatchObject({ authorRemoteId: 3, featuredMediaId: null, categoryIds: [2, 5] });
  });

  it('stores titles as the text WordPress shows: decoded once, texturized, markup dropped', () => {
    expect(
      mapPost(raw({ title: { raw: "Tom & Jerry's", rendered: 'Tom &amp; Jerry&#8217;s' } }))!.title,
    ).toBe('Tom & Jerry’s');
    expect(
      mapPost(raw({ title: { raw: '<em>Big</em> news', rendered: '<em>Big</em>   news' } }))!.title,
    ).toBe('Big news');
    expect(
      mapPost(raw({ title: { raw: '&lt;b&gt; is bold', rendered: '&lt;b&gt; is bold' } }))!.title,
    ).toBe('<b> is bold');
    const arabic = 'مرحبا بالعالم 🌍 &amp; שלום';
    expect(mapPost(raw({ title: { raw: arabic, rendered: arabic } }))!.title).toBe(
      'مرحبا بالعالم 🌍 & שלום',
    );
  });

  it("drops WordPress's translated Private: prefix from private titles, only that", () => {
    const title = (rendered: string, rawTitle: string) =>
      postTitle({ raw: rawTitle, rendered }, 'private');
    expect(title('Private: Tom &amp; Jerry&#8217;s', "Tom & Jerry's")).toBe('Tom & Jerry’s');
    expect(title('Prywatne: Private: notes', 'Private: notes')).toBe('Private: notes');
    expect(title('Privé : 🎉', '🎉')).toBe('🎉');
    expect(title('Private: ', '')).toBe('');
    expect(postTitle({ raw: 'Private: x', rendered: 'Private: x' }, 'publish')).toBe('Private: x');
  });

  it('tells the hand-written excerpt from the generated one', () => {
    const generated = mapPost(raw())!;
    expect(generated).toMatchObject({ excerpt: null, excerptGenerated: 'Auto “excerpt”' });
    const written = mapPost(
      raw({ excerpt: { raw: "Editor's words", rendered: '<p>Editor&#8217;s words</p>\n' } }),
    )!;
    expect(written).toMatchObject({ excerpt: 'Editor’s words', excerptGenerated: null });
  });

  it('carries slug (percent-decoded), sticky and the password-protected flag', () => {
    const post = mapPost(
      raw({
        slug: '%d9%85%d8%b1%d8%ad%d8%a8%d8%a7',
        sticky: true,
        content: { rendered: '<p>Secret</p>', protected: true },
      }),
    )!;
    expect(post).toMatchObject({ slug: 'مرحبا', sticky: true, passwordProtected: true });
    expect(mapPost(raw({ slug: '' }))!.slug).toBe('');
  });

  it('keeps the raw fields a clone copies, when WordPress sent them', () => {
    const post = mapPost(
      raw({
        title: { raw: 'Tom &amp; Jerry', rendered: 'Tom &amp; Jerry' },
        content: {
          raw: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
          rendered: '<p>Hi</p>',
        },
        excerpt: { raw: 'Short', rendered: '<p>Short</p>' },
        password: 'secret',
      }),
    )!;
    expect(post.source).toEqual({
      title: 'Tom &amp; Jerry',
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      excerpt: 'Short',
      password: 'secret',
      yoast: {},
    });
    expect(mapPost(raw({ content: { rendered: '<p>Hi</p>' } }))!.source).toBeNull();
  });

  it('has no published date for drafts and trashed posts', () => {
    expect(mapPost(raw({ status: 'draft' }))!.publishedAt).toBeNull();
    expect(mapPost(raw({ status: 'trash' }))!.publishedAt).toBeNull();
    expect(mapPost(raw({ status: 'future' }))!.publishedAt).not.toBeNull();
  });

  it('keeps what the editor set in Yoast apart from what Yoast generates', () => {
    const head = {
      title: 'Hello &amp; welcome - Site',
      description: 'Generated',
      og_title: 'Hello - Site',
      og_description: 'Generated OG',
    };
    const fromMeta = mapPost(
      raw({
        meta: {
          _yoast_wpseo_title: 'SEO &amp; title',
          _yoast_wpseo_metadesc: 'Description',
          _yoast_wpseo_focuskw: 'keyword',
          '_yoast_wpseo_opengraph-title': 'OG title',
          '_yoast_wpseo_opengraph-description': 'OG description',
        },
        yoast_head_json: head,
      }),
    )!;
    expect(fromMeta).toMatchObject({
      seoTitle: 'SEO & title',
      metaDescription: 'Description',
      focusKeyword: 'keyword',
      ogTitle: 'OG title',
      ogDescription: 'OG description',
      seoTitleDefault: 'Hello & welcome - Site',
      ogDescriptionDefault: 'Generated OG',
    });
    const unset = mapPost(
      raw({
        meta: {
          _yoast_wpseo_title: '',
          _yoast_wpseo_metadesc: '',
          '_yoast_wpseo_opengraph-title': '',
        },
        yoast_head_json: head,
      }),
    )!;
    expect(unset).toMatchObject({
      seoTitle: null,
      metaDescription: null,
      ogTitle: null,
      ogDescription: null,
      focusKeyword: null,
      seoTitleDefault: 'Hello & welcome - Site',
      metaDescriptionDefault: 'Generated',
      ogTitleDefault: 'Hello - Site',
      ogDescriptionDefault: 'Generated OG',
    });
  });

  it("keeps every Yoast text a verbatim copy carries and its primary category, not the source's other ids or canonical", () => {
    const meta = {
      _yoast_wpseo_title: 'SEO title',
      '_yoast_wpseo_opengraph-description': 'OG description',
      '_yoast_wpseo_twitter-title': 'Twitter title',
      '_yoast_wpseo_twitter-description': 'Twitter description',
      '_yoast_wpseo_meta-robots-noindex': '1',
      '_yoast_wpseo_opengraph-image': 'https://source.test/og.jpg',
      '_yoast_wpseo_opengraph-image-id': '41',
      '_yoast_wpseo_twitter-image-id': '42',
      _yoast_wpseo_primary_category: '7',
      _yoast_wpseo_primary_post_tag: '9',
      _yoast_wpseo_canonical: 'https://elsewhere.test/',
      _yoast_wpseo_metadesc: '  ',
      _yoast_wpseo_focuskw: 3,
      footnotes: '',
    };
    const carried = {
      _yoast_wpseo_title: 'SEO title',
      '_yoast_wpseo_opengraph-description': 'OG description',
      '_yoast_wpseo_twitter-title': 'Twitter title',
      '_yoast_wpseo_twitter-description': 'Twitter description',
      '_yoast_wpseo_meta-robots-noindex': '1',
      '_yoast_wpseo_opengraph-image': 'https://source.test/og.jpg',
      // Written as the destination's id of the same category by the clone.
      _yoast_wpseo_primary_category: '7',
    };
    expect(yoastFieldsOf(meta)).toEqual(carried);
    expect(yoastFieldsOf([])).toEqual({});
    expect(yoastFieldsOf(undefined)).toEqual({});
    // The sync stores them with the raw fields a clone copies.
    const post = mapPost(
      raw({ title: { raw: 'T', rendered: 'T' }, content: { raw: '<p>B</p>', rendered: '' }, meta }),
    )!;
    expect(post.source?.yoast).toEqual(carried);
  });

  it('skips posts it cannot use', () => {
    expect(mapPost(raw({ status: 'nonsense' }))).toBeNull();
    expect(mapPost(raw({ modified_gmt: null }))).toBeNull();
  });
});

describe('parseGmt, decodeEntities and plainText', () => {
  it('parses zone-less and zoned values, refuses zero dates', () => {
    expect(parseGmt('2026-01-02T03:04:05')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(parseGmt('2026-01-02T03:04:05+02:00')?.toISOString()).toBe('2026-01-02T01:04:05.000Z');
    expect(parseGmt('0000-00-00T00:00:00')).toBeNull();
  });

  it('decodes numeric and named entities, every one of the HTML standard', () => {
    expect(decodeEntities('&#8217;&#x2014;&amp;&hellip;&eacute;&rarr;&bogus;')).toBe(
      '’—&…é→&bogus;',
    );
  });

  it('decodes once: an escaped entity stays the text it spells', () => {
    expect(plainText('AT&amp;amp;T')).toBe('AT&amp;T');
    expect(plainText('<p>a</p>\n<p>b &amp; c</p>')).toBe('a b & c');
  });
});

describe('plainText', () => {
  it('drops what a reader never sees, as WordPress does', () => {
    expect(plainText('<p>Hi<script>var a = 1;</script><style>p{}</style> there</p>')).toBe(
      'Hi there',
    );
    expect(plainText('<svg><text>drawn</text></svg> <math><mi>x</mi></math>')).toBe('drawn x');
  });
});

describe('bodyMediaIds', () => {
  it('names each library item the body shows by its wp-image class, once, in order, and nothing else', () => {
    const html = [
      '<!-- wp:image {"id":56} --><figure><img src="a.jpg" class="wp-image-56" alt=""/></figure>',
      "<img class='alignleft size-full wp-image-7' src='b.jpg'>",
      '<figure class="wp-block-gallery"><img src="c.jpg" alt="" class="wp-image-56"/></figure>',
      '<img src="remote.png" alt="no class">',
      '<p class="wp-image-99">not an image</p>',
      '<img class="wp-image-12x" src="d.jpg">',
    ].join('');
    expect(bodyMediaIds(html)).toEqual([56, 7]);
    expect(bodyMediaIds('')).toEqual([]);
  });
});
