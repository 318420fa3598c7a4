/** IELTS: the IELTS Academic exam page (template in app/components/exams/exam-page.tsx). */
import { ExamPage, examMeta } from "~/components/exams/exam-page";
import { examData } from "~/components/exams/loaders.server";
import { pageHeaders } from "~/lib/cache";

export const loader = () => examData("ielts");
export const headers = pageHeaders;
export const meta = examMeta();
export default ExamPage;
