/** The team's file (team.yaml): each member, their role and photo. */
import { z } from "zod";
import { imageFolders } from "../../config/content-locations";
import { pictureKindsInWords } from "../../config/pictures";
import { email, fileName, focus, localized, text } from "../schema-fields";
import { listFileSchema, oneOf } from "./fields";

/** The roles a team member can have; each is also the key of its label in app/i18n. */
export const teamRoles = ["president", "secretary", "treasurer", "hr", "cr"] as const;

/** The form Italian writes a role in for a person: Segretaria or Segretario (i18n/team-roles.ts). */
export const roleForms = ["feminine", "masculine"] as const;

export const teamMemberSchema = z
  .strictObject({
    name: text.meta({
      title: "Name",
      description: "Full name, the card's title.",
      it: { title: "Nome", description: "Nome e cognome, il titolo della scheda." },
    }),
    role: oneOf(teamRoles).meta({
      title: "Role",
      description:
        "The card shows its name in the page's language: Treasurer, Tesoriera or Tesoriere (the next field says which).",
      it: {
        title: "Ruolo",
        description:
          "La scheda lo scrive nella lingua della pagina: Treasurer, Tesoriera o Tesoriere (il campo seguente dice quale).",
      },
    }),
    roleForm: oneOf(roleForms).meta({
      title: "Form of the role",
      description:
        "Some languages write most roles one way for a woman and another for a man (Italian: Segretaria or Segretario, Tesoriera or Tesoriere; Presidente for both). The card uses the form chosen here in every language.",
      optionLabels: {
        feminine: "Feminine (Segretaria, Tesoriera)",
        masculine: "Masculine (Segretario, Tesoriere)",
      },
      it: {
        title: "Forma del ruolo",
        description:
          "Alcune lingue scrivono quasi tutti i ruoli in un modo per una donna e in un altro per un uomo (in italiano: Segretaria o Segretario, Tesoriera o Tesoriere; Presidente per entrambi). La scheda usa la forma scelta qui in ogni lingua.",
        optionLabels: {
          feminine: "Femminile (Segretaria, Tesoriera)",
          masculine: "Maschile (Segretario, Tesoriere)",
        },
      },
    }),
    roleLabel: localized.optional().meta({
      title: "Role as written for this person",
      description:
        "When the role's usual words do not fit the person (a shared role, a deputy): the role as the card should say it, in both languages.",
      it: {
        title: "Ruolo scritto per questa persona",
        description:
          "Quando le parole abituali del ruolo non vanno bene per la persona (un ruolo condiviso, un vice): il ruolo come la scheda deve scriverlo, in entrambe le lingue.",
      },
    }),
    photo: fileName(imageFolders.team).meta({
      title: "Portrait",
      description: `A file in ${imageFolders.team}/: square, at least 480 px wide (${pictureKindsInWords("portrait")}).`,
      it: {
        title: "Ritratto",
        description: `Un file in ${imageFolders.team}/: quadrato, largo almeno 480 px (${pictureKindsInWords("portrait", "it")}).`,
      },
      picture: "portrait",
      focusField: "photoFocus",
    }),
    photoFocus: focus.optional().meta({
      title: "Portrait's focus",
      description:
        "Where the face is, when the portrait is not square: click it on the picture (x across, y down, each from 0 to 1; the middle when left out).",
      it: {
        title: "Punto focale del ritratto",
        description:
          "Dove si trova il viso, se il ritratto non è quadrato: fai clic sul punto nell'immagine (x in orizzontale, y in verticale, ciascuno da 0 a 1; al centro se non indicato).",
      },
    }),
    email: email.meta({
      title: "E-mail",
      description: "The card writes to this address.",
      it: { title: "E-mail", description: "La scheda scrive a questo indirizzo." },
    }),
  })
  .meta({ title: "Team member" });

export const teamFileSchema = listFileSchema(
  "members",
  z.array(teamMemberSchema, { error: "must be a list of team members" }),
  {
    title: "Members",
    description:
      "One card each, in the order of the carousel. Without any, the /about page shows the chapter's e-mail addresses alone.",
    it: {
      title: "Membri",
      description:
        "Una scheda a testa, nell'ordine del carosello. Senza nessuna, la pagina /about mostra solo gli indirizzi e-mail del chapter.",
    },
    nouns: { en: ["a member", "members"], it: ["un membro", "membri"] },
  },
);

export type TeamMember = z.output<typeof teamMemberSchema>;
