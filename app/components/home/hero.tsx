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
import { DARK_BAND_BUTTON, EYEBROW } from "./home-styles";

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
        <span className={`ml-0.5 inline-block w-[2px] bg-current align-middle ${settled ? "animate-pulse" : ""}`}>
          &nbsp;
        </span>
      </span>
      <span className="sr-only">{title}</span>
    </>
  );
}

/** The arrows' row gives its two arrows their look, once (`*:`). */
const arrowRowClass =
  "flex items-center gap-2 noscript:hidden *:flex *:size-10 *:items-center *:justify-center *:rounded-full *:bg-white/15 *:text-xl *:text-white *:ring-1 *:ring-white/40 *:hover:bg-white/25";
/** The dots' row gives each dot its shape, once (`*:`); the current dot is wider and amber. */
const dotRowClass =
  "flex items-center gap-2 noscript:hidden *:flex *:size-6 *:items-center *:justify-center *:before:h-2.5 *:before:rounded-full *:before:transition-all";
const dotLook = { current: "before:w-6 before:bg-amber-300", other: "before:w-2.5 before:bg-white/60" };

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
      className="relative isolate overflow-hidden bg-indigo-950 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="absolute inset-0 -z-10 flex transition-transform ease-in-out"
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
            className="h-full w-full shrink-0 object-cover object-right"
          />
        ))}
      </div>
      {/*
       * Dark where the text is, clear over the artwork (its campus sits on the right, and at the bottom on phones);
       * on wide screens it fades out on the right.
       */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/90 from-45% via-slate-950/70 via-70% to-slate-950/20 lg:bg-gradient-to-r lg:from-slate-950/95 lg:from-30% lg:via-slate-950/70 lg:via-55% lg:to-transparent" />

      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-center px-4 py-14 md:min-h-[36rem]">
        <p className={EYEBROW}>Colleges · Exams · Courses · Study Abroad</p>
        <h1 id="hero-title" className="mt-3 min-h-[7.5rem] max-w-3xl text-3xl leading-tight font-extrabold md:text-5xl">
          {current ? <HeroTitle title={current.title} animate={moves < HERO.typewriter.loops * total} /> : "Loading..."}
        </h1>

        <SearchBox
          id="hero-search"
          placeholder="Search colleges, exams and courses"
          className="mt-6 flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
          fieldClassName="flex min-w-0 flex-1 rounded-lg bg-white focus-within:ring-2 focus-within:ring-indigo-300"
          showIcon={false}
          inputClassName="w-full rounded-lg border-0 bg-transparent px-4 py-3 text-slate-900 placeholder:text-slate-600 focus:outline-none"
          submit={
            <button type="submit" className={DARK_BAND_BUTTON}>
              Search
            </button>
          }
        />
        <div className="mt-4">
          <CallTrigger
            onOpen={onNeedCounselling}
            className="inline-block rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            Need Counselling
          </CallTrigger>
        </div>

        {total > 0 ? (
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
            {/* Arrows and dots need JavaScript: not drawn without it. */}
            <div className={arrowRowClass}>
              <button type="button" aria-label="Previous banner" onClick={() => go(index - 1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" aria-label="Next banner" onClick={() => go(index + 1)}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
            <div className={dotRowClass}>
              {banners.map((banner, dot) => (
                <button
                  key={banner.id}
                  type="button"
                  aria-label={`Go to banner ${dot + 1}`}
                  aria-current={index === dot ? "true" : undefined}
                  onClick={() => go(dot)}
                  className={index === dot ? dotLook.current : dotLook.other}
                />
              ))}
            </div>
            <div className="h-1 w-32 overflow-hidden rounded-full bg-white/25" aria-hidden="true">
              <div
                className="h-full rounded-full bg-amber-300 transition-all duration-700"
                style={{ width: `${heroProgress(index, total)}%` }}
              />
            </div>
            <p className="flex items-baseline gap-3 text-sm" aria-live="polite">
              <b className="font-semibold">{current?.university_name}</b>
              <span className="text-white/80">{`${index + 1} / ${total}`}</span>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
