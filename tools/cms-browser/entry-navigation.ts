/**
 * One entry per form. Decap CMS 3 keeps its editor open when the address goes from one entry to
 * another (typed in the address bar, the browser's back and forward buttons): it loads an entry
 * only when the editor opens, so the form kept the first entry's fields under the second one's
 * address, and Publish saved them into the first entry's file (into the first file's place, for
 * the "Chapter" files, with the second file's fields). Going through the list closes the editor,
 * which is why the list never showed it.
 *
 * Here such a change of address closes the entry first, as a board member's click on the list
 * does, and opens the one the address names: the CMS's list in between, for a moment. Unsaved
 * changes are asked about once, with the CMS's own question; answered no, the address goes back to
 * the entry the form holds. A save of an entry the address does not name is refused
 * (`addressMismatch`), should a way of moving ever be missed.
 */

/** The entry a view of the CMS edits, by its collection and its name in the address: one being
 * created has none. */
export interface EntryView {
  collection: string;
  /** The entry's slug (an event's file name, a "Chapter" file's name); undefined for a new one. */
  slug?: string;
}

/** The entry an address of the CMS shows in its form (`#/collections/events/entries/levels`,
 * `#/collections/events/new`); undefined for its other views (lists, the media library). */
export function entryView(address: string): EntryView | undefined {
  const hash = address.includes("#") ? address.slice(address.indexOf("#") + 1) : "";
  const path = hash.split("?")[0] ?? "";
  const existing = /^\/collections\/([^/]+)\/entries\/(.+?)\/?$/.exec(path);
  if (existing?.[1] && existing[2]) {
    return { collection: decodeURIComponent(existing[1]), slug: decodeURIComponent(existing[2]) };
  }
  const created = /^\/collections\/([^/]+)\/new\/?$/.exec(path);
  return created?.[1] ? { collection: decodeURIComponent(created[1]) } : undefined;
}

const sameEntry = (a: EntryView, b: EntryView) =>
  a.collection === b.collection && a.slug === b.slug;

/**
 * Whether Decap CMS, its editor showing `from`, would keep that form for the address `to`. A new
 * entry of the same collection it makes itself (an empty form, or the copy "Publish and
 * duplicate" asks for); any other entry it would not load.
 */
export function keepsStaleForm(from: EntryView | undefined, to: EntryView | undefined): boolean {
  if (!from || !to || sameEntry(from, to)) return false;
  return !(to.slug === undefined && to.collection === from.collection);
}

/** The entry the address names, when the entry being saved is another one; undefined when they
 * agree. */
export function addressMismatch(
  saved: { collection: string; slug: string; isNew: boolean },
  address: string,
): EntryView | undefined {
  const named = entryView(address);
  if (!named) return undefined;
  const agrees =
    named.collection === saved.collection &&
    (saved.isNew ? named.slug === undefined : named.slug === saved.slug);
  return agrees ? undefined : named;
}

/** What this needs of the page: the window's events, its address and history, and its dialogs. */
type Page = Pick<
  Window,
  "addEventListener" | "removeEventListener" | "confirm" | "location" | "history" | "setTimeout"
>;

/** A `beforeunload` listener, called with a stand-in event to ask it whether it would stop a
 * page from closing. */
type LeaveCheck = (event: { returnValue: unknown; preventDefault(): void }) => unknown;

/**
 * Makes every move from one entry's form to another's open that entry afresh. `page` is the
 * window (a stand-in in the unit test). Returns `justCreated`, which the CMS's `postSave` listener
 * calls after a new entry is saved: Decap CMS then moves from the new entry's address to the saved
 * one's itself, with the saved entry in the form.
 */
export function reopenEachEntry(page: Page): { justCreated(collection: string): void } {
  // Decap's editor, while it is open, has one `beforeunload` listener: it asks before a page with
  // unsaved changes closes. Its presence says an entry is open; asked, it says whether the form
  // has unsaved changes, in the CMS's words.
  const leaveChecks = new Set<LeaveCheck>();
  const add = page.addEventListener.bind(page) as (...args: unknown[]) => void;
  const remove = page.removeEventListener.bind(page) as (...args: unknown[]) => void;
  let reopening: { list: string; target: string } | undefined;
  let answered: string | undefined;
  let created: string | undefined;

  page.addEventListener = ((type: string, listener: unknown, options?: unknown) => {
    if (type === "beforeunload" && typeof listener === "function") {
      leaveChecks.add(listener as LeaveCheck);
    }
    add(type, listener, options);
  }) as Page["addEventListener"];
  page.removeEventListener = ((type: string, listener: unknown, options?: unknown) => {
    remove(type, listener, options);
    if (type !== "beforeunload" || !leaveChecks.delete(listener as LeaveCheck)) return;
    if (leaveChecks.size > 0) return;
    // The editor has closed: the entry the address named is opened, on a clean form.
    answered = undefined;
    const next = reopening;
    reopening = undefined;
    if (next) page.setTimeout(() => page.location.replace(next.target), 0);
  }) as Page["removeEventListener"];

  /** The CMS's question when the form has unsaved changes, else undefined. */
  const unsavedQuestion = (): string | undefined => {
    for (const check of leaveChecks) {
      const event = { returnValue: undefined as unknown, preventDefault() {} };
      const said = check(event);
      const question = typeof said === "string" && said ? said : event.returnValue;
      if (typeof question === "string" && question) return question;
    }
    return undefined;
  };

  // Decap CMS asks again as its editor closes: the board member has just answered.
  const confirm = page.confirm.bind(page);
  page.confirm = (message?: string) => {
    if (answered !== undefined && message === answered) {
      answered = undefined;
      return true;
    }
    return confirm(message);
  };

  // Before Decap CMS's own listener (capture, on the window itself), which would keep the form.
  add(
    "hashchange",
    (event: HashChangeEvent) => {
      if (reopening && event.newURL !== reopening.list && event.newURL !== reopening.target) {
        reopening = undefined;
      }
      const from = entryView(event.oldURL);
      const to = entryView(event.newURL);
      const savedNew =
        created !== undefined && from?.slug === undefined && to?.collection === created;
      created = undefined;
      if (savedNew || leaveChecks.size === 0 || !keepsStaleForm(from, to) || !to) return;
      event.stopImmediatePropagation();
      const question = unsavedQuestion();
      if (question && !confirm(question)) {
        // Stay: the address names the entry the form holds again.
        page.history.replaceState(page.history.state, "", event.oldURL);
        return;
      }
      answered = question;
      const list = new URL(event.newURL);
      list.hash = `#/collections/${encodeURIComponent(to.collection)}`;
      reopening = { list: list.href, target: event.newURL };
      page.location.replace(list.href);
    },
    true,
  );

  return {
    justCreated(collection: string) {
      created = collection;
    },
  };
}
