import {
  EMBED_SANDBOX,
  plainForPublish,
  sanitizeArticleHtml,
  sanitizeForPublish,
} from './article-html';

const clean = (html: string) => sanitizeArticleHtml(html);

describe('sanitizeArticleHtml', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const out = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="steal()"></p>' +
        '<a href="javascript:alert(1)">bad</a>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>Hi<img src="x.png"></p>');
    expect(out).toContain('<a>bad</a>');
  });

  it.each([
    ['YouTube', 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed'],
    ['YouTube without cookies', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['Vimeo', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['X', 'https://platform.twitter.com/embed/Tweet.html?id=20'],
    ['Instagram', 'https://www.instagram.com/p/CxYz123/embed/'],
  ])('keeps a %s embed as a sandboxed frame', (_name, src) => {
    const out = clean(
      `<figure><iframe src="${src}" width="560" height="315" allow="autoplay; encrypted-media" allowfullscreen onload="x()"></iframe></figure>`,
    );
    const frame = /<iframe[^>]*>/.exec(out)?.[0] ?? '';
    expect(frame).toContain(`src="${src.replace(/&/g, '&amp;')}"`);
    expect(frame).toContain(`sandbox="${EMBED_SANDBOX}"`);
    expect(frame).toContain('allowfullscreen');
    expect(frame).not.toContain('onload');
  });

  it.each([
    ['another host', 'https://evil.example/embed/x'],
    ['a trusted host over http', 'http://www.youtube.com/embed/x'],
    ['a trusted host outside its embed path', 'https://www.youtube.com/watch?v=x'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/x'],
    ['a javascript: frame', 'javascript:alert(1)'],
  ])('drops a frame from %s', (_name, src) => {
    expect(clean(`<p>a</p><iframe src="${src}"></iframe><p>b</p>`)).toBe('<p>a</p><p>b</p>');
  });

  it('drops srcdoc frames and whatever a trusted frame would inline', () => {
    const out = clean(
      '<iframe src="https://player.vimeo.com/video/1" srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(out).not.toContain('srcdoc');
  });

  it('keeps alignment and colour styles, nothing else of a style attribute', () => {
    const out = clean(
      '<p style="text-align: center; color: #cf2e2e; position: fixed; background-image: url(https://t.example/x)">Red</p>' +
        '<span style="background-color: rgb(255, 255, 0); font-weight: bold">Mark</span>' +
        '<div style="behavior: url(x.htc); width: expression(alert(1))">X</div>',
    );
    expect(out).toContain('<p style="text-align: center; color: rgb(207, 46, 46)">Red</p>');
    expect(out).toContain(
      '<span style="background-color: rgb(255, 255, 0); font-weight: bold">Mark</span>',
    );
    expect(out).toContain('<div>X</div>');
    expect(out).not.toMatch(/url\(|expression|position/);
  });

  it('keeps WordPress alignment classes', () => {
    expect(clean('<p class="has-text-align-center aligncenter">x</p>')).toBe(
      '<p class="has-text-align-center aligncenter">x</p>',
    );
  });

  it('keeps target=_blank with rel=noopener, drops other targets', () => {
    expect(clean('<a href="https://a.example/" target="_blank">a</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(clean('<a href="https://a.example/" target="_blank" rel="nofollow">a</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="nofollow noopener noreferrer">a</a>',
    );
    expect(clean('<a href="https://a.example/" target="_top">a</a>')).toBe(
      '<a href="https://a.example/">a</a>',
    );
  });

  it('keeps SVG drawings and MathML, made safe', () => {
    const svg = clean(
      '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script>' +
        '<circle cx="5" cy="5" r="4" fill="red"></circle>' +
        '<a href="javascript:alert(1)"><text x="1" y="9">t</text></a>' +
        '<foreignObject><img src="x" onerror="alert(1)"></foreignObject></svg>',
    );
    expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="red"></circle>');
    expect(svg).toContain('<text x="1" y="9">t</text>');
    expect(svg).not.toMatch(/onload|script|javascript:|foreignObject|onerror/i);
    const math = clean(
      '<math><mfrac><mi>a</mi><mn>2</mn></mfrac><maction actiontype="statusline" onclick="x()"><mi>b</mi></maction></math>',
    );
    expect(math).toContain('<math><mfrac><mi>a</mi><mn>2</mn></mfrac>');
    expect(math).not.toContain('onclick');
  });

  it('drops forms, objects and style sheets', () => {
    expect(
      clean(
        '<style>body{display:none}</style><form action="https://x"><input name="p"></form><object data="x.swf"></object><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });
});

describe('sanitizeForPublish: what we write to WordPress', () => {
  it('drops scripts, handlers and non-http(s) links, entity-encoded ones included', () => {
    const out = sanitizeForPublish(
      [
        '<p onclick="steal()">Text</p>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">a</a>',
        '<a href="jav&#x61;script:alert(1)">b</a>',
        '<a href="data:text/html,<script>x</script>">c</a>',
        '<a href="vbscript:msgbox(1)">d</a>',
        '<svg onload="alert(1)"><circle r="1"/></svg>',
        '<iframe src="javascript:alert(1)"></iframe>',
        '<p style="color: red; background: url(javascript:x)">e</p>',
        '<!-- <script>not a block</script> -->',
      ].join(''),
    );
    expect(out).not.toMatch(/script|onerror|onclick|onload|javascript|vbscript|data:/i);
    expect(out).toContain('<p>Text</p>');
    expect(out).toContain('<p style="color: red">e</p>');
  });

  it('keeps what a post is made of: block delimiters, figures, srcset, galleries, embeds, http(s) and relative links', () => {
    const body = [
      '<!-- wp:image {"id":5,"sizeSlug":"large"} -->',
      '<figure class="wp-block-image size-large"><img src="https://x.test/a.jpg" alt="Boats" class="wp-image-5" srcset="https://x.test/a.jpg 1024w, https://x.test/b.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px"><figcaption>Boats &amp; nets</figcaption></figure>',
      '<!-- /wp:image -->',
      '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery"><figure class="wp-block-image"><img src="https://x.test/c.jpg" alt=""></figure></figure><!-- /wp:gallery -->',
      '<figure class="wp-block-embed"><iframe src="https://www.youtube.com/embed/abc"></iframe></figure>',
      '<p><a href="https://example.org/story">out</a> <a href="/local">in</a> <a href="#top">top</a> <a href="mailto:desk@example.org">mail</a> <a href="tel:+100">tel</a></p>',
    ].join('\n');
    const out = sanitizeForPublish(body);
    expect(out.startsWith('<!-- wp:image {"id":5,"sizeSlug":"large"} -->')).toBe(true);
    for (const kept of [
      '<!-- /wp:image -->',
      '<!-- wp:gallery {"linkTo":"none"} -->',
      'srcset="https://x.test/a.jpg 1024w, https://x.test/b.jpg 300w"',
      '<figcaption>Boats &amp; nets</figcaption>',
      'class="wp-block-gallery"',
      'src="https://www.youtube.com/embed/abc"',
      'href="https://example.org/story"',
      'href="/local"',
      'href="#top"',
    ]) {
      expect(out).toContain(kept);
    }
    // Only http(s) and relative addresses: mailto:, tel: and the like lose their link, not their text.
    expect(out).toContain('<a>mail</a>');
    expect(out).toContain('<a>tel</a>');
    expect(out).not.toContain('mailto:');
  });

  it('makes titles and SEO fields text: no tags, no control characters, entities as written', () => {
    expect(
      plainForPublish('Storm <script>alert(1)</script><b>day</b> &amp; night\u0000\u001b'),
    ).toBe('Storm day &amp; night');
    // A "<" the parser reads as text stays; one opening a tag takes the tag with it.
    expect(plainForPublish('5 < 10, x <3 y')).toBe('5 < 10, x <3 y');
    expect(plainForPublish('Storm <img src=x onerror=alert(1)')).toBe('Storm ');
  });
});

describe('sanitizeForPublish: a clean body keeps its bytes', () => {
  it('sends a body it had nothing to take out exactly as written, and re-serialises one it cleaned', () => {
    const clean =
      '<!-- wp:image {"id":5} -->\n<figure class="wp-block-image"><img src="https://x.test/a.jpg" alt="" class="wp-image-5" /></figure>\n<!-- /wp:image -->\n<p style="text-align:center">Boats &amp; nets</p>';
    expect(sanitizeForPublish(clean)).toBe(clean);
    const dirty = `${clean}<p style="color:red;background:url(javascript:x)">x</p>`;
    expect(sanitizeForPublish(dirty)).not.toContain('javascript');
    expect(sanitizeForPublish('<p onclick="x()">a</p>')).toBe('<p>a</p>');
    expect(sanitizeForPublish('<!-- note --><p>a</p>')).toBe('<p>a</p>');
  });
});
