import { Button, Callout, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../api/articles';
import { MAX_SOURCES } from '../../../api/generation';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { useArticlesQuery } from '../../content';

/** What the picker shows of a chosen article (and, once picked here, its website). */
export type SourceArticle = Pick<Article, 'id' | 'title'> & Partial<Pick<Article, 'websiteId'>>;

interface SourcePickerProps {
  selected: SourceArticle[];
  onChange: (articles: SourceArticle[]) => void;
  /** How many may be chosen (sources: 3; the article to change: 1). */
  max: number;
  id: string;
  testId: string;
  placeholder: string;
  /** Shown refused from the start (more articles were selected than may be taken). */
  refusedAtFirst?: string | null;
  /** Only this website's articles are listed; null: no website yet (the picker waits). Left out: every website's. */
  websiteId?: number | null;
}

/** Articles found by title words; a choice beyond `max` is refused with the API's words. */
export function SourcePicker({
  selected,
  onChange,
  max,
  id,
  testId,
  placeholder,
  refusedAtFirst = null,
  websiteId,
}: SourcePickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState(false);
  const [cut, setCut] = useState(refusedAtFirst);
  const blocked = websiteId === null;
  const found = useArticlesQuery(
    {
      page: 1,
      perPage: 10,
      // Typed text: the best matches first (the same search as the Articles page).
      sortBy: query.trim() ? 'relevance' : 'modifiedAt',
      sortDir: 'desc',
      ...(websiteId ? { websiteId } : {}),
      ...(query.trim() ? { q: query.trim() } : {}),
    },
    { enabled: !blocked },
  );
  // A list kept from another website while the new one loads is not offered.
  const items = (found.data?.data ?? []).filter(
    (a) => websiteId === undefined || a.websiteId === websiteId,
  );
  const add = (article: Article | null) => {
    if (!article || selected.some((a) => a.id === article.id)) return;
    if (selected.length >= max) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setCut(null);
    onChange(max === 1 ? [article] : [...selected, article]);
  };
  return (
    <div data-testid={testId}>
      <EntitySuggest<Article>
        id={id}
        testId={`${testId}-suggest`}
        items={blocked ? [] : items}
        disabled={blocked}
        selected={null}
        keyOf={(a) => a.id}
        labelOf={(a) => a.title}
        detailOf={(a) => a.websiteName}
        onSelect={add}
        onQuery={setQuery}
        itemDisabled={(a) => selected.some((s) => s.id === a.id)}
        placeholder={placeholder}
        noResults={t('generation.noArticles')}
      />
      <div className="ams-generation-chosen">
        {selected.map((a) => (
          <Tag
            key={a.id}
            minimal
            large
            onRemove={() => {
              setRefused(false);
              setCut(null);
              onChange(selected.filter((s) => s.id !== a.id));
            }}
            data-testid={`${testId}-chosen`}
          >
            {a.title}
          </Tag>
        ))}
        {selected.length > 0 && max > 1 && (
          <Button minimal small text={t('generation.clearSources')} onClick={() => onChange([])} />
        )}
      </div>
      {refused ? (
        <Callout intent="warning" compact data-testid={`${testId}-refused`}>
          {t('errors.generation.too_many_sources', { count: MAX_SOURCES })}
        </Callout>
      ) : (
        // The selection was cut to the limit: said as what happened, not as an error to fix.
        cut && (
          <Callout intent="primary" compact data-testid={`${testId}-cut`}>
            {cut}
          </Callout>
        )
      )}
    </div>
  );
}
