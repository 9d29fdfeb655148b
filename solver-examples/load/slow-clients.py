#!/usr/bin/env python3
"""200 slow clients trickle a byte a second into wordle serve while /health is timed.

python3 slow-clients.py [PORT] [SECONDS]: opens 200 connections that each start a request and
send one more byte a second, then times GET /health from a new connection every half second
and prints the slowest and the median."""
import socket, sys, threading, time, statistics

port = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
seconds = int(sys.argv[2]) if len(sys.argv) > 2 else 20
slow = []
for i in range(200):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"POST /suggest HTTP/1.1\r\nHost: x\r\n" if i % 2 else b"G")
    slow.append(s)
stop = time.time() + seconds

def trickle():
    while time.time() < stop:
        for s in slow:
            try:
                s.sendall(b"X")
            except OSError:
                pass
        time.sleep(1)

threading.Thread(target=trickle, daemon=True).start()
times = []
while time.time() < stop:
    t = time.perf_counter()
    c = socket.create_connection(("127.0.0.1", port))
    c.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    reply = b""
    while True:
        chunk = c.recv(4096)
        if not chunk:
            break
        reply += chunk
    c.close()
    times.append((time.perf_counter() - t) * 1000)
    assert reply.startswith(b"HTTP/1.1 200"), reply[:40]
    time.sleep(0.5)
print(f"/health with 200 slow clients: {len(times)} requests, median {statistics.median(times):.1f} ms,"
      f" slowest {max(times):.1f} ms")
