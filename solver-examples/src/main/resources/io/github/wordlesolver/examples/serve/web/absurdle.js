// Absurdle (qntm's adversarial Wordle) through POST /absurdle: the host's marks for each guess
// and the answers it keeps; Hint asks the exact solver for the next guess.

import { post } from './api.js';
import { createBoard } from './board.js';
import { createKeyboard, createRowInput } from './keyboard.js';

const $ = (id) => document.getElementById(id);
const COLS = 5;
let board;
let keyboard;
let turns = [];
let won = false;
const input = createRowInput({
  cols: () => COLS,
  open: () => !won,
  show: (typed) => board.setRow(turns.length, typed),
  send,
  say,
  errorPrefix: /^history\[\d+\]: /,
});

export function init() {
  keyboard = createKeyboard($('absurdle-keyboard'), onKey);
  $('absurdle-board').classList.add('absurdle');
  $('absurdle-new').addEventListener('click', reset);
  $('absurdle-hint').addEventListener('click', hint);
  reset();
}

function reset() {
  turns = [];
  input.clear();
  won = false;
  say('');
  draw();
}

function draw() {
  const rows = Math.max(6, turns.length + (won ? 0 : 1));
  board = createBoard($('absurdle-board'), rows, COLS, { notes: true });
  turns.forEach((t, r) => {
    board.setRow(r, t.guess, t.marks);
    board.note(r, `${t.remaining} left`);
  });
  if (!won) board.setRow(turns.length, input.typed);
  board.setStatus(won ? 'won' : 'playing');
  keyboard.update(turns);
}

export function onKey(key) {
  input.key(key);
}

async function send(word) {
  const reply = await post('/absurdle', { history: turns.map((t) => t.guess).concat([word]) });
  turns = reply.turns;
  won = reply.won;
  input.clear();
  draw();
  say(won ? `Won in ${turns.length}!` : `${reply.remaining} answers left`);
}

async function hint() {
  if (won) return;
  say('Thinking…');
  try {
    const reply = await post('/absurdle', { history: turns.map((t) => t.guess), suggest: true });
    say(`Try ${reply.suggestion.toUpperCase()} (${reply.remaining} answers left)`);
  } catch (e) {
    say(e.message, true);
  }
}

function say(text, error = false) {
  $('absurdle-message').textContent = text;
  $('absurdle-message').classList.toggle('error', error);
}
