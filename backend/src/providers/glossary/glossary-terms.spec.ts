import { protectTerms, toTsv } from './glossary-terms';

describe('protectTerms', () => {
  const entries = [
    { source: 'Daily Planet', target: 'Pianeta Quotidiano' },
    { source: 'Planet', target: 'Pianeta' },
    { source: 'C++', target: 'C++' },
  ];

  it('hides whole terms, longest first, and restores their required translations', () => {
    const p = protectTerms(
      ['The Daily Planet and the Planet', 'Planetary news in C++'],
      entries,
      'text',
    );
    expect(p.texts).toEqual(['The ⟦0⟧ and the ⟦1⟧', 'Planetary news in ⟦2⟧']);
    expect(p.restore(['Il ⟦0⟧ e il ⟦ 1 ⟧', 'Notizie planetarie in ⟦2⟧'])).toEqual([
      'Il Pianeta Quotidiano e il Pianeta',
      'Notizie planetarie in C++',
    ]);
  });

  it('leaves tags and attributes alone in HTML', () => {
    const p = protectTerms(['<a title="Planet">Planet</a>'], entries, 'html');
    expect(p.texts).toEqual(['<a title="Planet">⟦1⟧</a>']);
  });

  it('changes nothing without entries, and writes DeepL TSV on one line each', () => {
    expect(protectTerms(['Planet'], [], 'text').texts).toEqual(['Planet']);
    expect(toTsv([{ source: 'a\tb', target: 'c\nd' }])).toBe('a b\tc d');
  });
});
