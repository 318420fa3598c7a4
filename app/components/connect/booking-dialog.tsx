/**
 * The booking dialog: carousel on the left, the two steps on the right.
 * It posts through a fetcher to the booking route's action (which stores the booking),
 * then alerts the confirmation and closes. It is mounted per opening, so closing resets it.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps } from "react";
import { Modal } from "~/components/ui/modal";
import type { Expert } from "~/content/experts";
import { bookingView, type BookingData } from "~/lib/bookings/booking";
import type { FormActionData } from "~/lib/forms/kit";
import { BookingCarousel } from "./booking-carousel";
import { BookingSteps } from "./booking-steps";

export const BOOKING_TITLE = "Book your 1-1 call with Experts";

/** The booking's body, in the dialog and on the no-JS route: the carousel beside the two steps. */
export function BookingPanel({ className, ...steps }: ComponentProps<typeof BookingSteps> & { className: string }) {
  return (
    <div className={`grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] ${className}`}>
      <BookingCarousel className="hidden md:block" />
      <BookingSteps {...steps} />
    </div>
  );
}

export function BookingDialog({ expert, dates, onClose }: { expert: Expert; dates: string[]; onClose: () => void }) {
  const fetcher = useFetcher<FormActionData<BookingData>>();
  // The latest onClose (the parent passes a new closure each render); the alert fires once per answer.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // The alert, then the request's own page (its status, to keep), loaded as a document.
  useEffect(() => {
    const view = bookingView(fetcher.data);
    if (view.step === "done") {
      window.alert(view.message);
      close.current();
      if (view.receipt) window.location.assign(view.receipt);
    }
  }, [fetcher.data]);

  return (
    <Modal
      open
      onClose={onClose}
      title={BOOKING_TITLE}
      labelledBy="booking-dialog-title"
      className="fixed inset-0 z-50 m-auto max-h-[94vh] w-[min(96vw,60rem)] overflow-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <p className="mt-1 text-sm text-slate-700">
        with <span className="font-semibold text-slate-900">{expert.name}</span> · {expert.university} · {expert.rate}
      </p>
      <BookingPanel
        className="mt-5 gap-6"
        expert={expert}
        dates={dates}
        data={fetcher.data}
        FormEl={fetcher.Form}
        pending={fetcher.state !== "idle"}
        via="dialog"
      />
    </Modal>
  );
}
