/**
 * The shape of app/config/cms.yaml: where the CMS at /admin/ saves the board's changes and how
 * people sign in to it. Checked with the content, before anything builds.
 */
import { z } from "zod";
import { webAddress } from "./schema-fields";

export const cmsSettingsSchema = z.strictObject({
  repository: z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a text") })
    .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, {
      error: "must be the GitHub repository as owner/name, like chapter-org/website",
    })
    .meta({ title: "GitHub repository", description: "owner/name of the site's repository." }),
  branch: z
    .string()
    .regex(/^[A-Za-z0-9._/-]+$/, { error: "must be a branch name, like main" })
    .meta({ title: "Branch", description: "The branch the site is published from." }),
  saving: z
    .enum(["pull-request", "commit"], {
      error: 'must be "pull-request" (each change is reviewed, then published) or "commit"',
    })
    .meta({
      title: "Saving",
      description:
        "pull-request: each change becomes a pull request, tested, then published from the CMS; commit: saved straight to the branch.",
    }),
  visibility: z
    .enum(["public", "private"], {
      error: 'must be "public" or "private": whether the repository on GitHub is public',
    })
    .default("public")
    .meta({
      title: "Repository visibility",
      description:
        "public (the default): signing in lets the CMS write to the person's public repositories only (GitHub's public_repo access); private: GitHub has no narrower access than all of the person's repositories (repo).",
    }),
  signInUrl: webAddress.optional().meta({
    title: "Sign-in helper",
    description:
      "The address of the small service that signs people in with GitHub (developer guide: Setting it up). Leave it out on Netlify, which signs people in itself.",
  }),
});

export type CmsSettings = z.output<typeof cmsSettingsSchema>;
