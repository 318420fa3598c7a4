/**
 * SOP wizard (/sop-form): built like the LOR wizard (same
 * template): personal information, academic background, goals & motivation, review.
 */
import { LetterPage } from "~/components/letters/letter-page";
import { Wizard } from "~/components/letters/wizard";
import { SOP } from "~/content/sop-letter";
import { pageMeta } from "~/lib/platform/meta";

export { action, headers } from "./sop-form.server";

export const meta = pageMeta({
  title: "Statement of Purpose Maker",
  description: "Build your statement of purpose step by step and generate a sample SOP from your answers.",
  path: "/sop-form",
});

export default function SopForm() {
  return (
    <LetterPage
      title="Statement of Purpose Maker"
      intro="Tell us about yourself, your studies and your goals. We turn your answers into a sample statement of purpose."
    >
      <Wizard config={SOP} action="/sop-form" />
    </LetterPage>
  );
}
