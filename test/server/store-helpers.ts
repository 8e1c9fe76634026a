// Shared by the store, echo and push tests: a call context and a card whose capabilities are all on.

import type { CallContext } from "@a2a-bindgen/server";

/** A call context for `tenant` (undefined: none) and `owner` (default "", anonymous), with the activated extensions collected. */
export function callContext(tenant?: string, options: { extensions?: string[]; signal?: AbortSignal; protocolVersion?: string; owner?: string } = {}) {
  const activated: string[] = [];
  const context: CallContext = {
    protocolVersion: options.protocolVersion ?? "1.0",
    binding: "jsonrpc",
    tenant,
    owner: options.owner ?? "",
    extensions: options.extensions ?? [],
    activateExtension: (uri) => activated.push(uri),
    headers: {},
    signal: options.signal ?? new AbortController().signal,
  };
  return { context, activated };
}

/** A v1.0 card with the given capabilities (default: streaming, push notifications and the extended card). */
export function cardWith(capabilities: Record<string, unknown> = { streaming: true, pushNotifications: true, extendedAgentCard: true }) {
  return {
    name: "echo",
    description: "echo",
    version: "1",
    capabilities,
    supportedInterfaces: [],
    defaultInputModes: [],
    defaultOutputModes: [],
    skills: [],
  } as never;
}

/** Reads a stream to its end, or throws after `ms`. */
export async function collect<T>(stream: AsyncIterable<T>, ms = 2_000): Promise<T[]> {
  const items: T[] = [];
  const read = (async () => {
    for await (const item of stream) items.push(item);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`stream not ended after ${ms} ms; got ${JSON.stringify(items)}`)), ms);
  });
  try {
    await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return items;
}

/** A user message with one text part. */
export function userMessage(text: string, messageId: string, extra: Record<string, unknown> = {}) {
  return { messageId, role: "ROLE_USER" as const, parts: [{ text }], ...extra };
}
