/**
 * The chapter's identity (identity.yaml), for code that runs in the browser too: the navigation
 * bar, the footer, the texts' `{{chapter}}`. The build checks the file against its schema before
 * anything else (server/content.server.ts), so it is used here as it is.
 */
import type { Identity } from "./identity-schema";
import data from "./identity.yaml";

export const identity = data as Identity;
