import { describe, expect, it } from "vitest";
import { addDays, formatDmyTime, fromDmy, istDay, toDmy } from "./dates";

describe("console dates (dd/mm/yyyy, IST)", () => {
  it("reads a typed day first, refuses days that do not exist", () => {
    expect(fromDmy("27/11/2026")).toBe("2026-11-27");
    expect(fromDmy("7.1.2026")).toBe("2026-01-07");
    expect(fromDmy("2026-11-27")).toBe("2026-11-27");
    expect(fromDmy("31/02/2026")).toBeUndefined();
    expect(fromDmy("11/27/2026")).toBeUndefined();
    expect(toDmy("2026-01-07")).toBe("07/01/2026");
  });
  it("shows moments in IST and finds the IST day", () => {
    expect(formatDmyTime("2026-11-23T09:05:00.000Z")).toBe("23/11/2026, 2:35 pm IST");
    expect(istDay(Date.parse("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
