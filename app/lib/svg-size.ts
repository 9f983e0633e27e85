/** The width and height an SVG declares on its root element, in px. */
export function svgSize(source: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(source)?.[0] ?? "";
  const width = Number(/\swidth="([\d.]+)(px)?"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)(px)?"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
