/**
 * A service price in rupees with the price as set (pounds or dollars) beside it; "Free" as it is. The loader converts
 * it (lib/catalogue/prices.ts `priceInRupees`), so the rates stay on the server.
 */
export function PriceText({ price, rupees, className }: { price: string; rupees: string | null; className?: string }) {
  if (!rupees) return <span className={className}>{price}</span>;
  return (
    <span className={className}>
      {rupees} <span className="text-[0.8em] font-normal opacity-80">({price})</span>
    </span>
  );
}
