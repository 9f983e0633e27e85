import { describe, expect, it as test } from "vitest";
import { teamRoles } from "../lib/content-schema";
import { en } from "./en";
import { it } from "./it";
import { roleKey } from "./team-roles";

describe("a team member's role in the form chosen for the person", () => {
  test("is the role's key for the masculine form and its Feminine key for the feminine one", () => {
    expect(roleKey("secretary", "masculine")).toBe("secretary");
    expect(roleKey("secretary", "feminine")).toBe("secretaryFeminine");
    // Italian writes the two forms of a secretary and a treasurer apart (the words themselves
    // are pinned in messages.test.ts); English writes every role alike.
    for (const role of ["secretary", "treasurer"] as const) {
      expect(it[roleKey(role, "feminine")]).not.toBe(it[roleKey(role, "masculine")]);
    }
    for (const role of teamRoles) {
      expect(en[roleKey(role, "feminine")]).toBe(en[roleKey(role, "masculine")]);
    }
  });
});
