/**
 * LOR Maker wizard (/lor-form). Two variants,
 * chosen on the page: 'I am the applicant' (variant A) and 'I am the recommender'
 * (variant B), via ?variant=applicant|recommender so the choice works without JavaScript.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { LetterPage } from "~/components/letters/letter-page";
import { Wizard } from "~/components/letters/wizard";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./lor-form.server";
import { VARIANTS, type Variant, variantOf } from "./shared";

export { action, headers, loader } from "./lor-form.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(args.data?.page ?? { title: "LOR Maker", description: "Letter of Recommendation Maker" }, args);

export default function LorForm() {
  const [searchParams] = useSearchParams();
  const variant = variantOf(searchParams);
  const { config } = useLoaderData<typeof loader>();
  return (
    <LetterPage
      title="Letter of Recommendation Maker"
      intro="Answer a few questions and we will draft a sample letter you can refine with your recommender."
    >
      <nav aria-label="Who is writing?" className="mb-4 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
        <ul className="grid grid-cols-2 gap-2">
          {(Object.keys(VARIANTS) as Variant[]).map((key) => (
            <li key={key}>
              <Link
                to={`/lor-form?variant=${key}`}
                aria-current={key === variant ? "page" : undefined}
                preventScrollReset
                className="block rounded-xl px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-indigo-700 aria-[current=page]:text-white"
              >
                {VARIANTS[key].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Wizard key={variant} config={config} action={`/lor-form?variant=${variant}`} />
    </LetterPage>
  );
}
