import { Button, Checkbox, Icon, Tag } from '@blueprintjs/core';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../api/articles';
import { formatDateTimeInZone } from '../../../lib/intl';
import { abilityAtom } from '../../../state/abilityAtom';
import { selectedArticlesAtom } from '../../../state/selectedArticlesAtom';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { useLinkProps } from '../../../ui/useLinkProps';
import { ClonedFrom, logsPath, CloneActivity } from '../../cloning';
import { ArticleStatusTag } from '../../content';

interface ArticleColumnsOptions {
  /** The page shown: the header's box selects it. */
  rows: readonly Article[];
  /** Hidden on a website's own tab, where every row is of that website. */
  showWebsite: boolean;
  onOpen: (article: Article) => void;
  /** The clone jobs to show on each row, by source article. */
  cloneRuns: ReadonlyMap<number, number[]>;
}

/** The columns of spec §3 with row selection; the title opens the detail drawer. */
export function useArticleColumns({
  rows,
  showWebsite,
  onOpen,
  cloneRuns,
}: ArticleColumnsOptions): DataColumn<Article>[] {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const [selected, setSelected] = useAtom(selectedArticlesAtom);
  // What a selection is for (clone, generate from it) needs article write or create: a reader
  // gets no boxes that do nothing.
  const ability = useAtomValue(abilityAtom);
  const selectable = ability.can('write', 'article') || ability.can('create', 'article');

  return useMemo((): DataColumn<Article>[] => {
    const chosen = new Set(selected);
    const pageIds = rows.map((row) => row.id);
    const allOnPage = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
    const someOnPage = pageIds.some((id) => chosen.has(id));
    const toggle = (id: number, on: boolean) =>
      setSelected((current) =>
        on ? [...new Set([...current, id])] : current.filter((x) => x !== id),
      );
    const togglePage = (on: boolean) =>
      setSelected((current) =>
        on ? [...new Set([...current, ...pageIds])] : current.filter((id) => !pageIds.includes(id)),
      );
    /** On the website's clock, its zone named. */
    const date = (value: string | null, a: Article) =>
      value ? (
        formatDateTimeInZone(value, i18n.language, a.websiteTimezone)
      ) : (
        <span className="ams-muted">—</span>
      );
    const columns: (DataColumn<Article> | false)[] = [
      selectable && {
        id: 'select',
        title: t('articles.selectPage'),
        width: 44,
        interactive: true,
        header: () => (
          <Checkbox
            className="ams-select-box"
            checked={allOnPage}
            indeterminate={!allOnPage && someOnPage}
            aria-label={t('articles.selectPage')}
            data-testid="articles-select-page"
            onChange={(e) => togglePage(e.currentTarget.checked)}
          />
        ),
        render: (a) => (
          <Checkbox
            className="ams-select-box"
            checked={chosen.has(a.id)}
            aria-label={t('articles.selectOne', { title: a.title })}
            data-testid={`articles-select-${a.id}`}
            onChange={(e) => toggle(a.id, e.currentTarget.checked)}
          />
        ),
      },
      {
        id: 'title',
        title: t('articles.columns.title'),
        sortKey: 'title',
        width: 240,
        grow: 4,
        interactive: true,
        render: (a) => (
          <Button
            variant="minimal"
            size="small"
            alignText="start"
            ellipsizeText
            className="ams-article-title"
            icon={a.sticky ? 'pin' : a.passwordProtected ? 'lock' : undefined}
            text={a.title || t('articles.untitled')}
            title={a.title}
            data-testid={`articles-open-${a.id}`}
            onClick={() => onOpen(a)}
          />
        ),
      },
      // Beside the title: a clone's live state must show without scrolling sideways.
      {
        id: 'clones',
        priority: 9,
        title: t('articles.columns.clones'),
        width: 180,
        interactive: true,
        render: (a) => {
          const count = a.cloneCount > 0 && (
            <a {...link(logsPath(a.id))} data-testid={`articles-clone-count-${a.id}`}>
              {t('cloning.cloneCount', { count: a.cloneCount })}
            </a>
          );
          const runs = cloneRuns.get(a.id);
          if (runs?.length) return <CloneActivity articleId={a.id} jobIds={runs} after={count} />;
          return count ? (
            count
          ) : a.sourceChanged ? (
            <Tag minimal intent="warning">
              {t('cloning.sourceChanged')}
            </Tag>
          ) : (
            <span className="ams-muted">—</span>
          );
        },
      },
      showWebsite && {
        id: 'website',
        priority: 8,
        title: t('articles.columns.website'),
        width: 140,
        grow: 1,
        interactive: true,
        render: (a) => <a {...link(`/apps/websites/view/${a.websiteId}`)}>{a.websiteName}</a>,
      },
      {
        id: 'author',
        priority: 6,
        title: t('articles.columns.author'),
        width: 120,
        render: (a) => a.authorName ?? <span className="ams-muted">—</span>,
      },
      {
        id: 'status',
        title: t('articles.columns.status'),
        width: 110,
        render: (a) => <ArticleStatusTag status={a.status} />,
      },
      {
        id: 'createdAt',
        priority: 2,
        title: t('articles.columns.created'),
        sortKey: 'createdAt',
        width: 200,
        render: (a) => date(a.createdAt, a),
      },
      {
        id: 'publishedAt',
        priority: 1,
        title: t('articles.columns.published'),
        sortKey: 'publishedAt',
        width: 200,
        render: (a) => date(a.publishedAt, a),
      },
      {
        id: 'modifiedAt',
        priority: 7,
        title: t('articles.columns.modified'),
        sortKey: 'modifiedAt',
        width: 200,
        render: (a) => date(a.modifiedAt, a),
      },
      {
        id: 'clonedFrom',
        priority: 4,
        title: t('articles.columns.clonedFrom'),
        width: 160,
        interactive: true,
        render: (a) =>
          a.clonedFromId !== null ? (
            <ClonedFrom article={a} compact testId={`articles-cloned-from-${a.id}`} />
          ) : (
            <span className="ams-muted">—</span>
          ),
      },
      {
        id: 'assignedTo',
        priority: 5,
        title: t('articles.columns.assignedTo'),
        width: 120,
        render: (a) => a.assignedToName ?? <span className="ams-muted">—</span>,
      },
      {
        id: 'ai',
        priority: 3,
        title: t('articles.columns.ai'),
        width: 60,
        render: (a) =>
          a.generatedByAi ? (
            <Icon icon="tick" intent="primary" title={t('articles.aiGenerated')} />
          ) : (
            <span className="ams-muted">—</span>
          ),
      },
    ];
    return columns.filter((column): column is DataColumn<Article> => column !== false);
  }, [
    t,
    i18n.language,
    link,
    rows,
    selected,
    setSelected,
    showWebsite,
    onOpen,
    cloneRuns,
    selectable,
  ]);
}
