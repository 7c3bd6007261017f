import type { EntityManager } from 'typeorm';
import type { AuditAction, AuditSubject } from './audit-vocabulary';
import { auditWords } from './audit-words';
import { AuditEntry, type AuditChange } from './entities/audit-entry.entity';
import { AuditWord } from './entities/audit-word.entity';

export * from './audit-vocabulary';

/** Who changed it and from where (the request's caller; null: the product itself). */
export interface AuditActor {
  id: number;
  email: string;
  ip?: string;
  userAgent?: string;
}

export interface AuditNote {
  subject: AuditSubject;
  subjectId: number | null;
  label: string;
  action: AuditAction;
  accountId: number | null;
  changes?: AuditChange[];
}

/** A change's trail entry: by whom, and what. */
export interface Audit {
  by: AuditActor | null;
  note: AuditNote;
}

/**
 * Writes the entry with the transaction's own manager, so the trail holds a change exactly when
 * the change itself is committed. Called by repositories inside their transactions.
 */
export async function writeAudit(
  manager: EntityManager,
  { by, note }: Audit,
  subjectId: number | null = note.subjectId,
): Promise<void> {
  const actorEmail = by?.email.slice(0, 190) ?? null;
  const label = note.label.slice(0, 200) || `#${subjectId ?? ''}`;
  const { identifiers } = await manager.insert(AuditEntry, {
    actorId: by?.id ?? null,
    actorEmail,
    ip: by?.ip?.slice(0, 45) ?? null,
    userAgent: by?.userAgent?.slice(0, 255) ?? null,
    accountId: note.accountId,
    subject: note.subject,
    subjectId,
    label,
    action: note.action,
    // A JSON column: TypeORM's deep-partial type cannot follow `unknown` values.
    changes: (note.changes ?? []) as never,
  });
  const entryId = String((identifiers[0] as { id: string | number }).id);
  const words = auditWords(label, actorEmail).map((word) => ({
    word,
    entryId,
    accountId: note.accountId,
  }));
  // IGNORE: the column's collation takes "café" and "cafe" for one word.
  if (words.length > 0) {
    await manager.createQueryBuilder().insert().into(AuditWord).values(words).orIgnore().execute();
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states, in `fields` order. `secrets` name fields whose
 * values must never be written: the entry says only that they changed.
 */
export function auditChanges<T extends object>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
  secrets: readonly (keyof T & string)[] = [],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (same(was, is)) continue;
    if (secrets.includes(field)) {
      changes.push({ field, secret: true });
    } else {
      changes.push({
        field,
        ...(before ? { before: was ?? null } : {}),
        ...(after ? { after: is ?? null } : {}),
      });
    }
  }
  return changes;
}

export type { AuditChange };
