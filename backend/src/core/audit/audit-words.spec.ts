import { AUDIT_WORD_LENGTH, auditSearchWords, auditWords } from './audit-words';

describe('audit words', () => {
  it("cuts a record's name and its author's address into lowercased words, each once", () => {
    expect(auditWords('Café Kyiv — café desk', 'Ada.Admin@Example.com')).toEqual([
      'café',
      'kyiv',
      'desk',
      'ada',
      'admin',
      'example',
      'com',
    ]);
    expect(auditWords('Київ 24/7', null)).toEqual(['київ', '24', '7']);
  });

  it('keeps the start of a word too long for the index', () => {
    const [word] = auditWords('x'.repeat(80), null);
    expect(word).toHaveLength(AUDIT_WORD_LENGTH);
  });

  it("reads a search box's words longest first, at most five, none for punctuation alone", () => {
    expect(auditSearchWords('  de KYIV de ')).toEqual(['kyiv', 'de']);
    expect(auditSearchWords('a bb ccc dddd eeeee ffffff')).toEqual([
      'ffffff',
      'eeeee',
      'dddd',
      'ccc',
      'bb',
    ]);
    expect(auditSearchWords('%_')).toEqual([]);
  });
});
