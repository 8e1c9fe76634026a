// Replaced after tsc by generator/scripts/precompile-templates.mjs with every template of templates/
// compiled at build time; empty here, so a run from source compiles each template as it needs it.

/** A template compiled at build time, with the SHA-256 of the source it was compiled from. */
export interface Precompiled {
  readonly hash: string;
  readonly spec: TemplateSpecification;
}

/** Templates by file name. */
export const precompiled: Readonly<Record<string, Precompiled>> = {};
