#!/usr/bin/python3
"""Servers a fleet's admin may point the window at by mistake, or that
fail: each under its own path prefix on one loopback port, for the URL
the client puts /api/v1/... under.
  /forbidden/  403, as a proxy in front of Prometheus refusing a user
  /login/      200 with a login page in HTML
  /huge/       200 with 100 MB of a JSON array, slowly enough to be read
  /endless/    200 with JSON that never ends and no length said
  /slow/       answers nothing for 70 s
  /odd/        Prometheus's envelope, one mount whose labels hold a quote,
               a backslash, a newline and bytes that are not UTF-8
  /hostile/    a fleet whose labels and values hold what an attacker
               would put there (hostile_fleet below): one host and mount
               that are fine, the rest each another attack
  /error500/   HTTP 500
  /hostile-error/  Prometheus's error envelope with terminal controls in
               its error and errorType
Prints the port, then serves until killed.
Usage: odd-prometheus.py [CANARY]
  CANARY: a path the hostile labels' commands would create if they ran"""
import http.server
import json
import socketserver
import sys
import time
import urllib.parse


CANARY = sys.argv[1] if len(sys.argv) > 1 else "/tmp/nfs-tuner-canary"
ESC = "\x1b"
# A YAML line break of any version, then what would be a play of its own.
BREAKOUT = "\n- name: evil\n  hosts: all\n  tasks:\n    - command: touch " + CANARY + "-task\n"
TEMPLATE = "{{ lookup('pipe', 'touch " + CANARY + "-template') }}"


def hostile_fleet():
    """(instance, bdi, mountpoint, export, readahead, verdict, recommended)"""
    fine = "good.example:9100"
    return [
        (fine, "0:50", "/mnt/good", "/good", "131072", "raise", "1048576"),
        (fine, "0:51", "/mnt/a\u2028" + BREAKOUT, "/a", "131072", "raise", "1048576"),
        (fine, "0:52", "/mnt/b\u0085" + BREAKOUT, "/b", "131072", "raise", "1048576"),
        (fine, "0:53", "/mnt/c\u2029" + BREAKOUT, "/c", "131072", "raise", "1048576"),
        (fine, "0:54", "/mnt/" + TEMPLATE, "/d", "131072", "raise", "1048576"),
        (fine, "0:55", "/mnt/\U0001F600", "/e", "131072", "raise", "1048576"),
        (fine, "0:56", "/mnt/inf", "/f", "+Inf", "raise", "+Inf"),
        (fine, "0:57", "/mnt/huge", "/g", "131072", "raise", "1e30"),
        (fine, "0:58", "/mnt/tiny", "/h", "131072", "raise", "0.4"),
        (fine, "0:59", "/mnt/wrap", "/i", "131072", "raise", str((2 ** 32 + 4096) * 1024)),
        (fine, "0:60", "/mnt/2g", "/j", "131072", "raise", str(2 * 1024 ** 3)),
        (fine, "0:61", "/mnt/esc", "/k", "131072", ESC + "[2J" + ESC + "]0;owned\x07raise\u009b31m", "1048576"),
        (TEMPLATE, "0:50", "/mnt/x", "/x", "131072", "raise", "1048576"),
        ("all", "0:50", "/mnt/x", "/x", "131072", "raise", "1048576"),
        ("web*:9100", "0:50", "/mnt/x", "/x", "131072", "raise", "1048576"),
        ("a,b:9100", "0:50", "/mnt/x", "/x", "131072", "raise", "1048576"),
        ("!db:9100", "0:50", "/mnt/x", "/x", "131072", "raise", "1048576"),
        ("host" + ESC + "[31m\u009b1m:9100", "0:50", "/mnt/y" + ESC + "[2J", "/y", "131072", "raise", "1048576"),
    ]


def hostile_answer(query):
    result = []
    for instance, bdi, mountpoint, export, readahead, verdict, recommended in hostile_fleet():
        if query == "nfstuner_mount_info":
            labels = {"mountpoint": mountpoint, "server": "filer", "export": export, "version": "3"}
            value = "1"
        elif query in ("nfstuner_read_ahead_bytes", "nfstuner_next_mount_read_ahead_bytes"):
            labels, value = {}, readahead
        elif query == "nfstuner_rsize_bytes":
            labels, value = {}, "1048576"
        elif query == "nfstuner_advice_info":
            labels, value = {"verdict": verdict}, "1"
        elif query == "nfstuner_recommended_read_ahead_bytes":
            labels, value = {}, recommended
        else:
            continue
        metric = {"__name__": query, "instance": instance, "bdi": bdi}
        metric.update(labels)
        result.append({"metric": metric, "value": [time.time(), value]})
    return json.dumps({"status": "success", "data": {"resultType": "vector", "result": result}}).encode()


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, body, kind="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path
        if path.startswith("/forbidden/"):
            self.reply(403, b"Forbidden\n", "text/plain")
        elif path.startswith("/login/"):
            self.reply(200, b"<!DOCTYPE html><html><body><form>Sign in</form></body></html>\n", "text/html")
        elif path.startswith("/huge/"):
            chunk = b'{"status":"success","data":{"resultType":"vector","result":[' + b"0," * 500000
            total = 100 * 1024 * 1024
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(total))
            self.end_headers()
            sent = 0
            try:
                while sent < total:
                    piece = chunk[: min(len(chunk), total - sent)]
                    self.wfile.write(piece)
                    sent += len(piece)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path.startswith("/endless/"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            try:
                self.wfile.write(b'{"status":"success","data":{"resultType":"vector","result":[')
                while True:
                    self.wfile.write(b"0," * 65536)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path.startswith("/slow/"):
            time.sleep(70)
            self.reply(200, b"{}")
        elif path.startswith("/hostile/"):
            query = urllib.parse.parse_qs(urllib.parse.urlsplit(path).query).get("query", [""])[0]
            self.reply(200, hostile_answer(query))
        elif path.startswith("/error500/"):
            self.reply(500, b"Internal Server Error\n", "text/plain")
        elif path.startswith("/hostile-error/"):
            body = json.dumps({"status": "error", "errorType": ESC + "[2J\u009b" + "bad_data",
                               "error": "parse error" + ESC + "]0;owned\x07\x7f\u0085 at char 5"})
            self.reply(422, body.encode())
        elif path.startswith("/odd/"):
            result = []
            if "nfstuner_mount_info" in path and "rate" not in path:
                odd = 'a "quoted" \\ back\nslash'
                metric = {"__name__": "nfstuner_mount_info", "instance": "odd:9100",
                          "bdi": "0:99", "mountpoint": "/mnt/" + odd, "server": "filer",
                          "export": "/x\xff\xfe", "version": "3"}
                result.append({"metric": metric, "value": [time.time(), "1"]})
            body = json.dumps({"status": "success",
                               "data": {"resultType": "vector", "result": result}}).encode()
            # Bytes that are not UTF-8 where the export's \xff\xfe were.
            body = body.replace(b"\\u00ff\\u00fe", b"\xff\xfe")
            self.reply(200, body)
        else:
            self.reply(404, b"not here\n", "text/plain")


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
