import { priceInRupees } from "~/lib/catalogue/prices";

/** A service price in rupees with the price as set (pounds or dollars) beside it; "Free" as it is. */
export function PriceText({ price, className }: { price: string; className?: string }) {
  const rupees = priceInRupees(price);
  if (!rupees) return <span className={className}>{price}</span>;
  return (
    <span className={className}>
      {rupees} <span className="text-[0.8em] font-normal opacity-80">({price})</span>
    </span>
  );
}
