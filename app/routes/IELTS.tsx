/** IELTS: the IELTS Academic exam page (template in app/components/exams/exam-page.tsx). */
import { ExamPage, examMeta } from "~/components/exams/exam-page";
import { EXAMS } from "~/content/exams";
import { pageHeaders } from "~/lib/platform/cache";

// The page copy travels as loader data (Remix drops the loader and its imports from the client build).
export const loader = () => ({ exam: EXAMS.ielts });
export const headers = pageHeaders;
export const meta = examMeta();
export default ExamPage;
