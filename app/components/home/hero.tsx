/**
 * Hero banner carousel: server banners, a typewriter title, the search
 * box, 'Need Counselling', arrows, dots, a progress bar, the current university name and an
 * 'n / total' counter. Auto-advances every 5 s with a 700 ms slide; the index wraps. The
 * first banner is in the server HTML. Title, caption, counter, dots and progress all follow
 * the slide shown (one dot per banner, the typewriter retypes the slide's title),
 * and the artwork (no lettering of its own) sits under a scrim that is dark where the text is and clear over it.
 */
import { useEffect, useState } from "react";
import { SearchBox } from "~/components/search-box";
import { useRetypedText } from "~/components/ui/retyped-text";
import { HERO } from "~/content/home";
import type { BannerRow } from "~/lib/content/types";
import { useHydrated, usePrefersReducedMotion, useSettled } from "~/lib/platform/hooks";
import { CallTrigger } from "./call-trigger";

/** A banner as the hero shows it: its image's URL resolved by the loader (`uploadUrl`, not in the page's JS). */
export type HeroBanner = Omit<BannerRow, "image"> & { src: string };

export function wrapIndex(index: number, total: number): number {
  return total > 0 ? ((index % total) + total) % total : 0;
}

/** Progress bar width: the shown banner's place among all of them, capped at 100%. */
export function heroProgress(index: number, total: number): number {
  return total > 0 ? Math.min(100, ((index + 1) / total) * 100) : 0;
}

/**
 * The title types itself for a fixed number of loops through the banners (`HERO.typewriter.loops`); after
 * that each slide's title is shown whole at once. Between typings the title is always whole.
 */
function HeroTitle({ title, animate }: { title: string; animate: boolean }) {
  const text = useRetypedText(title, { ...HERO.typewriter, animate });
  // The caret blinks once the page has loaded (useSettled); before that, and without JavaScript, it stands still.
  const settled = useSettled();
  return (
    <>
      <span aria-hidden="true">
        {text}
        <span className={settled ? "caret animate-pulse" : "caret"}>&nbsp;</span>
      </span>
      <span className="sr-only">{title}</span>
    </>
  );
}

const arrowClass = "hero-arrow";

export function HeroCarousel({
  banners,
  onNeedCounselling,
}: {
  banners: readonly HeroBanner[];
  onNeedCounselling: () => void;
}) {
  const [index, setIndex] = useState(0);
  // Slide changes so far: the title types itself for `HERO.typewriter.loops` loops through the banners, then stays whole.
  const [moves, setMoves] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const total = banners.length;
  const go = (to: number) => {
    setIndex(wrapIndex(to, total));
    setMoves((m) => m + 1);
  };

  // One timer per shown slide: a manual move restarts the 5 s wait.
  useEffect(() => {
    if (total < 2 || paused || reduced) return;
    const id = window.setTimeout(() => {
      setIndex((i) => wrapIndex(i + 1, total));
      setMoves((m) => m + 1);
    }, HERO.autoAdvanceMs);
    return () => window.clearTimeout(id);
  }, [index, total, paused, reduced]);

  const current = banners[index];

  return (
    <section
      aria-labelledby="hero-title"
      aria-roledescription="carousel"
      className="hero"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="hero-track"
        style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${HERO.transitionMs}ms` }}
      >
        {/* The other banners' images are drawn once hydrated (they show only when the carousel moves). */}
        {(hydrated ? banners : banners.slice(0, 1)).map((b, i) => (
          <img
            key={b.id}
            src={b.src}
            alt=""
            width={1600}
            height={600}
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : undefined}
            className="hero-img"
          />
        ))}
      </div>
      {/* Solid where the text is (the artwork's own lettering sits on its left); on wide screens it fades out on the right. */}
      <div className="hero-shade" />

      <div className="hero-in">
        <p className="eyebrow">Colleges · Exams · Courses · Study Abroad</p>
        <h1 id="hero-title" className="hero-h1">
          {current ? <HeroTitle title={current.title} animate={moves < HERO.typewriter.loops * total} /> : "Loading..."}
        </h1>

        <SearchBox
          id="hero-search"
          placeholder="Search colleges, exams and courses"
          className="hero-form"
          fieldClassName="hero-field"
          showIcon={false}
          inputClassName="hero-input"
          submit={
            <button type="submit" className="hero-go">
              Search
            </button>
          }
        />
        <div className="mt-4">
          <CallTrigger onOpen={onNeedCounselling} className="hero-cta">
            Need Counselling
          </CallTrigger>
        </div>

        {total > 0 ? (
          <div className="hero-ctl">
            {/* Arrows and dots need JavaScript: not drawn without it (tailwind.css `@media (scripting: none)`: `.js-only`). */}
            <div className="js-only">
              <button type="button" className={arrowClass} aria-label="Previous banner" onClick={() => go(index - 1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className={arrowClass} aria-label="Next banner" onClick={() => go(index + 1)}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
            <div className="js-only">
              {banners.map((banner, dot) => (
                <button
                  key={banner.id}
                  type="button"
                  aria-label={`Go to banner ${dot + 1}`}
                  aria-current={index === dot ? "true" : undefined}
                  onClick={() => go(dot)}
                  className="hero-dot"
                />
              ))}
            </div>
            <div className="hero-bar" aria-hidden="true">
              <div style={{ width: `${heroProgress(index, total)}%` }} />
            </div>
            <p className="hero-now" aria-live="polite">
              <b>{current?.university_name}</b>
              <span>{`${index + 1} / ${total}`}</span>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
