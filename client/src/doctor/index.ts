// @a2a-bindgen/client/doctor: the quick reference's six steps against a live agent, one harmless call per
// usable interface, and the first failing step with its remedy. It lives beside the client (it speaks the same
// tables and kit); `a2a-bindgen doctor` imports this entry lazily, so the generator needs none of them.

export { defaultTimeoutSeconds, doctorOptions, parseHeader, parseTimeout, readCardKeys, UsageError } from "./options.js";
export type { DoctorCredential, DoctorOptions, Environment, HeaderOption, RawCredentialOptions, RawDoctorOptions } from "./options.js";
export { parseCredentials, readSecret } from "./credentials.js";
export { runDoctor } from "./walk.js";
export { doctorReportSchema, formatReport, reportJsonSchema } from "./report.js";
export { oneLine } from "@a2a-bindgen/kit";
export type { DoctorReport } from "./report.js";
export { remedies, steps } from "./remedies.js";
export type { Diagnosis, Remedy, StepName } from "./remedies.js";
export { encodeProbe, probeFieldNumbers, transports } from "./probe.js";
