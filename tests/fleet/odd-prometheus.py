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
Prints the port, then serves until killed.
Usage: odd-prometheus.py"""
import http.server
import json
import socketserver
import sys
import time


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
