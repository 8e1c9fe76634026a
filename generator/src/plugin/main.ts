// Entry point for protoc and buf: reads a CodeGeneratorRequest on stdin, writes the response.
import { plugin } from "./plugin.js";
import { runNodeJs } from "./protoplugin.js";

runNodeJs(plugin);
