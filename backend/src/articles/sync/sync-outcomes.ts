import { Injectable, Logger } from '@nestjs/common';

/** A listener names only the outcomes it follows. */
export interface SyncOutcomeListener {
  /** A sync of this website stored changed posts (new ones, or edits WordPress dated later). */
  changed?(websiteId: number): Promise<unknown>;
}

/**
 * What the sync tells the domains built on articles once a run completed (cloning keeps the copies
 * that follow their source in step), so the sync never imports them. A listener's failure is
 * logged, never the sync's: the articles are stored already.
 */
@Injectable()
export class SyncOutcomes {
  private readonly logger = new Logger('Sync');
  private readonly listeners: SyncOutcomeListener[] = [];

  listen(listener: SyncOutcomeListener) {
    this.listeners.push(listener);
  }

  async changed(websiteId: number): Promise<void> {
    for (const listener of this.listeners) {
      await listener.changed?.(websiteId).catch((error: Error) => {
        this.logger.warn(`After the sync of website #${websiteId}: ${error.message}`);
      });
    }
  }
}
