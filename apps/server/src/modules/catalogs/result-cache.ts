import type { CatalogType } from "@strata/core";
import type { Database } from "../../db/client.ts";
import { sharedMapDataVersion } from "../../lib/map-data-version.ts";
import { VersionedCache } from "../../lib/versioned-cache.ts";

/** A page of records as the database gave them (before they are shaped for the API). */
type StoredRows = Record<string, unknown>[];

const PAGES_BYTES = 16 * 1024 * 1024;
const COUNTS_ENTRIES_BYTES = 1024 * 1024;
const FACETS_BYTES = 8 * 1024 * 1024;

/**
 * Search results and narrowed facet counts kept per category and data version: a word that most
 * records hold ("survey" in the 2D lines) is answered by reading and ranking every row, hundreds of
 * milliseconds at a million records, and the same popular searches and filters come back from many
 * users. A write to the category's table
 * raises its version in the same commit (migrations 0023, 0025), so a kept result is never served
 * after the data changed; each app instance keeps its own. Totals are kept apart from pages, so
 * turning the pages of a search counts its matches once.
 */
export class CatalogueResults {
  private readonly pages = new VersionedCache<StoredRows>(PAGES_BYTES, (rows) => JSON.stringify(rows).length);
  // A total is a number: its key is what it weighs.
  private readonly totals = new VersionedCache<number>(COUNTS_ENTRIES_BYTES, () => 256);
  private readonly facets = new VersionedCache<unknown>(
    FACETS_BYTES,
    (facets) => JSON.stringify(facets).length,
  );
  private readonly version: (type: CatalogType) => Promise<number>;

  constructor(db: Database) {
    this.version = sharedMapDataVersion(db);
  }

  /** The total of a search (`where` says which records match) as of the category's current data. */
  async total(type: CatalogType, where: string, count: () => Promise<number>): Promise<number> {
    return this.totals.get(`${type}|${where}`, await this.version(type), count);
  }

  /**
   * The facet counts of a search or a filter (`query` says which): counted live, they group every
   * matching row per facet column, up to 0.8 s under a broad filter at a million records.
   */
  async facetCounts<T>(type: CatalogType, query: string, count: () => Promise<T>): Promise<T> {
    return (await this.facets.get(`${type}|${query}`, await this.version(type), count)) as T;
  }

  /** A page of a search (`page` says which records match, their order, and which of them). */
  async page(type: CatalogType, page: string, read: () => Promise<StoredRows>): Promise<StoredRows> {
    return this.pages.get(`${type}|${page}`, await this.version(type), read);
  }
}
