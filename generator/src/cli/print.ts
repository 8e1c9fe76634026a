// Text rendering of a route table for the terminal.

import type { RouteBinding } from "@a2a-bindgen/runtime";

export function routesTable(
  canonical: readonly RouteBinding[],
  alternatives: readonly RouteBinding[],
  operations: Record<string, { jsonRpcMethod: string; grpcMethod: string; streaming: string }>,
): string {
  const rows: string[][] = [["RANK", "METHOD", "TEMPLATE", "OPERATION", "BINDING", "BODY", "JSON-RPC", "GRPC", "STREAMING"]];
  const row = (b: RouteBinding, rank: string) => {
    const op = operations[b.operation];
    rows.push([rank, b.method, b.template, b.operation, b.binding, b.body ?? "-", op?.jsonRpcMethod ?? "", op?.grpcMethod ?? "", op?.streaming ?? ""]);
  };
  for (const b of canonical) row(b, String(b.precedence));
  for (const b of alternatives) row(b, `alt ${b.alternative?.specSections.join(",") ?? ""}`);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return (
    rows
      .map((r) =>
        r
          .map((c, i) => c.padEnd(widths[i]))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}
