// Absurdle (qntm's adversarial Wordle) through POST /absurdle: the host's marks for each guess
// and the answers it keeps; Hint asks the exact solver for the next guess.

import { post } from './api.js';
import { createBoard } from './board.js';
import { createKeyboard, typedAfter } from './keyboard.js';

const $ = (id) => document.getElementById(id);
const COLS = 5;
let board;
let keyboard;
let turns = [];
let typed = '';
let won = false;
let busy = false;

export function init() {
  keyboard = createKeyboard($('absurdle-keyboard'), onKey);
  $('absurdle-board').classList.add('absurdle');
  $('absurdle-new').addEventListener('click', reset);
  $('absurdle-hint').addEventListener('click', hint);
  reset();
}

function reset() {
  turns = [];
  typed = '';
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
  if (!won) board.setRow(turns.length, typed);
  board.setStatus(won ? 'won' : 'playing');
  keyboard.update(turns);
}

export function onKey(key) {
  if (won || busy) return;
  if (key === 'enter') {
    submit();
    return;
  }
  typed = typedAfter(typed, key, COLS);
  say('');
  board.setRow(turns.length, typed);
}

async function submit() {
  if (Array.from(typed).length < COLS) {
    say('Not enough letters', true);
    return;
  }
  busy = true;
  try {
    const reply = await post('/absurdle', { history: turns.map((t) => t.guess).concat([typed]) });
    turns = reply.turns;
    won = reply.won;
    typed = '';
    draw();
    say(won ? `Won in ${turns.length}!` : `${reply.remaining} answers left`);
  } catch (e) {
    say(e.message.replace(/^history\[\d+\]: /, ''), true);
  } finally {
    busy = false;
  }
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
