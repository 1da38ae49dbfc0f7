#!/usr/bin/env bash
# The PostgreSQL test domain (issue 46): a throwaway role and database in the local PostgreSQL, then
# a test domain configured by bin/domain-setup to keep its results there, left stopped for Arquillian.
# The ITs that run against it (Failsafe's postgresql execution, docs/testing.md) are listed in
# STATE/its.includes, which that execution reads: when the database cannot be made, the file names no
# test, so the execution runs none; WSSLAB_POSTGRESQL_REQUIRED=1 (CI) makes that an error instead.
#
# The role's password is random, kept only in STATE/results.password (owner only), where domain-setup
# reads it; psql reads the SQL that carries it from its standard input, never from its arguments.
#
# usage: postgresql-test-domain.sh setup LAB_ROOT GLASSFISH STATE DATABASE ITS STORES TEST_PORTBASE PORTBASE ADMIN HTTP HTTPS
#        postgresql-test-domain.sh drop DATABASE
#   DATABASE names both the role and the database (the build: wsslab_it_PORTBASE, one per build's ports);
#   ITS: the test classes, comma-separated simple names; PORTBASE and its ports: TEST_PORTBASE + 300 (+ 48,
#   80, 81), checked here because the build can only pass them (Maven adds no numbers).
set -euo pipefail
umask 077

say() { echo "wsslab: postgresql test domain: $*"; }

# psql as PostgreSQL's superuser over the local socket (peer authentication): only root can become it.
as_postgres() {
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -d postgres "$@"
}

# Why the database cannot be made here, or nothing when it can.
unusable() {
  if (( EUID != 0 )); then
    echo "not run as root: the role and database are made as the postgres user (runuser -u postgres -- psql)"
  elif ! command -v runuser >/dev/null || ! command -v psql >/dev/null; then
    echo "runuser or psql is missing (Debian: apt-get install postgresql)"
  elif ! as_postgres -At -c 'SELECT 1' </dev/null >/dev/null 2>&1; then
    echo "the local PostgreSQL did not answer psql as the postgres user (is it started? pg_ctlcluster 15 main start)"
  fi
}

drop() {
  local database=$1
  # WITH (FORCE): a server stopped uncleanly may leave a connection behind, which would keep the database.
  as_postgres <<SQL
DROP DATABASE IF EXISTS $database WITH (FORCE);
DROP ROLE IF EXISTS $database;
SQL
}

mode=${1:?usage: postgresql-test-domain.sh setup|drop ...}
shift
case $mode in
  drop)
    database=${1:?usage: postgresql-test-domain.sh drop DATABASE}
    [[ $database =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || { echo "wsslab: error: database name '$database': a-z, 0-9, _" >&2; exit 1; }
    if [[ -z $(unusable) ]]; then
      drop "$database"
      say "dropped the database and role $database"
    fi
    exit 0 ;;
  setup) ;;
  *) echo "wsslab: error: $mode: allowed are setup and drop" >&2; exit 1 ;;
esac

[[ $# == 11 ]] || { echo "usage: postgresql-test-domain.sh setup LAB_ROOT GLASSFISH STATE DATABASE ITS STORES TEST_PORTBASE PORTBASE ADMIN HTTP HTTPS" >&2; exit 1; }
root=$1 glassfish=$2 state=$3 database=$4 its=$5 stores=$6 test_portbase=$7 portbase=$8 ports=("${@:9:3}")
here=$(dirname "$0")
# Its ports must not be another build's: with -Dit.portbase=N, this domain is N+300, so that two builds
# on different port bases (the test domain, + 100 crash, + 200 target, + 300 this, + 400 its second lab)
# stay apart.
expected="$((test_portbase + 300)) $((test_portbase + 348)) $((test_portbase + 380)) $((test_portbase + 381))"
if [[ "$portbase ${ports[*]}" != "$expected" ]]; then
  read -r p a h s <<< "$expected"
  echo "wsslab: error: the PostgreSQL test domain's ports ($portbase ${ports[*]}) are not -Dit.portbase=$test_portbase + 300:" \
    "give -Dit.pg.portbase=$p -Dit.pg.admin.port=$a -Dit.pg.http.port=$h -Dit.pg.https.port=$s" >&2
  exit 1
fi
[[ $database =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || { echo "wsslab: error: database name '$database': a-z, 0-9, _" >&2; exit 1; }
mkdir -p "$state"
includes=$state/its.includes

reason=$(unusable)
if [[ -n $reason ]]; then
  if [[ ${WSSLAB_POSTGRESQL_REQUIRED:-} == 1 ]]; then
    echo "wsslab: error: the PostgreSQL ITs cannot run (WSSLAB_POSTGRESQL_REQUIRED=1): $reason" >&2
    exit 1
  fi
  # A pattern that matches no class: Failsafe would run its default includes, every IT, for an empty list.
  echo '**/NoPostgreSQLTestDomain.java' > "$includes"
  say "SKIPPED, no IT runs against PostgreSQL: $reason. (CI sets WSSLAB_POSTGRESQL_REQUIRED=1, which makes this an error.)"
  exit 0
fi

# One random password per state folder: kept while the folder is (./mvnw clean removes it), so that an
# unchanged domain is reused by domain-setup rather than recreated for a new password.
if [[ ! -s $state/results.password ]]; then
  head -c 18 /dev/urandom | base64 | tr -d '/+=\n' > "$state/results.password"
fi
chmod 600 "$state/results.password"
password=$(cat "$state/results.password")

# A new, empty database each build: the lab's migrations make its schema on the first deployment.
drop "$database"
as_postgres <<SQL
CREATE ROLE $database LOGIN PASSWORD '$password';
CREATE DATABASE $database OWNER $database;
SQL
say "made the role and database $database (owner $database) at 127.0.0.1:5432"

tr ',' '\n' <<< "$its" | sed -e 's/[[:space:]]//g' -e '/^$/d' -e 's|^|**/|' -e 's|$|.java|' > "$includes"

bash "$root/bin/domain-setup" --glassfish "$glassfish" --domain domain1 --portbase "$portbase" --stores "$stores" \
  --state "$state" --user-home "$state/home" --heap 1g --leave-stopped \
  --results "postgresql://$database@127.0.0.1:5432/$database" --lab it-postgresql
bash "$here/test-ports-free.sh" "${ports[@]}"
# Arquillian's admin password, as for the test domain.
bash "$here/arquillian-credentials.sh" "$state"
