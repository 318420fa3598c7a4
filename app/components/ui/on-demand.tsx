/**
 * A part of a page whose code loads on the visitor's first interaction with it (the home page's
 * forms: their form kit and fields are not in the page's up-front JavaScript).
 *
 * - The server renders it in place: a `*.server` module imports the part's module and hands it to
 *   `part.loaded` (`providePart`), so the HTML (and the no-JS form) is complete.
 * - Hydrating, the browser keeps that HTML without the part's code (an element with an empty inner
 *   HTML, which React leaves alone) until the first `focusin`, `pointerover`, `touchstart` or
 *   `submit` inside it — or at once with `now` — then imports the module and renders the part
 *   live in place. What the visitor typed (`FormData` of the form inside), the focused field and
 *   its caret carry over: an empty live field takes the typed value as its current value (not as
 *   its default, so a form reset after a success still clears it), and so does an opened
 *   `<details>`; a submit made meanwhile is sent again by the live form once it is there,
 *   and if the module cannot load, goes to the server as without JavaScript. A module that arrives
 *   while a pointer is pressed waits for its release: replacing the button between `pointerdown`
 *   and `pointerup` would lose the click (and the submit it makes, which the kept form holds).
 * - A client navigation loads the module before rendering (the route's `clientLoader`), so the part
 *   renders live at once.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";

export interface OnDemandPart<M> {
  /** The module, once loaded (on the server: provided by a `*.server` module). */
  loaded?: M;
  load(): Promise<M>;
}

export function onDemandPart<M>(importer: () => Promise<M>): OnDemandPart<M> {
  let pending: Promise<M> | undefined;
  const part: OnDemandPart<M> = {
    load: () =>
      (pending ??= importer().then(
        (m) => (part.loaded = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  return part;
}

/** What the kept HTML held when the live part replaced it: the form's values, to start from. */
export type CarriedValues = Record<string, string>;

/** Gives the live form's empty fields and unchecked boxes what the kept form held. */
function restore(form: HTMLFormElement, carried: CarriedValues) {
  for (const [name, value] of Object.entries(carried)) {
    // An input, select or textarea; a RadioNodeList (no `type`) checks the radio of that value.
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!field || field.type === "hidden" || field.type === "file") continue;
    if (field.type === "checkbox" || field.type === "radio") field.checked ||= field.value === value;
    else if (!field.value) field.value = value;
  }
}

const TRIGGERS = ["focusin", "pointerover", "touchstart"] as const;

export function OnDemand<M>({
  part,
  render,
  now = false,
  id,
  className,
}: {
  part: OnDemandPart<M>;
  render: (module: M, carried: CarriedValues | undefined) => ReactNode;
  /** Load at once (a dialog the URL opened), not on the first interaction. */
  now?: boolean;
  id?: string;
  className?: string;
}) {
  const [live, setLive] = useState<{ module: M; carried?: CarriedValues } | undefined>(() =>
    part.loaded ? { module: part.loaded } : undefined,
  );
  const ref = useRef<HTMLDivElement>(null);
  const kept = live === undefined;

  useEffect(() => {
    const el = ref.current;
    if (!kept || !el) return;
    const box: HTMLDivElement = el;
    let cancelled = false;
    let held: HTMLFormElement | undefined;
    const stop = () => TRIGGERS.forEach((type) => el.removeEventListener(type, start));
    function swap(module: M) {
      const form = box.querySelector("form");
      const carried: CarriedValues = {};
      if (form) for (const [name, value] of new FormData(form)) if (typeof value === "string") carried[name] = value;
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && box.contains(active) ? active.id : "";
      const caret = active instanceof HTMLInputElement ? [active.selectionStart, active.selectionEnd] : undefined;
      const opened = [...box.querySelectorAll("details")].map((d) => d.open);
      flushSync(() => setLive({ module, carried }));
      const live = ref.current?.querySelector("form");
      if (live) restore(live, carried);
      // A disclosure opened meanwhile (a form's "Show All Fields") stays open.
      ref.current?.querySelectorAll("details").forEach((d, i) => {
        if (opened[i]) d.open = true;
      });
      const field = focused ? document.getElementById(focused) : null;
      field?.focus();
      if (caret && field instanceof HTMLInputElement && caret[0] !== null) {
        try {
          field.setSelectionRange(caret[0], caret[1]);
        } catch {
          // e-mail and number inputs have no caret API
        }
      }
    }
    let loading = false;
    let pressed = false;
    let arrived: { module: M } | undefined;
    const press = () => (pressed = true);
    function release() {
      if (!pressed) return;
      pressed = false;
      // After the click this release makes (and the submit it holds) has been dispatched.
      setTimeout(finish, 0);
    }
    function finish() {
      if (cancelled || pressed || !arrived) return;
      const submit = held;
      swap(arrived.module);
      // The live part is a new element (ref.current): its form sends the held submit.
      if (submit) ref.current?.querySelector("form")?.requestSubmit();
    }
    function start() {
      if (loading) return;
      loading = true;
      stop();
      part.load().then(
        (module) => {
          arrived = { module };
          finish();
        },
        () => {
          // Not loaded (offline, a new deploy): a submit goes to the server, as without JavaScript.
          box.removeEventListener("submit", hold, true);
          if (!cancelled) held?.requestSubmit();
        },
      );
    }
    function hold(event: Event) {
      event.preventDefault();
      held = event.target as HTMLFormElement;
      start();
    }
    el.addEventListener("submit", hold, true);
    el.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    if (now) start();
    else TRIGGERS.forEach((type) => el.addEventListener(type, start, { passive: true }));
    return () => {
      cancelled = true;
      stop();
      el.removeEventListener("submit", hold, true);
      el.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, [kept, now, part]);

  return kept ? (
    <div
      key="kept"
      ref={ref}
      id={id}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  ) : (
    <div key="live" ref={ref} id={id} className={className}>
      {render(live.module, live.carried)}
    </div>
  );
}
