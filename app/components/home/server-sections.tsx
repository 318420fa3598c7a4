/**
 * Home sections fed by the server (part 1 §9): the scrolling feature strip, the services
 * grid, the 'Why us?' counters and the 'Certificates & Accreditation' grid, plus the static
 * premium banner that sits between them. Each renders nothing broken when its list is empty.
 */
import { useEffect, useRef, useState } from "react";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { ServerMarkup } from "~/components/ui/server-markup";
import { COUNTER_DURATION_MS, FEATURE_STRIP_LOOP_MS } from "~/content/home";
import type { WhyUsRow } from "~/lib/content-types";
import { usePrefersReducedMotion, useSettled } from "~/lib/hooks";
import { HomeSection } from "./section";

/**
 * The strip scrolls one full copy every 40 s, endlessly. The second copy that makes the loop
 * seamless is drawn only once JavaScript runs (it starts off-screen, so nothing moves), copied
 * from the first: the server HTML holds each feature once, and the hydration data none
 * (`html` is absent when hydrating: ServerMarkup).
 */
export function FeatureStrip({ html }: { html: string | undefined }) {
  const track = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  // The loop starts once the page has loaded (useSettled), not while it is still being drawn.
  const settled = useSettled();
  const [copy, setCopy] = useState("");
  const loop = settled && !reduced;
  useEffect(() => {
    setCopy(loop ? (track.current?.firstElementChild?.innerHTML ?? "") : "");
  }, [loop, html]);
  const moving = loop && copy !== "";
  useEffect(() => {
    const el = track.current;
    if (!el || !moving || typeof el.animate !== "function") return;
    const animation = el.animate([{ transform: "translateX(0)" }, { transform: "translateX(-50%)" }], {
      duration: FEATURE_STRIP_LOOP_MS,
      iterations: Infinity,
    });
    const pause = () => animation.pause();
    const play = () => animation.play();
    el.addEventListener("mouseenter", pause);
    el.addEventListener("mouseleave", play);
    return () => {
      el.removeEventListener("mouseenter", pause);
      el.removeEventListener("mouseleave", play);
      animation.cancel();
    };
  }, [moving]);

  return (
    <section aria-labelledby="features-title" className="border-b border-slate-200 bg-slate-50 py-6">
      <h2 id="features-title" className="sr-only">
        Our features
      </h2>
      <div
        className="overflow-x-auto [scrollbar-width:none]"
        tabIndex={0}
        role="region"
        aria-label="Our features (scrolls sideways)"
      >
        <div ref={track} className="feat flex w-max gap-4 px-4">
          <ServerMarkup as="ul" className="flex gap-4" html={html} />
          {moving ? <ul className="flex gap-4" aria-hidden="true" dangerouslySetInnerHTML={{ __html: copy }} /> : null}
        </div>
      </div>
    </section>
  );
}

export function ServicesGrid({ html, head }: { html: string | undefined; head: string | undefined }) {
  return (
    <HomeSection id="services" head={head}>
      <ServerMarkup as="ul" className="grid3" html={html} />
    </HomeSection>
  );
}

/**
 * The counters are live; each tile's image, title and description are server markup (`html`,
 * absent when hydrating: ServerMarkup), drawn above and below the counter (tailwind.css `.tile`).
 */
export function WhyUs({
  counters,
  html,
  head,
}: {
  head: string | undefined;
  counters: ReadonlyArray<Pick<WhyUsRow, "id" | "counter_value" | "suffix">>;
  html: readonly string[] | undefined;
}) {
  return (
    <HomeSection id="why-us" head={head} tone="slate">
      <ul className="why">
        {counters.map((item, i) => (
          <li key={item.id} className="tile">
            <p className="n">
              <AnimatedCounter value={item.counter_value} suffix={item.suffix} duration={COUNTER_DURATION_MS} />
            </p>
            <ServerMarkup html={html?.[i]} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** Static: its content is server markup (`html`, absent when hydrating: ServerMarkup). */
export function PremiumBanner({ html }: { html: string | undefined }) {
  return (
    <section id="premium" aria-labelledby="premium-title" className="bg-white py-10">
      <ServerMarkup className="banner premium" html={html} />
    </section>
  );
}

export function Certificates({ html, head }: { html: string | undefined; head: string | undefined }) {
  return (
    <HomeSection id="certificates" head={head} tone="slate">
      <ServerMarkup as="ul" className="certs" html={html} />
    </HomeSection>
  );
}
