import { Injectable, Logger } from '@nestjs/common';
import type { ArticleUpsert } from '../articles/article-store.repository';
import type { WrittenOrigin } from '../articles/articles.repository';
import { ArticlesService } from '../articles/articles.service';

/**
 * The destination's row of a post a workflow wrote (a clone, a generated article): saved as an
 * article of that website at once, so lists show it before the next sync. A row that cannot be
 * saved is not a failure of the workflow: the post exists in WordPress, and the website's next
 * sync brings its row.
 */
@Injectable()
export class DestinationRow {
  private readonly logger = new Logger(DestinationRow.name);

  constructor(private readonly articles: ArticlesService) {}

  /** The article's id, or null when the row could not be saved now. */
  save(websiteId: number, row: ArticleUpsert, origin: WrittenOrigin): Promise<number | null> {
    return this.articles.saveWrittenPost(websiteId, row, origin).catch((error: Error) => {
      this.logger.warn(
        `Could not save the article row of post ${row.remoteId} on website ${websiteId}: ${error.message}`,
      );
      return null;
    });
  }
}
