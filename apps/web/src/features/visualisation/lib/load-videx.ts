export type Videx = typeof import("@equinor/videx-wellog");

let loading: Promise<Videx> | null = null;
let loaded: Videx | null = null;

/** videx-wellog if it has loaded already: the tracks then draw in their first commit, not a frame later. */
export const loadedVidex = (): Videx | null => loaded;

/**
 * videx-wellog and its styles, fetched only when a well log opens (its own chunk, ~40 kB), once: the
 * route's loader starts it alongside the page's chunk, and the tracks take the same promise.
 */
export function loadVidex(): Promise<Videx> {
  if (!loading) {
    loading = Promise.all([
      import("@equinor/videx-wellog"),
      import("@equinor/videx-wellog/dist/styles/styles.css"),
    ]).then(([videx]) => {
      loaded = videx;
      return videx;
    });
    // A failed fetch (a new deployment, the network) is tried again by the next viewer, not kept.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
