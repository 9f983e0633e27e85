import { crc32, deflateSync, inflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  hasLocation,
  pictureFormat,
  readPictureMetadata,
  stripPictureMetadata,
} from "./picture-metadata";

const formats = ["jpeg", "png", "webp"] as const;

const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="45,4.2N" exif:GPSLongitude="7,41.0E"/></rdf:RDF></x:xmpmeta>`;

/** A phone's photo: its camera, where it was taken, when, and a portrait's rotation. */
async function phonePhoto(format: (typeof formats)[number], options: { xmp?: boolean } = {}) {
  let picture = sharp({
    create: { width: 64, height: 48, channels: 3, background: "#c03030" },
  })
    .toFormat(format)
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: "ExamplePhone", Model: "Model 7" },
      IFD2: { DateTimeOriginal: "2026:11:20 18:04:11" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 4/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "7/1 41/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 });
  if (options.xmp) picture = picture.withXmp(xmp);
  return new Uint8Array(await picture.toBuffer());
}

const pixels = (bytes: Uint8Array) => sharp(Buffer.from(bytes)).raw().toBuffer();
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe.each(formats)("a %s photo from a phone", (format) => {
  it("says where it was taken, and loses it when stripped", async () => {
    const photo = await phonePhoto(format);
    expect(pictureFormat(photo)).toBe(format);
    expect(hasLocation(photo)).toBe(true);
    expect(text(photo)).toContain("ExamplePhone");
    const stripped = stripPictureMetadata(photo);
    expect(hasLocation(stripped)).toBe(false);
    expect(text(stripped)).not.toContain("ExamplePhone");
    expect(text(stripped)).not.toContain("2026:11:20");
    // The same picture, pixel for pixel, upright as before, in its colours.
    expect((await pixels(stripped)).equals(await pixels(photo))).toBe(true);
    const metadata = await sharp(Buffer.from(stripped)).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.autoOrient).toEqual({ width: 48, height: 64 });
    expect(metadata.icc).toBeDefined();
    expect(metadata.exif?.length ?? 0).toBeLessThanOrEqual(32);
  });

  it("finds a location written in XMP too", async () => {
    const photo = await phonePhoto(format, { xmp: true });
    expect(readPictureMetadata(photo)?.xmp).toHaveLength(1);
    const stripped = stripPictureMetadata(photo);
    expect(hasLocation(stripped)).toBe(false);
    expect(text(stripped)).not.toContain("GPSLatitude");
  });

  it("is left as it is once stripped, or when it never had metadata", async () => {
    const stripped = stripPictureMetadata(await phonePhoto(format));
    expect(readPictureMetadata(stripped)?.removable).toBe(false);
    expect(stripPictureMetadata(stripped)).toBe(stripped);
    const plain = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .toFormat(format)
        .toBuffer(),
    );
    expect(stripPictureMetadata(plain)).toBe(plain);
    expect(hasLocation(plain)).toBe(false);
  });
});

describe("pictures with more than one picture inside, or another format", () => {
  it("drops what follows the end of a JPEG (a second picture with its own metadata)", async () => {
    const photo = await phonePhoto("jpeg");
    const twice = new Uint8Array([...stripPictureMetadata(photo), ...photo]);
    expect(hasLocation(twice)).toBe(false); // Only the first picture is read...
    const stripped = stripPictureMetadata(twice);
    expect(stripped.length).toBeLessThan(photo.length); // ...and only it is kept.
    expect(text(stripped)).not.toContain("ExamplePhone");
  });

  it("reads a PNG's location written as ImageMagick's compressed text", async () => {
    const photo = await phonePhoto("png");
    const exif = readPictureMetadata(photo)?.exif[0] as Uint8Array;
    const hex = Buffer.from(exif).toString("hex");
    const profile = `\nexif\n${String(exif.length).padStart(8)}\n${hex}\n`;
    const plain = stripPictureMetadata(photo);
    const data = Buffer.concat([
      Buffer.from("Raw profile type exif\0\0", "latin1"),
      deflateSync(Buffer.from(profile, "latin1")),
    ]);
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write("zTXt", 4, "latin1");
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    const withText = new Uint8Array([...plain.subarray(0, 33), ...chunk, ...plain.subarray(33)]);
    expect(hasLocation(withText, inflateSync)).toBe(true);
    expect(hasLocation(stripPictureMetadata(withText), inflateSync)).toBe(false);
  });

  it("leaves any other file alone", () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(pictureFormat(svg)).toBeUndefined();
    expect(stripPictureMetadata(svg)).toBe(svg);
    expect(hasLocation(svg)).toBe(false);
  });
});
