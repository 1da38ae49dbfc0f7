#!/usr/bin/env bash
# Re-applies the class moves of issue 37 ("rooms by responsibility") to a tree, from tools/moves.tsv
# (old fully-qualified class name, a tab, the new one). Written so that the moves can be made again
# on a tree where other branches changed the same classes: for each line whose class still sits at
# its old path it git-mv's the file and rewrites its package line; then, for every class found at
# its new path, it rewrites references by fully-qualified name (imports included) in the tree's
# .java, .xml, .xhtml, .properties, .md and .json files, adds the imports that former same-package
# neighbours now need, and drops imports of a file's own package. A class found at neither path is
# reported and left alone (it moved elsewhere on another branch). Running it twice changes nothing
# the second time. What it cannot see (a member that was package-private) the compiler reports;
# tools/widen-access.sh then makes exactly those public. Build with clean afterwards: classes of the
# old packages left in target/ would deploy twice (CDI: "Bean name is ambiguous").
#
#   tools/apply-moves.sh [tree]     (default: the git work tree this script is in)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
tree=${1:-$(git -C "$here" rev-parse --show-toplevel)}
moves=$here/moves.tsv
cd "$tree"

python3 - "$moves" <<'PY'
import os, re, subprocess, sys

moves = {}
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    if not line or line.startswith("#"):
        continue
    old, new = line.split("\t")
    moves[old] = new

def tracked(*patterns):
    out = subprocess.run(["git", "ls-files", "-z", "--", *patterns], check=True, capture_output=True).stdout
    return [p for p in out.decode().split("\0") if p]

def rel(fqn):
    return fqn.replace(".", "/") + ".java"

def pkg(fqn):
    return fqn.rsplit(".", 1)[0]

def simple(fqn):
    return fqn.rsplit(".", 1)[1]

java_files = tracked("*.java")

def find(fqn):
    """The tracked source file of a class, in any module's src/*/java, or None."""
    suffix = "/java/" + rel(fqn)
    hits = [p for p in java_files if p.endswith(suffix) and "/src/" in p]
    if len(hits) > 1:
        sys.exit(f"apply-moves: {fqn} is in more than one file: {hits}")
    return hits[0] if hits else None

# 1. Move files, rewrite their package line.
present = {}  # old fqn -> new path, for every class now at its new place
for old, new in moves.items():
    src, dst = find(old), find(new)
    if src and dst:
        sys.exit(f"apply-moves: both {src} and {dst} exist")
    if src:
        dst = src[: -len(rel(old))] + rel(new)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        subprocess.run(["git", "mv", src, dst], check=True)
        java_files[java_files.index(src)] = dst
        print(f"moved   {old} -> {new}")
    if not dst:
        print(f"skipped {old}: at neither its old nor its new path", file=sys.stderr)
        continue
    text = open(dst, encoding="utf-8").read()
    fixed = re.sub(r"^package\s+" + re.escape(pkg(old)) + r"\s*;", f"package {pkg(new)};", text, count=1, flags=re.M)
    if fixed != text:
        open(dst, "w", encoding="utf-8").write(fixed)
    present[old] = dst

touched = set(present.values())

# 2. References by fully-qualified name (dotted, and slashed as in source paths), in every tracked text file.
dotted = {old: moves[old] for old in present}
if dotted:
    by_length = sorted(dotted, key=len, reverse=True)
    dot_re = re.compile(r"(?<![\w.])(" + "|".join(re.escape(o) for o in by_length) + r")(?!\w)")
    slashed = {o.replace(".", "/"): n.replace(".", "/") for o, n in dotted.items()}
    slash_re = re.compile(r"(?<![\w/])(" + "|".join(re.escape(o) for o in sorted(slashed, key=len, reverse=True)) + r")(?![\w])")
    for path in tracked("*.java", "*.xml", "*.xhtml", "*.properties", "*.md", "*.json"):
        if not os.path.isfile(path):
            continue
        text = open(path, encoding="utf-8").read()
        fixed = dot_re.sub(lambda m: dotted[m.group(1)], text)
        fixed = slash_re.sub(lambda m: slashed[m.group(1)], fixed)
        if fixed != text:
            open(path, "w", encoding="utf-8").write(fixed)
            touched.add(path)

# 3. Imports: a class that shared a package with a moved class named it without an import.
new_to_old = {moves[o]: o for o in present}
old_package_of = {}  # path -> the package the file's class was in before the moves
package_re = re.compile(r"^package\s+([\w.]+)\s*;", re.M)
import_re = re.compile(r"^import\s+([\w.]+)\s*;[ \t]*\n", re.M)
comment_re = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\])*\"", re.S)
doc_ref_re = re.compile(r"(?:\{@link(?:plain)?|@see|@throws)\s+([A-Z]\w*)")

def uses(text, name):
    code = comment_re.sub(" ", text)
    if re.search(r"(?<![\w.])" + re.escape(name) + r"(?!\w)", code):
        return True
    return name in doc_ref_re.findall(text)

moved_by_old_package = {}
for old in present:
    moved_by_old_package.setdefault(pkg(old), []).append(old)

java_files = tracked("*.java")
for path in java_files:
    text = open(path, encoding="utf-8").read()
    m = package_re.search(text)
    if not m:
        continue
    here_pkg = m.group(1)
    fqn = here_pkg + "." + os.path.basename(path)[:-5]
    before = pkg(new_to_old.get(fqn, fqn))
    imports = import_re.findall(text)
    imported_names = {i.rsplit(".", 1)[1] for i in imports}
    wanted = []
    # Its former neighbours: the classes that moved out of its old package, and those still in it.
    neighbours = [moves[o] for o in moved_by_old_package.get(before, [])]
    if before != here_pkg:
        neighbours += [before + "." + os.path.basename(p)[:-5] for p in java_files
                       if os.path.dirname(p).endswith("/java/" + before.replace(".", "/"))
                       and not p.endswith("/package-info.java")]
    for new in neighbours:
        name = simple(new)
        if new == fqn or pkg(new) == here_pkg or name in imported_names:
            continue
        # A class of the same name in the file's own package would shadow the import: leave it to the compiler.
        if os.path.exists(os.path.join(os.path.dirname(path), name + ".java")):
            continue
        if uses(text, name):
            wanted.append(new)
    # Imports of the file's own package (a class moved in beside it) are dropped.
    own = [i for i in imports if pkg(i) == here_pkg]
    if not wanted and not own:
        continue
    for i in own:
        text = re.sub(r"^import\s+" + re.escape(i) + r"\s*;[ \t]*\n", "", text, count=1, flags=re.M)
    for new in sorted(wanted):
        lines = text.split("\n")
        plain = [k for k, l in enumerate(lines) if l.startswith("import ") and not l.startswith("import static ")]
        statement = f"import {new};"
        if plain:
            after = [k for k in plain if lines[k] > statement]
            at = after[0] if after else plain[-1] + 1
            lines.insert(at, statement)
        else:
            at = next(k for k, l in enumerate(lines) if l.startswith("package ")) + 1
            lines[at:at] = ["", statement]
        text = "\n".join(lines)
        print(f"import  {new} in {path}")
    open(path, "w", encoding="utf-8").write(text)
    touched.add(path)

# A rewritten import keeps its old place: each run of plain imports of a touched file is put back in order.
for path in sorted(p for p in touched if p.endswith(".java") and os.path.isfile(p)):
    lines = open(path, encoding="utf-8").read().split("\n")
    k = 0
    while k < len(lines):
        if lines[k].startswith("import ") and not lines[k].startswith("import static "):
            end = k
            while end < len(lines) and lines[end].startswith("import ") and not lines[end].startswith("import static "):
                end += 1
            lines[k:end] = sorted(lines[k:end])
            k = end
        else:
            k += 1
    text = "\n".join(lines)
    if text != open(path, encoding="utf-8").read():
        open(path, "w", encoding="utf-8").write(text)

# 4. A package its classes all left keeps no package-info of its own.
for p in sorted({pkg(o) for o in present}):
    for info in tracked("*/java/" + p.replace(".", "/") + "/package-info.java"):
        folder = os.path.dirname(info)
        if os.listdir(folder) == ["package-info.java"]:
            subprocess.run(["git", "rm", "-q", info], check=True)
            print(f"removed {info}: its package is empty")
PY
