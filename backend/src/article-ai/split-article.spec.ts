import type { DomainException } from '../core/http/domain-error';
import { splitArticle } from './answers';

const refusal = (answer: string) => {
  try {
    splitArticle(answer);
  } catch (error) {
    return (error as DomainException).code;
  }
  return null;
};

describe('splitArticle: the AI answer, strictly', () => {
  it('takes the first line as the title and the rest as the body', () => {
    expect(splitArticle('# Title: Storm day\n\n<p>The city counts.</p>')).toEqual({
      title: 'Storm day',
      html: '<p>The city counts.</p>',
    });
    expect(splitArticle('Storm day\n\nOne.\n\nTwo.').html).toBe('<p>One.</p>\n<p>Two.</p>');
  });

  it('refuses an answer of one line: nothing empty is ever sent', () => {
    expect(refusal('Echo: Topic: the storm. Source 1: Storm day 1 Facts.')).toBe(
      'generation.answer.no_body',
    );
    expect(refusal('Storm day\n\n<p> </p>')).toBe('generation.answer.no_body');
  });

  it('refuses a paragraph where the title should be, and an answer without a title', () => {
    expect(refusal(`${'The storm hit. '.repeat(20)}\n\n<p>Body.</p>`)).toBe(
      'generation.answer.no_title',
    );
    expect(refusal('')).toBe('generation.answer.no_title');
  });
});
