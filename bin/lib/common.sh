# Shared by bin/wsslab and bin/domain-setup.

say() { printf 'wsslab: %s\n' "$*" >&2; }
die() { printf 'wsslab: error: %s\n' "$*" >&2; exit 1; }

# java_major JAVA: the feature version of a java binary, e.g. 25.
java_major() {
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}'
}

# Makes JAVA_HOME a JDK 21 or newer: keeps a suitable JAVA_HOME, otherwise picks the newest JDK
# in the system's JVM folder, since GlassFish 8 and the build both need 21+.
require_jdk() {
  if [[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/javac ]] && (( $(java_major "$JAVA_HOME/bin/java") >= 21 )); then
    export JAVA_HOME; return
  fi
  local best="" best_major=0 candidate major
  for candidate in /usr/lib/jvm/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [[ -x $candidate/bin/javac ]] || continue
    major=$(java_major "$candidate/bin/java") || continue
    if (( major >= 21 && major > best_major )); then best=$candidate best_major=$major; fi
  done
  [[ -n $best ]] || die "no JDK 21 or newer found: install one and set JAVA_HOME to it"
  export JAVA_HOME=$best
}

# secret FILE ENV_VAR LABEL: the secret kept in FILE; taken from $ENV_VAR if set, otherwise
# generated once. A newly generated secret with a LABEL is announced once: where it is kept, and the
# secret itself only to a person at a terminal, never into a log a CI server keeps.
secret() {
  local file=$1 env_var=$2 label=$3 value=""
  [[ -n $env_var ]] && value=${!env_var:-}
  if [[ -n $value ]]; then
    ( umask 077; printf '%s' "$value" > "$file" )
  elif [[ ! -s $file ]]; then
    ( umask 077; head -c 18 /dev/urandom | base64 | tr '+/' '-_' > "$file" )
    if [[ -n $label && -t 2 ]]; then
      say "$label: $(cat "$file")  (kept in $file)"
    elif [[ -n $label ]]; then
      say "$label: kept in $file"
    fi
  fi
  cat "$file"
}

# quiet COMMAND...: runs it silently; on failure shows what it printed and fails.
quiet() {
  local output
  if ! output=$("$@" 2>&1); then
    printf '%s\n' "$output" >&2
    die "failed: $1 ${2:-}"
  fi
}

absolute() { (cd "$1" && pwd); }

# host_addresses: this host's IP addresses, one a line (IPv6 link-local ones left out: a listener
# cannot bind one without naming its interface).
host_addresses() {
  if command -v ip >/dev/null; then
    ip -o addr show | awk '{print $4}' | cut -d/ -f1
  else
    hostname -I | tr ' ' '\n'
  fi | grep -v -i '^fe80:' | grep -v '^$' | sort -u
}

# listen_addresses LIST: the addresses the HTTP listeners take for --listen LIST (comma-separated
# IPs of this host), printed comma-separated with 127.0.0.1 first: the lab's own clients (the engine
# in the server, bin/wsslab, the tests) always call it at localhost. Dies, naming the address and
# what is allowed, on anything else.
listen_addresses() {
  local list=$1 address own allowed result=127.0.0.1 requested
  own=$(host_addresses)
  allowed=$(paste -sd, - <<< "$own" | sed 's/,/, /g')
  [[ -n $list ]] || die "--listen needs a value: this host's IP addresses, comma-separated (allowed: $allowed)"
  IFS=, read -r -a requested <<< "$list"
  for address in "${requested[@]}"; do
    [[ -n $address ]] || die "--listen $list: an empty address between commas; allowed: $allowed"
    if ! [[ $address =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}$ || ($address == *:* && $address =~ ^[0-9A-Fa-f:.]+$) ]]; then
      die "--listen $address: not an IP address; give IP addresses of this host, comma-separated (allowed: $allowed)"
    fi
    if ! grep -qxF "$address" <<< "$own"; then
      die "--listen $address: not an address of this host (every interface, 0.0.0.0, is not offered either); allowed: $allowed"
    fi
    [[ ,$result, == *,$address,* ]] || result+=,$address
  done
  printf '%s\n' "$result"
}

# heap_size SIZE: SIZE if the lab's server can run in it (a heap such as 1g or 1536m: from
# $min_heap_mb MB, below which GlassFish with the lab deployed fails with OutOfMemoryError, up to
# this machine's memory); dies naming the size and what is allowed otherwise. Checked before anything
# is built or stopped, so a heap the server cannot start with changes nothing.
min_heap_mb=256
heap_size() {
  local size=$1 mb total_mb
  [[ $size =~ ^([1-9][0-9]*)([mMgG])$ ]] || die "--heap $size: not a heap size; give one such as 1g or 1536m (m or g after a whole number)"
  mb=${BASH_REMATCH[1]}
  [[ ${BASH_REMATCH[2]} == [gG] ]] && mb=$((mb * 1024))
  total_mb=$(( $(awk '/^MemTotal:/ {print $2}' /proc/meminfo) / 1024 ))
  (( mb >= min_heap_mb )) || die "--heap $size: the lab's server does not run in less than ${min_heap_mb}m; allowed: ${min_heap_mb}m to ${total_mb}m (this machine's memory)"
  (( mb <= total_mb )) || die "--heap $size: more than this machine's memory (${total_mb}m); allowed: ${min_heap_mb}m to ${total_mb}m"
  printf '%s\n' "$size"
}

# ca_fingerprint CER: the SHA-256 of a PEM certificate's DER bytes, in lower-case hex: what keytool
# -printcert shows as SHA256 (without colons), and what MessageDigest gives over getEncoded(). Two
# hosts whose lab CA has the same fingerprint hold the same keys (bin/wsslab keys). Fails on a file
# with no certificate in it.
ca_fingerprint() {
  local body hash
  body=$(sed -n '/^-----BEGIN CERTIFICATE-----/,/^-----END CERTIFICATE-----/{/^-----/d;p}' "$1" | tr -d '\r') || return 1
  [[ -n $body ]] || return 1
  hash=$(set -o pipefail; base64 -d <<< "$body" 2>/dev/null | sha256sum) || return 1
  printf '%s\n' "${hash%% *}"
}
