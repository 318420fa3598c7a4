/** 'Explore Programs': the seven program chips and the six static cards (part 1 §2). */
import { Link, useSearchParams } from "@remix-run/react";
import { EXPLORE_CARDS, PROGRAM_CHIPS, type ExploreCard } from "~/content/home";
import { ChipNav, HomeSection } from "./section";

const ICONS: Record<string, string> = {
  ranking: "M4 20V10h4v10H4Zm6 0V4h4v16h-4Zm6 0v-7h4v7h-4Z",
  colleges: "M12 3 2 8l10 5 8-4v6h2V8L12 3Zm-6 9.2V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.8l-6 3-6-3Z",
  compare: "M10 3H4v18h6V3Zm10 0h-6v18h6V3ZM6 7h2v2H6V7Zm10 0h2v2h-2V7Z",
  exams: "M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 12h8v1.5H8V12Zm0 4h8v1.5H8V16Z",
  predictor: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.4l4 2.4-.8 1.3L11 13V7h2Z",
  finder: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z",
};

function CardBody({ card }: { card: ExploreCard }) {
  return (
    <>
      <svg
        viewBox="-6 -6 36 36"
        width="44"
        height="44"
        aria-hidden="true"
        className="rounded-lg bg-indigo-50 fill-indigo-700"
      >
        <path d={ICONS[card.icon]} />
      </svg>
      <h3>{card.title}</h3>
      <p className="muted">{card.text}</p>
    </>
  );
}

export function ExplorePrograms() {
  const [search] = useSearchParams();
  const selected = PROGRAM_CHIPS.find((c) => c === search.get("program")) ?? PROGRAM_CHIPS[0];
  const cardClass = "card gap-2 p-5";
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
        {EXPLORE_CARDS.map((card) => (
          <li key={card.title}>
            {card.href ? (
              <Link to={card.href} className={cardClass}>
                <CardBody card={card} />
              </Link>
            ) : (
              <div className={cardClass}>
                <CardBody card={card} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
