/**
 * The CMS's own panels (the mistakes that stop a save, an upload's notice): a section of the
 * page in place of the one with its id, until its button closes it or the board member goes to
 * another view (another entry, the list): what it says is about the entry it was shown on.
 * They stack at the bottom right, one above the other, never one over the other
 * (`panelStackId`); tools/cms-admin.ts styles them by their ids.
 */

/** The place at the bottom right that holds the panels, one under the other. */
export const panelStackId = "cms-panels";

function panelStack(): HTMLElement {
  const existing = document.getElementById(panelStackId);
  if (existing) return existing;
  const stack = document.createElement("div");
  stack.id = panelStackId;
  document.body.append(stack);
  return stack;
}

export function showPanel(
  id: string,
  role: "alert" | "status",
  parts: readonly Node[],
  closeLabel: string,
): HTMLElement {
  closePanel(id);
  const panel = document.createElement("section");
  panel.id = id;
  panel.setAttribute("role", role);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = closeLabel;
  const remove = () => {
    panel.remove();
    window.removeEventListener("hashchange", remove);
  };
  close.addEventListener("click", remove);
  // The CMS's views are addresses after the `#`: a new one is another view.
  window.addEventListener("hashchange", remove);
  panel.append(...parts, close);
  panelStack().append(panel);
  return panel;
}

/** Closes the panel with this id, if it is shown. */
export function closePanel(id: string) {
  document.getElementById(id)?.remove();
}
