import { DomainException } from '../core/http/domain-error';
import { keepingMedia, mediaChange, mediaOf } from './article-media';

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

describe('keepingMedia', () => {
  const source = '<p><a href="https://a.example/x">x</a><img src="https://a.example/1.jpg"></p>';
  const kept =
    '<p>Nuovo <a href="https://a.example/x">x</a><img src="https://a.example/1.jpg"></p>';
  const lost = '<p>Nuovo testo</p>';

  it('asks once when the answer keeps every image and link', async () => {
    const notes: string[] = [];
    const answer = await keepingMedia(
      source,
      (note) => (notes.push(note), Promise.resolve(kept)),
      String,
    );
    expect(answer).toBe(kept);
    expect(notes).toEqual(['']);
  });

  it('asks once more naming what was lost, and takes the mended answer', async () => {
    const answers = [lost, kept];
    const notes: string[] = [];
    const answer = await keepingMedia(
      source,
      (note) => (notes.push(note), Promise.resolve(answers.shift()!)),
      String,
    );
    expect(answer).toBe(kept);
    expect(notes[1]).toContain('lost or changed the image or link https://a.example/');
  });

  it('refuses a second answer that still loses one, naming it', async () => {
    const refusal = await keepingMedia(source, () => Promise.resolve(lost), String).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(DomainException);
    expect(refusal).toMatchObject({ code: 'prompt.media_changed' });
  });

  it('asks once for a part with no body to keep', async () => {
    let asked = 0;
    await keepingMedia(null, () => (asked++, Promise.resolve(lost)), String);
    expect(asked).toBe(1);
  });
});
