// One gRPC call written frame by frame on a plain TCP socket (RFC 9113 frames, RFC 7541 literal header
// fields without Huffman): every metadata entry is sent as given, repeated keys included. node:http2's
// client refuses a second Authorization (ERR_HTTP2_HEADER_SINGLE_VALUE) and connect's Headers join
// repeated keys into one field, so neither can send what an attacker's client sends. It reads frames only
// until its stream ends and decodes no HPACK (the server's fields are Huffman-coded): a caller reads the
// answer on its own node:http2 server running grpcHandler, from the stream's sent headers and trailers.

import net from "node:net";

/** RFC 7541 §5.1 integer with a 7-bit prefix (the string length of §5.2, H = 0). */
function int7(n: number): number[] {
  if (n < 127) return [n];
  const out = [127];
  let rest = n - 127;
  while (rest >= 128) {
    out.push((rest & 127) | 128);
    rest >>= 7;
  }
  out.push(rest);
  return out;
}

const text = (s: string) => {
  const b = Buffer.from(s, "latin1");
  return Buffer.concat([Buffer.from(int7(b.length)), b]);
};

/** RFC 7541 §6.2.2: literal header field without indexing, new name. */
const block = (fields: readonly (readonly [string, string])[]) => Buffer.concat(fields.map(([k, v]) => Buffer.concat([Buffer.from([0]), text(k), text(v)])));

/** RFC 9113 §4.1 frame. */
function frame(type: number, flags: number, stream: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(9);
  head.writeUIntBE(payload.length, 0, 3);
  head[3] = type;
  head[4] = flags;
  head.writeUInt32BE(stream, 5);
  return Buffer.concat([head, payload]);
}

const DATA = 0;
const HEADERS = 1;
const RST_STREAM = 3;
const SETTINGS = 4;
const GOAWAY = 7;
const END_STREAM = 0x1;
const ACK = 0x1;
const END_HEADERS = 0x4;

/**
 * Sends one unary gRPC call (stream 1) to 127.0.0.1:`port`: `path`, the `metadata` entries in order, the
 * message bytes framed as gRPC does (PROTOCOL-HTTP2.md: flag 0, 4-byte length). Resolves when the
 * server ends the stream (or resets it, or the connection); rejects after `timeoutMs`.
 */
export function rawGrpcCall(
  port: number,
  path: string,
  metadata: readonly (readonly [string, string])[],
  message: Uint8Array,
  timeoutMs = 5_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const timer = setTimeout(() => finish(new Error(`no end of the gRPC stream ${path} within ${timeoutMs} ms`)), timeoutMs);
    let done = false;
    function finish(error?: Error) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error === undefined) resolve();
      else reject(error);
    }
    socket.on("error", (e) => finish(e));
    socket.on("close", () => finish());
    socket.on("connect", () => {
      const fields: [string, string][] = [
        [":method", "POST"],
        [":scheme", "http"],
        [":path", path],
        [":authority", `127.0.0.1:${port}`],
        ["content-type", "application/grpc"],
        ["te", "trailers"],
        ...metadata.map(([k, v]) => [k.toLowerCase(), v] as [string, string]),
      ];
      const body = Buffer.alloc(5 + message.length);
      body.writeUInt32BE(message.length, 1);
      body.set(message, 5);
      socket.write(
        Buffer.concat([
          Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"),
          frame(SETTINGS, 0, 0, Buffer.alloc(0)),
          frame(HEADERS, END_HEADERS, 1, block(fields)),
          frame(DATA, END_STREAM, 1, body),
        ]),
      );
    });
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 9) {
        const length = pending.readUIntBE(0, 3);
        if (pending.length < 9 + length) break;
        const [type, flags, stream] = [pending[3], pending[4], pending.readUInt32BE(5) & 0x7fffffff];
        pending = pending.subarray(9 + length);
        if (type === SETTINGS && (flags & ACK) === 0) socket.write(frame(SETTINGS, ACK, 0, Buffer.alloc(0)));
        if ((stream === 1 && (type === DATA || type === HEADERS) && (flags & END_STREAM) !== 0) || (stream === 1 && type === RST_STREAM) || type === GOAWAY)
          return finish();
      }
    });
  });
}
