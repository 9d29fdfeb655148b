// The assistant: the user types the guesses they played and clicks tiles to set their colours;
// POST /suggest answers with the best next guesses and, when few remain, the answers left.

import { post } from './api.js';
import { createBoard, MARKS, STATES } from './board.js';
import { createKeyboard } from './keyboard.js';
import { parseGame } from './marks.js';

const $ = (id) => document.getElementById(id);
const ROWS = 6;
const COLS = 5;
const NEXT = { tbd: 'present', absent: 'present', present: 'correct', correct: 'absent' };
let board;
let keyboard;
let entries = []; // [{letters: [..], states: [..]}]

export function init() {
  board = createBoard($('assist-board'), ROWS, COLS, { onTileClick: cycle });
  keyboard = createKeyboard($('assist-keyboard'), onKey);
  $('assist-suggest').addEventListener('click', suggest);
  $('assist-undo').addEventListener('click', () => {
    entries.pop();
    render();
  });
  $('assist-clear').addEventListener('click', () => {
    entries = [];
    render();
    suggest();
  });
  $('assist-load').addEventListener('click', load);
  $('assist-hard').addEventListener('change', () => {
    if (complete() || !entries.length) suggest();
  });
  render();
  suggest(); // the best first guesses, before the player types anything
}

function last() {
  return entries[entries.length - 1];
}

function complete() {
  return entries.length > 0 && entries.every((e) => e.letters.length === COLS);
}

export function onKey(key) {
  say('');
  if (key === 'enter') {
    suggest();
    return;
  }
  if (key === 'backspace') {
    const entry = last();
    if (entry) {
      entry.letters.pop();
      entry.states.pop();
      if (!entry.letters.length) entries.pop();
    }
  } else {
    let entry = last();
    if (!entry || entry.letters.length === COLS) {
      if (entries.length === ROWS) return;
      entry = { letters: [], states: [] };
      entries.push(entry);
    }
    entry.letters.push(key);
    entry.states.push('tbd');
  }
  render();
}

function cycle(r, c) {
  const entry = entries[r];
  if (!entry || c >= entry.letters.length) return;
  entry.states[c] = NEXT[entry.states[c]];
  render();
  board.tile(r, c).focus();
}

/** Shows a word the user may then colour, e.g. a suggestion they mean to play. */
function typeWord(word) {
  if (entries.length && last().letters.length < COLS) entries.pop();
  if (entries.length === ROWS) {
    say('The board is full', true);
    return;
  }
  entries.push({ letters: Array.from(word), states: Array.from(word, () => 'tbd') });
  render();
  board.tile(entries.length - 1, 0).focus();
}

function render() {
  for (let r = 0; r < ROWS; r++) {
    const entry = entries[r];
    for (let c = 0; c < COLS; c++) {
      const letter = entry ? entry.letters[c] || '' : '';
      board.set(r, c, letter, letter ? entry.states[c] : 'empty');
    }
  }
  const solved = entries.length && last().states.every((s) => s === 'correct')
    && last().letters.length === COLS;
  board.setStatus(solved ? 'won' : 'playing');
  keyboard.update(entries.filter((e) => e.letters.length === COLS).map(turnOf));
}

function turnOf(entry) {
  return { guess: entry.letters.join(''), marks: entry.states.map((s) => MARKS[s]).join('') };
}

async function suggest() {
  if (entries.length && last().letters.length < COLS) {
    say('Finish the word first', true);
    return;
  }
  for (const entry of entries) {
    entry.states = entry.states.map((s) => (s === 'tbd' ? 'absent' : s));
  }
  render();
  const history = entries.map(turnOf);
  try {
    const reply = await post('/suggest', { history, hard: $('assist-hard').checked, top: 5 });
    show(reply);
  } catch (e) {
    say(e.message, true);
    $('assist-output').replaceChildren();
  }
}

function show(reply) {
  const out = $('assist-output');
  out.replaceChildren();
  const head = document.createElement('p');
  head.id = 'assist-remaining';
  head.dataset.remaining = String(reply.remaining);
  if (!reply.suggestions.length) {
    head.textContent = 'Solved!';
    out.append(head);
    return;
  }
  head.textContent = `${reply.remaining} possible answer${reply.remaining === 1 ? '' : 's'} left.`;
  out.append(head);
  if (reply.note) {
    // The answer is outside the likely answers: say so, and go on with the words that fit.
    const note = document.createElement('p');
    note.id = 'assist-note';
    note.className = 'note';
    note.textContent = `${reply.note.charAt(0).toUpperCase()}${reply.note.slice(1)}.`;
    out.append(note);
  }
  const table = document.createElement('table');
  table.className = 'suggestions';
  table.innerHTML = '<caption>Best next guesses</caption><thead><tr><th>Guess</th>'
    + '<th>Why</th></tr></thead>';
  const body = document.createElement('tbody');
  reply.suggestions.forEach((s, i) => {
    const row = document.createElement('tr');
    row.dataset.word = s.word;
    row.dataset.rank = String(i + 1);
    const word = document.createElement('td');
    word.className = 'word';
    const pick = document.createElement('button');
    pick.type = 'button';
    pick.className = 'word-pick';
    pick.textContent = s.word.toUpperCase();
    pick.setAttribute('aria-label', `Type ${s.word.toUpperCase()} on the board`);
    pick.addEventListener('click', () => typeWord(s.word));
    word.append(pick);
    const why = document.createElement('td');
    why.className = 'why';
    why.textContent = explain(s, reply.remaining);
    row.append(word, why);
    body.append(row);
  });
  table.append(body);
  const wrap = document.createElement('div');
  wrap.className = 'table-wrap';
  wrap.append(table);
  out.append(wrap);
  if (reply.answers) {
    const title = document.createElement('h3');
    title.textContent = 'Answers still possible';
    const list = document.createElement('ul');
    list.className = 'answers';
    list.id = 'assist-answers';
    for (const a of reply.answers) {
      const item = document.createElement('li');
      item.className = 'word';
      item.textContent = a.word.toUpperCase();
      item.dataset.word = a.word;
      item.title = `${(100 * a.probability).toFixed(1)}%`;
      list.append(item);
    }
    out.append(title, list);
  }
}

/** Explains a suggestion from its figures. */
function explain(s, remaining) {
  const fmt = (x, digits) => (x === null ? '?' : x.toFixed(digits));
  const parts = [`splits the ${remaining} answers into ${s.patterns} groups`,
    `${fmt(s.expectedRemaining, 2)} left on average, at most ${s.worstCase}`,
    `${fmt(s.entropyBits, 2)} bits of information`];
  if (s.possibleAnswer) parts.push('could be the answer');
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

function load() {
  let turns;
  try {
    turns = parseGame($('assist-paste').value);
  } catch (e) {
    say(e.message, true);
    return;
  }
  if (turns.length > ROWS) {
    say(`at most ${ROWS} guesses`, true);
    return;
  }
  entries = turns.map((t) => ({
    letters: Array.from(t.guess),
    states: t.marks ? Array.from(t.marks, (m) => STATES[m]) : Array.from(t.guess, () => 'tbd'),
  }));
  if (entries.some((e) => e.letters.length !== COLS)) {
    entries = entries.filter((e) => e.letters.length === COLS);
    say(`guesses have ${COLS} letters`, true);
  }
  render();
  if (turns.every((t) => t.marks)) suggest();
}

function say(text, error = false) {
  $('assist-message').textContent = text;
  $('assist-message').classList.toggle('error', error);
}
