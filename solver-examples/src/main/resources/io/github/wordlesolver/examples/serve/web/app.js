// The web app's entry: pages by the address's #fragment, the high-contrast toggle, and the
// physical keyboard sent to the page on show.

import { keyOf } from './keyboard.js';
import * as play from './play.js';
import * as assist from './assist.js';
import * as rate from './rate.js';
import * as absurdle from './absurdle.js';
import * as boards from './boards.js';

const PAGES = { play, assist, rate, absurdle, boards };
const started = new Set();
let current = null;

function show() {
  const [name, query] = location.hash.slice(1).split('?');
  const params = new URLSearchParams(query || '');
  const page = Object.hasOwn(PAGES, name) ? name : 'play';
  for (const key of Object.keys(PAGES)) {
    document.getElementById(`page-${key}`).hidden = key !== page;
  }
  for (const link of document.querySelectorAll('nav a')) {
    if (link.dataset.page === page) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (!started.has(page)) {
    started.add(page);
    PAGES[page].init(context, params);
  } else if (PAGES[page].show) {
    PAGES[page].show(params);
  }
  current = page;
}

/** What pages may ask of each other. */
const context = {
  /** Opens the rating page on a game: turns [{guess, marks}], its answer and mode. */
  rateGame(turns, answer, hard) {
    history.pushState(null, '', '#rate');
    show();
    rate.load(turns, answer, hard);
  },
};

function setContrast(on) {
  document.documentElement.classList.toggle('high-contrast', on);
  document.getElementById('contrast').setAttribute('aria-pressed', String(on));
  try {
    localStorage.setItem('wordle-high-contrast', on ? '1' : '0');
  } catch (e) {
    // Storage may be off: the toggle still works for this page.
  }
}

function onKeyDown(event) {
  const target = event.target;
  if (target.closest && target.closest('input, textarea, select')) return;
  const key = keyOf(event);
  if (!key || !current || !PAGES[current].onKey) return;
  const onGameControl = target.closest && target.closest('.key, .tile');
  const onOtherControl = !onGameControl && target.closest && target.closest('button, a, summary');
  if (key === 'enter' && onOtherControl) return; // Enter still presses a focused button
  if (onOtherControl) target.blur(); // typing a word: the next Enter plays it
  event.preventDefault();
  PAGES[current].onKey(key);
}

document.getElementById('contrast').addEventListener('click', () => {
  setContrast(!document.documentElement.classList.contains('high-contrast'));
});
let saved = null;
try {
  saved = localStorage.getItem('wordle-high-contrast');
} catch (e) {
  saved = null;
}
setContrast(saved === '1');
document.addEventListener('keydown', onKeyDown);
window.addEventListener('hashchange', show);
show();
