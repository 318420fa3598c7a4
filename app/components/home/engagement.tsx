/**
 * Engagement blocks of the home page: the 'Have Questions' banner (opens the call popup),
 * the 'Subscribe For Regular Alerts' banner (its button does nothing) and the newsletter
 * form 'Subscribe To Our News Letter'.
 */
import { buttonClass } from "~/components/ui/button";
import { CallTrigger } from "./call-trigger";
import { AlertsBannerBody, QuestionsBannerBody } from "./cards";
import { BANNER, SECTION_BODY, SECTION_SUBTITLE, SECTION_TITLE } from "./home-styles";
import { NewsletterForm } from "./newsletter-form";

/** Its text, and 'Get on Call', which opens the call popup. */
export function HaveQuestions({ onGetOnCall }: { onGetOnCall: () => void }) {
  return (
    <section id="have-questions" aria-labelledby="have-questions-title" className="py-10">
      <div className={`${BANNER} bg-amber-50 py-10 ring-1 ring-amber-200`}>
        <div>
          <QuestionsBannerBody />
        </div>
        <CallTrigger onOpen={onGetOnCall} className={buttonClass("primary", { size: "lg", className: "shrink-0" })}>
          Get on Call
        </CallTrigger>
      </div>
    </section>
  );
}

export function AlertsBanner() {
  return (
    <section aria-labelledby="alerts-title" className="bg-indigo-700 py-10 text-white">
      <div className={BANNER}>
        <AlertsBannerBody />
      </div>
    </section>
  );
}

/** The newsletter section. */
export function NewsletterSection() {
  return (
    <section id="subscribe" aria-labelledby="newsletter-title" className="bg-slate-50 py-14">
      <div className={`${SECTION_BODY} grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-center`}>
        <div>
          <h2 id="newsletter-title" className={SECTION_TITLE}>
            Subscribe To Our News Letter
          </h2>
          <p className={SECTION_SUBTITLE}>
            Pick your course and get the updates that matter to you, by e-mail and SMS.
          </p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
