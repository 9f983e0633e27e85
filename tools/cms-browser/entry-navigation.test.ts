// @vitest-environment jsdom
/**
 * One entry per form: which moves between the CMS's addresses would leave Decap CMS's form on
 * the entry before, and what the CMS does then (tests/project-copies/cms.test.ts drives it in
 * Chromium, saving after each way of moving).
 */
import { describe, expect, it, vi } from "vitest";
import { addressMismatch, entryView, keepsStaleForm, reopenEachEntry } from "./entry-navigation";

const admin = "http://localhost:5173/admin/";

describe("the entry an address of the CMS shows", () => {
  it("is an entry by its collection and name, or a new one, and nothing else", () => {
    expect(entryView(`${admin}#/collections/events/entries/levels`)).toEqual({
      collection: "events",
      slug: "levels",
    });
    expect(entryView(`${admin}?language=it#/collections/site/entries/team?ref=workflow`)).toEqual({
      collection: "site",
      slug: "team",
    });
    expect(entryView(`${admin}#/collections/events/new`)).toEqual({ collection: "events" });
    expect(entryView(`${admin}#/collections/events`)).toBeUndefined();
    expect(entryView(`${admin}#/`)).toBeUndefined();
    expect(entryView(admin)).toBeUndefined();
  });
});

describe("a move between two entries' forms", () => {
  const levels = { collection: "events", slug: "levels" };
  const snowweek = { collection: "events", slug: "snowweek" };
  const team = { collection: "site", slug: "team" };
  const sponsors = { collection: "site", slug: "sponsors" };
  const newEvent = { collection: "events" };

  it("to another entry would keep the form: it is opened afresh", () => {
    expect(keepsStaleForm(levels, snowweek)).toBe(true);
    expect(keepsStaleForm(team, sponsors)).toBe(true);
    expect(keepsStaleForm(newEvent, levels)).toBe(true);
    expect(keepsStaleForm(levels, team)).toBe(true);
  });

  it("to the same entry, to a new one of its collection, or from the list, is Decap's own", () => {
    expect(keepsStaleForm(levels, levels)).toBe(false);
    expect(keepsStaleForm(levels, newEvent)).toBe(false);
    expect(keepsStaleForm(undefined, levels)).toBe(false);
    expect(keepsStaleForm(levels, undefined)).toBe(false);
  });

  it("refuses a save of an entry the address does not name", () => {
    const at = (path: string) => `${admin}#/collections/${path}`;
    expect(addressMismatch({ ...levels, isNew: false }, at("events/entries/levels"))).toBe(
      undefined,
    );
    expect(addressMismatch({ collection: "events", slug: "", isNew: true }, at("events/new"))).toBe(
      undefined,
    );
    expect(addressMismatch({ ...levels, isNew: false }, at("events/entries/snowweek"))).toEqual(
      snowweek,
    );
    expect(addressMismatch({ ...team, isNew: false }, at("site/entries/sponsors"))).toEqual(
      sponsors,
    );
    expect(
      addressMismatch({ collection: "events", slug: "", isNew: true }, at("events/entries/levels")),
    ).toEqual(levels);
  });
});

/** A window as much as `reopenEachEntry` uses of it, with the form of one entry open (Decap's
 * editor's `beforeunload` listener) and unsaved changes or not. */
function fakePage(address: string, unsaved: boolean) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const calls: string[] = [];
  /** The browser's own question (the board member's answer). */
  const asked = vi.fn((_message?: string) => true);
  const page = {
    location: {
      href: address,
      replace: (to: string) => calls.push(`replace ${to}`),
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, to: string) =>
        calls.push(`replaceState ${to}`),
    },
    confirm: asked as (message?: string) => boolean,
    setTimeout: (run: () => void) => {
      run();
      return 0;
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners.get(type)?.delete(listener);
    },
  };
  const entries = reopenEachEntry(page as unknown as Window);
  // Decap's editor opens: its question before leaving a page with unsaved changes.
  const editor = (event: { returnValue: unknown }) => {
    if (unsaved) event.returnValue = "Leave this page?";
  };
  page.addEventListener("beforeunload", editor as (event: unknown) => void);
  const move = (from: string, to: string) => {
    const event = { oldURL: from, newURL: to, stopImmediatePropagation: vi.fn() };
    for (const listener of listeners.get("hashchange") ?? []) listener(event);
    return event;
  };
  const closeEditor = () =>
    page.removeEventListener("beforeunload", editor as (event: unknown) => void);
  return { page, asked, calls, move, closeEditor, entries };
}

describe("an entry opened afresh", () => {
  const levels = `${admin}#/collections/events/entries/levels`;
  const snowweek = `${admin}#/collections/events/entries/snowweek`;

  it("goes through the list, and opens the entry once the form has closed", () => {
    const { asked, calls, move, closeEditor } = fakePage(levels, false);
    const event = move(levels, snowweek);
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
    expect(calls).toEqual([`replace ${admin}#/collections/events`]);
    move(snowweek, `${admin}#/collections/events`);
    closeEditor();
    expect(calls.at(-1)).toBe(`replace ${snowweek}`);
  });

  it("asks once before unsaved changes are lost, and stays when the answer is no", () => {
    const { page, asked, calls, move, closeEditor } = fakePage(levels, true);
    asked.mockReturnValueOnce(false);
    move(levels, snowweek);
    expect(asked).toHaveBeenCalledWith("Leave this page?");
    expect(calls).toEqual([`replaceState ${levels}`]);

    move(levels, snowweek);
    expect(asked).toHaveBeenCalledTimes(2);
    // Decap CMS asks the same as its editor closes: answered already.
    expect(page.confirm("Leave this page?")).toBe(true);
    expect(asked).toHaveBeenCalledTimes(2);
    closeEditor();
    expect(calls.at(-1)).toBe(`replace ${snowweek}`);
  });

  it("leaves to Decap CMS the move to the entry it has just created", () => {
    const { calls, move, entries } = fakePage(`${admin}#/collections/events/new`, false);
    entries.justCreated("events");
    const event = move(`${admin}#/collections/events/new`, snowweek);
    expect(event.stopImmediatePropagation).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
