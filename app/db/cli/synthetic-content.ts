/**
 * Generated blogs and leads for scale tests and benchmarks: `npm run db:generate`
 * and the integration tests. Every row is labelled: blog titles start with "Sample post",
 * bodies say they are generated, leads carry `"sample": true` and the client hash
 * "generated-sample". Rows are written by SQL (a recursive counter), CHUNK rows a statement,
 * so 200 000 leads are 40 statements, well inside D1's statement size and time limits.
 */

/** Generated blog ids follow this one (the seeded posts are 1–13; ids stay dense, as in use). */
export const GENERATED_BLOG_ID = 1000;
export const BLOG_CHUNK = 1000;
export const LEAD_CHUNK = 5000;

const TOPICS = [
  ["Rankings", "NIRF and QS tables read side by side", "rankings, NIRF, QS"],
  ["Exams", "A weekly plan for the entrance exam season", "exams, study plan, JEE, NEET"],
  ["Careers", "First jobs after graduation and what recruiters ask", "careers, placements, resume"],
  ["Education", "Choosing between a college in India and one abroad", "education, study abroad, fees"],
] as const;

const counter = (from: number, count: number) =>
  `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${from + count - 1})`;

/** `count` sample blogs in statements of BLOG_CHUNK (ids from GENERATED_BLOG_ID + 1). */
export function blogStatements(count: number): string[] {
  const out: string[] = [];
  const topic = (field: 0 | 1 | 2) =>
    `CASE i % 4 ${TOPICS.map((t, k) => `WHEN ${k} THEN '${t[field]}'`).join(" ")} END`;
  const paragraph =
    "'<p>This is a generated sample post (number ' || i || ') for scale tests; it is not editorial content. ' || " +
    "'Students comparing colleges look at fees, placements, rankings, entrance exams and the city they will live in, ' || " +
    "'and each of these changes from year to year. Read the official notices before deciding anything.</p>'";
  for (let from = 1; from <= count; from += BLOG_CHUNK) {
    const n = Math.min(BLOG_CHUNK, count - from + 1);
    out.push(
      `${counter(from, n)} INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) ` +
        `SELECT ${GENERATED_BLOG_ID} + i, 'Sample post ' || i || ': ' || ${topic(1)}, 'blog-' || (i % 13 + 1) || '.svg', ` +
        `'<h2>' || ${topic(1)} || '</h2>' || ${paragraph} || replace(hex(zeroblob(8)), '00', ${paragraph}), ` +
        `${topic(0)}, strftime('%Y-%m-%dT%H:%M:00+05:30', '2025-10-31 09:00', '-' || (i * 7919 % 525600) || ' minutes'), ` +
        `${topic(2)}, CASE WHEN i % 50 = 0 THEN 0 ELSE 1 END FROM n`,
    );
  }
  return out;
}

const KINDS = [
  ["newsletter", "NULL"],
  ["call-request", "NULL"],
  ["inquiry", "'visa-assistance'"],
  ["inquiry", "'student-accommodation'"],
  ["booking", "'expert-' || (i % 12 + 1)"],
  ["contact", "NULL"],
  ["brochure", "'college-' || (i % 300 + 1)"],
  ["sop", "NULL"],
  ["lor", "NULL"],
  ["advertising", "NULL"],
] as const;
const STATUSES = ["new", "new", "new", "contacted", "qualified", "won", "lost"];

/**
 * `count` sample leads (form submissions of the site's kinds) in statements of LEAD_CHUNK, oldest
 * first, 3 minutes apart up to 2025-11-01: ids grow with time, as with real leads (the inbox's
 * date range and the running totals rely on it).
 */
export function leadStatements(count: number): string[] {
  const out: string[] = [];
  const kind = `CASE i % ${KINDS.length} ${KINDS.map((k, j) => `WHEN ${j} THEN '${k[0]}'`).join(" ")} END`;
  const ref = `CASE i % ${KINDS.length} ${KINDS.map((k, j) => `WHEN ${j} THEN ${k[1]}`).join(" ")} END`;
  const status = `CASE i % ${STATUSES.length} ${STATUSES.map((s, j) => `WHEN ${j} THEN '${s}'`).join(" ")} END`;
  for (let from = 1; from <= count; from += LEAD_CHUNK) {
    const n = Math.min(LEAD_CHUNK, count - from + 1);
    out.push(
      `${counter(from, n)} INSERT INTO submissions (kind, ref, payload, created_at, client_hash, status) ` +
        `SELECT ${kind}, ${ref}, json_object('name', 'Sample Lead ' || i, 'email', 'lead' || i || '@example.com', ` +
        `'phone', '9' || substr('000000000' || (i * 7919 % 1000000000), -9), 'message', 'Generated sample lead for scale tests.', 'sample', json('true')), ` +
        `strftime('%Y-%m-%dT%H:%M:%fZ', '2025-11-01', '-' || ((${count} - i) * 3) || ' minutes'), 'generated-sample', ${status} FROM n`,
    );
  }
  return out;
}

/** Removes earlier generated rows (so db:generate can run again) and bumps the content version. */
export const CLEAR_GENERATED_BLOGS = `DELETE FROM blogs WHERE blog_id > ${GENERATED_BLOG_ID} AND blog_title LIKE 'Sample post %'`;
export const CLEAR_GENERATED_LEADS = "DELETE FROM submissions WHERE client_hash = 'generated-sample'";
export const BUMP_CONTENT_VERSION = "UPDATE content_meta SET version = version + 1 WHERE id = 1";
