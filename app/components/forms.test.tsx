import { useActionData } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { answerFor, FormErrors, getFormProps, TextField, useKitForm } from "./forms";

const Schema = z.object({
  email: z
    .string({ error: "Please enter a valid email." })
    .check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email.")),
  name: z.string({ error: "First name is required" }),
});

function Demo({
  lastResult,
  summary,
}: {
  lastResult?: Parameters<typeof useKitForm>[1]["lastResult"];
  summary: boolean;
}) {
  const [form, fields] = useKitForm(Schema, { id: "demo", lastResult });
  return (
    <form method="post" {...getFormProps(form)}>
      <FormErrors form={form} summary={summary} />
      <TextField meta={fields.email} label="Email" type="email" />
      <TextField meta={fields.name} label="Name" />
    </form>
  );
}

/** Server-renders `element` as a route's page, with `actionData` as its action's answer (the kit reads it). */
async function render(element: ReactElement, actionData?: unknown): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  if (actionData) context.actionData = { page: actionData };
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const failed = {
  status: "error" as const,
  initialValue: { email: "nope" },
  error: { email: ["Please enter a valid email."], name: ["First name is required"] },
};

describe("FormErrors: the error summary of every kit form", () => {
  it("after a failed submit lists each field error as a link to the field, titled 'There is a problem'", async () => {
    const html = await render(<Demo lastResult={failed} summary />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#demo-email"');
    expect(html).toContain('href="#demo-name"');
    expect(html).toContain('id="demo-email"');
    expect(html).toContain('tabindex="-1"');
    // Without JavaScript the 400 page focuses it; the form's aria-describedby points at it.
    expect(html).toContain("autofocus");
    expect(html).toContain('id="demo-error"');
    // The messages under the fields are unchanged.
    expect(html.match(/Please enter a valid email\./g)).toHaveLength(2);
  });

  it("is not shown with summary={false}, without a submit, or for form-level errors only", async () => {
    expect(await render(<Demo lastResult={failed} summary={false} />)).not.toContain("There is a problem");
    expect(await render(<Demo summary />)).not.toContain("There is a problem");
    const formLevel = await render(
      <Demo
        lastResult={{ status: "error", error: { "": ["Too many attempts. Please wait a minute and try again."] } }}
        summary
      />,
    );
    expect(formLevel).not.toContain("There is a problem");
    expect(formLevel).toContain("Too many attempts. Please wait a minute and try again.");
  });

  it("lists form-level messages first alongside field errors", async () => {
    const html = await render(
      <FormErrors
        form={{
          id: "x",
          errorId: "x-error",
          status: "error",
          errors: ["We could not save your details just now. Please try again in a few minutes."],
          allErrors: {
            "": ["We could not save your details just now. Please try again in a few minutes."],
            email: ["Please enter a valid email."],
          },
        }}
      />,
    );
    expect(html.indexOf("We could not save")).toBeLessThan(html.indexOf('href="#x-email"'));
    expect(html.match(/We could not save/g)).toHaveLength(1);
  });
});

describe("answerFor: the action's answer for one form", () => {
  function Answered({ intent }: { intent: string }) {
    const [form, fields] = useKitForm(Schema, {
      id: "demo",
      lastResult: answerFor(useActionData<{ intent: string; result: typeof failed }>(), intent)?.result,
    });
    return (
      <form method="post" {...getFormProps(form)}>
        <TextField meta={fields.email} label="Email" type="email" />
      </form>
    );
  }
  const answered = (element: ReactElement) => render(element, { intent: "demo", status: "error", result: failed });

  it("restores the input and messages of the action's answer for its intent only", async () => {
    const mine = await answered(<Answered intent="demo" />);
    expect(mine).toContain("Please enter a valid email.");
    expect(mine).toContain('value="nope"');
    expect(await answered(<Answered intent="other" />)).not.toContain("Please enter a valid email.");
  });

  it("accepts any of several intents", () => {
    const answer = { intent: "b", status: "error" };
    expect(answerFor(answer, ["a", "b"])).toBe(answer);
    expect(answerFor(answer, "a")).toBeUndefined();
    expect(answerFor(undefined, "a")).toBeUndefined();
  });
});
