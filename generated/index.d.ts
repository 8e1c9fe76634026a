import * as v1_0 from "./v1_0/index.js";
import * as v0_3 from "./v0_3/index.js";
/** The runtime versions this code was generated for; loading it with another runtime fails here, by name. */
export declare const runtimeRange = ">=0.2.0 <0.3.0";
export { v1_0 };
export { v0_3 };
export { identities, identityByName } from "./cross-version.js";
/** Version-diff adapters: compat.<direction>.<dialect>.<kind>(value) → { value, losses }. */
export { compat } from "./compat.js";
export type { CompatOperation, CompatKind } from "./compat.js";
/** Every generated protocol version, keyed by its version label. */
export declare const versions: {
	readonly "1.0": typeof v1_0;
	readonly "0.3": typeof v0_3;
};
