/**
 * Pictures uploaded through the CMS. Decap CMS names an upload after the file (lower case:
 * IMG_1234.JPG becomes img_1234.jpg), and when that name is taken it offers to replace the
 * picture, which another event may show, or drops the upload. Here an upload is caught before the
 * CMS sees it:
 *
 * - its metadata is removed (where it was taken, the camera, a thumbnail), the picture left as
 *   it is (lib/picture-metadata.ts), as the originals are kept in a public repository;
 * - it gets a name no picture of the repository's picture folders has, nor any picture uploaded
 *   since the CMS opened: IMG_1234.JPG is img_1234.jpg, or img_1234-2.jpg when that is taken;
 * - a notice says what happened.
 *
 * Should Decap CMS still ask to replace a picture, the answer is no: nothing is ever replaced.
 */
import { imageFolders } from "../../app/config/content-locations";
import { hasLocation, stripPictureMetadata } from "../../app/lib/picture-metadata";
import { showPanel } from "./panel";
import type { CmsTexts } from "./words";
import type { DecapBackend } from "./saving";

/** A file name as the site's pictures are named: lower-case letters, digits, - and _, and the
 * extension in lower case (`IMG 1234 (1).JPG` → `img-1234-1.jpg`). */
export function pictureName(original: string): { base: string; extension: string } {
  const dot = original.lastIndexOf(".");
  const stem = dot > 0 ? original.slice(0, dot) : original;
  const extension = dot > 0 ? original.slice(dot + 1).toLowerCase() : "";
  const base =
    stem
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "picture";
  return { base, extension };
}

/** The first of `name.ext`, `name-2.ext`, `name-3.ext`... that is not taken (in any case). */
export function freeName(original: string, taken: ReadonlySet<string>): string {
  const { base, extension } = pictureName(original);
  const suffix = extension ? `.${extension}` : "";
  let candidate = `${base}${suffix}`;
  for (let number = 2; taken.has(candidate.toLowerCase()); number++) {
    candidate = `${base}-${number}${suffix}`;
  }
  return candidate;
}

const noticeId = "upload-notice";

/** A notice at the bottom right, until it is closed or the next upload. */
function showNotice(lines: string[], texts: CmsTexts) {
  const paragraphs = lines.map((line) => {
    const paragraph = document.createElement("p");
    paragraph.textContent = line;
    return paragraph;
  });
  showPanel(noticeId, "status", paragraphs, texts.close);
}

/**
 * Catches every picture chosen in the CMS's media library, strips it and names it before the
 * CMS uploads it. `backend` gives the backend the CMS saves with, to list the picture folders.
 */
export function keepUploadsApart(backend: () => DecapBackend | undefined, texts: CmsTexts) {
  /** Names given since the CMS opened, in lower case: uploads not saved yet are not listed. */
  const given = new Set<string>();
  let passing = false;

  async function takenNames(): Promise<Set<string>> {
    const taken = new Set(given);
    const current = backend();
    if (!current) return taken;
    const lists = await Promise.all(
      Object.values(imageFolders).map((folder) => current.getMedia(folder).catch(() => [])),
    );
    for (const file of lists.flat()) taken.add(file.name.toLowerCase());
    return taken;
  }

  async function prepare(input: HTMLInputElement, file: File) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stripped = stripPictureMetadata(bytes);
    const name = freeName(file.name, await takenNames());
    given.add(name.toLowerCase());
    const transfer = new DataTransfer();
    const body = new Uint8Array(stripped).buffer;
    transfer.items.add(
      new File([body], name, { type: file.type, lastModified: file.lastModified }),
    );
    input.files = transfer.files;
    passing = true;
    try {
      input.dispatchEvent(new Event("change", { bubbles: true }));
    } finally {
      passing = false;
    }
    const wanted = freeName(file.name, new Set());
    const lines = [
      name === wanted ? texts.uploaded(file.name, name) : texts.renamed(file.name, name, wanted),
    ];
    if (stripped !== bytes) lines.push(texts.stripped(hasLocation(bytes)));
    showNotice(lines, texts);
  }

  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passing || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file) return;
      // The CMS sees the prepared file instead, in a change event of its own.
      event.stopImmediatePropagation();
      prepare(input, file).catch((error: unknown) => {
        showNotice([String(error)], texts);
      });
    },
    true,
  );

  // Decap CMS asks before it replaces a picture of the same name: never.
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    const replace = /^(.+) already exists\. Do you want to replace it\?$/.exec(message ?? "");
    if (replace) {
      showNotice([texts.neverReplaced(replace[1] ?? "")], texts);
      return false;
    }
    return confirm(message);
  };
}
