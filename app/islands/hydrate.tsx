import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandAttribute, islandPropsAttribute, type IslandName } from "~/config/islands";

/** Marks the moment the page responds to its widget: browser tests wait for it. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return children;
}

/**
 * Hydrates every copy of an island on the page (components/island/island.tsx): the widget
 * the build rendered there, with the props written right after it.
 */
export function hydrateIslands<Props extends object>(
  name: IslandName,
  Component: ComponentType<Props>,
): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)) {
    const data = root.nextElementSibling;
    if (data?.getAttribute(islandPropsAttribute) !== name) {
      throw new Error(`island ${name}: its props are not right after it`);
    }
    const props = JSON.parse(data.textContent ?? "") as Props;
    hydrateRoot(
      root,
      <Hydrated>
        <Component {...props} />
      </Hydrated>,
    );
  }
}
