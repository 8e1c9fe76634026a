// Module hooks for routes-entry.test.ts: a module load that reaches zod or a generated schemas
// module fails, naming what was imported and from where.
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  if (/\/node_modules\/zod\//.test(r.url) || /\/(schemas|jsonrpc)\.js$/.test(r.url)) {
    throw new Error(`denied: ${r.url} (imported as "${specifier}" from ${context.parentURL})`);
  }
  return r;
}
