/**
 * The two booking steps, used by the dialog (through a fetcher) and by the no-JS booking
 * route (through a plain form): step 1 posts and is validated by the server; step 2 carries
 * step 1's values in hidden inputs and posts the whole booking.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Form, FetcherWithComponents } from "@remix-run/react";
import { useMemo, type FormEvent } from "react";
import { bookingAction } from "~/components/connect/expert-card";
import {
  EmailField,
  FormMeta,
  KitForm,
  MobileField,
  SelectField,
  SubmitButton,
  TextField,
  useKitForm,
} from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import { SelectOptions } from "~/components/ui/inline-select";
import { COUNSELLOR_CALL_HREF, EXPERT_COURSES, type Expert } from "~/content/experts";
import {
  BOOKING_INTENTS,
  bookingView,
  COUNTRY_CODES,
  DEGREES,
  sanitizeEmailInput,
  sanitizePhoneInput,
  shortBookingDate,
  availableSlots,
  slotsInHours,
  STUDY_STAGES,
  studyYears,
  takesCalls,
  offlineMessage,
  TIME_SLOTS,
  type BookingData,
  type StepOneValues,
} from "~/lib/bookings/booking";
import { bookingSchemasFor, StepOneSchema } from "~/lib/bookings/booking-schema";
import type { FormActionData } from "~/lib/forms/kit";
import { ChoiceChips } from "./choice-chips";

type FormComponent = typeof Form | FetcherWithComponents<unknown>["Form"];

interface StepProps {
  expert: Expert;
  FormEl: FormComponent;
  pending: boolean;
  /** "dialog": the booking answers the dialog (its alert), not with the request's page. */
  via?: "dialog";
}

/** A booking form's posting: to the booking route's action, through the dialog's fetcher or a plain form. */
function postsTo(expert: Expert, FormEl: FormComponent) {
  return { as: FormEl, action: bookingAction(expert), preventScrollReset: true, className: "flex flex-col gap-4" };
}

export function BookingSteps({
  expert,
  dates,
  data,
  FormEl,
  pending,
  via,
}: StepProps & { dates: string[]; data: FormActionData<BookingData> | undefined }) {
  const view = bookingView(data);
  if (!takesCalls(expert.hours)) {
    // An Offline expert: no times offered; a counsellor's call instead.
    return (
      <div role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-800">
        <p>{offlineMessage(expert.name)}</p>
        <a href={COUNSELLOR_CALL_HREF} className={buttonClass("primary", { className: "mt-4" })}>
          Request a call with a counsellor
        </a>
      </div>
    );
  }
  return (
    <div>
      <StepIndicator step={view.step === 1 ? 1 : 2} />
      {view.step === 1 ? (
        <StepOne expert={expert} FormEl={FormEl} pending={pending} lastResult={view.lastResult} />
      ) : view.step === 2 ? (
        <StepTwo
          expert={expert}
          FormEl={FormEl}
          pending={pending}
          dates={dates}
          carried={view.carried}
          lastResult={view.lastResult}
          via={via}
        />
      ) : null}
    </div>
  );
}

function StepIndicator({ step }: { step: 1 | 2 }) {
  const items = ["Your details", "Schedule your call"];
  return (
    <ol className="mb-5 flex items-center gap-3 text-sm" aria-label="Booking steps">
      {items.map((label, i) => {
        const current = step === i + 1;
        return (
          <li key={label} aria-current={current ? "step" : undefined} className="flex items-center gap-2">
            <span
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                step >= i + 1 ? "bg-indigo-700 text-white" : "bg-slate-200 text-slate-700"
              }`}
            >
              {i + 1}
            </span>
            <span className={current ? "font-semibold text-slate-900" : "text-slate-600"}>
              <span className="sr-only">Step {i + 1}: </span>
              {label}
            </span>
            {i === 0 ? <span aria-hidden="true" className="h-px w-6 bg-slate-300" /> : null}
          </li>
        );
      })}
    </ol>
  );
}

function StepOne({ expert, FormEl, pending, lastResult }: StepProps & { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useKitForm(StepOneSchema, {
    id: BOOKING_INTENTS.stepOne,
    lastResult,
  });
  return (
    <KitForm form={form} intent={BOOKING_INTENTS.stepOne} {...postsTo(expert, FormEl)}>
      <ChoiceChips meta={fields.degree} legend="Degree" options={DEGREES} gridClassName="grid grid-cols-2 gap-2" />
      <ChoiceChips
        meta={fields.studyYear}
        legend="Study year"
        options={studyYears().map((y) => ({ value: y, label: y }))}
        gridClassName="grid grid-cols-3 gap-2"
      />
      <EmailField
        meta={fields.email}
        required
        inputMode="email"
        maxLength={254}
        placeholder="you@example.com"
        onInput={keepOnly(sanitizeEmailInput)}
      />
      <div className="grid grid-cols-[7rem_1fr] gap-2">
        <div>
          <label htmlFor={`${form.id}-country-code`} className="mb-1 block text-sm font-medium text-slate-800">
            Country code
          </label>
          <select
            id={`${form.id}-country-code`}
            name="countryCode"
            defaultValue={String(lastResult?.initialValue?.countryCode ?? "IN")}
            className="h-[42px] w-full rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
          >
            <SelectOptions options={COUNTRY_CODES} />
          </select>
        </div>
        <MobileField
          meta={fields.phone}
          label="Phone number"
          required
          placeholder="10-digit number"
          onInput={keepOnly(sanitizePhoneInput)}
        />
      </div>
      <SubmitButton pending={pending} pendingLabel="Checking…" className={primaryButton}>
        Next: schedule your call
      </SubmitButton>
    </KitForm>
  );
}

/** An input handler that rewrites the typed value with one of the input rules. */
function keepOnly(rule: (value: string) => string) {
  return (e: FormEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const clean = rule(el.value);
    if (clean !== el.value) el.value = clean;
  };
}

const primaryButton = buttonClass("primary", { block: true });

function StepTwo({
  expert,
  FormEl,
  pending,
  dates,
  carried,
  lastResult,
  via,
}: StepProps & { dates: string[]; carried: StepOneValues; lastResult?: SubmissionResult<string[]> }) {
  const schema = useMemo(() => bookingSchemasFor(expert.hours).StepTwoSchema, [expert.hours]);
  const [form, fields] = useKitForm(schema, { id: "booking-step2", lastResult });
  // Today's slots that have started, and slots outside the expert's hours, cannot be chosen (the
  // action refuses them too). Before a date is chosen, a slot is offered if it is within the hours
  // of any of the dates.
  const chosen = typeof fields.selectedDate.value === "string" ? fields.selectedDate.value : undefined;
  const days = expert.hours.mode === "hours" ? dates.filter((d) => slotsInHours(d, expert.hours).length) : dates;
  const inHours = new Set(
    chosen && days.includes(chosen)
      ? slotsInHours(chosen, expert.hours)
      : days.flatMap((d) => slotsInHours(d, expert.hours)),
  );
  const open = availableSlots(chosen).filter((slot) => inHours.has(slot));
  const Tag = FormEl as typeof Form;
  const degree = DEGREES.find((d) => d.value === carried.degree)?.label ?? carried.degree;
  const hidden = Object.entries(carried).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <div className="flex flex-col gap-4">
      <Tag
        method="post"
        action={bookingAction(expert)}
        preventScrollReset
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
      >
        <FormMeta intent={BOOKING_INTENTS.edit} />
        {hidden}
        <p>
          <span className="sr-only">Your details: </span>
          {degree} · {carried.studyYear} · {carried.email} · {carried.phone}
        </p>
        <button type="submit" className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
          Edit details
        </button>
      </Tag>
      <KitForm form={form} intent={BOOKING_INTENTS.booking} {...postsTo(expert, FormEl)}>
        {hidden}
        {via ? <input type="hidden" name="via" value={via} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.firstName} label="First name" required autoComplete="given-name" maxLength={60} />
          <TextField meta={fields.lastName} label="Last name" required autoComplete="family-name" maxLength={60} />
        </div>
        <ChoiceChips
          meta={fields.selectedDate}
          legend="Date"
          options={days.map((d) => {
            const { weekday, day } = shortBookingDate(d);
            return {
              value: d,
              name: `${weekday} ${day}`,
              label: (
                <>
                  <span className="block text-xs opacity-80">{weekday}</span>
                  <span className="block whitespace-nowrap">{day}</span>
                </>
              ),
            };
          })}
          gridClassName="grid grid-cols-4 gap-2 sm:grid-cols-7"
        />
        <ChoiceChips
          meta={fields.selectedTime}
          legend="Time (IST)"
          options={TIME_SLOTS.map((t) => ({ value: t, label: t, disabled: !open.includes(t) }))}
          gridClassName="grid grid-cols-3 gap-2 sm:grid-cols-4"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.selectedCourse}
            label="Course"
            required
            options={EXPERT_COURSES}
            placeholder="Select a course"
          />
          <SelectField
            meta={fields.studyStage}
            label="Study stage"
            required
            options={STUDY_STAGES}
            placeholder="Select a stage"
          />
        </div>
        <SubmitButton pending={pending} pendingLabel="Booking…" className={primaryButton}>
          Book call with {expert.name}
        </SubmitButton>
      </KitForm>
    </div>
  );
}
