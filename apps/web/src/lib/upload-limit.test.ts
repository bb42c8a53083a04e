import { UPLOAD_MAX_BYTES } from "@strata/core";
import { describe, expect, it } from "vitest";
import { oversizedMessage, UPLOAD_LIMIT_TEXT } from "./upload-limit.ts";

const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe("the upload limit as users read it", () => {
  it("names the limit in megabytes", () => {
    expect(UPLOAD_LIMIT_TEXT).toBe("10 MB");
  });

  it("lets a file at the limit through and names a larger one with its size and the limit", () => {
    expect(oversizedMessage(fileOf("thesis.pdf", UPLOAD_MAX_BYTES))).toBeNull();
    expect(oversizedMessage(fileOf("thesis.pdf", 12 * 1024 * 1024))).toBe(
      "“thesis.pdf” is 12 MB, larger than the upload limit of 10 MB. Choose a smaller file or compress it.",
    );
  });

  it("reads another call's limit when given one", () => {
    expect(oversizedMessage(fileOf("wells.csv", 9 * 1024 * 1024), 8 * 1024 * 1024)).toContain(
      "larger than the upload limit of 8 MB",
    );
  });
});
