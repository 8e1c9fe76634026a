// The service parameters of a version as OpenAPI header (and query) parameters, from the rules file's
// service parameters and version negotiation: the version (A2A-Version: required as a header where a
// missing one means another version, optional where it means this one; the query form as an optional
// alternative) and the extensions (each name the version reads; the name it answers with).

import type { ProtocolModel, VersionModel } from "../model/types.js";
import type { JsonObject } from "./types.js";

export interface ServiceParameters {
  /** $refs into components.parameters, for every operation. */
  request: JsonObject[];
  /** The response headers of a success. */
  response: Record<string, JsonObject>;
  components: Record<string, JsonObject>;
}

export function serviceParameters(v: VersionModel, protocol: ProtocolModel | null): ServiceParameters {
  if (protocol === null) return { request: [], response: {}, components: {} };
  const components: Record<string, JsonObject> = {};
  const missingMeansThis = protocol.negotiation.missing.means === v.protocolVersion;
  const versionSchema = { type: "string", const: v.protocolVersion };
  components.VersionHeader = {
    name: protocol.version.name.headers,
    in: "header",
    required: !missingMeansThis,
    description: `The protocol version, ${protocol.negotiation.form.value} (${v.protocolVersion}). ${
      missingMeansThis
        ? `Without it a request is read as ${v.protocolVersion}.`
        : `Without it (or the query parameter) a request is read as ${protocol.negotiation.missing.means}.`
    } ${protocol.version.source}`,
    schema: versionSchema,
  };
  components.VersionQuery = {
    name: protocol.version.query,
    in: "query",
    required: false,
    description: `The protocol version as a query parameter, instead of the header (the header wins when both differ). ${protocol.negotiation.precedence.source}`,
    schema: versionSchema,
  };
  const ext = protocol.extensions.byVersion[v.protocolVersion];
  const read = ext?.read ?? [protocol.extensions.name];
  const request: JsonObject[] = [{ $ref: "#/components/parameters/VersionHeader" }, { $ref: "#/components/parameters/VersionQuery" }];
  read.forEach((name, i) => {
    const key = i === 0 ? "ExtensionsHeader" : `ExtensionsHeader${i + 1}`;
    components[key] = {
      name: name.headers,
      in: "header",
      required: false,
      description: `The URIs of the extensions the client asks for, separated by "${protocol.extensions.separator}". ${ext?.source ?? protocol.extensions.source}`,
      schema: { type: "string" },
    };
    request.push({ $ref: `#/components/parameters/${key}` });
  });
  const respond = ext?.respond ?? protocol.extensions.name;
  const response = {
    [respond.headers]: { description: "The URIs of the extensions the agent activated for this call.", schema: { type: "string" } },
  };
  return { request, response, components };
}
