#!/usr/bin/env bash
# The heap a server keeps as the lab is deployed into it again and again (bin/wsslab start on a
# running lab redeploys; CI once deployed the lab some thirty times into one test domain, and 1 GB
# ran out). Sets up a domain of its own with bin/domain-setup, then deploys the EAR with
# `asadmin deploy --force` (or, --undeploy-first, as bin/wsslab start does) and after each deployment named in --at
# reads, after a full collection (jcmd GC.run, twice: the first may leave objects to finalise):
#   - the heap in use (jcmd GC.heap_info),
#   - the copies of the lab's classes the JVM holds (one per deployment not yet released, and one more), counted as
#     the class loaders that loaded org.wsslab.run.execution.control.RunEngine (jcmd VM.class_hierarchy).
# --dump FILE writes a heap dump after the last one; org.wsslab.bench.HeldLoaders reads it and prints
# what keeps each copy (docs/measuring.md, "Heap across redeploys").
# --undeploy-first undeploys the lab before each deployment after the first instead of deploying with
# --force: a forced deployment's report keeps the replaced deployment's context, and that one the
# deployment before it, so every copy stays (docs/measuring.md).
# usage: redeploy-heap.sh --glassfish DIR --ear FILE --state DIR [--portbase N] [--at 1,10,40] [--heap 1g]
#                         [--dump FILE] [--undeploy-first]
# The domain is left stopped. Passwords stay in the state folder's files (domain-setup's).
set -euo pipefail
umask 077

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../../.." && pwd)
source "$root/bin/lib/common.sh"

portbase=24300 at=1,10,40 heap=1g dump="" domain=redeploy-heap undeploy_first=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --glassfish) gf=$2; shift 2 ;;
    --ear) ear=$2; shift 2 ;;
    --state) state=$2; shift 2 ;;
    --undeploy-first) undeploy_first=yes; shift ;;
    --portbase) portbase=$2; shift 2 ;;
    --at) at=$2; shift 2 ;;
    --heap) heap=$2; shift 2 ;;
    --dump) dump=$2; shift 2 ;;
    *) die "unknown option $1 (see the usage line at the top of $0)" ;;
  esac
done
: "${gf:?--glassfish is required}" "${ear:?--ear is required}" "${state:?--state is required}"
[[ -f $ear ]] || die "--ear $ear: no such file (./mvnw -DskipITs package builds ear/target/wsslab.ear)"
[[ $at =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]] || die "--at $at: give deployment counts such as 1,10,40"
[[ $portbase =~ ^[1-9][0-9]{3,4}$ ]] || die "--portbase $portbase: give a port base such as 24300"
require_jdk

bash "$root/bin/domain-setup" --glassfish "$gf" --domain "$domain" --portbase "$portbase" \
  --stores "$root/truststores/target/stores" --state "$state" --user-home "$state/home" --heap "$heap"
asadmin() { "$gf/bin/asadmin" --user admin --passwordfile "$state/asadmin.passwords" --port $((portbase + 48)) --interactive=false "$@"; }
pid=$(cat "$gf/glassfish/domains/$domain/config/pid")
trap 'asadmin stop-domain "$domain" >/dev/null 2>&1 || true' EXIT

IFS=, read -r -a marks <<< "$at"
last=${marks[-1]}
printf 'deployments\theap_used_mb_after_full_gc\tcopies_of_the_lab_classes\n'
for ((n = 1; n <= last; n++)); do
  if [[ -n $undeploy_first && $n -gt 1 ]]; then
    asadmin undeploy wsslab >/dev/null
    asadmin deploy --name wsslab "$ear" >/dev/null
  else
    asadmin deploy --force=true --name wsslab "$ear" >/dev/null
  fi
  for mark in "${marks[@]}"; do
    [[ $mark == "$n" ]] || continue
    "$JAVA_HOME/bin/jcmd" "$pid" GC.run >/dev/null
    "$JAVA_HOME/bin/jcmd" "$pid" GC.run >/dev/null
    used_kb=$("$JAVA_HOME/bin/jcmd" "$pid" GC.heap_info | grep -o 'used [0-9]*K' | head -1 | tr -dc 0-9)
    copies=$("$JAVA_HOME/bin/jcmd" "$pid" VM.class_hierarchy org.wsslab.run.execution.control.RunEngine \
      | grep -c 'org.wsslab.run.execution.control.RunEngine/' || true)
    printf '%d\t%d\t%d\n' "$n" $((used_kb / 1024)) "$copies"
  done
done
if [[ -n $dump ]]; then
  rm -f "$dump"
  "$JAVA_HOME/bin/jcmd" "$pid" GC.heap_dump "$(cd "$(dirname "$dump")" && pwd)/$(basename "$dump")" >/dev/null
  say "heap dump: $dump (java -cp ear/target/test-classes org.wsslab.bench.HeldLoaders $dump)"
fi
