import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded engine runs one statement at a time, in the order they are asked for. Twenty text
 * searches through their work gate still put dozens of statements ahead of a customer's page (one
 * search asks five categories at once, three statements each): the page waited 12–17 s behind them
 * (decision 0241). Here a statement of heavy work waits for its turn in a lane of its own: it goes to
 * the engine only when no other heavy statement and no customer's statement is there, so a customer's
 * statement has at most one heavy statement ahead of it.
 *
 * `isHeavy` says whether the caller's statement is heavy work (asked at the call, so it reads the
 * caller's async context). A transaction takes its lane as one statement would, for as long as it
 * runs; the statements inside it go through the transaction's own handle and are not held here (the
 * transaction already has the engine to itself).
 */
export function withStatementLanes(client: PGlite, isHeavy: () => boolean): PGlite {
  let customerStatements = 0;
  let heavyRunning = false;
  const heavyWaiting: (() => void)[] = [];

  let scheduled = false;
  const startHeavy = () => {
    scheduled = false;
    if (heavyRunning || customerStatements > 0) return;
    const next = heavyWaiting.shift();
    if (next) {
      heavyRunning = true;
      next();
    }
  };
  // The engine runs a statement inside the event loop's turn, and a waiting statement would start in
  // the same turn's microtasks: heavy statements back to back would never let a customer's request be
  // read. The next one starts after the loop has polled for I/O.
  const nextHeavy = () => {
    if (scheduled || heavyWaiting.length === 0) return;
    scheduled = true;
    setImmediate(startHeavy);
  };

  const inLane = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async function laned(...args: A): Promise<R> {
      if (!isHeavy()) {
        customerStatements++;
        try {
          return await run(...args);
        } finally {
          customerStatements--;
          nextHeavy();
        }
      }
      await new Promise<void>((resolve) => {
        heavyWaiting.push(resolve);
        nextHeavy();
      });
      try {
        return await run(...args);
      } finally {
        heavyRunning = false;
        nextHeavy();
      }
    };

  client.query = inLane(client.query.bind(client)) as PGlite["query"];
  client.exec = inLane(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = inLane(client.transaction.bind(client)) as PGlite["transaction"];
  return client;
}
