#!/usr/bin/env python3
"""A players' page written only from the protocol (docs/players-protocol.md and issue 32's new messages), with
nothing but Python's standard library: a minimal WebSocket client (RFC 6455: handshake, masked client frames,
text frames, ping/pong, close) over TLS that trusts no authority but goes on only when the server's certificate
has the SHA-256 fingerprint the GM reads out. It makes every request the protocol knows (offers, rules, check,
a preview and a request of each of the 8 kinds), checks the answers' shapes, and that sending an id again gives the same
request number. Why: the protocol is a contract; a client that shares no code with the server shows that it is
whole and that a stranger's script can use it. tst_players_python_client runs it against `hexkeeper-cli serve
--tls`.

Exit codes: 0 all went well, 2 bad arguments, 3 the certificate is not the pinned one (nothing was sent),
4 an answer was wrong, 5 the connection failed or the server closed it.
"""

import argparse
import base64
import hashlib
import json
import os
import socket
import ssl
import struct
import sys
import time
import urllib.parse

GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
OP_CONTINUATION, OP_TEXT, OP_BINARY, OP_CLOSE, OP_PING, OP_PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA

# The kinds the campaign of the test is set up to let pass, and those the rules may refuse with words.
MUST_PASS = ("spend-xp", "learn-spell", "brew", "notes", "new-character")
MAY_BE_REFUSED = ("item-project", "research", "market-search")


class Refused(Exception):
    """The server's certificate is not the one the GM named."""


class Broken(Exception):
    """An answer that does not follow the protocol."""


class Closed(Exception):
    """The connection failed or the server closed it."""


def parsed(message):
    try:
        return json.loads(message.decode("utf-8"))
    except ValueError:
        raise Broken("a text message that is not JSON")


def normalised(fingerprint):
    return fingerprint.replace(":", "").replace(" ", "").upper()


def pinned_tls(host, port, fingerprint):
    """A TLS connection whose certificate has the SHA-256 `fingerprint`; Refused, before a byte is sent, else."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE  # no authority vouches for the GM's machine: the fingerprint does
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    raw = socket.create_connection((host, port), timeout=15)
    tls = context.wrap_socket(raw, server_hostname=host)
    seen = hashlib.sha256(tls.getpeercert(binary_form=True)).hexdigest().upper()
    if seen != normalised(fingerprint):
        tls.close()
        raise Refused("the server's certificate has the fingerprint %s, not %s" % (seen, normalised(fingerprint)))
    return tls


class WebSocket:
    """One client end of a WebSocket over an open TLS connection."""

    def __init__(self, tls, mask=True):
        self.tls = tls
        self.mask = mask  # False only to see the server refuse unmasked client frames (RFC 6455 5.1)
        self.buffer = b""
        self.closed = False
        self.pongs = []

    def handshake(self, host, port, path):
        key = base64.b64encode(os.urandom(16)).decode()
        request = ("GET %s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n" % (path, host, port, key))
        self.tls.sendall(request.encode())
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        if not lines[0].startswith("HTTP/1.1 101"):
            raise Closed("the server did not switch to a WebSocket: " + lines[0])
        headers = {k.strip().lower(): v.strip() for k, v in (l.split(":", 1) for l in lines[1:] if ":" in l)}
        accept = base64.b64encode(hashlib.sha1(key.encode() + GUID).digest()).decode()
        if headers.get("sec-websocket-accept") != accept:
            raise Broken("the server's Sec-WebSocket-Accept is wrong")

    def _fill(self):
        try:
            chunk = self.tls.recv(65536)
        except (OSError, ssl.SSLError) as e:
            raise Closed("the connection failed: %s" % e)
        if not chunk:
            raise Closed("the server closed the connection")
        self.buffer += chunk

    def _take(self, n):
        while len(self.buffer) < n:
            self._fill()
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def send_frame(self, opcode, payload):
        head = bytes([0x80 | opcode])
        bit = 0x80 if self.mask else 0
        if len(payload) < 126:
            head += bytes([bit | len(payload)])
        elif len(payload) < 65536:
            head += bytes([bit | 126]) + struct.pack("!H", len(payload))
        else:
            head += bytes([bit | 127]) + struct.pack("!Q", len(payload))
        if self.mask:
            key = os.urandom(4)
            head += key
            payload = bytes(b ^ key[i % 4] for i, b in enumerate(payload))
        self.tls.sendall(head + payload)

    def read_frame(self):
        first, second = self._take(2)
        if second & 0x80:
            raise Broken("the server masked a frame")
        if first & 0x70:
            raise Broken("a frame with reserved bits set")
        length = second & 0x7F
        if length == 126:
            length = struct.unpack("!H", self._take(2))[0]
        elif length == 127:
            length = struct.unpack("!Q", self._take(8))[0]
        return bool(first & 0x80), first & 0x0F, self._take(length)

    def send_text(self, obj):
        self.send_frame(OP_TEXT, json.dumps(obj).encode())

    def receive(self):
        """The next text message as JSON; answers pings, notes pongs, raises Closed on a close frame."""
        message = b""
        while True:
            fin, opcode, payload = self.read_frame()
            if opcode == OP_PING:
                self.send_frame(OP_PONG, payload)
            elif opcode == OP_PONG:
                self.pongs.append(payload)
            elif opcode == OP_CLOSE:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                if not self.closed:
                    self.send_frame(OP_CLOSE, payload[:2])
                self.closed = True
                raise Closed("the server closed the WebSocket (%d %s)" % (code, payload[2:].decode("utf-8", "replace")))
            elif opcode in (OP_TEXT, OP_CONTINUATION):
                message += payload
                if fin:
                    return parsed(message)
            else:
                raise Broken("an unexpected frame (opcode %d)" % opcode)

    def ping(self, payload):
        """A ping and the server's pong with the same payload (text messages in between are kept)."""
        self.pongs = []
        self.send_frame(OP_PING, payload)
        kept = []
        while payload not in self.pongs:
            kept.append(self.receive_or_pong())
        return [m for m in kept if m is not None]

    def receive_or_pong(self):
        fin, opcode, payload = self.read_frame()
        if opcode == OP_PONG:
            self.pongs.append(payload)
            return None
        if opcode == OP_TEXT and fin:
            return parsed(payload)
        if opcode == OP_PING:
            self.send_frame(OP_PONG, payload)
            return None
        raise Broken("an unexpected frame while waiting for a pong (opcode %d)" % opcode)

    def close(self):
        """The closing handshake: our close frame, then the server's."""
        self.send_frame(OP_CLOSE, struct.pack("!H", 1000) + b"done")
        self.closed = True
        try:
            while True:
                _, opcode, _ = self.read_frame()
                if opcode == OP_CLOSE:
                    break
        except Closed:
            pass
        self.tls.close()


class Page:
    """The player's side of the protocol: requests with ids, answers matched to them, a pace the server allows
    (a burst of 8, then 2 a second per link)."""

    BURST = 6
    PACE = 0.55

    def __init__(self, url, fingerprint, mask=True):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme != "wss" or not parts.hostname or not parts.port or not parts.path.endswith("/live"):
            raise ValueError("the address must be wss://HOST:PORT/p/TOKEN/live")
        self.host, self.port, self.path = parts.hostname, parts.port, parts.path
        self.fingerprint, self.mask = fingerprint, mask
        self.sent = 0
        self.run = base64.b32encode(os.urandom(5)).decode().lower()  # ids of this run, unlike any earlier run's
        self.ws = None
        self.snapshot = None

    def connect(self):
        self.ws = WebSocket(pinned_tls(self.host, self.port, self.fingerprint), self.mask)
        self.ws.handshake(self.host, self.port, self.path)
        self.snapshot = self.next_snapshot()
        return self.snapshot

    def next_snapshot(self):
        while True:
            message = self.ws.receive()
            if message.get("type") == "snapshot":
                check_snapshot(message)
                return message

    def ask(self, message):
        """Sends `message` with an id and returns the result or error answering it."""
        message.setdefault("id", "%s-%d" % (self.run, self.sent))
        while True:
            if self.sent >= self.BURST:
                time.sleep(self.PACE)
            self.sent += 1
            self.ws.send_text(message)
            answer = self.answer_to(message["id"])
            if answer is not None:
                return answer
            time.sleep(1.1)  # "Too many requests": the answer has no id; wait and send again

    def answer_to(self, id):
        while True:
            m = self.ws.receive()
            if m.get("type") == "snapshot":
                check_snapshot(m)
                self.snapshot = m
            elif m.get("type") in ("result", "error") and m.get("id") == id:
                return m
            elif m.get("type") == "error" and "id" not in m:
                return None
            else:
                raise Broken("an answer to another request: %r" % m)


def expect(condition, what):
    if not condition:
        raise Broken(what)


def words(text):
    return isinstance(text, str) and len(text.split()) >= 2


def check_snapshot(s):
    expect(isinstance(s.get("serial"), int) and s["serial"] >= 1, "a snapshot's serial")
    expect(isinstance(s.get("labels"), dict) and isinstance(s.get("language"), str), "a snapshot's labels and language")
    expect(isinstance(s.get("player"), dict) and isinstance(s["player"].get("name"), str), "a snapshot's player")
    for key in ("timeline", "sheets", "rolls"):
        expect(isinstance(s.get(key), list), "a snapshot's " + key)


def check_result(answer, fields, what):
    expect(answer.get("type") == "result", "%s was refused: %s" % (what, answer.get("message")))
    for key, kind in fields.items():
        expect(isinstance(answer.get(key), kind), "%s: the answer's %s is not %s: %r" % (what, key, kind.__name__, answer))
    expect(words(answer.get("text")), what + ": the answer has no text in words")


def sheet(snapshot, name):
    for s in snapshot["sheets"]:
        if s.get("name") == name:
            expect(isinstance(s.get("id"), int) and isinstance(s.get("iq"), int), "a sheet's id and IQ")
            return s
    raise Broken("the snapshot has no sheet of %s" % name)


def the_lists(page, hero, maker):
    """offers, rules and check: the answers that store nothing."""
    offers = page.ask({"type": "offers", "character": hero["id"]})
    check_result(offers, {"character": int, "name": str, "experience": int, "offers": list}, "offers")
    expect(offers["name"] == hero["name"] and offers["offers"], "offers for the wrong character or none")
    for o in offers["offers"]:
        expect(isinstance(o.get("buy"), str) and isinstance(o.get("what"), str) and isinstance(o.get("affordable"), bool)
               and (isinstance(o.get("cost"), int) or words(o.get("blocked"))), "an offer's shape: %r" % o)
    by_name = page.ask({"type": "offers", "character": maker["name"]})
    check_result(by_name, {"character": int}, "offers by name")
    rules = page.ask({"type": "rules"})
    check_result(rules, {"system": str, "entries": list}, "rules")
    names = {(e.get("kind"), e.get("name")) for e in rules["entries"]}
    expect(("spell", "Drop Weapon") in names and any(k == "race" for k, _ in names), "the rules' lists lack spells or races")
    legal = page.ask({"type": "check", "character": new_character("Bran", 12, 12, 8)})
    check_result(legal, {"problems": list, "legal": bool}, "check")
    expect(legal["legal"] and not legal["problems"], "a legal character was found wanting: %r" % legal)
    hulk = page.ask({"type": "check", "character": new_character("Hulk", 16, 14, 10)})
    check_result(hulk, {"problems": list, "legal": bool}, "check")
    expect(not hulk["legal"] and hulk["problems"], "a character with too many points was found legal")
    for p in hulk["problems"]:
        expect(isinstance(p.get("field"), str) and words(p.get("message")), "a problem's shape: %r" % p)


def the_preview(page, maker, lab):
    """preview: a brew planned before it is asked for, with its weeks, money in numbers and words, and problems."""
    answer = page.ask({"type": "preview", "kind": "brew", "character": maker["id"], "potion": "fear", "doses": 2,
                       "lab": lab, "book": True, "trained": True})
    check_result(answer, {"preview": dict}, "preview")
    p = answer["preview"]
    expect(p.get("kind") == "brew" and p.get("character") == maker["id"], "a preview of the wrong request: %r" % p)
    expect(isinstance(p.get("ok"), bool) and isinstance(p.get("weeks"), int) and p["weeks"] >= 1, "a preview's ok and weeks")
    expect(isinstance(p.get("plan"), dict) and p["plan"].get("doses") == 2, "a preview's plan")
    expect(p["ok"] == (p.get("problems") == []), "a preview's ok and problems disagree: %r" % p)
    for c in p.get("costs", []):
        expect(isinstance(c.get("dollars"), int) and c.get("text", "").startswith("$") and isinstance(c.get("what"), str),
               "a cost's shape: %r" % c)
    expect(any(c["dollars"] > 0 for c in p.get("costs", [])), "a brew that costs nothing")
    nothing = page.ask({"type": "preview", "kind": "notes", "character": maker["id"], "text": "x"})
    expect(nothing.get("type") == "error" and words(nothing.get("message")), "a preview of a note was not refused in words")


def new_character(name, st, dx, iq):
    return {"name": name, "race": "human", "type": "hero", "st": st, "dx": dx, "iq": iq}


def the_requests(hero, maker, lab):
    """One request of each of the 8 kinds, for the test's campaign."""
    return [
        {"kind": "spend-xp", "character": hero["name"], "attribute": "ST"},
        {"kind": "learn-spell", "character": hero["id"], "spell": "Drop Weapon", "method": "study"},
        {"kind": "brew", "character": maker["name"], "potion": "fear", "doses": 2, "lab": lab, "book": True, "trained": True},
        {"kind": "notes", "character": hero["name"], "text": "I owe Ben five gold.\nAnd a horse."},
        {"kind": "new-character", "character": new_character("Bran", 12, 12, 8)},
        {"kind": "item-project", "character": maker["name"], "recipe": "blur", "lab": lab, "item": "Grey hood", "value": 100},
        {"kind": "research", "character": maker["name"], "project": "seen-spell", "spell": "Blur", "lab": lab},
        {"kind": "market-search", "character": maker["name"], "item": "Ring of Fire Immunity", "value": 3000,
         "settlement": "sizeable town"},
    ]


def send_requests(page, requests):
    """Each request; the numbers of those that passed by kind, the kinds refused."""
    passed, refused = {}, []
    for r in requests:
        answer = page.ask(dict(r, type="request"))
        if answer["type"] == "result":
            check_result(answer, {"request": int, "status": str}, r["kind"])
            expect(answer["status"] in ("pending", "accepted"), "a request's status: %r" % answer)
            passed[r["kind"]] = (answer["request"], answer["id"])
        else:
            expect(r["kind"] in MAY_BE_REFUSED, "%s was refused: %s" % (r["kind"], answer.get("message")))
            expect(words(answer.get("message")), "%s was refused without words" % r["kind"])
            refused.append(r["kind"])
    bad = page.ask({"type": "request", "kind": "steal-gold", "character": 1})
    expect(bad["type"] == "error" and words(bad.get("message")), "an unknown kind was not refused in words")
    return passed, refused


def resend_after_reconnect(args, requests, passed):
    """The page lost the answer and sends the same id again on a new connection: the same request, not a second."""
    number, id = passed["spend-xp"]
    page = Page(args.url, args.fingerprint)
    page.sent = Page.BURST  # the link's budget is spent: keep to the pace
    page.connect()
    again = page.ask(dict(requests[0], type="request", id=id))
    check_result(again, {"request": int}, "spend-xp sent again")
    expect(again["request"] == number, "sent again, spend-xp became request %d, not %d" % (again["request"], number))
    page.ws.close()


def run(args):
    page = Page(args.url, args.fingerprint, mask=not args.no_mask)
    snapshot = page.connect()
    hero, maker = sheet(snapshot, args.hero), sheet(snapshot, args.maker)
    page.ws.ping(b"are you there")
    the_lists(page, hero, maker)
    the_preview(page, maker, args.lab)
    requests = the_requests(hero, maker, args.lab)
    passed, refused = send_requests(page, requests)
    for kind in MUST_PASS:
        expect(kind in passed, kind + " did not pass")
    page.ws.close()
    resend_after_reconnect(args, requests, passed)
    print("ids: " + page.run)
    print("passed: " + " ".join(sorted(passed)))
    print("refused: " + " ".join(sorted(refused)))


def main():
    parser = argparse.ArgumentParser(description="A players' page over wss, from the protocol alone.")
    parser.add_argument("--url", required=True, help="wss://HOST:PORT/p/TOKEN/live")
    parser.add_argument("--fingerprint", required=True, help="the certificate's SHA-256, AB:CD:…")
    parser.add_argument("--hero", default="Yzor", help="the character who spends EP, learns and writes notes")
    parser.add_argument("--maker", default="Mara", help="the wizard who brews, makes, researches and searches")
    parser.add_argument("--lab", type=int, default=1, help="the maker's attuned wizard's laboratory")
    parser.add_argument("--no-mask", action="store_true", help="send unmasked frames (the server must refuse them)")
    args = parser.parse_args()
    try:
        run(args)
    except Refused as e:
        print("refused to talk: %s" % e, file=sys.stderr)
        return 3
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    except Broken as e:
        print("the server broke the protocol: %s" % e, file=sys.stderr)
        return 4
    except (Closed, OSError) as e:
        print("%s" % e, file=sys.stderr)
        return 5
    return 0


if __name__ == "__main__":
    sys.exit(main())
