// @vitest-environment jsdom
/**
 * The panel of mistakes names each field by the form's labels, and follows the form: one panel,
 * updated in place, gone once nothing is left (tests/project-copies/cms.test.ts drives it in
 * Chromium, and tools/cms-config.test.ts reads the labels from the CMS's configuration).
 */
import { afterEach, describe, expect, it } from "vitest";
import { fieldLabels, formFields, pathSteps, showMistakes, type FormField } from "./mistakes";
import { cmsTexts } from "./words";

const texts = cmsTexts.en;

const fields: FormField[] = [
  { name: "series", label: "Series (optional)", widget: "string" },
  {
    name: "page",
    label: "Page (optional)",
    widget: "object",
    fields: [
      {
        name: "sections",
        label: "Sections",
        widget: "list",
        label_singular: "section",
        fields: [
          {
            name: "text",
            label: "Text",
            widget: "object",
            fields: [{ name: "en", label: "English", widget: "markdown" }],
          },
        ],
      },
    ],
  },
  {
    name: "examples",
    label: "Example values still to replace (optional)",
    widget: "list",
    label_singular: "field",
    field: { name: "item", label: "Field", widget: "string" },
  },
];

describe("a mistake's field", () => {
  it("is read as the build writes its path", () => {
    expect(pathSteps("page.sections[1].text.en")).toEqual(["page", "sections", 1, "text", "en"]);
    expect(pathSteps("examples[0]")).toEqual(["examples", 0]);
    expect(pathSteps("end")).toEqual(["end"]);
  });

  it("is named by the form's labels, without their (optional), an item by its noun and number", () => {
    expect(fieldLabels(fields, "page.sections[1].text.en", texts)).toEqual([
      "Page",
      "Section 2",
      "Text",
      "English",
    ]);
    expect(fieldLabels(fields, "series", texts)).toEqual(["Series"]);
    expect(fieldLabels(fields, "examples[0]", texts)).toEqual(["Field 1"]);
    expect(fieldLabels(fields, "page.sections", texts)).toEqual(["Page", "Sections"]);
  });

  it("is not named when the form has no such field", () => {
    expect(fieldLabels(fields, "registration.action", texts)).toBeUndefined();
    expect(fieldLabels(fields, "series[0]", texts)).toBeUndefined();
  });

  it("is looked for in its collection's fields, or in its file's", () => {
    const config = {
      collections: [
        { name: "events", fields },
        { name: "site", files: [{ name: "team", fields: [fields[0]!] }] },
      ],
    };
    expect(formFields(config, "events", "levels")).toBe(fields);
    expect(formFields(config, "site", "team")).toEqual([fields[0]]);
    expect(formFields(config, "site", "sponsors")).toEqual([]);
  });
});

describe("the panel of mistakes", () => {
  afterEach(() => document.body.replaceChildren());

  const mistake = (field: string | undefined, message: string, labels?: string[]) => ({
    problem: { file: "app/content/events/levels.yaml", field, message },
    labels,
  });

  it("lists each mistake with a button to its field, or as the build says it", () => {
    showMistakes(
      [
        mistake("series", "is too long", ["Series"]),
        mistake("nowhere", "is not a field"),
        mistake(undefined, "is empty"),
      ],
      texts,
    );
    const panel = document.getElementById("content-mistakes");
    expect(panel?.getAttribute("role")).toBe("alert");
    expect(panel?.querySelector("h2")?.textContent).toBe(texts.mistakes(3));
    const items = Array.from(panel?.querySelectorAll("li") ?? []);
    expect(items.map((item) => item.textContent)).toEqual([
      "Series: is too long",
      "nowhere: is not a field",
      "is empty",
    ]);
    expect(items[0]?.querySelector("button")?.textContent).toBe("Series");
    expect(items[1]?.querySelector("button")).toBeNull();
  });

  it("follows the form: updated in place, no longer announced, and gone once nothing is left", () => {
    showMistakes(
      [mistake("series", "is too long", ["Series"]), mistake("end", "is missing", ["Ends"])],
      texts,
    );
    showMistakes([mistake("end", "is missing", ["Ends"])], texts, true);
    const panels = document.querySelectorAll("#content-mistakes");
    expect(panels).toHaveLength(1);
    expect(panels[0]?.getAttribute("role")).toBe("region");
    expect(panels[0]?.querySelector("h2")?.textContent).toBe(texts.mistakes(1));
    expect(panels[0]?.querySelectorAll("li")).toHaveLength(1);
    showMistakes([], texts, true);
    expect(document.getElementById("content-mistakes")).toBeNull();
  });
});
