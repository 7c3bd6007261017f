import {
  AnchorButton,
  Button,
  Classes,
  Drawer,
  DrawerSize,
  H5,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/errorText';
import { formatDateTimeInZone } from '../../../lib/intl';
import { DetailsTable } from '../../../ui/DetailsTable';
import { useArticleQuery, sanitizeArticleHtml, ArticleStatusTag } from '../../content';
import { ArticleClones } from '../../cloning';
import { ArticleReach } from '../../analytics';
import { abilityAtom } from '../../../state/abilityAtom';
import { ArticleSeo } from './ArticleSeo';
import { AssigneeSelect } from './AssigneeSelect';
import { PresenceAvatars } from '../../../ui/presence/PresenceAvatars';

interface ArticleDrawerProps {
  articleId: number | null;
  onClose: () => void;
}

/** An article as stored: meta, featured image, terms, SEO fields and the sanitised content. */
export function ArticleDrawer({ articleId, onClose }: ArticleDrawerProps) {
  const { t, i18n } = useTranslation();
  const article = useArticleQuery(articleId);
  const ability = useAtomValue(abilityAtom);
  const html = useMemo(
    () => (article.data ? sanitizeArticleHtml(article.data.contentHtml) : ''),
    [article.data],
  );
  const data = article.data;
  const muted = (text: string) => <span className="ams-muted">{text}</span>;
  /** On the website's clock, its zone named. */
  const siteTime = (iso: string | null) =>
    iso ? formatDateTimeInZone(iso, i18n.language, data?.websiteTimezone) : muted('—');

  let body;
  if (article.isPending) body = <Spinner aria-label={t('common.loading')} />;
  else if (article.isError || !data) {
    body = (
      <NonIdealState
        icon="error"
        title={t('articles.detailFailed')}
        description={errorMessage(t, article.error)}
        action={<Button text={t('common.retry')} onClick={() => void article.refetch()} />}
      />
    );
  } else {
    body = (
      <>
        <div className="ams-article-meta">
          <ArticleStatusTag status={data.status} />
          <Tag minimal icon="globe-network">
            {data.websiteName}
          </Tag>
          {data.authorName && (
            <Tag minimal icon="person">
              {data.authorName}
            </Tag>
          )}
          {data.sticky && (
            <Tag minimal intent="warning" icon="pin" data-testid="article-sticky">
              {t('articles.sticky')}
            </Tag>
          )}
          {data.passwordProtected && (
            <Tag minimal intent="warning" icon="lock" data-testid="article-protected">
              {t('articles.protected')}
            </Tag>
          )}
          {data.generatedByAi && (
            <Tag minimal intent="primary" icon="lab-test">
              {t('articles.aiGenerated')}
            </Tag>
          )}
          {data.deletedInWp && (
            <Tag minimal intent="danger">
              {t('articles.deletedInWp')}
            </Tag>
          )}
        </div>
        <AssigneeSelect article={data} canAssign={ability.can('write', 'article')} />
        <DetailsTable
          testId="article-facts"
          rowTestId="article-fact"
          rows={[
            [t('articles.slug'), data.slug || muted(t('articles.noSlug')), 'slug'],
            [t('articles.columns.created'), siteTime(data.createdAt), 'created'],
            [t('articles.columns.published'), siteTime(data.publishedAt), 'published'],
            [t('articles.columns.modified'), siteTime(data.modifiedAt), 'modified'],
          ]}
        />
        <AnchorButton
          icon="share"
          href={data.link}
          target="_blank"
          rel="noopener noreferrer"
          text={t('articles.openPost')}
          data-testid="article-link"
        />
        <ArticleClones article={data} />
        {ability.can('read', 'analytics') && <ArticleReach articleId={data.id} />}
        {data.featuredImageUrl ? (
          <img
            className="ams-article-image"
            src={data.featuredImageUrl}
            alt={t('articles.featuredImage')}
            data-testid="article-image"
          />
        ) : (
          <p className="ams-muted">{t('articles.noImage')}</p>
        )}
        <H5>{t('articles.terms')}</H5>
        <div className="ams-article-terms" data-testid="article-terms">
          {data.categories.length + data.tags.length === 0 && (
            <span className="ams-muted">{t('articles.noTerms')}</span>
          )}
          {data.categoryPaths.map((path) => {
            const name = path.join(' › ');
            return (
              <Tag key={`c-${name}`} minimal intent="primary" icon="folder-close">
                {name}
              </Tag>
            );
          })}
          {data.tags.map((name) => (
            <Tag key={`t-${name}`} minimal icon="tag">
              {name}
            </Tag>
          ))}
        </div>
        <H5>{t('articles.seo.title')}</H5>
        <ArticleSeo article={data} />
        <H5>{t('articles.excerpt')}</H5>
        <p data-testid="article-excerpt">
          {data.excerpt ??
            (data.excerptGenerated ? (
              <>
                {data.excerptGenerated} {muted(t('articles.excerptGenerated'))}
              </>
            ) : (
              muted(t(data.contentWithheld ? 'articles.contentWithheld' : 'articles.noExcerpt'))
            ))}
        </p>
        <H5>{t('articles.content')}</H5>
        {data.contentWithheld ? (
          <p className="ams-muted" data-testid="article-content">
            {t('articles.contentWithheld')}
          </p>
        ) : html.trim() ? (
          <div
            className="ams-article-content"
            data-testid="article-content"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="ams-muted" data-testid="article-content">
            {t('articles.noContent')}
          </p>
        )}
      </>
    );
  }

  return (
    <Drawer
      isOpen={articleId !== null}
      onClose={onClose}
      size={DrawerSize.STANDARD}
      icon="document"
      title={data?.title || t('articles.detailTitle')}
    >
      <div className={`${Classes.DRAWER_BODY} ams-article-drawer`} data-testid="article-drawer">
        <PresenceAvatars kind="article" id={articleId} />
        {body}
      </div>
    </Drawer>
  );
}
