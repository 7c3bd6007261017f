import { Module } from '@nestjs/common';
import { WordPressClient } from './wordpress.client';

/** The WordPress REST API, spoken here only. Outbound calls go through the SSRF guard. */
@Module({ providers: [WordPressClient], exports: [WordPressClient] })
export class WordPressModule {}
