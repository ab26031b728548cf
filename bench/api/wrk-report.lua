-- Prints wrk's own summary as one JSON line for bench/api/load.ts: latencies in microseconds, from every reply.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"non2xx":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    latency.max, e.status, e.connect + e.read + e.write + e.timeout))
end
