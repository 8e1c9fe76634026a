// What an answer says of its task: the StreamResponse (or SendMessageResponse) case, the task, context and
// state it names; read by the call's span without trusting the answer's shape.

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;
export const str = (o: Obj, k: string): string | undefined => {
  const v = Object.hasOwn(o, k) ? o[k] : undefined;
  return typeof v === "string" && v !== "" ? v : undefined;
};
export const obj = (o: Obj, k: string): Obj | undefined => {
  const v = Object.hasOwn(o, k) ? o[k] : undefined;
  return isObj(v) ? v : undefined;
};

/** The StreamResponse (or SendMessageResponse) case set, with its value. */
export function caseOf(response: unknown): [string, Obj] | undefined {
  if (!isObj(response)) return undefined;
  for (const k of ["task", "message", "statusUpdate", "artifactUpdate"]) {
    const v = obj(response, k);
    if (v !== undefined) return [k, v];
  }
  return undefined;
}
