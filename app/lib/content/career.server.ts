/** /career's loader data: the page's copy, the hiring companies and the job board's jobs (the page filters them in the browser). */
export { CAREERS } from "~/content/careers";
export { COMPANIES, JOBS } from "~/content/jobs";
