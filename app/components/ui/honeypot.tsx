/**
 * The anti-bot field every form sends once, empty (lib/forms/kit.ts HONEYPOT_FIELD): off screen, out of the tab
 * order, hidden from assistive technology. A module of its own, so a page whose only form is a one-button post (a
 * shortlist heart) does not load the form kit for it. The kit's FormMeta draws the same field (keep them alike).
 */
import { HONEYPOT_FIELD } from "~/lib/forms/kit";

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
