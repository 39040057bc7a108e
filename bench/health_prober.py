"""Probe `/healthz` URLs as a kubelet would, from a process of its own, until stdin closes.

`bench_burst.py` runs it during a burst so the probe's timing includes neither the
bench's own busy event loop nor its GIL: one thread per URL sends a blocking GET
every `--interval` seconds with a `--timeout` (the shipped probes' 1 s), and on
stdin's end prints {url: {"ms": [...], "failed": n}} as one JSON line. A probe
that failed or timed out counts at the timeout.

    python -m bench.health_prober URL [URL ...] [--interval 0.1] [--timeout 1.0]
"""

from __future__ import annotations

import argparse
import http.client
import json
import sys
import threading
import time
from urllib.parse import urlsplit


def probe_until(url: str, interval: float, timeout: float, done: threading.Event, out: dict[str, object]) -> None:
    parts = urlsplit(url)
    times: list[float] = []
    failed = 0
    while not done.is_set():
        sent = time.perf_counter()
        try:
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
            try:
                connection.request("GET", parts.path)
                response = connection.getresponse()
                response.read()
                failed += response.status != 200
            finally:
                connection.close()
            times.append((time.perf_counter() - sent) * 1000)
        except OSError:
            failed += 1
            times.append(timeout * 1000)
        done.wait(max(0.0, interval - (time.perf_counter() - sent)))
    out[url] = {"ms": times, "failed": failed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("urls", nargs="+")
    parser.add_argument("--interval", type=float, default=0.1)
    parser.add_argument("--timeout", type=float, default=1.0)
    args = parser.parse_args()
    done = threading.Event()
    out: dict[str, object] = {}
    threads = [
        threading.Thread(target=probe_until, args=(url, args.interval, args.timeout, done, out)) for url in args.urls
    ]
    for thread in threads:
        thread.start()
    print("probing", flush=True)
    sys.stdin.read()
    done.set()
    for thread in threads:
        thread.join()
    print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
