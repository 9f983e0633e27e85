/**
 * What a photo says besides its picture: a phone writes into the file where it was taken (GPS),
 * when, with which camera, often a thumbnail. The site's pictures are re-encoded by the build and
 * carry none of it, but the originals are kept in the repository, which is public. This reads
 * and removes that metadata from JPEG, PNG and WebP files, byte by byte, without re-encoding the
 * picture (its quality stays as it is): the CMS before it uploads a picture
 * (tools/cms-browser/setup.ts), `npm run strip-photos` for files added by hand, and the content
 * check, which names a picture that still carries its location
 * (server/picture-location.server.ts).
 *
 * Kept: the picture, its colour profile (ICC), a JPEG's JFIF and Adobe segments (needed to
 * decode it), and its orientation, written back as the only field of a minimal EXIF block, so
 * that a phone's portrait photo stays upright.
 */

export type PictureFormat = "jpeg" | "png" | "webp";

/** The metadata found in a picture file. */
export interface PictureMetadata {
  format: PictureFormat;
  /** EXIF blocks (TIFF data), in the order of the file. */
  exif: Uint8Array[];
  /** XMP packets, as text. */
  xmp: string[];
  /** Whether there is anything besides the picture, its colour profile and its orientation. */
  removable: boolean;
}

/** Inflates zlib data (compressed PNG text chunks), where the platform offers it. */
export type Inflate = (data: Uint8Array) => Uint8Array;

const ascii = (bytes: Uint8Array, start = 0, end = bytes.length) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  ascii(bytes, at, at + text.length) === text;

const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

export function pictureFormat(bytes: Uint8Array): PictureFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpeg";
  if (startsWith(bytes, "\x89PNG\r\n\x1a\n")) return "png";
  if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8)) return "webp";
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// EXIF (TIFF) data

const exifHeader = "Exif\0\0";
const orientationTag = 0x0112;
const gpsPointerTag = 0x8825;

/** The TIFF data of an EXIF block, without the "Exif\0\0" some containers put before it. */
function tiffOf(block: Uint8Array): Uint8Array {
  return startsWith(block, exifHeader) ? block.subarray(exifHeader.length) : block;
}

interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  /** Where its value (or the offset to it) is. */
  at: number;
}

/** The entries of the IFD at `offset` of some TIFF data; none if it does not fit. */
function ifdEntries(tiff: Uint8Array, offset: number): IfdEntry[] {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = startsWith(tiff, "II");
  if (offset < 8 || offset + 2 > tiff.length) return [];
  const count = view.getUint16(offset, little);
  const entries: IfdEntry[] = [];
  for (let index = 0; index < count; index++) {
    const at = offset + 2 + index * 12;
    if (at + 12 > tiff.length) break;
    entries.push({
      tag: view.getUint16(at, little),
      type: view.getUint16(at + 2, little),
      count: view.getUint32(at + 4, little),
      at: at + 8,
    });
  }
  return entries;
}

function readTiff(block: Uint8Array): { orientation?: number; gps: boolean } {
  const tiff = tiffOf(block);
  if (!(startsWith(tiff, "II*\0") || startsWith(tiff, "MM\0*"))) return { gps: false };
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = startsWith(tiff, "II");
  const entries = ifdEntries(tiff, view.getUint32(4, little));
  const orientationEntry = entries.find(({ tag, type }) => tag === orientationTag && type === 3);
  const orientation = orientationEntry ? view.getUint16(orientationEntry.at, little) : undefined;
  const pointer = entries.find(({ tag }) => tag === gpsPointerTag);
  // Latitude or longitude (tags 1 to 4) in the GPS IFD: where the photo was taken.
  const gps = pointer
    ? ifdEntries(tiff, view.getUint32(pointer.at, little)).some(({ tag }) => tag >= 1 && tag <= 4)
    : false;
  return { orientation, gps };
}

/** A minimal EXIF block (TIFF data) holding only an orientation. */
function orientationTiff(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]); // "MM", 42: big-endian TIFF
  view.setUint32(4, 8); // IFD0 right after the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, orientationTag);
  view.setUint16(12, 3); // SHORT
  view.setUint32(14, 1); // one value
  view.setUint16(18, orientation);
  view.setUint32(22, 0); // no next IFD
  return tiff;
}

/** The orientation a picture's EXIF gives, other than the default (1). */
function keptOrientation(exif: readonly Uint8Array[]): number | undefined {
  for (const block of exif) {
    const { orientation } = readTiff(block);
    if (orientation !== undefined)
      return orientation >= 2 && orientation <= 8 ? orientation : undefined;
  }
  return undefined;
}

/** Whether an EXIF block holds nothing but an orientation (what stripping leaves). */
function onlyOrientation(block: Uint8Array): boolean {
  const tiff = tiffOf(block);
  if (!(startsWith(tiff, "II*\0") || startsWith(tiff, "MM\0*"))) return false;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = startsWith(tiff, "II");
  const entries = ifdEntries(tiff, view.getUint32(4, little));
  return entries.length === 1 && entries[0]?.tag === orientationTag;
}

const xmpHasLocation = (xmp: string) => /GPS(Latitude|Longitude)/.test(xmp);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    result.set(part, at);
    at += part.length;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// JPEG: a sequence of segments

interface JpegSegment {
  marker: number;
  /** The whole segment, marker included (with the entropy-coded data after a scan's header). */
  bytes: Uint8Array;
  /** Its data, after the marker and length. */
  data: Uint8Array;
}

/** The segments of a JPEG up to its end (EOI); what follows it (other pictures) is left out. */
function jpegSegments(bytes: Uint8Array): JpegSegment[] {
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) {
      segments.push({ marker, bytes: bytes.subarray(at, at + 2), data: new Uint8Array() });
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      segments.push({ marker, bytes: bytes.subarray(at, at + 2), data: new Uint8Array() });
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    let end = at + 2 + length;
    const data = bytes.subarray(at + 4, end);
    if (marker === 0xda) {
      // A scan: its entropy-coded data runs to the next marker that is not a restart (RSTn) or
      // a stuffed 0xFF00.
      while (end + 1 < bytes.length) {
        if (bytes[end] === 0xff) {
          const next = bytes[end + 1] ?? 0;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        end++;
      }
    }
    segments.push({ marker, bytes: bytes.subarray(at, end), data });
    at = end;
  }
  return segments;
}

function jpegMetadata(bytes: Uint8Array) {
  const segments = jpegSegments(bytes);
  const exif: Uint8Array[] = [];
  const xmp: string[] = [];
  for (const { marker, data } of segments) {
    if (marker === 0xe1 && startsWith(data, exifHeader)) exif.push(data.subarray(6));
    else if (marker === 0xe1 && startsWith(data, "http://ns.adobe.com/")) {
      xmp.push(utf8(data.subarray(data.indexOf(0) + 1)));
    }
  }
  const dropped = segments.filter(({ marker, data }) => isDroppedJpegSegment(marker, data));
  const end = 2 + segments.reduce((total, { bytes: segment }) => total + segment.length, 0);
  const keptAsItIs =
    dropped.length === 0 ||
    (dropped.length === 1 &&
      dropped[0]?.marker === 0xe1 &&
      startsWith(dropped[0].data, exifHeader) &&
      onlyOrientation(dropped[0].data));
  // Anything after the end of the picture (a phone's second picture, its own metadata) goes too.
  return { exif, xmp, removable: end < bytes.length || !keptAsItIs };
}

/** Whether a JPEG segment is metadata: every APPn but JFIF (APP0), a colour profile (APP2
 * ICC_PROFILE) and Adobe's (APP14); comments too. */
function isDroppedJpegSegment(marker: number, data: Uint8Array): boolean {
  if (marker === 0xfe) return true;
  if (marker < 0xe0 || marker > 0xef) return false;
  if (marker === 0xe0 || marker === 0xee) return false;
  return !(marker === 0xe2 && startsWith(data, "ICC_PROFILE\0"));
}

function stripJpeg(bytes: Uint8Array, orientation: number | undefined): Uint8Array {
  const kept = jpegSegments(bytes).filter(
    ({ marker, data }) => !isDroppedJpegSegment(marker, data),
  );
  const parts = kept.map(({ bytes: segment }) => segment);
  if (orientation !== undefined) {
    const tiff = orientationTiff(orientation);
    const length = 2 + exifHeader.length + tiff.length;
    const app1 = concat([
      new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff]),
      new TextEncoder().encode(exifHeader),
      tiff,
    ]);
    // After JFIF's APP0, which must come first, else first.
    const at = kept[0]?.marker === 0xe0 ? 1 : 0;
    parts.splice(at, 0, app1);
  }
  return concat([new Uint8Array([0xff, 0xd8]), ...parts]);
}

// ---------------------------------------------------------------------------------------------
// PNG: a sequence of chunks

/** The chunks a PNG keeps: the picture, its colours and its animation. */
const pngKept = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);

interface PngChunk {
  type: string;
  bytes: Uint8Array;
  data: Uint8Array;
}

function pngChunks(bytes: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    const end = at + 12 + length;
    chunks.push({
      type,
      bytes: bytes.subarray(at, end),
      data: bytes.subarray(at + 8, at + 8 + length),
    });
    at = end;
    if (type === "IEND") break;
  }
  return chunks;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** A PNG text chunk's keyword and text (tEXt, zTXt, iTXt), when it can be read. */
function pngText(chunk: PngChunk, inflate?: Inflate): { keyword: string; text?: string } {
  const { type, data } = chunk;
  const nul = data.indexOf(0);
  const keyword = ascii(data, 0, nul);
  const rest = data.subarray(nul + 1);
  if (type === "tEXt") return { keyword, text: ascii(rest) };
  if (type === "zTXt") {
    return { keyword, text: inflate ? ascii(inflate(rest.subarray(1))) : undefined };
  }
  // iTXt: compression flag, method, language tag\0, translated keyword\0, text.
  const compressed = rest[0] === 1;
  let at = 2;
  at = rest.indexOf(0, at) + 1;
  at = rest.indexOf(0, at) + 1;
  const body = rest.subarray(at);
  if (!compressed) return { keyword, text: utf8(body) };
  return { keyword, text: inflate ? utf8(inflate(body)) : undefined };
}

/** ImageMagick's "Raw profile type exif": the EXIF block in hexadecimal, after two lines. */
function rawProfile(text: string): Uint8Array | undefined {
  const hex = text.trim().split("\n").slice(2).join("").replace(/\s/g, "");
  if (!/^([0-9a-f]{2})+$/i.test(hex)) return undefined;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function pngMetadata(bytes: Uint8Array, inflate?: Inflate) {
  const exif: Uint8Array[] = [];
  const xmp: string[] = [];
  const chunks = pngChunks(bytes);
  for (const chunk of chunks) {
    if (chunk.type === "eXIf") exif.push(chunk.data);
    if (["tEXt", "zTXt", "iTXt"].includes(chunk.type)) {
      const { keyword, text } = pngText(chunk, inflate);
      if (text === undefined) continue;
      if (/^Raw profile type (exif|APP1)$/i.test(keyword)) {
        const block = rawProfile(text);
        if (block) exif.push(block);
      } else if (keyword === "XML:com.adobe.xmp" || xmpHasLocation(text)) xmp.push(text);
    }
  }
  const removable = chunks.some(
    ({ type, data }) => !pngKept.has(type) && !(type === "eXIf" && onlyOrientation(data)),
  );
  return { exif, xmp, removable };
}

function stripPng(bytes: Uint8Array, orientation: number | undefined): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let written = false;
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === "IDAT" && !written && orientation !== undefined) {
      parts.push(pngChunk("eXIf", orientationTiff(orientation)));
      written = true;
    }
    if (pngKept.has(chunk.type)) parts.push(chunk.bytes);
  }
  return concat(parts);
}

// ---------------------------------------------------------------------------------------------
// WebP: a RIFF container

interface RiffChunk {
  type: string;
  bytes: Uint8Array;
  data: Uint8Array;
}

function webpChunks(bytes: Uint8Array): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, at + 4);
    const size = view.getUint32(at + 4, true);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    chunks.push({
      type,
      bytes: bytes.subarray(at, end),
      data: bytes.subarray(at + 8, at + 8 + size),
    });
    at = end;
  }
  return chunks;
}

const webpExifFlag = 0x08;
const webpXmpFlag = 0x04;

function webpMetadata(bytes: Uint8Array) {
  const chunks = webpChunks(bytes);
  const exif = chunks.filter(({ type }) => type === "EXIF").map(({ data }) => data);
  const xmp = chunks.filter(({ type }) => type === "XMP ").map(({ data }) => utf8(data));
  const removable = chunks.some(
    ({ type, data }) => type === "XMP " || (type === "EXIF" && !onlyOrientation(data)),
  );
  return { exif, xmp, removable };
}

function stripWebp(bytes: Uint8Array, orientation: number | undefined): Uint8Array {
  const chunks = webpChunks(bytes).filter(({ type }) => type !== "EXIF" && type !== "XMP ");
  const parts = chunks.map(({ type, bytes: chunk }) => {
    if (type !== "VP8X") return chunk;
    const copy = chunk.slice();
    const flags = copy[8] ?? 0;
    copy[8] =
      (flags & ~(webpExifFlag | webpXmpFlag)) | (orientation !== undefined ? webpExifFlag : 0);
    return copy;
  });
  // Only the extended format (VP8X) can hold EXIF: a simple WebP loses an orientation it never
  // had a place for.
  if (orientation !== undefined && chunks[0]?.type === "VP8X") {
    const tiff = orientationTiff(orientation);
    const header = new Uint8Array(8);
    header.set(new TextEncoder().encode("EXIF"));
    new DataView(header.buffer).setUint32(4, tiff.length, true);
    parts.push(concat([header, tiff]));
  }
  const body = concat(parts);
  const riff = new Uint8Array(12);
  riff.set(bytes.subarray(0, 12));
  new DataView(riff.buffer).setUint32(4, body.length + 4, true);
  return concat([riff, body]);
}

// ---------------------------------------------------------------------------------------------

/** The metadata of a JPEG, PNG or WebP file; undefined for any other kind of file. */
export function readPictureMetadata(
  bytes: Uint8Array,
  inflate?: Inflate,
): PictureMetadata | undefined {
  const format = pictureFormat(bytes);
  if (format === "jpeg") return { format, ...jpegMetadata(bytes) };
  if (format === "png") return { format, ...pngMetadata(bytes, inflate) };
  if (format === "webp") return { format, ...webpMetadata(bytes) };
  return undefined;
}

/** Whether a picture says where it was taken (GPS in its EXIF or XMP). */
export function hasLocation(bytes: Uint8Array, inflate?: Inflate): boolean {
  const metadata = readPictureMetadata(bytes, inflate);
  if (!metadata) return false;
  return metadata.exif.some((block) => readTiff(block).gps) || metadata.xmp.some(xmpHasLocation);
}

/**
 * The picture without its metadata (see above); the same bytes when there is none to remove, or
 * when it is no JPEG, PNG or WebP.
 */
export function stripPictureMetadata(bytes: Uint8Array): Uint8Array {
  const metadata = readPictureMetadata(bytes);
  if (!metadata?.removable) return bytes;
  const orientation = keptOrientation(metadata.exif);
  if (metadata.format === "jpeg") return stripJpeg(bytes, orientation);
  if (metadata.format === "png") return stripPng(bytes, orientation);
  return stripWebp(bytes, orientation);
}
