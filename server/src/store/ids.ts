// Task and context ids: UUIDv7 (RFC 9562 §5.7), time-ordered, so that a new task's row and index
// entries land at the end of their B-trees, beside the other recent tasks: a batch of creations dirties
// a page or two instead of one random page each, and so does the batch that updates them next. 62 bits
// are random (rand_b) and the counter starts at a random point: an id is not guessable, and owner
// scoping guards reads anyway (an id was never a secret). rand_a carries a counter within one
// millisecond (RFC 9562 §6.2, method 1), so ids made by this process are strictly increasing even when
// the clock stands still or steps back.

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
const POOL = 4096;
const pool = new Uint8Array(POOL);
let used = POOL;
let lastMs = 0;
let counter = 0;

function random(n: number): number {
  if (used + n > POOL) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  const at = used;
  used += n;
  return at;
}

/** A UUIDv7 string, greater than every one this process made before. */
export function uuidv7(now: number = Date.now()): string {
  let ms = Math.max(now, lastMs);
  if (ms > lastMs) {
    // A fresh millisecond: the counter starts at a random point in its lower half, leaving room to count.
    counter = pool[random(1)]! << 3;
  } else if (++counter > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next one.
    ms++;
    counter = 0;
  }
  lastMs = ms;
  const r = random(8);
  const b = new Array<string>(16);
  for (let i = 5; i >= 0; i--) {
    b[i] = HEX[ms % 256]!;
    ms = Math.floor(ms / 256);
  }
  b[6] = HEX[0x70 | (counter >> 8)]!;
  b[7] = HEX[counter & 0xff]!;
  b[8] = HEX[0x80 | (pool[r]! & 0x3f)]!;
  for (let i = 1; i < 8; i++) b[8 + i] = HEX[pool[r + i]!]!;
  return `${b[0]}${b[1]}${b[2]}${b[3]}-${b[4]}${b[5]}-${b[6]}${b[7]}-${b[8]}${b[9]}-${b[10]}${b[11]}${b[12]}${b[13]}${b[14]}${b[15]}`;
}
