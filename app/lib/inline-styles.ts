/** Marks the `<style>` element that the build fills with a page's stylesheets
 * (tools/page-transforms.ts). */
export const inlineStylesAttribute = "data-inline-styles";
