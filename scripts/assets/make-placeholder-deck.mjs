// Writes the placeholder partnership deck of the partners page (app/assets/documents/
// partnership-deck.pdf): one landscape page that says it is an example, until the board uploads
// the chapter's own deck. Run once: `node scripts/assets/make-placeholder-deck.mjs [file]`.
// A PDF written by hand: a page, a font of the reader's own (Helvetica) and a few lines of text.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const file =
  process.argv[2] ?? join(import.meta.dirname, "../../app/assets/documents/partnership-deck.pdf");

const lines = [
  [36, 72, 470, "Partnership deck"],
  [18, 72, 420, "An example file: replace it with the chapter's own deck (PDF, at most 10 MB)."],
  [18, 72, 390, "Who we are, the students you meet, the formats and what each gives a company,"],
  [18, 72, 366, "past collaborations and how to reach us."],
];
const text = lines
  .map(
    ([size, x, y, words]) =>
      `BT /F1 ${size} Tf ${x} ${y} Td (${words.replace(/[\\()]/g, "\\$&")}) Tj ET`,
  )
  .join("\n");
const objects = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
];
let pdf = "%PDF-1.4\n";
const offsets = objects.map((body, index) => {
  const offset = Buffer.byteLength(pdf);
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf);
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, pdf);
console.log(`wrote ${file}`);
