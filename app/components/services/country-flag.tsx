/**
 * A country's flag as a local SVG; if the image fails to load, a coloured code badge
 * replaces it. A failure before hydration is caught by checking the image
 * once mounted (complete with no pixels).
 */
import { useEffect, useRef, useState } from "react";
import { flagUrl, type Country } from "~/content/service-detail-page";

export function CountryFlag({ country, className = "h-8 w-12" }: { country: Country; className?: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span
        className={`${className} inline-flex shrink-0 items-center justify-center rounded text-xs font-bold tracking-wide text-white`}
        style={{ backgroundColor: country.color }}
        title={country.name}
      >
        {country.code}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={flagUrl(country.code)}
      alt=""
      width={48}
      height={32}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`${className} shrink-0 rounded object-cover shadow-sm ring-1 ring-slate-200`}
    />
  );
}
