import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Website } from './website.entity';

/** A user assigned to a website, either can-write or view-only. */
@Entity('website_users')
@Index(['userId', 'websiteId'])
export class WebsiteUser {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'boolean', default: false })
  canWrite: boolean;
}
