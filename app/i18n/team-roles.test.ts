import { describe, expect, it as test } from "vitest";
import { teamRoles } from "../lib/content-schema";
import { en } from "./en";
import { it } from "./it";
import { roleKey } from "./team-roles";

describe("a team member's role in the form chosen for the person", () => {
  test("is written in Italian in the feminine or the masculine, in English alike", () => {
    expect(it[roleKey("secretary", "feminine")]).toBe("Segretaria");
    expect(it[roleKey("secretary", "masculine")]).toBe("Segretario");
    expect(it[roleKey("treasurer", "feminine")]).toBe("Tesoriera");
    expect(it[roleKey("treasurer", "masculine")]).toBe("Tesoriere");
    expect(it[roleKey("president", "feminine")]).toBe("Presidente");
    for (const role of teamRoles) {
      expect(en[roleKey(role, "feminine")]).toBe(en[roleKey(role, "masculine")]);
    }
  });
});
