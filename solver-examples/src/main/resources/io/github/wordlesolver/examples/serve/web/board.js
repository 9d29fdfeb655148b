// A grid of tiles with the automation contract: each tile carries data-row, data-col,
// data-letter and data-state (correct, present, absent, empty, tbd); the board element
// carries data-status (playing, won, lost).

export const STATES = { G: 'correct', Y: 'present', '-': 'absent' };
export const MARKS = { correct: 'G', present: 'Y', absent: '-', tbd: '-' };
const WORDS = { correct: 'right place', present: 'elsewhere in the word', absent: 'not in the word',
  tbd: 'no colour yet', empty: 'empty' };

/** Returns the states of a marks string such as "G-Y--". */
export function statesOf(marks) {
  return Array.from(marks, (m) => STATES[m] || 'absent');
}

/**
 * Creates a board of `rows` x `cols` tiles in `element` (emptied first). With `onTileClick`,
 * tiles are buttons and the function gets (row, col).
 */
export function createBoard(element, rows, cols, options = {}) {
  element.replaceChildren();
  element.dataset.status = 'playing';
  // Tiles that are buttons keep their own role: the board is then a group, not a grid.
  element.setAttribute('role', options.onTileClick ? 'group' : 'grid');
  const tiles = [];
  const notes = [];
  for (let r = 0; r < rows; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    if (!options.onTileClick) row.setAttribute('role', 'row');
    const line = [];
    for (let c = 0; c < cols; c++) {
      const tile = document.createElement(options.onTileClick ? 'button' : 'div');
      tile.className = 'tile';
      if (options.onTileClick) {
        tile.type = 'button';
        tile.disabled = true;
        tile.addEventListener('click', () => options.onTileClick(r, c));
      }
      if (!options.onTileClick) tile.setAttribute('role', 'gridcell');
      tile.dataset.row = String(r);
      tile.dataset.col = String(c);
      line.push(tile);
      row.append(tile);
      setTile(tile, '', 'empty');
    }
    if (options.notes) {
      const note = document.createElement('span');
      note.className = 'row-note';
      row.append(note);
      notes.push(note);
    }
    tiles.push(line);
    element.append(row);
  }
  return {
    element,
    rows,
    cols,
    tile: (r, c) => tiles[r][c],
    /** Shows a word in row r: states from marks, or "tbd" for each letter without marks. */
    setRow(r, word, marks) {
      const letters = Array.from(word);
      for (let c = 0; c < cols; c++) {
        const letter = letters[c] || '';
        const state = !letter ? 'empty' : marks ? STATES[marks[c]] || 'absent' : 'tbd';
        setTile(tiles[r][c], letter, state);
      }
    },
    set(r, c, letter, state) {
      setTile(tiles[r][c], letter, letter ? state : 'empty');
    },
    state: (r, c) => tiles[r][c].dataset.state,
    note(r, text) {
      if (notes[r]) notes[r].textContent = text;
    },
    setStatus(status) {
      element.dataset.status = status;
    },
  };
}

function setTile(tile, letter, state) {
  tile.dataset.letter = letter;
  tile.dataset.state = state;
  tile.textContent = letter;
  const where = `row ${Number(tile.dataset.row) + 1}, letter ${Number(tile.dataset.col) + 1}`;
  tile.setAttribute('aria-label', letter ? `${where}: ${letter.toUpperCase()}, ${WORDS[state]}`
    : `${where}: empty`);
  if (tile.tagName === 'BUTTON') {
    tile.disabled = !letter;
  }
}
