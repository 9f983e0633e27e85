/**
 * The documents content files name (the partners page's deck): what a PDF is, checked on its
 * bytes rather than its name, and how large it may be. Pure, so that the build
 * (server/content.server.ts) and the CMS before it saves (tools/cms-browser/setup.ts) say the same.
 */
import { megabytes } from "./numbers";

/** The largest deck: a deck of slides with photos, exported for the screen. */
export const maximumDeckBytes = 10 * 1024 * 1024;

/** Every PDF starts with these bytes ("%PDF-"), whatever its name says. */
const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** How many first bytes `pdfProblem` needs to see. */
export const pdfSignatureLength = pdfSignature.length;

/** What is wrong with a file given as a PDF (its first bytes and its size), or nothing. */
export function pdfProblem(firstBytes: Uint8Array, size: number): string | undefined {
  if (!pdfSignature.every((byte, index) => firstBytes[index] === byte)) {
    return "is not a PDF (it does not start as one, whatever its name says): export the deck as PDF";
  }
  if (size > maximumDeckBytes) {
    return `is ${megabytes(size)}: a deck holds at most ${megabytes(maximumDeckBytes)} (export it with compressed pictures)`;
  }
  return undefined;
}
