/** 'Explore Programs': the seven program chips and the six static cards (part 1 §2). */
import { Link, useSearchParams } from "@remix-run/react";
import { EXPLORE_CARDS, PROGRAM_CHIPS, type ExploreCard } from "~/content/home";
import { ChipNav, HomeSection } from "./section";

/** Each card's icon: a tailwind.css mask class (`.ic`), drawn by the cached stylesheet, not the HTML. */
const ICONS: Record<string, string> = {
  ranking: "i-ranking",
  colleges: "i-colleges",
  compare: "i-compare",
  exams: "i-exams",
  predictor: "i-predictor",
  finder: "i-search",
};

function CardBody({ card }: { card: ExploreCard }) {
  return (
    <>
      <span aria-hidden="true" className={`ic xi ${ICONS[card.icon]}`} />
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
