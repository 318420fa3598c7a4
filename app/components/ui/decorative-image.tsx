/**
 * A decorative picture: empty alt text (a title or heading always stands beside it), its
 * drawn size set so nothing shifts while it loads, and `lazy` below the fold.
 */
export function DecorativeImage({
  src,
  size: [width, height],
  lazy = false,
  className,
}: {
  src: string;
  size: readonly [width: number, height: number];
  lazy?: boolean;
  className: string;
}) {
  return (
    <img src={src} alt="" width={width} height={height} loading={lazy ? "lazy" : undefined} className={className} />
  );
}
