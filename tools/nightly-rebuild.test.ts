import { describe, expect, it } from "vitest";
import { cronRunsAt, nightlySchedule, withNightlySchedule } from "./nightly-rebuild";

describe("the nightly rebuild's hour", () => {
  it.each([
    ["Europe/Lisbon", "5 0 * * *", "00:05", "01:05"],
    ["Europe/Rome", "5 23 * * *", "00:05", "01:05"],
    ["Europe/Athens", "5 22 * * *", "00:05", "01:05"],
    ["Atlantic/Azores", "5 1 * * *", "00:05", "01:05"],
    ["Europe/Istanbul", "5 21 * * *", "00:05", "00:05"],
    ["Asia/Baku", "5 20 * * *", "00:05", "00:05"],
  ])("%s: %s in UTC, %s in winter and %s in summer there", (zone, cron, winter, summer) => {
    expect(nightlySchedule(zone, 2027).cron).toBe(cron);
    expect(cronRunsAt(cron, zone, "2027-01-15")).toBe(winter);
    expect(cronRunsAt(cron, zone, "2027-07-15")).toBe(summer);
  });

  it("is written into the workflow with its comment, nothing else changed", () => {
    const workflow = [
      "on:",
      "  workflow_dispatch:",
      "  # 23:05 UTC: 00:05 in Europe/Rome on winter time, 01:05 on summer time (identity.yaml: timeZone).",
      "  schedule:",
      '    - cron: "5 23 * * *"',
      "",
      "jobs:",
    ].join("\n");
    expect(withNightlySchedule(workflow, "Europe/Lisbon", 2027)).toBe(
      workflow
        .replace("23:05 UTC: 00:05 in Europe/Rome", "00:05 UTC: 00:05 in Europe/Lisbon")
        .replace('"5 23 * * *"', '"5 0 * * *"'),
    );
    expect(withNightlySchedule(workflow, "Europe/Istanbul", 2027)).toContain(
      '  # 21:05 UTC: 00:05 in Europe/Istanbul all year (identity.yaml: timeZone).\n  schedule:\n    - cron: "5 21 * * *"',
    );
  });
});
