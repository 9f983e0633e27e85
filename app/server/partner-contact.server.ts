/** The person a company talks to, as the partners page shows them in one language. */
import type { Language } from "../config/languages";
import { translatorFor } from "../i18n/i18n";
import type { TeamMember } from "../lib/content-schema";
import type { PictureData } from "../types/picture";
import { teamPicture } from "./pictures.server";

/** The person a company talks to: the team's corporate-relations member. */
export interface PartnerContact {
  name: string;
  role: string;
  email: string;
  picture: PictureData;
  focus?: TeamMember["photoFocus"];
}

/** The team's corporate-relations member, if there is one. */
export function partnerContact(
  team: readonly TeamMember[],
  language: Language,
): PartnerContact | undefined {
  const member = team.find((candidate) => candidate.role === "cr");
  if (!member) return undefined;
  return {
    name: member.name,
    role: member.roleLabel?.[language] ?? translatorFor(language)("cr"),
    email: member.email,
    picture: teamPicture(member.photo),
    focus: member.photoFocus,
  };
}
