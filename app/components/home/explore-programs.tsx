/**
 * 'Explore Programs': the seven program chips and the six cards. A chip (a GET link, no JS needed)
 * filters the cards that list colleges (Ranking, Find Colleges) to colleges offering that program.
 */
import { useSearchParams } from "@remix-run/react";
import { PROGRAM_CHIPS, PROGRAM_COURSES } from "~/content/home";
import { EXPLORE_CARDS } from "~/content/home-static";
import { ExploreCards } from "./cards";
import { ChipNav, HomeSection } from "./section";

/** `collegeCount`: the directory's size as D1 holds it ("713 colleges"), shown on the Find Colleges card. */
export function ExplorePrograms({ collegeCount }: { collegeCount?: string }) {
  const [search] = useSearchParams();
  const selected = PROGRAM_CHIPS.find((c) => c === search.get("program")) ?? PROGRAM_CHIPS[0];
  // Until a chip is pressed the cards lead to every college.
  const chosen = search.has("program");
  const course = PROGRAM_COURSES[selected];
  const cards = EXPLORE_CARDS.map((card) =>
    card.icon === "colleges" && collegeCount ? { ...card, text: collegeCount } : card,
  ).map((card) =>
    chosen && card.href?.startsWith("/colleges")
      ? { ...card, href: `${card.href}${card.href.includes("?") ? "&" : "?"}course=${encodeURIComponent(course)}` }
      : card,
  );
  return (
    <HomeSection
      id="explore-programs"
      title="Explore Programs"
      subtitle={`Rankings, colleges, exams and tools for ${selected}.`}
    >
      <ChipNav
        label="Programs"
        param="program"
        chips={PROGRAM_CHIPS}
        active={selected}
        hash="explore-programs"
        className="mb-6"
      />
      <ExploreCards cards={cards} />
    </HomeSection>
  );
}
