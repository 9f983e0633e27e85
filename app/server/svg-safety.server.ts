/**
 * An SVG is a picture that can also hold a program: opened on its own, on a host that sends no
 * security headers, its scripts run on the site's origin, where the CMS keeps the board's GitHub
 * sign-in. So the site never publishes the SVG file the board gave (decision 0019): this check
 * reads it as a browser does (XML, with namespaces), refuses it when anything in it would run or
 * load another file, and otherwise writes a new file from the parts of a picture it knows, chosen
 * by namespace and name from the lists below (never by how a prefix is spelled). That new file is
 * read and checked again, and must come out the same; it is what the build publishes
 * (tools/content-pictures-plugin.ts).
 *
 * Editors' own data (Inkscape's, Illustrator's, RDF metadata, comments, titles) is left out
 * without a word: a browser shows none of it. Before anything is parsed, the file's size, its
 * nesting and its number of elements are bounded, each told in its own line.
 */
import { SaxesParser, type SaxesTagNS } from "saxes";
// With its extension: tools/content-pictures-plugin.ts loads this module from vite.config.ts.
import { cleanStyleAttribute, cleanStyleSheet, cleanStyleValue } from "./svg-style.server.ts";

/** What the check reads at most: a logo is a few kilobytes and a few hundred elements. */
export const svgLimits = {
  /** Bytes, told before the file is read (server/picture-check.server.ts). */
  bytes: 1024 * 1024,
  /** Elements inside elements. */
  depth: 100,
  elements: 20_000,
} as const;

const svgNamespace = "http://www.w3.org/2000/svg";
const xlinkNamespace = "http://www.w3.org/1999/xlink";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
const xmlnsNamespace = "http://www.w3.org/2000/xmlns/";

/** Namespaces whose elements a browser gives a behaviour of their own: never in a logo. */
const activeNamespaces = new Map([
  ["http://www.w3.org/1999/xhtml", "an XHTML"],
  ["http://www.w3.org/1998/Math/MathML", "a MathML"],
  ["http://www.w3.org/1999/XSL/Transform", "an XSLT"],
  ["http://www.w3.org/2001/XInclude", "an XInclude"],
  ["http://www.w3.org/2001/xml-events", "an XML Events"],
]);

/** The SVG elements of a still picture: what is published. */
const pictureElements = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "switch",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "image",
  "style",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feFuncR",
  "feFuncG",
  "feFuncB",
  "feFuncA",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** SVG elements a browser does not draw, which editors leave behind: left out without a word. */
const unshownElements = new Set([
  "title",
  "desc",
  "metadata",
  // SVG fonts (no browser draws them any more).
  "font",
  "font-face",
  "font-face-src",
  "font-face-uri",
  "font-face-format",
  "font-face-name",
  "glyph",
  "missing-glyph",
  "hkern",
  "vkern",
  "color-profile",
  // SVG 1.2 drafts that Inkscape writes and browsers never drew.
  "flowRoot",
  "flowRegion",
  "flowRegionExclude",
  "flowPara",
  "flowSpan",
  "flowDiv",
  "flowLine",
  "solidColor",
  "solidcolor",
  "hatch",
  "hatchpath",
  "meshgradient",
  "meshGradient",
  "meshrow",
  "meshRow",
  "meshpatch",
  "meshPatch",
]);

/** Elements whose text is part of the picture. */
const textElements = new Set(["text", "tspan", "textPath"]);

/** Elements that may name a part of the file with `href="#id"` (an `<image>` also an embedded
 * raster picture). */
const referringElements = new Set([
  "use",
  "textPath",
  "linearGradient",
  "radialGradient",
  "pattern",
  "filter",
  "image",
]);

/** Attributes (without a namespace) of a still picture; each value is read as a style value
 * (server/svg-style.server.ts), so that none loads a file. `id`, `class`, `style` and `href` are
 * read on their own. */
const pictureAttributes = new Set([
  // Geometry and coordinates.
  "x",
  "y",
  "x1",
  "x2",
  "y1",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "dx",
  "dy",
  "width",
  "height",
  "d",
  "points",
  "pathLength",
  "viewBox",
  "preserveAspectRatio",
  "transform",
  "version",
  "rotate",
  "textLength",
  "lengthAdjust",
  "startOffset",
  "method",
  "spacing",
  "side",
  // Units of gradients, patterns, clips, masks, markers and filters.
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "offset",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "markerUnits",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "filterUnits",
  "primitiveUnits",
  // Presentation attributes.
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "overflow",
  "clip",
  "clip-path",
  "clip-rule",
  "mask",
  "filter",
  "marker-start",
  "marker-mid",
  "marker-end",
  "stop-color",
  "stop-opacity",
  "flood-color",
  "flood-opacity",
  "lighting-color",
  "color-interpolation",
  "color-interpolation-filters",
  "color-rendering",
  "shape-rendering",
  "text-rendering",
  "image-rendering",
  "paint-order",
  "vector-effect",
  "mix-blend-mode",
  "isolation",
  "enable-background",
  "font-family",
  "font-size",
  "font-size-adjust",
  "font-stretch",
  "font-style",
  "font-variant",
  "font-weight",
  "text-anchor",
  "text-decoration",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "letter-spacing",
  "word-spacing",
  "writing-mode",
  "direction",
  "unicode-bidi",
  // Filter primitives.
  "in",
  "in2",
  "result",
  "type",
  "values",
  "tableValues",
  "slope",
  "intercept",
  "amplitude",
  "exponent",
  "mode",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "order",
  "kernelMatrix",
  "divisor",
  "bias",
  "targetX",
  "targetY",
  "edgeMode",
  "kernelUnitLength",
  "preserveAlpha",
  "surfaceScale",
  "diffuseConstant",
  "specularConstant",
  "specularExponent",
  "azimuth",
  "elevation",
  "pointsAtX",
  "pointsAtY",
  "pointsAtZ",
  "limitingConeAngle",
  "scale",
  "xChannelSelector",
  "yChannelSelector",
  "baseFrequency",
  "numOctaves",
  "seed",
  "stitchTiles",
  "radius",
  "stdDeviation",
]);

/** Raster pictures an `<image>` may hold, with the bytes their files start with. */
const embeddedRasters: Record<string, (bytes: Buffer) => boolean> = {
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  jpeg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  gif: (bytes) => bytes.subarray(0, 4).toString("latin1") === "GIF8",
  webp: (bytes) =>
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP",
};

interface XmlAttribute {
  uri: string;
  local: string;
  /** As written, for messages. */
  name: string;
  value: string;
}

interface XmlElement {
  uri: string;
  local: string;
  name: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
}

type XmlNode = XmlElement | string;

/** An element to publish: SVG, without prefix; attributes without namespace, or `xml:space`. */
interface PictureElement {
  name: string;
  attributes: [string, string][];
  children: (PictureElement | string)[];
}

export type SvgCheck =
  | { svg: string; width: number; height: number; problem?: undefined }
  | { problem: string; svg?: undefined; width?: undefined; height?: undefined };

const advice =
  "a logo must be a picture only, never a program or a link to other files; export it again as plain SVG, or as PNG";

/**
 * Checks an SVG file and writes the picture it holds again: the new file and its size in px, or
 * what is wrong, in words that follow the file's name ("holds a <script> element: …").
 */
export function checkSvg(file: Uint8Array | string): SvgCheck {
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : Buffer.from(file);
  if (bytes.length > svgLimits.bytes) {
    return {
      problem: `is larger than ${svgLimits.bytes / 1024 / 1024} MB: save the logo as plain SVG or as PNG`,
    };
  }
  const source = decode(bytes);
  if (typeof source !== "string") return source;
  const bounds = outOfBounds(source);
  if (bounds) return { problem: bounds };
  const first = writePicture(source);
  if ("problem" in first) return first;
  // What is published is read and checked again, and must come out as it went in.
  const second = writePicture(first.svg);
  if ("problem" in second || second.svg !== first.svg) {
    return {
      problem:
        "could not be written again the same way twice (a fault of the site's SVG check, not of the file): save it as PNG, and tell whoever keeps the site's code",
    };
  }
  return first;
}

/** The file's text: UTF-8 (with or without its mark), UTF-16 with its mark, or Latin-1 when
 * its XML declaration says so. */
function decode(bytes: Buffer): string | { problem: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return decodeAs("utf-8", bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeAs("utf-16le", bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeAs("utf-16be", bytes.subarray(2));
  const declared = /^<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(
    bytes.subarray(0, 200).toString("latin1"),
  )?.[1];
  const encoding = declared?.toLowerCase() ?? "utf-8";
  if (["utf-8", "utf8", "us-ascii", "ascii"].includes(encoding)) return decodeAs("utf-8", bytes);
  if (["iso-8859-1", "latin1", "iso-8859-15", "windows-1252"].includes(encoding)) {
    return decodeAs("windows-1252", bytes);
  }
  return { problem: `is saved in the ${declared} encoding: save it as UTF-8` };
}

function decodeAs(encoding: string, bytes: Uint8Array): string | { problem: string } {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return { problem: `is not ${encoding.toUpperCase()} text: save it again as SVG (UTF-8)` };
  }
}

/**
 * How deep elements nest and how many there are, counted on the text before any parser reads
 * it (comments, CDATA sections, instructions and quoted values skipped): a parser given a
 * hundred thousand nested elements takes a minute and a gigabyte to refuse them.
 */
function outOfBounds(source: string): string | undefined {
  let depth = 0;
  let elements = 0;
  let position = 0;
  const skipTo = (end: string, from: number) => {
    const found = source.indexOf(end, from);
    return found === -1 ? source.length : found + end.length;
  };
  for (;;) {
    position = source.indexOf("<", position);
    if (position === -1) return undefined;
    if (source.startsWith("<!--", position)) position = skipTo("-->", position + 4);
    else if (source.startsWith("<![CDATA[", position)) position = skipTo("]]>", position + 9);
    else if (source.startsWith("<?", position)) position = skipTo("?>", position + 2);
    else if (source.startsWith("<!", position)) {
      const subset = source.indexOf("[", position);
      const end = source.indexOf(">", position);
      position = subset !== -1 && subset < end ? skipTo("]", subset) : skipTo(">", position);
      position = skipTo(">", position - 1);
    } else if (source[position + 1] === "/") {
      depth--;
      position = skipTo(">", position);
    } else {
      let quote: string | undefined;
      let index = position + 1;
      for (; index < source.length; index++) {
        const character = source[index];
        if (quote) {
          if (character === quote) quote = undefined;
        } else if (character === '"' || character === "'") quote = character;
        else if (character === ">") break;
      }
      elements++;
      if (source[index - 1] !== "/") depth++;
      if (depth > svgLimits.depth) {
        return `nests its elements more than ${svgLimits.depth} deep (told before reading it): a logo needs far fewer; save it again from the drawing program, or as PNG`;
      }
      if (elements > svgLimits.elements) {
        return `holds more than ${svgLimits.elements.toLocaleString("en")} elements (told before reading it): a logo needs far fewer; simplify it, or save it as PNG`;
      }
      position = index + 1;
    }
  }
}

/** The picture written again, or what is wrong with the file. */
function writePicture(source: string): SvgCheck {
  const document = parse(source);
  if ("problem" in document) return document;
  const { root, hazards } = document;
  if (root && (root.uri !== svgNamespace || root.local !== "svg")) {
    return {
      problem: `is not an SVG picture: its outer element is <${root.name}>${
        root.uri ? "" : " without a namespace"
      }, where a browser needs <svg xmlns="${svgNamespace}">`,
    };
  }
  const picture = root && clean(root, true, hazards);
  if (hazards.size > 0) {
    const all = [...hazards];
    const told = all.length > 4 ? [...all.slice(0, 3), `${all.length - 3} more`] : all;
    return { problem: `holds ${told.join(", ")}: ${advice}` };
  }
  if (!picture) throw new Error("the root <svg> element is always kept");
  const expansion = outOfExpansion(picture);
  if (expansion) return { problem: expansion };
  const size = pictureSize(picture);
  if (!size) {
    return {
      problem:
        "needs a size: width and height on its <svg> element (in px, mm, cm, in or pt), or a viewBox",
    };
  }
  return { svg: serialise(picture, true), ...size };
}

/** The document as elements and texts, with what is outside its root that can load a file. */
function parse(source: string): { root?: XmlElement; hazards: Set<string> } | { problem: string } {
  const hazards = new Set<string>();
  const parser = new SaxesParser({ xmlns: true, position: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("doctype", (doctype) => {
    if (doctype.includes("[")) {
      hazards.add("a <!DOCTYPE> with declarations (entities can add what no check sees)");
    }
  });
  parser.on("processinginstruction", ({ target }) => {
    if (target?.toLowerCase() === "xml-stylesheet") {
      hazards.add("an <?xml-stylesheet?> instruction (a style sheet from another file)");
    }
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const element: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      name: tag.name,
      attributes: Object.values(tag.attributes).map(({ uri, local, name, value }) => ({
        uri,
        local,
        name,
        value,
      })),
      children: [],
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on("closetag", () => {
    open.pop();
  });
  const addText = (text: string) => open.at(-1)?.children.push(text);
  parser.on("text", addText);
  parser.on("cdata", addText);
  try {
    parser.write(source).close();
  } catch (error) {
    // What was found before the parser stopped says more than why it stopped: a DOCTYPE's
    // entities, which it does not expand, end in an "undefined entity".
    if (hazards.size > 0) return { root: undefined, hazards };
    const message = (error as Error).message
      .replace(/^(\d+):(\d+): /, "line $1, column $2: ")
      .replace(/\.$/, "");
    return { problem: `is not an SVG a browser can read (${message})` };
  }
  if (!root) return { problem: "is not an SVG a browser can read (it holds no element)" };
  return { root, hazards };
}

/**
 * The element written again if it is published, judged either way: every element and attribute
 * of the file is judged, inside a part that is left out too (a `<title>` holding an XHTML
 * `<script>` is refused, not passed over).
 */
function clean(
  element: XmlElement,
  published: boolean,
  hazards: Set<string>,
): PictureElement | undefined {
  const verdict = judgeElement(element);
  if (typeof verdict === "object") hazards.add(verdict.hazard);
  const kept = published && verdict === "picture";
  const attributes = cleanAttributes(element, hazards);
  const children: (PictureElement | string)[] = [];
  if (element.uri === svgNamespace && element.local === "style") {
    const css = cleanStyleSheet(
      element.children.filter((child) => typeof child === "string").join(""),
      hazards,
    );
    if (css !== "") children.push(css);
  }
  for (const child of element.children) {
    if (typeof child === "string") {
      if (kept && textElements.has(element.local)) children.push(child);
      continue;
    }
    const written = clean(child, kept, hazards);
    if (written) children.push(written);
  }
  return kept ? { name: element.local, attributes, children } : undefined;
}

function judgeElement(element: XmlElement): "picture" | "left out" | { hazard: string } {
  const { uri, local } = element;
  if (uri === svgNamespace) {
    if (pictureElements.has(local)) return "picture";
    if (unshownElements.has(local)) return "left out";
    // Illustrator's `<switch>` holds its own data in a `<foreignObject>`; nothing else may.
    if (local === "foreignObject" && holdsOnlyEditorData(element)) return "left out";
    return { hazard: describeElement(local) };
  }
  const active = activeNamespaces.get(uri);
  if (active) return { hazard: `${active} <${local}> element` };
  // Another program's data (Inkscape, Illustrator, RDF) or no namespace: a browser shows none.
  return "left out";
}

function describeElement(local: string): string {
  const element = `${/^[aeio]/i.test(local) ? "an" : "a"} <${local}> element`;
  if (/^(animate|animateMotion|animateTransform|animateColor|set|mpath|discard)$/.test(local)) {
    return `${element} (animation, which can change what the picture links to)`;
  }
  const why: Record<string, string> = {
    a: "a link",
    foreignObject: "a document inside the picture",
    feImage: "a filter that loads a picture",
  };
  return why[local] ? `${element} (${why[local]})` : element;
}

function holdsOnlyEditorData(element: XmlElement): boolean {
  return element.children.every((child) =>
    typeof child === "string"
      ? child.trim() === ""
      : child.uri !== "" &&
        child.uri !== svgNamespace &&
        !activeNamespaces.has(child.uri) &&
        holdsOnlyEditorData(child),
  );
}

/** The attributes to publish of an element, every one judged. */
function cleanAttributes(element: XmlElement, hazards: Set<string>): [string, string][] {
  const written: [string, string][] = [];
  let reference: string | undefined;
  for (const attribute of element.attributes) {
    const { uri, local, value } = attribute;
    if (uri === xmlnsNamespace) continue;
    const lower = local.toLowerCase();
    // In any namespace, under any prefix: judged by what it is, whatever its value.
    if (lower.startsWith("on")) {
      hazards.add(`an ${attribute.name} attribute on <${element.name}> (a script)`);
      continue;
    }
    if (lower === "href" || lower === "src") {
      const target = judgeReference(element, attribute, hazards);
      if (target && (uri === "" || uri === xlinkNamespace) && lower === "href") {
        // `href` wins over `xlink:href`, as in browsers.
        if (uri === "" || reference === undefined) reference = target;
      }
      continue;
    }
    if (uri === xmlNamespace) {
      if (local === "space" && (value === "preserve" || value === "default")) {
        written.push(["xml:space", value]);
      }
      continue;
    }
    if (uri !== "") continue;
    if (local === "id" || local === "class") written.push([local, value]);
    else if (local === "style") {
      const style = cleanStyleAttribute(value, hazards);
      if (style !== "") written.push([local, style]);
    } else if (pictureAttributes.has(local)) {
      // Published as the grammar read it, never as written: what a browser reads is what the
      // check read (`url(/*…*/#m)` is not `url(#m)`).
      const read = cleanStyleValue(value);
      if ("hazard" in read) hazards.add(`${read.hazard} in its ${local} attribute`);
      else if (read.text !== "") written.push([local, read.text]);
    }
  }
  if (reference !== undefined && element.uri === svgNamespace) {
    if (referringElements.has(element.local)) written.push(["href", reference]);
  }
  return written;
}

/** What an `href` may name: a part of the same file (`#id`), or for an `<image>` a raster
 * picture held in the file. Anything else is told, whatever it is written like. */
function judgeReference(
  element: XmlElement,
  attribute: XmlAttribute,
  hazards: Set<string>,
): string | undefined {
  const target = attribute.value.trim();
  if (/^#[^\s#]+$/.test(target)) return target;
  const image = element.uri === svgNamespace && element.local === "image";
  if (image) {
    const raster = embeddedRaster(target);
    if (raster) return raster;
  }
  const shown = JSON.stringify(target.length > 60 ? `${target.slice(0, 60)}…` : target);
  // As a browser reads an address: tabs and line breaks taken out, case ignored.
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(target.replace(/[\t\n\r]/g, "").toLowerCase())?.[1];
  if (scheme === "javascript" || scheme === "vbscript" || scheme === "data") {
    hazards.add(`a script or document link (${attribute.name}=${shown})`);
  } else if (image) {
    hazards.add(`an <image> that loads another file (${attribute.name}=${shown})`);
  } else {
    hazards.add(`a reference to another file (${attribute.name}=${shown})`);
  }
  return undefined;
}

/** A `data:image/…;base64,` address whose bytes are the raster picture it says, written again
 * without line breaks. */
function embeddedRaster(target: string): string | undefined {
  const match = /^data:image\/(png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/=\s]+)$/i.exec(target);
  if (!match) return undefined;
  const type = match[1]!.toLowerCase().replace("jpg", "jpeg");
  const bytes = Buffer.from(match[2]!.replace(/\s+/g, ""), "base64");
  return embeddedRasters[type]?.(bytes)
    ? `data:image/${type};base64,${bytes.toString("base64")}`
    : undefined;
}

/** Elements a `url(#id)` paints with, drawing none of their children: a gradient's stops are
 * colours, however many. */
const paintOnly = new Set(["linearGradient", "radialGradient"]);

/** Elements whose children are drawn only where something names them. */
const definitions = new Set([
  "defs",
  "symbol",
  "linearGradient",
  "radialGradient",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "filter",
]);

/** The parts of the file a value names: `url(#id)`, as the style grammar writes it again. */
const namedParts = (value: string) =>
  [...value.matchAll(/url\((#[^)]+)\)/g)].map((match) => match[1]!);

/** How many points a shape's markers stand on, at most: one per number of its geometry. */
function markerPoints(element: PictureElement): number {
  const geometry = element.attributes
    .filter(([name]) => name === "d" || name === "points")
    .map(([, value]) => value.match(/[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/g)?.length ?? 0);
  return Math.max(element.name === "line" ? 2 : 1, ...geometry);
}

/**
 * How many elements the picture draws, counted as a browser expands it: a `<use>` draws what it
 * names again (and what that names, in turn), a template (`href` of a gradient, a pattern, a
 * filter) lends its children, a mask, a clip, a pattern, a filter or a marker named by `url(#id)`
 * is drawn for each element that names it (a marker on each point of its shape), and one named by
 * a `<style>` rule is counted for every element drawn, as any of them may match the rule. A file
 * of a kilobyte can so draw a million elements and keep a page from painting for a minute: the
 * count has the same limit as the elements of the file, and a reference that comes back to
 * itself is refused.
 */
function outOfExpansion(root: PictureElement): string | undefined {
  const limit = svgLimits.elements;
  const byId = new Map<string, PictureElement>();
  const sheets: string[] = [];
  const collect = (element: PictureElement) => {
    const id = element.attributes.find(([name]) => name === "id")?.[1];
    // `#id` names the first element with that id, as `getElementById` does.
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    for (const child of element.children) {
      if (typeof child !== "string") collect(child);
      else if (element.name === "style") sheets.push(child);
    }
  };
  collect(root);
  const counted = new Map<PictureElement, number>();
  const open = new Set<PictureElement>();
  let problem: string | undefined;
  const target = (reference: string) =>
    reference.startsWith("#") ? byId.get(reference.slice(1)) : undefined;
  /** What naming `element` draws, counted at most to just over the limit. */
  const named = (element: PictureElement | undefined): number =>
    element === undefined || paintOnly.has(element.name) ? 0 : count(element);
  /** What drawing `element` draws, itself included (also a definition's, where it is named). */
  const count = (element: PictureElement): number => {
    const known = counted.get(element);
    if (known !== undefined) return known;
    if (problem !== undefined) return limit + 1;
    if (open.has(element)) {
      problem = `holds a reference that leads back to itself (<${element.name}> through <use>, href or url(#…)): a browser draws none of it; save it again from the drawing program, or as PNG`;
      return limit + 1;
    }
    // Nested references deeper than any drawing program writes: refused before the count does.
    if (open.size > svgLimits.depth) {
      problem = `nests its references (<use>, href, url(#…)) more than ${svgLimits.depth} deep: a logo needs far fewer; save it again from the drawing program, or as PNG`;
      return limit + 1;
    }
    open.add(element);
    let total = 1;
    for (const child of element.children) {
      if (typeof child !== "string") total += drawnInPlace(child);
    }
    for (const [name, value] of element.attributes) {
      if (name === "href") {
        const template = target(value);
        // A gradient's template lends its stops, a pattern's its drawing, a filter's its steps.
        if (template) total += count(template);
      } else {
        for (const reference of namedParts(value)) {
          const part = target(reference);
          const times =
            name.startsWith("marker") || part?.name === "marker" ? markerPoints(element) : 1;
          total += named(part) * times;
        }
      }
      if (total > limit) break;
    }
    open.delete(element);
    const capped = Math.min(total, limit + 1);
    counted.set(element, capped);
    return capped;
  };
  /** A definition (of `<defs>`, a `<symbol>`, a mask…) draws nothing where it stands. */
  const drawnInPlace = (element: PictureElement): number =>
    definitions.has(element.name) ? 1 : count(element);
  const drawn = count(root);
  if (problem !== undefined) return problem;
  // A rule of a `<style>` element may match every element drawn.
  let perElement = 0;
  let mostPoints: number | undefined;
  for (const reference of sheets.flatMap(namedParts)) {
    const part = target(reference);
    if (part?.name === "marker") {
      mostPoints ??= [...counted.keys()].reduce(
        (most, element) => Math.max(most, markerPoints(element)),
        1,
      );
    }
    perElement += named(part) * (part?.name === "marker" ? mostPoints! : 1);
    if (problem !== undefined) return problem;
    if (drawn * (1 + perElement) > limit) break;
  }
  const expanded = drawn * (1 + perElement);
  if (expanded > limit) {
    return `draws more than ${limit.toLocaleString("en")} elements once its <use> elements and references are followed (it holds fewer, drawn again and again): a logo needs far fewer; save it again without clones or symbols, or as PNG`;
  }
  return undefined;
}

/** A length in px: plain, or in an absolute unit. */
function lengthInPx(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)(px|mm|cm|in|pt|pc)?\s*$/.exec(value ?? "");
  if (!match) return undefined;
  const perUnit = { px: 1, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, pt: 96 / 72, pc: 16 };
  const px = Number(match[1]) * perUnit[(match[2] ?? "px") as keyof typeof perUnit];
  return px > 0 ? px : undefined;
}

/**
 * The picture's size in px, from its width and height, or from its viewBox where one is
 * missing; the published root then says it in px, with a viewBox, so that it scales as an
 * `<img>` of any size.
 */
function pictureSize(root: PictureElement): { width: number; height: number } | undefined {
  const get = (name: string) => root.attributes.find(([attribute]) => attribute === name)?.[1];
  const set = (name: string, value: string) => {
    const entry = root.attributes.find(([attribute]) => attribute === name);
    if (entry) entry[1] = value;
    else root.attributes.push([name, value]);
  };
  const box = get("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const viewBox =
    box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0
      ? { width: box[2]!, height: box[3]! }
      : undefined;
  let width = lengthInPx(get("width"));
  let height = lengthInPx(get("height"));
  if (viewBox) {
    width ??= height ? (height * viewBox.width) / viewBox.height : viewBox.width;
    height ??= (width * viewBox.height) / viewBox.width;
  }
  if (!width || !height) return undefined;
  const rounded = (value: number) => Math.round(value * 100) / 100;
  const size = { width: rounded(width), height: rounded(height) };
  if (!viewBox) set("viewBox", `0 0 ${size.width} ${size.height}`);
  set("width", String(size.width));
  set("height", String(size.height));
  return size;
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");

const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;");

function serialise(element: PictureElement, root = false): string {
  const namespace = root ? ` xmlns="${svgNamespace}"` : "";
  const attributes = element.attributes
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  const children = element.children
    .map((child) => (typeof child === "string" ? escapeText(child) : serialise(child)))
    .join("");
  return children === ""
    ? `<${element.name}${namespace}${attributes}/>`
    : `<${element.name}${namespace}${attributes}>${children}</${element.name}>`;
}
