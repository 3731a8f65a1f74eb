#!/usr/bin/env python3
"""Checks a Qt .ts translation file (docs/translations.md).

Usage: tools/check-translations.py [--list-unfinished] resources/translations/acceldecide_de.ts

Reports, and exits non-zero for:
  - messages still marked type="unfinished" (or empty translations);
  - placeholders that differ between source and translation (%1..%99, %L1, %n; order may change);
  - HTML tags that differ (the same multiset of tag names on both sides);
  - numerus messages without exactly the forms the language needs (German: two);
  - an &-accelerator lost or doubled ("&&" is a literal ampersand);
  - a blank at the start or end of the source that the translation lacks, or the reverse (such
    pieces are glued to others: " (too close to call)");
Prints as a note, without failing: two strings of one context whose accelerators the translation
makes collide where the English ones did not. A context holds several menus and dialogs, so most
are harmless; tst_gui_german checks each menu of the running application.
Vanished/obsolete entries are ignored.
"""
import collections
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r'%(?:L?\d{1,2}|n)')
TAG = re.compile(r'</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>')


def accelerator(text):
    """The letter after a single '&', lower-cased, or None."""
    i = 0
    while i < len(text) - 1:
        if text[i] == '&':
            if text[i + 1] == '&':
                i += 2
                continue
            return text[i + 1].lower()
        i += 1
    return None


def main(argv):
    list_unfinished = '--list-unfinished' in argv
    paths = [a for a in argv[1:] if not a.startswith('--')]
    if len(paths) != 1:
        print(__doc__)
        return 2
    root = ET.parse(paths[0]).getroot()
    problems = []
    total = unfinished = 0
    for ctx in root.iter('context'):
        name = ctx.findtext('name')
        accels = collections.defaultdict(list)  # German letter -> [(english letter, source)]
        for msg in ctx.iter('message'):
            tr = msg.find('translation')
            kind = tr.get('type')
            if kind in ('vanished', 'obsolete'):
                continue
            total += 1
            source = msg.findtext('source') or ''
            numerus = msg.get('numerus') == 'yes'
            forms = [f.text or '' for f in tr.findall('numerusform')] if numerus else [tr.text or '']
            where = f'{name}: {source!r}'
            if kind == 'unfinished' or not all(forms):
                unfinished += 1
                if list_unfinished:
                    print(f'unfinished  {where}')
                continue
            if numerus and len(forms) != 2:
                problems.append(f'{where}: {len(forms)} numerus forms, German needs 2')
            for form in forms:
                want = collections.Counter(PLACEHOLDER.findall(source))
                got = collections.Counter(PLACEHOLDER.findall(form))
                if numerus:  # a singular form may spell "one" instead of %n
                    want.pop('%n', None)
                    got.pop('%n', None)
                if want != got:
                    problems.append(f'{where}: placeholders {dict(want)} vs {dict(got)} in {form!r}')
                if (source[:1].isspace(), source[-1:].isspace()) != (form[:1].isspace(), form[-1:].isspace()):
                    problems.append(f'{where}: leading or trailing blank differs in {form!r}')
                if sorted(TAG.findall(source)) != sorted(TAG.findall(form)):
                    problems.append(f'{where}: HTML tags differ in {form!r}')
                if (accelerator(source) is None) != (accelerator(form) is None):
                    problems.append(f'{where}: accelerator lost or added in {form!r}')
                if accelerator(form):
                    accels[accelerator(form)].append((accelerator(source), source, form))
        for letter, users in accels.items():
            english = {u[0] for u in users}
            if len(users) > 1 and len(english) > 1:
                names = ', '.join(repr(u[2]) for u in users)
                print(f'note: {name}: &{letter} in {names} (fine in different menus or dialogs)')
    for p in problems:
        print(p)
    print(f'{total} messages, {unfinished} unfinished, {len(problems)} problems')
    return 1 if unfinished or problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
