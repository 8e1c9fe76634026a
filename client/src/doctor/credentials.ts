/// <reference types="node" />
// --bearer, --api-key, --basic: the credentials the doctor presents, by kind. Which of the card's schemes
// each one goes to is decided against the card (schemes.ts); how it travels is the client's (auth/credentials.ts).
// A value `env:NAME` is read from the environment, so secrets stay out of shell history and process lists.
// No message here quotes a value: they name the option, the API key's name and the variable.

import { readCredentialOrigins } from "../auth/credentials.js";
import { controlCharacter, shown, UsageError } from "./usage.js";

/** A credential given to the doctor: its kind and its secret. */
export type DoctorCredential =
  | { readonly kind: "bearer"; readonly token: string }
  /** `name`: the card's APIKey scheme it is for, by the scheme's name or the header / query parameter it names. */
  | { readonly kind: "apiKey"; readonly name: string; readonly key: string }
  | { readonly kind: "basic"; readonly username: string; readonly password: string };

/** The credential options as a command line gives them. */
export interface RawCredentialOptions {
  /** `TOKEN` or `env:NAME`: a bearer token (HTTP Bearer, OAuth 2.0, OpenID Connect schemes). */
  bearer?: string;
  /** `NAME=VALUE` (VALUE may be `env:NAME`), repeatable. */
  apiKey?: string[];
  /** `USER:PASS` or `env:NAME` holding it: HTTP Basic. */
  basic?: string;
  /** Origins besides the card's that may receive the credentials (the client's credentialOrigins). */
  credentialOrigin?: string[];
}

/** The environment the `env:` values are read from. */
export type Environment = Readonly<Record<string, string | undefined>>;

const envPrefix = "env:";
// POSIX's portable environment variable names.
const envName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A secret as given: the text itself, or `env:NAME` read from `env`; a missing or empty variable is a UsageError naming it. */
export function readSecret(option: string, text: string, env: Environment): string {
  if (!text.startsWith(envPrefix)) return text;
  const name = text.slice(envPrefix.length);
  if (!envName.test(name)) throw new UsageError(`${option} env:${shown(name)}: not an environment variable name`);
  const value = Object.hasOwn(env, name) ? env[name] : undefined;
  if (value === undefined) throw new UsageError(`${option} env:${name}: the environment variable ${name} is not set`);
  if (value === "") throw new UsageError(`${option} env:${name}: the environment variable ${name} is empty`);
  return value;
}

function checked(option: string, what: string, value: string): string {
  if (value === "") throw new UsageError(`${option}: the ${what} is empty`);
  if (controlCharacter(value)) throw new UsageError(`${option}: the ${what} holds a control character`);
  return value;
}

function apiKey(text: string, env: Environment): DoctorCredential {
  const eq = text.indexOf("=");
  if (eq <= 0) throw new UsageError("--api-key: expected NAME=VALUE (VALUE may be env:VAR), e.g. --api-key X-API-Key=env:AGENT_KEY");
  const name = text.slice(0, eq).trim();
  if (name === "" || controlCharacter(name) || /\s/.test(name)) throw new UsageError(`--api-key ${shown(name)}: not a scheme, header or parameter name`);
  const option = `--api-key ${name}`;
  return { kind: "apiKey", name, key: checked(option, "value", readSecret(option, text.slice(eq + 1), env)) };
}

function basic(text: string, env: Environment): DoctorCredential {
  const pair = readSecret("--basic", text, env);
  const colon = pair.indexOf(":");
  if (colon < 0) throw new UsageError("--basic: expected USER:PASS (or env:VAR holding it)");
  // RFC 7617 §2: the user-id cannot hold a colon, so the first one separates.
  const password = pair.slice(colon + 1);
  if (controlCharacter(password)) throw new UsageError("--basic: the password holds a control character");
  return { kind: "basic", username: checked("--basic", "user", pair.slice(0, colon)), password };
}

/** The credential options checked: the credentials in the order given, and the extra origins; throws UsageError. */
export function parseCredentials(raw: RawCredentialOptions, env: Environment): { credentials: DoctorCredential[]; credentialOrigins: string[] } {
  const credentials: DoctorCredential[] = [];
  if (raw.bearer !== undefined) credentials.push({ kind: "bearer", token: checked("--bearer", "token", readSecret("--bearer", raw.bearer, env)) });
  for (const text of raw.apiKey ?? []) credentials.push(apiKey(text, env));
  if (raw.basic !== undefined) credentials.push(basic(raw.basic, env));
  const origins = raw.credentialOrigin ?? [];
  try {
    readCredentialOrigins(origins);
  } catch (e) {
    const message = (e as Error).message;
    const named = message.replace(/^credentialOrigins\[(\d+)\]/, (_m, i) => `--credential-origin ${shown(String(origins[Number(i)]))}`);
    throw new UsageError(named === message ? `--credential-origin: ${message}` : named);
  }
  return { credentials, credentialOrigins: [...origins] };
}
