import { useCallback, useState } from "react";

/** An upload in progress as a screen shows it: the file's name and the share of it sent (0–1). */
export interface UploadState {
  name: string;
  fraction: number;
}

/**
 * The state behind an UploadProgress: `track(file)` starts at 0 % and answers the `onProgress` to
 * give api.postForm; `done()` clears it when the answer (or an error) has come.
 */
export function useUploadProgress() {
  const [current, setCurrent] = useState<UploadState | null>(null);
  const track = useCallback((file: File) => {
    setCurrent({ name: file.name, fraction: 0 });
    return (fraction: number) => setCurrent({ name: file.name, fraction });
  }, []);
  const done = useCallback(() => setCurrent(null), []);
  return { current, track, done };
}
