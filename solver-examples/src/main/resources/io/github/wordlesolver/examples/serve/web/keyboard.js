// The on-screen keyboard: each key carries data-key (a letter, "enter" or "backspace") and
// data-state, the best mark its letter got so far (correct over present over absent).

const ROWS = ['qwertyuiop', 'asdfghjkl', '+zxcvbnm<'];
const RANK = { absent: 1, present: 2, correct: 3 };

/** Creates the keyboard in `element`; `onKey` gets a letter, "enter" or "backspace". */
export function createKeyboard(element, onKey) {
  element.replaceChildren();
  const keys = new Map();
  for (const letters of ROWS) {
    const row = document.createElement('div');
    row.className = 'krow';
    for (const ch of letters) {
      const key = document.createElement('button');
      key.type = 'button';
      key.className = 'key';
      const name = ch === '+' ? 'enter' : ch === '<' ? 'backspace' : ch;
      key.dataset.key = name;
      key.dataset.state = 'empty';
      if (name === 'enter') {
        key.textContent = 'Enter';
        key.classList.add('wide');
      } else if (name === 'backspace') {
        key.textContent = '⌫';
        key.classList.add('wide');
        key.setAttribute('aria-label', 'Backspace');
      } else {
        key.textContent = ch;
        key.setAttribute('aria-label', ch.toUpperCase());
      }
      key.addEventListener('click', () => onKey(name));
      keys.set(name, key);
      row.append(key);
    }
    element.append(row);
  }
  const show = (states) => {
    for (const [name, key] of keys) {
      if (name.length === 1) key.dataset.state = states.get(name) || 'empty';
    }
  };
  return {
    /** Colours the keys from turns [{guess, marks}] (marks a string of G, Y and -). */
    update(turns) {
      show(bestStates(turns));
    },
    /** Colours the keys from a Map of letter to state. */
    show,
  };
}

/** Returns each letter's best mark in turns [{guess, marks}]: a Map of letter to state. */
export function bestStates(turns) {
  const best = new Map();
  for (const { guess, marks } of turns) {
    Array.from(guess).forEach((letter, i) => {
      const state = { G: 'correct', Y: 'present' }[marks[i]] || 'absent';
      if ((RANK[state] || 0) > (RANK[best.get(letter)] || 0)) best.set(letter, state);
    });
  }
  return best;
}

/**
 * Returns the word being typed after a letter or "backspace" key: a letter is added while the
 * word has fewer than cols letters; letters are counted as code points (ñ, ß are one).
 */
export function typedAfter(typed, key, cols) {
  const letters = Array.from(typed);
  if (key === 'backspace') return letters.slice(0, -1).join('');
  return letters.length < cols ? typed + key : typed;
}

/**
 * The word typed on a game page's current row, and its submission, as every game page takes them:
 * a letter or "backspace" edits the word (typedAfter) and shows it; "enter" submits it once it has
 * cols() letters, else says "Not enough letters". No key counts while open() is false or a
 * submission is in flight. send(word) returns a promise; if it fails, its message is said as an
 * error without the server's position prefix (errorPrefix, a RegExp).
 */
export function createRowInput({ cols, open, show, send, say, errorPrefix }) {
  let typed = '';
  let busy = false;

  async function submit() {
    if (Array.from(typed).length < cols()) {
      say('Not enough letters', true);
      return;
    }
    busy = true;
    try {
      await send(typed);
    } catch (e) {
      say(e.message.replace(errorPrefix, ''), true);
    } finally {
      busy = false;
    }
  }

  return {
    /** The word being typed. */
    get typed() {
      return typed;
    },
    /** Empties the word (a new game, or a guess accepted). */
    clear() {
      typed = '';
    },
    /** Takes a key name: a letter, "backspace" or "enter". */
    key(key) {
      if (!open() || busy) return;
      if (key === 'enter') {
        submit();
        return;
      }
      typed = typedAfter(typed, key, cols());
      say('');
      show(typed);
    },
  };
}

/** Returns the key name of a physical key event, or null: a letter, "enter" or "backspace". */
export function keyOf(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter') return 'enter';
  if (event.key === 'Backspace') return 'backspace';
  if (event.key.length === 1 && /\p{L}/u.test(event.key)) return event.key.toLowerCase();
  return null;
}
