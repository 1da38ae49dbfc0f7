# bin/wsslab jmeter (docs/jmeter.md): a run's plan made by Apache JMeter's engines with the lab's own
# sampler, its dashboard written, its results imported as a run. Sourced by bin/wsslab, which defines
# root, state, console, running and the helpers of common.sh, keys.sh and backup.sh.
#
# JMeter runs on the JDK the lab is built with (Temurin 25 here): the sampler shares the lab's client
# classes, compiled for 21, which JMeter's usual JDK 17 cannot load; nothing the lab needs from JMeter
# (non-GUI runs, the Java sampler, CSV results, the dashboard, RMI engines) minds 25, only its GUI and its
# Groovy do, and the lab's plans hold no Groovy. JMeter exits 0 whatever its threads met, so a run is
# judged by its results file (the import checks every row against the plan) and its log.

jmeter_home=$root/jmeter/target/jmeter-home
jmeter_state=$state/jmeter

jmeter() {
  shift
  [[ ${1:-} == engine ]] && { shift; jmeter_engine "$@"; return; }
  local run=${1:-} remote="" duration="" import="" lab_address=localhost controller="" work query="" engines=local
  [[ $run =~ ^[0-9]{1,18}$ ]] || die "jmeter: name the RUN whose plan JMeter makes (its id, e.g. bin/wsslab jmeter 12), or: bin/wsslab jmeter engine start|stop|status"
  shift
  while [[ $# -gt 0 ]]; do
    case $1 in
      --remote) [[ $# -ge 2 && $2 =~ ^[A-Za-z0-9._:-]+(,[A-Za-z0-9._:-]+)*$ ]] \
          || die "--remote needs HOST:PORT[,HOST:PORT...], the JMeter engines (bin/wsslab jmeter engine start on each)"; remote=$2; shift 2 ;;
      --duration) [[ $# -ge 2 && $2 =~ ^[0-9]{1,5}$ ]] && (( $2 >= 1 && $2 <= 86400 )) \
          || die "--duration needs a whole number of seconds per cell, from 1 to 86400"; duration=$2; shift 2 ;;
      --lab-address) [[ $# -ge 2 && $2 =~ ^[A-Za-z0-9.:-]+$ ]] \
          || die "--lab-address needs the lab's host name or address as the engines reach it"; lab_address=$2; shift 2 ;;
      --controller-address) [[ $# -ge 2 && $2 =~ ^[A-Za-z0-9.:-]+$ ]] \
          || die "--controller-address needs this host's address as the engines reach it"; controller=$2; shift 2 ;;
      --import) [[ $# -ge 2 ]] || die "--import needs the results FILE a JMeter run of this run's plan wrote"; import=$2; shift 2 ;;
      *) die "jmeter: unknown option $1; allowed are --remote HOST:PORT[,HOST:PORT...], --duration SECONDS, --lab-address HOST, --controller-address ADDRESS and --import FILE" ;;
    esac
  done
  [[ -n $duration ]] && query="?duration=$duration"
  require_jdk
  running || die "the lab is not running: bin/wsslab start first"
  if [[ -n $import ]]; then
    [[ -f $import && -r $import ]] || die "jmeter --import: $import is not a readable file"
    jmeter_import "$run" "$import" "$query"
    return
  fi
  jmeter_built
  work=$jmeter_state/run-$run-$(date -u +%Y%m%dT%H%M%SZ)
  (umask 077 && mkdir -p "$work") && chmod 700 "$state" "$jmeter_state"
  local code
  code=$(operator_curl -o "$work/plan.jmx" -w '%{http_code}' "${console}api/runs/$run/plan.jmx$query") \
    || die "jmeter: the lab did not answer at ${console}api/runs/$run/plan.jmx"
  [[ $code == 200 ]] || die "jmeter: no plan for run $run: the lab answered $code: $(json_error "$work/plan.jmx")"
  local args=(-n -t "$work/plan.jmx" -j "$work/jmeter.log" -Jwsslab.results="$work/results.jtl")
  if [[ -n $remote ]]; then
    jmeter_rmi_properties
    [[ $lab_address != localhost ]] || say "engines call the lab at localhost: right for engines on this host only (--lab-address HOST for others)"
    # -G reaches every engine; the controller's callback ports stay random: a fixed client.rmi.localport
    # fails over TLS in JMeter 5.6.3 (docs/jmeter.md).
    # The engines call the controller back (its listeners): JMeter refuses to offer a loopback address unless
    # told to, which is right for engines on this host only.
    [[ -n $controller ]] || controller=$(jmeter_controller_address "$remote")
    jmeter_jvm_extra=(-Djava.rmi.server.hostname="$controller")
    args+=(-R "$remote" -q "$jmeter_state/rmi/rmi-tls.properties" -Jclient.rmi.localport=0
      -Gwsslab.host="$lab_address" -Gwsslab.http.port=8080 -Gwsslab.https.port=8181)
    engines=$remote
  else
    args+=(-Jwsslab.host="$lab_address" -Jwsslab.http.port=8080 -Jwsslab.https.port=8181 -Jwsslab.engine=local)
  fi
  say "JMeter makes run $run's plan ($engines); its files in $work"
  (cd "$work" && jmeter_java -Dwsslab.keys.dir="$(jmeter_keys)" "${args[@]}") > "$work/jmeter.out" 2>&1 \
    || die "jmeter: JMeter failed: $(tail -3 "$work/jmeter.out")"
  grep -q 'ERROR' "$work/jmeter.log" && say "JMeter logged errors (see $work/jmeter.log): $(grep -m1 ERROR "$work/jmeter.log")"
  [[ -s $work/results.jtl ]] || die "jmeter: JMeter wrote no results (JMeter exits 0 even then): $(grep -m1 -E 'ERROR|could not|not started' "$work/jmeter.log" "$work/jmeter.out" || tail -3 "$work/jmeter.out")"
  jmeter_java -g "$work/results.jtl" -o "$work/dashboard" -j "$work/report.log" > "$work/report.out" 2>&1 \
    || say "JMeter's dashboard was not written: $(tail -2 "$work/report.out")"
  [[ -f $work/dashboard/index.html ]] && say "JMeter's dashboard: $work/dashboard/index.html"
  jmeter_import "$run" "$work/results.jtl" "$query"
}

# jmeter_import RUN FILE QUERY: the lab reads the results file whole and stores it as a new run, or
# refuses it naming the line; nothing is stored half.
jmeter_import() {
  local run=$1 file=$2 query=$3 answer code id
  answer=$(umask 077 && mkdir -p "$jmeter_state" && mktemp "$jmeter_state/.answer.XXXXXX")
  trap "rm -f $(printf %q "$answer")" RETURN
  code=$(operator_curl -o "$answer" -w '%{http_code}' -X POST -H 'Content-Type: text/csv' --data-binary "@$file" \
    "${console}api/runs/$run/jmeter$query") || die "jmeter: the lab did not answer at ${console}api/runs/$run/jmeter"
  [[ $code == 201 ]] || die "jmeter: the lab refused $file ($code): $(json_error "$answer"); the file stays: bin/wsslab jmeter $run --import $file${query:+ --duration ${query#?duration=}} imports it again"
  id=$(sed -n 's/^[^0-9]*"id" *: *\([0-9]*\).*/\1/p' "$answer" | head -1)
  say "imported as run $id: ${console}runs/run.xhtml?id=$id"
  printf 'RUN %s\n' "$id"
}

# jmeter engine start|stop|status [--port P] [--name NAME] [--address ADDRESS]: a JMeter engine (server)
# on this host for a controller's -R, over RMI with mutual TLS (the lab's jmeter-rmi key, trusted
# through the lab CA). Port P takes RMI's registry, P+1 its objects; state in ~/.wsslab/jmeter/engine-P.
jmeter_engine() {
  local action=${1:-} port=1099 name="" address=127.0.0.1 dir pid
  [[ $action =~ ^(start|stop|status)$ ]] || die "jmeter engine: say start, stop or status"
  shift
  while [[ $# -gt 0 ]]; do
    case $1 in
      --port) [[ $# -ge 2 && $2 =~ ^[0-9]{4,5}$ ]] && (( $2 >= 1024 && $2 <= 65534 )) || die "--port needs a port from 1024 to 65534"; port=$2; shift 2 ;;
      --name) [[ $# -ge 2 && $2 =~ ^[A-Za-z0-9._:-]{1,64}$ ]] || die "--name needs 1 to 64 letters, digits or . _ : -"; name=$2; shift 2 ;;
      --address) [[ $# -ge 2 && $2 =~ ^[A-Za-z0-9.:-]+$ ]] || die "--address needs the address controllers reach this engine at"; address=$2; shift 2 ;;
      *) die "jmeter engine: unknown option $1; allowed are --port PORT, --name NAME and --address ADDRESS" ;;
    esac
  done
  dir=$jmeter_state/engine-$port
  pid=$(cat "$dir/pid" 2>/dev/null || true)
  case $action in
    status)
      if [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; then say "JMeter engine on port $port: running (pid $pid; log $dir/engine.log)"
      else say "JMeter engine on port $port: not running"; fi ;;
    stop)
      [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null || { say "no JMeter engine runs on port $port"; return; }
      kill "$pid"
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      rm -f "$dir/pid"
      say "JMeter engine on port $port stopped" ;;
    start)
      [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null && die "a JMeter engine runs on port $port already (pid $pid): bin/wsslab jmeter engine stop --port $port first"
      require_jdk
      jmeter_built
      jmeter_rmi_properties
      (umask 077 && mkdir -p "$dir")
      (cd "$dir" && exec nohup "$JAVA_HOME/bin/java" $(jmeter_jvm "$dir") -Djava.rmi.server.hostname="$address" \
        -Dwsslab.keys.dir="$(jmeter_keys)" -jar "$jmeter_home/bin/ApacheJMeter.jar" -s -j "$dir/engine.log" \
        -q "$jmeter_state/rmi/rmi-tls.properties" -q "$jmeter_home/bin/wsslab-jmeter.properties" \
        -S "$jmeter_home/bin/jdk-xml.system.properties" -Jserver_port="$port" -Jserver.rmi.localport=$((port + 1)) \
        -Jwsslab.engine="${name:-$address:$port}" > "$dir/engine.out" 2>&1 < /dev/null) &
      echo $! > "$dir/pid"
      for _ in $(seq 150); do
        grep -q 'Created remote object' "$dir/engine.out" 2>/dev/null && { say "JMeter engine ${name:-$address:$port} listening on $address:$port (RMI over TLS)"; return; }
        kill -0 "$(cat "$dir/pid")" 2>/dev/null || die "the JMeter engine did not start: $(tail -3 "$dir/engine.out")"
        sleep 0.2
      done
      die "the JMeter engine did not say it listens within 30 s: see $dir/engine.out" ;;
  esac
}

# jmeter_java ARGS: JMeter's launcher on the lab's JDK, with what JMeter's own script would set and the
# lab's properties: CSV results, the JDK's XML implementations for Metro (as in GlassFish), and
# java.util.prefs kept out of HOME.
jmeter_jvm_extra=()
jmeter_java() {
  "$JAVA_HOME/bin/java" $(jmeter_jvm "$jmeter_state") ${jmeter_jvm_extra[@]+"${jmeter_jvm_extra[@]}"} -jar "$jmeter_home/bin/ApacheJMeter.jar" \
    -q "$jmeter_home/bin/wsslab-jmeter.properties" -S "$jmeter_home/bin/jdk-xml.system.properties" "$@"
}

# jmeter_controller_address ENGINES: 127.0.0.1 when every engine is on this host, else this host's first address.
jmeter_controller_address() {
  local engine host
  for engine in ${1//,/ }; do
    host=${engine%:*}
    if [[ $host != 127.* && $host != localhost ]]; then
      host_addresses | grep -v '^127\.\|^::1$' | head -1 | grep . || die "no address of this host for remote engines to reach: give --controller-address"
      return
    fi
  done
  echo 127.0.0.1
}

jmeter_jvm() { printf '%s\n' -Xms1g -Xmx1g -XX:+UseG1GC -XX:MaxGCPauseMillis=100 "-Djava.util.prefs.userRoot=$1/prefs"; }

jmeter_built() {
  [[ -f $jmeter_home/bin/ApacheJMeter.jar ]] && return
  say "assembling JMeter's home with the lab's sampler (the jmeter module)"
  (cd "$root" && ./mvnw -q -B -DskipTests -pl jmeter -am install) || die "the jmeter module did not build"
}

# jmeter_keys: the folder the sampler reads the lab's client keys from: this host's lab domain's own
# (what the in-server client reads), else one made here from the lab's stores (imported ones on an
# engine host: bin/wsslab keys import), owner-only.
jmeter_keys() {
  local domain_keys=$glassfish/glassfish/domains/$domain/config/wsslab-client stores keys password
  if [[ -s $domain_keys/endpoint-user.properties ]]; then
    printf '%s\n' "$domain_keys"
    return
  fi
  stores=$(lab_stores)
  keys=$jmeter_state/keys
  (umask 077 && mkdir -p "$keys")
  cp "$stores/client-keys.p12" "$stores/client-trust.p12" "$stores/store.password" "$keys/"
  password=$(cat "$stores/endpoint-user.password" 2>/dev/null || cat "$state/domain/endpoint-user.password" 2>/dev/null) \
    || die "jmeter: no endpoint user's password here (bin/wsslab keys import brings the lab's)"
  (umask 077 && printf 'username=wsslab-user\npassword=%s\n' "$password" > "$keys/endpoint-user.properties")
  printf '%s\n' "$keys"
}

# jmeter_rmi_properties: JMeter's RMI-over-TLS settings, the key store's password in them, in a file only
# its user reads (JMeter reads it with -q: the password is on no command line).
jmeter_rmi_properties() {
  local stores rmi password
  stores=$(lab_stores)
  [[ -f $stores/jmeter-rmi.p12 ]] || die "no JMeter RMI key in $stores: build the lab again (./mvnw install makes it)"
  rmi=$jmeter_state/rmi
  (umask 077 && mkdir -p "$rmi")
  cp "$stores/jmeter-rmi.p12" "$stores/jmeter-rmi-trust.p12" "$rmi/" 2>/dev/null || cp "$stores/jmeter-rmi.p12" "$rmi/"
  password=$(cat "$stores/store.password")
  (umask 077 && {
    printf 'server.rmi.ssl.disable=false\n'
    printf 'server.rmi.ssl.keystore.type=PKCS12\nserver.rmi.ssl.keystore.file=%s\nserver.rmi.ssl.keystore.alias=rmi\n' "$rmi/jmeter-rmi.p12"
    printf 'server.rmi.ssl.keystore.password=%s\n' "$password"
    printf 'server.rmi.ssl.truststore.type=PKCS12\nserver.rmi.ssl.truststore.file=%s\n' "$rmi/$( [[ -f $rmi/jmeter-rmi-trust.p12 ]] && echo jmeter-rmi-trust.p12 || echo jmeter-rmi.p12)"
    printf 'server.rmi.ssl.truststore.password=%s\n' "$password"
  } > "$rmi/rmi-tls.properties")
}

# bench jmeter [--repeats K] [--engines 1|2] [-Dbench.*]: the lab's in-server load cells and JMeter making the
# same run's plan, alternated K times (default 2) so both share the hour; --engines 2 makes the plan on two
# JMeter engines started on this host (standing in for remote ones, RMI over TLS) instead of JMeter's
# own process. The figures: JmeterBenchmark's report.
bench_jmeter() {
  local opts=() repeats=2 engines=1 remote="" in_server=() imported=() id jm
  while [[ $# -gt 0 ]]; do
    case $1 in
      --repeats) [[ ${2:-} =~ ^[1-9][0-9]?$ ]] || die "--repeats needs 1 to 99"; repeats=$2; shift 2 ;;
      --engines) [[ ${2:-} =~ ^[12]$ ]] || die "--engines is 1 (JMeter's own process) or 2 (two engines on this host)"; engines=$2; shift 2 ;;
      -D*) opts+=("$1"); shift ;;
      *) die "bench jmeter: unknown option $1; allowed are --repeats K, --engines 1|2 and -Dbench.* (see JmeterBenchmark)" ;;
    esac
  done
  require_jdk
  running || die "the lab is not running: bin/wsslab start first"
  if (( engines == 2 )); then
    jmeter_engine start --port 27099 --name engine-A >/dev/null
    jmeter_engine start --port 27199 --name engine-B >/dev/null
    trap "(jmeter_engine stop --port 27099; jmeter_engine stop --port 27199) >/dev/null 2>&1 || true" EXIT
    remote=127.0.0.1:27099,127.0.0.1:27199
  fi
  for ((r = 1; r <= repeats; r++)); do
    id=$(bench_run JmeterBenchmark -Dbench.phase=measure ${opts[@]+"${opts[@]}"} | awk '$1 == "RUN" {print $3}')
    [[ -n $id ]] || die "bench jmeter: the in-server run did not complete"
    in_server+=("$id")
    say "repetition $r: in-server run $id; JMeter makes its plan"
    jm=$(jmeter jmeter "$id" ${remote:+--remote "$remote"} | awk '$1 == "RUN" {print $2}')
    [[ -n $jm ]] || die "bench jmeter: JMeter's run of run $id's plan was not imported"
    imported+=("$jm")
  done
  bench_run JmeterBenchmark -Dbench.phase=report \
    -Dbench.runs="in-server:$(IFS=,; echo "${in_server[*]}");jmeter:$(IFS=,; echo "${imported[*]}")"
}
