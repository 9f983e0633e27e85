import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { drawIcons, iconFiles, logoFile } from "./icons-plugin";

const root = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "chapter-icons-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** A small project: the logo and an identity with a brand colour. */
function project(logo: string, primary: string): string {
  const dir = mkdtempSync(join(copy, "p-"));
  mkdirSync(join(dir, "app/config"), { recursive: true });
  cpSync(join(root, "app/config/identity.yaml"), join(dir, "app/config/identity.yaml"));
  const identity = readFileSync(join(dir, "app/config/identity.yaml"), "utf8");
  writeFileSync(
    join(dir, "app/config/identity.yaml"),
    identity.replace(/primary: "#[0-9a-f]{6}"/, `primary: "${primary}"`),
  );
  mkdirSync(join(dir, "app/assets"), { recursive: true });
  writeFileSync(join(dir, logoFile), logo);
  return dir;
}

describe("the icons drawn from the logo", () => {
  it("draws every icon, at its size, on the identity's primary colour", async () => {
    const logo = readFileSync(join(root, logoFile), "utf8");
    const icons = await drawIcons(project(logo, "#0b6e4f"));
    expect(Object.keys(icons).sort()).toEqual([...iconFiles].sort());
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
    await expect(drawIcons(project(scripted, "#1b4f9c"))).rejects.toThrow(logoFile);
  });
});
