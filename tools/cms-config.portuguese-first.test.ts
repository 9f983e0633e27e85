/**
 * The CMS of a chapter in Portuguese and English (run by the "Portuguese first" project of
 * vitest.config.ts only): its editor speaks Portuguese, its fields' labels, hints, choices and
 * lists included, and names the texts' languages in Portuguese.
 */
import { describe, expect, it } from "vitest";
import { languages } from "../app/config/languages";
import { cmsConfig, type CmsField } from "./cms-config";
import { chosenLanguage } from "./cms-browser/language";
import { cmsLanguages, firstCmsLanguage } from "./cms-browser/words";
import { entries as ptEntries } from "./cms-browser/words/pt";

const settings = {
  repository: "est-lisboa/site",
  branch: "main",
  saving: "commit" as const,
  visibility: "public" as const,
};

function fieldAt(fields: CmsField[], path: string): CmsField {
  const [name, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no CMS field ${path}`);
  return rest.length ? fieldAt(field.fields as CmsField[], rest.join(".")) : field;
}

describe("the CMS of a chapter in Portuguese and English", () => {
  const config = cmsConfig(settings, { siteUrl: "https://est-lisboa.example.org", language: "pt" });
  const [events, site] = config.collections as unknown as [
    { label: string; label_singular: string; fields: CmsField[] },
    { label: string; files: { name: string; label: string; fields: CmsField[] }[] },
  ];

  it("speaks Portuguese, then English, and Portuguese to a browser that asks for neither", () => {
    expect(languages).toEqual(["pt", "en"]);
    expect(cmsLanguages).toEqual(["pt", "en"]);
    expect(firstCmsLanguage).toBe("pt");
    expect(chosenLanguage(null, ["fr-FR"])).toBe("pt");
    expect(chosenLanguage(null, ["en-GB", "pt-PT"])).toBe("en");
    expect(config.locale).toBe("pt");
  });

  it("labels its fields, hints, choices and lists in Portuguese", () => {
    // The collection's name in the Portuguese words, not the English "Events".
    expect([events.label, events.label_singular]).toEqual([ptEntries.events?.label, "Evento"]);
    expect(fieldAt(events.fields, "title").label).toBe("Título");
    expect(fieldAt(events.fields, "series").label).toBe("Série (opcional)");
    expect(fieldAt(events.fields, "start").hint).toContain("Europe/Lisbon");
    expect(fieldAt(events.fields, "slug").hint).toContain("/en/robotics-night");
    expect(fieldAt(events.fields, "status").options).toContainEqual({
      label: "Cancelado",
      value: "cancelled",
    });
    expect(fieldAt(events.fields, "page.sections")).toMatchObject({
      label: "Secções",
      label_singular: "secção",
      add_label: "Adicionar uma secção",
    });
    const team = site.files.find((file) => file.name === "team");
    expect(team?.label).toBe("Equipa");
    expect(fieldAt(team?.fields ?? [], "members.role").label).toBe("Cargo");
  });

  it("names the texts' languages in Portuguese, never in German or English", () => {
    expect(
      (fieldAt(events.fields, "title").fields as CmsField[]).map(({ label }) => label),
    ).toEqual(["Português", "Inglês"]);
    expect(JSON.stringify(config)).not.toMatch(/Deutsch|Tedesco|"German"/);
  });
});
