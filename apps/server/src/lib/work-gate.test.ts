import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { createWorkGate } from "./work-gate.ts";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("a work gate", () => {
  it("runs at most `running` at once, queues `waiting`, and refuses more with a 503 at once", async () => {
    const gate = createWorkGate({ running: 2, waiting: 1, what: "map selections" });
    let inFlight = 0;
    let most = 0;
    const blockers = [deferred(), deferred(), deferred()];
    const work = (i: number) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await blockers[i].promise;
      inFlight--;
      return i;
    };
    const started = [0, 1, 2].map((i) => gate.run(work(i)));
    const refused = await gate.run(work(0)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: "Too many map selections are running; try again in a moment.",
    });
    for (const b of blockers) b.resolve();
    expect(await Promise.all(started)).toEqual([0, 1, 2]);
    expect(most).toBe(2);
  });

  it("frees its place when the work fails", async () => {
    const gate = createWorkGate({ running: 1, waiting: 0, what: "exports" });
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
