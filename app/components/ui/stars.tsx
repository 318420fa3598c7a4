/**
 * The one star rating: filled amber stars for the rounded rating, grey for the rest.
 * With `label` (default) it is an image named "Rated {n} out of 5"; with `label={false}`
 * it is decoration next to a figure that says the rating in words.
 */
export function Stars({
  rating,
  outOf = 5,
  label = true,
  className = "",
}: {
  rating: number;
  outOf?: number;
  label?: boolean;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(outOf, Math.round(rating)));
  const stars = (
    <span aria-hidden="true">
      <span className="text-amber-600">{"★".repeat(filled)}</span>
      <span className="text-slate-300">{"★".repeat(outOf - filled)}</span>
    </span>
  );
  if (!label) return <span className={className}>{stars}</span>;
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${outOf}`} className={`inline-block ${className}`}>
      {stars}
    </span>
  );
}
