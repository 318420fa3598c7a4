import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bareList } from "~/lib/api.server";
import { resourceHeaders } from "~/lib/cache";

export const headers = resourceHeaders;

export const loader = ({ context }: LoaderFunctionArgs) => bareList(context, "blogs");
