#!/usr/bin/env bash
# Secrets never show: runs the key generation (generate-stores.sh) and the domain set-up
# (bin/domain-setup) with keytool, asadmin and chmod replaced on the PATH by recorders, output going
# to files (not a terminal), under a typical umask of 022. Fails if a generated password appears in
# an argument list or in the scripts' output, if a file in the stores, the state folder or the domain
# is readable by group or others at any recorded moment (or needed a chmod to stop being so), or if a
# script stopped half-way leaves such a file or a password file behind.
#
# usage: secrets-never-show.sh LAB_ROOT WORK_DIR     (WORK_DIR is emptied first)
set -euo pipefail

root=$(cd "${1:?usage: secrets-never-show.sh LAB_ROOT WORK_DIR}" && pwd)
work=${2:?usage: secrets-never-show.sh LAB_ROOT WORK_DIR}
recorders=$(cd "$(dirname "${BASH_SOURCE[0]}")/recorders" && pwd)
rm -rf "$work" && mkdir -p "$work" && work=$(cd "$work" && pwd)

umask 022
failures=0
fail() { printf 'secrets-never-show: FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }

export REAL_CHMOD
REAL_CHMOD=$(command -v chmod)
export PATH=$recorders:$PATH
unset KEYTOOL ASADMIN WSSLAB_STORE_PASSWORD WSSLAB_ADMIN_PASSWORD WSSLAB_ENDPOINT_PASSWORD \
  WSSLAB_OPERATOR_PASSWORD WSSLAB_VIEWER_PASSWORD RECORD_FAIL

# scenario NAME: a fresh set of folders for one run of the scripts, with its own logs.
scenario() {
  dir=$work/$1
  mkdir -p "$dir/log" "$dir/glassfish"  # the build unpacks GlassFish before the set-up runs
  export RECORD_DIR=$dir/log RECORD_GLASSFISH=$dir/glassfish
  export RECORD_WATCH=$dir/stores:$dir/state:$dir/glassfish:$dir/home
  : > "$RECORD_DIR/calls.log"
  : > "$RECORD_DIR/violations.log"
}

generate_stores() { bash "$root/truststores/src/main/keytool/generate-stores.sh" "$dir/stores"; }
# The lab's way (bin/wsslab): the domain is left running. asadmin is looked up on the PATH.
domain_setup() {
  # The drivers the ear module collects later in the build stand in as an empty jar: copied, never run.
  mkdir -p "$dir/drivers" && : > "$dir/drivers/h2.jar"
  ASADMIN=asadmin KEYTOOL=keytool "$root/bin/domain-setup" --glassfish "$dir/glassfish" --domain wsslab \
    --stores "$dir/stores" --state "$dir/state" --user-home "$dir/home" --drivers "$dir/drivers" "$@"
}

# secrets_of DIR: every password the scripts generated there, one a line, in one private file.
secrets_of() {
  # One a line even where a file ends without a newline (results.password, as bin/wsslab writes it).
  (umask 077 && for file in "$dir/stores/store.password" "$dir"/state/*.password; do [[ -f $file ]] && cat "$file" && echo; done \
    | grep -v '^$' > "$dir/log/secrets" || true)
  printf '%s' "$dir/log/secrets"
}

# check_secrets_absent: no generated password in an argument list or in what the scripts printed.
check_secrets_absent() {
  local secrets count file line secret
  secrets=$(secrets_of)
  count=$(wc -l < "$secrets")
  (( count >= ${1:-1} )) || fail "$scenario_name: expected at least ${1:-1} generated passwords, found $count"
  mapfile -t passwords < "$secrets"
  for file in "$dir/log/calls.log" "$dir"/log/*.out; do
    [[ -f $file ]] || continue
    while IFS= read -r line; do
      for secret in "${passwords[@]}"; do
        if [[ $line == *"$secret"* ]]; then
          fail "$scenario_name: a password in $(basename "$file"): ${line//"$secret"/<password>}"
        fi
      done
    done < "$file"
  done
}

# check_files_private: nothing recorded as open to others, and nothing open to others now.
check_files_private() {
  local line
  # The first time each file was seen open is enough.
  while IFS= read -r line; do fail "$scenario_name: $line"; done < <(awk '!seen[$NF]++' "$dir/log/violations.log")
  while IFS= read -r line; do
    fail "$scenario_name: at the end: $line"
  done < <(find "$dir/stores" "$dir/state" "$dir/glassfish" "$dir/home" -type f -perm /077 -printf '%m %p\n' 2>/dev/null)
}

calls() { grep -c "^$1 .*$2" "$dir/log/calls.log" || true; }

# 1. Everything runs to the end: the lab's set-up, as bin/wsslab does it, seen by CI.
scenario_name="full run"
scenario full
generate_stores > "$dir/log/generate-stores.out" 2>&1 || fail "$scenario_name: generate-stores.sh failed (see $dir/log)"
domain_setup > "$dir/log/domain-setup.out" 2>&1 || fail "$scenario_name: domain-setup failed (see $dir/log)"
# The recorders must really have stood in for the tools, or every check below passes vacuously.
(( $(calls keytool -genkeypair) >= 8 )) || fail "$scenario_name: keytool recorder saw $(calls keytool -genkeypair) -genkeypair calls, expected 8"
(( $(calls keytool -importkeystore) >= 7 )) || fail "$scenario_name: keytool recorder saw too few -importkeystore calls"
(( $(calls asadmin create-domain) == 1 )) || fail "$scenario_name: asadmin recorder saw no create-domain"
(( $(calls asadmin create-file-user) == 3 )) || fail "$scenario_name: asadmin recorder saw $(calls asadmin create-file-user) create-file-user calls, expected 3"
[[ -f $dir/glassfish/glassfish/domains/wsslab/config/wsslab.fingerprint ]] || fail "$scenario_name: the set-up did not finish"
grep -q 'kept in' "$dir/log/domain-setup.out" || fail "$scenario_name: the set-up does not say where the passwords are kept"
# The default set-ups: every key at one iteration, the peers' certificates trusted, both recorded.
(( $(calls keytool "keyPbeIterationCount=1 .*config/keystore") >= 3 )) || fail "$scenario_name: the domain's keys were not written at one iteration"
(( $(calls keytool "-importcert .*-alias wsslab-client .*cacerts.p12") == 1 )) || fail "$scenario_name: --trust peers did not trust the client certificate"
(( $(calls asadmin wsslab.keystore.setup=lab-keys-1-iteration) == 1 )) || fail "$scenario_name: the key set-up is not recorded"
(( $(calls asadmin wsslab.trust.setup=peers) == 1 )) || fail "$scenario_name: the trust set-up is not recorded"
# No door open that the lab does not use (docs/security.md, "What listens where"); DomainListenersIT
# checks the real domain.
for door in adminConsoleStartup=NEVER orb-listener-1.address=127.0.0.1 jmx-connector.system.address=127.0.0.1 \
    default_JMS_host.host=127.0.0.1 http-listener-1.address=127.0.0.1 http-listener-2.address=127.0.0.1 \
    admin-listener.address=127.0.0.1 wsslab.listen=127.0.0.1; do
  (( $(calls asadmin "$door") == 1 )) || fail "$scenario_name: the set-up does not set $door"
done
(( $(calls asadmin create-network-listener) == 0 )) || fail "$scenario_name: listeners beyond loopback without --listen"
# The lab CA's fingerprint is recorded (what the recorder's wsslab-ca.cer holds: these words, as DER).
ca_sha256=$(printf 'made by the keytool recorder: wsslab-ca.cer' | sha256sum | cut -d' ' -f1)
(( $(calls asadmin "wsslab.keys.fingerprint=$ca_sha256") == 1 )) || fail "$scenario_name: the keys' fingerprint ($ca_sha256) is not recorded"
check_secrets_absent 6
check_files_private

# 1a. The same set-up again is the same domain; another lab CA (keys imported from another host) is
# another domain, recreated with that CA's fingerprint.
scenario_name="same keys again, then another lab CA"
domain_setup > "$dir/log/domain-setup-again.out" 2>&1 || fail "$scenario_name: domain-setup failed (see $dir/log)"
grep -q "domain wsslab is configured" "$dir/log/domain-setup-again.out" || fail "$scenario_name: an unchanged set-up recreated the domain"
printf -- '-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\n' "$(printf 'another lab CA' | base64)" > "$dir/stores/wsslab-ca.cer"
domain_setup > "$dir/log/domain-setup-other-ca.out" 2>&1 || fail "$scenario_name: domain-setup failed (see $dir/log)"
grep -q "domain wsslab is out of date: recreating it" "$dir/log/domain-setup-other-ca.out" || fail "$scenario_name: another lab CA did not recreate the domain"
(( $(calls asadmin "wsslab.keys.fingerprint=$(printf 'another lab CA' | sha256sum | cut -d' ' -f1)") == 1 )) \
  || fail "$scenario_name: the other lab CA's fingerprint is not recorded"
check_secrets_absent 6
check_files_private

# 1b. Keys imported from the lab's host (bin/wsslab keys import) carry its endpoint user's password: it
# becomes this domain's, so the clients of one host and the endpoints of the other agree; an
# environment that names another is refused.
scenario_name="imported keys and their endpoint user's password"
(umask 077 && printf 'the-lab-hosts-endpoint-password\n' > "$dir/stores/endpoint-user.password")
domain_setup > "$dir/log/domain-setup-imported.out" 2>&1 || fail "$scenario_name: domain-setup failed (see $dir/log)"
cmp -s "$dir/stores/endpoint-user.password" "$dir/state/endpoint-user.password" || fail "$scenario_name: the imported endpoint password was not taken"
grep -q "domain wsslab is out of date: recreating it" "$dir/log/domain-setup-imported.out" || fail "$scenario_name: another endpoint password did not recreate the domain"
before=$(wc -l < "$dir/log/calls.log")
WSSLAB_ENDPOINT_PASSWORD=another-endpoint-password domain_setup > "$dir/log/endpoint-env.out" 2>&1 \
  && fail "$scenario_name: a WSSLAB_ENDPOINT_PASSWORD other than the imported one was accepted"
grep -q "WSSLAB_ENDPOINT_PASSWORD differs from the endpoint user's password imported with the keys" "$dir/log/endpoint-env.out" \
  || fail "$scenario_name: the refusal does not say why"
(( $(wc -l < "$dir/log/calls.log") == before )) || fail "$scenario_name: a refused set-up ran a tool"
check_secrets_absent 6
check_files_private

# 1b. The other set-ups: GlassFish's own key protection, the CA alone trusted; recorded as such.
scenario_name="glassfish-default keys, CA-only trust"
scenario other-setups
generate_stores > "$dir/log/generate-stores.out" 2>&1 || fail "$scenario_name: generate-stores.sh failed"
domain_setup --keys glassfish-default --trust ca > "$dir/log/domain-setup.out" 2>&1 || fail "$scenario_name: domain-setup failed (see $dir/log)"
(( $(calls keytool "IterationCount.*config/keystore") == 0 )) || fail "$scenario_name: the domain's key store was written with a chosen iteration count"
(( $(calls keytool "-importkeystore.*-srcalias wsslab-server") == 1 )) || fail "$scenario_name: the server key was not imported"
(( $(calls keytool "-importcert .*-alias wsslab-client .*cacerts.p12") == 0 )) || fail "$scenario_name: --trust ca trusted the client certificate"
(( $(calls asadmin wsslab.keystore.setup=glassfish-default) == 1 )) || fail "$scenario_name: the key set-up is not recorded"
(( $(calls asadmin wsslab.trust.setup=ca) == 1 )) || fail "$scenario_name: the trust set-up is not recorded"
domain_setup --keys none > "$dir/log/bad-option.out" 2>&1 && fail "$scenario_name: --keys none was accepted"
grep -q "allowed are lab (the default) and glassfish-default" "$dir/log/bad-option.out" || fail "$scenario_name: a bad --keys does not say what is allowed"
# --listen: an address of this host beside loopback gets an HTTP and an HTTPS listener of its own;
# one that is not this host's is refused, saying what is allowed, before any tool runs.
source "$root/bin/lib/common.sh"
other=$(host_addresses | grep -v -x -e '127\.0\.0\.1' | head -1)
if [[ -n $other ]]; then
  domain_setup --listen "$other" > "$dir/log/listen.out" 2>&1 || fail "$scenario_name: --listen $other failed (see $dir/log)"
  (( $(calls asadmin "create-network-listener --address $other") == 2 )) || fail "$scenario_name: --listen $other made no HTTP and HTTPS listeners"
  (( $(calls asadmin "wsslab.listen=127.0.0.1.*$other") == 1 )) || fail "$scenario_name: --listen is not recorded"
fi
before=$(wc -l < "$dir/log/calls.log")
domain_setup --listen 0.0.0.0 > "$dir/log/bad-listen.out" 2>&1 && fail "$scenario_name: --listen 0.0.0.0 was accepted"
grep -q "0.0.0.0: not an address of this host.*allowed: 127.0.0.1" "$dir/log/bad-listen.out" || fail "$scenario_name: a bad --listen does not say what is allowed"
(( $(wc -l < "$dir/log/calls.log") == before )) || fail "$scenario_name: a refused --listen ran a tool"
check_secrets_absent 6
check_files_private

# 1c. A PostgreSQL results store (issue 46): its password reaches the domain as a password alias, through
# a password file; the pool names the alias, never the password; a bad --results is refused first.
scenario_name="a PostgreSQL results store"
(umask 077 && printf 'the-results-store-password' > "$dir/state/results.password")
before=$(wc -l < "$dir/log/calls.log")
domain_setup --results postgresql://wsslab@db.example:5433/labdb > "$dir/log/results-store.out" 2>&1 \
  || fail "$scenario_name: domain-setup failed (see $dir/log)"
new_calls() { tail -n +$((before + 1)) "$dir/log/calls.log" | grep -c "^$1 .*$2" || true; }
(( $(new_calls asadmin "create-password-alias wsslab-results") == 1 )) || fail "$scenario_name: no password alias wsslab-results"
(( $(new_calls asadmin "add-resources .*results-resources.xml") == 1 )) || fail "$scenario_name: the pool was not added"
grep -q 'value="${ALIAS=wsslab-results}"' "$dir/state/results-resources.xml" || fail "$scenario_name: the pool does not name the alias"
grep -q 'name="portNumber" value="5433"' "$dir/state/results-resources.xml" || fail "$scenario_name: the pool does not name the port"
grep -q 'the-results-store-password' "$dir/state/results-resources.xml" && fail "$scenario_name: the password is in the pool's definition"
before=$(wc -l < "$dir/log/calls.log")
domain_setup --results postgresql://wsslab:pw@db.example/labdb > "$dir/log/bad-results.out" 2>&1 && fail "$scenario_name: a password in the URL was accepted"
grep -q "the URL carries no password" "$dir/log/bad-results.out" || fail "$scenario_name: a password in the URL is not refused with the reason"
(( $(wc -l < "$dir/log/calls.log") == before )) || fail "$scenario_name: a refused --results ran a tool"
check_secrets_absent 7
check_files_private

# 2. Key generation stopped half-way (the first certificate the CA signs fails).
scenario_name="key generation stopped half-way"
scenario keys-half-way
RECORD_FAIL=keytool:-gencert generate_stores > "$dir/log/generate-stores.out" 2>&1 && fail "$scenario_name: it did not stop"
[[ -f $dir/log/failed ]] || fail "$scenario_name: the recorder never failed"
check_secrets_absent 1
check_files_private

# 3. Domain set-up stopped half-way (creating the console user operator fails), keys complete.
scenario_name="domain set-up stopped half-way"
scenario setup-half-way
generate_stores > "$dir/log/generate-stores.out" 2>&1 || fail "$scenario_name: generate-stores.sh failed"
RECORD_FAIL=asadmin:operator domain_setup > "$dir/log/domain-setup.out" 2>&1 && fail "$scenario_name: it did not stop"
[[ -f $dir/log/failed ]] || fail "$scenario_name: the recorder never failed"
for left in "$dir"/state/*.pwfile "$dir/state/asadmin.initial"; do
  [[ -e $left ]] && fail "$scenario_name: a one-command password file is left behind: $left"
done
check_secrets_absent 6
check_files_private

if (( failures > 0 )); then
  printf 'secrets-never-show: %d failure(s); calls and output in %s\n' "$failures" "$work" >&2
  exit 1
fi
printf 'secrets-never-show: passed (7 scenarios; calls and output in %s)\n' "$work"
