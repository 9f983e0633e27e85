/**
 * A content schema as one language writes it: each text in every language (`localized`,
 * `localizedList`, lib/schema-fields.ts) becomes the text (or the list) of one, through objects
 * and lists, everything else as it is. The type follows (`InLanguage`, lib/in-language.ts), so
 * what is written in one language (the starter texts of `npm run new-chapter`, one block per
 * language) is parsed by the page schemas' own fields, not a copy of them.
 */
import { z } from "zod";
import { languages } from "../config/languages";
import type { InLanguage } from "./in-language";
import { elementOf, shapeOf, unwrap } from "./schema-walk";

/** Whether an object schema is a text in each language: its fields exactly the site's languages. */
function isLocalizedShape(shape: Record<string, z.ZodType>): boolean {
  const keys = Object.keys(shape);
  return keys.length === languages.length && languages.every((language) => language in shape);
}

function inOneLanguage(schema: z.ZodType): z.ZodType {
  const { schema: inner, optional } = unwrap(schema);
  const shape = shapeOf(inner);
  const element = elementOf(inner);
  let one: z.ZodType = inner;
  if (shape) {
    const first = languages[0];
    one =
      isLocalizedShape(shape) && first
        ? (shape[first] as z.ZodType)
        : z.strictObject(
            Object.fromEntries(
              Object.entries(shape).map(([name, field]) => [name, inOneLanguage(field)]),
            ),
          );
  } else if (element) {
    one = z.array(inOneLanguage(element));
  }
  return optional ? one.optional() : one;
}

/** `schema` with each text in every language a text of one language (see above). */
export function oneLanguageSchema<Schema extends z.ZodType>(
  schema: Schema,
): z.ZodType<InLanguage<z.output<Schema>>> {
  return inOneLanguage(schema) as z.ZodType<InLanguage<z.output<Schema>>>;
}
