/** The JoSAA rules the directory's build applies before it writes the tables, and their part of the build report. */
import { isPaper2Degree } from "../../lib/cutoffs/model";
import { type JosaaTable, type buildInstitutions } from "../../lib/official/directory";
import { recognisePrep, normaliseStates, paper2Mismatches } from "../../lib/official/josaa-rules";

/**
 * The JoSAA rules applied before the tables are written (app/lib/official/josaa-rules.ts): preparatory-course
 * rows recognised (after the second copy's "P" flags are taken), every state under its official name (the
 * institutions' and the NIRF rows'), and Paper 2's programmes recognised the same way by degree and by branch.
 */
export function checkJosaa(
  josaa: JosaaTable[],
  institutions: ReturnType<typeof buildInstitutions>["institutions"],
  nirfRows: Array<{ state: string }>,
  problems: string[],
) {
  const prep = recognisePrep(josaa);
  // A city that only repeats the state (no table names the city) follows the state's official name.
  const cityIsState = [...institutions.values()].filter((i) => i.city === i.state);
  const states = normaliseStates([...institutions.values(), ...nirfRows]);
  for (const i of cityIsState) i.city = i.state;
  const programs = [...institutions.values()].flatMap((i) =>
    [...i.programs.values()].map((p) => ({ institute: i.josaaName || i.name, type: i.josaaType, ...p })),
  );
  for (const m of paper2Mismatches(programs)) problems.push(`Paper 2 degree and branch disagree: ${m}`);
  const paper2 = programs.filter((p) => isPaper2Degree(p.degree) && p.type !== "IIT");
  return { prep, states, paper2 };
}

export function josaaReport({ prep, states, paper2 }: ReturnType<typeof checkJosaa>): string[] {
  return [
    "## State names brought to their official form",
    "",
    ...(states.length ? states.map((n) => `- ${n}`) : ["None."]),
    "",
    `## JEE Main Paper 2 programmes (B.Arch, B.Plan): ${paper2.length}`,
    "",
    "Filled on the Paper 2 merit list: the predictor offers them on a Paper 2 rank only (the IITs' B.Arch is filled on the JEE Advanced rank and stays with it).",
    "",
    ...paper2.map((p) => `- ${p.institute} / ${p.program}`).sort(),
    "",
    `## Preparatory-course rows recognised (closing rank below opening rank, no "P" in the copy): ${prep.length}`,
    "",
    "Their closing rank is stored as a preparatory-course rank (shown with its P) and left out of predictions.",
    "",
    ...prep.map((n) => `- ${n}`),
    "",
  ];
}
