/** The detail page's moving two-row strip of eight countries (CSS animation, no JS needed). */
import { STRIP_COUNTRIES, type Country } from "~/content/service-detail-page";
import { CountryFlag } from "./country-flag";

const KEYFRAMES =
  "@keyframes ss-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}" +
  ".ss-marquee{animation:ss-marquee 30s linear infinite}.ss-marquee-reverse{animation-direction:reverse}" +
  ".ss-strip:hover .ss-marquee,.ss-strip:focus-within .ss-marquee{animation-play-state:paused}";

function Row({ countries, reverse }: { countries: readonly Country[]; reverse?: boolean }) {
  const items = (copy: number) =>
    countries.map((c) => (
      <li
        key={`${copy}-${c.code}`}
        aria-hidden={copy === 1 || undefined}
        className="flex shrink-0 items-center gap-3 rounded-full border border-slate-200 bg-white px-4 py-2 shadow-sm"
      >
        <CountryFlag country={c} />
        <span className="font-medium whitespace-nowrap text-slate-800">{c.name}</span>
      </li>
    ));
  return (
    <ul className={`ss-marquee flex w-max gap-4 ${reverse ? "ss-marquee-reverse" : ""}`}>
      {items(0)}
      {items(1)}
    </ul>
  );
}

export function CountryStrip() {
  return (
    <section aria-labelledby="countries-heading" className="ss-strip overflow-hidden bg-slate-50 py-12">
      <style>{KEYFRAMES}</style>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="countries-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Countries we help you move to
        </h2>
        <p className="mt-2 text-center text-slate-700">Immigration and study support across popular destinations.</p>
      </div>
      <div className="mt-8 flex flex-col gap-4">
        <Row countries={STRIP_COUNTRIES} />
        <Row countries={[...STRIP_COUNTRIES].reverse()} reverse />
      </div>
    </section>
  );
}
