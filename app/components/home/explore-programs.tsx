/** 'Explore Programs': the seven program chips and the six cards. */
import { useSearchParams } from "@remix-run/react";
import { PROGRAM_CHIPS } from "~/content/home";
import { EXPLORE_CARDS } from "~/content/home-static";
import { ExploreCards } from "./cards";
import { ChipNav, HomeSection } from "./section";

export function ExplorePrograms() {
  const [search] = useSearchParams();
  const selected = PROGRAM_CHIPS.find((c) => c === search.get("program")) ?? PROGRAM_CHIPS[0];
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
      <ul className="grid3">
        <ExploreCards cards={EXPLORE_CARDS} />
      </ul>
    </HomeSection>
  );
}
