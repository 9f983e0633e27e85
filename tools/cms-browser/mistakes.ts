/**
 * The panel of mistakes that stop a save: each mistake names its field by the labels the form
 * shows, in the CMS's language ("Page › Introduction › English: must be at least 50
 * characters ..."), as a button that takes the board member to the field; the rest of the line is
 * the build's own words. The panel follows the form: as the fields are corrected its list
 * shortens, and it goes once nothing is left to correct.
 */
import type { ContentProblem } from "../../app/content-rules/content-rules";
import { closePanel, showPanel } from "./panel";
import { formControls } from "./widgets";
import { withoutOptional, type CmsTexts } from "./words";

/** A field of the CMS's configuration (tools/cms-config.ts), as much of it as its label needs. */
export interface FormField {
  name: string;
  label?: string;
  widget?: string;
  label_singular?: string;
  fields?: readonly FormField[];
  field?: FormField;
}

/** The steps of a field's path as the build writes it: `page.sections[1].text.en` → `page`,
 * `sections`, 1, `text`, `en`. */
export function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const part of path.split(".")) {
    const [name, ...indexes] = part.split("[");
    if (name) steps.push(name);
    for (const index of indexes) steps.push(Number(index.replace("]", "")));
  }
  return steps;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The labels of the form along a field's path, without their "(optional)": `page.intro.en` →
 * Page, Introduction, English; an item of a list by its noun and number (`page.sections[1]` →
 * Page, Section 2). Undefined when the form has no such field.
 */
export function fieldLabels(
  fields: readonly FormField[],
  path: string,
  texts: Pick<CmsTexts, "optional">,
): string[] | undefined {
  const labels: string[] = [];
  let choices: readonly FormField[] = fields;
  let list: FormField | undefined;
  for (const step of pathSteps(path)) {
    if (typeof step === "number") {
      if (!list || !Number.isInteger(step)) return undefined;
      const noun = list.label_singular ?? list.field?.label ?? list.label ?? list.name;
      labels[labels.length - 1] = `${capitalised(withoutOptional(noun, texts))} ${step + 1}`;
      choices = list.fields ?? [];
      list = undefined;
      continue;
    }
    const field = choices.find((candidate) => candidate.name === step);
    if (!field) return undefined;
    labels.push(withoutOptional(field.label ?? field.name, texts));
    list = field.widget === "list" ? field : undefined;
    choices = field.fields ?? [];
  }
  return labels.length > 0 ? labels : undefined;
}

/** The CMS's configuration, as much of it as the form's fields need. */
export interface FormConfig {
  collections?: readonly {
    name: string;
    fields?: readonly FormField[];
    files?: readonly { name: string; fields?: readonly FormField[] }[];
  }[];
}

/** The fields of an entry's form: its collection's, or its file's in a collection of files. */
export function formFields(
  config: FormConfig,
  collection: string,
  slug: string,
): readonly FormField[] {
  const found = config.collections?.find(({ name }) => name === collection);
  return found?.fields ?? found?.files?.find(({ name }) => name === slug)?.fields ?? [];
}

/** A field's element in the form: Decap CMS gives each `<name>-field-<number>`. */
const fieldId = /^[\w$]+-field-\d+$/;

function fieldAbove(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (fieldId.test(parent.id)) return parent;
  }
  return null;
}

const focusable = 'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"]';

/** Brings a field into view, its first control focused. */
function reveal(element: Element) {
  const target = element.matches(focusable) ? element : element.querySelector(focusable);
  (document.querySelector(`label[for="${element.id}"]`) ?? element).scrollIntoView({
    block: "center",
  });
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/**
 * Takes the board member to the field at `path` (`page.sections[1].text.en`): Decap CMS's lists
 * and groups open the way to it (an item folded away is unfolded) and focus it; a field of the
 * form's first level is focused here. Returns false when the form has no such field.
 */
export function goToField(path: string): boolean {
  const [first, ...rest] = pathSteps(path);
  if (typeof first !== "string") return false;
  const top = Array.from(document.querySelectorAll(`[id^="${first}-field-"]`)).find(
    (element) => fieldId.test(element.id) && fieldAbove(element) === null,
  );
  if (!top) return false;
  const control = formControls.get(top.id);
  if (control && rest.length > 0) {
    control.focus(rest.join("."));
    // Decap CMS scrolls a field just into view: under the panel, at the bottom, it stays hidden.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && top.contains(active)) {
        active.scrollIntoView({ block: "center" });
      }
    });
  } else {
    reveal(top);
  }
  return true;
}

export const mistakesPanelId = "content-mistakes";

/** One mistake of the panel: its field's labels (undefined for the file as a whole, or a field
 * the form does not show) and the build's words. */
export interface ShownMistake {
  problem: ContentProblem;
  labels?: readonly string[];
}

function mistakeItem({ problem, labels }: ShownMistake): HTMLLIElement {
  const item = document.createElement("li");
  if (problem.field && labels) {
    const field = document.createElement("button");
    field.type = "button";
    field.textContent = labels.join(" › ");
    field.addEventListener("click", () => goToField(problem.field ?? ""));
    item.append(field, `: ${problem.message}`);
  } else {
    item.textContent = problem.field ? `${problem.field}: ${problem.message}` : problem.message;
  }
  return item;
}

/**
 * Shows the mistakes in the panel at the bottom right, or updates the one shown (`update`: the
 * form changed; its list is not announced again to a screen reader at each key). No mistakes: no
 * panel.
 */
export function showMistakes(
  mistakes: readonly ShownMistake[],
  texts: CmsTexts,
  update = false,
): void {
  const shown = document.getElementById(mistakesPanelId);
  if (mistakes.length === 0) {
    closePanel(mistakesPanelId);
    return;
  }
  const heading = document.createElement("h2");
  heading.id = `${mistakesPanelId}-heading`;
  heading.textContent = texts.mistakes(mistakes.length);
  const list = document.createElement("ul");
  list.append(...mistakes.map(mistakeItem));
  if (update && shown) {
    if (shown.querySelector("ul")?.textContent === list.textContent) return;
    shown.setAttribute("role", "region");
    shown.querySelector("h2")?.replaceWith(heading);
    shown.querySelector("ul")?.replaceWith(list);
    return;
  }
  showPanel(mistakesPanelId, "alert", [heading, list], texts.close).setAttribute(
    "aria-labelledby",
    heading.id,
  );
}
