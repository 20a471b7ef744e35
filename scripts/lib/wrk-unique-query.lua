-- For wrk (scripts/bench-web-pages --wrk): each request with a query of its own, so f1web never
-- answers it from its answer cache, and asking for gzip as a browser does.
local counter = 0
request = function()
  counter = counter + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format("GET", wrk.path .. separator .. "bench=" .. counter, {["Accept-Encoding"] = "gzip"})
end
