/** This package's version, for diagnostics. */
export const kitVersion = "0.2.0";
