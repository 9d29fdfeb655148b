// Calls to wordle serve's JSON endpoints. Every error (4xx with {"error":…}, or no answer)
// becomes an Error whose message is the server's own words.

async function call(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new Error('the server does not answer');
  }
  let json;
  try {
    json = await response.json();
  } catch (e) {
    throw new Error(`the server answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    throw new Error(json && json.error ? json.error : `the server answered ${response.status}`);
  }
  return json;
}

export const post = (path, body) => call('POST', path, body);
export const get = (path) => call('GET', path);

let strategy;
/** GET /strategy, once per page load. */
export function strategyFigures() {
  if (!strategy) {
    strategy = get('/strategy').catch((e) => { strategy = undefined; throw e; });
  }
  return strategy;
}
