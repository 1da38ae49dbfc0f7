#!/usr/bin/env bash
# bin/wsslab restore, for real, in a sandbox: a copy of the lab's scripts and migrations as the
# repository root (no GlassFish there, so the lab counts as stopped) and a HOME of its own. Checks
# that a backup's databases come back row for row (a run's samples, cells and segment, a
# verification's verdicts with long and non-ASCII evidence: every row reads back as it was), that the databases replaced are kept, and that every refusal (no
# such file, not a zip, not a lab backup, a newer schema or format, a backup target that cannot be
# written or exists) says why and leaves ~/.wsslab exactly as it was. The backup side, the running
# lab's GET /api/backup, is BackupIT's.
#
# usage: restore-round-trip.sh LAB_ROOT WORK_DIR H2_JAR     (WORK_DIR is emptied first)
set -euo pipefail

lab=$(cd "${1:?usage: restore-round-trip.sh LAB_ROOT WORK_DIR H2_JAR}" && pwd)
work=${2:?usage: restore-round-trip.sh LAB_ROOT WORK_DIR H2_JAR}
h2=${3:?usage: restore-round-trip.sh LAB_ROOT WORK_DIR H2_JAR}
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)
export JAVA_HOME=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}

failures=0
fail() { printf 'restore-round-trip: FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }

# The sandbox: what bin/wsslab restore reads of the repository, and the H2 the EAR would carry.
root=$work/lab
mkdir -p "$root/bin/lib" "$root/ejb-services/src/main/resources/db" "$root/endpoints/src/main/resources/db" "$root/ear/target/wsslab/lib"
cp "$lab/bin/wsslab" "$root/bin/" && cp "$lab/bin/lib/"*.sh "$root/bin/lib/" && cp "$lab/pom.xml" "$root/"
cp -r "$lab/ejb-services/src/main/resources/db/migration" "$root/ejb-services/src/main/resources/db/"
cp -r "$lab/endpoints/src/main/resources/db/service" "$root/endpoints/src/main/resources/db/"
cp "$h2" "$root/ear/target/wsslab/lib/h2.jar"
export HOME=$work/home
mkdir -p "$HOME"
state=$HOME/.wsslab

sql() { "$JAVA_HOME/bin/java" -cp "$h2" org.h2.tools.RunScript -url "jdbc:h2:file:$1" -user "" -password "" -script "$2"; }
# script DB OUT: the database written out by SCRIPT, without its user line (a new file has its own salt).
script() {
  printf "SCRIPT TO '%s' CHARSET 'UTF-8';\n" "$2.raw" > "$work/script.sql"
  sql "$1" "$work/script.sql"
  grep -v '^CREATE USER' "$2.raw" > "$2"
}
# rows DB TABLES OUT: each table's rows in key order as CSV (every value whole, CLOBs too), one file a table.
rows() {
  local table order
  mkdir -p "$3" && : > "$work/rows.sql"
  for table in $2; do
    order=${table#*:} table=${table%%:*}
    printf "CALL CSVWRITE('%s', 'SELECT * FROM %s ORDER BY %s', 'charset=UTF-8');\n" "$3/$table.csv" "$table" "$order" >> "$work/rows.sql"
  done
  sql "$1" "$work/rows.sql"
}
tables_results="RUN:1 RUN_SEGMENT:1,2 SAMPLE:1,2,3,4 CELL:1,2,3 VERIFICATION:1 VERDICT:1,2,3"
tables_service="BOOK:1"
newest() { find "$1" -maxdepth 1 -name 'V*__*.sql' -printf '%f\n' | sed 's/^V\([0-9]*\)__.*/\1/' | sort -n | tail -1; }
wsslab() { "$root/bin/wsslab" "$@" > "$work/out.log" 2>&1; }
# refused WORDS COMMAND...: the command fails, says WORDS, and ~/.wsslab is as it was.
refused() {
  local words=$1 before after; shift
  before=$(cd "$HOME" && find . -type f -exec sha256sum {} + | sort)
  if wsslab "$@"; then fail "bin/wsslab $* succeeded; expected a refusal saying '$words'"; return; fi
  grep -q -- "$words" "$work/out.log" || fail "bin/wsslab $* said '$(cat "$work/out.log")', not '$words'"
  after=$(cd "$HOME" && find . -type f -exec sha256sum {} + | sort)
  [[ $before == "$after" ]] || fail "bin/wsslab $* changed $HOME though it refused"
}

# A lab's databases as the lab writes them: the results schema by its migrations, a run, a verification.
migrations=$root/ejb-services/src/main/resources/db/migration
: > "$work/results-fill.sql"
for file in $(find "$migrations" -name 'V*__*.sql' -printf '%f\n' | sort -t_ -k1.2n); do
  printf "RUNSCRIPT FROM '%s';\n" "$migrations/$file" >> "$work/results-fill.sql"
done
cat >> "$work/results-fill.sql" <<'EOF'
CREATE TABLE "flyway_schema_history" ("installed_rank" INT PRIMARY KEY, "version" VARCHAR(50), "success" BOOLEAN NOT NULL);
INSERT INTO RUN (ID, STATUS, CREATED, STARTED, FINISHED, CALLS_PER_CELL, WARMUP_CALLS, MECHANISMS, SIZES, TOTAL_CALLS, DONE_CALLS, LAB)
  VALUES (7, 'COMPLETED', TIMESTAMP WITH TIME ZONE '2026-11-26 09:00:00+00', TIMESTAMP WITH TIME ZONE '2026-11-26 09:00:01+00',
          TIMESTAMP WITH TIME ZONE '2026-11-26 09:01:00+00', 3, 1, 'plain,mutual-certificates', '100', 8, 8, 'lab');
INSERT INTO RUN_SEGMENT (RUN_ID, SEGMENT, STARTED, FIRST_CALL, ENVIRONMENT)
  VALUES (7, 0, TIMESTAMP WITH TIME ZONE '2026-11-26 09:00:01+00', 0, '{"host":"lab","note":"Grüße, €"}');
INSERT INTO SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, SEQ, SEGMENT, IS_WARMUP, IS_INITIAL, RTT_NS, CLIENT_CPU_NS, ERROR, TAKEN, CLIENTS)
  SELECT 7, M.X, 'Basic128', 100, S.X - 1, 0, S.X = 1, FALSE, CASE WHEN S.X = 4 THEN NULL ELSE 1000000 + S.X * 7919 END, 400000 + S.X,
         CASE WHEN S.X = 4 THEN 'SOAPFaultException: refused ü' END, TIMESTAMP WITH TIME ZONE '2026-11-26 09:00:02+00', 1
  FROM (VALUES ('plain'), ('mutual-certificates')) M(X), SYSTEM_RANGE(1, 4) S;
INSERT INTO CELL (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, LOAD_START, LOAD_END, REQUEST_BYTES, RESPONSE_BYTES)
  VALUES (7, 'plain', 'Basic128', 100, 0.25, 0.5, 412, 398), (7, 'mutual-certificates', 'Basic128', 100, 0.5, 0.75, 5120, 4987);
INSERT INTO VERIFICATION (ID, STATUS, CREATED, MECHANISMS, LAB) VALUES (3, 'COMPLETED', TIMESTAMP WITH TIME ZONE '2026-11-26 09:02:00+00', 'all', 'lab');
INSERT INTO VERDICT (VERIFICATION_ID, MECHANISM, SUITE, ATTACK, OUTCOME, DETAIL, REQUEST, RESPONSE)
  VALUES (3, 'mutual-certificates', 'Basic128', 'replay', 'REFUSED', 'refused: the timestamp is stale — as required',
          '<soap:Envelope>' || REPEAT('a', 20000) || '</soap:Envelope>', '<soap:Fault>Prüfung fehlgeschlagen</soap:Fault>');
EOF
printf 'INSERT INTO "flyway_schema_history" VALUES (1, %s, TRUE);\n' "'$(newest "$migrations")'" >> "$work/results-fill.sql"
cat > "$work/service-fill.sql" <<'EOF'
CREATE TABLE BOOK (ID INT PRIMARY KEY, TITLE VARCHAR(200));
INSERT INTO BOOK SELECT X, 'Book ' || X FROM SYSTEM_RANGE(1, 1000);
EOF
sql "$work/source/results" "$work/results-fill.sql"
sql "$work/source/service" "$work/service-fill.sql"

# backup ZIP RESULTS_SCHEMA FORMAT FORMAT_VERSION: a backup as GET /api/backup writes one.
backup() {
  local dir=$work/zip-$RANDOM
  mkdir -p "$dir"
  script "$work/source/results" "$dir/results.sql"
  script "$work/source/service" "$dir/service.sql"
  printf 'format=%s\nformat_version=%s\ntaken=2026-11-26T09:30:00Z\nresults.schema_version=%s\nresults.h2_version=test\nservice.schema_version=1\nservice.h2_version=test\n' \
    "$3" "$4" "$2" > "$dir/wsslab-backup.properties"
  (cd "$dir" && "$JAVA_HOME/bin/jar" cfM "$1" wsslab-backup.properties results.sql service.sql)
}
results_schema=$(newest "$migrations")
backup "$work/good.zip" "$results_schema" wsslab-backup 1
backup "$work/newer-schema.zip" $((results_schema + 1)) wsslab-backup 1
backup "$work/newer-format.zip" "$results_schema" wsslab-backup 2
backup "$work/foreign.zip" "$results_schema" something-else 1
echo "not a zip" > "$work/text.zip"

# A lab with results already, which every refusal must leave alone.
mkdir -p "$state" && chmod 700 "$state"
printf 'CREATE TABLE OLD_RESULTS (ID INT);\n' > "$work/old.sql"
sql "$state/results" "$work/old.sql"
sql "$state/service" "$work/old.sql"

refused "not a readable file" restore "$work/no-such.zip"
refused "not a lab backup" restore "$work/text.zip"
refused "not a lab backup" restore "$work/foreign.zip"
refused "newer lab" restore "$work/newer-schema.zip"
refused "newer lab" restore "$work/newer-format.zip"
refused "name the one backup FILE" restore
refused "does not exist" backup "$work/no-such-folder/b.zip"
refused "exists already" backup "$work/good.zip"
mkdir -p "$work/read-only" && chmod 500 "$work/read-only"
[[ -w $work/read-only ]] || refused "not writable" backup "$work/read-only/b.zip"   # root writes anywhere

# The round trip: restored, every row reads back as it was in the databases backed up.
if wsslab restore "$work/good.zip"; then
  for db in results service; do
    tables=tables_$db
    rows "$work/source/$db" "${!tables}" "$work/rows-source/$db"
    rows "$state/$db" "${!tables}" "$work/rows-restored/$db"
    diff -r "$work/rows-source/$db" "$work/rows-restored/$db" > "$work/rows-$db.diff" \
      || fail "the restored $db database reads back otherwise than the one backed up: $work/rows-$db.diff"
  done
  [[ $(wc -l < "$work/rows-restored/results/SAMPLE.csv") -eq 9 ]] || fail "the restored run has not its 8 samples"
  kept=$(find "$state" -path '*/before-restore-*/results.mv.db' | head -1)
  [[ -n $kept ]] || fail "the results database the restore replaced was not kept under $state/before-restore-*"
  [[ -z $(find "$state" -maxdepth 1 -name '.restore.*') ]] || fail "the restore left its work folder in $state"
else
  fail "restoring a good backup failed: $(cat "$work/out.log")"
fi

if (( failures > 0 )); then
  echo "restore-round-trip: $failures failure(s); sandbox in $work" >&2
  exit 1
fi
echo "restore-round-trip: a backup restored row for row; every refusal changed nothing"
