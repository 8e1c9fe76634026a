// Where a webhook may point: the policy lives with the pinned fetch (net/), which checks every address it connects to.
export { describeRange, hostRefusal, privateNetworkKinds, rangeAllowed, urlRefusal } from "../net/destination.js";
