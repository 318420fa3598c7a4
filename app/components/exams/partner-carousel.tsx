/**
 * 'Our Partners': the one Carousel as a marquee — it scrolls itself 0.5 per
 * animation frame; the left/right buttons move it 250 and pause the auto-scroll for 3 s. It also
 * holds still while the pointer or focus is on it, and for reduced-motion users. Without
 * JavaScript it is a scroll-snap row and no button is drawn.
 */
import { Carousel } from "~/components/ui/carousel";
import { marqueeOf } from "~/components/ui/marquee";
import { PARTNER_CAROUSEL } from "~/content/exams";

/** The marquee's motion and code (the Carousel itself does not carry it). */
const MARQUEE = marqueeOf(PARTNER_CAROUSEL);

const tile =
  "flex h-20 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 text-center font-semibold text-slate-800 shadow-sm";

export function PartnerCarousel({ partners }: { partners: string[] }) {
  return (
    <Carousel
      label="Partner list"
      items={partners}
      itemKey={(name) => name}
      renderItem={(name) => <p className={tile}>{name}</p>}
      slideClassName="w-60!"
      marquee={MARQUEE}
      arrowLabels={{ previous: "Scroll partners left", next: "Scroll partners right" }}
      arrowPlacement="sides"
    />
  );
}
