// The names an operation goes by: rpc, JSON-RPC method, gRPC path and "METHOD template" of each
// canonical HTTP binding. Any of them, in any version, leads to the operation's identity.

import { GenerationError } from "./errors.js";
import type { OperationModel, VersionModel } from "./types.js";

export function namesOf(op: OperationModel): string[] {
  const names = [op.name, op.jsonRpcMethod, op.grpcMethod, ...op.http.map((b) => `${b.method} ${b.template}`)];
  return [...new Set(names)];
}

/** name → identity over every version; a name that would lead to two identities is an error. */
export function buildNameIndex(versions: VersionModel[]): Record<string, string> {
  const index = new Map<string, { identity: string; where: string }>();
  for (const v of versions) {
    for (const op of v.operations) {
      for (const name of namesOf(op)) {
        const prior = index.get(name);
        if (prior && prior.identity !== op.identity) {
          throw new GenerationError(
            `the name "${name}" means ${prior.identity} (${prior.where}) and ${op.identity} (${v.protocolVersion} ${op.name}); give the operations one identity in the rules file or rename`,
          );
        }
        index.set(name, { identity: op.identity, where: `${v.protocolVersion} ${op.name}` });
      }
    }
  }
  const out: Record<string, string> = {};
  for (const k of [...index.keys()].sort()) out[k] = index.get(k)!.identity;
  return out;
}
