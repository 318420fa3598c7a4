/**
 * The server half of /shortlist: the visitor's shortlist with the colleges' names. Signed out it is the shortlist
 * cookie's (lib/colleges/shortlist.server.ts); signed in, the account's. Personal: never cached.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { collegeNames, compareHref } from "~/lib/accounts/colleges.server";
import { COMPARE_MAX } from "~/lib/accounts/rules";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const personal = { "Cache-Control": cachePolicy.personal };

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const { signedIn, slugs } = await readShortlist(request, context.env);
    const name = await collegeNames(context.env, slugs);
    return data(
      {
        signedIn,
        unavailable: false,
        colleges: slugs.map((slug) => ({ slug, name: name(slug) })),
        compareHref: compareHref(slugs.slice(0, COMPARE_MAX)),
      },
      { headers: personal },
    );
  } catch (error) {
    console.error("shortlist unavailable", error instanceof Error ? error.message : error);
    return data(
      { signedIn: false, unavailable: true, colleges: [], compareHref: "" },
      { status: 503, headers: personal },
    );
  }
}
