import { useRouteLoaderData } from "@remix-run/react";
import { getSettings, type PublicSettings } from "./config";

/** Public site settings, as the root loader read them from the environment. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings?: PublicSettings } | undefined;
  return data?.settings ?? getSettings(undefined);
}
