import { inspectBody, MAX_BODY_DEPTH } from './body-shape';

describe('inspectBody', () => {
  it('passes ordinary bodies, tabs and line breaks included', () => {
    expect(inspectBody({ name: 'Zoë 🚀', text: 'a\tb\r\nc', list: [{ a: 1 }] })).toBeNull();
    expect(inspectBody('plain')).toBeNull();
  });

  it('names each field holding a lone surrogate or a control character', () => {
    expect(
      inspectBody({ email: 'x\ud800y', nested: { name: 'a\u0000b' }, list: ['\u001b[31m'] }),
    ).toEqual({
      kind: 'text',
      errors: {
        email: ['Must be valid Unicode text.'],
        'nested.name': ['Must not contain control characters.'],
        'list.0': ['Must not contain control characters.'],
      },
    });
  });

  it('refuses nesting past the limit without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inspectBody(deep)).toEqual({ kind: 'too-deep' });
    let fine: unknown = 1;
    for (let i = 0; i < MAX_BODY_DEPTH; i++) fine = { a: fine };
    expect(inspectBody(fine)).toBeNull();
  });
});
