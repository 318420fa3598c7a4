/** /IELTS-ACEDEMIC: the same IELTS Academic page as /IELTS, whose canonical link it carries. */
import { ExamPage, examMeta } from "~/components/exams/exam-page";
import { examData } from "~/components/exams/loaders.server";
import { pageHeaders } from "~/lib/cache";

export const loader = () => examData("ielts");
export const headers = pageHeaders;
export const meta = examMeta({ canonicalPath: "/IELTS" });
export default ExamPage;
