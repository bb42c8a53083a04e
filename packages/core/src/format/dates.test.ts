import { describe, expect, it } from "vitest";
import {
  calendarDay,
  calendarDaysUntil,
  daysLeftText,
  formatDate,
  formatDateTime,
  formatMonth,
  getDisplayTimeZone,
  isCalendarDay,
  isTimeZoneChoice,
  setDisplayTimeZone,
  timeZoneAbbreviation,
  timeZoneChoices,
} from "./dates.ts";

describe("formatDate", () => {
  it("writes a moment as its day in Malaysia", () => {
    expect(formatDate("2026-11-27T07:04:00Z")).toBe("27 Nov 2026");
  });

  it("turns the day at 16:00 UTC, Malaysia's midnight", () => {
    expect(formatDate("2026-11-26T15:59:59.999Z")).toBe("26 Nov 2026");
    expect(formatDate("2026-11-26T16:00:00Z")).toBe("27 Nov 2026");
    expect(formatDate("2026-12-31T16:00:00Z")).toBe("1 Jan 2027");
  });

  it("writes a calendar day as it is, whatever the zone", () => {
    expect(formatDate("2026-03-01")).toBe("1 Mar 2026");
    expect(formatDate("2026-03-01", { timeZone: "America/Los_Angeles" })).toBe("1 Mar 2026");
  });

  it("uses the zone it is given", () => {
    expect(formatDate("2026-11-26T16:00:00Z", { timeZone: "UTC" })).toBe("26 Nov 2026");
  });

  it("writes September as Sep, not ICU's Sept", () => {
    expect(formatDate("2026-09-15T04:00:00Z")).toBe("15 Sep 2026");
  });

  it("takes a Date and epoch milliseconds alike", () => {
    const at = Date.UTC(2026, 0, 5, 2, 0);
    expect(formatDate(at)).toBe("5 Jan 2026");
    expect(formatDate(new Date(at))).toBe("5 Jan 2026");
  });

  it("shows a dash for no date and unreadable text as given", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("soon")).toBe("soon");
  });
});

describe("formatDateTime", () => {
  it("writes the time in Malaysia with its zone", () => {
    expect(formatDateTime("2026-11-27T07:04:00Z")).toBe("27 Nov 2026, 15:04 MYT");
  });

  it("is eight hours ahead of UTC all year (Malaysia keeps no summer time)", () => {
    expect(formatDateTime("2026-01-15T00:30:00Z")).toBe("15 Jan 2026, 08:30 MYT");
    expect(formatDateTime("2026-07-15T00:30:00Z")).toBe("15 Jul 2026, 08:30 MYT");
  });

  it("moves to the next day from 16:00 UTC, on a 24-hour clock", () => {
    expect(formatDateTime("2026-11-26T16:00:00Z")).toBe("27 Nov 2026, 00:00 MYT");
    expect(formatDateTime("2026-11-26T15:59:00Z")).toBe("26 Nov 2026, 23:59 MYT");
  });

  it("names another zone by its abbreviation or offset", () => {
    expect(formatDateTime("2026-11-27T07:04:00Z", { timeZone: "UTC" })).toBe("27 Nov 2026, 07:04 UTC");
    expect(formatDateTime("2026-11-27T07:04:00Z", { timeZone: "Asia/Tokyo" })).toBe(
      "27 Nov 2026, 16:04 GMT+9",
    );
  });

  it("shows a dash for no date", () => {
    expect(formatDateTime(null)).toBe("—");
  });
});

describe("formatMonth", () => {
  it("writes a month key, a day or a moment as month and year", () => {
    expect(formatMonth("2025-03")).toBe("Mar 2025");
    expect(formatMonth("2025-03-31")).toBe("Mar 2025");
    expect(formatMonth("2025-03-31T16:00:00Z")).toBe("Apr 2025");
  });
});

describe("timeZoneAbbreviation", () => {
  it("calls Malaysia MYT", () => {
    expect(timeZoneAbbreviation()).toBe("MYT");
    expect(timeZoneAbbreviation("Asia/Kuala_Lumpur")).toBe("MYT");
  });
});

describe("calendarDay", () => {
  it("is the day a moment falls on in Malaysia", () => {
    expect(calendarDay(new Date("2026-11-26T15:59:59Z"))).toBe("2026-11-26");
    expect(calendarDay(new Date("2026-11-26T16:00:00Z"))).toBe("2026-11-27");
    expect(calendarDay("2026-02-03")).toBe("2026-02-03");
  });
});

describe("isCalendarDay", () => {
  it("accepts real days written YYYY-MM-DD only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("27/11/2026")).toBe(false);
    expect(isCalendarDay("2026-1-5")).toBe(false);
  });
});

describe("calendarDaysUntil", () => {
  const end = new Date("2026-11-30T04:00:00Z"); // 30 Nov, 12:00 in Malaysia

  it("counts Malaysian calendar days: 0 on the last day", () => {
    expect(calendarDaysUntil(end, new Date("2026-11-30T15:59:00Z"))).toBe(0);
    expect(calendarDaysUntil(end, new Date("2026-11-29T16:00:00Z"))).toBe(0);
  });

  it("turns at 16:00 UTC, not at UTC midnight", () => {
    expect(calendarDaysUntil(end, new Date("2026-11-29T15:59:00Z"))).toBe(1);
    expect(calendarDaysUntil(end, new Date("2026-11-30T16:00:00Z"))).toBe(-1);
  });

  it("goes negative once the period has passed", () => {
    expect(calendarDaysUntil(end, new Date("2026-12-30T04:00:00Z"))).toBe(-30);
  });
});

describe("daysLeftText", () => {
  it.each([
    [365, "365 days left"],
    [1, "1 day left"],
    [0, "Last day today"],
    [-1, "Ended 1 day ago"],
    [-30, "Ended 30 days ago"],
    [null, "No end"],
  ] as const)("says %s days as %s", (days, text) => {
    expect(daysLeftText(days)).toBe(text);
  });

  it("never shows a negative count", () => {
    for (let d = -400; d <= 400; d++) expect(daysLeftText(d)).not.toMatch(/-\d/);
  });
});

describe("the display zone (the browser's user's choice)", () => {
  const moment = "2026-11-27T16:30:00Z";

  it("writes moments and days in the chosen zone when none is passed, and a bad zone falls back to Malaysia's", () => {
    try {
      setDisplayTimeZone("Europe/London");
      expect(getDisplayTimeZone()).toBe("Europe/London");
      expect(formatDateTime(moment)).toBe("27 Nov 2026, 16:30 GMT");
      expect(formatDate(moment)).toBe("27 Nov 2026");
      // What a date field starts with stays the Malaysian business day.
      expect(calendarDay(moment)).toBe("2026-11-28");
      setDisplayTimeZone("Mars/Olympus_Mons");
      expect(formatDateTime(moment)).toBe("28 Nov 2026, 00:30 MYT");
    } finally {
      // Test files share their worker's modules: leave the zone as every other test expects it.
      setDisplayTimeZone(null);
    }
    expect(formatDate(moment)).toBe("28 Nov 2026");
  });

  it("offers the runtime's IANA zones and UTC, by exact name", () => {
    expect(timeZoneChoices()).toEqual(expect.arrayContaining(["Asia/Kuala_Lumpur", "Europe/London", "UTC"]));
    expect(isTimeZoneChoice("Asia/Kuala_Lumpur")).toBe(true);
    expect(isTimeZoneChoice("asia/kuala_lumpur")).toBe(false);
    expect(isTimeZoneChoice("Mars/Olympus_Mons")).toBe(false);
  });
});
