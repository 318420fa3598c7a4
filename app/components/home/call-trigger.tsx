/** 'Need Counselling' / 'Get on Call': they open the call-request popup (call-request.tsx). */
import type { ReactNode } from "react";
import { ActionLink } from "~/components/ui/button";

/** The no-JS dialog: the page with `?call=1` renders it open (app/routes/_index/route.tsx). */
export const CALL_HREF = "?call=1#call";

/** A link to the no-JS dialog until hydrated, then a button. */
export function CallTrigger({
  onOpen,
  className,
  children,
}: {
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <ActionLink href={CALL_HREF} onClick={onOpen} className={className} dialog>
      {children}
    </ActionLink>
  );
}
