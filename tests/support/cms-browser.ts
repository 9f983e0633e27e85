/**
 * The CMS at /admin/ of a copy of the project, driven in Chromium as a board member would:
 * `npm run cms` started in the copy (Decap's local proxy and the development server, on two free
 * ports), a browser signed in, and the steps of the form (a field by its name, a text in both
 * languages, a section, Publish). Used by the tests that change content through the CMS
 * (tests/project-copies/cms.test.ts, content-changes.test.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { isPortFree } from "../../scripts/ports.mjs";
import { scaled } from "./time-scale";
import type { Language } from "../../app/config/languages";
import { testBrowserLaunch } from "./test-browser";

/** Where a field is looked for: the whole form, or a field holding others. */
export type Scope = Page | Locator;

/** A running CMS and the browser page that edits with it. */
export interface CmsSession {
  origin: string;
  browser: Browser;
  page: Page;
  /** Console errors and page errors seen since the start. */
  problems: string[];
  /** Requests made to another origin since the start. */
  foreign: string[];
  /** The questions the CMS asked in a dialog (not the browser's "leave the page?"). */
  dialogs: string[];
  /** Closes the browser and stops `npm run cms` (the command and its servers, as one group). */
  stop: () => Promise<void>;
}

/**
 * A port for `npm run cms` whose next one is free too (its proxy takes PORT + 1, and it stops
 * when that is taken). Below the system's range of outgoing ports, which a busy machine (the
 * other tests' browsers and servers) takes and frees all the time.
 */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + 2 * Math.floor(Math.random() * 5_000);
    if ((await isPortFree(port)) && (await isPortFree(port + 1))) return port;
  }
  throw new Error("no two free ports next to each other between 20000 and 30000");
}

async function waitFor(url: string, cms: ChildProcess, output: () => string) {
  const deadline = Date.now() + scaled(60_000);
  while (Date.now() < deadline) {
    if (cms.exitCode !== null) {
      throw new Error(`npm run cms stopped (${cms.exitCode}) before answering:\n${output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

/** Starts `npm run cms` in the project at `dir` and opens a browser on it. */
export async function startCms(dir: string): Promise<CmsSession> {
  const port = await freePortPair();
  const origin = `http://localhost:${port}`;
  const cms = spawn("node", ["scripts/cms.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "localhost", NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  cms.stdout?.on("data", keep);
  cms.stderr?.on("data", keep);
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    if (!cms.pid || cms.exitCode !== null || cms.signalCode !== null) return;
    const exited = new Promise((resolve) => cms.once("exit", resolve));
    try {
      process.kill(-cms.pid, "SIGTERM");
    } catch {
      return; // Already gone.
    }
    await exited;
  };
  try {
    await waitFor(`${origin}/admin/config.yml`, cms, () => output);
    browser = await chromium.launch(testBrowserLaunch);
  } catch (error) {
    await stop();
    throw error;
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const foreign: string[] = [];
  const dialogs: string[] = [];
  // Leaving an entry that was not saved (a refused one) asks for a confirmation.
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "beforeunload") dialogs.push(dialog.message());
    void dialog.accept();
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !/^(data|blob):/.test(request.url())) {
      foreign.push(request.url());
    }
  });
  return { origin, browser, page, problems, foreign, dialogs, stop };
}

/** A field of the CMS's form, by the field's name (`title`, `place`); nested with `.within`. */
export const field = (scope: Scope, name: string) =>
  scope.locator(`[id^="${name}-field-"]`).first();

/** A text in English and Italian, and in the fixture's other languages if the test says it. */
export type LanguageTexts = { en: string; it: string } & Partial<Record<Language, string>>;

/** The text in a language: the fixture's texts in its other languages are its English ones
 * copied (decision 0033), so the board's text in such a language is the English one. */
const textIn = (texts: LanguageTexts, language: Language) => texts[language] ?? texts.en;

/** The languages of a text's fields, in the form's order: the site's languages, as the identity
 * of the copy the CMS edits lists them (`en-field-…`, `it-field-…`). */
async function languagesOf(text: Locator): Promise<Language[]> {
  await text.waitFor();
  const ids = await text.locator("[id]").evaluateAll((elements) => elements.map(({ id }) => id));
  const languages = ids.flatMap((id) => /^([a-z]{2})-field-/.exec(id)?.[1] ?? []);
  return [...new Set(languages)] as Language[];
}

/** Fills a text in every language of the site (`title`: its English and Italiano fields, and
 * Deutsch on the fixture's copy). */
export async function fillLanguages(scope: Scope, name: string, texts: LanguageTexts) {
  const text = field(scope, name);
  for (const language of await languagesOf(text)) {
    await field(text, language).fill(textIn(texts, language));
  }
}

/** Adds a section to an event's page, its heading and its text in every language. */
export async function addSection(
  page: Page,
  eventPage: Scope,
  heading: LanguageTexts,
  text: LanguageTexts,
) {
  const sections = field(eventPage, "sections");
  const items = sections.locator('[id^="heading-field-"]');
  const before = await items.count();
  await sections
    .getByRole("button", { name: /^(Add|Aggiungi)\b/ })
    .last()
    .click();
  const item = items
    .nth(before)
    .locator("xpath=ancestor::*[.//*[starts-with(@id,'text-field-')]][1]");
  await fillLanguages(item, "heading", heading);
  const texts = field(item, "text").locator('[contenteditable="true"]');
  for (const [index, language] of (await languagesOf(field(item, "heading"))).entries()) {
    await texts.nth(index).click();
    await page.keyboard.type(textIn(text, language));
  }
}

/** Decap CMS's own words for the steps of a save and a sign-in, in each language. */
const decapWords = {
  en: {
    login: "Login",
    publish: "Publish",
    publishNow: "Publish now",
    publishing: "Publishing...",
    collections: "Collections",
  },
  it: {
    login: "Accedi",
    publish: "Pubblica",
    publishNow: "Pubblica ora",
    publishing: "Pubblicazione in corso...",
    collections: "Raccolte",
  },
};

/** Opens a view of the CMS (`collections/events/new`), signing in when it asks; in the interface
 * language asked for, else the one the browser prefers. After a new entry's save, wait for the
 * saved entry's address first: the CMS moves there itself, from the view the save started in,
 * and would leave the next view for it. */
export async function openCms(page: Page, origin: string, view: string, language?: "en" | "it") {
  const words = decapWords[language ?? "en"];
  const admin = `${origin}/admin/${language ? `?language=${language}` : ""}`;
  const current = page.url();
  // The CMS open in that language, on an entry (a saved new one too, at its own address once
  // saved): to the list of collections, which closes the entry, then to the view, as a board
  // member's clicks do. Loading the CMS again takes seconds of processor time each time.
  if (current.startsWith(`${admin}#/`) && !current.endsWith("/new")) {
    // A save still under way ends first: leaving would ask whether to lose the changes.
    await page.getByText(words.publishing, { exact: true }).waitFor({ state: "detached" });
    await page.evaluate(() => (window.location.hash = "#/"));
    await page.getByRole("heading", { name: words.collections }).waitFor();
    await page.evaluate((hash) => (window.location.hash = hash), `#/${view}`);
  } else {
    // A new document: nothing of a new entry left unsaved (its notices) comes with it.
    await page.goto("about:blank");
    await page.goto(`${admin}#/${view}`);
  }
  const login = page.getByRole("button", { name: words.login, exact: true });
  const ready = page.getByRole("button", { name: words.publish }).or(login).first();
  await ready.waitFor();
  if (await login.isVisible()) await login.click();
}

/** Types a day and a time into a date field of the CMS, day first (`10/03/2031`), on the
 * 24-hour clock (`18:00`), as a board member does. */
export async function fillDate(scope: Scope, name: string, day: string, time?: string) {
  const dayInput = field(scope, name);
  await dayInput.fill(day);
  if (time !== undefined) {
    await dayInput.locator("xpath=..").locator('input[type="text"]').nth(1).fill(time);
  }
}

/** Uploads a picture into the first picture field of the form, through the media library, and
 * chooses it; returns what the CMS said of it (its name, a new one if the name was taken). */
export async function uploadPicture(page: Page, file: string): Promise<string> {
  const picture = page.locator('label[for^="image-field"]').first().locator("xpath=../..");
  await picture
    .getByRole("button", { name: /^(Choose an image|Choose different image|Scegli)/ })
    .click();
  await page.locator('input[type="file"]').setInputFiles(file);
  const notice = page.locator("#upload-notice");
  await notice.waitFor();
  const said = await notice.locator("p").allInnerTexts();
  await page.getByRole("button", { name: /^(Choose selected|Scegli la selezionata)$/ }).click();
  return said.join(" ");
}

/** Replaces what a text field holds (the CMS's fields keep their text on a plain fill). */
export async function replaceText(input: Locator, text: string) {
  await input.click();
  await input.press("ControlOrMeta+A");
  await input.press("Backspace");
  await input.fill(text);
}

/** Publishes the entry being edited. */
export async function publish(page: Page, language: "en" | "it" = "en") {
  const words = decapWords[language];
  await page.getByRole("button", { name: words.publish }).first().click();
  await page.getByText(words.publishNow, { exact: true }).click();
}
