/**
 * An island's props travel in the page as JSON inside `<script type="application/json">`. The
 * browser reads that element's text as it is, so the only danger is text that ends the element
 * early (`</script>`, `<!--`): every `<`, `>` and `&` is written as a JSON escape, which
 * `JSON.parse` reads back as the same character.
 */
export function islandPropsJson(props: unknown): string {
  return JSON.stringify(props).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
