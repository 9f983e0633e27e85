/**
 * The CMS's own panels (the mistakes that stop a save, an upload's notice): a section of the
 * page in place of the one with its id, until its button closes it or the board member goes to
 * another view (another entry, the list): what it says is about the entry it was shown on.
 * tools/cms-admin.ts styles them by their ids.
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
  const remove = () => {
    panel.remove();
    window.removeEventListener("hashchange", remove);
  };
  close.addEventListener("click", remove);
  // The CMS's views are addresses after the `#`: a new one is another view.
  window.addEventListener("hashchange", remove);
  panel.append(...parts, close);
  document.body.append(panel);
  return panel;
}
