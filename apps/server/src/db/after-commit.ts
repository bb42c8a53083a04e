/**
 * Work that must wait for a transaction's commit (decision 0203): a job or an e-mail queued in a
 * transaction is invisible to the workers until the commit, so the wake that tells them must come
 * after it. `db.transaction` of every database the app opens (db/client.ts) keeps a list per
 * transaction and runs it once the transaction has committed; a rolled-back transaction runs
 * nothing. Savepoints (`tx.transaction`) share their outer transaction's list: what they queue
 * becomes visible only with the outer commit.
 */

/** The structural part of drizzle's database and transaction objects this module touches. */
interface Transactional {
  transaction(fn: (tx: never) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

const pending = new WeakMap<object, (() => void)[]>();

function track(tx: Transactional, callbacks: (() => void)[]): void {
  pending.set(tx, callbacks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((fn: (inner: Transactional) => Promise<unknown>, config?: unknown) =>
    savepoint(
      ((inner: Transactional) => {
        track(inner, callbacks);
        return fn(inner);
      }) as never,
      config,
    )) as Transactional["transaction"];
}

/** Makes `db.transaction` run the callbacks its transaction registered (`afterCommit`) once it commits. */
export function runAfterCommit<D extends object>(db: D): D {
  const target = db as unknown as Transactional;
  const original = target.transaction.bind(target);
  target.transaction = (async (fn: (tx: Transactional) => Promise<unknown>, config?: unknown) => {
    const callbacks: (() => void)[] = [];
    const result = await original(
      ((tx: Transactional) => {
        track(tx, callbacks);
        return fn(tx);
      }) as never,
      config,
    );
    for (const callback of callbacks) {
      try {
        callback();
      } catch (err) {
        // The transaction committed: its caller must get its answer whatever a callback does.
        console.error("after-commit callback failed", err);
      }
    }
    return result;
  }) as Transactional["transaction"];
  return db;
}

/**
 * Runs `fn` once `db`'s transaction commits, or now when `db` is no transaction (a statement
 * outside one commits by itself). Nothing runs if the transaction rolls back.
 */
export function afterCommit(db: object, fn: () => void): void {
  const callbacks = pending.get(db);
  if (callbacks) callbacks.push(fn);
  else fn();
}
