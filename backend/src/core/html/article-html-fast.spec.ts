import { plainBody, sanitizeArticleHtml, sanitizeWithDom } from './article-html';

/** A seeded pseudo-random generator: the same bodies on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const PIECES = [
  'Lorem ipsum dolor sit amet',
  ' ',
  '\n',
  '\n\n',
  'Tom &amp; Jerry&#8217;s',
  '&#8220;quoted&#8221;',
  '&hellip;',
  '&nbsp;',
  '\u00a0',
  'a > b',
  '&#x1F600;',
  '😀 emoji',
  'עברית',
  '&#128;',
  '&notit;',
  '&Eacute;',
  'R&D',
  '&',
  '<',
  '&#0;',
  '"quotes" and \'apostrophes\'',
  '<br>',
  '<br />',
  '<br/>',
  '</br>',
  '<!-- comment -->',
  '<p>',
  '</p>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<h2>',
  '</h2>',
  '<ul>',
  '</ul>',
  '<li>',
  '</li>',
  '<blockquote>',
  '</blockquote>',
  '<P>',
  '<p class="x">',
  '<script>',
  '<span>',
  '</span>',
  '<code>',
  '</code>',
  '\t',
  '\r\n',
];

/** Well-formed plain bodies, as WordPress renders most posts. */
function plain(rnd: () => number): string {
  const phrase = () => {
    const text = ['Lorem ipsum', 'Tom &amp; Jerry&#8217;s', 'a &gt; b', '&#8230;', 'x\u00a0y'][
      Math.floor(rnd() * 5)
    ]!;
    const tag = ['', 'strong', 'em', 'b', 'i', 'code', 'sup'][Math.floor(rnd() * 7)]!;
    return tag ? `<${tag}>${text}</${tag}>` : text;
  };
  const block = (): string => {
    const kind = Math.floor(rnd() * 5);
    if (kind === 0) return `<ul>\n<li>${phrase()}</li>\n<li><p>${phrase()}</p></li>\n</ul>`;
    if (kind === 1) return `<blockquote><p>${phrase()}<br>${phrase()}</p></blockquote>`;
    if (kind === 2) return `<h3>${phrase()}</h3>`;
    return `<p>${phrase()} ${phrase()}</p>`;
  };
  return Array.from({ length: 1 + Math.floor(rnd() * 5) }, block).join('\n\n');
}

describe('the plain-body fast path', () => {
  it('takes the bodies most posts have', () => {
    const body = '<p>One &amp; two&#8217;s</p>\n\n<p>Three <strong>four</strong><br />five</p>';
    expect(plainBody(body)).toBe(
      '<p>One &amp; two’s</p>\n\n<p>Three <strong>four</strong><br>five</p>',
    );
    expect(sanitizeArticleHtml(body)).toBe(sanitizeWithDom(body));
  });

  it('leaves anything else to the full sanitiser', () => {
    for (const body of [
      '<p onclick="x()">a</p>',
      '<script>alert(1)</script>',
      '<p>a<p>b',
      '<p><ul><li>x</li></ul></p>',
      '<!-- wp:paragraph --><p>x</p>',
      '<p>R&D</p>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
      '<p>a\r\nb</p>',
    ]) {
      expect({ body, fast: plainBody(body) }).toEqual({ body, fast: null });
    }
  });

  it('gives exactly what the full sanitiser gives, on thousands of generated bodies', () => {
    const rnd = random(7);
    let fast = 0;
    for (let i = 0; i < 3000; i++) {
      const body =
        i % 2 === 0
          ? plain(rnd)
          : Array.from(
              { length: 1 + Math.floor(rnd() * 12) },
              () => PIECES[Math.floor(rnd() * PIECES.length)]!,
            ).join('');
      const quick = plainBody(body);
      if (quick === null) continue;
      fast++;
      expect({ body, out: quick }).toEqual({ body, out: sanitizeWithDom(body) });
    }
    // Most well-formed bodies take the fast path.
    expect(fast).toBeGreaterThan(1500);
  });
});
