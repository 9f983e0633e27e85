import { describe, expect, it } from "vitest";
import { islandPropsJson } from "./island-props";

describe("islandPropsJson", () => {
  it("writes JSON that reads back as the same props", () => {
    const props = { name: "Giulia", roles: ["Captain"], count: 4, nested: { ok: true } };
    expect(JSON.parse(islandPropsJson(props))).toEqual(props);
  });

  it("never lets a text end the script element it travels in", () => {
    const props = { heading: "</script><script>alert(1)</script>", note: "<!-- a & b -->" };
    const json = islandPropsJson(props);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(props);
  });
});
