# bin/wsslab target start|stop|status: a target of its own (issue 45, docs/running.md "A target of its
# own"). Sourced by bin/wsslab, which defines root, state, glassfish, console, asadmin and the helpers of
# common.sh, cpus.sh and backup.sh (operator_curl, json_error).
#
# A target is a second GlassFish domain holding only the echo endpoints, the STS and a small reader
# (target-ear/target/wsslab-target.ear, context root /wsslab-target): no engine, console or results. The
# lab's clients call it from their own JVM, on this host (placement separate-process) or from another
# (separate-host, where the same command runs on the target's host). It is configured by the same
# bin/domain-setup as the lab, with the lab's keys, on a port base of its own, with a state folder and a
# user.home of its own: the lab's ~/.wsslab/service.mv.db is never opened by two JVMs.

target_domain=wsslab-target
# The port base's ports (GlassFish's --portbase): admin +48, http +80, https +81, IIOP +37..+39, OSGi
# shell +66, JMX +86, JMS +7676. 9000 collides with none of the lab's (4848, 8080, 8181, 3700, 3820,
# 3920, 6666, 8686, 7676) nor the tests' (28000 and up).
target_default_portbase=9000

target() {
  shift
  # Set here, not when sourced: bin/wsslab defines state and root after sourcing its libraries.
  target_state=$state/target
  target_ear=$root/target-ear/target/wsslab-target.ear
  local command=${1:-}
  [[ $# -gt 0 ]] && shift
  case $command in
    start) target_start "$@" ;;
    stop) [[ $# -eq 0 ]] || die "target stop takes no options (given: $*)"; target_stop ;;
    status) [[ $# -eq 0 ]] || die "target status takes no options (given: $*)"; target_status ;;
    *) die "target: ${command:-no command given}; allowed are start, stop and status (bin/wsslab target start --help lists start's options)" ;;
  esac
}

target_start_usage="allowed are --portbase N (default $target_default_portbase), --heap SIZE (default 1g), --listen ADDRESS[,ADDRESS], --cpus LIST, --register NAME, --addressing default|anonymous-responses and --no-build"

target_start() {
  local portbase=$target_default_portbase heap=1g listen=127.0.0.1 cpus="" register="" addressing=default build=true address
  while [[ $# -gt 0 ]]; do
    case $1 in
      --portbase) target_portbase "${2:-}" >/dev/null; portbase=$2; shift 2 ;;
      --heap) [[ $# -ge 2 ]] || die "--heap needs a value such as 1g"; heap=$(heap_size "$2"); shift 2 ;;
      # Checked before the build, so a wrong value changes nothing.
      --listen) listen=$(listen_addresses "${2:-}"); shift 2 ;;
      --cpus) cpus=$(cpu_list "${2:-}"); shift 2 ;;
      --register) target_name "${2:-}" >/dev/null; register=$2; shift 2 ;;
      --addressing) [[ $# -ge 2 ]] || die "--addressing needs a value: default or anonymous-responses"; addressing=$2; shift 2 ;;
      --no-build) build=false; shift ;;
      --help) say "usage: bin/wsslab target start [options]; $target_start_usage"; return 0 ;;
      *) die "target start: unknown option $1; $target_start_usage" ;;
    esac
  done
  [[ $addressing == default || $addressing == anonymous-responses ]] \
    || die "--addressing $addressing: allowed are default and anonymous-responses"
  require_jdk
  # The registration needs the lab on this host: asked now, before a minute of building and starting.
  if [[ -n $register ]]; then
    curl -fsS -o /dev/null "$console" 2>/dev/null \
      || die "--register $register: the lab does not answer at $console; start it first (bin/wsslab start), or leave --register out and add the target in the lab later (POST /wsslab/api/targets)"
    [[ -s $state/domain/operator.password ]] \
      || die "--register $register: no operator password in $state/domain/operator.password (bin/wsslab start makes one)"
  fi
  target_ports_free "$portbase"
  local stores
  stores=$(target_stores)

  if $build; then
    say "building with $JAVA_HOME (unit tests skipped; addressing set-up: $addressing)"
    (cd "$root" && ./mvnw -q -B -DskipTests -Dwsslab.addressing="$addressing" install)
  fi
  [[ -f $target_ear ]] || die "no target EAR at $target_ear: build it (bin/wsslab target start without --no-build, or ./mvnw install)"
  [[ -x $glassfish/bin/asadmin ]] || die "no GlassFish at $glassfish: build once (bin/wsslab target start without --no-build)"

  (umask 077 && mkdir -p "$target_state/domain" "$target_state/home") && chmod 700 "$state" "$target_state"
  # The lab's clients sign their username tokens with the lab's endpoint user: the target's endpoints
  # must know the same password. Kept here when this host has it (the lab runs here, or its keys were
  # imported); otherwise the target makes its own and says so.
  if [[ -z ${WSSLAB_ENDPOINT_PASSWORD:-} && -s $state/domain/endpoint-user.password ]]; then
    (umask 077 && cp "$state/domain/endpoint-user.password" "$target_state/domain/endpoint-user.password")
  elif [[ -z ${WSSLAB_ENDPOINT_PASSWORD:-} ]]; then
    say "no lab endpoint password in $state/domain/endpoint-user.password: the target makes its own, and the lab's username mechanisms fail against it until both share one (WSSLAB_ENDPOINT_PASSWORD)"
  fi
  local setup=(--glassfish "$glassfish" --domain "$target_domain" --portbase "$portbase"
               --stores "$stores" --state "$target_state/domain"
               --user-home "$target_state/home" --heap "$heap" --listen "$listen" --results none)
  "$root/bin/domain-setup" "${setup[@]}"
  target_record "$portbase" "$listen"

  if ! target_running; then
    say "starting GlassFish (domain $target_domain)"
    asadmin --passwordfile "$target_state/domain/asadmin.passwords" start-domain "$target_domain" >/dev/null
  fi
  # Before the deployment, so the threads it starts inherit the affinity too.
  repin "$glassfish/glassfish/domains/$target_domain" "$cpus"

  # Undeployed first rather than deployed with --force, as bin/wsslab start does: a forced deployment
  # keeps the one it replaced in the heap.
  local admin=(--user admin --passwordfile "$target_state/domain/asadmin.passwords" --port $((portbase + 48)))
  if asadmin "${admin[@]}" list-applications 2>/dev/null | grep -q "^$target_domain "; then
    say "undeploying the target deployed before"
    asadmin "${admin[@]}" undeploy "$target_domain" >/dev/null
  fi
  say "deploying the target"
  asadmin "${admin[@]}" deploy --name "$target_domain" "$target_ear" >/dev/null

  local identity=http://localhost:$((portbase + 80))/wsslab-target/identity
  target_await "$identity" || die "the target did not answer at $identity; see $glassfish/glassfish/domains/$target_domain/logs/server.log"
  say "the target is running: $identity"
  say "  endpoints: http://localhost:$((portbase + 80))/echo/<id>, https://localhost:$((portbase + 81))/echo/<id>; admin port $((portbase + 48))"
  for address in $(tr , ' ' <<< "${listen#127.0.0.1}"); do
    [[ $address == *:* ]] && address="[$address]"
    say "  and for other hosts: ${identity/localhost/$address}"
  done
  [[ -n $register ]] && target_register "$register" "$portbase"
  say "stop it with: bin/wsslab target stop"
  echo "$identity"
}

target_stop() {
  require_jdk
  if target_running; then
    asadmin stop-domain "$target_domain" >/dev/null
    say "target stopped"
  else
    say "target not running"
  fi
}

target_status() {
  require_jdk
  if ! target_running; then
    say "target not running (bin/wsslab target start starts it)"
    return 0
  fi
  local portbase identity answer
  portbase=$(target_recorded portbase) || portbase=$target_default_portbase
  identity=http://localhost:$((portbase + 80))/wsslab-target/identity
  say "target running: $identity (https port $((portbase + 81)), admin port $((portbase + 48)); listening on $(target_recorded listen || echo 127.0.0.1))"
  if answer=$(curl -fsS --max-time 10 "$identity" 2>/dev/null); then
    say "its identity: $answer"
  else
    say "its identity did not answer: the application is not deployed or not started (bin/wsslab target start deploys it)"
  fi
}

target_running() {
  [[ -x $glassfish/bin/asadmin ]] && asadmin list-domains 2>/dev/null | grep -q "^$target_domain running"
}

# target_stores: the lab's keys the target is set up with: those imported from the lab's host
# (bin/wsslab keys import, keys.sh's lab_stores) where this lab has that command, else the build's. On
# another host, the target must hold the lab's keys, not the ones its own build generated.
target_stores() {
  if declare -F lab_stores >/dev/null; then lab_stores; else printf '%s\n' "$root/truststores/target/stores"; fi
}

# target_portbase N: N if a target can take that port base (its highest port, JMS at N+7676, must be a
# port); dies naming what is allowed otherwise.
target_portbase() {
  local base=$1
  [[ $base =~ ^[1-9][0-9]*$ ]] || die "--portbase ${base:-(none)}: give a port base such as $target_default_portbase (a whole number from 1024 to 57800)"
  (( base >= 1024 && base <= 57800 )) \
    || die "--portbase $base: allowed are 1024 to 57800 (the target takes admin +48, http +80, https +81 and up to +7676 for JMS)"
  printf '%s\n' "$base"
}

# target_ports_free BASE: unless the target runs already, none of its ports is taken, so a clash with the
# lab, the tests or another server is said before anything is built or changed.
target_ports_free() {
  local base=$1 offset port
  target_running && return 0
  for offset in 37 38 39 48 66 80 81 86 7676; do
    port=$((base + offset))
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      die "--portbase $base: port $port (base + $offset) is in use by another process (the lab takes 4848, 8080, 8181; the tests 28000 and up); give another port base, e.g. --portbase $((base + 1000))"
    fi
  done
}

# target_name NAME: NAME if the lab takes it as a target's name (the registry's rule, TargetRegistration.NAME:
# 1 to 40 lower-case letters, digits and '-'; 'lab' is the lab's own server), checked before anything is built.
target_name() {
  [[ $1 =~ ^[a-z0-9-]{1,40}$ && $1 != lab ]] \
    || die "--register ${1:-(none)}: a target's name is 1 to 40 lower-case letters, digits or '-', and not 'lab' (the lab's own server)"
  printf '%s\n' "$1"
}

# target_record BASE LISTEN: what stop and status need to find the target again.
target_record() {
  (umask 077 && printf 'portbase=%s\nlisten=%s\n' "$1" "$2" > "$target_state/target.properties")
}

target_recorded() {
  local value
  value=$(sed -n "s/^$1=//p" "$target_state/target.properties" 2>/dev/null)
  [[ -n $value ]] && printf '%s\n' "$value"
}

target_await() {
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 1
  done
  return 1
}

# target_register NAME BASE: adds the target to the lab on this host (POST /wsslab/api/targets, operator),
# the password through curl's config on a pipe (operator_curl), never on a command line or in a file.
target_register() {
  local name=$1 base=$2 answer code password_file
  # Its administration too, so the lab can restart its application (a startup run): the admin port and
  # the PATH of the admin password file bin/domain-setup wrote (mode 600), never the password.
  password_file=$target_state/domain/admin.password
  password_file=${password_file//\\/\\\\}
  password_file=${password_file//\"/\\\"}
  answer=$(umask 077 && mktemp)
  trap "rm -f $(printf %q "$answer")" EXIT  # expanded now: the trap runs once this function's locals are gone
  code=$(operator_curl -o "$answer" -w '%{http_code}' -H 'Content-Type: application/json' \
    --data "{\"name\":\"$name\",\"host\":\"localhost\",\"http_port\":$((base + 80)),\"https_port\":$((base + 81)),\"admin_port\":$((base + 48)),\"admin_password_file\":\"$password_file\"}" \
    "${console}api/targets") || die "--register $name: the lab did not answer at ${console}api/targets"
  case $code in
    200|201) say "registered in the lab as target $name, restartable (a run names it: \"target\": \"$name\")" ;;
    401) die "--register $name: the lab refused the operator's password in $state/domain/operator.password" ;;
    *) die "--register $name: the lab answered $code: $(json_error "$answer") (the target itself runs; bin/wsslab target stop stops it)" ;;
  esac
}
