// When a failed webhook POST is tried again (§13.2: retries with exponential backoff), from the status
// codes' RFCs: a status that a later attempt may find gone is retried, one that names a lasting condition or
// is the webhook's answer is not.

/** 5xx that a later attempt finds the same: 501, 505 (RFC 9110 §15.6.2, §15.6.6), 506 (RFC 2295 §8.1), 508 (RFC 5842 §7.2), 510 (RFC 2774 §7), 511 (RFC 6585 §6). */
const lasting5xx: ReadonlySet<number> = new Set([501, 505, 506, 508, 510, 511]);

/**
 * Whether a webhook's answer is worth another attempt: 408 (RFC 9110 §15.5.9), 425 (RFC 8470 §5.2; a fetch
 * may send early data), 429 (RFC 6585 §4) and any other 5xx (an unrecognized one counts as 500, RFC 9110
 * §15). Not: 3xx (a redirect is never followed), the other 4xx, and what is not an HTTP status (outside 100–599).
 */
export function retryable(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || (status >= 500 && status <= 599 && !lasting5xx.has(status));
}

/** The wait before attempt `attempt + 1` (attempt counts from 1): base, then twice the wait before, no jitter. */
export function retryDelay(base: number, attempt: number): number {
  return base * 2 ** (attempt - 1);
}
