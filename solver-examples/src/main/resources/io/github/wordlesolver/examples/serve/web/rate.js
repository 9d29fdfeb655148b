// Rate my game: POST /rate's turn-by-turn analysis (skill and luck 0-99, the best guess and the
// expected figures), a chart of the game, and where its length sits in the strategy's histogram.

import { post, strategyFigures } from './api.js';
import { statesOf } from './board.js';
import { barChart, strategyChart } from './chart.js';
import { parseGame } from './marks.js';

const $ = (id) => document.getElementById(id);

export function init() {
  $('rate-form').addEventListener('submit', (event) => {
    event.preventDefault();
    rate();
  });
}

/** Fills the form with a game (turns [{guess, marks}]) and rates it. */
export function load(turns, answer, hard) {
  $('rate-input').value = turns.map((t) => `${t.guess} ${t.marks}`).join('\n');
  $('rate-answer').value = answer || '';
  $('rate-hard').checked = Boolean(hard);
  rate();
}

async function rate() {
  say('');
  let turns;
  try {
    turns = parseGame($('rate-input').value);
  } catch (e) {
    say(e.message, true);
    return;
  }
  if (!turns.length) {
    say('Type the guesses of your game first', true);
    return;
  }
  const answer = $('rate-answer').value.trim().toLowerCase();
  const request = {
    history: turns.map((t) => (t.marks ? { guess: t.guess, marks: t.marks } : { guess: t.guess })),
    hard: $('rate-hard').checked,
  };
  if (answer) request.answer = answer;
  try {
    const reply = await post('/rate', request);
    show(reply.turns, reply.widened);
  } catch (e) {
    say(e.message, true);
    $('rate-output').replaceChildren();
  }
}

const COLUMNS = [
  ['Turn', (t, i) => String(i + 1)],
  ['Guess', null],
  ['Answers before', (t) => String(t.answersBefore)],
  ['After', (t) => String(t.answersAfter)],
  ['Expected left', (t) => fixed(t.expectedRemaining, 2)],
  ['Expected guesses', (t) => fixed(t.expectedGuesses, 3)],
  ['Best guess', (t) => t.best.toUpperCase()],
  ['Best: left', (t) => fixed(t.bestExpectedRemaining, 2)],
  ['Best: guesses', (t) => fixed(t.bestExpectedGuesses, 3)],
  ['Skill', (t) => String(t.skill)],
  ['Luck', (t) => String(t.luck)],
];
const KEYS = [null, 'guess', 'answersBefore', 'answersAfter', 'expectedRemaining',
  'expectedGuesses', 'best', 'bestExpectedRemaining', 'bestExpectedGuesses', 'skill', 'luck'];

function fixed(x, digits) {
  return x === null || x === undefined ? '—' : x.toFixed(digits);
}

async function show(turns, widened) {
  const out = $('rate-output');
  out.replaceChildren();
  const table = document.createElement('table');
  table.id = 'rate-table';
  const head = document.createElement('tr');
  for (const [name] of COLUMNS) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = name;
    head.append(th);
  }
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  turns.forEach((t, i) => {
    const row = document.createElement('tr');
    row.dataset.turn = String(i + 1);
    COLUMNS.forEach(([, cell], k) => {
      const td = document.createElement('td');
      if (KEYS[k]) td.dataset.field = KEYS[k];
      if (cell) td.textContent = cell(t, i);
      else td.append(mini(t.guess, t.marks));
      row.append(td);
    });
    body.append(row);
  });
  table.append(thead, body);
  const wrap = document.createElement('div');
  wrap.className = 'table-wrap';
  wrap.append(table);
  const skill = Math.round(turns.reduce((a, t) => a + t.skill, 0) / turns.length);
  const luck = Math.round(turns.reduce((a, t) => a + t.luck, 0) / turns.length);
  const summary = document.createElement('p');
  summary.id = 'rate-summary';
  summary.textContent = `Skill ${skill}/99 and luck ${luck}/99 on average over ${turns.length}`
    + ` turn${turns.length === 1 ? '' : 's'}. Skill: how close each guess came to the best in`
    + ' expected guesses to finish; luck: how the answers left compare with what the guess'
    + ' leaves on average.';
  const turnChart = document.createElement('div');
  turnChart.className = 'chart';
  turnChart.id = 'rate-turn-chart';
  const chartTitle = document.createElement('h3');
  chartTitle.textContent = 'Answers left after each guess';
  out.append(summary);
  if (widened) {
    const note = document.createElement('p');
    note.id = 'rate-note';
    note.className = 'note';
    note.textContent = 'The answer is not in the likely answers: from the turn the marks left'
      + ' them, the figures count the other accepted words that fit.';
    out.append(note);
  }
  out.append(wrap, chartTitle, turnChart);
  const bars = [];
  turns.forEach((t, i) => {
    bars.push({ label: `${i + 1}: you`, value: t.answersAfter, kind: 'alt' });
    bars.push({ label: 'best', value: t.bestExpectedRemaining || 0, kind: '' });
  });
  barChart(turnChart, bars, 'Answers left after each of your guesses, and expected after the'
    + ' best guess', (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1)));
  const legend = document.createElement('p');
  legend.className = 'legend';
  legend.textContent = 'Each turn: the answers your guess left, then the best guess\'s expected'
    + ' number.';
  turnChart.append(legend);
  const solved = turns[turns.length - 1].marks.split('').every((m) => m === 'G');
  try {
    const figures = await strategyFigures();
    const strategy = $('rate-hard').checked ? figures.hard : figures.normal;
    const title = document.createElement('h3');
    title.textContent = 'Your game and the strategy';
    const chart = document.createElement('div');
    chart.className = 'chart';
    chart.id = 'rate-strategy-chart';
    out.append(title, chart);
    strategyChart(chart, strategy, null, solved ? turns.length : null);
  } catch (e) {
    say(e.message, true);
  }
}

function mini(guess, marks) {
  const span = document.createElement('span');
  span.className = 'mini';
  span.setAttribute('aria-label', `${guess.toUpperCase()} ${marks}`);
  const states = statesOf(marks);
  Array.from(guess).forEach((letter, i) => {
    const tile = document.createElement('span');
    tile.className = 'tile';
    tile.dataset.state = states[i];
    tile.dataset.letter = letter;
    tile.textContent = letter;
    span.append(tile);
  });
  return span;
}

function say(text, error = false) {
  $('rate-message').textContent = text;
  $('rate-message').classList.toggle('error', error);
}
