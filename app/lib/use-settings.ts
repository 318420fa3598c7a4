import { useRouteLoaderData } from "@remix-run/react";
import { getSettings, type PublicSettings } from "./config";

/** Public site settings, as the root loader read them from the environment. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings?: PublicSettings } | undefined;
  return data?.settings ?? getSettings(undefined);
}

/** The signed-in visitor's display name (from the root loader's display cookie), if any. */
export function useSignedInName(): string | undefined {
  const data = useRouteLoaderData("root") as { user?: { name: string } | null } | undefined;
  return data?.user?.name;
}
