/**
 * `npm run reviews:moderate`: moderate reviews in the local D1 (.wrangler/state)
 * with the same code as the operator console (app/lib/reviews/reviews.server.ts).
 *
 *   npm run reviews:moderate -- list [pending|published|rejected]
 *   npm run reviews:moderate -- approve ID
 *   npm run reviews:moderate -- reject ID --reason "Not about this college"
 *   npm run reviews:moderate -- paid ID          (mark the reward paid)
 */
import { getPlatformProxy } from "wrangler";
import { listByStatus, markRewardPaid, moderate } from "../../lib/reviews/reviews.server";
import { REVIEW_STATUSES, type ReviewStatus } from "../../lib/reviews/rules";

const USAGE = `usage: npm run reviews:moderate -- list [pending|published|rejected]
       npm run reviews:moderate -- approve ID
       npm run reviews:moderate -- reject ID --reason "text"
       npm run reviews:moderate -- paid ID`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, arg, ...rest] = process.argv.slice(2);
const reasonAt = rest.indexOf("--reason");
const reason = reasonAt >= 0 ? rest.slice(reasonAt + 1).join(" ") : "";

// The local D1 of `npm start` (PERSIST_TO=.wrangler/test-state for the browser tests' server).
const persistTo = process.env.PERSIST_TO || ".wrangler/state";
const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${persistTo}/v3` } });
const db = proxy.env.DB;
try {
  if (command === "list") {
    const status = (arg ?? "pending") as ReviewStatus;
    if (!REVIEW_STATUSES.includes(status)) fail(USAGE);
    const { rows } = await listByStatus(db, status, 0, 100);
    if (rows.length === 0) console.log(`No ${status} reviews.`);
    for (const r of rows) {
      console.log(
        `#${r.id}  ${r.college_name} (${r.college_slug})  by ${r.reviewer_name}, ${r.course} ${r.grad_year}\n` +
          `   overall ${r.ratings.overall}/5 · academics ${r.ratings.academics} · faculty ${r.ratings.faculty} · ` +
          `infrastructure ${r.ratings.infrastructure} · placements ${r.ratings.placements} · campus ${r.ratings.campus}\n` +
          `   "${r.title}"  reward: ${r.reward_status}${r.reject_reason ? `  reason: ${r.reject_reason}` : ""}\n` +
          `   liked: ${r.liked.slice(0, 160).replace(/\s+/g, " ")}…\n` +
          `   better: ${r.better.slice(0, 160).replace(/\s+/g, " ")}…\n`,
      );
    }
  } else if (command === "approve" || command === "reject" || command === "paid") {
    const id = Number(arg);
    if (!Number.isInteger(id) || id <= 0) fail(USAGE);
    if (command === "reject" && !reason.trim()) fail('reject needs a reason: --reason "text"');
    const result =
      command === "paid"
        ? await markRewardPaid(db, id)
        : await moderate(db, id, command === "approve" ? "published" : "rejected", {
            reason,
            // Like /admin/reviews: bump the content version in the same batch, so the running
            // server's cached college pages (rating, review count) refresh within the version's
            // memory/edge TTL (VERSION_MEMORY_MS / VERSION_EDGE_TTL_S in app/lib/content/content.server.ts).
            extra: () => [db.prepare("UPDATE content_meta SET version = version + 1 WHERE id = 1")],
          });
    if (!result.ok) fail(`review #${id}: ${result.reason}`);
    console.log(`review #${id}: ${JSON.stringify(result.before)} → ${JSON.stringify(result.after)}`);
  } else {
    fail(USAGE);
  }
} finally {
  await proxy.dispose();
}
