/**
 * The server half of /calculators: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { abroadCost, cgpaToPercentage, loanEmi } from "~/lib/calculators/calculators";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const results = { cgpa: cgpaToPercentage(params), emi: loanEmi(params), abroad: abroadCost(params) };
  const values = Object.fromEntries([...params].map(([k, v]) => [k, v.slice(0, 20)]));
  const failed = Object.values(results).some((r) => r && !r.ok);
  return data(
    { results, values },
    failed ? { status: 400, headers: { "Cache-Control": cachePolicy.noStore } } : undefined,
  );
}
