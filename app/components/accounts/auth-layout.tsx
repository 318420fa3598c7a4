/**
 * The one template of the account screens: rotating illustrations beside a form panel whose
 * heading types its words. Each screen passes its content from
 * own content module (app/content/*-screen.ts). The screens' shared parts live here too (one chunk for them all).
 */
import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton, TextField } from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import { Typewriter } from "~/components/ui/typewriter";
import { HEADLINE_TIMING, type AuthScreen } from "~/content/accounts";
import { useHydrated } from "~/lib/platform/hooks";
import { ImageRotator } from "./image-rotator";

export function AuthLayout({
  screen,
  lead,
  intro,
  children,
}: {
  screen: AuthScreen;
  /** The heading's fixed words before the typed word. */
  lead: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:py-12 lg:gap-12">
      <section
        aria-label="Illustrations"
        className="hidden flex-col justify-center rounded-3xl bg-gradient-to-br from-indigo-700 to-indigo-900 p-8 md:flex"
      >
        <ImageRotator images={screen.images} interval={screen.interval} />
        <p className="mt-4 text-center text-lg font-semibold text-white">By the students, for the students.</p>
      </section>
      <div className="flex flex-col justify-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {lead} <Typewriter words={screen.words} {...HEADLINE_TIMING} className="block text-indigo-700" />
        </h1>
        <div className="mt-2 text-slate-700">{intro}</div>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </div>
  );
}

export const linkClass = "font-semibold text-indigo-700 underline-offset-2 hover:underline";

export const primaryButtonClass = buttonClass("primary", { block: true });

/** The line under a form that points to the other account screen ("Don't have an account? Sign up"). */
export function SwitchPrompt({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="text-center text-sm text-slate-700">
      {question}{" "}
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    </p>
  );
}

/**
 * The submit button of a page-navigation account form: disabled after hydration until the
 * form's rule (`enabled`, when it has one) passes, pending while the page posts (to `action`,
 * when given).
 */
export function AuthSubmit({
  action,
  enabled,
  pendingLabel,
  children,
}: {
  action?: string;
  enabled?: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  return (
    <SubmitButton
      disabled={hydrated && enabled === false}
      pending={navigation.state === "submitting" && (action === undefined || navigation.formAction === action)}
      pendingLabel={pendingLabel}
      className={primaryButtonClass}
    >
      {children}
    </SubmitButton>
  );
}

/** The e-mail field of the account forms (log in, register, forgot password). */
export function EmailField({ meta, label }: { meta: Parameters<typeof TextField>[0]["meta"]; label: string }) {
  return <TextField meta={meta} label={label} type="email" autoComplete="email" placeholder="you@example.com" />;
}
