import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { FormErrors, getFormProps, TextField, useKitForm } from "./forms";

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
      <FormErrors id={form.errorId} errors={form.errors} summary={summary ? form : undefined} />
      <TextField meta={fields.email} label="Email" type="email" />
      <TextField meta={fields.name} label="Name" />
    </form>
  );
}

const failed = {
  status: "error" as const,
  initialValue: { email: "nope" },
  error: { email: ["Please enter a valid email."], name: ["First name is required"] },
};

describe("ErrorSummary (opt-in on FormErrors)", () => {
  it("after a failed submit lists each field error as a link to the field, titled 'There is a problem'", () => {
    const html = renderToStaticMarkup(<Demo lastResult={failed} summary />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#demo-email"');
    expect(html).toContain('href="#demo-name"');
    expect(html).toContain('id="demo-email"');
    expect(html).toContain('tabindex="-1"');
    // The messages under the fields are unchanged.
    expect(html.match(/Please enter a valid email\./g)).toHaveLength(2);
  });

  it("is not shown without the opt-in, without a submit, or for form-level errors only", () => {
    expect(renderToStaticMarkup(<Demo lastResult={failed} summary={false} />)).not.toContain("There is a problem");
    expect(renderToStaticMarkup(<Demo summary />)).not.toContain("There is a problem");
    const formLevel = renderToStaticMarkup(
      <Demo
        lastResult={{ status: "error", error: { "": ["Too many attempts. Please wait a minute and try again."] } }}
        summary
      />,
    );
    expect(formLevel).not.toContain("There is a problem");
    expect(formLevel).toContain("Too many attempts. Please wait a minute and try again.");
  });

  it("lists form-level messages first alongside field errors", () => {
    const html = renderToStaticMarkup(
      <FormErrors
        summary={{
          id: "x",
          status: "error",
          allErrors: {
            "": ["We could not save your details just now. Please try again in a few minutes."],
            email: ["Please enter a valid email."],
          },
        }}
      />,
    );
    expect(html.indexOf("We could not save")).toBeLessThan(html.indexOf('href="#x-email"'));
  });
});
