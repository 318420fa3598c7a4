/**
 * /colleges/{slug}/apply: where "Apply Now" leads. Applications are made on the college's own
 * website, so a college with a known official website (colleges.website) is a redirect there;
 * otherwise this page says so and offers a counselling request (the form kit: stored as a
 * `counselling` lead with the college's slug as ref), never the brochure form. Unknown slug → 404.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NotFoundBoundary } from "~/components/error-boundary";
import { answerFor, KitForm, SelectField, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { BrochureSchema } from "~/lib/colleges/brochure-schema";
import { getMeta } from "~/lib/platform/meta";
import type { loader, action } from "./colleges.$slug_.apply.server";
import { INTENT } from "./shared";

export { action, headers, loader } from "./colleges.$slug_.apply.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const college = args.data?.college;
  return getMeta(
    college
      ? {
          title: `Apply to ${college.name}`,
          description: `How to apply to ${college.name}: ask a counsellor to help you with the application.`,
          noIndex: true,
        }
      : { title: "College not found", description: "This college is not in the directory.", noIndex: true },
    args,
  );
};

export default function ApplyPage() {
  const { college, courses } = useLoaderData<typeof loader>();
  const actionData = answerFor(useActionData<typeof action>(), INTENT);
  const navigation = useNavigation();
  const [form, fields] = useKitForm(BrochureSchema, { id: "counselling-request", lastResult: actionData?.result });
  const sent = actionData?.status === "success" ? actionData.data : undefined;
  return (
    <section aria-labelledby="apply-title" className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm">
        <Link to={`/colleges/${college.slug}`} className="font-semibold text-indigo-800 underline">
          ← {college.name}
        </Link>
      </p>
      <h1 id="apply-title" className="mt-2 text-3xl font-bold text-slate-900">
        Apply to {college.name}
      </h1>
      <p className="mt-3 text-slate-700">
        Applications are made with the college itself. We do not have its official application website yet, so we cannot
        send you there. A counsellor can tell you how and when this college admits students and help you with the
        application: leave your details and we will call you back.
      </p>
      {sent ? (
        <div role="status" className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">{`Thank you, ${String(sent.name)}.`}</p>
          <p>{`Your counselling request for ${college.name} is saved. A counsellor will call you on ${String(sent.phone)}.`}</p>
        </div>
      ) : (
        <KitForm
          form={form}
          intent={INTENT}
          className="mt-6 grid gap-4 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2"
        >
          <h2 className="text-xl font-semibold text-slate-900 sm:col-span-2">Request counselling</h2>
          <TextField meta={fields.name} label="Full Name" required autoComplete="name" />
          <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
          <TextField meta={fields.phone} label="Phone" type="tel" required autoComplete="tel" />
          <SelectField meta={fields.course} label="Course of interest" placeholder="Any course" options={courses} />
          <div className="sm:col-span-2">
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
              Request a counsellor&apos;s call
            </SubmitButton>
          </div>
        </KitForm>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="College not found"
      message="This college is not in the directory."
      backTo="/colleges"
      backLabel="All colleges"
    />
  );
}
