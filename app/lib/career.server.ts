/**
 * /career's loader data: the page's copy, the job board's jobs (the page filters them in the browser) and its
 * static markup (`staticPart`), imported through this `.server` module so that the page's JavaScript
 * carries neither the copy nor the components that render it (README "JS per page").
 */
import { createElement } from "react";
import { CareerHero, HiringCompanies, WhyJoin } from "~/components/company/career-static";
import { staticPart } from "~/lib/render-only.server";

export { CAREERS } from "~/content/careers";
export { JOBS } from "~/content/jobs";

export function careerMarkup() {
  return {
    hero: staticPart("career-hero", "", () => createElement(CareerHero)),
    companies: staticPart("career-companies", "", () => createElement(HiringCompanies)),
    whyJoin: staticPart("career-why", "", () => createElement(WhyJoin)),
  };
}
