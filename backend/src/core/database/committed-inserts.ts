import type {
  DataSource,
  EntitySubscriberInterface,
  EntityTarget,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

const PENDING = Symbol('committed-inserts.pending');
type Carrier = QueryRunner & { [PENDING]?: Map<EntityTarget<unknown>, unknown[]> };

/**
 * Calls `listener` with the rows of `entity` inserted by a transaction once it commits (a row
 * inserted outside a transaction: at once), never with those of a transaction rolled back.
 */
export function onCommittedInserts<T extends ObjectLiteral>(
  db: DataSource,
  entity: EntityTarget<T>,
  listener: (rows: T[]) => void,
): void {
  const subscriber: EntitySubscriberInterface<T> = {
    listenTo: () => entity as never,
    afterInsert(event: InsertEvent<T>) {
      const runner = event.queryRunner as Carrier;
      if (!runner.isTransactionActive) return listener([event.entity]);
      const pending = (runner[PENDING] ??= new Map());
      pending.set(entity, [...(pending.get(entity) ?? []), event.entity]);
    },
    afterTransactionCommit(event: TransactionCommitEvent) {
      const runner = event.queryRunner as Carrier;
      // A savepoint released inside a transaction: its rows wait for the outer commit.
      if (runner.isTransactionActive) return;
      const rows = runner[PENDING]?.get(entity) as T[] | undefined;
      runner[PENDING]?.delete(entity);
      if (rows?.length) listener(rows);
    },
    afterTransactionRollback(event: TransactionRollbackEvent) {
      // Back to a savepoint the outer transaction goes on: its rows (and the inner ones, which
      // cannot be told apart) are reported at its commit, a listener hearing once too often
      // rather than missing a row.
      if (!event.queryRunner.isTransactionActive)
        (event.queryRunner as Carrier)[PENDING]?.delete(entity);
    },
  };
  db.subscribers.push(subscriber);
}
