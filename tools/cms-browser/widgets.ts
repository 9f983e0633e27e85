/**
 * Three of Decap CMS's widgets (lists, groups, dates), as the board reads them (run by
 * tools/cms-browser/setup.ts before the CMS starts, with React as Decap CMS lends it: `window.h`
 * and `window.createClass`):
 *
 * - Lists say what they hold: "1 section", "3 sections", "Add a section", "Add a result
 *   (English)", from the nouns tools/cms-config.ts gives each list (`label_singular`,
 *   `label_plural`, `add_label`). Decap CMS itself writes "1 sections" and "Add english" (the
 *   field's label in lower case). Lists and groups are kept by their field's id, the way to a
 *   field inside them (`formControls`), and lend Decap's way to read the form (`watchDraft`).
 * - Dates are written and shown day first, times on the 24-hour clock, whatever the browser's
 *   language: Decap CMS 3.16's date widget is the browser's own (`<input type="datetime-local">`),
 *   which an English browser shows as mm/dd/yyyy and 12-hour time, and its `date_format` and
 *   `time_format` only change what it saves. Here the day is typed as 10/03/2031 (or chosen on the
 *   browser's calendar), the time as 18:00, and the file still gets 2031-03-10T18:00. The time
 *   says the chapter's time zone beside it ("time in Europe/Lisbon"), whatever the browser's:
 *   the file holds local time there, never the browser's clock.
 */
import { withoutOptional, type CmsTexts } from "./words";

/** What Decap CMS gives of an entry, a field or the files of an entry: an Immutable map, read by
 * key or whole. */
export interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

/** What Decap CMS's widgets read and change of their field. */
interface FieldMap extends ImmutableLike {
  set(key: string, value: unknown): FieldMap;
}

interface ControlProps {
  field: FieldMap;
  value?: unknown;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  isDisabled?: boolean;
  t(key: string, options?: Record<string, unknown>): string;
}

export type CreateElement = (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/** create-react-class, as Decap CMS lends it: a component from an object of methods, which it
 * binds to the component. */
export type CreateClass = (spec: object) => unknown;

export interface WidgetRegistry {
  getWidget(name: string): { control: unknown } | undefined;
}

declare global {
  interface Window {
    h: CreateElement;
    createClass: CreateClass;
  }
}

/** What Decap CMS asks of a widget's control through its ref (tools/cms-browser/widgets.ts
 * renders Decap's own list and group controls inside controls of its own, which pass it on). */
interface InnerControl {
  isValid?: () => unknown;
  validate?: () => void;
  focus?: (path: string) => void;
  getValidateValue?: () => unknown;
}

/** A control that wraps one of Decap CMS's, kept to ask it what Decap CMS asks the control it
 * renders. */
interface WrapperSelf {
  props: ControlProps & { getEntry?: () => unknown; validate?: () => void };
  inner?: InnerControl | null;
  keep(ref: unknown): void;
  seen(): void;
}

/** A field's control that can take the board member to a field inside it, by its path from
 * there (`sections.1.text.en`): Decap CMS's own list and group controls. */
export interface FocusableControl {
  focus(path: string): void;
}

/** The form's lists and groups, by the id of their field (`page-field-12`): the way to a field
 * named by a path (the panel of mistakes, tools/cms-browser/mistakes.ts). */
export const formControls = new Map<string, FocusableControl>();

type DraftListener = (entry: unknown) => void;
const draftListeners = new Set<DraftListener>();
/** Decap CMS's way for a widget to read the form's entry as it is now (its `getEntry` prop). */
let readDraft: (() => unknown) | undefined;
let lastDraft: unknown;
let checking = false;

/** Reads the form's entry after what the board member just did, and tells the listeners when it
 * changed. */
function checkDraft() {
  if (checking) return;
  checking = true;
  requestAnimationFrame(() => {
    checking = false;
    const entry = readDraft?.();
    if (entry === undefined || entry === lastDraft) return;
    lastDraft = entry;
    for (const listener of draftListeners) listener(entry);
  });
}

/**
 * Calls `listener` with the entry of the form (Decap CMS's draft, an Immutable map) when it
 * changes. Decap CMS tells no one of a change: a change comes from the board member (a key, a
 * click, a paste, a drop, a choice), after which the entry is read again, through `getEntry`, the
 * way Decap CMS gives widgets to read it (its lists and groups, wrapped here, are in every form).
 * Returns the way to stop.
 */
export function watchDraft(listener: DraftListener): () => void {
  if (draftListeners.size === 0) {
    for (const type of ["input", "change", "click", "keyup", "paste", "drop"]) {
      document.addEventListener(type, checkDraft, true);
    }
  }
  draftListeners.add(listener);
  return () => draftListeners.delete(listener);
}

/**
 * Decap CMS's control `Original` inside one of the CMS's own, which passes on what Decap asks of
 * the control it renders (to validate its fields, to focus one of them), keeps it in
 * `formControls` and Decap's way to read the form's entry for `watchDraft`, and renders
 * `Original` with the props `adapt` gives.
 */
function wrappedControl(
  displayName: string,
  Original: unknown,
  adapt: (props: WrapperSelf["props"]) => object = (props) => props,
): unknown {
  const h = window.h;
  return window.createClass({
    displayName,
    keep(this: WrapperSelf, ref: unknown) {
      this.inner = ref as InnerControl | null;
    },
    seen(this: WrapperSelf) {
      formControls.set(this.props.forID, this as unknown as FocusableControl);
      readDraft ??= this.props.getEntry;
    },
    componentDidMount(this: WrapperSelf) {
      this.seen();
    },
    componentDidUpdate(this: WrapperSelf) {
      this.seen();
    },
    componentWillUnmount(this: WrapperSelf) {
      if (formControls.get(this.props.forID) === (this as unknown)) {
        formControls.delete(this.props.forID);
      }
    },
    isValid(this: WrapperSelf) {
      return this.inner?.isValid ? this.inner.isValid() : true;
    },
    // Decap CMS validates the fields inside a list or a group through the control's own
    // `validate`, when it has one, instead of the field's.
    validate(this: WrapperSelf) {
      if (this.inner?.validate) this.inner.validate();
      else this.props.validate?.();
    },
    getValidateValue(this: WrapperSelf) {
      return this.inner?.getValidateValue?.();
    },
    focus(this: WrapperSelf, path: string) {
      this.inner?.focus?.(path);
    },
    shouldComponentUpdate() {
      return true;
    },
    render(this: WrapperSelf) {
      return h(Original, { ...adapt(this.props), ref: this.keep });
    },
  });
}

/** Lists that name their items: Decap CMS's list, given the list's own nouns. Groups (Decap's
 * object widget) are wrapped the same way, for the path to their fields and the form's changes. */
export function namedLists(cms: WidgetRegistry) {
  const list = cms.getWidget("list");
  if (list) {
    list.control = wrappedControl("NamedList", list.control, (props) => {
      const { field, t } = props;
      const plural = field.get("label_plural");
      const add = field.get("add_label");
      if (typeof plural !== "string" || typeof add !== "string") return props;
      // The list counts its items with its label ("3 sections", singular: "1 section") and
      // words its button with Decap CMS's "Add %{item}": both from the list's own nouns.
      return {
        ...props,
        field: field.set("label", plural),
        t: (key: string, options?: Record<string, unknown>) =>
          key === "editor.editorWidgets.list.add" ? add : t(key, options),
      };
    });
  }
  const group = cms.getWidget("object");
  if (group) group.control = wrappedControl("Group", group.control);
}

/** 2031-03-10 from 10/03/2031, 10.3.2031 or 2031-03-10; undefined if it is no day. */
export function parseDay(text: string): string | undefined {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const [day, month, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : iso
      ? [iso[3], iso[2], iso[1]]
      : [];
  if (!day || !month || !year) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) {
    return undefined;
  }
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** 18:05 from 18:05, 18.05, 1805 or 18; undefined if it is no time of a 24-hour day. */
export function parseTime(text: string): string | undefined {
  const value = text.trim();
  const match = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?$/.exec(value) ?? /^(\d{2})(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** The texts a value is shown with: 2031-03-10T18:00 → 10/03/2031 and 18:00. */
export function shownAs(value: string): { day: string; time: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return { day: value, time: "" };
  const [, year, month, day, hours, minutes] = match;
  return { day: `${day}/${month}/${year}`, time: hours ? `${hours}:${minutes}` : "" };
}

interface DateState {
  day: string;
  time: string;
}

/** The date widget's component (create-react-class binds these methods to it). */
interface DateSelf {
  props: ControlProps;
  state: DateState;
  setState(state: DateState): void;
  /** The value it last gave the CMS. */
  sent?: string;
  calendar?: HTMLInputElement | null;
  update(next: DateState): void;
  onDay(event: { target: { value: string } }): void;
  onTime(event: { target: { value: string } }): void;
  tidy(): void;
  keepCalendar(element: HTMLInputElement | null): void;
  openCalendar(): void;
  fromCalendar(event: { target: { value: string } }): void;
}

const hasTime = (self: DateSelf) => String(self.props.field.get("format") ?? "").includes("HH");
/** The field's label, without its "(optional)": the words that name its parts (the calendar's
 * button, the time) and its mistakes follow the field's own label, which says it once. */
const labelOf = (self: DateSelf, texts: CmsTexts) =>
  withoutOptional(String(self.props.field.get("label") ?? self.props.field.get("name")), texts);
const valueOf = (props: ControlProps) => (typeof props.value === "string" ? props.value : "");

/** What is saved for the texts typed: the file's format, or the texts as they are while they are
 * not a day and a time (the CMS then refuses to save: isValid). */
function savedValue(next: DateState, withTime: boolean): string {
  if (!next.day.trim() && !next.time.trim()) return "";
  const day = parseDay(next.day);
  const time = parseTime(next.time);
  if (day && !withTime) return day;
  if (day && time) return `${day}T${time}`;
  return `${next.day} ${next.time}`.trim();
}

const calendarIcon = (h: CreateElement) =>
  h(
    "svg",
    { width: 18, height: 18, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    h("path", {
      fill: "currentColor",
      d: "M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM7 12h3v3H7z",
    }),
  );

/** Day-first, 24-hour dates and times in the chapter's time zone (`zone`) in place of Decap CMS's
 * date widget. */
export function dayFirstDates(cms: WidgetRegistry, texts: CmsTexts, zone: string) {
  const widget = cms.getWidget("datetime");
  if (!widget) return;
  const h = window.h;
  const boxStyle = {
    font: "inherit",
    padding: "8px 10px",
    border: "2px solid #dfdfe3",
    borderRadius: "5px",
    background: "#fff",
    color: "inherit",
  };
  widget.control = window.createClass({
    displayName: "DayFirstDateTime",
    getInitialState(this: DateSelf): DateState {
      return shownAs(valueOf(this.props));
    },
    componentDidUpdate(this: DateSelf, previous: ControlProps) {
      const value = valueOf(this.props);
      // A value that came from elsewhere (an entry loaded, a backup restored): shown anew.
      if (value !== valueOf(previous) && value !== this.sent) this.setState(shownAs(value));
    },
    update(this: DateSelf, next: DateState) {
      this.setState(next);
      this.sent = savedValue(next, hasTime(this));
      this.props.onChange(this.sent);
    },
    isValid(this: DateSelf) {
      const { day, time } = this.state;
      if (!day.trim() && !time.trim()) return true;
      if (!parseDay(day)) {
        return { error: { type: "CUSTOM", message: texts.dateProblem(labelOf(this, texts)) } };
      }
      if (hasTime(this) && !parseTime(time)) {
        return { error: { type: "CUSTOM", message: texts.timeProblem(labelOf(this, texts)) } };
      }
      return true;
    },
    onDay(this: DateSelf, event: { target: { value: string } }) {
      const typed = event.target.value;
      // A whole date and time pasted into the day (2031-03-10T18:00) fills both.
      const whole = /^\s*(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})\s*$/.exec(typed);
      this.update(
        whole ? shownAs(`${whole[1]}T${whole[2]}`) : { day: typed, time: this.state.time },
      );
    },
    onTime(this: DateSelf, event: { target: { value: string } }) {
      this.update({ day: this.state.day, time: event.target.value });
    },
    tidy(this: DateSelf) {
      // 5/3/2031 and 9 become 05/03/2031 and 09:00 once the field is left.
      const day = parseDay(this.state.day);
      const time = parseTime(this.state.time);
      const tidied = {
        day: day ? shownAs(day).day : this.state.day,
        time: time ?? this.state.time,
      };
      if (tidied.day !== this.state.day || tidied.time !== this.state.time) this.update(tidied);
      this.props.setInactiveStyle();
    },
    keepCalendar(this: DateSelf, element: HTMLInputElement | null) {
      this.calendar = element;
    },
    openCalendar(this: DateSelf) {
      if (!this.calendar) return;
      this.calendar.value = parseDay(this.state.day) ?? "";
      try {
        this.calendar.showPicker();
      } catch {
        this.calendar.focus();
      }
    },
    fromCalendar(this: DateSelf, event: { target: { value: string } }) {
      if (event.target.value) {
        this.update({ day: shownAs(event.target.value).day, time: this.state.time });
      }
    },
    render(this: DateSelf) {
      const { forID, classNameWrapper, setActiveStyle, isDisabled } = this.props;
      const label = labelOf(this, texts);
      return h(
        "div",
        {
          className: classNameWrapper,
          style: { display: "flex", alignItems: "center", gap: "12px", flexWrap: "wrap" },
        },
        h("input", {
          id: forID,
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          placeholder: texts.datePlaceholder,
          value: this.state.day,
          onChange: this.onDay,
          onFocus: setActiveStyle,
          onBlur: this.tidy,
          disabled: isDisabled,
          style: { ...boxStyle, width: "9.5em" },
        }),
        // The browser's calendar opens from the button, where its hidden field is; the day is
        // never typed into it.
        h(
          "span",
          { style: { position: "relative", display: "inline-flex" } },
          h(
            "button",
            {
              type: "button",
              onClick: this.openCalendar,
              disabled: isDisabled,
              // Named once: a title equal to the name is read again as its description.
              title: texts.calendar(label),
              style: { ...boxStyle, display: "inline-flex", cursor: "pointer", padding: "8px" },
            },
            calendarIcon(h),
          ),
          h("input", {
            type: "date",
            tabIndex: -1,
            "aria-hidden": "true",
            ref: this.keepCalendar,
            onChange: this.fromCalendar,
            style: {
              position: "absolute",
              left: 0,
              bottom: 0,
              width: "1px",
              height: "1px",
              opacity: 0,
              border: 0,
              padding: 0,
              pointerEvents: "none",
            },
          }),
        ),
        hasTime(this)
          ? h("input", {
              type: "text",
              inputMode: "numeric",
              autoComplete: "off",
              placeholder: texts.timePlaceholder,
              "aria-label": texts.timeLabel(label),
              "aria-describedby": `${forID}-time-zone`,
              value: this.state.time,
              onChange: this.onTime,
              onFocus: setActiveStyle,
              onBlur: this.tidy,
              disabled: isDisabled,
              style: { ...boxStyle, width: "5.5em" },
            })
          : null,
        hasTime(this)
          ? h(
              "span",
              { id: `${forID}-time-zone`, style: { color: "#5a5a66" } },
              texts.timeZoneNote(zone),
            )
          : null,
      );
    },
  });
}
