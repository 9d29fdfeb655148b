-- wrk script: POST /suggest for a different state each time: a random guess of the original
-- lists with the marks a random answer gives it (computed here), so the cache rarely helps.
-- wrk -t2 -c200 -d20s --latency -s suggest-uncached.lua http://127.0.0.1:8080
local guesses = {}
local answers = {}
for word in io.lines(os.getenv("WORDLE_GUESSES") or "guesses.txt") do guesses[#guesses + 1] = word end
for word in io.lines(os.getenv("WORDLE_ANSWERS") or "answers.txt") do answers[#answers + 1] = word end

local function marks(guess, answer)
  local out, left = {}, {}
  for i = 1, 5 do
    local g, a = guess:sub(i, i), answer:sub(i, i)
    if g == a then out[i] = "G" else out[i] = "-"; left[a] = (left[a] or 0) + 1 end
  end
  for i = 1, 5 do
    local g = guess:sub(i, i)
    if out[i] == "-" and (left[g] or 0) > 0 then out[i] = "Y"; left[g] = left[g] - 1 end
  end
  return table.concat(out)
end

local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("seed", counter)
end

function init(args)
  math.randomseed(seed * 7919)
end

request = function()
  local guess = guesses[math.random(#guesses)]
  local answer = answers[math.random(#answers)]
  local body = '{"history":[{"guess":"' .. guess .. '","marks":"' .. marks(guess, answer) .. '"}]}'
  return wrk.format("POST", "/suggest", {["Content-Type"] = "application/json"}, body)
end
