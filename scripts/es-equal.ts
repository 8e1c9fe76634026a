// Compares two protoc-gen-es output trees. Every byte must match except the embedded file
// descriptor (fileDesc("…")), which protoc-gen-es copies from the compiler: protoc and buf
// serialize option messages with their fields in different orders (google.api.http's `body`
// before or after `post`). Those descriptors are compared as messages instead, with the
// google.api.http and google.api.field_behavior options decoded. Exit 1 on any difference.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { create, createRegistry, equals, fromBinary, getExtension, hasExtension, toBinary } from "@bufbuild/protobuf";
import { FieldOptionsSchema, FileDescriptorProtoSchema, MethodOptionsSchema, type FileDescriptorProto } from "@bufbuild/protobuf/wkt";
import { http } from "../generator/src/gen/google/api/annotations_pb.js";
import { field_behavior } from "../generator/src/gen/google/api/field_behavior_pb.js";
import { HttpRuleSchema } from "../generator/src/gen/google/api/http_pb.js";

const [a, b, ...files] = process.argv.slice(2);
const DESC = /fileDesc\("([^"]*)"/g;

/** The descriptor with the two options taken out and returned canonically re-encoded. */
function canonical(d: FileDescriptorProto): { rest: FileDescriptorProto; options: string[] } {
  const options: string[] = [];
  const messages = [...d.messageType];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    messages.push(...m.nestedType);
    for (const f of m.field) {
      if (f.options && hasExtension(f.options, field_behavior)) {
        options.push(`${m.name}.${f.name}: ${getExtension(f.options, field_behavior).join(",")}`);
        f.options = create(FieldOptionsSchema, { ...f.options, $unknown: f.options.$unknown?.filter((u) => u.no !== field_behavior.number) });
      }
    }
  }
  for (const s of d.service) {
    for (const m of s.method) {
      if (m.options && hasExtension(m.options, http)) {
        options.push(`${s.name}.${m.name}: ${Buffer.from(toBinary(HttpRuleSchema, getExtension(m.options, http))).toString("base64")}`);
        m.options = create(MethodOptionsSchema, { ...m.options, $unknown: m.options.$unknown?.filter((u) => u.no !== http.number) });
      }
    }
  }
  return { rest: d, options: options.sort() };
}

let failed = false;
for (const file of files) {
  const x = readFileSync(join(a, file), "utf8");
  const y = readFileSync(join(b, file), "utf8");
  if (x.replace(DESC, 'fileDesc("")') !== y.replace(DESC, 'fileDesc("")')) {
    console.error(`es-equal: ${file}: differs outside the embedded descriptor`);
    failed = true;
    continue;
  }
  const dx = [...x.matchAll(DESC)].map((m) => canonical(fromBinary(FileDescriptorProtoSchema, Buffer.from(m[1], "base64"))));
  const dy = [...y.matchAll(DESC)].map((m) => canonical(fromBinary(FileDescriptorProtoSchema, Buffer.from(m[1], "base64"))));
  // unknown: true, with an empty registry: any other option (an extension) must be equal too.
  const eq = { registry: createRegistry(), unknown: true };
  const same =
    dx.length === dy.length &&
    dx.every((d, i) => equals(FileDescriptorProtoSchema, d.rest, dy[i].rest, eq) && d.options.join("\n") === dy[i].options.join("\n"));
  if (!same) {
    console.error(`es-equal: ${file}: the embedded file descriptors differ`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
