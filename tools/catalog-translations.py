#!/usr/bin/env python3
"""Collects the shipped catalog's user-visible texts into a Qt translation file (docs/translations.md).

Usage:
  tools/catalog-translations.py                   rewrite resources/translations/catalog_*.ts
  tools/catalog-translations.py --check           fail when one is out of date or incomplete
  tools/catalog-translations.py --language CODE   start catalog_CODE.ts for a new language

The desktop application shows texts that come from the catalog's data (catalog/*.json and the
presets): criterion names and descriptions, porting component names, the notes of figures, the
titles and publishers of sources, the presets' names and descriptions. It shows each through
views::catalogText() (ui/views/messagetext.h), which looks it up under the context "Catalog".
This script lists those texts, each once, in catalog_<language>.ts (today catalog_de.ts), a
file of its own so that it never meets the lupdate run over the C++ sources (acceldecide_de.ts). Translations already in the file
are kept; a new or changed text arrives unfinished, and a text no longer in the catalog is
dropped.

Which fields are user-visible is the table FIELDS below, read from where the interface and the
report show them; ids, units, dates, URLs and proper names (chips, offers, instances, models) are
not. A source's title is listed: a descriptive one ("CoreWeave pricing page, as transcribed on
...") is translated, a publication's own title is kept as published (its translation repeats it).

--check fails, naming each problem, when
  - the file differs from what this script would write (a catalog text was added, changed or
    removed without running it);
  - a text has no finished translation (type="unfinished" or empty);
  - a translation drops or adds a figure: the digits of each number, read without its
    separators ("1,836" and "1.836" are both 1836), must be the same in both languages.
"""
import collections
import fnmatch
import glob
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TS_DIR = os.path.join(ROOT, 'resources', 'translations')
CONTEXT = 'Catalog'

# File (relative to catalog/) -> key paths whose strings the user reads. A key path is the keys
# from the top of the file down to the string, list positions left out; '*' matches any keys.
FIELDS = {
    # The Decision tab's matrix, charts and tooltips, the report, the workshop's ballots.
    'criteria.json': ['groups/name', 'groups/description', 'criteria/name', 'criteria/description'],
    # The team form's list of CUDA-only components, the report's summary of the team.
    'porting.json': ['components/name'],
    # The report's list of figures used names the profile an expert score comes from.
    'profiles.json': ['profiles/name'],
    # The catalog browser's Sources tab, the Details tab and the report's sources.
    'sources.json': ['sources/title', 'sources/publisher'],
    # The catalog browser: each statement of a figure with its note.
    # (A figure with several statements is a list; list positions are not part of a key path.)
    'accelerators.json': ['accelerators/' + f + '/note'
                          for f in ('announced', 'cores_per_chip', 'memory', 'bandwidth', 'power',
                                    'flops/*/*')],
    'offers.json': ['offers/chips/note', 'offers/prices/*/note'],
    # An offer made from an instance type by a price import takes the instance's chip count.
    'instances.json': ['instances/chips/note'],
    'measurements.json': ['measurements/' + f + '/note' for f in ('figure', 'low', 'high')],
    # The Presets menu, and the name and description of a scenario started from a preset.
    'presets/*.json': ['name', 'description'],
}


def catalog_files():
    for pattern in FIELDS:
        for path in sorted(glob.glob(os.path.join(ROOT, 'catalog', pattern))):
            yield pattern, os.path.relpath(path, os.path.join(ROOT, 'catalog'))


def strings(value, keys=(), where=()):
    """(key path without list positions, readable path, string) for each string in `value`."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from strings(v, keys + (k,), where + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            name = v.get('id') if isinstance(v, dict) and isinstance(v.get('id'), str) else str(i)
            yield from strings(v, keys, where + (name,))
    elif isinstance(value, str):
        yield '/'.join(keys), '/'.join(where), value


def collect():
    """Ordered {text: [where, ...]} of the user-visible texts, in file order."""
    texts = collections.OrderedDict()
    for pattern, name in catalog_files():
        with open(os.path.join(ROOT, 'catalog', name), encoding='utf-8') as f:
            data = json.load(f)
        for keys, where, text in strings(data):
            if not text.strip():
                continue
            if any(fnmatch.fnmatchcase(keys, p) for p in FIELDS[pattern]):
                texts.setdefault(text, []).append(f'{name}: {where}')
    return texts


def read_ts(path):
    """{source: (translation, finished)} of the Catalog context in an existing file."""
    out = {}
    if not os.path.exists(path):
        return out
    for ctx in ET.parse(path).getroot().iter('context'):
        if ctx.findtext('name') != CONTEXT:
            continue
        for msg in ctx.iter('message'):
            tr = msg.find('translation')
            if tr is None or tr.get('type') in ('vanished', 'obsolete'):
                continue
            out[msg.findtext('source') or ''] = (tr.text or '', tr.get('type') != 'unfinished')
    return out


def escape(text):
    return (text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
            .replace('"', '&quot;').replace("'", '&apos;'))


def language_of(path):
    """'de' for .../catalog_de.ts."""
    return os.path.basename(path)[len('catalog_'):-len('.ts')]


def write_ts(texts, old, language):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', '<!DOCTYPE TS>',
             f'<TS version="2.1" language="{language}" sourcelanguage="en">',
             '<!-- Written by tools/catalog-translations.py from catalog/*.json: edit the '
             'translations, not the sources or comments. -->',
             '<context>', f'    <name>{CONTEXT}</name>']
    for text, where in texts.items():
        shown = where[:3] + ([f'and {len(where) - 3} more'] if len(where) > 3 else [])
        translation, finished = old.get(text, ('', False))
        kind = '' if finished and translation else ' type="unfinished"'
        lines += ['    <message>',
                  f'        <source>{escape(text)}</source>',
                  f'        <extracomment>{escape("; ".join(shown))}</extracomment>',
                  f'        <translation{kind}>{escape(translation)}</translation>',
                  '    </message>']
    lines += ['</context>', '</TS>', '']
    return '\n'.join(lines)


NUMBER = re.compile(r'\d+(?:[.,]\d+)*')


def figures(text):
    return collections.Counter(re.sub(r'[.,]', '', n) for n in NUMBER.findall(text))


def check(path, texts, written):
    problems = []
    name = os.path.relpath(path, ROOT)
    with open(path, encoding='utf-8') as f:
        if f.read() != written:
            problems.append(f'{name} is out of date: run tools/catalog-translations.py and '
                            'translate what it marks unfinished')
    old = read_ts(path)
    for text in texts:
        translation, finished = old.get(text, ('', False))
        if not finished or not translation.strip():
            problems.append(f'{name}: no finished translation: {text!r}')
        elif figures(text) != figures(translation):
            problems.append(f'{name}: the figures differ: {text!r} -> {translation!r}')
    return problems


def main(argv):
    texts = collect()
    paths = sorted(glob.glob(os.path.join(TS_DIR, 'catalog_*.ts')))
    if '--language' in argv:
        code = argv[argv.index('--language') + 1]
        path = os.path.join(TS_DIR, f'catalog_{code}.ts')
        if path in paths:
            print(f'{os.path.relpath(path, ROOT)} exists already')
            return 2
        paths = [path]
    if not paths:
        print(f'no catalog_*.ts in {os.path.relpath(TS_DIR, ROOT)}')
        return 2
    problems = []
    for path in paths:
        written = write_ts(texts, read_ts(path), language_of(path))
        if '--check' in argv:
            problems += check(path, texts, written)
            continue
        with open(path, 'w', encoding='utf-8') as f:
            f.write(written)
        done = read_ts(path)
        unfinished = sum(1 for t in texts if not done[t][1])
        print(f'{os.path.relpath(path, ROOT)}: {len(texts)} texts, {unfinished} to translate')
    if '--check' in argv:
        for p in problems:
            print(p)
        print(f'{len(texts)} catalog texts, {len(paths)} translation file(s), {len(problems)} problems')
        return 1 if problems else 0
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
