#!/usr/bin/env bash
# Fails if a password kept in one of the SECRETS folders (their *.password files) appears in any file
# under REPORTS (what Surefire and Failsafe wrote: system properties, output). Names the files, never
# the password.
#
# usage: no-secrets-in-reports.sh REPORTS SECRETS...
set -euo pipefail
umask 077

reports=${1:?usage: no-secrets-in-reports.sh REPORTS SECRETS...}
shift
if [[ ! -d $reports ]]; then
  echo "wsslab: no test reports in $reports: nothing to check"
  exit 0
fi

patterns=$(mktemp)
trap 'rm -f "$patterns"' EXIT
for folder in "$@"; do
  for file in "$folder"/*.password; do
    [[ -s $file ]] && grep -v '^$' "$file" >> "$patterns"
  done
done
# Without the passwords the check would pass whatever the reports hold.
if [[ ! -s $patterns ]]; then
  echo "wsslab: error: no passwords found in $* to look for in the test reports" >&2
  exit 1
fi

if found=$(grep -rlF -f "$patterns" "$reports"); then
  echo "wsslab: error: the test domain's passwords appear in these test reports:" >&2
  sed 's/^/  /' <<< "$found" >&2
  exit 1
fi
echo "wsslab: no test domain password in the $(find "$reports" -type f | wc -l) files in $reports"
