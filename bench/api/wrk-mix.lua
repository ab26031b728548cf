-- Sends the requests of a file, one a line ("language<TAB>path"), in order, each with its reader's language, for the
-- search mix of bench/api/run.ts. Run as: wrk … --script wrk-mix.lua URL -- FILE
local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
dofile(here .. 'wrk-report.lua')

local requests = {}
local index = 0

init = function(args)
  for line in io.lines(args[1]) do
    local lang, path = line:match('^(%a+)\t(.+)$')
    requests[#requests + 1] = wrk.format('GET', path, {
      ['Accept-Encoding'] = wrk.headers['Accept-Encoding'],
      ['Accept-Language'] = lang,
    })
  end
end

request = function()
  index = index % #requests + 1
  return requests[index]
end
