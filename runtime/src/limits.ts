// Ranges of protobuf's numeric types, shared by the query-string converter and the validators.

export const INT32_MIN = -0x80000000;
export const INT32_MAX = 0x7fffffff;
export const UINT32_MAX = 0xffffffff;
export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;
export const UINT64_MAX = 2n ** 64n - 1n;
/** The largest finite float32. */
export const FLOAT_MAX = 3.4028234663852886e38;
