/**
 * Side illustrations that cross-fade every `interval` ms (4 s on login/register,
 * 3 s on forgot password). Paused for reduced motion and by its own Pause button.
 * Without JS the first illustration simply stays.
 */
import { useState } from "react";
import type { Illustration } from "~/content/accounts";
import { useHydrated, useInterval, usePrefersReducedMotion } from "~/lib/platform/hooks";

export function ImageRotator({ images, interval }: { images: readonly Illustration[]; interval: number }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const rotating = images.length > 1 && !reduced && !paused;
  useInterval(() => setIndex((i) => (i + 1) % images.length), interval, rotating);

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative aspect-[5/4] w-full max-w-md">
        {images.map((image, i) => (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={400}
            height={320}
            aria-hidden={i === index ? undefined : true}
            className={`absolute inset-0 h-full w-full rounded-3xl transition-opacity duration-700 ${
              i === index ? "opacity-100" : "opacity-0"
            }`}
          />
        ))}
      </div>
      {hydrated && images.length > 1 && !reduced ? (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="rounded-full px-3 py-1 text-sm font-medium text-indigo-100 hover:bg-white/10"
        >
          {paused ? "Play illustrations" : "Pause illustrations"}
        </button>
      ) : null}
    </div>
  );
}
