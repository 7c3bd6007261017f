import { imagesIn, planImages, rewriteImages, sizeVariantOf, variantsIn } from './clone-html';

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
        alt: 'A & B',
        caption: '',
      },
      {
        src: `${SRC}/loose.png`,
        srcset: [`${SRC}/loose-2x.png`],
        attachmentId: null,
        alt: '',
        caption: '',
      },
    ]);
  });

  it("takes each image's caption from its own figure, a gallery's images each from theirs", () => {
    const gallery = `<figure class="wp-block-gallery has-nested-images"><figure class="wp-block-image"><img src="${SRC}/g1.jpg" alt="First" class="wp-image-21"/><figcaption class="wp-element-caption">Boats &amp; <em>nets</em></figcaption></figure>
<figure class="wp-block-image"><img src="${SRC}/g2.jpg" alt="" class="wp-image-22"/></figure><figcaption class="blocks-gallery-caption">The whole gallery</figcaption></figure>
<figure class="wp-block-image"><img src="${SRC}/solo.jpg" alt="Київ"/><figcaption>Порт — القدس</figcaption></figure>`;
    expect(imagesIn(gallery).map(({ alt, caption }) => ({ alt, caption }))).toEqual([
      { alt: 'First', caption: 'Boats & nets' },
      { alt: '', caption: '' },
      { alt: 'Київ', caption: 'Порт — القدس' },
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

  it('tells a size of an upload from its full-size file', () => {
    expect(sizeVariantOf(`${SRC}/a-1024x683.jpg`)).toEqual({
      full: `${SRC}/a.jpg`,
      dimensions: '1024x683',
    });
    expect(sizeVariantOf(`${SRC}/a.jpg`)).toBeNull();
    expect(sizeVariantOf(`${SRC}/loose-2x.png`)).toBeNull();
    expect(variantsIn(body, `${SRC}/a.jpg`).sort()).toEqual(
      [`${SRC}/a-1024x683.jpg`, `${SRC}/a-150x150.jpg`, `${SRC}/a-300x200.jpg`].sort(),
    );
  });

  it('plans images from their own addresses, and looks up only the ones they say too little of', () => {
    // a.jpg: shown at a size, its full-size file linked; 40: the stored featured image.
    const plan = planImages(body, imagesIn(body), { id: 40, url: `${SRC}/f.jpg` });
    expect(plan.lookup).toEqual([]);
    expect(plan.known.get(12)?.url).toBe(`${SRC}/a.jpg`);
    expect(plan.known.get(12)?.variants).toHaveLength(3);
    expect(plan.known.get(40)).toEqual({ url: `${SRC}/f.jpg`, variants: [] });

    // Only sizes, the full-size file named nowhere (a `-scaled` original, say): looked up.
    const sized = `<img src="${SRC}/b-1024x683.jpg" class="wp-image-13" srcset="${SRC}/b-1024x683.jpg 1024w, ${SRC}/b-scaled.jpg 2560w">`;
    expect(planImages(sized, imagesIn(sized), null)).toEqual({ known: new Map(), lookup: [13] });
    // A featured image whose address was not stored, and one attachment with two addresses.
    const twice = `<img src="${SRC}/c.jpg" class="wp-image-14"><img src="${SRC}/d.jpg" class="wp-image-14">`;
    const lookedUp = planImages(twice, imagesIn(twice), { id: 40, url: null });
    expect(lookedUp.lookup.sort()).toEqual([14, 40]);
  });
});
