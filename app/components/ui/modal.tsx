/**
 * One dialog for the whole site, on the native <dialog> element.
 * With JS it opens modally (focus trap, Escape, backdrop) and `onClose` fires on close.
 * Without JS, pages render it with `open` when a URL parameter asks for it (e.g. ?call=1),
 * and `closeHref` gives the close control a real link back.
 */
import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/lib/platform/hooks";

export function Modal({
  open,
  onClose,
  title,
  children,
  closeHref,
  className,
  labelledBy,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Where the close control links to without JS (the page without the open parameter). */
  closeHref?: string;
  className?: string;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = labelledBy ?? "modal-title";
  const hydrated = useHydrated();

  // Once hydrated, only showModal()/close() drive the dialog: React removing the `open`
  // attribute from a modal dialog would leave it in the top layer, making the page inert.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.open) {
      // Server-rendered `open` dialogs are non-modal; reopen them modally once hydrated.
      dialog.showModal?.();
    } else if (open && dialog.open && !dialog.matches(":modal")) {
      // Not close(): its queued "close" event would call onClose and shut the dialog again.
      dialog.removeAttribute("open");
      dialog.showModal?.();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, hydrated]);

  return (
    // A click on the backdrop (the <dialog> element itself) closes it, a pointer convenience: keyboard users close it
    // with Escape (onCancel) or the Close control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      // The server HTML carries `open` (dialogs opened by a URL parameter without JS); once
      // hydrated, only the effect opens and closes the dialog.
      open={(!hydrated && open) || undefined}
      aria-labelledby={title ? titleId : undefined}
      // The re-open dance above closes a non-modal dialog and reopens it modally; its queued
      // close event arrives once the dialog is open again and must not close it.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onCancel={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={
        className ??
        "fixed inset-0 z-50 m-auto w-[min(96vw,40rem)] max-h-[92vh] overflow-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
      }
    >
      <div className="relative p-6">
        {closeHref ? (
          <Link
            to={closeHref}
            replace
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              onClose();
            }}
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-2 text-slate-600 hover:bg-slate-100"
          >
            <span aria-hidden="true">✕</span>
          </Link>
        ) : (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-2 text-slate-600 hover:bg-slate-100"
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
        {title ? (
          <h2 id={titleId} className="pr-10 text-xl font-bold text-slate-900">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
