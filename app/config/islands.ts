/**
 * The widgets that run in the browser. Each is an island: its component is hydrated on its own
 * into the prerendered page, with its props from the build, by a small entry module of its own
 * (`app/islands/<name>.tsx`). A page loads React and its island's code, nothing else.
 */
export const islandNames = ["team-carousel", "section-navigation"] as const;

export type IslandName = (typeof islandNames)[number];

/** The browser entry of an island, from the project's root. */
export const islandEntry = (name: IslandName): string => `app/islands/${name}.tsx`;

/** The attribute of the element an island hydrates, and of the element holding its props. */
export const islandAttribute = "data-island";
export const islandPropsAttribute = "data-island-props";
