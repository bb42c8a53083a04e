import { describe, expect, it } from "vitest";
import { PLANS } from "./plans.ts";
import { planMisfit, registrationOrganisationSchema, registrationUserFormSchema } from "./registration.ts";

const company = { kind: "company" as const, countryCode: "MY" };
const localInstitute = { kind: "institute" as const, countryCode: "MY" };
const foreignInstitute = { kind: "institute" as const, countryCode: "GB" };

describe("which organisation a plan is for", () => {
  it("offers academic, graduate and research plans to Malaysian institutes only", () => {
    for (const type of ["academic", "graduate", "research"] as const) {
      expect(planMisfit(PLANS[type], localInstitute)).toBeNull();
      expect(planMisfit(PLANS[type], company)).toMatch(/academic institutes/);
      expect(planMisfit(PLANS[type], foreignInstitute)).toMatch(/in Malaysia/);
    }
  });

  it("offers the international variants to institutes outside Malaysia only", () => {
    const plan = PLANS["international-research"];
    expect(planMisfit(plan, foreignInstitute)).toBeNull();
    expect(planMisfit(plan, localInstitute)).toMatch(/outside Malaysia/);
    expect(planMisfit(plan, company)).toMatch(/academic institutes/);
  });

  it("offers every other plan to either kind", () => {
    for (const type of ["basic", "standard", "premium", "bid-round", "vdr"] as const) {
      expect(planMisfit(PLANS[type], company)).toBeNull();
      expect(planMisfit(PLANS[type], foreignInstitute)).toBeNull();
    }
  });
});

describe("the wizard's forms", () => {
  it("names the confirmation when the passwords differ", () => {
    const result = registrationUserFormSchema.safeParse({
      name: "A",
      email: "a@example.test",
      password: "long enough",
      confirmPassword: "different",
    });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["confirmPassword"]);
  });

  it("needs a known company or a new company's name", () => {
    const base = { kind: "company", countryCode: "MY", registrationNumber: "1", address: "Here" };
    expect(registrationOrganisationSchema.safeParse(base).error?.issues[0].path).toEqual(["name"]);
    expect(registrationOrganisationSchema.safeParse({ ...base, name: "Newco" }).success).toBe(true);
    expect(registrationOrganisationSchema.safeParse({ ...base, knownCompanyId: "k1" }).success).toBe(true);
  });
});
