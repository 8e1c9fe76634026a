// The bindings by name: the card's spelling ("HTTP+JSON", from the generated interface declarations), the
// lowercase one the kit uses ("http+json"), and the entry that provides each binding's transport.

import type { Binding } from "@a2a-bindgen/kit";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";

/** The card's name of a binding ("jsonrpc" is the card's JSONRPC): the table's names, compared without case. */
export function cardBindingOf(binding: Binding): string | undefined {
  return Object.keys(interfaceDeclarations.bindings).find((name) => name.toLowerCase() === binding);
}

const knownBindings: readonly Binding[] = ["jsonrpc", "http+json", "grpc"];

/** The binding of a card's name, or undefined for a binding this package has no name for. */
export function bindingOfCard(name: string): Binding | undefined {
  return knownBindings.find((b) => cardBindingOf(b) === name);
}

/** A binding as a user may name it: the card's spelling ("HTTP+JSON") or the lowercase one ("http+json"). */
export type BindingName = Binding | Uppercase<Binding>;

/** The binding a user's name stands for (the card's spelling or the lowercase one, in any case), or undefined. */
export function bindingOfName(name: unknown): Binding | undefined {
  if (typeof name !== "string") return undefined;
  const lower = name.toLowerCase();
  return knownBindings.find((b) => b === lower || cardBindingOf(b)?.toLowerCase() === lower);
}

/** Every spelling `bindingOfName` accepts, for a message. */
export function bindingNames(): string {
  return knownBindings.map((b) => `${cardBindingOf(b) ?? b} (${b})`).join(", ");
}

/** Where each binding's transport comes from: named when a binding is asked for without one. */
export const transportEntries: Readonly<Record<Binding, string>> = {
  jsonrpc: "jsonRpcFactory from @a2a-bindgen/client",
  "http+json": "httpJsonFactory from @a2a-bindgen/client",
  grpc: "grpcTransport from @a2a-bindgen/client/grpc",
};

/** The message for a binding asked for without its transport: which entry provides it, and how to pass it. */
export function missingTransport(binding: Binding): string {
  const name = cardBindingOf(binding) ?? binding;
  const fn = transportEntries[binding].split(" ")[0];
  return `${name} needs ${transportEntries[binding]}: pass transports: { ${JSON.stringify(binding)}: ${fn} }`;
}
