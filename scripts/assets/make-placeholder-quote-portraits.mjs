// Draws the placeholder portraits of the people quoted in app/content/quotes.yaml (example
// quotes, until the chapter has its own): app/assets/quotes/student-1.jpg, student-2.jpg,
// partner-1.jpg and partner-2.jpg, in the style of the team's placeholders. Run once:
// `node scripts/assets/make-placeholder-quote-portraits.mjs`. Replace them with real portraits
// (asked for first) of the same name, or change the names in the quotes file.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { blue, portrait, yellow } from "./illustration.mjs";

const folder = join(import.meta.dirname, "../../app/assets/quotes");
const portraits = {
  "student-1.jpg": {
    seed: 11,
    bg: "#dcf1ec",
    skin: "#f5d6ba",
    hair: "#b5562b",
    hairStyle: "bun",
    shirt: "#c45ab3",
    collar: "crew",
    extras: ["earrings"],
  },
  "student-2.jpg": {
    seed: 12,
    bg: "#fdf0c4",
    skin: "#d9a47c",
    hair: "#2b1b14",
    hairStyle: "curly",
    shirt: "#29a19c",
    collar: "hoodie",
  },
  "partner-1.jpg": {
    seed: 13,
    bg: "#dbe7f7",
    skin: "#f1c7a3",
    hair: "#8a5a32",
    hairStyle: "long",
    shirt: blue,
    collar: "shirt",
    extras: ["glasses"],
  },
  "partner-2.jpg": {
    seed: 14,
    bg: "#fde5d6",
    skin: "#a86f4c",
    hair: "#1f1a17",
    hairStyle: "short",
    shirt: yellow,
    collar: "v",
  },
};

mkdirSync(folder, { recursive: true });
for (const [name, options] of Object.entries(portraits)) {
  const file = join(folder, name);
  await sharp(Buffer.from(portrait(options)))
    .resize(600, 600)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  console.log(`wrote ${file}`);
}
