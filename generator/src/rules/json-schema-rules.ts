// $.jsonSchema of a rules file: what the JSON Schemas of the messages cannot state of what the
// validators accept (generator/src/openapi/schemas). Each entry is printed with the schemas.

import * as z from "zod";

export const jsonSchemaRules = z.strictObject({
  $comment: z.string().optional(),
  notStated: z
    .array(
      z.strictObject({
        /** kebab-case; the differential test skips the values a rule covers by this id. */
        id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case"),
        /** What the rule is about ("32-bit integers given as a string"). */
        subject: z.string().min(1),
        /** What the validators do, and what the schemas say instead. */
        rule: z.string().min(1),
        /** Why JSON Schema cannot say it. */
        reason: z.string().min(1),
        source: z.string().min(1),
        /** The kinds it concerns (scalar kinds, well-known type names, "map<int32>", "required float"...): printed only for a model that reaches one; absent: always. */
        kinds: z.array(z.string().min(1)).min(1).optional(),
      }),
    )
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      for (const [i, r] of rows.entries()) {
        if (seen.has(r.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate id "${r.id}"` });
        seen.add(r.id);
      }
    }),
});

export type JsonSchemaRules = z.infer<typeof jsonSchemaRules>;
