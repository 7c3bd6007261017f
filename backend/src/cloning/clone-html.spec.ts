import { imagesIn, rewriteImages } from './clone-html';

const SRC = 'https://source.example/wp-content/uploads/2026/11';
const DST = 'https://dest.example/wp-content/uploads/2026/11';

const body = `<!-- wp:image {"id":12,"sizeSlug":"large","linkDestination":"media"} -->
<figure class="wp-block-image size-large"><a href="${SRC}/a.jpg"><img src="${SRC}/a-1024x683.jpg" alt="A &amp; B" class="wp-image-12" srcset="${SRC}/a-1024x683.jpg 1024w, ${SRC}/a-300x200.jpg 300w, ${SRC}/a-150x150.jpg 150w" sizes="(max-width: 1024px) 100vw, 1024px"/></a></figure>
<!-- /wp:image -->
<p>Text <img src='${SRC}/loose.png' srcset='${SRC}/loose-2x.png 2x'> stays.</p>`;

describe('clone-html', () => {
  it('finds every image with its srcset and attachment id', () => {
    expect(imagesIn(body)).toEqual([
      {
        src: `${SRC}/a-1024x683.jpg`,
        srcset: [`${SRC}/a-1024x683.jpg`, `${SRC}/a-300x200.jpg`, `${SRC}/a-150x150.jpg`],
        attachmentId: 12,
      },
      { src: `${SRC}/loose.png`, srcset: [`${SRC}/loose-2x.png`], attachmentId: null },
    ]);
  });

  it('rewrites addresses, srcset, attachment ids and links; drops candidates it cannot map', () => {
    const out = rewriteImages(body, {
      urls: new Map([
        [`${SRC}/a.jpg`, `${DST}/a.jpg`],
        [`${SRC}/a-1024x683.jpg`, `${DST}/a-1024x683.jpg`],
        [`${SRC}/a-300x200.jpg`, `${DST}/a-300x200.jpg`],
        [`${SRC}/loose.png`, `${DST}/loose.png`],
      ]),
      ids: new Map([[12, 345]]),
    });
    expect(out).not.toContain('source.example');
    expect(out).toContain(
      '<!-- wp:image {"id":345,"sizeSlug":"large","linkDestination":"media"} -->',
    );
    expect(out).toContain(`<a href="${DST}/a.jpg">`);
    expect(out).toContain('class="wp-image-345"');
    expect(out).toContain(`srcset="${DST}/a-1024x683.jpg 1024w, ${DST}/a-300x200.jpg 300w"`);
    expect(out).toContain('alt="A &amp; B"');
    // A srcset with nothing left goes, with its sizes.
    expect(out).toContain(`<img src="${DST}/loose.png">`);
    // The rest is untouched.
    expect(out.replace(/dest\.example/g, 'source.example').replace(/345/g, '12')).toContain(
      '<p>Text ',
    );
  });

  it('leaves a body without images as it is', () => {
    const html = '<!-- wp:paragraph --><p>Plain &amp; simple</p><!-- /wp:paragraph -->';
    expect(rewriteImages(html, { urls: new Map(), ids: new Map() })).toBe(html);
  });
});
