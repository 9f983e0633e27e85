/**
 * The CMS's own panels (the mistakes that stop a save, an upload's notice): a section of the
 * page in place of the one with its id, until its button closes it. tools/cms-admin.ts styles
 * them by their ids.
 */
export function showPanel(
  id: string,
  role: "alert" | "status",
  parts: readonly Node[],
  closeLabel: string,
): HTMLElement {
  document.getElementById(id)?.remove();
  const panel = document.createElement("section");
  panel.id = id;
  panel.setAttribute("role", role);
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = closeLabel;
  close.addEventListener("click", () => panel.remove());
  panel.append(...parts, close);
  document.body.append(panel);
  return panel;
}
