// Errors raised while turning descriptors (and a rules file) into the model. The message is what a
// user sees from buf/protoc, so it names the file, the rpc, the template and the column.

export class GenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GenerationError";
  }
}

/** A google.api.http rule that cannot be used: names the proto file, the rpc, the template and the column. */
export class HttpRuleError extends GenerationError {
  constructor(
    readonly code: string,
    readonly file: string,
    readonly rpc: string,
    readonly template: string,
    readonly column: number,
    readonly detail: string,
  ) {
    super(`${file}: rpc ${rpc}: template "${template}" column ${column}: ${detail}`);
    this.name = "HttpRuleError";
  }
}
