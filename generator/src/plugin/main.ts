// Entry point for protoc and buf: reads a CodeGeneratorRequest on stdin, writes the response.
import * as z from "zod";
import { plugin } from "./plugin.js";

// This process is ours: zod validates the rules once per run, where compiling a parser from strings
// costs more than it saves (about 20 ms), and the generator compiles no code from strings.
z.config({ jitless: true });
import { runNodeJs } from "./protoplugin.js";

runNodeJs(plugin);
