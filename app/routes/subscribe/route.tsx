/**
 * /subscribe: "Subscribe For Regular Alerts". The home banner's "Subscribe Now" posts the address
 * here (a plain form: works without JavaScript); it is stored as a `newsletter` lead (source
 * "alerts") before the page says so. Bad input → 400 with the message and the input kept.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { answerFor, KitForm, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { getMeta } from "~/lib/platform/meta";
import { AlertsSubscribeSchema } from "~/lib/policies/schema";
import type { action, loader } from "./subscribe.server";

export { action, headers, loader } from "./subscribe.server";

const INTENT = "subscribe-alerts";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(
    {
      title: args.data?.banner.title ?? "Subscribe",
      description: args.data?.banner.text ?? "",
      path: "/subscribe",
    },
    args,
  );

export default function SubscribePage() {
  const actionData = answerFor(useActionData<typeof action>(), INTENT);
  const navigation = useNavigation();
  const { banner } = useLoaderData<typeof loader>();
  const [form, fields] = useKitForm(AlertsSubscribeSchema, { id: "subscribe-alerts", lastResult: actionData?.result });
  const sent = actionData?.status === "success" ? actionData.data : undefined;
  return (
    <section aria-labelledby="subscribe-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="subscribe-title" className="text-3xl font-bold text-slate-900">
        {banner.title}
      </h1>
      <p className="mt-2 text-slate-700">{banner.text}</p>
      {sent ? (
        <div role="status" className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">You are subscribed.</p>
          <p>{`Alerts will come to ${String(sent.email)}. To stop them, write to us from that address.`}</p>
          <p className="mt-2">
            <Link to="/" className="font-semibold underline">
              Back to the home page
            </Link>
          </p>
        </div>
      ) : (
        <KitForm form={form} intent={INTENT} className="mt-6 grid gap-4" summary={false}>
          <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
          <p className="text-sm text-slate-700">
            We use your address only for these alerts; see our{" "}
            <Link to="/privacy-policy" className="underline">
              Privacy Policy
            </Link>
            .
          </p>
          <div>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Subscribing...">
              {banner.button}
            </SubmitButton>
          </div>
        </KitForm>
      )}
    </section>
  );
}
