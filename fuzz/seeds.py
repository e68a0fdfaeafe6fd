#!/usr/bin/env python3
"""Writes the seed corpora: valid bodies of every endpoint (from README.md and tests/api),
so that the fuzzer starts deep in the handlers, and the spellings of cards.

Run from fuzz/: python3 seeds.py (it only adds files to corpus/<target>/)."""

import hashlib
import json
import os

ENDPOINTS = [
    "evaluate", "compare", "round", "validate", "suggest", "deal", "resolve", "game",
    "cp-deal", "cp-trick", "cp-resolve", "cp-game", "cv-advise", "cp-analyse", "cp-advise",
    "cp-seat-advice",
]

# The base deal of tests/api/deals.rs: four legal partitions of four 13-card hands.
PARTITIONS = [
    ([["As", "Ah", "Ad"], ["Ks", "Qs", "Js"], ["Th", "9d", "8c"], ["7s", "5h", "2d"]], "3c"),
    ([["Kh", "Kd", "Kc"], ["Ts", "9s", "8s"], ["Qh", "Jd", "Tc"], ["6s", "4h", "2c"]], "Ac"),
    ([["9h", "8h", "7h"], ["6d", "5d", "4d"], ["5s", "4c", "3h"], ["Jc", "9c", "7c"]], "Qd"),
    ([["4s", "3s", "2s"], ["Qc", "6c", "5c"], ["Jh", "6h", "2h"], ["Td", "8d", "7d"]], "3d"),
]


def players(with_partitions=True):
    out = []
    for combos, discard in PARTITIONS:
        hand = [c for t in combos for c in t] + [discard]
        p = {"hand": hand}
        if with_partitions:
            p["combinations"] = combos
            p["discards"] = [discard]
        out.append(p)
    return out


HAND = ["Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"]
BEST = [["7c", "7d", "7s"], ["Ah", "Kh", "Qh"], ["Js", "Td", "9c"], ["5h", "3c", "2d"]]
RULES = [
    {"preset": "ramchi-4", "trips_high": "three"},
    {"ties": "last-shown", "quads_high": "four", "straights": "ramchi"},
    {"preset": "ramchi-3", "exchange": False},
    {"preset": "ramchi-3-pool", "must_maximize": True},
    {"scoring": {"kind": "pool", "ante": 2, "payouts": [1, 2, 3, 4]}, "quads_win": True},
    {"scoring": {"kind": "each-opponent", "payouts": [1, 1, 2, 2]}},
]

BODIES = {
    "evaluate": [
        {"combinations": [["Ah", "Kh", "Qh"], ["3h", "2c", "Ad"], ["7h", "7c", "Kd"]]},
        {"rules": RULES[0], "combinations": [["5h", "3c", "2d"], ["3c", "3d", "3h"], ["Ac", "Ad", "Ah"]]},
        {"combinations": [["AhX", "Kh", "1h"]]},
        {"combinations": [["10♠", "J♠", "q♠"], ["2c", "2d"]]},
    ],
    "compare": [
        {"rules": {"ties": "last-shown"}, "combinations": [["9h", "8h", "7h"], ["As", "Kd", "Jc"], ["9s", "8s", "7s"]]},
        {"rules": RULES[1], "combinations": [["Ah", "Kh", "Qh"], ["3h", "2c", "Ad"]]},
    ],
    "round": [
        {"plays": [{"player": 1, "combination": ["9h", "8h", "7h"]}, {"player": 2, "combination": ["As", "Kd", "Jc"]}]},
        {"rules": RULES[2], "plays": [{"player": 0, "combination": ["5h", "3c", "2d"]}, {"player": 2, "combination": ["Ks", "Kd", "Kc"]}]},
    ],
    "validate": [
        {"hand": HAND, "combinations": BEST, "discards": ["4s"]},
        {"rules": {"must_maximize": True}, "hand": HAND, "combinations": BEST[:3]},
        {"hand": HAND, "combinations": [BEST[1], BEST[0], BEST[2], BEST[3]], "discards": ["2d", "5h"]},
        {"hand": ["Ah", "Xx"], "combinations": [["Ah", "1h", "Qh"]], "discards": ["zz"]},
    ],
    "suggest": [
        {"hand": HAND, "limit": 3},
        {"rules": RULES[0], "hand": players(False)[1]["hand"]},
        {"hand": ["Ah", "Ah"], "limit": 51},
    ],
    "deal": [
        {"seed": "table 7, deal 12"},
        {"rules": {"preset": "ramchi-3"}, "seed": "s2", "dealer": 2},
        {"rules": RULES[3], "seed": ""},
    ],
    "resolve": [
        {"dealer": 0, "players": players()},
        {"rules": {"preset": "ramchi-4"}, "dealer": 0, "players": players(), "pool_carried": 3},
        {"rules": RULES[4], "dealer": 3, "players": players(False), "pool_carried": 2, "exchanged": False},
        {"dealer": 0, "players": players(), "face_up": "2c"},
    ],
    "game": [
        {"chips": [5, 5, 5, 5], "first_dealer": 0, "deals": [{"players": players()}, {"players": players()}]},
        {"chips": [1, 1, 1, 1], "first_dealer": 0, "deals": [{"players": players()}]},
        {"rules": RULES[5], "chips": [0, 0, 0, 0], "first_dealer": 3, "deals": [{"players": players()}]},
    ],
}

HOKM_PLAYS = ["Ks", "As", "Ts", "8s", "Ac", "Kc", "Qc", "Tc", "Qs", "6s", "7s", "9s", "Js", "Ad",
              "4s", "5s", "Jd", "9d", "Kd", "Td", "Ah", "Kh", "Th", "Qh", "Qd", "5d", "7d", "8d"]
BODIES.update({
    "cp-deal": [
        {"rules": {"preset": "hokm"}, "seed": "readme hokm", "dealer": 0},
        {"rules": {"preset": "hokm-2"}, "seed": "s"},
        {"rules": {"preset": "hokm-3", "removed_card": "2d"}, "seed": ""},
        {"rules": {"preset": "double-sar", "first_collection": 5, "aces_block": True,
                   "scoring": {"streak": None, "target": 10}}},
    ],
    "cp-trick": [
        {"trump": "s", "plays": [{"player": 1, "card": "7d"}, {"player": 2, "card": "Ks"},
                                 {"player": 3, "card": "6s"}, {"player": 0, "card": "Qd"}]},
        {"rules": {"preset": "satat"}, "trump": "♠", "plays": [{"player": 0, "card": "As"}, {"player": 1, "card": "2h"}]},
        {"rules": {"preset": "be-ranga"}, "plays": [{"player": 0, "card": "7d"}, {"player": 1, "card": "3c"}]},
    ],
    "cp-resolve": [
        {"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm", "trump": "s", "plays": HOKM_PLAYS},
        {"rules": {"preset": "satat"}, "dealer": 0, "seed": "readme satat", "trump": "s",
         "previous": {"kot": True, "party": 0},
         "passes": [{"player": 1, "cards": ["Qs"], "returned": ["4c"]}, {"player": 3, "cards": ["As"], "returned": ["6s"]}]},
        {"rules": {"preset": "hokm-2"}, "dealer": 1, "seed": "x", "trump": "h",
         "discards": [["As", "Kd", "2c"], ["3h", "4h"]], "draws": [True, False] * 10 + [True]},
        {"rules": {"preset": "be-ranga", "five_card_start": True}, "dealer": 2, "seed": "y", "drawn_card": "9d"},
        {"rules": {"preset": "dummy-rang"}, "dealer": 0, "seed": "z", "trump": "c", "dummy": 2, "plays": ["Ac"]},
        {"rules": {"preset": "troefcall", "trump_change": True}, "dealer": 0, "seed": "w", "trump": "d",
         "trump_change": {"player": 2, "trump": "c"}, "redeal": {"by": "caller"}},
        {"rules": {"preset": "trup-kasiet"}, "dealer": 0, "seed": "t", "view": 2, "plays": []},
        {"rules": {"preset": "dabba-rang"}, "dealer": 3, "seed": "d", "bids": [None, 8, None, 9],
         "view": 1, "plays": ["Ad", "reveal", "2d"]},
    ],
    "cp-game": [
        {"rules": {"preset": "hokm"}, "first_dealer": 0,
         "deals": [{"seed": "readme hokm", "trump": "s", "plays": HOKM_PLAYS}, {"seed": "2", "trump": "c"}]},
        {"rules": {"preset": "satat"}, "first_dealer": 3, "deals": [{"seed": "a", "redeal": {"by": "caller"}}]},
    ],
})

BODIES.update({
    "cv-advise": [
        {"hand": HAND, "seat": 0, "dealer": 3, "candidates": 3, "samples": 20, "seed": "fuzz"},
        {"rules": {"preset": "ramchi-3"}, "hand": HAND[:12] + ["As", "Ks", "Qs", "Jd", "Tc"],
         "face_up": "2d", "samples": 10, "seed": "fuzz"},
    ],
    "cp-analyse": [
        {"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm", "trump": "s",
         "plays": HOKM_PLAYS[:24]},
        {"rules": {"preset": "satat"}, "dealer": 1, "seed": "fuzz", "trump": "h"},
    ],
    "cp-advise": [
        {"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "samples": 1, "seed": "readme"},
        {"rules": {"preset": "satat"}, "first_five": ["2h", "Ah", "3c", "4d", "5s"], "samples": 2},
        {"first_five": ["Ah", "Kh", "As", "Ks", "2c"], "samples": 40, "seed": "fuzz",
         "stop": "never"},
        {"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "samples": 1000, "stop": "settled"},
    ],
    "cp-seat-advice": [
        {"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm", "trump": "s",
         "plays": HOKM_PLAYS[:8], "view": 2, "samples": 8},
        {"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm", "view": 1,
         "samples": 1},
        {"rules": {"preset": "satat"}, "dealer": 1, "seed": "fuzz", "trump": "h",
         "plays": HOKM_PLAYS[:0], "view": 2, "samples": 16, "stop": "never"},
        {"rules": {"preset": "hokm"}, "dealer": 0, "view": 2, "samples": 8, "seat_view": {
            "hand": ["Js", "Qs", "3d", "7d", "Jd", "Th", "3h", "4h", "4c", "5c", "9c"],
            "trump": "s", "tricks": [
                {"plays": [{"player": 1, "card": "Ks"}, {"player": 2, "card": "As"},
                           {"player": 3, "card": "Ts"}, {"player": 0, "card": "8s"}]},
                {"plays": [{"player": 2, "card": "Ac"}, {"player": 3, "card": "Kc"},
                           {"player": 0, "card": "Qc"}, {"player": 1, "card": "Tc"}]}]}},
    ],
})

# Refused decisions before the first card, where a view could show cards not dealt yet.
VIEW_BODIES = [
    {"rules": {"preset": "hokm"}, "dealer": 0, "seed": "curl tk", "redeal": {"by": "caller"}},
    {"rules": {"preset": "trup-kasiet"}, "dealer": 0, "seed": "curl tk", "trump": "d"},
    {"rules": {"preset": "satat"}, "dealer": 1, "seed": "redeal 3", "trump_card": "As"},
    {"rules": {"preset": "be-ranga", "five_card_start": True}, "dealer": 2, "seed": "y", "trump": "s"},
    {"rules": {"preset": "hokm-2"}, "dealer": 1, "seed": "x", "trump": "h", "discards": [["As"], []]},
    {"rules": {"preset": "dabba-rang"}, "dealer": 3, "seed": "d", "bids": [None, 6, None, 9]},
]

CARDS = ["Ah", "Td", "10♠", "2c", "qH", "10d", "t♥", "K♣", "9♦", "as", "AhX", "1h", "A", ""]


def write(target, data):
    folder = os.path.join("corpus", target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main():
    for index, endpoint in enumerate(ENDPOINTS):
        for body in BODIES[endpoint]:
            write("request_bodies", bytes([index]) + json.dumps(body, ensure_ascii=False).encode())
    for card in CARDS:
        write("card_parse", card.encode())
    # view_leaks: bit 0 of the first byte picks games/resolve, bits 1 and 2 the seat.
    for seat in range(4):
        for body in BODIES["cp-resolve"] + VIEW_BODIES:
            write("view_leaks", bytes([seat << 1]) + json.dumps(body, ensure_ascii=False).encode())
        for body in BODIES["cp-game"]:
            write("view_leaks", bytes([seat << 1 | 1]) + json.dumps(body, ensure_ascii=False).encode())


if __name__ == "__main__":
    main()
