/**
 * Home sections fed by the server: the scrolling feature strip, the services grid, the 'Why us?'
 * counters and the 'Certificates & Accreditation' grid, plus the premium banner that sits between
 * them. Each renders nothing broken when its list is empty.
 */
import { useEffect, useRef } from "react";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { COUNTER_DURATION_MS, FEATURE_STRIP_LOOP_MS } from "~/content/home";
import { usePrefersReducedMotion, useSettings, useSettled } from "~/lib/platform/hooks";
import {
  CertificateItems,
  FeatureItems,
  PremiumBannerBody,
  ServiceCards,
  WhyUsBody,
  type CertificateCard,
  type FeatureCard,
  type ServiceCard,
  type WhyUsTile,
} from "./cards";
import { BANNER } from "./home-styles";
import { HomeSection } from "./section";

/** A copy of the strip: a row of fixed-width cards (`*:` = li), each an icon, a title and a text, drawn here, once. */
const FEATURE_LIST = [
  "flex gap-4 *:flex *:w-72 *:shrink-0 *:items-start *:gap-3 *:rounded-xl *:border *:border-slate-200 *:bg-white *:p-4 *:shadow-sm",
  "[&_img]:size-12 [&_img]:shrink-0 [&_h3]:font-semibold [&_p]:mt-1 [&_p]:text-sm [&_p]:text-slate-600",
].join(" ");

/**
 * The strip scrolls one full copy every 40 s, endlessly. The second copy that makes the loop
 * seamless is drawn only once JavaScript runs (it starts off-screen, so nothing moves): the server
 * HTML holds each feature once.
 */
export function FeatureStrip({ features }: { features: readonly FeatureCard[] }) {
  const track = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  // The loop starts once the page has loaded (useSettled), not while it is still being drawn.
  const settled = useSettled();
  const moving = settled && !reduced && features.length > 0;
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
        <div ref={track} className="flex w-max gap-4 px-4">
          <ul className={FEATURE_LIST}>
            <FeatureItems features={features} />
          </ul>
          {moving ? (
            <ul className={FEATURE_LIST} aria-hidden="true">
              <FeatureItems features={features} />
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export function ServicesGrid({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <HomeSection id="services">
      <ServiceCards cards={cards} />
    </HomeSection>
  );
}

/** Each tile's counter counts up; its image is drawn above it (`order-first`), its title and text below. */
export function WhyUs({ tiles }: { tiles: readonly WhyUsTile[] }) {
  return (
    <HomeSection id="why-us" tone="slate">
      {/* The list draws each tile and its image, title and text, once. */}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 *:flex *:flex-col *:rounded-xl *:bg-white *:p-6 *:text-center *:shadow-sm *:ring-1 *:ring-slate-200 [&_img]:order-first [&_img]:mx-auto [&_img]:size-12 [&_h3]:mt-1 [&_h3]:font-semibold [&_h3+p]:mt-2 [&_h3+p]:text-sm [&_h3+p]:text-slate-600">
        {tiles.map((item) => (
          <li key={item.id}>
            <p className="mt-3 text-3xl font-extrabold text-indigo-700 tabular-nums">
              <AnimatedCounter value={item.counter_value} suffix={item.suffix} duration={COUNTER_DURATION_MS} />
            </p>
            <WhyUsBody item={item} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function PremiumBanner() {
  const { siteName } = useSettings();
  return (
    <section id="premium" aria-labelledby="premium-title" className="bg-white py-10">
      <div className={`${BANNER} bg-gradient-to-r from-indigo-800 to-violet-700 py-10 text-white`}>
        <PremiumBannerBody siteName={siteName} />
      </div>
    </section>
  );
}

export function Certificates({ items }: { items: readonly CertificateCard[] }) {
  return (
    <HomeSection id="certificates" tone="slate">
      {/* The list draws each badge's tile, once (`*:`). */}
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6 *:flex *:flex-col *:items-center *:rounded-xl *:bg-white *:p-4 *:text-center *:text-xs *:text-slate-700 *:shadow-sm *:ring-1 *:ring-slate-200">
        <CertificateItems items={items} />
      </ul>
    </HomeSection>
  );
}
