import { mediaChange, mediaOf } from './article-media';

describe('article media', () => {
  const body =
    '<p>Read <a href="https://a.example/x">this</a>.</p><figure><img src="https://a.example/1.jpg" srcset="https://a.example/1-300.jpg 300w"></figure><img src="https://a.example/2.jpg">';

  it('lists image addresses and link targets once each', () => {
    expect(mediaOf(body + '<a href="https://a.example/x">again</a>')).toEqual({
      images: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
      links: ['https://a.example/x'],
    });
  });

  it('accepts a rewritten text that keeps them', () => {
    const rewritten =
      '<p>Leggi <a href="https://a.example/x">questo</a>.</p><figure><img src="https://a.example/1.jpg"></figure><p><img src="https://a.example/2.jpg"></p>';
    expect(mediaChange(body, rewritten)).toBeNull();
  });

  it('names what was lost, changed or added', () => {
    expect(mediaChange(body, body.replace('2.jpg', '3.jpg'))).toBe('https://a.example/2.jpg');
    expect(mediaChange(body, body.replace(/<a [^>]*>this<\/a>/, 'this'))).toBe(
      'https://a.example/x',
    );
    expect(mediaChange(body, body + '<a href="https://evil.example">spam</a>')).toBe(
      'https://evil.example',
    );
  });
});
