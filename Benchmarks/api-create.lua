-- wrk script: every request creates a new folder under the root of `apparch api recordings`, the body the
-- API's create takes ({"name", "uuid", "isFolder"}, openapi.yaml), with a uuid no other request uses:
-- the run's nonce, the thread's number and a counter, in UUID form.
--   wrk -t2 -c16 -d10s --latency -s Benchmarks/api-create.lua http://127.0.0.1:PORT/ -- TOKEN ROOT NONCE
-- The last line it prints is `RESULT key=value ...` for api-load.sh: requests, seconds, non-2xx responses
-- (wrk counts every status above 399), socket errors, latency percentiles in microseconds.

local threads = {}
local counter = 0

function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  token, root, nonce = args[1], args[2], args[3]
  if not (token and root and nonce) then
    error("usage: wrk ... -s api-create.lua URL -- TOKEN ROOT NONCE (8 hex digits)")
  end
  path = "/change/create/" .. root
  headers = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
end

function request()
  counter = counter + 1
  local uuid = string.format("%s-%04X-4000-8000-%012X", nonce, number, counter)
  local body = string.format('{"name":"Folder %d-%d","uuid":"%s","isFolder":true}', number, counter, uuid)
  return wrk.format("POST", path, headers, body)
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    "RESULT requests=%d seconds=%.3f non2xx=%d socket_errors=%d p50_us=%d p99_us=%d mean_us=%.0f\n",
    summary.requests, summary.duration / 1e6, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.mean))
end
