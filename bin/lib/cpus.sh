# Pinning a GlassFish JVM to some of this host's CPUs (bin/wsslab start --cpus, bin/wsslab target start
# --cpus). Sourced by bin/wsslab after common.sh.
#
# Why: with the lab's client and a target's endpoints in two JVMs on one host, each can be given a core
# of its own (the lab --cpus 0, the target --cpus 1), so neither measures the other's work. The JVM reads
# its own affinity back (/proc/thread-self/status, Cpus_allowed_list), and every run records it as
# cpus_allowed in its environment: the pinning is evidence, not a claim of the command line.

# online_cpus: the CPUs this host has online, as the kernel lists them (e.g. 0-1).
online_cpus() { cat /sys/devices/system/cpu/online; }

# cpu_list LIST: LIST if it is a CPU list of this host (taskset's -c form: 0, 0-1, 0,2), with taskset
# at hand; dies naming what is wrong and what is allowed otherwise. Checked before anything is built.
cpu_list() {
  local list=$1 online part first last cpu parts
  online=$(online_cpus)
  [[ -n $list ]] || die "--cpus needs a value: a list of this host's CPUs such as 0 or 0-1 or 0,2 (online: $online)"
  command -v taskset >/dev/null \
    || die "--cpus needs taskset (util-linux: apt-get install util-linux), which is not on the PATH"
  [[ $list =~ ^[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*$ ]] \
    || die "--cpus $list: not a CPU list; give CPU numbers or ranges, comma-separated, such as 0 or 0-1 or 0,2 (online: $online)"
  IFS=, read -r -a parts <<< "$list"
  for part in "${parts[@]}"; do
    first=${part%-*} last=${part#*-}
    (( first <= last )) || die "--cpus $list: the range $part runs backwards; allowed: CPUs of $online"
    for ((cpu = first; cpu <= last; cpu++)); do
      cpu_online "$cpu" "$online" || die "--cpus $list: CPU $cpu is not online on this host; allowed: CPUs of $online"
    done
  done
  printf '%s\n' "$list"
}

# cpu_online CPU LIST: whether CPU is in the kernel's LIST (0-3,6).
cpu_online() {
  local cpu=$1 part ranges
  IFS=, read -r -a ranges <<< "$2"
  for part in "${ranges[@]}"; do
    (( cpu >= ${part%-*} && cpu <= ${part#*-} )) && return 0
  done
  return 1
}

# pinned DOMAIN_DIR: whether the domain's running JVM runs on fewer than every online CPU (a start before
# named --cpus), so a start without --cpus knows to give it every CPU back.
pinned() {
  local pid allowed
  pid=$(cat "$1/config/pid" 2>/dev/null) || return 1
  allowed=$(awk '/^Cpus_allowed_list:/ {print $2}' "/proc/$pid/status" 2>/dev/null) || return 1
  [[ -n $allowed && $allowed != "$(online_cpus)" ]]
}

# repin DOMAIN_DIR LIST: pin_domain with LIST if given, or give a server pinned before every CPU back.
repin() {
  if [[ -n $2 ]] || pinned "$1"; then pin_domain "$1" "$2"; fi
}

# pin_domain DOMAIN_DIR LIST: pins the domain's running JVM, every thread it has (-a; threads it starts
# later inherit their creator's affinity), to LIST; an empty LIST gives it every online CPU back, so a
# start without --cpus undoes a start with it, as the other set-up options do.
pin_domain() {
  local dir=$1 list=$2 pid
  pid=$(cat "$dir/config/pid" 2>/dev/null) || die "no process id in $dir/config/pid: is the domain running?"
  command -v taskset >/dev/null || { say "taskset (util-linux) not found: the server runs on every CPU"; return 0; }
  if [[ -z $list ]]; then
    taskset -a -p -c "$(online_cpus)" "$pid" >/dev/null || die "taskset could not give the server (process $pid) every CPU back"
    say "server (process $pid) pinned before: given every CPU back ($(online_cpus))"
    return 0
  fi
  taskset -a -p -c "$list" "$pid" >/dev/null || die "taskset could not pin the server (process $pid) to CPUs $list"
  say "server (process $pid) pinned to CPUs $list (recorded in each run's environment as cpus_allowed)"
}
