/**
 * Whether a published SVG is harmless, judged apart from the check that wrote it: read by
 * another parser (jsdom's), with rules that say what may be there rather than what may not.
 */
import { JSDOM } from "jsdom";

const svgNamespace = "http://www.w3.org/2000/svg";

/** The elements of a still picture (a smaller list than the check's is fine: tests use it). */
const stillPicture = new Set([
  "svg",
  "title",
  "desc",
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
  "feDropShadow",
  "feGaussianBlur",
  "feOffset",
  "feFlood",
  "feComposite",
  "feMerge",
  "feMergeNode",
  "feColorMatrix",
  "feBlend",
]);

/** A style or value that could load something, or hide that it does. */
const loadsSomething = /url\(\s*['"]?(?!#)|@import|@font-face|image-set|expression\(|\\/i;

/** What is not harmless in `svg`, one short line each; empty when it is only a picture. */
export function harmlessSvgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (/<!|<\?/.test(svg)) problems.push("a declaration, comment or instruction");
  const { document } = new JSDOM(svg, { contentType: "image/svg+xml" }).window;
  const root = document.documentElement;
  for (const element of [root, ...root.querySelectorAll("*")]) {
    if (element.namespaceURI !== svgNamespace) {
      problems.push(`<${element.nodeName}> in ${element.namespaceURI ?? "no namespace"}`);
    } else if (!stillPicture.has(element.localName)) problems.push(`<${element.localName}>`);
    for (const attribute of element.attributes) {
      const { localName, namespaceURI, value } = attribute;
      const declaration = attribute.name === "xmlns" && value === svgNamespace;
      const space = attribute.name === "xml:space";
      if (namespaceURI !== null && !declaration && !space) problems.push(`${attribute.name}=`);
      if (/^on/i.test(localName)) problems.push(`${localName}=`);
      if (localName === "href" && !/^(#|data:image\/(png|jpeg|gif|webp);base64,)/.test(value)) {
        problems.push(`href=${value}`);
      }
      if (loadsSomething.test(value)) problems.push(`${localName}=${value}`);
    }
    if (element.localName === "style" && loadsSomething.test(element.textContent ?? "")) {
      problems.push(`<style>${element.textContent ?? ""}`);
    }
  }
  return problems;
}
