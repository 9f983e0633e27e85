/**
 * The rules of the content that the CMS does not check before it saves, with the reason: every
 * other rule, the whole schema and the rules of a file's own data (content-rules/content-rules.ts),
 * it applies to the file being edited (tools/cms-browser/setup.ts). These the build checks, and the
 * tests a saved change starts; docs/cms-rules.md is written from this list (and a test keeps it
 * so).
 */
export interface BuildOnlyRule {
  /** What the build checks. */
  rule: string;
  /** Why the CMS cannot check it before saving. */
  reason: string;
}

export const buildOnlyRules: readonly BuildOnlyRule[] = [
  {
    rule: "Two events do not take the same address (slug), even in different letter cases.",
    reason: "It needs every event's file; the CMS checks the one being edited.",
  },
  {
    rule: "Two event pages do not share a title or an introduction, in either language.",
    reason: "It needs every event's file; the CMS checks the one being edited.",
  },
  {
    rule: "A series has at least two editions, on different days.",
    reason: "It needs every event's file; the CMS checks the one being edited.",
  },
  {
    rule: "A link in a text to a page of the site leads to a page that exists.",
    reason:
      "The CMS does not know the events added since the site was built; the link is still checked to be safe (https, mailto: or a path of the site).",
  },
  {
    rule: "A picture a file names exists in its folder, and is of a kind the site can use.",
    reason:
      "The CMS's picture fields choose among the files of the folder, or upload into it; a name typed by hand in a file is the build's to check.",
  },
  {
    rule: "Pictures can be read, are neither too small (a recap photo at least 1200 px on its longer side) nor too large (40 MB, an SVG 1 MB), and an SVG logo gives its size and holds a picture only: no script, no event handler, no embedded page, no link to another file; what is published of it is the file the check writes again (decision 0019).",
    reason: "It reads the picture itself, which only the build has.",
  },
  {
    rule: "A page's figures, and the texts' figure placeholders, name figures of the identity.",
    reason:
      "The CMS checks them against the identity as the site was built; a figure added or renamed since counts only once that change is built.",
  },
  {
    rule: "The partners a recap names (recap.partnerOutcomes) are sponsors of the sponsors' file, by their short name (id).",
    reason:
      "The CMS checks them against the sponsors' file as the site was built: a sponsor given its short name since counts once that change is built, and a short name removed from the sponsors' file while a recap still names it is the build's to tell.",
  },
  {
    rule: "A quote's event is the address of an event of the site.",
    reason: "It needs every event's file; the CMS checks the one being edited.",
  },
  {
    rule: "A content file is UTF-8 text of at most 1 MB, and uses few YAML aliases (`*name`).",
    reason: "The CMS writes its files itself, always so; the rule is for files edited by hand.",
  },
  {
    rule: "The events folder holds only event files, each ending in .yaml.",
    reason: "The CMS names the files it writes itself; the rule is for files added by hand.",
  },
  {
    rule: "Warnings, which never stop a build: a text that writes a figure's number, a small picture, a portrait without a focus, an event ended recently without a recap, an example value still to replace.",
    reason: "They do not stop a save either: the page works, the build says what deserves a look.",
  },
];

/** docs/cms-rules.md, from the list above. */
export function buildOnlyRulesDocument(): string {
  return [
    "# Rules only the build checks",
    "",
    "<!-- Written from tools/cms-rules.ts: change the list there; a test compares the two. -->",
    "",
    "The CMS at `/admin/` refuses to save a file the build would refuse: it checks the file",
    "against the same schema and the same rules as the build, and lists every mistake at once",
    "(the field, by its labels in the form, then what is expected). A few rules need more than",
    "the file being edited; the build checks them, and so do the tests that every saved change",
    "starts:",
    "",
    ...buildOnlyRules.flatMap(({ rule, reason }) => [`- **${rule}** ${reason}`]),
    "",
  ].join("\n");
}
