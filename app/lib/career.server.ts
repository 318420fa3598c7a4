/** /career's loader data: the page's copy and the job board's jobs (the page filters them in the browser). */
export { CAREERS } from "~/content/careers";
export { JOBS } from "~/content/jobs";
