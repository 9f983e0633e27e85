/** The sponsors' file (sponsors.yaml): each partner's name, logo and links, and its short name
 * by which a recap names it. */
import { z } from "zod";
import { quoted } from "../address-rules";
import { imageFolders } from "../../config/content-locations";
import { pictureKindsInWords } from "../../config/pictures";
import { fileName, text, webAddress } from "../schema-fields";
import { listFileSchema } from "./fields";

/** A sponsor's short name (sponsors.yaml `id`), by which a recap names a partner. */
export const sponsorId = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: (issue) =>
      `must be small letters, digits and single hyphens, like example-systems, not ${quoted(issue.input)}`,
  })
  .meta({
    pattern: {
      regex: "^[a-z0-9]+(-[a-z0-9]+)*$",
      message: "Small letters, digits and single hyphens, like example-systems.",
      it: { message: "Lettere minuscole, cifre e trattini singoli, come example-systems." },
    },
  });

export const sponsorSchema = z
  .strictObject({
    name: text.optional().meta({
      title: "Name",
      description:
        'The company\'s name: what people who cannot see the logo hear. Without it the logo is called "Sponsor N".',
      it: {
        title: "Nome",
        description:
          'Il nome dell\'azienda: ciò che sente chi non può vedere il logo. Senza, il logo si chiama "Sponsor N".',
      },
    }),
    id: sponsorId.optional().meta({
      title: "Short name",
      description:
        "A short name of small letters and hyphens, like example-systems, by which an event's recap names this partner (recap.partnerOutcomes). Needed only for a partner named so.",
      it: {
        title: "Nome breve",
        description:
          "Un nome breve di lettere minuscole e trattini, come example-systems, con cui il resoconto di un evento nomina questo partner (recap.partnerOutcomes). Serve solo a un partner nominato così.",
      },
    }),
    logo: fileName(imageFolders.sponsors).meta({
      title: "Logo",
      description: `A file in ${imageFolders.sponsors}/ (${pictureKindsInWords("logo")}): SVG is best, with a size (width and height, or a viewBox); the site publishes it as its check writes it again.`,
      it: {
        title: "Logo",
        description: `Un file in ${imageFolders.sponsors}/ (${pictureKindsInWords("logo", "it")}): meglio SVG, con le sue dimensioni (width e height, o un viewBox); il sito pubblica il file come lo riscrive il controllo.`,
      },
      picture: "logo",
    }),
    url: webAddress.meta({
      title: "Web site",
      description: "Opened in a new tab.",
      it: { title: "Sito web", description: "Si apre in una nuova scheda." },
    }),
  })
  .meta({ title: "Sponsor" });

export const sponsorsFileSchema = listFileSchema(
  "sponsors",
  z
    .array(sponsorSchema, { error: "must be a list of sponsors" })
    .superRefine((sponsors, context) => {
      // Each short name names one sponsor: a recap that names it must know which.
      const seen = new Map<string, number>();
      sponsors.forEach((sponsor, index) => {
        if (!sponsor.id) return;
        const other = seen.get(sponsor.id);
        if (other === undefined) seen.set(sponsor.id, index);
        else {
          context.addIssue({
            code: "custom",
            path: [index, "id"],
            message: `"${sponsor.id}" is already the short name of sponsors[${other}]: each sponsor has its own`,
          });
        }
      });
    }),
  {
    title: "Sponsors",
    description:
      "In the order of the partners page. Without any, the page invites the first partner instead.",
    it: {
      title: "Sponsor",
      description:
        "Nell'ordine della pagina dei partner. Senza nessuno, la pagina invita invece il primo partner.",
    },
    nouns: { en: ["a sponsor", "sponsors"], it: ["uno sponsor", "sponsor"] },
  },
);

export type Sponsor = z.output<typeof sponsorSchema>;
