/** What a file stream is made of: bytes, text (written as UTF-8), or a run of texts (its rows). */
export type ByteChunk = Buffer | string | Iterable<string>;

/**
 * Chunks in, buffers of at most `size` bytes out (larger only for bytes given whole, which pass as
 * they are). Each text is written straight into the buffer: no joined string, and no rope of a
 * batch's rows for V8 to keep and flatten — a row's text dies young, which keeps garbage collection
 * cheap over millions of rows. A run of texts is read one text at a time, as the buffers fill.
 */
export async function* bytePieces(chunks: AsyncIterable<ByteChunk>, size: number): AsyncGenerator<Buffer> {
  let piece = Buffer.allocUnsafe(size);
  let used = 0;
  for await (const chunk of chunks) {
    if (Buffer.isBuffer(chunk)) {
      if (used > 0) yield piece.subarray(0, used);
      piece = Buffer.allocUnsafe(size);
      used = 0;
      yield chunk;
      continue;
    }
    for (const text of typeof chunk === "string" ? [chunk] : chunk) {
      // A UTF-16 unit takes at most 3 bytes of UTF-8: text is written where it surely fits.
      if (used + text.length * 3 > size && used > 0) {
        yield piece.subarray(0, used);
        piece = Buffer.allocUnsafe(size);
        used = 0;
      }
      if (text.length * 3 > size) yield Buffer.from(text);
      else used += piece.write(text, used);
    }
  }
  if (used > 0) yield piece.subarray(0, used);
}

/**
 * Each batch's items mapped one at a time, as the stream takes them: a row's text is made just
 * before it is written and dies young, where mapping a whole batch at once would keep thousands
 * of rows alive long enough for V8 to copy them into its old generation.
 */
export async function* mapEach<T, U>(
  batches: AsyncIterable<Iterable<T>>,
  map: (item: T) => U,
): AsyncGenerator<Iterable<U>> {
  for await (const batch of batches) {
    yield (function* () {
      for (const item of batch) yield map(item);
    })();
  }
}
