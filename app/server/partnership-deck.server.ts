/**
 * The partnership deck: a PDF of slides the build writes in each language from the site's own
 * data (the partners page's figures, audience and formats, the past collaborations and what came
 * of them, partners' words, the sponsors' logos, the contact), in the chapter's colours and the
 * site's font (Inter). Nothing for the board to keep up to date: it is rebuilt with the site
 * (decision 0048). Drawn with pdfkit; laid out by lib/deck-layout.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { brandTokens } from "../lib/brand";
import { imageFolders } from "../config/content-locations";
import type { FontSubset } from "../config/known-languages";
import type { Language } from "../config/languages";
import { pageTexts } from "../content-texts/content-text";
import { translatorFor } from "../i18n/i18n";
import { grid, inset, pagesOf, slide, type Box } from "../lib/deck-layout";
import { namedFigures } from "../lib/figures";
import { fontRuns } from "../lib/font-subsets";
import { inLanguage } from "../lib/in-language";
import { inlineText, plainText } from "../lib/rich-text";
import { siteClock } from "./clock.server";
import type { SiteContent } from "./content.server";
import { partnerContact } from "./partner-contact.server";
import { pastCollaborations } from "./past-collaborations.server";
import { quoteViews } from "./quotes.server";

/** What the deck says, in one language: every text already in it, every logo a PNG. */
export interface DeckContent {
  language: Language;
  chapterName: string;
  /** "Turin, Italy", or the city alone. */
  place: string;
  /** The site's address, "chapter.example.org". */
  site: string;
  logo?: Uint8Array;
  intro: string;
  figures: { value: string; label: string }[];
  audience: { label: string; items: string[] }[];
  formats: { title: string; description: string; gets: string[] }[];
  pastCollaborations: {
    title: string;
    days: string;
    partners: { name: string; outcomes: string[] }[];
    outcome?: string;
  }[];
  quotes: { text: string; name: string; role: string; company?: string }[];
  logos: { name: string; png: Uint8Array }[];
  contact: { name?: string; role?: string; email: string };
  /** The headings, in the language (the partners page's own words). */
  words: Record<
    | "workWithUs"
    | "audienceFigures"
    | "audienceHeading"
    | "collaborationFormats"
    | "formatGets"
    | "pastCollaborations"
    | "partnerVoices"
    | "ourpartners"
    | "yourContact"
    | "becomePartner",
    string
  >;
  colours: { brand: string; brandStrong: string; soft: string; surface: string; border: string };
  colourOnBrand: { muted: string; highlight: string };
  /** When it was made: the PDF's creation date. */
  date: Date;
}

/** Inter, static regular and bold, one WOFF file per subset (WOFF2's glyphs cannot be subset
 * for a PDF: pdfkit's fontkit fails on them). The same font as the site's, from its npm package. */
const fontFolder = "node_modules/@fontsource/inter/files";
const subsets: readonly FontSubset[] = ["latin", "latin-ext", "greek", "cyrillic"];
type Weight = 400 | 700;

const text = { dark: "#1b1f27", muted: "#4a5263", white: "#ffffff" } as const;

/**
 * A WOFF font as the plain font file (sfnt) it wraps: the same tables, inflated once. Given the
 * WOFF, fontkit inflates a table each time it reads from it (the whole glyph table for each
 * glyph, in plain JavaScript), which was most of the time a deck took to make.
 */
function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  // The sfnt header's binary search fields, from the largest power of two not above the count.
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const header = Buffer.alloc(12 + 16 * tableCount);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (const [index, { tag, checksum, data }] of tables.entries()) {
    const record = 12 + index * 16;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}

/** The site's font files for the deck, read and unwrapped once per build for every language's. */
const fontFiles = new Map<string, Buffer>();
function fontFile(root: string, subset: FontSubset, weight: Weight): Buffer {
  const path = join(root, fontFolder, `inter-${subset}-${weight}-normal.woff`);
  let font = fontFiles.get(path);
  if (!font) {
    font = sfntOfWoff(readFileSync(path));
    fontFiles.set(path, font);
  }
  return font;
}

/** The deck as PDF bytes. */
export async function renderDeck(
  content: DeckContent,
  root: string = process.cwd(),
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: [slide.width, slide.height],
    margin: 0,
    autoFirstPage: false,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: `${content.chapterName}: ${content.words.workWithUs}`,
      Author: content.chapterName,
      Subject: content.words.collaborationFormats,
      CreationDate: content.date,
      ModDate: content.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (const subset of subsets) {
    for (const weight of [400, 700] as const) {
      doc.registerFont(`${subset}-${weight}`, fontFile(root, subset, weight));
    }
  }
  const draw = drawing(doc, content);
  draw.cover();
  draw.audience();
  for (const formats of pagesOf(content.formats, 4)) draw.formats(formats);
  for (const collaborations of pagesOf(content.pastCollaborations, 3)) {
    draw.pastCollaborations(collaborations);
  }
  if (content.quotes.length > 0 || content.logos.length > 0) draw.voicesAndLogos();
  draw.contact();
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

interface TextStyle {
  size: number;
  weight?: Weight;
  colour: string;
  width?: number;
  height?: number;
  align?: "left" | "center" | "right";
  lineGap?: number;
}

/** The slides, each drawn on a new page. */
function drawing(doc: PDFKit.PDFDocument, content: DeckContent) {
  const { margin, width, height } = slide;
  const inner = width - 2 * margin;

  /** A text in the site's font, each run in the subset that draws it (lib/font-subsets.ts). */
  function write(value: string, x: number, y: number, style: TextStyle): number {
    const runs = fontRuns(value);
    doc.fontSize(style.size).fillColor(style.colour);
    const options: PDFKit.Mixins.TextOptions = {
      width: style.width,
      height: style.height,
      align: style.align,
      lineGap: style.lineGap ?? style.size * 0.25,
      ellipsis: style.height ? "…" : undefined,
    };
    runs.forEach((run, index) => {
      doc.font(`${run.subset}-${style.weight ?? 400}`);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { continued });
    });
    if (runs.length === 0) return y;
    return doc.y;
  }

  /** The height a text takes, in the Latin face of its weight (near enough to size a card). */
  function measure(value: string, style: TextStyle): number {
    doc.font(`latin-${style.weight ?? 400}`).fontSize(style.size);
    return doc.heightOfString(value, {
      width: style.width,
      lineGap: style.lineGap ?? style.size * 0.25,
    });
  }

  function page(background = "#ffffff") {
    doc.addPage();
    doc.rect(0, 0, width, height).fill(background);
  }

  function heading(value: string) {
    doc.rect(margin, margin - 6, 40, 5).fill(content.colours.brand);
    return write(value, margin, margin + 8, {
      size: 28,
      weight: 700,
      colour: content.colours.brandStrong,
      width: inner,
    });
  }

  function footer(onBrand = false) {
    write(`${content.chapterName} · ${content.site}`, margin, height - 30, {
      size: 9,
      colour: onBrand ? content.colourOnBrand.muted : text.muted,
      width: inner,
    });
  }

  function card(box: Box, fill: string) {
    doc.roundedRect(box.x, box.y, box.width, box.height, 8).fill(fill);
  }

  function list(items: readonly string[], x: number, y: number, style: TextStyle): number {
    let bottom = y;
    for (const item of items) bottom = write(`•  ${item}`, x, bottom, style) + 2;
    return bottom;
  }

  return {
    cover() {
      page(content.colours.brand);
      if (content.logo) {
        // The logo is a white mark for the primary colour (identity.yaml, `logo`).
        doc.image(Buffer.from(content.logo), margin, margin, { fit: [72, 72] });
      }
      const titleTop = content.logo ? margin + 100 : margin + 40;
      let y = write(content.words.workWithUs, margin, titleTop, {
        size: 44,
        weight: 700,
        colour: text.white,
        width: inner,
      });
      y = write(`${content.chapterName} · ${content.place}`, margin, y + 4, {
        size: 18,
        weight: 700,
        colour: content.colourOnBrand.highlight,
        width: inner,
      });
      write(content.intro, margin, y + 14, {
        size: 14,
        colour: content.colourOnBrand.muted,
        width: 600,
        height: height - y - 150,
      });
      const shown = content.figures.slice(0, 4);
      const boxes = grid(
        shown.length,
        4,
        { x: margin, y: height - 128, width: inner, height: 80 },
        24,
      );
      shown.forEach((figure, index) => {
        const box = boxes[index]!;
        const below = write(figure.value, box.x, box.y, {
          size: 30,
          weight: 700,
          colour: content.colourOnBrand.highlight,
          width: box.width,
        });
        write(figure.label, box.x, below, {
          size: 11,
          colour: text.white,
          width: box.width,
          height: box.y + box.height - below,
        });
      });
      footer(true);
    },

    audience() {
      page();
      const top = heading(content.words.audienceFigures) + 20;
      const boxes = grid(
        content.figures.length,
        4,
        { x: margin, y: top, width: inner, height: content.figures.length > 4 ? 200 : 110 },
        16,
      );
      content.figures.forEach((figure, index) => {
        const box = boxes[index]!;
        card(box, content.colours.soft);
        const area = inset(box, 14);
        const below = write(figure.value, area.x, area.y, {
          size: 30,
          weight: 700,
          colour: content.colours.brandStrong,
          width: area.width,
        });
        write(figure.label, area.x, below + 2, {
          size: 12,
          colour: text.dark,
          width: area.width,
          height: area.y + area.height - below,
        });
      });
      const listsTop = (boxes.at(-1)?.y ?? top) + (boxes.at(-1)?.height ?? 0) + 28;
      if (content.audience.length === 0) return footer();
      write(content.words.audienceHeading, margin, listsTop, {
        size: 18,
        weight: 700,
        colour: content.colours.brandStrong,
        width: inner,
      });
      const columns = grid(
        content.audience.length,
        3,
        { x: margin, y: listsTop + 32, width: inner, height: height - listsTop - 80 },
        24,
      );
      content.audience.forEach((group, index) => {
        const box = columns[index]!;
        const below = write(group.label, box.x, box.y, {
          size: 12,
          weight: 700,
          colour: text.muted,
          width: box.width,
        });
        list(group.items, box.x, below + 4, { size: 12, colour: text.dark, width: box.width });
      });
      footer();
    },

    formats(formats: DeckContent["formats"]) {
      page();
      const top = heading(content.words.collaborationFormats) + 18;
      const boxes = grid(
        formats.length,
        2,
        { x: margin, y: top, width: inner, height: height - top - 48 },
        16,
      );
      formats.forEach((format, index) => {
        const box = boxes[index]!;
        card(box, content.colours.surface);
        doc.rect(box.x, box.y + 8, 4, box.height - 16).fill(content.colours.brand);
        const area = inset(box, 16);
        let y = write(format.title, area.x, area.y, {
          size: 16,
          weight: 700,
          colour: content.colours.brandStrong,
          width: area.width,
        });
        const getsHeight = 20 + format.gets.length * 16;
        y = write(format.description, area.x, y + 4, {
          size: 11,
          colour: text.dark,
          width: area.width,
          height: Math.max(14, area.y + area.height - y - getsHeight - 8),
        });
        y = write(content.words.formatGets, area.x, y + 6, {
          size: 11,
          weight: 700,
          colour: text.muted,
          width: area.width,
        });
        list(format.gets, area.x, y + 2, { size: 11, colour: text.dark, width: area.width });
      });
      footer();
    },

    pastCollaborations(collaborations: DeckContent["pastCollaborations"]) {
      page();
      const top = heading(content.words.pastCollaborations) + 18;
      const columns = grid(
        collaborations.length,
        3,
        { x: margin, y: top, width: inner, height: height - top - 48 },
        16,
      );
      const styles = (width: number) => ({
        days: { size: 10, weight: 700, colour: text.muted, width } as TextStyle,
        title: { size: 16, weight: 700, colour: content.colours.brandStrong, width } as TextStyle,
        partner: { size: 12, weight: 700, colour: text.dark, width } as TextStyle,
        line: { size: 11, colour: text.dark, width } as TextStyle,
      });
      // The cards as high as the fullest one's text, not the whole slide.
      const needed = Math.max(
        ...collaborations.map((collaboration, index) => {
          const area = inset(columns[index]!, 16);
          const style = styles(area.width);
          return (
            32 +
            measure(collaboration.days, style.days) +
            measure(collaboration.title, style.title) +
            2 +
            collaboration.partners.reduce(
              (sum, partner) =>
                sum +
                10 +
                measure(partner.name, style.partner) +
                partner.outcomes.reduce(
                  (lines, outcome) => lines + 2 + measure(`•  ${outcome}`, style.line),
                  0,
                ),
              0,
            ) +
            (collaboration.outcome ? 8 + measure(collaboration.outcome, style.line) : 0)
          );
        }),
      );
      collaborations.forEach((collaboration, index) => {
        const box = { ...columns[index]!, height: Math.min(columns[index]!.height, needed + 8) };
        card(box, content.colours.surface);
        const area = inset(box, 16);
        const style = styles(area.width);
        let y = write(collaboration.days, area.x, area.y, style.days);
        y = write(collaboration.title, area.x, y + 2, style.title);
        for (const partner of collaboration.partners) {
          y = write(partner.name, area.x, y + 8, style.partner);
          y = list(partner.outcomes, area.x, y + 2, style.line);
        }
        if (collaboration.outcome) {
          write(collaboration.outcome, area.x, y + 8, {
            ...style.line,
            height: Math.max(14, area.y + area.height - y - 8),
          });
        }
      });
      footer();
    },

    voicesAndLogos() {
      page();
      let top: number = margin;
      if (content.quotes.length > 0) {
        top = heading(content.words.partnerVoices) + 18;
        const shown = content.quotes.slice(0, 2);
        const quoteStyle: TextStyle = { size: 13, colour: text.dark, width: inner / 2 - 44 };
        const longest = Math.max(...shown.map((quote) => measure(`“${quote.text}”`, quoteStyle)));
        const available = content.logos.length > 0 ? 170 : height - top - 48;
        const quoteHeight = Math.min(available, longest + 36 + 30);
        const boxes = grid(
          shown.length,
          2,
          { x: margin, y: top, width: inner, height: quoteHeight },
          16,
        );
        shown.forEach((quote, index) => {
          const box = boxes[index]!;
          card(box, content.colours.soft);
          const area = inset(box, 18);
          const who = [quote.name, [quote.role, quote.company].filter(Boolean).join(", ")].join(
            " · ",
          );
          write(`“${quote.text}”`, area.x, area.y, {
            size: 13,
            colour: text.dark,
            width: area.width,
            height: area.height - 30,
          });
          write(who, area.x, area.y + area.height - 16, {
            size: 11,
            weight: 700,
            colour: content.colours.brandStrong,
            width: area.width,
          });
        });
        top += quoteHeight + 28;
      }
      if (content.logos.length > 0) {
        top = write(content.words.ourpartners, margin, top, {
          size: content.quotes.length > 0 ? 18 : 28,
          weight: 700,
          colour: content.colours.brandStrong,
          width: inner,
        });
        const columns = 5;
        const rows = Math.ceil(content.logos.length / columns);
        const boxes = grid(
          content.logos.length,
          columns,
          {
            x: margin,
            y: top + 14,
            width: inner,
            height: Math.min(rows * 72, height - top - 62),
          },
          12,
        );
        content.logos.forEach((logo, index) => {
          const box = boxes[index]!;
          doc.roundedRect(box.x, box.y, box.width, box.height, 6).lineWidth(1);
          doc.strokeColor(content.colours.border).stroke();
          const area = inset(box, 10);
          doc.image(Buffer.from(logo.png), area.x, area.y, {
            fit: [area.width, area.height],
            align: "center",
            valign: "center",
          });
        });
      }
      footer();
    },

    contact() {
      page(content.colours.brand);
      if (content.logo) doc.image(Buffer.from(content.logo), margin, margin, { fit: [48, 48] });
      let y = write(content.words.becomePartner, margin, margin + 72, {
        size: 44,
        weight: 700,
        colour: text.white,
        width: inner,
      });
      y = write(content.words.yourContact, margin, y + 40, {
        size: 14,
        weight: 700,
        colour: content.colourOnBrand.muted,
        width: inner,
      });
      if (content.contact.name) {
        y = write(content.contact.name, margin, y + 6, {
          size: 30,
          weight: 700,
          colour: text.white,
          width: inner,
        });
      }
      if (content.contact.role) {
        y = write(content.contact.role, margin, y + 2, {
          size: 16,
          colour: content.colourOnBrand.muted,
          width: inner,
        });
      }
      y = write(content.contact.email, margin, y + 18, {
        size: 22,
        weight: 700,
        colour: content.colourOnBrand.highlight,
        width: inner,
      });
      doc.link(margin, y - 30, inner / 2, 30, `mailto:${content.contact.email}`);
      write(content.site, margin, y + 8, {
        size: 16,
        colour: text.white,
        width: inner,
      });
      footer(true);
    },
  };
}

/** A logo as a PNG for the deck, at most 400 × 200 pixels (SVG logos drawn by sharp). */
async function logoPng(path: string): Promise<Uint8Array> {
  const png = await sharp(readFileSync(path), { density: 192 })
    .resize({ width: 400, height: 200, fit: "inside", withoutEnlargement: true })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

/** What the deck says in one language, from the site's content (what the partners page shows). */
export async function deckContent(
  content: SiteContent,
  language: Language,
  now: number,
  root: string = process.cwd(),
): Promise<DeckContent> {
  const t = translatorFor(language);
  const texts = pageTexts(content.identity, language);
  const page = inLanguage(content.pages.partners, language);
  const identity = content.identity;
  const tokens = brandTokens(identity.brand).light;
  const token = (name: string) => tokens[`--color-${name}`] ?? "#1b4f9c";
  const contact = partnerContact(content.team, language);
  const audience = page.audience;
  return {
    language,
    chapterName: identity.chapterName,
    place: [identity.city.name[language], identity.city.country?.[language]]
      .filter(Boolean)
      .join(", "),
    site: new URL(identity.url).host,
    logo: identity.logo
      ? await logoPng(join(root, imageFolders.identity, identity.logo))
      : undefined,
    intro: plainText(texts.blocks(page.collaborationsText)),
    figures: namedFigures(identity.figures, page.figures, language),
    audience: audience
      ? [
          { label: t("fieldsOfStudy"), items: audience.fieldsOfStudy },
          { label: t("universitiesList"), items: audience.universities },
          ...(audience.yearsOfStudy
            ? [{ label: t("yearsOfStudy"), items: audience.yearsOfStudy }]
            : []),
        ]
      : [],
    formats: page.formats.map((format) => ({
      title: format.title,
      description: inlineText(texts.inline(format.description)),
      gets: format.gets,
    })),
    pastCollaborations: pastCollaborations(content, language, now).map((collaboration) => ({
      title: collaboration.title,
      days: collaboration.days,
      partners: collaboration.partners.map(({ name, outcomes }) => ({ name, outcomes })),
      outcome: collaboration.outcome ? inlineText(collaboration.outcome) : undefined,
    })),
    quotes: quoteViews(content, language)
      .filter((quote) => quote.from === "partner")
      .map(({ text: words, name, role, company }) => ({ text: words, name, role, company })),
    logos: await Promise.all(
      content.sponsors.map(async (sponsor, index) => ({
        name: sponsor.name ?? t("sponsorAlt", { number: index + 1 }),
        png: await logoPng(join(root, imageFolders.sponsors, sponsor.logo)),
      })),
    ),
    contact: contact
      ? { name: contact.name, role: contact.role, email: contact.email }
      : { email: identity.emails.partners },
    words: {
      workWithUs: t("workWithUs"),
      audienceFigures: t("audienceFigures"),
      audienceHeading: t("audienceHeading"),
      collaborationFormats: t("collaborationFormats"),
      formatGets: t("formatGets"),
      pastCollaborations: t("pastCollaborations"),
      partnerVoices: t("partnerVoices"),
      ourpartners: t("ourpartners"),
      yourContact: t("yourContact"),
      becomePartner: t("becomePartner"),
    },
    colours: {
      brand: token("brand"),
      brandStrong: token("brand-strong"),
      soft: token("brand-soft"),
      surface: token("surface"),
      border: token("border"),
    },
    colourOnBrand: { muted: token("on-brand-muted"), highlight: token("on-brand-highlight") },
    date: new Date(now),
  };
}

const made = new Map<Language, Promise<Uint8Array<ArrayBuffer>>>();

/** The deck in a language, made once per build: the partners page states its size and the
 * deck's own route writes it, the same bytes. */
export function partnershipDeck(
  content: SiteContent,
  language: Language,
): Promise<Uint8Array<ArrayBuffer>> {
  const cached = made.get(language);
  if (cached && import.meta.env.PROD) return cached;
  const deck = deckContent(content, language, siteClock().now).then((data) => renderDeck(data));
  made.set(language, deck);
  return deck;
}
