import { AsyncLocalStorage } from "node:async_hooks";
import { serviceUnavailable } from "./errors.ts";

const gated = new AsyncLocalStorage<true>();
/** Whether the caller runs inside a work gate's `run`: heavy work (the embedded engine's lanes). */
export const inGatedWork = () => gated.getStore() === true;

/**
 * A bulkhead for one heavy kind of request (issue 24): at most `running` at once, at most `waiting`
 * queued behind them, and any more answered 503 at once. On the embedded database every statement
 * runs in turn, so twenty heavy requests in flight put twenty statements ahead of a customer's
 * page; through the gate at most `running` are.
 */
export function createWorkGate({
  running,
  waiting,
  what,
}: {
  running: number;
  waiting: number;
  what: string;
}) {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (queue.length >= waiting) {
          throw serviceUnavailable(`Too many ${what} are running; try again in a moment.`);
        }
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return await gated.run(true, work);
      } finally {
        release();
      }
    },
  };
}
