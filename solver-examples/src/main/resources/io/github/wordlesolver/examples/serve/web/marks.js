// Reading marks the user typed or pasted, in the notations the library accepts: G Y - (also
// g y . _ 2 1 0) and the share grid's squares (🟩 🟨 ⬛ ⬜, and 🟧 🟦 of high contrast).

const MARK = new Map([
  ['G', 'G'], ['g', 'G'], ['2', 'G'], ['🟩', 'G'], ['🟧', 'G'],
  ['Y', 'Y'], ['y', 'Y'], ['1', 'Y'], ['🟨', 'Y'], ['🟦', 'Y'],
  ['-', '-'], ['.', '-'], ['_', '-'], ['0', '-'], ['⬛', '-'], ['⬜', '-'],
]);

/** Returns marks such as "G-Y--" from any notation, or null if `text` is not only marks. */
export function normalizeMarks(text) {
  const out = [];
  for (const ch of Array.from(text.replace(/\uFE0F/g, ''))) {
    if (!MARK.has(ch)) return null;
    out.push(MARK.get(ch));
  }
  return out.length ? out.join('') : null;
}

/**
 * Reads a pasted game: lines "guess marks" (or "guess:marks"), or the guesses alone and a share
 * grid (its header line is skipped). Returns [{guess, marks}] with marks null where none were
 * given; throws an Error naming the line it cannot read.
 */
export function parseGame(text) {
  const words = [];
  const grid = [];
  const turns = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^wordle\b/i.test(line)) continue;
    const pair = line.match(/^(\p{L}+)\s*[:\s]\s*(\S+)$/u);
    const marksOnly = normalizeMarks(line.replace(/\s+/g, ''));
    if (marksOnly && !/\p{L}{2}/u.test(line)) {
      grid.push(marksOnly);
    } else if (pair && normalizeMarks(pair[2])) {
      turns.push({ guess: pair[1].toLowerCase(), marks: normalizeMarks(pair[2]) });
    } else if (/^\p{L}+$/u.test(line)) {
      words.push(line.toLowerCase());
    } else {
      throw new Error(`cannot read the line '${line.slice(0, 40)}'`);
    }
  }
  if (words.length && turns.length) {
    throw new Error('give every guess with its marks, or the guesses then a share grid');
  }
  if (grid.length && grid.length !== words.length) {
    throw new Error(`${words.length} guesses but ${grid.length} rows of marks`);
  }
  return turns.length ? turns : words.map((guess, i) => ({ guess, marks: grid[i] || null }));
}
