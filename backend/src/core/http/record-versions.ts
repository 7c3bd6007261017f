import { HttpException, Injectable } from '@nestjs/common';
import { PeopleDirectory } from '../access/people-directory';
import { StaleVersionError, type Edit, type VersionStamp } from '../database/versioned';
import { HTTP_ERRORS } from './http.errors';

/** What the 409 `record.changed` carries: the record as it is now, and who saved it when. */
export interface RecordChange {
  version: number;
  /** Who saved it meanwhile (null: unknown). */
  by: { id: number; name: string } | null;
  at: string | null;
  /** The record as its read route shows it now (the form shows the other's values from it). */
  record: unknown;
}

/** The record as it stands: its version stamp and its read view. */
export interface CurrentRecord {
  stamp: VersionStamp;
  record: unknown;
}

export class RecordChangedException extends HttpException {
  constructor(readonly changed: RecordChange) {
    const spec = HTTP_ERRORS.recordChanged;
    super({ code: spec.code, message: spec.message, changed }, spec.status);
  }
}

/**
 * Optimistic concurrency for every edit form, in one place: a save naming a version other than the
 * stored one is refused with 409 `record.changed` and the current record (nothing is written), and
 * the write itself checks the version again (see `updateVersioned`) so a save racing another
 * cannot slip in between.
 */
@Injectable()
export class RecordVersions {
  constructor(private readonly people: PeopleDirectory) {}

  /** Refuses `edit` when it names a version other than the loaded `stamp`'s (nothing written yet). */
  async check(edit: Edit, stamp: VersionStamp, current: () => Promise<CurrentRecord>) {
    if (edit.version !== undefined && edit.version !== stamp.version) {
      throw await this.refusal(await current());
    }
  }

  /**
   * Checks `edit` against the loaded `stamp`, then runs `write`; a stale version, before or during
   * the write, answers 409 with what `current` reads.
   */
  async save<T>(
    edit: Edit,
    stamp: VersionStamp,
    current: () => Promise<CurrentRecord>,
    write: () => Promise<T>,
  ): Promise<T> {
    await this.check(edit, stamp, current);
    try {
      return await write();
    } catch (error) {
      if (error instanceof StaleVersionError) throw await this.refusal(await current());
      throw error;
    }
  }

  async refusal({ stamp, record }: CurrentRecord): Promise<RecordChangedException> {
    const editor = await this.people.profile(stamp.editedById);
    return new RecordChangedException({
      version: stamp.version,
      by: editor ? { id: editor.id, name: editor.name } : null,
      at: stamp.editedAt?.toISOString() ?? null,
      record,
    });
  }
}
