/**
 * The booking dialog's left carousel (part 1 §2): 3 images, auto-advancing every 5 s
 * (part 1 §9), with labelled arrows and dots. Without JS the first slide shows.
 */
import { useState } from "react";
import { Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperClass } from "swiper/types";
import { useHydrated } from "~/lib/hooks";

export const BOOKING_SLIDE_MS = 5000;

export const BOOKING_SLIDES = [
  { src: "/images/experts/booking-video-call.svg", alt: "A student on a video call with an expert" },
  { src: "/images/experts/booking-campus.svg", alt: "A university campus building" },
  { src: "/images/experts/booking-calendar.svg", alt: "A calendar with a booked call slot" },
] as const;

export function BookingCarousel({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  const arrow =
    "absolute top-1/2 z-10 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white";
  return (
    <section aria-roledescription="carousel" aria-label="Why book an expert call" className={className}>
      <div className="relative">
        <Swiper
          modules={[Autoplay]}
          rewind
          autoplay={{ delay: BOOKING_SLIDE_MS, disableOnInteraction: false }}
          onSwiper={setSwiper}
          onSlideChange={(s) => setActive(s.activeIndex)}
          className="overflow-hidden rounded-xl"
        >
          {BOOKING_SLIDES.map((slide, i) => (
            <SwiperSlide
              key={slide.src}
              aria-label={`${i + 1} of ${BOOKING_SLIDES.length}`}
              aria-roledescription="slide"
            >
              <img src={slide.src} alt={slide.alt} width={320} height={260} className="block h-auto w-full" />
            </SwiperSlide>
          ))}
        </Swiper>
        {hydrated ? (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => swiper?.slidePrev()}
              className={`${arrow} left-2`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => swiper?.slideNext()}
              className={`${arrow} right-2`}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {hydrated ? (
        <div className="mt-3 flex justify-center gap-2">
          {BOOKING_SLIDES.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-current={active === i ? "true" : undefined}
              onClick={() => swiper?.slideTo(i)}
              className="flex h-6 min-w-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${active === i ? "w-6 bg-indigo-700" : "w-2.5 bg-slate-300 hover:bg-slate-400"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
