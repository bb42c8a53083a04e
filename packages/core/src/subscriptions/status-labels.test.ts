import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, SUBSCRIPTION_STATUSES, USER_STATUSES } from "../enums.ts";
import { statusLabel, statusTone } from "./status-labels.ts";

describe("status labels", () => {
  it("reads the spec's status names as words, keeping LOA in capitals", () => {
    expect(statusLabel("pending_loa_clarification")).toBe("Pending LOA clarification");
    expect(statusLabel("cancel_request")).toBe("Cancel request");
    expect(statusLabel("request-clarification")).toBe("Request clarification");
  });

  it("shows only approved and active as success", () => {
    const all = [...new Set([...APPLICATION_STATUSES, ...SUBSCRIPTION_STATUSES, ...USER_STATUSES])];
    expect(all.filter((s) => statusTone(s) === "success")).toEqual(["approved", "active"]);
    expect(statusTone("approved")).toBe("success");
    expect(statusTone("rejected")).toBe("danger");
    expect(statusTone("pending_loa")).toBe("waiting");
  });
});
