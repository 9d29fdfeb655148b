// Play: a game against the server's POST /play, which keeps no state: every call sends the
// game's key and all guesses, and gets the marks back (the answer only once the game is over).

import { post } from './api.js';
import { createBoard } from './board.js';
import { createKeyboard, createRowInput } from './keyboard.js';
import { strategyChart } from './chart.js';

const $ = (id) => document.getElementById(id);
let context;
let board;
let keyboard;
let game = null; // {key, hard, turns, status, maxGuesses}
const input = createRowInput({
  cols: () => board.cols,
  open: () => game !== null && game.status === 'playing',
  show: (typed) => board.setRow(game.turns.length, typed),
  send,
  say,
  errorPrefix: /^guess \d+: /,
});

/** Starts the page; `params` may name the game: date=YYYY-MM-DD or seed=N, and hard=1. */
export function init(appContext, params) {
  context = appContext;
  keyboard = createKeyboard($('play-keyboard'), onKey);
  $('play-kind').addEventListener('change', () => {
    $('play-date-label').hidden = $('play-kind').value !== 'date';
  });
  $('play-date').value = today();
  $('play-hard').addEventListener('change', () => {
    // Before the first guess the mode may change; after it, the game keeps its mode.
    if (game && !game.turns.length) {
      game.hard = $('play-hard').checked;
      showTitle();
    }
  });
  $('play-form').addEventListener('submit', (event) => {
    event.preventDefault();
    start();
  });
  $('play-copy').addEventListener('click', copyShare);
  $('play-rate').addEventListener('click', () => {
    if (game) context.rateGame(game.turns, game.answer, game.hard);
  });
  show(params);
}

/** Shows the page again; a game named in `params` starts anew. */
export function show(params) {
  const date = params.get('date');
  const seed = params.get('seed');
  if (params.has('hard')) $('play-hard').checked = params.get('hard') === '1';
  if (date) {
    $('play-kind').value = 'date';
    $('play-date').value = date;
    $('play-date-label').hidden = false;
    start({ date });
  } else if (seed) {
    $('play-kind').value = 'random';
    start({ seed: Number(seed) });
  } else if (!game) {
    start();
  }
}

/** Returns the local date as YYYY-MM-DD: "today" is the player's day, as in the original. */
function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function gameKey() {
  const kind = $('play-kind').value;
  if (kind === 'random') return { seed: Math.floor(Math.random() * 2147483647) };
  return { date: kind === 'date' ? $('play-date').value : today() };
}

async function start(requested) {
  const key = requested || gameKey();
  const hard = $('play-hard').checked;
  input.clear();
  say('');
  $('play-result').hidden = true;
  try {
    const reply = await post('/play', { ...key, hard, history: [] });
    game = { key, hard, turns: [], status: reply.status, maxGuesses: reply.maxGuesses };
    board = createBoard($('play-board'), reply.maxGuesses, 5);
    keyboard.update([]);
    game.title = reply.title;
    showTitle();
    $('play-hard').disabled = false;
  } catch (e) {
    say(e.message, true);
  }
}

function showTitle() {
  // A game drawn by date is named after the list it came from ("Original list, day 1,986"),
  // never as the NYT's puzzle of that number, which is another word since 2022.
  const what = game.title !== undefined ? game.title : 'A random game';
  $('play-title-line').textContent = `${what}${game.hard ? ', hard mode' : ''}`;
}

export function onKey(key) {
  input.key(key);
}

async function send(word) {
  const guesses = game.turns.map((t) => t.guess).concat([word]);
  const reply = await post('/play', { ...game.key, hard: game.hard, history: guesses });
  input.clear();
  game.turns = reply.turns;
  game.status = reply.status;
  reply.turns.forEach((t, r) => board.setRow(r, t.guess, t.marks));
  keyboard.update(reply.turns);
  board.setStatus(reply.status);
  $('play-hard').disabled = true;
  say('');
  if (reply.status !== 'playing') finish(reply);
}

function finish(reply) {
  game.answer = reply.answer;
  const played = reply.turns.length;
  say(reply.status === 'won' ? `Solved in ${played}/${reply.maxGuesses}!`
    : `The answer was ${reply.answer.toUpperCase()}.`);
  $('play-answer').textContent = `The answer: ${reply.answer.toUpperCase()}.`;
  $('play-share').textContent = reply.share;
  const s = reply.strategy;
  let fewer = 0;
  for (let k = 1; k < s.guesses; k++) fewer += s.histogram[String(k)] || 0;
  const same = s.histogram[String(s.guesses)] || 0;
  const pct = (n) => `${(100 * n / s.games).toFixed(1)}%`;
  $('play-strategy').textContent = `The bundled strategy finds ${reply.answer.toUpperCase()}`
    + ` in ${s.guesses} guesses (${s.average.toFixed(3)} on average over ${s.games} answers):`
    + ` ${pct(fewer)} of the answers take it fewer, ${pct(same)} as many.`;
  strategyChart($('play-chart'), s, s.guesses, reply.status === 'won' ? played : null,
    reply.maxGuesses);
  $('play-result').hidden = false;
}

async function copyShare() {
  try {
    await navigator.clipboard.writeText($('play-share').textContent);
    say('Copied');
  } catch (e) {
    say('Select the grid and copy it', true);
  }
}

function say(text, error = false) {
  $('play-message').textContent = text;
  $('play-message').classList.toggle('error', error);
}
