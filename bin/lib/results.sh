# The results database a domain's lab writes to (issue 46, docs/results-store.md). Sourced by
# bin/domain-setup and bin/wsslab; uses common.sh's say/die.
#
# h2 (the default): an embedded file in the server's ~/.wsslab. postgresql://[USER@]HOST[:PORT]/DB: a
# team's store; the URL never carries a password (the password comes from WSSLAB_RESULTS_PASSWORD or a
# file, and lives in the domain as a password alias). Either way the lab looks up one server resource,
# jdbc/wsslab-results, so the EAR is the same whichever database holds its results.

results_name_pattern='^[A-Za-z_][A-Za-z0-9_]{0,62}$'
results_host_pattern='^([A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])$'

# results_location VALUE: checks a --results value and prints "kind host port database user" (h2, none:
# the kind alone). Refuses with what is allowed, naming --results.
results_location() {
  local value=$1 rest authority user=wsslab host port=5432 database
  case $value in
    h2|none) echo "$value"; return ;;
    postgresql://*) ;;
    *) die "--results '$value': allowed are h2 (the default), none, and postgresql://[USER@]HOST[:PORT]/DATABASE" ;;
  esac
  rest=${value#postgresql://}
  [[ $rest == */* ]] || die "--results $value: no database name (postgresql://[USER@]HOST[:PORT]/DATABASE)"
  authority=${rest%%/*} database=${rest#*/}
  [[ $value != *'?'* && $value != *'#'* ]] \
    || die "--results $value: no parameters after the database name (the lab sets the connection's options itself)"
  if [[ $authority == *@* ]]; then
    user=${authority%@*} authority=${authority##*@}
    [[ $user != *:* ]] || die "--results: the URL carries no password; give it in WSSLAB_RESULTS_PASSWORD or --results-password-file FILE"
    [[ $user =~ $results_name_pattern ]] || die "--results: user '$user': allowed are a letter or _ then letters, digits, _ (up to 63)"
  fi
  if [[ $authority =~ ^(\[[^]]*\]|[^:]*)(:([0-9]{1,5}))?$ ]]; then
    host=${BASH_REMATCH[1]} port=${BASH_REMATCH[3]:-5432}
  else
    die "--results: '$authority': allowed are HOST or HOST:PORT (PORT digits only)"
  fi
  [[ $host =~ $results_host_pattern ]] || die "--results: host '$host': allowed are a host name, an IPv4 address or [an IPv6 address]"
  (( port >= 1 && port <= 65535 )) || die "--results: port $port: allowed are 1 to 65535"
  [[ $database =~ $results_name_pattern ]] \
    || die "--results: database '$database': allowed are a letter or _ then letters, digits, _ (up to 63)"
  echo "postgresql $host $port $database $user"
}

# lab_name NAME: checks a lab's name (-Dwsslab.lab.name; LabName in the EAR checks the same) and prints it.
lab_name() {
  [[ $1 =~ ^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$ ]] \
    || die "--lab '$1': allowed are 1 to 63 letters, digits, '.', '_' and '-', starting with a letter or digit"
  echo "$1"
}

# results_resource VALUE: creates the pool wsslab-results and the resource jdbc/wsslab-results in the
# started domain (bin/domain-setup's `as`, $state, $results_password). Through add-resources and a file:
# asadmin's one-line property syntax would need every ':' ';' '=' of an H2 URL escaped.
results_resource() {
  local kind host port database user file=$state/results-resources.xml
  read -r kind host port database user <<< "$(results_location "$1")"
  {
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<!DOCTYPE resources PUBLIC "-//GlassFish.org//DTD GlassFish Application Server 3.1 Resource Definitions//EN" "http://glassfish.org/dtds/glassfish-resources_1_5.dtd">'
    echo '<resources>'
    if [[ $kind == h2 ]]; then
      # WRITE_DELAY=0: a commit reaches the file at once, so a server killed mid-run loses no committed
      # sample. MAX_COMPACT_TIME=0: no compaction when the database closes (H2 2.3.232's close-time
      # compaction once left a file that no longer opened: docs/results/2026-11-26-h2-close-compaction.md).
      echo '  <jdbc-connection-pool name="wsslab-results" res-type="javax.sql.DataSource" datasource-classname="org.h2.jdbcx.JdbcDataSource" steady-pool-size="2" max-pool-size="16">'
      echo '    <property name="URL" value="jdbc:h2:file:~/.wsslab/results;DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0;MAX_COMPACT_TIME=0"/>'
    else
      # Connections are checked before use: a database across a network restarts or drops idle ones.
      echo '  <jdbc-connection-pool name="wsslab-results" res-type="javax.sql.DataSource" datasource-classname="org.postgresql.ds.PGSimpleDataSource" steady-pool-size="2" max-pool-size="16" is-connection-validation-required="true" connection-validation-method="meta-data" fail-all-connections="true">'
      echo "    <property name=\"serverName\" value=\"${host//[\[\]]/}\"/>"
      echo "    <property name=\"portNumber\" value=\"$port\"/>"
      echo "    <property name=\"databaseName\" value=\"$database\"/>"
      echo "    <property name=\"user\" value=\"$user\"/>"
      echo '    <property name="password" value="${ALIAS=wsslab-results}"/>'
      echo '    <property name="ApplicationName" value="wsslab"/>'
    fi
    echo '  </jdbc-connection-pool>'
    echo '  <jdbc-resource jndi-name="jdbc/wsslab-results" pool-name="wsslab-results"/>'
    echo '</resources>'
  } > "$file"
  if [[ $kind == postgresql ]]; then
    printf 'AS_ADMIN_PASSWORD=%s\nAS_ADMIN_ALIASPASSWORD=%s\n' "$admin_password" "$results_password" > "$state/alias.pwfile"
    "$asadmin" --user admin --passwordfile "$state/alias.pwfile" --port "$admin_port" --interactive=false \
      create-password-alias wsslab-results >/dev/null
    rm -f "$state/alias.pwfile"
  fi
  as add-resources "$file" >/dev/null
}

# results_password VALUE FILE DIR: keeps a PostgreSQL store's password in DIR/results.password (owner
# only), from WSSLAB_RESULTS_PASSWORD, else FILE (owner-only, like every secret the lab reads), else the
# one kept for the same URL before; records the URL in DIR/results.url (bin/wsslab backup reads both).
# H2 needs neither: both go.
results_password() {
  local value=$1 file=$2 dir=$3 kept=$3/results.password
  if [[ $value != postgresql://* ]]; then
    rm -f "$kept" "$dir/results.url"
    return
  fi
  if [[ -n ${WSSLAB_RESULTS_PASSWORD:-} ]]; then
    (umask 077 && printf '%s' "$WSSLAB_RESULTS_PASSWORD" > "$kept")
  elif [[ -n $file ]]; then
    [[ -f $file && -r $file && -s $file ]] || die "--results-password-file $file: not a readable, non-empty file"
    [[ $(stat -c %a "$file") == [0-7]00 ]] \
      || die "--results-password-file $file: readable by others (mode $(stat -c %a "$file")); allowed is a file only its owner reads (chmod 600)"
    (umask 077 && head -n 1 "$file" | tr -d '\r\n' > "$kept")
  elif ! [[ -s $kept && -f $dir/results.url && $(cat "$dir/results.url") == "$value" ]]; then
    die "--results $value: its password is needed: set WSSLAB_RESULTS_PASSWORD or give --results-password-file FILE (a file only you read); the URL never carries it"
  fi
  (umask 077 && printf '%s\n' "$value" > "$dir/results.url")
}

# results_reachable VALUE ASADMIN_OPTIONS...: a PostgreSQL store answers the domain's pool (asadmin
# ping-connection-pool, so through the same driver, alias and network the lab will use), or the start
# stops with the driver's reason.
results_reachable() {
  local value=$1 output
  shift
  [[ $value == postgresql://* ]] || return 0
  if ! output=$(asadmin "$@" ping-connection-pool wsslab-results 2>&1); then
    die "the results database $value refused the lab or did not answer; nothing was deployed. $(grep -v '^Command ping-connection-pool failed' <<< "$output" | tr '\n' ' ')"
  fi
  say "results: PostgreSQL at ${value#postgresql://}"
}
