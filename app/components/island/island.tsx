import type { ComponentType } from "react";
import { islandAttribute, islandPropsAttribute, type IslandName } from "~/config/islands";
import { islandPropsJson } from "~/lib/island-props";

export interface IslandProps<Props extends object> {
  /** Which island it is (config/islands.ts): the build gives the page that island's script. */
  name: IslandName;
  /** The widget, rendered here into the page and hydrated in the browser by `app/islands/`. */
  component: ComponentType<Props>;
  /** Its props: data only (they travel in the page as JSON), never functions or elements. */
  props: Props;
}

/**
 * A widget that runs in the browser on a page that is otherwise plain HTML. The page holds the
 * widget as the build rendered it, inside an element the island's script finds by its name, and
 * its props right after it; the script hydrates the widget there (app/islands/hydrate.tsx).
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: IslandProps<Props>) {
  return (
    <>
      <div {...{ [islandAttribute]: name }} className="island">
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...{ [islandPropsAttribute]: name }}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  );
}
