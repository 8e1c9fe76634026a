// What the compat model's parts share, declared apart from the builder so that every step (pair.ts and its
// neighbours) can name it without importing the builder's module, and the builder none of theirs.

import type { CompatRules, VersionRules } from "../../rules/schema.js";
import type { VersionModel } from "../types.js";
import type { Cover } from "./cover.js";
import type { JsonUniverse } from "./universe-json.js";
import type { Dialect, Json, Obj, Universe, When } from "./universe.js";

/** A message entry of the rules, its names resolved on both sides. */
export interface EntryInfo {
  index: number;
  id: string;
  newerKey: string | null;
  older: Partial<Record<Dialect, string | null>>;
}

/** An enum entry of the rules, its names resolved on both sides. */
export interface EnumEntryInfo {
  index: number;
  id: string;
  newerKey: string | null;
  older: Partial<Record<Dialect, { key: string; values: string[]; node?: Json } | null>>;
}

/** What every dialect shares: the rules, both versions, the newer side and the resolved entries. */
export interface Context {
  file: string;
  compat: CompatRules;
  problems: string[];
  newerUniverse: Universe;
  newer: VersionModel;
  older: VersionModel;
  olderRules: VersionRules;
  olderIndex: number;
  json: JsonUniverse | null;
  entries: EntryInfo[];
  entryById: Map<string, EntryInfo>;
  enumEntries: EnumEntryInfo[];
}

/** Where an explicit field entry is resolved: both objects, the variant's conditions, what is covered. */
export interface FieldCtx {
  newer: Obj;
  older: Obj;
  narrow: When[];
  newerCover: Cover;
  olderCover: Cover;
}
