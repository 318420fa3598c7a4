/** The e-mail field of the account forms (log in, register, forgot password). */
import { TextField } from "~/components/forms";

export function EmailField({ meta, label }: { meta: Parameters<typeof TextField>[0]["meta"]; label: string }) {
  return <TextField meta={meta} label={label} type="email" autoComplete="email" placeholder="you@example.com" />;
}
