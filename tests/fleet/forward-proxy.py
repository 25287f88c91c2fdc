#!/usr/bin/python3
"""An HTTP forward proxy on a loopback port for the fleet's checks: takes
GET with an absolute URI, fetches it from 127.0.0.1 whatever host it names
(so a name only the proxy "knows" shows that the proxy was used), passes
the answer back, and writes each URI it was asked for to LOG. Prints its
port, then serves until killed.
Usage: forward-proxy.py LOG"""
import http.server
import socketserver
import sys
import urllib.error
import urllib.parse
import urllib.request

log = open(sys.argv[1], "a", buffering=1)
direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        log.write(self.path + "\n")
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "proxy-connection")}
        target = urllib.parse.urlsplit(self.path)
        local = target._replace(netloc="127.0.0.1:%d" % (target.port or 80)).geturl()
        try:
            with direct.open(urllib.request.Request(local, headers=headers), timeout=30) as answer:
                status, body, kind = answer.status, answer.read(), answer.headers.get("Content-Type", "")
        except urllib.error.HTTPError as error:
            status, body, kind = error.code, error.read(), error.headers.get("Content-Type", "")
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
