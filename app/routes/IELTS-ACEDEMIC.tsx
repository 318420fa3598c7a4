/** /IELTS-ACEDEMIC: the same IELTS Academic page as /IELTS, whose canonical link it carries. */
import { ExamPage, examMeta } from "~/components/exams/exam-page";
import { EXAMS } from "~/content/exams";
import { pageHeaders } from "~/lib/platform/cache";

// The page copy travels as loader data (Remix drops the loader and its imports from the client build).
export const loader = () => ({ exam: EXAMS.ielts });
export const headers = pageHeaders;
export const meta = examMeta({ canonicalPath: "/IELTS" });
export default ExamPage;
