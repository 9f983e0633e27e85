import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { runnerImport, type Plugin } from "vite";
import { languages } from "../app/config/languages.ts";
import type { messages as Messages } from "../app/i18n/messages.ts";
import { readIdentityForTools } from "./identity-file.ts";
import { renderEuropeMap } from "./europe-map.ts";
import { europeMapName, type MapScheme } from "../app/lib/europe-map-name.ts";

/** Where the maps are written: one per language, as the city's label is translated, and per
 * colour scheme (the dark one is `-dark`). */
export function europeMapFile(root: string, language: string, scheme: MapScheme = "light"): string {
  return `${root}/app/assets/generated/${europeMapName(language, scheme)}`;
}

const schemes: readonly MapScheme[] = ["light", "dark"];

/**
 * Draws the About page's map of Europe at the start of every build (and of the dev server) from
 * the city in the identity configuration, so that changing the city changes the map.
 * A file is rewritten only when its content changes.
 */
export function europeMapPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "chapter:europe-map",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // The build has checked the identity already; the development server may be running
      // with a mistake in it, and keeps the last map then.
      const { city, brand } = readIdentityForTools(root);
      // A map of a language the site no longer has, or of a city the identity no longer places
      // (a new chapter has no coordinates yet): gone, so that no build publishes it.
      const folder = dirname(europeMapFile(root, "en"));
      const wanted = new Set(
        city
          ? languages.flatMap((language) =>
              schemes.map((scheme) => europeMapFile(root, language, scheme)),
            )
          : [],
      );
      if (existsSync(folder)) {
        for (const name of readdirSync(folder)) {
          const file = `${folder}/${name}`;
          if (name.startsWith("europe-map-") && !wanted.has(file)) rmSync(file);
        }
      }
      if (!city) return;
      // The map's title is an interface word. The message files are found by Vite
      // (i18n/messages.ts), which this configuration is not loaded by: they are read through it.
      const { messages } = (
        await runnerImport<{ messages: typeof Messages }>(`${root}/app/i18n/messages.ts`, {
          root,
          configFile: false,
          logLevel: "silent",
        })
      ).module;
      for (const [language, scheme] of languages.flatMap((language) =>
        schemes.map((scheme) => [language, scheme] as const),
      )) {
        const svg = renderEuropeMap({
          scheme,
          ...(brand ? { brand } : {}),
          city: {
            label: city.name[language] ?? "",
            latitude: city.latitude,
            longitude: city.longitude,
          },
          highlightCountry: city.countryCode,
          title: `${messages[language].mapTitle}: ${city.name[language] ?? ""}`,
        });
        const file = europeMapFile(root, language, scheme);
        if (existsSync(file) && readFileSync(file, "utf8") === svg) continue;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, svg);
      }
    },
  };
}
