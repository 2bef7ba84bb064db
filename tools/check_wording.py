#!/usr/bin/env python3
"""Flags runs of 9+ words that a product file shares with a rulebook seed.

Why this exists: facts (names, numbers) carry over from the seeds, sentences do not. Run it on any
data or source file before committing: `tools/check_wording.py rules/data/tft-wizard-1978/*.json`.
Prints each shared run with its file; exits 1 when it finds any.
"""
import os
import re
import sys

RUN = 9
HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = os.environ.get("HK_SEEDS_DIR") or os.path.join(HERE, "..", "..", "shared", "seeds")


def words(text):
    return re.findall(r"[a-z0-9']+", text.lower())


def main(paths):
    if not os.path.isdir(SEEDS):
        print(f"seeds folder not found: {SEEDS} (set HK_SEEDS_DIR)", file=sys.stderr)
        return 2
    shingles = set()
    for name in os.listdir(SEEDS):
        w = words(open(os.path.join(SEEDS, name), errors="ignore").read())
        shingles.update(" ".join(w[i:i + RUN]) for i in range(len(w) - RUN + 1))
    found = 0
    for path in paths:
        w = words(open(path, errors="ignore").read())
        hits = [" ".join(w[i:i + RUN]) for i in range(len(w) - RUN + 1) if " ".join(w[i:i + RUN]) in shingles]
        for h in hits:
            print(f"{path}: \"{h}\"")
        found += len(hits)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
