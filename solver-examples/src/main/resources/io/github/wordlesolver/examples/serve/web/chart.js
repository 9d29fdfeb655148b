// Bar charts drawn as inline SVG: no chart library.

const SVG = 'http://www.w3.org/2000/svg';

function node(name, attributes, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Draws vertical bars in `element` (emptied first). `bars` is [{label, value, kind}] where kind
 * is "", "mark" or "alt" (the colour); `title` names the chart for screen readers; `format`
 * writes a value above its bar.
 */
export function barChart(element, bars, title, format = String) {
  const width = 360;
  const height = 170;
  const top = 18;
  const bottom = 22;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = width / Math.max(1, bars.length);
  const svg = node('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': title });
  svg.append(node('title', {}, title));
  bars.forEach((bar, i) => {
    const h = (height - top - bottom) * (bar.value / max);
    const x = i * slot + slot * 0.15;
    const y = height - bottom - h;
    svg.append(node('rect', {
      class: `bar ${bar.kind || ''}`.trim(), x, y, width: slot * 0.7, height: Math.max(h, 0.5),
      'data-label': bar.label, 'data-value': bar.value,
    }));
    svg.append(node('text', { x: x + slot * 0.35, y: y - 4, 'text-anchor': 'middle' },
      format(bar.value)));
    svg.append(node('text', { x: x + slot * 0.35, y: height - 6, 'text-anchor': 'middle' },
      bar.label));
  });
  element.replaceChildren(svg);
  return svg;
}

/**
 * Draws the strategy's guess-count histogram (GET /strategy's {"histogram":{"1":N1, …},
 * "maxGuesses", "games"}) in `element`, the bar of `strategyGuesses` in one colour and of
 * `yourGuesses` in another (either may be null).
 */
export function strategyChart(element, figures, strategyGuesses, yourGuesses, maxGuesses = 6) {
  const bars = [];
  const last = Math.max(figures.maxGuesses, maxGuesses, yourGuesses || 0);
  for (let k = 1; k <= last; k++) {
    const kind = k === strategyGuesses ? 'mark' : k === yourGuesses ? 'alt' : '';
    bars.push({ label: String(k), value: figures.histogram[String(k)] || 0, kind });
  }
  const total = figures.games || 1;
  barChart(element, bars, `Answers by the number of guesses the strategy needs (${figures.games}`
    + ' answers)', (v) => (v ? `${(100 * v / total).toFixed(v / total < 0.01 ? 1 : 0)}%` : ''));
  const legend = document.createElement('p');
  legend.className = 'legend';
  legend.append('Answers by the guesses the strategy needs.');
  if (strategyGuesses) {
    legend.append(swatch('mark'), yourGuesses === strategyGuesses
      ? 'you and the strategy on this answer' : 'the strategy on this answer');
  }
  if (yourGuesses && yourGuesses !== strategyGuesses) legend.append(swatch('alt'), 'you');
  element.append(legend);
}

function swatch(kind) {
  const span = document.createElement('span');
  span.className = `swatch ${kind}`;
  span.setAttribute('aria-hidden', 'true');
  return span;
}
