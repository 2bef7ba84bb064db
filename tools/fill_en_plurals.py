#!/usr/bin/env python3
"""Fills the English plural forms of translations/hexkeeper_en.ts after `make translations`.

Why: English text is written once in the source with "(s)" ("%n week(s)"); Qt picks the singular or plural
form from the .ts file. This writes both forms for every numerus message that has none yet, one message at a
time (never a regex across messages): singular drops "(s)" and "(es)", plural turns consonant+"y(s)" into
"ies", "(es)" into "es" and "(s)" into "s". Messages whose wording needs more (is/are) are fixed by hand
afterwards. Forms written earlier that still hold "(es)" are written again.
"""
import re
import sys

PATH = sys.argv[1] if len(sys.argv) > 1 else "translations/hexkeeper_en.ts"


def plural(text):
    return re.sub(r"([bcdfghjklmnpqrstvwxz])y\(s\)", r"\1ies", text).replace("(es)", "es").replace("(s)", "s")


def singular(text):
    return text.replace("(es)", "").replace("(s)", "")


def fill(block, counter):
    source = re.search(r"<source>(.*?)</source>", block, re.S).group(1)
    translation = re.search(r"<translation[^>]*>.*?</translation>", block, re.S)
    if translation is None:
        return block
    done = (
        'type="unfinished"' not in translation.group(0)
        and re.search(r"<numerusform>[^<]", translation.group(0))
        and "(es)" not in translation.group(0)
    )
    if done:
        return block
    counter.append(source)
    forms = "<translation>\n            <numerusform>%s</numerusform>\n            <numerusform>%s</numerusform>\n        </translation>"
    return block[: translation.start()] + forms % (singular(source), plural(source)) + block[translation.end():]


def main():
    text = open(PATH, encoding="utf-8").read()
    filled = []
    text = re.sub(r'<message numerus="yes">.*?</message>', lambda m: fill(m.group(0), filled), text, flags=re.S)
    open(PATH, "w", encoding="utf-8").write(text)
    print("filled %d plural message(s)" % len(filled))
    for source in filled:
        print("  " + source)


if __name__ == "__main__":
    main()
