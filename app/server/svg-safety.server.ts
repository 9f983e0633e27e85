/**
 * An SVG is a picture that can also hold a program: opened on its own, on a host that sends no
 * security headers, its scripts run on the site's origin, where the CMS keeps the board's
 * GitHub sign-in. The content check refuses every SVG that holds more than a picture; the file is
 * then served exactly as it was checked.
 *
 * DOMPurify (the sanitiser the browser world relies on) says what in the file is not a picture;
 * editor leftovers it also drops (Inkscape's and Illustrator's metadata, comments) are harmless
 * and let through.
 */
import type { Config } from "dompurify";

/** Elements DOMPurify drops that are editor metadata, not active content. */
const harmlessElements = new Set([
  // The document DOMPurify reads the picture into.
  "html",
  "head",
  "body",
  "#comment",
  "#text",
  "#document-type",
  "#processing-instruction",
  "metadata",
  "title",
  "desc",
  "font-face",
]);

/** Prefixes of the namespaced elements and attributes drawing programs write (harmless). */
const editorPrefixes = ["sodipodi:", "inkscape:", "rdf:", "cc:", "dc:", "i:", "x:", "serif:"];

const isEditorName = (name: string) => editorPrefixes.some((prefix) => name.startsWith(prefix));

/** Attributes that point somewhere: only a fragment of the file itself (`#id`) may be named. */
const referenceAttributes = new Set(["href", "xlink:href", "src", "action", "formaction"]);

/** Pictures a logo may embed: `<image href="data:image/png;base64,...">` shows, never runs. */
const embeddedPicture = /^data:image\/(png|jpeg|gif|webp);base64,/i;

/** A reference outside the file in a style: `url(...)` that is not `url(#id)`, or `@import`. */
const outsideStyleReference = /@import|url\(\s*(?!['"]?#)/i;

const sanitiserConfig: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // The logo's own parts only: nothing that can show another document.
  // `<use>` repeats a part of the logo (drawing programs write it); what it may name is checked
  // below, as every reference: only `#id`, a part of the same file.
  ADD_TAGS: ["use"],
  FORBID_TAGS: ["foreignObject", "iframe", "object", "embed", "feImage"],
};

type Sanitise = (source: string) => { removed: unknown[]; kept: Document } | { unreadable: string };

let purifier: Promise<Sanitise> | undefined;

/** DOMPurify on jsdom, loaded once and only when a content folder holds an SVG. */
function loadPurifier() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ]);
    return (source: string) => {
      // Read as the browser reads an .svg file (XML), so that DOMPurify checks what a browser
      // would show, not a different reading of the same text.
      let window: InstanceType<typeof JSDOM>["window"];
      try {
        ({ window } = new JSDOM(source, { contentType: "image/svg+xml" }));
      } catch (error) {
        const message = (error as Error).message.split("\n")[0] ?? "";
        return {
          unreadable: message.replace(/^about:blank:(\d+):(\d+): /, "line $1, column $2: "),
        };
      }
      // A CDATA section is text to a browser; DOMPurify's HTML document cannot hold one.
      const asText = (node: Node) => {
        for (const child of [...node.childNodes]) {
          if (child.nodeType === window.Node.CDATA_SECTION_NODE) {
            node.replaceChild(window.document.createTextNode(child.nodeValue ?? ""), child);
          } else asText(child);
        }
      };
      asText(window.document.documentElement);
      const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
      const kept = purify.sanitize(window.document.documentElement, {
        ...sanitiserConfig,
        RETURN_DOM: true,
      }) as unknown as HTMLElement;
      return { removed: [...purify.removed], kept: kept.ownerDocument };
    };
  })();
  return purifier;
}

const scriptLink = /^\s*(javascript|vbscript|data:text\/html|data:image\/svg)/i;

function referenceHazard(name: string, value: string): string {
  const shown = JSON.stringify(value.trim().slice(0, 60));
  return scriptLink.test(value)
    ? `a ${name}=${shown} link (a script)`
    : `a reference to another file (${name}=${shown})`;
}

function describeRemoved(entry: unknown): string | undefined {
  const { element, attribute, from } = entry as {
    element?: Node;
    attribute?: Attr | null;
    from?: Element;
  };
  if (attribute) {
    const name = attribute.name.toLowerCase();
    if (name.startsWith("on")) {
      return `a ${name} attribute on <${from?.nodeName.toLowerCase() ?? "?"}> (a script)`;
    }
    if (referenceAttributes.has(name) || scriptLink.test(attribute.value)) {
      return referenceHazard(name, attribute.value);
    }
    return undefined;
  }
  if (element) {
    const name = element.nodeName.toLowerCase();
    if (harmlessElements.has(name) || isEditorName(name)) return undefined;
    return `a <${element.nodeName}> element`;
  }
  return undefined;
}

/**
 * What in an SVG is not a picture, in a few words each (`hazards`, empty when the file is only a
 * picture): scripts, event handlers, `foreignObject` and other embedded documents, `javascript:`
 * links and references to other files. `unreadable` when a browser could not read it at all.
 */
export async function checkSvg(
  source: string,
): Promise<{ unreadable?: string; hazards: string[] }> {
  const hazards = new Set<string>();
  // Entities can expand into markup that no check sees (older Illustrator exports write them).
  if (/<!ENTITY/i.test(source)) hazards.add("an <!ENTITY> declaration");
  // Outside the picture's element, where the check below does not look: a style sheet to fetch.
  if (/<\?xml-stylesheet/i.test(source)) {
    hazards.add("an <?xml-stylesheet?> instruction (a reference to another file)");
  }
  const sanitise = await loadPurifier();
  const checked = sanitise(source);
  if ("unreadable" in checked) return { unreadable: checked.unreadable, hazards: [] };
  const { removed, kept } = checked;
  for (const entry of removed) {
    const hazard = describeRemoved(entry);
    if (hazard) hazards.add(hazard);
  }
  for (const element of kept.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      const embedded = element.nodeName.toLowerCase() === "image" && embeddedPicture.test(value);
      if (referenceAttributes.has(name) && !value.startsWith("#") && !embedded) {
        hazards.add(referenceHazard(name, value));
      }
      if (name === "style" && outsideStyleReference.test(attribute.value)) {
        hazards.add("a style that loads another file");
      }
    }
    if (
      element.nodeName.toLowerCase() === "style" &&
      outsideStyleReference.test(element.textContent ?? "")
    ) {
      hazards.add("a style that loads another file");
    }
  }
  return { hazards: [...hazards] };
}

/** What the content check says of an SVG that is not only a picture ("holds a <script>
 * element: ..."), after its file name; undefined for a picture. */
export async function svgProblem(source: string): Promise<string | undefined> {
  const { unreadable, hazards } = await checkSvg(source);
  if (unreadable) return `is not an SVG a browser can read (${unreadable})`;
  if (hazards.length === 0) return undefined;
  return `holds ${hazards.join(", ")}: a logo must be a picture only, never a program or a link to other files; export it again as plain SVG, or as PNG`;
}
