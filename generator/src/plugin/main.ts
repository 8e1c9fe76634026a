// Entry point for protoc and buf: reads a CodeGeneratorRequest on stdin, writes the response.
import { runNodeJs } from "@bufbuild/protoplugin";
import { plugin } from "./plugin.js";

runNodeJs(plugin);
