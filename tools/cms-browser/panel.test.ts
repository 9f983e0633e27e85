// @vitest-environment jsdom
/**
 * The CMS's panels say something of the entry they were shown on: one per id, closed by their
 * button, and gone when the board member goes to another view of the CMS.
 */
import { afterEach, describe, expect, it } from "vitest";
import { panelStackId, showPanel } from "./panel";

const paragraph = (text: string) => {
  const element = document.createElement("p");
  element.textContent = text;
  return element;
};

afterEach(() => {
  document.body.replaceChildren();
  window.location.hash = "";
});

describe("a panel of the CMS", () => {
  it("takes the place of the one with its id, and its button closes it", () => {
    showPanel("upload-notice", "status", [paragraph("first.jpg is uploaded")], "Close");
    showPanel("upload-notice", "status", [paragraph("second.jpg is uploaded")], "Close");
    const panels = document.querySelectorAll("#upload-notice");
    expect(panels).toHaveLength(1);
    expect(panels[0]?.getAttribute("role")).toBe("status");
    expect(panels[0]?.textContent).toContain("second.jpg is uploaded");
    panels[0]?.querySelector("button")?.click();
    expect(document.getElementById("upload-notice")).toBeNull();
  });

  it("closes when the CMS shows another view", async () => {
    window.location.hash = "#/collections/events/entries/levels";
    showPanel("mistakes", "alert", [paragraph("levels.yaml: start: is missing")], "Close");
    expect(document.getElementById("mistakes")).not.toBeNull();
    window.location.hash = "#/collections/events/entries/ecotech-challenge";
    await new Promise((resolve) => window.addEventListener("hashchange", resolve, { once: true }));
    expect(document.getElementById("mistakes")).toBeNull();
  });
});

describe("the CMS's panels together", () => {
  it("stack in one place, each in its own box (tools/cms-admin.ts: the notice above)", () => {
    showPanel("content-mistakes", "alert", [paragraph("end: is missing")], "Close");
    showPanel("upload-notice", "status", [paragraph("img_1234.jpg is uploaded")], "Close");
    const stack = document.getElementById(panelStackId);
    expect(Array.from(stack?.children ?? []).map(({ id }) => id)).toEqual([
      "content-mistakes",
      "upload-notice",
    ]);
    // Closing one leaves the other where it is.
    stack?.querySelector("#upload-notice button")?.dispatchEvent(new MouseEvent("click"));
    expect(Array.from(stack?.children ?? []).map(({ id }) => id)).toEqual(["content-mistakes"]);
  });
});
