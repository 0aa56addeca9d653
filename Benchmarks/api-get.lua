-- wrk script: the cheapest authenticated route of `apparch api recordings` (GET /uuid), the HTTP ceiling
-- beside the creates; prints the same RESULT line as api-create.lua.
--   wrk -t2 -c16 -d10s --latency -s Benchmarks/api-get.lua http://127.0.0.1:PORT/ -- TOKEN

function init(args)
  if not args[1] then error("usage: wrk ... -s api-get.lua URL -- TOKEN") end
  wrk.method = "GET"
  wrk.path = "/uuid"
  wrk.headers["Authorization"] = "Bearer " .. args[1]
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    "RESULT requests=%d seconds=%.3f non2xx=%d socket_errors=%d p50_us=%d p99_us=%d mean_us=%.0f\n",
    summary.requests, summary.duration / 1e6, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.mean))
end
