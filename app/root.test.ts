import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./root";

describe("the footer's year", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it("is the year of the build's day in Italy: SITE_TODAY's, else today's", () => {
    vi.stubEnv("SITE_TODAY", "2025-10-20");
    expect(loader().year).toBe(2025);
    vi.stubEnv("SITE_TODAY", "2027-01-01");
    expect(loader().year).toBe(2027);
    vi.stubEnv("SITE_TODAY", "");
    // 00:30 on 1 January 2027 in Italy, still 2026 in UTC.
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 31, 23, 30), toFake: ["Date"] });
    expect(loader().year).toBe(2027);
  });
});
