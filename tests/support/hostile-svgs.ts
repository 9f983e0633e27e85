/**
 * A corpus of hostile SVGs (tests/fixtures/svgs/hostile/), each as an attacker would send one to
 * a board member as "our logo": every class a security review tried against the SVG check, and
 * more. What each would do if it ran is the same: send the CMS's GitHub token from
 * localStorage to attacker.example, and mark the page with `data-pwned`; what each loads is on
 * attacker.example.
 *
 * `refused` is a part of the line the content check gives; without it, the check publishes the
 * file harmless (what is hostile in it is data a browser never runs, left out).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./project-copy";

export const hostileSvgFolder = join(projectRoot, "tests", "fixtures", "svgs", "hostile");
export const logoFolder = join(projectRoot, "tests", "fixtures", "svgs", "logos");

export interface HostileSvg {
  /** Its file is `<name>.svg`. */
  name: string;
  /** The class of attack it belongs to. */
  kind: string;
  refused?: string;
}

export const hostileSvgs: readonly HostileSvg[] = [
  { name: "a-javascript", kind: "link", refused: "an <a> element" },
  { name: "animate-href", kind: "animation", refused: "an <animate> element" },
  { name: "animatemotion", kind: "animation", refused: "an <animateMotion> element" },
  { name: "comment-script", kind: "escaping (harmless)" },
  { name: "data-attribute", kind: "escaping (harmless)" },
  { name: "default-namespace-reset", kind: "namespace prefix (harmless)" },
  { name: "desc-xhtml-iframe", kind: "XHTML in a container", refused: "an XHTML <iframe> element" },
  {
    name: "doctype-attribute-default",
    kind: "entities, DOCTYPE",
    refused: "a <!DOCTYPE> with declarations",
  },
  { name: "editor-attribute-url", kind: "reference (harmless)" },
  {
    name: "entity-billion-laughs",
    kind: "entities, DOCTYPE",
    refused: "a <!DOCTYPE> with declarations",
  },
  {
    name: "entity-external-file",
    kind: "entities, DOCTYPE",
    refused: "a <!DOCTYPE> with declarations",
  },
  { name: "entity-markup", kind: "entities, DOCTYPE", refused: "a <!DOCTYPE> with declarations" },
  { name: "feimage-external", kind: "reference", refused: "a <feImage> element" },
  { name: "foreignobject-body", kind: "foreignObject", refused: "a <foreignObject> element" },
  { name: "foreignobject-iframe", kind: "foreignObject", refused: "an XHTML <iframe> element" },
  {
    name: "foreignobject-illustrator-lookalike",
    kind: "foreignObject",
    refused: "a <foreignObject> element",
  },
  { name: "foreignobject-text", kind: "foreignObject", refused: "a <foreignObject> element" },
  { name: "handler-element", kind: "other elements", refused: "a <handler> element" },
  { name: "handler-prefixed", kind: "event handler", refused: "an s:onload attribute" },
  {
    name: "href-unknown-namespace",
    kind: "removed attribute judged by value",
    refused: "a script or document link (foo:href=",
  },
  {
    name: "i-foreignobject-svg-namespace",
    kind: "namespace prefix",
    refused: "a <foreignObject> element",
  },
  { name: "id-breakout", kind: "escaping (harmless)" },
  { name: "iframe-svg-namespace", kind: "other elements", refused: "an <iframe> element" },
  { name: "image-data-html", kind: "data: URL", refused: "a script or document link" },
  { name: "image-data-svg", kind: "data: URL", refused: "a script or document link" },
  {
    name: "image-other-origin",
    kind: "image from another origin",
    refused: "an <image> that loads another file",
  },
  { name: "image-png-that-is-html", kind: "data: URL", refused: "a script or document link" },
  {
    name: "image-protocol-relative",
    kind: "image from another origin",
    refused: "an <image> that loads another file",
  },
  { name: "inkscape-namespace-script", kind: "namespace prefix (harmless)" },
  {
    name: "inkscape-svg-onload",
    kind: "namespace prefix",
    refused: "an onload attribute on <inkscape:svg>",
  },
  { name: "mathml-href", kind: "other namespaces", refused: "a MathML <math> element" },
  {
    name: "metadata-rdf-img-onerror",
    kind: "XHTML in a container",
    refused: "an XHTML <img> element",
  },
  {
    name: "metadata-xhtml-script",
    kind: "XHTML in a container",
    refused: "an XHTML <script> element",
  },
  { name: "namedview-text", kind: "escaping (harmless)" },
  { name: "onclick-rect", kind: "event handler", refused: "an onclick attribute on <rect>" },
  { name: "onerror-image", kind: "event handler", refused: "an onerror attribute on <image>" },
  { name: "onfocus-text", kind: "event handler", refused: "an onfocusin attribute" },
  { name: "onload-capitals", kind: "event handler", refused: "an ONLOAD attribute" },
  { name: "onload-root", kind: "event handler", refused: "an onload attribute on <svg>" },
  { name: "other-instruction", kind: "processing instruction (harmless)" },
  { name: "pattern-external", kind: "reference", refused: "a reference to another file" },
  { name: "prefixed-root", kind: "namespace prefix", refused: "an onload attribute on <s:svg>" },
  {
    name: "presentation-attribute-comment-in-url",
    kind: "CSS",
    refused: "a style that loads another file (url(/*/../../steal/",
  },
  {
    name: "presentation-attribute-url",
    kind: "CSS",
    refused: "a style that loads another file (url(",
  },
  { name: "script", kind: "script", refused: "a <script> element" },
  { name: "script-cdata", kind: "script", refused: "a <script> element" },
  { name: "script-external", kind: "script", refused: "a <script> element" },
  { name: "script-xlink-data", kind: "script", refused: "a <script> element" },
  { name: "set-onload", kind: "animation", refused: "a <set> element" },
  { name: "set-xlink-href", kind: "animation", refused: "a <set> element" },
  { name: "shift-jis-encoding", kind: "encoding", refused: "is saved in the Shift_JIS encoding" },
  { name: "sodipodi-script-xhtml", kind: "namespace prefix", refused: "an XHTML <script> element" },
  { name: "style-attribute-url", kind: "CSS", refused: "a style that loads another file (url(" },
  { name: "style-backslash-in-url", kind: "CSS escape", refused: "a CSS escape" },
  { name: "style-capital-url", kind: "CSS", refused: "a style that loads another file (url(" },
  { name: "style-cdata-breakout", kind: "CSS", refused: "a style" },
  { name: "style-comment-holding-url", kind: "CSS (harmless)" },
  {
    name: "style-comment-inside-url",
    kind: "CSS",
    refused: "a style function the check does not allow (rl(",
  },
  { name: "style-cursor", kind: "CSS", refused: "a style that loads another file (url(" },
  { name: "style-escaped-import", kind: "CSS escape", refused: "a CSS escape" },
  { name: "style-escaped-url", kind: "CSS escape", refused: "a CSS escape" },
  {
    name: "style-expression",
    kind: "CSS",
    refused: "a style function the check does not allow (expression(",
  },
  { name: "style-font-face", kind: "CSS", refused: "a style that loads a font (@font-face)" },
  {
    name: "style-image-set",
    kind: "CSS",
    refused: "a style function the check does not allow (image-set(",
  },
  { name: "style-import", kind: "CSS", refused: "a style that loads another file (@import)" },
  { name: "style-in-metadata", kind: "CSS", refused: "a style that loads another file (@import)" },
  {
    name: "style-webkit-image-set",
    kind: "CSS",
    refused: "a style function the check does not allow (-webkit-image-set(",
  },
  { name: "svg-prefix-for-xhtml", kind: "namespace prefix", refused: "an XHTML <script> element" },
  {
    name: "svg-without-namespace",
    kind: "not an SVG",
    refused: "is not an SVG picture: its outer element is <svg> without a namespace",
  },
  { name: "text-breakout", kind: "escaping (harmless)" },
  { name: "text-cdata", kind: "escaping (harmless)" },
  { name: "title-cdata-markup", kind: "XHTML in a container (harmless)" },
  { name: "title-escaped-markup", kind: "XHTML in a container (harmless)" },
  {
    name: "title-xhtml-script",
    kind: "XHTML in a container",
    refused: "an XHTML <script> element",
  },
  {
    name: "use-bomb",
    kind: "expansion",
    refused: "draws more than 20,000 elements once its <use> elements and references are followed",
  },
  { name: "use-data-svg", kind: "reference", refused: "a script or document link" },
  { name: "use-external", kind: "reference", refused: "a reference to another file (href=" },
  { name: "utf16-script", kind: "encoding", refused: "a <script> element" },
  { name: "view-element", kind: "other elements", refused: "a <view> element" },
  { name: "x-script-svg-namespace", kind: "namespace prefix", refused: "a <script> element" },
  {
    name: "xhtml-document",
    kind: "not an SVG",
    refused: "is not an SVG picture: its outer element is <html>",
  },
  { name: "xinclude", kind: "other namespaces", refused: "an XInclude <include> element" },
  {
    name: "xlink-href-newline",
    kind: "removed attribute judged by value",
    refused: "a script or document link",
  },
  {
    name: "xlink-href-tab",
    kind: "removed attribute judged by value",
    refused: 'x:href="java\\tscript:',
  },
  { name: "xml-base", kind: "reference (harmless)" },
  {
    name: "xml-events-listener",
    kind: "other namespaces",
    refused: "an XML Events <listener> element",
  },
  {
    name: "xml-stylesheet",
    kind: "processing instruction",
    refused: "an <?xml-stylesheet?> instruction",
  },
  {
    name: "xml-stylesheet-xslt",
    kind: "processing instruction",
    refused: "an <?xml-stylesheet?> instruction",
  },
  { name: "xslt-element", kind: "other namespaces", refused: "an XSLT <template> element" },
];

/**
 * SVGs of the corpus whose name does not end in `.svg`: the content check reads a picture's kind
 * from its first bytes, and the build publishes an SVG with a lower-case ending. `refused` is a
 * part of the line the content check gives.
 */
export const misnamedSvgs: readonly { file: string; refused?: string }[] = [
  {
    file: "svg-named.png",
    refused: "is an SVG file, whatever its name says: rename it svg-named.svg",
  },
  { file: "upper-case-ending.SVG" },
];

/** The files of the corpus folder, by name without `.svg`. */
export const hostileSvgFiles = () =>
  readdirSync(hostileSvgFolder)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length))
    .sort();

/** A board member's logos as drawing programs save them. */
export const logoFiles = ["inkscape-logo.svg", "illustrator-logo.svg", "gradient-raster-logo.svg"];
