#!/usr/bin/env bash
# Fails if a password kept in one of the SECRETS folders (their *.password files) appears in any
# report Surefire or Failsafe wrote under LAB_ROOT (*/target/surefire-reports, */target/failsafe-reports*, the
# PostgreSQL execution's too:
# system properties, environment, output). Names the files, never the password.
#
# usage: no-secrets-in-reports.sh LAB_ROOT SECRETS...
set -euo pipefail
umask 077

root=${1:?usage: no-secrets-in-reports.sh LAB_ROOT SECRETS...}
shift
mapfile -t reports < <(find "$root" "$root"/*/target -maxdepth 2 -type d \( -name surefire-reports -o -name 'failsafe-reports*' \) 2>/dev/null | sort -u)
if (( ${#reports[@]} == 0 )); then
  echo "wsslab: no test reports under $root: nothing to check"
  exit 0
fi

patterns=$(mktemp)
trap 'rm -f "$patterns"' EXIT
for folder in "$@"; do
  for file in "$folder"/*.password; do
    if [[ -s $file ]]; then grep -v '^$' "$file" >> "$patterns"; fi
  done
done
# Without the passwords the check would pass whatever the reports hold.
if [[ ! -s $patterns ]]; then
  echo "wsslab: error: no passwords found in $* to look for in the test reports" >&2
  exit 1
fi

if found=$(grep -rlF -f "$patterns" "${reports[@]}"); then
  echo "wsslab: error: the test domain's passwords appear in these test reports (or in stale ones: ./mvnw clean):" >&2
  sed 's/^/  /' <<< "$found" >&2
  exit 1
fi
echo "wsslab: no test domain password in the $(find "${reports[@]}" -type f | wc -l) files in ${reports[*]}"
