// Push bodies per the version of the client that registered the webhook: a config created by a v1.0 call
// gets the v1.0 StreamResponse (§4.3.3); one created by a v0.3 client (through compat) gets the v0.3
// event a v0.3 webhook reads: the kind-tagged JSON-RPC form of a2a.json v0.3.0 as application/json
// (v0.3.0 §9.5), as @a2a-js/sdk 1.3.0's createLegacyAwarePushNotificationSender sends (a2a-peers.md §1c).
// The converters are passed in so that the server's main entry does not load the compat module.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type { types } from "@a2a-bindgen/a2a/v1_0";
import { errorTable } from "@a2a-bindgen/a2a/v1_0/errors";
import type { StreamConverters } from "@a2a-bindgen/kit";
import type { StoredConfig } from "./configs.js";

/** The media type of a v0.3 push body (v0.3.0 §9.5 step 3: Content-Type: application/json). */
const V03_CONTENT_TYPE = "application/json";

/**
 * An `encode` for PushDeliveryOptions: v1.0 bodies for configs of v1.0 calls, v0.3 bodies (through
 * `toV0_3`, i.e. compat.toV0_3 of @a2a-bindgen/a2a/compat) for the others. An event that does not
 * convert throws, and delivery records it as that webhook's failure.
 */
export function versionedPushEncoder(
  toV0_3: StreamConverters,
): (response: types.StreamResponse, config: StoredConfig) => { body: string; contentType: string } {
  return (response, config) => {
    if (config.protocolVersion === errorTable.protocolVersion) {
      return { body: JSON.stringify(response), contentType: interfaceDeclarations.push.contentType };
    }
    const c = toV0_3.jsonrpc.streamEvent(response, { operation: "SendStreamingMessage" });
    if (c.value === undefined) throw new Error(`no v0.3 form of the event: ${c.losses.map((l) => `${l.path}: ${l.reason}`).join("; ")}`);
    return { body: JSON.stringify(c.value), contentType: V03_CONTENT_TYPE };
  };
}
