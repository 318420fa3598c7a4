/**
 * Engagement blocks of the home page: the 'Have Questions' banner (opens the call popup),
 * the 'Subscribe For Regular Alerts' banner (its button does nothing) and the
 * newsletter form 'Subscribe To Our News Letter'.
 */
import { buttonClass } from "~/components/ui/button";
import { OnDemand } from "~/components/ui/on-demand";
import { ServerMarkup } from "~/components/ui/server-markup";
import { CallTrigger } from "./call-trigger";
import { newsletterPart } from "./parts";

/** Its text is server markup (`html`, absent when hydrating: ServerMarkup); 'Get on Call' is live. */
export function HaveQuestions({ onGetOnCall, html }: { onGetOnCall: () => void; html: string | undefined }) {
  return (
    <section id="have-questions" aria-labelledby="have-questions-title" className="py-10">
      <div className="banner bg-amber-50 ring-1 ring-amber-200">
        <ServerMarkup html={html} />
        <CallTrigger onOpen={onGetOnCall} className={buttonClass("primary", { size: "lg", className: "shrink-0" })}>
          Get on Call
        </CallTrigger>
      </div>
    </section>
  );
}

/** Static: its content is server markup (`html`, absent when hydrating: ServerMarkup). */
export function AlertsBanner({ html }: { html: string | undefined }) {
  return (
    <section aria-labelledby="alerts-title" className="alerts">
      <ServerMarkup className="banner py-0!" html={html} />
    </section>
  );
}

/** The newsletter section: the form's code (and the form kit's) loads on the first interaction with it. */
export function NewsletterSection() {
  return (
    <section id="subscribe" aria-labelledby="newsletter-title" className="bg-slate-50 py-14">
      <div className="wrap nl">
        <div className="hs-head mb-0 block">
          <h2 id="newsletter-title">Subscribe To Our News Letter</h2>
          <p>Pick your course and get the updates that matter to you, by e-mail and SMS.</p>
        </div>
        <OnDemand part={newsletterPart} render={(m, carried) => <m.NewsletterForm defaultValue={carried} />} />
      </div>
    </section>
  );
}
