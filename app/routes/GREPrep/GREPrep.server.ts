/**
 * The server half of /GREPrep: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import { GRE } from "~/content/exams";
import { pageHeaders } from "~/lib/platform/cache";

export const loader = () => ({ gre: GRE });

export const headers = pageHeaders;
