import { describe, expect, it } from "vitest";
import { copyTextTail, copyTextValue } from "./copy-text.ts";

describe("COPY's text format", () => {
  it("reads a field back: NULL, escapes undone, a literal backslash-N kept as text", () => {
    expect(copyTextValue("\\N")).toBeNull();
    expect(copyTextValue("plain")).toBe("plain");
    expect(copyTextValue("tab\\there\\nline\\rcr\\\\N\\b")).toBe("tab\there\nline\rcr\\N\b");
  });

  it("counts a batch's rows and reads its last row's first field, escaped or not", () => {
    expect(copyTextTail(Buffer.alloc(0))).toEqual({ rows: 0, lastFirst: null });
    expect(copyTextTail(Buffer.from("a\t1\nb\\tc\t2\n"))).toEqual({ rows: 2, lastFirst: "b\tc" });
    expect(copyTextTail(Buffer.from("só\n"))).toEqual({ rows: 1, lastFirst: "só" });
    expect(copyTextTail(Buffer.from("x\tline one\\nline two\n"))).toEqual({ rows: 1, lastFirst: "x" });
  });
});
