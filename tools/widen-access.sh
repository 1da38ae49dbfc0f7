#!/usr/bin/env bash
# After tools/apply-moves.sh: a class or member that was package-private and is now used from
# another package is made public, as the compiler names them ("... is not public in ...; cannot be
# accessed from outside package"), round after round until it names none. Only the access word
# changes; what compiles after this is the same code. Prints each declaration it widened.
#
#   tools/widen-access.sh [maven -pl modules]    (default: ejb-services,web-console, compiled in one reactor)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
tree=$(git -C "$here" rev-parse --show-toplevel)
modules=${1:-ejb-services,web-console}
cd "$tree"

for round in 1 2 3 4 5 6 7 8; do
    log=$(mktemp)
    ./mvnw -B -ntp -o -q -DskipTests test-compile -pl "$modules" >"$log" 2>&1 || true
    if ! grep -qE "is not public in|cannot be applied to given types|\.java:\[[0-9]+,1\] cannot find symbol" "$log"; then
        grep -E "^\[ERROR\].*\.java" "$log" | sort -u || true
        rm -f "$log"
        exit 0
    fi
    python3 - "$log" <<'PY'
import re, subprocess, sys
log = open(sys.argv[1], encoding="utf-8", errors="replace").read()
files = subprocess.run(["git", "ls-files", "*.java"], check=True, capture_output=True, text=True).stdout.split()

def source(fqn):
    parts = fqn.split(".")
    # The outermost class whose file exists: nested types live in their outer class's file.
    for n in range(len(parts), 0, -1):
        suffix = "/java/" + "/".join(parts[:n]) + ".java"
        hit = [f for f in files if f.endswith(suffix)]
        if hit:
            return hit[0]
    return None

ACCESS = re.compile(r"\b(public|protected|private)\b")
MODS = r"(?:static |final |abstract |sealed |non-sealed |synchronized |volatile |transient |default )*"

# A declared type: a name, its type arguments, array brackets; never a statement's first word.
TYPE = r"(?!return\b|new\b|throw\b)[A-Za-z_][\w.]*(?:<[^()]*>)?(?:\[\])*"

def is_file_of(path, fqn):
    return path is not None and path.endswith("/java/" + fqn.replace(".", "/") + ".java")

named = set(re.findall(r"\] (\S+?) is not public in ([\w.]+); cannot be accessed from outside package", log))
# An overload that is not public hides behind one that is: "method m in class X cannot be applied to given types".
named |= {(m + "()", owner) for m, owner in re.findall(r"\] method (\w+) in class ([\w.]+) cannot be applied to given types", log)}
# A static import of a member that is not public reads as "cannot find symbol" on the import's line.
for path, line in re.findall(r"\[ERROR\] (/\S+\.java):\[(\d+),1\] cannot find symbol", log):
    statement = open(path, encoding="utf-8").read().split("\n")[int(line) - 1]
    m = re.match(r"import static ([\w.]+)\.(\w+);", statement)
    if m:
        named.add((m.group(2) + "()", m.group(1)))
        named.add((m.group(2), m.group(1)))
for name, owner in sorted(named):
    simple = name.split("(")[0].rsplit(".", 1)[-1]
    owner_simple = owner.rsplit(".", 1)[-1]
    typed = MODS + r"(?:class|record|enum|interface) " + re.escape(simple) + r"\b"
    if "(" in name and simple == owner_simple:          # a constructor
        path, patterns = source(owner), [r"(\s+)(" + re.escape(simple) + r"\()"]
    elif "(" in name:                                     # a method
        path, patterns = source(owner), [r"(\s+)(" + MODS + r"(?:<[^()]+> )?" + TYPE + r"\s+" + re.escape(simple) + r"\((?!.*;\s*$))"]
    elif is_file_of(source(owner + "." + simple), owner + "." + simple):   # a top-level type of package owner
        path, patterns = source(owner + "." + simple), [r"()(" + typed + ")"]
    else:                                                 # a nested type or a field of class owner
        path = source(owner)
        patterns = [r"(\s+)(" + typed + ")", r"(\s+)(" + MODS + TYPE + r"\s+" + re.escape(simple) + r"\s*[=;])"]
    if not path:
        print(f"widen-access: no source for {owner} {name}", file=sys.stderr)
        continue
    lines = open(path, encoding="utf-8").read().split("\n")
    changed = False
    for k, line in enumerate(lines):
        m = next((m for m in (re.match("^" + p, line) for p in patterns) if m), None)
        if m and not ACCESS.search(line[: m.end()]) and not line.lstrip().startswith(("*", "//", "return", "new ")):
            lines[k] = m.group(1) + "public " + line[len(m.group(1)):]
            changed = True
            print(f"public  {path}:{k + 1}: {lines[k].strip()}")
    if changed:
        open(path, "w", encoding="utf-8").write("\n".join(lines))
    else:
        print(f"widen-access: found no declaration of {name} in {path}", file=sys.stderr)
PY
    rm -f "$log"
done
echo "widen-access: still names members that are not public after 8 rounds" >&2
exit 1
