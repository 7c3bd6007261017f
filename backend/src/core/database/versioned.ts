import { Column, type ObjectLiteral, type Repository } from 'typeorm';
import { Timestamped } from './timestamps';

/**
 * A record people edit in a form: `version` moves by one on every save through an edit (never on
 * background writes such as a sync time, which must not make an open form stale), with who saved
 * it and when. A save names the version its form was loaded with; a later one refuses it.
 */
export abstract class Versioned extends Timestamped {
  @Column({ type: 'int', default: 1 })
  version: number;

  /** Who saved the last edit (null: before versions existed, or a user since deleted). */
  @Column({ type: 'int', nullable: true })
  editedById: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  editedAt: Date | null;
}

export type VersionStamp = Pick<Versioned, 'version' | 'editedById' | 'editedAt'>;

/** A save through an edit form: the version it was loaded with (if the client sent one), and by whom. */
export interface Edit {
  version?: number;
  by: number;
}

/** The row changed between the check and the write (or was deleted): nothing was written. */
export class StaleVersionError extends Error {
  constructor() {
    super('The record changed before it could be saved.');
  }
}

/**
 * Writes `patch` as one edit: in the same statement it checks the version (when the edit names
 * one), moves it by one and stamps who and when, so two saves racing cannot both land. Throws
 * StaleVersionError when no row matched. Used by every repository that saves an edit form.
 */
export async function updateVersioned<T extends Versioned & ObjectLiteral>(
  repo: Repository<T>,
  id: number,
  patch: Partial<T>,
  edit: Edit,
): Promise<void> {
  const qb = repo
    .createQueryBuilder()
    .update()
    .set({
      ...(patch as object),
      version: () => 'version + 1',
      editedById: edit.by,
      editedAt: () => 'CURRENT_TIMESTAMP(3)',
    } as never)
    .where('id = :id', { id });
  if (edit.version !== undefined) qb.andWhere('version = :version', { version: edit.version });
  const result = await qb.execute();
  if (!result.affected) throw new StaleVersionError();
}
