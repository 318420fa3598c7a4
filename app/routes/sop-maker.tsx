/** The letter tools hub (/sop-maker): two cards, SOP maker and LOR maker. */
import { LetterPage } from "~/components/letters/letter-page";
import { LinkCards } from "~/components/ui/link-cards";
import { pageHeaders } from "~/lib/platform/cache";
import { pageMeta } from "~/lib/platform/meta";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "SOP & LOR Maker",
  description: "Free tools to draft your statement of purpose and letters of recommendation for studying abroad.",
  path: "/sop-maker",
});

const TOOLS = [
  {
    to: "/sop-form",
    title: "Statement of Purpose Maker",
    text: "Turn your background, goals and motivation into a clear, personal statement of purpose.",
    image: "/images/letters/sop.svg",
  },
  {
    to: "/lor-form",
    title: "Letter of Recommendation Maker",
    text: "Draft a letter of recommendation as the applicant or as the recommender, step by step.",
    image: "/images/letters/lor.svg",
  },
] as const;

export default function SopMaker() {
  return (
    <LetterPage
      back={false}
      title="SOP & LOR Maker"
      intro="Strong applications tell a story. Pick a tool, answer a few questions and get a sample draft to build on."
    >
      <LinkCards
        items={TOOLS}
        className="grid gap-6 md:grid-cols-2"
        cardClassName="group flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      >
        {(tool) => (
          <>
            <img src={tool.image} alt="" width={96} height={96} className="h-24 w-24" />
            <h2 className="text-xl font-semibold text-slate-900 group-hover:text-indigo-800">{tool.title}</h2>
            <p className="text-slate-700">{tool.text}</p>
            <span className="mt-auto font-semibold text-indigo-800">
              Start writing <span aria-hidden="true">→</span>
            </span>
          </>
        )}
      </LinkCards>
    </LetterPage>
  );
}
