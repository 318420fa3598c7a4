/**
 * A decorative picture: empty alt text (a title or heading always stands beside it), its
 * drawn size set so nothing shifts while it loads, `lazy` below the fold and `priority` when it is the
 * page's largest paint (Lighthouse LCP: fetched ahead of the scripts).
 */
export function DecorativeImage({
  src,
  size: [width, height],
  lazy = false,
  priority = false,
  className,
}: {
  src: string;
  size: readonly [width: number, height: number];
  lazy?: boolean;
  priority?: boolean;
  className: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
