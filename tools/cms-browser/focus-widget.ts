/**
 * The CMS's widget for a picture's focal point (`widget: focus`, tools/cms-config.ts): Decap CMS
 * has none. It shows the picture chosen in the field beside it (`picture_field`), marks the
 * focal point on it, and a click on the subject writes the point as `{ x, y }`, each between 0
 * and 1 (lib/schema-fields.ts `focus`). Beside it, how two crops of the pages look with that
 * point (a wide band and a square), nine buttons for the usual places (a corner, an edge, the
 * middle), and the arrow keys on the picture move the point. "The middle" removes the field:
 * the middle is what a picture without a focal point gets.
 *
 * Decap gives a widget React through `window.h` (createElement) and `window.createClass`, and no
 * way to read a field beside it: the picture field (`widget: picture`, Decap's image widget
 * wrapped by `pictureControl`) says what it shows, and the focal point reads it.
 */
import type { CreateClass, CreateElement, ImmutableLike } from "./widgets";
import type { FocusPoint } from "../../app/lib/schema-fields";
import type { FocusWords } from "./words";

/** The nine usual places, for a keyboard or a picture that cannot be shown, row by row from the
 * top left: their names are the CMS's words (`focus.places` in tools/cms-browser/words.ts). */
export const namedPoints: readonly FocusPoint[] = [0, 0.5, 1].flatMap((y) =>
  [0, 0.5, 1].map((x) => ({ x, y })),
);

/** A coordinate kept between 0 and 1, with two decimals: what a click can mean. */
export function coordinate(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** The point of a picture clicked at (`clientX`, `clientY`), from the picture's box on screen. */
export function pointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocusPoint {
  return {
    x: coordinate((clientX - box.left) / box.width),
    y: coordinate((clientY - box.top) / box.height),
  };
}

/** The point an arrow key moves to, by a twentieth of the picture. */
export function movedPoint(point: FocusPoint, key: string): FocusPoint | undefined {
  const step = 0.05;
  const moves: Record<string, FocusPoint> = {
    ArrowLeft: { x: point.x - step, y: point.y },
    ArrowRight: { x: point.x + step, y: point.y },
    ArrowUp: { x: point.x, y: point.y - step },
    ArrowDown: { x: point.x, y: point.y + step },
  };
  const moved = moves[key];
  return moved && { x: coordinate(moved.x), y: coordinate(moved.y) };
}

/** The widget's value as a point, whatever Decap holds it as (an Immutable map once loaded from
 * a file, the plain object the widget wrote): undefined when it is not two numbers. */
export function pointOf(value: unknown): FocusPoint | undefined {
  const plain =
    value && typeof (value as { toJS?: unknown }).toJS === "function"
      ? (value as { toJS: () => unknown }).toJS()
      : value;
  const { x, y } = (plain ?? {}) as { x?: unknown; y?: unknown };
  return typeof x === "number" && typeof y === "number" ? { x, y } : undefined;
}

/** "70 % across, 45 % down", or the middle, in the CMS's language. */
export function describePoint(point: FocusPoint | undefined, words: FocusWords): string {
  if (!point) return words.middle;
  return words.at(Math.round(point.x * 100), Math.round(point.y * 100));
}

/** A style written as CSS, as React takes it (an object of camel-cased properties). */
export function css(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split(";")
      .map((rule) => rule.trim())
      .filter(Boolean)
      .map((rule) => {
        const colon = rule.indexOf(":");
        const property = rule.slice(0, colon).trim();
        return [
          property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
          rule.slice(colon + 1).trim(),
        ];
      }),
  );
}

/** The CSS position of a point in a crop, as the site places it (lib/focal-point.ts). */
function cssPosition(point: FocusPoint | undefined): string {
  const { x, y } = point ?? { x: 0.5, y: 0.5 };
  return `${x * 100}% ${y * 100}%`;
}

// ---------------------------------------------------------------------------------------------
// The widgets, on Decap's React.

/** Decap's React, as it gives it to widgets (`window.h`, `window.createClass`). */
export interface DecapGlobals {
  h: CreateElement;
  createClass: CreateClass;
}

/** Decap's picture of a file: its address is what `toString()` gives. */
interface Asset {
  path?: string;
  toString(): string;
}

/** What a picture field shows: its file and Decap's way to its address. */
interface ShownPicture {
  value: unknown;
  field: unknown;
  getAsset: (value: unknown, field: unknown) => Asset | undefined;
}

/**
 * The pictures of the form, by the object they are in and their field's name. Decap gives a
 * widget no way to read the field beside it, but the fields of one object share their
 * `parentIds` (the ids of the object and of the lists around it): a picture field publishes what
 * it shows under them, and the focal point beside it reads it from there.
 */
const shownPictures = new Map<string, ShownPicture>();
const listeners = new Set<() => void>();

function pictureKey(parentIds: unknown, name: string): string {
  return `${JSON.stringify(parentIds ?? [])} ${name}`;
}

function publish(key: string, picture: ShownPicture | undefined) {
  const before = shownPictures.get(key);
  if (picture) shownPictures.set(key, picture);
  else shownPictures.delete(key);
  if (
    before?.value !== picture?.value ||
    before?.getAsset !== picture?.getAsset ||
    before?.field !== picture?.field
  ) {
    for (const listener of listeners) listener();
  }
}

interface PictureThis {
  props: {
    parentIds?: unknown;
    field: ImmutableLike;
    value: unknown;
    getAsset: ShownPicture["getAsset"];
  };
  inner?: {
    shouldComponentUpdate?: (next: unknown) => boolean;
    isValid?: () => unknown;
  } | null;
  key?: string;
  publish: () => void;
}

/**
 * A picture field whose focal point the field beside it sets (`widget: picture`): Decap's own
 * image widget, unchanged, that also says what it shows (`shownPictures`). Decap asks a control
 * for `isValid` and `shouldComponentUpdate` through its ref: they are the image widget's.
 */
export function pictureControl({ h, createClass }: DecapGlobals, imageControl: unknown): unknown {
  return createClass({
    componentDidMount(this: PictureThis) {
      this.publish();
    },
    componentDidUpdate(this: PictureThis) {
      this.publish();
    },
    componentWillUnmount(this: PictureThis) {
      if (this.key) publish(this.key, undefined);
    },
    publish(this: PictureThis) {
      const { parentIds, field, value, getAsset } = this.props;
      this.key = pictureKey(parentIds, String(field.get("name")));
      publish(this.key, { value, field, getAsset });
    },
    shouldComponentUpdate(this: PictureThis, next: unknown) {
      const own = this.inner?.shouldComponentUpdate;
      return own ? own.call(this.inner, next) : true;
    },
    isValid(this: PictureThis) {
      const own = this.inner?.isValid;
      return own ? own.call(this.inner) : true;
    },
    render(this: PictureThis) {
      return h(imageControl, {
        ...this.props,
        ref: (inner: PictureThis["inner"]) => {
          this.inner = inner;
        },
      });
    },
  });
}

interface WidgetProps {
  value: unknown;
  onChange: (value: FocusPoint | undefined) => void;
  forID: string;
  classNameWrapper: string;
  field: ImmutableLike;
  parentIds?: unknown;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

interface ControlThis {
  props: WidgetProps;
  state: { tick: number };
  setState: (update: (state: { tick: number }) => { tick: number }) => void;
  picture?: HTMLImageElement | null;
  listener?: () => void;
  retry?: ReturnType<typeof setTimeout>;
  pictureSource: () => string | null | undefined;
  choose: (point: FocusPoint | undefined) => void;
}

/** How long to wait before asking Decap again for a picture it is still loading. */
const retryAfter = 400;

const box = "border:1px solid #dfe3eb;border-radius:5px;";

/** The focal point's control, made with Decap's own React (`window.createClass`, `window.h`). */
export function focusControl({ h, createClass }: DecapGlobals, words: FocusWords): unknown {
  return createClass({
    getInitialState(): { tick: number } {
      return { tick: 0 };
    },
    componentDidMount(this: ControlThis) {
      this.listener = () => this.setState((state) => ({ tick: state.tick + 1 }));
      listeners.add(this.listener);
      // The picture beside it mounted first, and said what it shows before this listened.
      this.listener();
    },
    componentWillUnmount(this: ControlThis) {
      if (this.listener) listeners.delete(this.listener);
      clearTimeout(this.retry);
    },
    /** The address of the picture beside it, undefined without one, or null while Decap is
     * still loading it (its empty picture): asked again a moment later. */
    pictureSource(this: ControlThis): string | null | undefined {
      const name = String(this.props.field.get("picture_field"));
      const shown = shownPictures.get(pictureKey(this.props.parentIds, name));
      if (!shown?.value) return undefined;
      const asset = shown.getAsset(shown.value, shown.field);
      if (!asset || asset.path === "empty.svg") {
        clearTimeout(this.retry);
        this.retry = setTimeout(
          () => this.setState((state) => ({ tick: state.tick + 1 })),
          retryAfter,
        );
        return null;
      }
      return String(asset);
    },
    choose(this: ControlThis, point: FocusPoint | undefined) {
      const middle = point && point.x === 0.5 && point.y === 0.5;
      this.props.onChange(point && !middle ? point : undefined);
    },
    render(this: ControlThis) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const point = pointOf(this.props.value);
      const src = this.pictureSource();
      const described = describePoint(point, words);
      const position = cssPosition(point);
      const marker = point ?? { x: 0.5, y: 0.5 };
      const picture = src
        ? h(
            "div",
            {
              style: css("position:relative;display:inline-block;line-height:0;max-width:100%;"),
            },
            h("img", {
              src,
              alt: "",
              ref: (element: HTMLImageElement | null) => {
                this.picture = element;
              },
              "data-focus-picture": "",
              style: css(`display:block;max-width:100%;max-height:20rem;cursor:crosshair;${box}`),
              onClick: (event: MouseEvent) => {
                if (!this.picture) return;
                this.choose(
                  pointAt(this.picture.getBoundingClientRect(), event.clientX, event.clientY),
                );
              },
            }),
            h("span", {
              "aria-hidden": "true",
              style: css(
                `position:absolute;left:${marker.x * 100}%;top:${marker.y * 100}%;width:1.5rem;height:1.5rem;margin:-0.75rem 0 0 -0.75rem;border:3px solid #fff;border-radius:50%;box-shadow:0 0 0 2px #1b1f27,0 2px 6px rgb(0 0 0 / 0.5);pointer-events:none;`,
              ),
            }),
          )
        : h(
            "p",
            { style: css("margin:0;color:#5b6375;") },
            src === null ? words.loading : words.choosePictureFirst,
          );
      const crops = src
        ? h(
            "div",
            { style: css("display:flex;gap:0.75rem;align-items:flex-end;flex-wrap:wrap;") },
            ...[
              { label: words.wideBand, width: "12rem", height: "4.5rem" },
              { label: words.square, width: "4.5rem", height: "4.5rem" },
            ].map(({ label, width, height }) =>
              h(
                "figure",
                { key: label, style: css("margin:0;") },
                h("img", {
                  src,
                  alt: "",
                  style: css(
                    `display:block;width:${width};height:${height};object-fit:cover;object-position:${position};${box}`,
                  ),
                }),
                h("figcaption", { style: css("font-size:0.8rem;color:#5b6375;") }, label),
              ),
            ),
          )
        : null;
      return h(
        "div",
        {
          id: forID,
          className: classNameWrapper,
          role: "group",
          "aria-label": words.group(described),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: css("display:grid;gap:0.75rem;"),
        },
        h(
          "div",
          {
            tabIndex: 0,
            role: "img",
            "aria-label": words.picture(described),
            onKeyDown: (event: KeyboardEvent) => {
              const moved = movedPoint(point ?? { x: 0.5, y: 0.5 }, event.key);
              if (!moved) return;
              event.preventDefault();
              this.choose(moved);
            },
            style: css("outline-offset:2px;justify-self:start;"),
          },
          picture,
        ),
        h("p", { style: css("margin:0;font-weight:600;"), "aria-live": "polite" }, described),
        crops,
        h(
          "div",
          {
            role: "group",
            "aria-label": words.orChoose,
            style: css("display:grid;grid-template-columns:repeat(3,max-content);gap:0.25rem;"),
          },
          ...namedPoints.map((place, index) =>
            h(
              "button",
              {
                key: words.places[index],
                type: "button",
                "aria-pressed":
                  (point ?? { x: 0.5, y: 0.5 }).x === place.x &&
                  (point ?? { x: 0.5, y: 0.5 }).y === place.y,
                onClick: () => this.choose(place),
                style: css(
                  `padding:0.25rem 0.5rem;font:inherit;font-size:0.85rem;background:#fff;cursor:pointer;${box}`,
                ),
              },
              words.places[index],
            ),
          ),
        ),
      );
    },
  });
}

/** A preview of the value in Decap's preview pane (the site's CMS shows none, but Decap asks). */
export function focusPreview({ h, createClass }: DecapGlobals, words: FocusWords): unknown {
  return createClass({
    render(this: { props: { value: unknown } }) {
      return h("p", null, describePoint(pointOf(this.props.value), words));
    },
  });
}
