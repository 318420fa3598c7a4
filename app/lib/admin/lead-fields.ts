/** A lead's page: its payload's fields labelled, the page it came from, its time in IST. */
import { formatDmyTime } from "./dates";

/** "2026-11-23T09:05:00.000Z" → "23/11/2026, 2:35 pm IST". */
export function formatIst(iso: string): string {
  return formatDmyTime(iso);
}

/** "firstName" → "First name"; nested keys joined: "personalInfo.fullName" → "Personal info › Full name". */
export function fieldLabel(key: string): string {
  return key
    .split(".")
    .map((part) => {
      const words = part
        .replace(/[_-]+/g, " ")
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(" › ");
}

/** Every payload field, flattened, with its label. */
export function payloadFields(payload: string): Array<{ key: string; label: string; value: string }> {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return [{ key: "payload", label: "Payload", value: payload }];
  }
  const out: Array<{ key: string; label: string; value: string }> = [];
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else {
      const text = Array.isArray(value) ? value.join(", ") : value === null || value === undefined ? "" : String(value);
      out.push({ key: path || "value", label: fieldLabel(path || "value"), value: text });
    }
  };
  walk(data, "");
  return out;
}

/** The page a lead came from: the ref's page for the kinds that have one. */
export function sourcePage(kind: string, ref: string | null): string | undefined {
  if (kind === "inquiry" && ref) return `/services/${ref}`;
  if (kind === "booking" && ref) return `/connect/book/${ref}`;
  if (kind === "brochure" && ref) return `/colleges/${ref}`;
  if (kind === "counselling" && ref) return `/colleges/${ref}/apply`;
  const pages: Record<string, string> = {
    newsletter: "/",
    "call-request": "/",
    contact: "/contact",
    advertising: "/advertising",
    sop: "/sop-form",
    lor: "/lor-form",
    career: "/career",
    "data-request": "/privacy-policy",
  };
  return pages[kind];
}
