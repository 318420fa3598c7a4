/**
 * A service's picture (8:5, drawn at 320×200): decorative, as the service's title always
 * stands beside it (the hub's cards, the detail page's hero).
 */
export function ServiceImage({ src, lazy = false, className }: { src: string; lazy?: boolean; className: string }) {
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={200}
      loading={lazy ? "lazy" : undefined}
      className={`aspect-[8/5] ${className}`}
    />
  );
}
