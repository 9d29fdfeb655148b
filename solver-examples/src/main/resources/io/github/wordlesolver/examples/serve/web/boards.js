// Several boards at once (Dordle, Quordle, Octordle): POST /play with "boards" plays a seeded
// game without state on the server; Hint asks the multi-board POST /suggest.

import { post } from './api.js';
import { createBoard } from './board.js';
import { bestStates, createKeyboard, createRowInput } from './keyboard.js';

const $ = (id) => document.getElementById(id);
const COLS = 5;
let boards = [];
let keyboard;
let game = null; // {count, seed, turns, solved, status, maxGuesses}
const input = createRowInput({
  cols: () => COLS,
  open: () => game !== null && game.status === 'playing',
  show: (typed) => boards.forEach((board, b) => {
    if (!game.solved[b]) board.setRow(game.turns.length, typed);
  }),
  send,
  say,
  errorPrefix: /^guess \d+: /,
});

export function init() {
  keyboard = createKeyboard($('boards-keyboard'), onKey);
  $('boards-form').addEventListener('submit', (event) => {
    event.preventDefault();
    start();
  });
  $('boards-hint').addEventListener('click', hint);
  start();
}

async function start() {
  const count = Number($('boards-count').value);
  const seed = Math.floor(Math.random() * 2147483647);
  input.clear();
  say('');
  try {
    const reply = await post('/play', { boards: count, seed, history: [] });
    game = { count, seed, ...reply };
    draw();
  } catch (e) {
    say(e.message, true);
  }
}

function draw() {
  const grid = $('boards-grid');
  grid.replaceChildren();
  boards = [];
  for (let b = 0; b < game.count; b++) {
    const element = document.createElement('div');
    element.className = 'board';
    element.id = `boards-board-${b}`;
    element.setAttribute('role', 'grid');
    element.setAttribute('aria-label', `Board ${b + 1}`);
    grid.append(element);
    const board = createBoard(element, game.maxGuesses, COLS);
    const solvedAt = game.solved[b];
    game.turns.forEach((t, r) => {
      if (!solvedAt || r < solvedAt) board.setRow(r, t.guess, t.marks[b]);
    });
    if (!solvedAt && game.status === 'playing') board.setRow(game.turns.length, input.typed);
    board.setStatus(solvedAt ? 'won' : game.status === 'playing' ? 'playing' : 'lost');
    boards.push(board);
  }
  grid.dataset.status = game.status;
  grid.dataset.seed = String(game.seed);
  const left = game.maxGuesses - game.turns.length;
  $('boards-info').textContent = `${game.count} boards, ${game.maxGuesses} guesses`
    + ` (${left} left); game ${game.seed}`;
  keyboard.show(keyStates());
}

/** Greys the letters that no board still open can use; the others stay plain. */
function keyStates() {
  const open = game.solved.map((at, b) => b).filter((b) => !game.solved[b]);
  const perBoard = open.map((b) => bestStates(game.turns.map((t) => ({ guess: t.guess,
    marks: t.marks[b] }))));
  const states = new Map();
  for (const letter of new Set(game.turns.flatMap((t) => Array.from(t.guess)))) {
    if (perBoard.length && perBoard.every((best) => best.get(letter) === 'absent')) {
      states.set(letter, 'absent');
    }
  }
  return states;
}

export function onKey(key) {
  input.key(key);
}

async function send(word) {
  const history = game.turns.map((t) => t.guess).concat([word]);
  const reply = await post('/play', { boards: game.count, seed: game.seed, history });
  Object.assign(game, reply);
  input.clear();
  draw();
  if (reply.status === 'won') say(`All ${game.count} boards in ${reply.turns.length}!`);
  if (reply.status === 'lost') {
    say(`Out of guesses: ${reply.answers.map((a) => a.toUpperCase()).join(', ')}`);
  }
}

async function hint() {
  if (!game || game.status !== 'playing') return;
  const history = game.turns.map((t) => ({ guess: t.guess, marks: t.marks }));
  try {
    const reply = await post('/suggest', { boards: game.count, guesses: game.maxGuesses,
      history, top: 1 });
    const s = reply.suggestions[0];
    say(`Try ${s.word.toUpperCase()}: it fits ${s.boardsItFits} board`
      + `${s.boardsItFits === 1 ? '' : 's'}; ${reply.remaining.join(' · ')} answers left`
      + (reply.notes ? ` (${reply.notes.join('; ')})` : ''));
  } catch (e) {
    say(e.message, true);
  }
}

function say(text, error = false) {
  $('boards-message').textContent = text;
  $('boards-message').classList.toggle('error', error);
}
