/**
 * /post-admit-services: content from the cached post-admit loader, read by position
 * (hero, services block, why-choose features, closing block). Missing items or a failed
 * read hide their parts. The plan dialogs open from the cards, or by URL (?plan=free|premium).
 */
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { PostAdmitBody } from "~/components/services/post-admit-body";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DecorativeImage } from "~/components/ui/decorative-image";
import { Modal } from "~/components/ui/modal";
import { Section } from "~/components/ui/section";
import { planFrom, PLANS, type PlanId } from "~/content/post-admit";
import { uploadUrl } from "~/lib/content/types";
import { telHref } from "~/lib/platform/config";
import { useSettings } from "~/lib/platform/hooks";
import { pageMeta } from "~/lib/platform/meta";
import { ignoreQueryChanges } from "~/lib/platform/revalidate";
import type { loader } from "./post-admit-services.server";

export { headers, loader } from "./post-admit-services.server";

export const meta = pageMeta({
  title: "Post-Admit Services",
  description:
    "Visa counselling, loan documents, accommodation and mentoring after your admission — free and premium plans.",
});

/** Opening or closing a plan dialog only changes ?plan: no need to reload the content. */
export const shouldRevalidate = ignoreQueryChanges;

const PATH = "/post-admit-services";

/** A section's decorative illustration (uploaded with the post-admit item). */
function SectionImage({ image, className, lazy }: { image: string; className: string; lazy?: boolean }) {
  const src = uploadUrl(image, "study_abroad");
  return (
    <DecorativeImage src={src} size={[560, 400]} lazy={lazy} className={`h-auto w-full rounded-2xl ${className}`} />
  );
}

function PlanDialog({ plan, onClose }: { plan: PlanId; onClose: () => void }) {
  const settings = useSettings();
  const info = PLANS[plan];
  return (
    <Modal open onClose={onClose} title={info.title} closeHref={PATH} labelledBy="plan-dialog-title">
      <ul className="mt-5 space-y-3">
        {info.items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-800">
            <Badge className="h-6 w-6 rounded-full bg-green-100 text-sm text-green-800">✓</Badge>
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {/* method="dialog" closes the dialog natively, with or without JS. */}
        <form method="dialog">
          <Button type="submit">Proceed to Dashboard</Button>
        </form>
        <a href={telHref(settings.phone)} className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
          Contact Support: {settings.phone}
        </a>
        <Link to="/refund-policy" className="text-sm text-slate-700 underline">
          Refund Policy
        </Link>
      </div>
    </Modal>
  );
}

export default function PostAdmitServices() {
  const { page } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plan = planFrom(params.get("plan"));
  const close = () => navigate(PATH, { replace: true, preventScrollReset: true });
  const { hero, services, whyChoose, closing } = page;

  return (
    <>
      {hero ? (
        <section aria-labelledby="post-admit-title" className="bg-gradient-to-br from-indigo-50 to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2">
            <div>
              <h1 id="post-admit-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                {hero.title}
              </h1>
              {hero.subtitle ? <p className="mt-5 text-lg leading-8 text-slate-700">{hero.subtitle}</p> : null}
            </div>
            {hero.image ? <SectionImage image={hero.image} className="mx-auto max-w-lg" /> : null}
          </div>
        </section>
      ) : (
        <h1 className="mx-auto max-w-6xl px-4 pt-12 text-4xl font-extrabold tracking-tight text-slate-900">
          Post-Admit Services
        </h1>
      )}

      <Section title={services?.title || "Choose your plan"} intro={services?.subtitle || undefined}>
        {services ? (
          <div className="mb-8 max-w-3xl">
            <PostAdmitBody content={services.content} variant="list" />
          </div>
        ) : null}
        <ul className="grid gap-6 md:grid-cols-2">
          {(Object.keys(PLANS) as PlanId[]).map((id) => (
            <li key={id}>
              <Link
                to={`?plan=${id}`}
                replace
                preventScrollReset
                aria-haspopup="dialog"
                className={`block h-full rounded-2xl border-2 p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md ${
                  id === "premium" ? "border-orange-400 bg-orange-50" : "border-indigo-200 bg-white"
                }`}
              >
                <span className="text-sm font-semibold tracking-widest text-slate-700 uppercase">
                  {id === "free" ? "Free" : "Premium"}
                </span>
                <span className="mt-2 block text-2xl font-bold text-slate-900">{PLANS[id].card}</span>
                <span className="mt-2 block text-slate-700">{PLANS[id].blurb}</span>
                <span className="mt-4 inline-block font-semibold text-indigo-700">See what is included →</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {whyChoose ? (
        <Section title={whyChoose.title} intro={whyChoose.subtitle || undefined} tone="muted">
          <PostAdmitBody content={whyChoose.content} variant="grid" />
        </Section>
      ) : null}

      {closing ? (
        <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 py-14">
          <div className="grid items-center gap-10 rounded-3xl bg-indigo-900 p-8 text-white md:grid-cols-2 md:p-12">
            {closing.image ? <SectionImage image={closing.image} className="bg-white" lazy /> : null}
            <div>
              <h2 id="closing-heading" className="text-3xl font-bold">
                {closing.title}
              </h2>
              {closing.subtitle ? <p className="mt-3 text-indigo-100">{closing.subtitle}</p> : null}
              <div className="mt-6 rounded-2xl bg-white p-5">
                <PostAdmitBody content={closing.content} variant="list" />
              </div>
              <div className="mt-6 flex flex-wrap gap-3">
                {closing.buttonText ? (
                  <Link
                    to="/connect"
                    className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-500"
                  >
                    {closing.buttonText}
                  </Link>
                ) : null}
                <a
                  href="/images/post-admit/post-admit-guide.txt"
                  download="StudySaathi-post-admit-guide.txt"
                  className="rounded-lg border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
                >
                  Download Guide
                </a>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      {plan ? <PlanDialog key={plan} plan={plan} onClose={close} /> : null}
    </>
  );
}
