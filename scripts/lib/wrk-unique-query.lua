-- For wrk (scripts/bench-web-pages --wrk): each request with a query of its own, so an f1web that keys
-- its answer cache by the address's text never answers it from there (and the junk-query flood of
-- scripts/bench-web-hardening), asking for gzip as a browser does.
local counter = 0
request = function()
  counter = counter + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format("GET", wrk.path .. separator .. "bench=" .. counter, {["Accept-Encoding"] = "gzip"})
end
