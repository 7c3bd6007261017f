import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Website } from '../../websites/entities/website.entity';

/** A website's tracking key: the random public id its snippet sends (never its numeric id). */
@Entity('analytics_sites')
@Index('uq_analytics_sites_public', ['publicId'], { unique: true })
export class AnalyticsSite {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @OneToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @Column({ type: 'char', length: 24 })
  publicId: string;
}
