// Test certificates, made at test time with the system's `openssl` (Debian's) in a fresh temporary
// directory: no key is ever committed. One call makes a small PKI:
// - a CA (self-signed, basicConstraints CA:TRUE, keyCertSign),
// - a server certificate for 127.0.0.1 and localhost (subjectAltName IP and DNS, extendedKeyUsage serverAuth),
// - a client certificate (extendedKeyUsage clientAuth) issued by the same CA,
// - a rogue CA and a client certificate it issued, which the server must refuse (not signed by `ca`).
// Keys are EC P-256 (fast to make, accepted by node:tls, http2 and connect-node). Certificates are valid
// for two days from now. dispose() removes the directory.

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A certificate and its private key, PEM, with the files they were written to. */
export interface KeyPair {
  readonly cert: string;
  readonly key: string;
  readonly certFile: string;
  readonly keyFile: string;
}

/** The PKI of one test file. */
export interface TestPki {
  /** The temporary directory holding every file. */
  readonly dir: string;
  /** The CA certificate (PEM) that issued `server` and `client`: the trust anchor on both sides. */
  readonly ca: string;
  readonly caFile: string;
  /** The server's certificate: subject CN=127.0.0.1, subjectAltName IP:127.0.0.1, DNS:localhost; serverAuth. */
  readonly server: KeyPair;
  /** A client certificate issued by `ca`: subject CN=`clientName` (default "a2a-test-client"), O=a2a-bindgen tests; clientAuth. */
  readonly client: KeyPair;
  /** A client certificate issued by `rogueCa`, not by `ca`: a server trusting `ca` refuses it. */
  readonly rogueClient: KeyPair;
  /** The CA certificate (PEM) that issued `rogueClient`. */
  readonly rogueCa: string;
  /** Removes `dir` and everything in it. */
  dispose(): void;
}

/** Options of createTestPki. */
export interface TestPkiOptions {
  /** The common name of `client` (and of `rogueClient`). */
  readonly clientName?: string;
}

/** Runs openssl with `args` in `dir`; throws with its stderr when it fails or is absent. */
function openssl(dir: string, args: readonly string[]): void {
  const r = spawnSync("openssl", args, { cwd: dir, encoding: "utf8", timeout: 30_000 });
  if (r.error) throw new Error(`test pki: openssl could not run (${r.error.message}); install openssl`);
  if (r.status !== 0) throw new Error(`test pki: openssl ${args[0]} failed (${r.status}): ${r.stderr}`);
}

const curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];

/** A self-signed CA named `name` in `dir` (name.pem, name.key). */
function makeCa(dir: string, name: string, commonName: string): void {
  openssl(dir, [
    "req",
    "-x509",
    ...curve,
    "-keyout",
    `${name}.key`,
    "-out",
    `${name}.pem`,
    "-days",
    "2",
    "-subj",
    `/O=a2a-bindgen tests/CN=${commonName}`,
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
}

/** A leaf `name` (name.pem, name.key) issued by the CA `ca`, with `extensions` (an openssl extfile section). */
function makeLeaf(dir: string, name: string, ca: string, subject: string, extensions: string): KeyPair {
  openssl(dir, ["req", "-new", ...curve, "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", subject]);
  writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(dir, [
    "x509",
    "-req",
    "-in",
    `${name}.csr`,
    "-CA",
    `${ca}.pem`,
    "-CAkey",
    `${ca}.key`,
    // A random serial: two certificates of one CA never share one (RFC 5280 §4.1.2.2).
    "-set_serial",
    `0x${randomBytes(16)
      .toString("hex")
      .replace(/^[89a-f]/, "1")}`,
    "-days",
    "2",
    "-out",
    `${name}.pem`,
    "-extfile",
    `${name}.ext`,
  ]);
  const certFile = join(dir, `${name}.pem`);
  const keyFile = join(dir, `${name}.key`);
  return { cert: readFileSync(certFile, "utf8"), key: readFileSync(keyFile, "utf8"), certFile, keyFile };
}

const serverExtensions = [
  "basicConstraints=critical,CA:FALSE",
  "keyUsage=critical,digitalSignature",
  "extendedKeyUsage=serverAuth",
  "subjectAltName=IP:127.0.0.1,DNS:localhost",
  "",
].join("\n");

const clientExtensions = ["basicConstraints=critical,CA:FALSE", "keyUsage=critical,digitalSignature", "extendedKeyUsage=clientAuth", ""].join("\n");

/** Makes a CA, a server certificate for 127.0.0.1, a client certificate and a rogue client certificate (see TestPki). */
export function createTestPki(options: TestPkiOptions = {}): TestPki {
  const clientName = options.clientName ?? "a2a-test-client";
  if (!/^[A-Za-z0-9 ._-]{1,64}$/.test(clientName))
    throw new Error(`test pki: clientName ${JSON.stringify(clientName)} must be 1-64 letters, digits, space, '.', '_' or '-'`);
  const dir = mkdtempSync(join(tmpdir(), "a2a-test-pki-"));
  try {
    makeCa(dir, "ca", "a2a-bindgen test CA");
    makeCa(dir, "rogue-ca", "a2a-bindgen rogue CA");
    const server = makeLeaf(dir, "server", "ca", "/O=a2a-bindgen tests/CN=127.0.0.1", serverExtensions);
    const subject = `/O=a2a-bindgen tests/CN=${clientName}`;
    const client = makeLeaf(dir, "client", "ca", subject, clientExtensions);
    const rogueClient = makeLeaf(dir, "rogue-client", "rogue-ca", subject, clientExtensions);
    const caFile = join(dir, "ca.pem");
    return {
      dir,
      ca: readFileSync(caFile, "utf8"),
      caFile,
      server,
      client,
      rogueClient,
      rogueCa: readFileSync(join(dir, "rogue-ca.pem"), "utf8"),
      dispose: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
