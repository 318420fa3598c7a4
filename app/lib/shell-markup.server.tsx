/**
 * The shell's static parts as HTML (app/components/shell/static-parts.tsx), rendered once per isolate and
 * settings: root.tsx passes `shellMarkup` to the shell, which writes each part through `ServerMarkup`. In the
 * browser this `.server` module is empty, so the parts hydrate as the server wrote them, at no cost in code,
 * data or hydration work (README "Speed").
 */
import {
  BottomBarItems,
  CourseColumns,
  ExploreColumns,
  FooterContent,
  GoalCityColumns,
  MobileGoalItems,
  NotificationItems,
} from "~/components/shell/static-parts";
import type { PublicSettings } from "~/lib/config";
import { staticPart } from "~/lib/render-only.server";

export interface ShellMarkup {
  goalCity: string;
  explore: string;
  notifications: string;
  courses: string;
  mobileGoals: string;
  footer: string;
  bottomBar: string;
}

export function shellMarkup(settings: PublicSettings): ShellMarkup {
  const { supportEmail, phone, postalAddress, siteName } = settings;
  return {
    goalCity: staticPart("shell-goal-city", "", () => <GoalCityColumns />),
    explore: staticPart("shell-explore", "", () => <ExploreColumns />),
    notifications: staticPart("shell-notifications", "", () => <NotificationItems />),
    courses: staticPart("shell-courses", "", () => <CourseColumns />),
    mobileGoals: staticPart("shell-mobile-goals", "", () => <MobileGoalItems />),
    footer: staticPart("shell-footer", [supportEmail, phone, postalAddress, siteName].join("\n"), () => (
      <FooterContent supportEmail={supportEmail} phone={phone} postalAddress={postalAddress} siteName={siteName} />
    )),
    bottomBar: staticPart("shell-bottom-bar", "", () => <BottomBarItems />),
  };
}
