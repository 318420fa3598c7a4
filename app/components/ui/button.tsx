/**
 * The site's buttons: one set of classes for every primary/secondary action, as a <button>
 * (`Button`), a link (`ButtonLink`), or classes for other elements (`buttonClass`). And the
 * one "link before hydration, button after" control (`ActionLink`): without JavaScript it is a
 * link to the no-JS route or URL state (a dialog opened by a parameter, a step), with it a
 * button that runs `onClick`.
 */
import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { useHydrated } from "~/lib/platform/hooks";

export type ButtonVariant = "primary" | "secondary" | "outline" | "inverse";

const VARIANT: Record<ButtonVariant, string> = {
  primary: "bg-indigo-700 text-white hover:bg-indigo-800",
  secondary: "border border-indigo-200 bg-white text-indigo-800 hover:bg-indigo-50",
  outline: "border border-slate-300 text-slate-800 hover:bg-slate-50",
  /** On a dark band. */
  inverse: "bg-white text-indigo-800 hover:bg-indigo-50",
};

const SIZE = { sm: "px-4 py-2 text-sm", md: "px-5 py-2.5", lg: "px-6 py-3" } as const;

export function buttonClass(
  variant: ButtonVariant = "primary",
  options: { block?: boolean; size?: keyof typeof SIZE; className?: string } = {},
) {
  return [
    "inline-flex items-center justify-center rounded-lg text-center font-semibold disabled:cursor-not-allowed disabled:opacity-60",
    SIZE[options.size ?? "md"],
    VARIANT[variant],
    options.block ? "w-full" : "",
    options.className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

interface Look {
  variant?: ButtonVariant;
  block?: boolean;
  size?: keyof typeof SIZE;
}

export function Button({
  variant,
  block,
  size,
  className,
  type = "button",
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass(variant, { block, size, className })} {...rest} />;
}

export function ButtonLink({
  to,
  variant,
  block,
  size,
  className,
  ...rest
}: Look & { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <Link to={to} className={buttonClass(variant, { block, size, className })} {...rest} />;
}

/**
 * A link to `href` until React has hydrated, then a button calling `onClick` (and
 * announcing a dialog when `dialog`). `className` styles both.
 */
export function ActionLink({
  href,
  onClick,
  className,
  dialog,
  children,
  ...aria
}: {
  href: string;
  onClick: () => void;
  className: string;
  dialog?: boolean;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    // A plain link: the href is exactly what the server-rendered no-JS path expects (e.g. "?call=1#call").
    return (
      <a href={href} className={className} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      className={className}
      aria-haspopup={dialog ? "dialog" : undefined}
      {...aria}
    >
      {children}
    </button>
  );
}
