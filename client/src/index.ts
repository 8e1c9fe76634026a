// @a2a-bindgen/client: the reference A2A client, built only from the generated tables and the kit.

export const clientVersion = "0.2.0";
