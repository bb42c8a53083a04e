import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { applyServerErrors } from "./server-field-errors.ts";

const badRequest = (issues: { field: string; message: string }[]) =>
  new ApiError(400, "VALIDATION_FAILED", `${issues[0].field}: ${issues[0].message}`, { issues });

describe("server field errors on a form", () => {
  it("puts each issue of a 400 on the field it names, without the body prefix", () => {
    const set: [string, string][] = [];
    const unplaced = applyServerErrors(
      badRequest([
        { field: "body.name", message: "Required" },
        { field: "body.address.city", message: "Too long" },
      ]),
      (name, error) => set.push([name, error.message ?? ""]),
      ["name", "address"],
    );
    expect(set).toEqual([
      ["name", "Required"],
      ["address", "Too long"],
    ]);
    expect(unplaced).toBeNull();
  });

  it("answers the message of an issue no field of the form shows", () => {
    const unplaced = applyServerErrors(badRequest([
      { field: "body.planType", message: "Invalid option" },
    ]), () => {}, ["name"]);
    expect(unplaced).toBe("body.planType: Invalid option");
  });

  it("answers the message of any other error", () => {
    const unplaced = applyServerErrors(new ApiError(
      409,
      "CONFLICT",
      "This cannot be done while the status is approved.",
    ), () => {}, ["name"]);
    expect(unplaced).toBe("This cannot be done while the status is approved.");
  });
});
