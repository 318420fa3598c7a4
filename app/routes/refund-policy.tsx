/** /refund-policy: how refunds work for paid services (linked wherever prices are shown). */
import { Link } from "@remix-run/react";
import { ContentSections } from "~/components/company/page-parts";
import { PageHero } from "~/components/ui/sections";
import { REFUND_POLICY } from "~/content/policies";
import { formatIstDate } from "~/lib/format/dates";
import { pageHeaders } from "~/lib/platform/cache";
import { useSettings } from "~/lib/platform/hooks";
import { pageMeta } from "~/lib/platform/meta";
import { fillSections, fillSettings } from "~/lib/policies/policies";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: REFUND_POLICY.title,
  description: "How refunds work for expert calls and premium plans.",
  path: "/refund-policy",
});

export default function RefundPolicyPage() {
  const settings = useSettings();
  return (
    <>
      <PageHero hero={{ title: REFUND_POLICY.title, subtitle: fillSettings(REFUND_POLICY.intro, settings) }} />
      <p className="mx-auto max-w-3xl px-4 pt-6 text-sm text-slate-700">
        Last updated {formatIstDate(`${REFUND_POLICY.updated}T00:00:00+05:30`)}.{" "}
        <Link to="/privacy-policy" className="font-semibold text-indigo-800 underline">
          Privacy Policy
        </Link>
      </p>
      <ContentSections sections={fillSections(REFUND_POLICY.sections, settings)} />
    </>
  );
}
