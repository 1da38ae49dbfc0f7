# Shared by the recorders that stand in for keytool, asadmin and chmod in secrets-never-show.sh.
# Environment: RECORD_DIR (calls.log, violations.log), RECORD_WATCH (folders whose files must stay
# their owner's only, colon-separated), RECORD_FAIL (TOOL:ARG: that tool's first call with that
# argument fails, to stop a script half-way).

# record TOOL ARGS...: logs the argument list, then every file given or watched that group or others
# may read or write at this moment.
record() {
  local tool=$1
  shift
  { printf '%s' "$tool"; printf ' %q' "$@"; printf '\n'; } >> "$RECORD_DIR/calls.log"
  local call arg path watched
  call=$(wc -l < "$RECORD_DIR/calls.log")
  for arg in "$@"; do
    path=${arg#--passwordfile=}
    if [[ -f $path ]]; then
      open_to_others "$path" | sed "s|^|call $call, $tool, is given |" >> "$RECORD_DIR/violations.log"
    fi
  done
  IFS=: read -r -a watched <<< "${RECORD_WATCH:-}"
  for path in "${watched[@]}"; do
    [[ -d $path ]] && open_to_others "$path" | sed "s|^|at call $call, $tool: |" >> "$RECORD_DIR/violations.log"
  done
  return 0
}

# open_to_others PATH: the regular files at or under PATH with any group or other permission bit.
open_to_others() {
  find "$1" -type f -perm /077 -printf '%m %p\n' 2>/dev/null || true
}

# fail_if_asked TOOL ARGS...: exits 1 on the call RECORD_FAIL names, once.
fail_if_asked() {
  local tool=$1 arg
  shift
  [[ -n ${RECORD_FAIL:-} && ${RECORD_FAIL%%:*} == "$tool" && ! -e $RECORD_DIR/failed ]] || return 0
  for arg in "$@"; do
    if [[ $arg == "${RECORD_FAIL#*:}" ]]; then
      : > "$RECORD_DIR/failed"
      echo "$tool (recorder): failing on purpose at $arg" >&2
      exit 1
    fi
  done
}

# option_value NAME ARGS...: the value following NAME in ARGS.
option_value() {
  local name=$1
  shift
  while [[ $# -gt 1 ]]; do
    if [[ $1 == "$name" ]]; then printf '%s' "$2"; return 0; fi
    shift
  done
  return 1
}
