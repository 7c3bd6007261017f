import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { DestinationRow } from './destination-row';

/**
 * Writing a post on a destination once, its Yoast meta (functions of their own) and the
 * destination's row of it: shared by cloning and generation.
 */
@Module({
  imports: [ArticlesModule],
  providers: [DestinationRow],
  exports: [DestinationRow],
})
export class PublishingModule {}
