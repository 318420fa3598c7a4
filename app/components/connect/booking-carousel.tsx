/**
 * The booking dialog's left carousel: 3 images, auto-advancing every 5 s, with labelled arrows
 * and dots, through the site's one Carousel. Without JS the images are a scroll-snap row.
 */
import { Carousel } from "~/components/ui/carousel";

export const BOOKING_SLIDE_MS = 5000;

export const BOOKING_SLIDES = [
  { src: "/images/experts/booking-video-call.svg", alt: "A student on a video call with an expert" },
  { src: "/images/experts/booking-campus.svg", alt: "A university campus building" },
  { src: "/images/experts/booking-calendar.svg", alt: "A calendar with a booked call slot" },
] as const;

export function BookingCarousel({ className }: { className?: string }) {
  return (
    <Carousel
      label="Why book an expert call"
      className={className}
      items={BOOKING_SLIDES}
      itemKey={(slide) => slide.src}
      renderItem={(slide) => (
        <img src={slide.src} alt={slide.alt} width={320} height={260} className="block h-auto w-full rounded-xl" />
      )}
      autoplayMs={BOOKING_SLIDE_MS}
      pauseOnHover={false}
      arrowLabels={{ previous: "Previous image", next: "Next image" }}
      arrowPlacement="overlay"
      dotLabel={(i) => `Show image ${i + 1}`}
    />
  );
}
