/**
 * A CSS colour as a browser computes it, `rgb(0, 102, 0)`, however a stylesheet spells it (the
 * minifier writes `#006600` as `#060` and `#ff0000` as `red`): tests compare colours, never their
 * spelling. By jsdom's styles, in a window of its own, so that tests in Node can use it too.
 */
import { JSDOM } from "jsdom";

let probe: HTMLElement | undefined;
let window: JSDOM["window"] | undefined;
const computed = new Map<string, string>();

export function cssColour(value: string): string {
  const known = computed.get(value);
  if (known !== undefined) return known;
  window ??= new JSDOM("<!doctype html><body></body>").window;
  probe ??= window.document.body.appendChild(window.document.createElement("span"));
  probe.style.color = "";
  probe.style.color = value.trim();
  // The style attribute writes hexadecimal colours as rgb() already; names take the computed
  // style, which jsdom works out in milliseconds.
  const colour = probe.style.color.startsWith("rgb")
    ? probe.style.color
    : window.getComputedStyle(probe).color;
  computed.set(value, colour);
  return colour;
}

/** The custom properties a stylesheet declares for the whole page (`:root`, outside any
 * `@media` block: the dark scheme's are another's), by name, as computed colours; a component's
 * own values of them are not the page's. */
export function rootColours(css: string): Map<string, string> {
  const outsideMedia = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  const root = [...outsideMedia.matchAll(/:root\s*\{([^}]*)\}/g)]
    .map((match) => match[1])
    .join(";");
  return new Map(
    [...root.matchAll(/(--color-[a-z-]+)\s*:([^;}]+)/g)].map(([, name = "", value = ""]) => [
      name,
      cssColour(value),
    ]),
  );
}
