/**
 * /career's loader data: the page's copy, the job board's jobs (the page filters them in the browser) and its
 * static markup (`staticHtml`), imported through this `.server` module so that the page's JavaScript
 * carries neither the copy nor the components that render it (README "JS per page").
 */
import { createElement } from "react";
import { CareerHero, HiringCompanies, WhyJoin } from "~/components/company/career-static";
import { staticHtml } from "~/lib/server-html.server";

export { CAREERS } from "~/content/careers";
export { JOBS } from "~/content/jobs";

export function careerMarkup() {
  return {
    hero: staticHtml("career-hero", "", () => createElement(CareerHero)),
    companies: staticHtml("career-companies", "", () => createElement(HiringCompanies)),
    whyJoin: staticHtml("career-why", "", () => createElement(WhyJoin)),
  };
}
