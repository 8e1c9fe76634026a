/// <reference types="node" />
// The client certificate of a TLS connection as the mutualTLS credential: only when the TLS layer
// verified it against the server's trusted CAs (socket.authorized), so that a server started with
// requestCert but rejectUnauthorized false never takes a self-made certificate for a credential.

import type { ClientCertificate } from "./credentials.js";

/** What is read of a socket (node:tls TLSSocket, duck-typed so that plain sockets answer undefined). */
interface PeerSocket {
  readonly authorized?: boolean | undefined;
  getPeerX509Certificate?(): import("node:crypto").X509Certificate | undefined;
}

/** The verified client certificate of `socket`, or undefined (no TLS, none sent, or not verified). */
export function verifiedCertificate(socket: unknown): ClientCertificate | undefined {
  const s = socket as PeerSocket | null | undefined;
  if (s === null || s === undefined || s.authorized !== true || typeof s.getPeerX509Certificate !== "function") return undefined;
  const x = s.getPeerX509Certificate();
  if (x === undefined) return undefined;
  return Object.freeze({
    raw: new Uint8Array(x.raw),
    subject: x.subject,
    issuer: x.issuer,
    fingerprint256: x.fingerprint256,
    ...(x.subjectAltName === undefined ? {} : { subjectAltName: x.subjectAltName }),
  });
}
