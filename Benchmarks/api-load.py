#!/usr/bin/env python3
"""Load on `apparch api recordings` from a second process: N concurrent keep-alive connections each
create folders under the root as fast as the server answers; prints creates per second and the latency
percentiles. Standard library only.

    apparch api recordings --port 0 --data-dir /tmp/load --token loadtestloadtest1234   # prints the URL
    python3 Benchmarks/api-load.py http://127.0.0.1:PORT/ loadtestloadtest1234 --connections 16 --requests 500
"""
import argparse
import http.client
import json
import statistics
import threading
import time
import urllib.parse
import uuid


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("token")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--requests", type=int, default=500, help="creates per connection")
    args = parser.parse_args()
    target = urllib.parse.urlparse(args.url)
    headers = {"Authorization": f"Bearer {args.token}", "Content-Type": "application/json"}

    setup = http.client.HTTPConnection(target.hostname, target.port)
    setup.request("GET", "/uuid", headers=headers)
    root = setup.getresponse().read().decode()
    setup.close()

    latencies = []
    failures = []
    lock = threading.Lock()

    def worker():
        connection = http.client.HTTPConnection(target.hostname, target.port)
        mine = []
        for index in range(args.requests):
            body = json.dumps({"name": f"Folder {index}", "uuid": str(uuid.uuid4()).upper(), "isFolder": True})
            start = time.perf_counter()
            connection.request("POST", f"/change/create/{root}", body=body, headers=headers)
            response = connection.getresponse()
            response.read()
            mine.append(time.perf_counter() - start)
            if response.status != 200:
                with lock:
                    failures.append(response.status)
        connection.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(args.connections)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    latencies.sort()
    total = len(latencies)
    percentile = lambda p: latencies[min(total - 1, int(p * total))] * 1000
    print(f"{total} creates over {args.connections} connections in {elapsed:.2f} s: {total / elapsed:.0f} creates/s")
    print(f"latency ms: p50 {percentile(0.50):.2f}  p90 {percentile(0.90):.2f}  p99 {percentile(0.99):.2f}  "
          f"max {latencies[-1] * 1000:.2f}  mean {statistics.mean(latencies) * 1000:.2f}")
    print(f"failures: {len(failures)}" + (f" (statuses {sorted(set(failures))})" if failures else ""))


if __name__ == "__main__":
    main()
