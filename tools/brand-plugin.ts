import type { Plugin } from "vite";
import { brandTokens, exampleBrand, type Brand, type BrandTokens } from "../app/lib/brand.ts";
import { readIdentityForTools } from "./identity-file.ts";

/** The stylesheet every page has, where the colour tokens are declared. */
const globalStylesheet = /[\\/]app[\\/]styles[\\/]global\.css$/;
/** Where the dark scheme's tokens start in it. */
const darkSchemeStart = "@media (prefers-color-scheme: dark)";

/**
 * The stylesheet with the chapter's colours: each brand token's declaration, in the light block
 * (before the dark scheme's media query) and in the dark one, takes the chapter's value. A token
 * the stylesheet does not declare where lib/brand.ts expects it is an error, so that a renamed
 * token is never silently left with the example chapter's colour.
 */
export function withBrandColours(css: string, tokens: BrandTokens): string {
  const split = css.indexOf(darkSchemeStart);
  if (split < 0) throw new Error(`global.css: no "${darkSchemeStart}" block for the dark scheme`);
  const replace = (part: string, values: Record<string, string>, scheme: string) =>
    Object.entries(values).reduce((text, [name, value]) => {
      const declaration = new RegExp(`(${name}:\\s*)#[0-9a-fA-F]{3,8}(\\s*;)`);
      if (!declaration.test(text)) {
        throw new Error(`global.css: the ${scheme} scheme does not declare ${name} as a colour`);
      }
      return text.replace(declaration, `$1${value}$2`);
    }, part);
  return (
    replace(css.slice(0, split), tokens.light, "light") +
    replace(css.slice(split), tokens.dark, "dark")
  );
}

/**
 * Writes the chapter's brand colours (identity.yaml, `brand`) into the site's colour tokens, in
 * both schemes, as Vite reads app/styles/global.css (decision 0034). The content check has
 * refused colours with too little contrast before the build starts.
 */
export function brandPlugin(options: { brand?: Brand } = {}): Plugin {
  let root = process.cwd();
  return {
    name: "chapter:brand",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!globalStylesheet.test(id.split("?")[0] ?? "")) return undefined;
      const brand = options.brand ?? readIdentityForTools(root).brand ?? exampleBrand;
      return { code: withBrandColours(code, brandTokens(brand)), map: null };
    },
  };
}
