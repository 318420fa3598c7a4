/** 'Explore Programs': the seven program chips and the six static cards. */
import { useSearchParams } from "@remix-run/react";
import { ServerMarkup } from "~/components/ui/server-markup";
import { PROGRAM_CHIPS } from "~/content/home";
import { ChipNav, HomeSection } from "./section";

/** `cards`: the six cards' markup (server-rendered from content/home-static.ts); absent when hydrating. */
export function ExplorePrograms({ cards }: { cards: string | undefined }) {
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
      <ServerMarkup as="ul" className="grid3" html={cards} />
    </HomeSection>
  );
}
