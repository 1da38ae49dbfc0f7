# bin/wsslab backup and restore (docs/running.md, "Backup and restore"). Sourced by bin/wsslab, which
# defines root, state, console, running and the helpers of common.sh.
#
# A backup is a zip the running lab writes (GET /wsslab/api/backup): a manifest and each database as
# H2's SCRIPT, plain SQL that any later H2 reads, where an .mv.db file is bound to the store format of
# the H2 that wrote it. A restore runs those scripts with the H2 the lab is built with, into a folder
# of its own, and only then moves the new files in: every refusal comes before anything changes.

backup_format_version=1

backup() {
  shift
  [[ $# -le 1 && ${1:-} != -* ]] || die "backup: give at most one FILE to write (default: wsslab-backup-<UTC time>.zip in the current folder)"
  local file=${1:-wsslab-backup-$(date -u +%Y%m%dT%H%M%SZ).zip} folder partial code
  folder=$(dirname -- "$file")
  [[ ! -e $file ]] || die "backup: $file exists already; name a file that does not exist (a backup never overwrites one)"
  [[ -d $folder ]] || die "backup: cannot write $file: the folder $folder does not exist"
  [[ -w $folder && -x $folder ]] || die "backup: cannot write $file: the folder $folder is not writable by $(id -un)"
  require_jdk
  if [[ -s $state/domain/results.url ]]; then
    backup_postgresql "$file" "$(cat "$state/domain/results.url")"
    return
  fi
  running || die "backup: the lab is not running; a backup is taken by the running lab, which holds its databases open (bin/wsslab start first)"
  # Written beside the target under a hidden name, moved in once whole: an interrupted or refused
  # backup leaves no file behind. Private like ~/.wsslab: it holds every result.
  partial=$(umask 077 && mktemp "$folder/.wsslab-backup.XXXXXX") || die "backup: cannot write in $folder"
  trap "rm -f $(printf %q "$partial")" EXIT  # expanded now: the trap may run once this function's locals are gone
  code=$(operator_curl -o "$partial" -w '%{http_code}' "${console}api/backup") || die "backup: the lab did not answer at ${console}api/backup"
  case $code in
    200) ;;
    409) die "backup refused by the lab: $(json_error "$partial")" ;;
    401) die "backup: the lab refused the operator's password in $state/domain/operator.password" ;;
    *) die "backup: the lab answered $code: $(json_error "$partial")" ;;
  esac
  backup_manifest "$partial" >/dev/null || die "backup: the lab's answer is not a backup (no manifest); nothing written"
  mv "$partial" "$file"
  trap - EXIT
  say "backup written: $file ($(du -h "$file" | cut -f1); restore it into a stopped lab with bin/wsslab restore $file)"
}

restore() {
  shift
  [[ $# -eq 1 && $1 != -* ]] || die "restore: name the one backup FILE to restore (a file bin/wsslab backup wrote)"
  local file=$1 work keep db version newest jar
  [[ -f $file && -r $file ]] || die "restore: $file is not a readable file"
  require_jdk
  if [[ $(head -c 5 "$file") == PGDMP ]]; then
    die "restore: $file is a PostgreSQL archive (bin/wsslab backup of a PostgreSQL store); the lab does not overwrite a team's store: restore it with pg_restore --clean --if-exists --no-owner --dbname <an empty database of the store's server> $file, then point the labs at it. Nothing changed"
  fi
  ! running || die "restore: the lab is running; a restore replaces its databases, which it holds open: bin/wsslab stop first"
  (umask 077 && mkdir -p "$state") && chmod 700 "$state"
  work=$(umask 077 && mktemp -d "$state/.restore.XXXXXX")
  trap "rm -rf $(printf %q "$work")" EXIT
  backup_manifest "$file" > "$work/manifest" \
    || die "restore: $file is not a lab backup (no wsslab-backup.properties with format=wsslab-backup in it); only a file bin/wsslab backup wrote is restored. Nothing changed"
  version=$(manifest_value format_version)
  [[ $version =~ ^[0-9]+$ ]] || die "restore: $file is not a lab backup (format_version '$version'). Nothing changed"
  (( version <= backup_format_version )) \
    || die "restore: $file comes from a newer lab (backup format $version; this lab reads up to $backup_format_version): update this lab first. Nothing changed"
  for db in results service; do
    version=$(manifest_value "$db.schema_version")
    [[ $version =~ ^[0-9]+$ ]] || die "restore: $file is not a lab backup (no $db.schema_version). Nothing changed"
    newest=$(newest_migration "$db")
    (( version <= newest )) || die "restore: $file comes from a newer lab: its $db database is at schema version $version, this lab's migrations end at $newest; update this lab (its schema is migrated forward, never back) first. Nothing changed"
    (cd "$work" && "$JAVA_HOME/bin/jar" xf "$(absolute "$(dirname -- "$file")")/$(basename -- "$file")" "$db.sql") \
      && [[ -s $work/$db.sql ]] || die "restore: $file is not a lab backup (no $db.sql in it). Nothing changed"
  done
  jar=$(h2_jar)
  for db in results service; do
    # The lab's data sources connect as H2's default user, with no password: so does the restore.
    "$JAVA_HOME/bin/java" -cp "$jar" org.h2.tools.RunScript -url "jdbc:h2:file:$work/$db" -user "" -password "" \
      -script "$work/$db.sql" -options "CHARSET 'UTF-8'" > "$work/$db.log" 2>&1 \
      || die "restore: H2 could not run the $db database's script from $file: $(grep -m1 -i 'exception\|error' "$work/$db.log"). Nothing changed"
  done
  # The databases replaced are kept, never deleted: results are the lab's whole value.
  keep=$state/before-restore-$(date -u +%Y%m%dT%H%M%SZ)
  (umask 077 && mkdir -p "$keep")
  for db in results service; do
    if [[ -e $state/$db.mv.db ]]; then mv "$state/$db.mv.db" "$keep/"; fi
    mv "$work/$db.mv.db" "$state/$db.mv.db"
  done
  rmdir "$keep" 2>/dev/null || say "the databases it replaced are kept in $keep"
  say "restored $file (taken $(manifest_value taken), results schema $(manifest_value results.schema_version));" \
    "bin/wsslab start opens it and migrates it to this lab's schema"
}

# backup_postgresql FILE URL: a PostgreSQL results store is backed up by pg_dump, from this host, as
# its custom-format archive (pg_restore reads it; every table, sequence and the Flyway history, so a
# restored store opens in the lab at the schema it had). Not through the running lab: the store is the
# team's, and may be backed up while no lab runs. The password reaches pg_dump in a private pgpass file,
# never its argument list. The service database (the endpoints' own records, which their migrations
# make) stays in the lab's H2 and is not part of it.
backup_postgresql() {
  local file=$1 url=$2 kind host port database user partial pgpass
  read -r kind host port database user <<< "$(results_location "$url")"
  command -v pg_dump >/dev/null || die "backup: the results are kept in PostgreSQL ($url) and pg_dump is not installed here: install PostgreSQL's client (Debian: apt-get install postgresql-client), or run on a host that has it: pg_dump --format=custom --host ${host//[\[\]]/} --port $port --username $user --dbname $database --file $file"
  [[ -s $state/domain/results.password ]] || die "backup: no password for $url in $state/domain/results.password (bin/wsslab start --results keeps it there)"
  partial=$(umask 077 && mktemp "$(dirname -- "$file")/.wsslab-backup.XXXXXX") || die "backup: cannot write in $(dirname -- "$file")"
  pgpass=$(umask 077 && mktemp)
  trap "rm -f $(printf %q "$partial") $(printf %q "$pgpass")" EXIT
  # pgpass fields escape ':' and '\'.
  printf '%s:%s:%s:%s:%s\n' "${host//[\[\]]/}" "$port" "$database" "$user" "$(sed 's/[\\:]/\\&/g' "$state/domain/results.password")" > "$pgpass"
  PGPASSFILE=$pgpass PGAPPNAME=wsslab-backup pg_dump --format=custom --no-password --host "${host//[\[\]]/}" --port "$port" \
    --username "$user" --dbname "$database" --file "$partial" 2> "$pgpass.err" \
    || die "backup: pg_dump could not back up $url: $(head -c 400 "$pgpass.err"; rm -f "$pgpass.err"). Nothing written"
  rm -f "$pgpass.err"
  mv "$partial" "$file"
  rm -f "$pgpass"
  trap - EXIT
  say "backup written: $file ($(du -h "$file" | cut -f1), pg_dump's custom format of $url; restore it with pg_restore --dbname <database> $file)"
}

# backup_manifest ZIP: prints the backup's manifest; fails unless it is one (format=wsslab-backup).
backup_manifest() {
  local dir
  dir=$(mktemp -d) || return 1
  if (cd "$dir" && "$JAVA_HOME/bin/jar" xf "$(absolute "$(dirname -- "$1")")/$(basename -- "$1")" wsslab-backup.properties) 2>/dev/null \
      && [[ -f $dir/wsslab-backup.properties ]] && grep -qx 'format=wsslab-backup' "$dir/wsslab-backup.properties"; then
    cat "$dir/wsslab-backup.properties"
    rm -rf "$dir"
  else
    rm -rf "$dir"
    return 1
  fi
}

manifest_value() { sed -n "s/^$1=//p" "$work/manifest" | head -1; }

# newest_migration results|service: the highest version among the migrations this lab ships.
newest_migration() {
  local folder=$root/ejb-services/src/main/resources/db/migration
  [[ $1 == service ]] && folder=$root/endpoints/src/main/resources/db/service
  find "$folder" -maxdepth 1 -name 'V*__*.sql' -printf '%f\n' | sed 's/^V\([0-9]*\)__.*/\1/' | sort -n | tail -1
}

# The H2 the lab is built with: the one its EAR carries, or the root pom's h2.version from ~/.m2.
h2_jar() {
  local version jar=$root/ear/target/wsslab/lib/h2.jar
  if [[ -f $jar ]]; then echo "$jar"; return; fi
  version=$(sed -n 's:.*<h2.version>\(.*\)</h2.version>.*:\1:p' "$root/pom.xml" | head -1)
  jar=$HOME/.m2/repository/com/h2database/h2/$version/h2-$version.jar
  [[ -f $jar ]] || die "restore: H2 $version is not here yet: build the lab once (bin/wsslab start, then bin/wsslab stop). Nothing changed"
  echo "$jar"
}

# operator_curl ARGS...: curl as the operator; the password goes through a config on a pipe, never the
# argument list.
operator_curl() {
  local password
  password=$(cat "$state/domain/operator.password") || die "no operator password in $state/domain/operator.password (bin/wsslab start makes one)"
  password=${password//\\/\\\\}
  password=${password//\"/\\\"}
  curl -sS -K <(printf 'user = "operator:%s"\n' "$password") "$@"
}

# json_error FILE: the "error" sentence of an API refusal, or the file's start.
json_error() {
  sed -n 's/.*"error" *: *"\(\([^"\\]\|\\.\)*\)".*/\1/p' "$1" | head -1 | grep . || head -c 300 "$1"
}
