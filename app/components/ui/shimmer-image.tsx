/**
 * An image that shows a shimmer placeholder until it has loaded (travel page).
 * The placeholder sits behind the image, so without JavaScript a loaded image simply covers
 * it; with JavaScript it is removed on load, or at hydration when the image is already
 * complete. `aria-busy` marks the figure while the image is loading.
 */
import { useEffect, useRef, useState } from "react";

export function ShimmerImage({
  src,
  alt,
  width,
  height,
  className = "",
  imgClassName = "",
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <div className={`relative overflow-hidden ${className}`} aria-busy={!loaded}>
      {loaded ? null : <div aria-hidden="true" className="shimmer absolute inset-0" />}
      <img
        ref={ref}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? undefined : "lazy"}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={`relative block h-auto w-full ${imgClassName}`}
      />
    </div>
  );
}
