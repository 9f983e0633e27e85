/**
 * Reads fields of the identity (app/config/identity.yaml) by their schemas, each on its own, so
 * that a mistake in one leaves the others usable. The mistake itself is reported by the content
 * check, which stops the build. Which fields: tools/identity-file.ts (the tools' fields) and
 * tools/give-site-identity.ts (the languages and time zone, before anything else is loaded).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { contentLocations } from "../app/config/content-locations.ts";
import { parseYaml } from "../app/server/yaml.server.ts";

/** The fields of `shape` that the file's values pass, as their schemas output them. */
export function readIdentityFields<Shape extends Record<string, z.ZodType>>(
  shape: Shape,
  root: string,
): Partial<z.output<z.ZodObject<Shape>>> {
  let source: string;
  try {
    source = readFileSync(join(root, contentLocations.identity), "utf8");
  } catch {
    return {};
  }
  const parsed = parseYaml(source);
  if (!parsed.ok || typeof parsed.data !== "object" || parsed.data === null) return {};
  const written = parsed.data as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const field = schema.safeParse(written[name]);
    if (field.success) fields[name] = field.data;
  }
  return fields as Partial<z.output<z.ZodObject<Shape>>>;
}
