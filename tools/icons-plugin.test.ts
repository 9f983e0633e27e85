import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { drawIcons, iconFiles, logoFile, manifestOf, socialCardFile } from "./icons-plugin";

const root = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "chapter-icons-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** A small project: the logo, under the name the identity gives it, and an identity with a brand
 * colour. */
function project(logo: string | Buffer, primary: string, name = "mark.svg"): string {
  const dir = mkdtempSync(join(copy, "p-"));
  mkdirSync(join(dir, "app/config"), { recursive: true });
  cpSync(join(root, "app/config/identity.yaml"), join(dir, "app/config/identity.yaml"));
  const identity = readFileSync(join(dir, "app/config/identity.yaml"), "utf8");
  writeFileSync(
    join(dir, "app/config/identity.yaml"),
    identity
      .replace(/primary: "#[0-9a-f]{6}"/, `primary: "${primary}"`)
      .replace(/^logo: .*$/m, `logo: ${name}`),
  );
  mkdirSync(join(dir, "app/assets/identity"), { recursive: true });
  writeFileSync(join(dir, logoFile(dir)), logo);
  return dir;
}

/** The chapter's own logo, as the identity names it. */
const chapterLogo = () => readFileSync(join(root, logoFile(root)), "utf8");

/** The pixel at (x, y) of a PNG, as red, green, blue. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe("the icons drawn from the logo", () => {
  it("reads the logo the identity names, in its picture folder", () => {
    expect(logoFile(root)).toMatch(/^app\/assets\/identity\/[^/]+\.(svg|png)$/);
    expect(logoFile(project(chapterLogo(), "#0b6e4f", "other.svg"))).toBe(
      "app/assets/identity/other.svg",
    );
  });

  it("draws every icon, at its size, on the identity's primary colour", async () => {
    const icons = await drawIcons(project(chapterLogo(), "#0b6e4f"));
    expect(Object.keys(icons).sort()).toEqual([...iconFiles, socialCardFile].sort());
    for (const [name, size] of [
      ["apple-touch-icon.png", 180],
      ["icon-192.png", 192],
      ["icon-512.png", 512],
    ] as const) {
      const { data, info } = await sharp(icons[name]).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], name).toEqual([size, size]);
      // A corner is the brand's colour, opaque (touch icons have no transparency).
      expect([...data.subarray(0, info.channels)].slice(0, 3), name).toEqual([0x0b, 0x6e, 0x4f]);
    }
    expect(icons["favicon.svg"].toString()).toContain('fill="#0b6e4f"');
    // An .ico: reserved 0, type 1, one image of 32 × 32, then a PNG.
    const ico = icons["favicon.ico"];
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.subarray(22, 26).toString("latin1")).toBe("\x89PNG");
  });

  it("refuses a logo the SVG check refuses, naming the file", async () => {
    const scripted =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><script>alert(1)</script><rect width="64" height="64"/></svg>';
    await expect(drawIcons(project(scripted, "#1b4f9c"))).rejects.toThrow(
      "app/assets/identity/mark.svg",
    );
  });
});

describe("the social card drawn from the logo", () => {
  /** A white square on transparency, as a logo is drawn: its pixels are white on the card. */
  const whiteSquare =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect x="16" y="16" width="32" height="32" fill="#fff"/></svg>';

  it("is 1200 × 630, the logo in its middle on the brand's primary colour", async () => {
    const card = (await drawIcons(project(whiteSquare, "#0b6e4f")))[socialCardFile];
    const { width, height, channels, hasAlpha } = await sharp(card).metadata();
    expect({ width, height, hasAlpha }).toEqual({ width: 1200, height: 630, hasAlpha: false });
    expect(channels).toBe(3);
    // The corners and the edges: the brand's colour.
    for (const [x, y] of [
      [0, 0],
      [1199, 629],
      [300, 315],
      [600, 20],
    ] as const) {
      expect(await pixel(card, x, y), `${x}, ${y}`).toEqual([0x0b, 0x6e, 0x4f]);
    }
    // The middle: the logo's white, drawn at a third of the card's height (the square is half
    // of its 64 units: about 105 pixels wide).
    expect(await pixel(card, 600, 315)).toEqual([255, 255, 255]);
    expect(await pixel(card, 600 + 40, 315 - 40)).toEqual([255, 255, 255]);
    expect(await pixel(card, 600 + 70, 315)).toEqual([0x0b, 0x6e, 0x4f]);
  });

  it("draws a PNG logo too, with the icons", async () => {
    const png = await sharp(Buffer.from(whiteSquare)).png().toBuffer();
    const icons = await drawIcons(project(png, "#1b4f9c", "mark.png"));
    expect(await pixel(icons[socialCardFile], 600, 315)).toEqual([255, 255, 255]);
    expect(await pixel(icons[socialCardFile], 10, 10)).toEqual([0x1b, 0x4f, 0x9c]);
    const { width, height } = await sharp(icons["icon-512.png"]).metadata();
    expect([width, height]).toEqual([512, 512]);
  });
});

describe("the web manifest", () => {
  it("is written from the identity: its name and primary colour, the site's path", () => {
    const dir = project('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"/>', "#006600");
    const identity = readFileSync(join(dir, "app/config/identity.yaml"), "utf8");
    const name = /^chapterName: (.*)$/m.exec(identity)?.[1]?.trim();
    const manifest = JSON.parse(manifestOf(dir, "/site/")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name,
      theme_color: "#006600",
      background_color: "#006600",
      start_url: "/site/",
    });
  });
});
