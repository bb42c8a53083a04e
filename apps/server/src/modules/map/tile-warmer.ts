import { MAP_LAYERS, type MapLayer, type MapTile } from "@strata/core";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { mapDataVersions } from "../../db/schema/index.ts";
import type { MapTiles, TileLayer } from "./tiles.ts";

export interface TileWarmingOptions {
  /** Tiles of zoom 0 to this one are made ahead; below 0 nothing is. */
  maxZoom: number;
  /** How often the layers' data versions are read (a change made by any instance is seen). */
  pollMs: number;
  /** How long a layer's version must stand before its tiles are made (a bulk upload raises it often). */
  quietMs: number;
}

/** One warm-up of a layer's tiles as of one data version. */
export interface WarmRun {
  layer: MapLayer;
  version: number;
  /** Tiles made (or found in the cache) so far. */
  tiles: number;
  status: "waiting" | "running" | "done" | "cancelled";
  startedAt?: number;
  endedAt?: number;
}

type Item = { source: TileLayer; tile: MapTile; run: WarmRun; signal: AbortSignal };

/** The tile layers made from a map layer's data: the blocks also feed the bid-round blocks. */
const sourcesOf = (layer: MapLayer): TileLayer[] =>
  layer === "blocks" ? [{ layer }, { layer: "bid-blocks" }] : [{ layer }];

/** Runs kept for status and tests: the last few. */
const RUNS_KEPT = 50;

/**
 * Makes the low-zoom tiles of a layer ahead, into this instance's tile cache, whenever the layer's
 * data version rises (and at start), so that a user opening the map at country zoom after a
 * publish is answered from the cache instead of waiting seconds for dense tiles.
 *
 * From tile 0/0/0 down, a tile's four children are made only when it carries a feature: the
 * work follows the data's extent. Tiles are made one at a time, lowest zoom first across every
 * layer waiting, so the country view is ready before the zooms below it. A layer's version must
 * stand for `quietMs` first, and a newer version cancels the older one's warm-up (the tiles not
 * yet made are dropped): publishes in a row make one warm-up, not one each.
 */
export class TileWarmer {
  /** The newest version seen per layer. */
  private readonly seen = new Map<MapLayer, number>();
  private readonly current = new Map<MapLayer, { run: WarmRun; controller: AbortController }>();
  private readonly quiet = new Map<MapLayer, NodeJS.Timeout>();
  private readonly queue: Item[] = [];
  private readonly history: WarmRun[] = [];
  private working: Promise<void> | null = null;
  private poller: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly tiles: MapTiles,
    private readonly options: TileWarmingOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.stopped = false;
    void this.check();
    this.poller = setInterval(() => void this.check(), this.options.pollMs);
    this.poller.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    for (const timer of this.quiet.values()) clearTimeout(timer);
    this.quiet.clear();
    for (const { run, controller } of this.current.values()) this.cancel(run, controller);
    this.queue.length = 0;
    await this.checking;
    await this.working;
  }

  /** Reads every layer's data version and warms the layers whose version rose. */
  check(): Promise<void> {
    this.checking ??= (async () => {
      try {
        const rows = await this.db
          .select({ layer: mapDataVersions.layer, version: mapDataVersions.version })
          .from(mapDataVersions);
        const versions = new Map(rows.map((r) => [r.layer, Number(r.version)]));
        for (const layer of MAP_LAYERS) this.saw(layer, versions.get(layer) ?? 0);
      } catch (err) {
        if (!this.stopped) this.log.warn({ err }, "map data versions could not be read for tile warming");
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /** A layer's data version as just read (by the poll or a tile request): a newer one is warmed. */
  saw(layer: MapLayer, version: number) {
    if (this.stopped || this.options.maxZoom < 0) return;
    if ((this.seen.get(layer) ?? -1) >= version) return;
    this.seen.set(layer, version);
    const older = this.current.get(layer);
    if (older) this.cancel(older.run, older.controller);
    const run: WarmRun = { layer, version, tiles: 0, status: "waiting" };
    const controller = new AbortController();
    this.current.set(layer, { run, controller });
    this.remember(run);
    clearTimeout(this.quiet.get(layer));
    this.quiet.set(
      layer,
      setTimeout(() => {
        this.quiet.delete(layer);
        if (controller.signal.aborted) return;
        run.status = "running";
        run.startedAt = performance.now();
        for (const source of sourcesOf(layer)) {
          this.queue.push({ source, tile: { z: 0, x: 0, y: 0 }, run, signal: controller.signal });
        }
        this.work();
      }, this.options.quietMs),
    );
  }

  /** Resolves once nothing waits or runs (tests and the benchmark). */
  async idle(): Promise<void> {
    for (;;) {
      await this.checking;
      if (this.working) await this.working;
      else if (this.quiet.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      else return;
    }
  }

  /** The latest warm-ups, oldest first. */
  runs(): readonly WarmRun[] {
    return this.history;
  }

  private remember(run: WarmRun) {
    this.history.push(run);
    if (this.history.length > RUNS_KEPT) this.history.shift();
  }

  private cancel(run: WarmRun, controller: AbortController) {
    controller.abort();
    if (run.status === "waiting" || run.status === "running") {
      run.status = "cancelled";
      run.endedAt = performance.now();
    }
  }

  private work() {
    this.working ??= this.drain().finally(() => {
      this.working = null;
    });
  }

  private async drain() {
    for (;;) {
      const item = this.next();
      if (!item) return;
      const { source, tile, run, signal } = item;
      try {
        const made = await this.tiles.tile(source, tile, run.version);
        run.tiles++;
        if (made.features > 0 && tile.z < this.options.maxZoom && !signal.aborted) {
          const [z, x, y] = [tile.z + 1, tile.x * 2, tile.y * 2];
          for (const [dx, dy] of [
            [0, 0],
            [1, 0],
            [0, 1],
            [1, 1],
          ]) {
            this.queue.push({ source, tile: { z, x: x + dx, y: y + dy }, run, signal });
          }
        }
      } catch (err) {
        if (this.stopped) return;
        this.log.warn({ err, layer: source.layer, tile }, "a map tile could not be made ahead");
      }
      if (!signal.aborted && !this.queue.some((i) => i.run === run)) this.finish(run);
    }
  }

  /** The waiting tile of the lowest zoom (first queued among equals); cancelled ones dropped. */
  private next(): Item | undefined {
    let best = -1;
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i].signal.aborted) this.queue.splice(i, 1);
    }
    for (let i = 0; i < this.queue.length; i++) {
      if (best < 0 || this.queue[i].tile.z < this.queue[best].tile.z) best = i;
    }
    return best < 0 ? undefined : this.queue.splice(best, 1)[0];
  }

  private finish(run: WarmRun) {
    run.status = "done";
    run.endedAt = performance.now();
    this.log.info(
      {
        layer: run.layer,
        version: run.version,
        tiles: run.tiles,
        ms: Math.round(run.endedAt - (run.startedAt ?? 0)),
      },
      "map tiles made ahead",
    );
  }
}
