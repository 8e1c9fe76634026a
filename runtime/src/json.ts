// JSON values as the validators see them (the forms of google.protobuf.Struct, Value and ListValue).

export type JsonValue = number | string | boolean | null | JsonObject | JsonValue[];
export type JsonObject = { [key: string]: JsonValue };
