#!/usr/bin/env python3
"""A hostile HTTP peer on a loopback port, for the end-to-end tests of the recipes client's limits.

Prints "listening on PORT" once ready. Each path plays one misbehaviour:
  /endless/recipes.json    a chunked body that never ends
  /huge/recipes.json       Content-Length: 3 GB, then bytes until the client gives up
  /bomb/recipes.json       a gzip body that inflates to 1 GiB of spaces
  /drip/recipes.json       one byte a second
  /redirect/recipes.json   a 302 to file:///etc/passwd
  /loop/recipes.json       redirects to itself forever
  /invalid/recipes.json    200 with a body that is not a catalog
  /ok/recipes.json         a valid one-recipe catalog (ETag "v1")
  /flip/recipes.json       valid the first time, invalid (200, new ETag) afterwards
  /escape/recipes.json     a catalog whose text holds terminal escape sequences
Anything else on the port that is not HTTP: a raw TCP banner (`--raw`).
Bounded: each connection stops after 120 s; the process exits after --lifetime seconds (default 300).
"""
import argparse
import socket
import socketserver
import struct
import sys
import threading
import time
import zlib

OK = b'[{"name":"Toast","ingredients":[{"quantity":"1","name":"bread","type":"Baking"}],"steps":["Toast it."],"timers":[2]}]'
ESCAPE = ('[{"name":"Evil \\u001b[2J\\u001b]52;c;aGk=\\u0007Toast","ingredients":[{"quantity":"1","name":"bread\\u001b[31m","type":""}],'
          '"steps":["Toast \\u009b31m it."],"timers":[2]}]').encode()


def bomb_body():
    # Raw deflate of 1 MiB of spaces ended with a full flush is a byte-aligned run that needs nothing before it, so
    # 1024 copies of it are 1 GiB; compressing the whole GiB took seconds, and longer on a loaded machine.
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = b" " * (1 << 20)
    run = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(1024):
        crc = zlib.crc32(block, crc)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    last = zlib.compressobj(9, zlib.DEFLATED, -15).flush(zlib.Z_FINISH)
    return header + run * 1024 + last + struct.pack("<II", crc, (1024 << 20) & 0xFFFFFFFF)


BOMB = []  # built on first use (about a second), since most tests never ask for it
BOMB_LOCK = threading.Lock()
flips = {"count": 0}


def bomb():
    with BOMB_LOCK:
        if not BOMB:
            BOMB.append(bomb_body())
        return BOMB[0]


class Handler(socketserver.StreamRequestHandler):
    def send(self, status, headers, body=b""):
        lines = [f"HTTP/1.1 {status}"] + [f"{k}: {v}" for k, v in headers] + ["", ""]
        self.wfile.write("\r\n".join(lines).encode() + body)
        self.wfile.flush()

    def handle(self):
        self.connection.settimeout(120)
        request = self.rfile.readline().decode(errors="replace")
        while self.rfile.readline() not in (b"\r\n", b"\n", b""):
            pass
        parts = request.split()
        path = parts[1] if len(parts) > 1 else "/"
        deadline = time.time() + 120
        try:
            if path.startswith("/endless/"):
                self.send("200 OK", [("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")])
                chunk = b"[" + b" " * 65535
                while time.time() < deadline:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            elif path.startswith("/huge/"):
                self.send("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(3 << 30))])
                chunk = b" " * 65536
                while time.time() < deadline:
                    self.wfile.write(chunk)
            elif path.startswith("/bomb/"):
                body = bomb()
                self.send("200 OK", [("Content-Type", "application/json"), ("Content-Encoding", "gzip"),
                                     ("Content-Length", str(len(body)))], body)
            elif path.startswith("/drip/"):
                self.send("200 OK", [("Content-Type", "application/json"), ("Content-Length", "100000")])
                while time.time() < deadline:
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(1)
            elif path.startswith("/redirect/"):
                self.send("302 Found", [("Location", "file:///etc/passwd"), ("Content-Length", "0")])
            elif path.startswith("/loop/"):
                self.send("302 Found", [("Location", path), ("Content-Length", "0")])
            elif path.startswith("/invalid/"):
                body = b'{"this is": "not a catalog"}'
                self.send("200 OK", [("Content-Type", "application/json"), ("ETag", '"bad"'), ("Content-Length", str(len(body)))], body)
            elif path.startswith("/flip/"):
                flips["count"] += 1
                body, etag = (OK, '"v1"') if flips["count"] == 1 else (b"[{]", '"v2"')
                self.send("200 OK", [("Content-Type", "application/json"), ("ETag", etag), ("Content-Length", str(len(body)))], body)
            elif path.startswith("/escape/"):
                self.send("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(ESCAPE)))], ESCAPE)
            elif path.startswith("/ok/"):
                self.send("200 OK", [("Content-Type", "application/json"), ("ETag", '"v1"'), ("Content-Length", str(len(OK)))], OK)
            else:
                self.send("404 Not Found", [("Content-Length", "0")])
        except (BrokenPipeError, ConnectionResetError, socket.timeout, OSError):
            pass


class RawBanner(socketserver.StreamRequestHandler):
    def handle(self):
        try:
            self.wfile.write(b"SSH-2.0-OpenSSH_9.2 not http at all\r\n")
            time.sleep(0.2)
        except OSError:
            pass


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--raw", action="store_true")
    parser.add_argument("--lifetime", type=float, default=300)
    options = parser.parse_args()
    server = Server(("127.0.0.1", 0), RawBanner if options.raw else Handler)
    print(f"listening on {server.server_address[1]}", flush=True)
    threading.Timer(options.lifetime, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
