import type { OutboundHttp } from '../core/security/outbound-http';
import type { WordPressSite } from './wordpress-site';
import { WordPressWriter, type PostWrite } from './wordpress-writer';

interface Sent {
  method: string;
  route: string;
  json?: unknown;
  query?: Record<string, unknown>;
}

/** A writer on a fake site that records every request and answers as WordPress would. */
function writerOn(answer: (sent: Sent) => unknown = () => ({ id: 7 })) {
  const sent: Sent[] = [];
  const site = {
    send: (method: string, route: string, opts: Omit<Sent, 'method' | 'route'> = {}) => {
      const request = { method, route, ...opts };
      sent.push(request);
      return Promise.resolve({ ok: true, status: 200, data: answer(request) });
    },
  } as unknown as WordPressSite;
  return { writer: new WordPressWriter(site, {} as OutboundHttp), sent };
}

const RUNS = /<script|onerror|onload|onclick|onmouseover|javascript|vbscript|data:|expression/i;

const POISONED = [
  '<p onclick="steal()">Text</p>',
  '<script>steal()</script>',
  '<img src="https://x.test/a.jpg" onerror="steal()">',
  '<a href="javascript:steal()">js</a>',
  '<a href="JaVaScRiPt:steal()">case</a>',
  '<a href="jav&#x61;script:steal()">encoded</a>',
  '<a href="&#106;avascript:steal()">decimal</a>',
  '<a href="java&#x09;script:steal()">tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5zdGVhbCgpPC9zY3JpcHQ+">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload="steal()"><circle r="1"></circle><a xlink:href="javascript:steal()"><text>t</text></a></svg>',
  '<iframe src="javascript:steal()"></iframe>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<p style="width: expression(steal()); color: red; background: url(javascript:steal())">styled</p>',
  '<math href="javascript:steal()"><mi>x</mi></math>',
  '<details open ontoggle="steal()">d</details>',
  '<form action="javascript:steal()"><button formaction="javascript:steal()">b</button></form>',
  '<p onmouseover="steal()">Fine.</p>',
].join('\n');

describe('WordPressWriter: every post write is sanitised at the door', () => {
  const poisonedWrite: PostWrite = {
    title: 'Harbour <script>steal()</script><img src=x onerror=steal()>reopens',
    content: POISONED,
    excerpt: 'Back.<img src="x" onerror="steal()"><script>steal()</script>',
    meta: {
      _yoast_wpseo_title: 'SEO <b>title</b><script>steal()</script>',
      _yoast_wpseo_metadesc: 'Desc\u0000ription <img src=x onerror=steal()>',
      _yoast_wpseo_focuskw: 'harbour<svg onload=steal()>',
      '_yoast_wpseo_opengraph-title': 'OG <a href="javascript:steal()">title</a>',
      '_yoast_wpseo_twitter-title': 'Tw\u001bitter',
      _yoast_wpseo_canonical: 'javascript:steal()',
      '_yoast_wpseo_opengraph-image': 'https://x.test/og.jpg',
    },
    status: 'publish',
    categories: [3],
  };

  it.each([
    ['createPost', (w: WordPressWriter, write: PostWrite) => w.createPost(write)],
    ['updatePost', (w: WordPressWriter, write: PostWrite) => w.updatePost(12, write)],
  ])('%s sends no script, handler or non-http(s) link, in any field', async (_name, write) => {
    const { writer, sent } = writerOn();
    await write(writer, poisonedWrite);
    expect(sent).toHaveLength(1);
    const json = sent[0]!.json as Required<PostWrite>;
    expect(JSON.stringify(json)).not.toMatch(RUNS);
    expect(JSON.stringify(json)).not.toContain('steal');
    expect(json.title).toBe('Harbour reopens');
    expect(json.content).toContain('<p>Text</p>');
    expect(json.content).toContain('<img src="https://x.test/a.jpg">');
    expect(json.content).toContain('<a>js</a>');
    expect(json.content).toContain('<a>encoded</a>');
    expect(json.content).toContain('<svg><circle r="1"></circle>');
    expect(json.content).toContain('<p style="color: red">styled</p>');
    expect(json.content).toContain('<p>Fine.</p>');
    expect(json.content).not.toContain('<iframe');
    expect(json.excerpt).toBe('Back.<img src="x">');
    expect(json.meta).toEqual({
      _yoast_wpseo_title: 'SEO title',
      _yoast_wpseo_metadesc: 'Description ',
      _yoast_wpseo_focuskw: 'harbour',
      '_yoast_wpseo_opengraph-title': 'OG title',
      '_yoast_wpseo_twitter-title': 'Twitter',
      '_yoast_wpseo_opengraph-image': 'https://x.test/og.jpg',
    });
    // What the caller set beyond text goes as it was.
    expect(json).toMatchObject({ status: 'publish', categories: [3] });
  });

  it('sends a verbatim body byte for byte: block delimiters, figures, srcset, galleries, embeds, &amp;', async () => {
    const body = [
      '<!-- wp:paragraph -->\n<p>Boats &amp; nets, R&D, <strong>harbour</strong>.</p>\n<!-- /wp:paragraph -->',
      '<!-- wp:image {"id":5,"sizeSlug":"large","linkDestination":"media"} -->',
      '<figure class="wp-block-image size-large"><a href="https://x.test/a.jpg"><img src="https://x.test/a-1024x683.jpg" alt="" class="wp-image-5" srcset="https://x.test/a-1024x683.jpg 1024w, https://x.test/a-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" /></a><figcaption>Boats</figcaption></figure>',
      '<!-- /wp:image -->',
      '<!-- wp:gallery {"linkTo":"none"} -->',
      '<figure class="wp-block-gallery has-nested-images columns-default is-cropped"><!-- wp:image {"id":6} -->',
      '<figure class="wp-block-image"><img src="https://x.test/b.jpg" alt="" class="wp-image-6"/></figure>',
      '<!-- /wp:image --></figure>',
      '<!-- /wp:gallery -->',
      '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=abc","type":"video","providerNameSlug":"youtube"} -->',
      '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">',
      'https://www.youtube.com/watch?v=abc',
      '</div></figure>',
      '<!-- /wp:embed -->',
      '<figure><iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" allowfullscreen></iframe></figure>',
      '<p><a href="https://example.org/a?x=1&amp;y=2">out</a> <a href="/local">in</a> <a href="#top">top</a></p>',
    ].join('\n');
    const { writer, sent } = writerOn();
    await writer.createPost({ title: 'Tom &amp; Jerry < 5', content: body, excerpt: 'R&D & more' });
    expect(sent[0]!.json).toEqual({
      title: 'Tom &amp; Jerry < 5',
      content: body,
      excerpt: 'R&D & more',
    });
  });

  it('keeps the same things in a body it had to clean', async () => {
    const { writer, sent } = writerOn();
    await writer.updatePost(3, {
      content:
        '<!-- wp:image {"id":5} -->\n<figure class="wp-block-image"><img src="https://x.test/a.jpg" srcset="https://x.test/a.jpg 1024w, https://x.test/b.jpg 300w" alt="" onerror="steal()"></figure>\n<!-- /wp:image -->\n' +
        '<figure class="wp-block-embed"><iframe src="https://www.youtube.com/embed/abc"></iframe></figure>' +
        '<p>a</p></div><p onclick="steal()">after a stray close</p>',
    });
    const content = (sent[0]!.json as PostWrite).content!;
    expect(content).not.toMatch(RUNS);
    for (const kept of [
      '<!-- wp:image {"id":5} -->',
      '<!-- /wp:image -->',
      'srcset="https://x.test/a.jpg 1024w, https://x.test/b.jpg 300w"',
      '<figure class="wp-block-image">',
      'src="https://www.youtube.com/embed/abc"',
      '<p>after a stray close</p>',
    ]) {
      expect(content).toContain(kept);
    }
  });

  it('leaves out fields the caller did not set (a status change stays a status change)', async () => {
    const { writer, sent } = writerOn();
    await writer.updatePost(4, { status: 'draft' });
    expect(sent[0]!.json).toEqual({ status: 'draft' });
  });

  it('finds a lost creation by the title it wrote, and names terms as text', async () => {
    const { writer, sent } = writerOn((request) =>
      request.route === 'wp/v2/users/me'
        ? { id: 1 }
        : request.route === 'wp/v2/posts'
          ? [{ id: 9, title: { raw: 'Harbour reopens' }, modified_gmt: '2099-01-01T00:00:00' }]
          : { id: 5 },
    );
    const found = await writer.createdSince('Harbour <script>x()</script>reopens', new Date());
    expect(found?.id).toBe(9);
    expect(sent[1]!.query).toMatchObject({ search: 'Harbour reopens' });
    await writer.ensureTerm('tags', 'storm<img src=x onerror=steal()>');
    expect(sent[2]!.query).toMatchObject({ search: 'storm' });
    expect(sent[3]!.json).toEqual({ name: 'storm' });
  });

  it('takes an existing term differing only in case, accents or punctuation, never a near-duplicate', async () => {
    const existing = [
      { id: 11, name: 'Coast &amp; Sea', slug: 'coast-sea' },
      { id: 12, name: 'Côte', slug: 'cote' },
      { id: 13, name: 'Новини', slug: encodeURIComponent('новини-дня') },
      { id: 14, name: 'Sport News 2026', slug: 'sport-news-2026' },
    ];
    const { writer, sent } = writerOn((request) =>
      request.method === 'GET' ? existing : { id: 99 },
    );
    expect(await writer.ensureTerm('categories', 'coast & sea')).toBe(11);
    expect(sent[0]!.query).toMatchObject({ search: 'coast' });
    expect(await writer.ensureTerm('categories', 'COTE')).toBe(12);
    expect(await writer.ensureTerm('categories', 'новини дня')).toBe(13);
    expect(await writer.ensureTerm('categories', 'Sport-News 2026')).toBe(14);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    // A different term is created: a shared word is not enough, nor are other digits.
    expect(await writer.ensureTerm('categories', 'Sport News 2025')).toBe(99);
    expect(await writer.ensureTerm('categories', 'Coast')).toBe(99);
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.json)).toEqual([
      { name: 'Sport News 2025' },
      { name: 'Coast' },
    ]);
  });

  it('finds a user by email with list_users, else an author by login among those who publish', async () => {
    const users = [
      { id: 3, slug: 'maria', username: 'maria', email: 'Maria@News.test' },
      { id: 4, slug: 'desk', username: 'desk', email: 'desk@news.test' },
    ];
    const site = (mayList: boolean) => {
      const sent: Sent[] = [];
      const writer = new WordPressWriter(
        {
          send: (method: string, route: string, opts: Omit<Sent, 'method' | 'route'> = {}) => {
            sent.push({ method, route, ...opts });
            if (opts.query?.context === 'edit' && !mayList)
              return Promise.resolve({ ok: false, status: 403, error: null, failure: new Error() });
            const visible = mayList ? users : users.map(({ id, slug }) => ({ id, slug }));
            return Promise.resolve({ ok: true, status: 200, data: visible });
          },
        } as unknown as WordPressSite,
        {} as OutboundHttp,
      );
      return { writer, sent };
    };
    const admin = site(true);
    expect(await admin.writer.findUser({ email: 'maria@news.TEST', slug: 'other' })).toBe(3);
    expect(await admin.writer.findUser({ username: 'DESK' })).toBe(4);
    expect(await admin.writer.findUser({ email: 'nobody@news.test' })).toBeNull();
    const editor = site(false);
    expect(await editor.writer.findUser({ email: 'maria@news.test', username: 'maria' })).toBe(3);
    expect(editor.sent.map((r) => r.query?.search)).toEqual(['maria@news.test', 'maria']);
    // Without list_users an email alone names nobody: the slug is all WordPress shows.
    expect(await editor.writer.findUser({ email: 'desk@news.test' })).toBeNull();
    expect(await editor.writer.findUser({})).toBeNull();
  });
});
