import type { ServerToClientEvents } from '@events';
import i18n from 'i18next';
import { navigate } from 'wouter/use-browser-location';
import { showToast } from '../../ui/toaster';

type ArticleAssigned = Parameters<ServerToClientEvents['article.assigned']>[0];

/** The articles assigned to the reader, as the Articles page's filter shows them. */
export const MY_ARTICLES_PATH = '/apps/articles/list?assignedTo=me';

/**
 * Someone assigned an article to the reader: told wherever they are, with the way to their list.
 * One toast per article (a second assignment of it replaces the first).
 */
export function announceAssignment({ articleId, title, websiteName, byName }: ArticleAssigned) {
  void showToast(
    {
      intent: 'primary',
      icon: 'person',
      timeout: 10_000,
      message: i18n.t('articles.assignee.assignedToYou', { name: byName, title, websiteName }),
      action: {
        text: i18n.t('articles.assignee.openMine'),
        onClick: () => navigate(MY_ARTICLES_PATH),
      },
    },
    `article-assigned-${articleId}`,
  );
}
