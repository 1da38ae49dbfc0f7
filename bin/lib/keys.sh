# bin/wsslab keys export|import|fingerprint (docs/running.md, "A target on another host: sharing the
# keys"). Sourced by bin/wsslab, which defines root, state and the helpers of common.sh.
#
# The lab's Metro clients on one host and the endpoints on another agree only if both hold the same
# key set: the client encrypts for the server certificate in its trust store and signs with a key the
# server's trust store must know, and the username mechanisms send a password the server checks. So
# a bundle carries every file the key generation makes (key stores, certificates, their password,
# stores.complete) and the endpoint user's password; never the console's, admin's or master
# passwords, which stay each host's own.
#
# Imported keys live in ~/.wsslab/keys, beside the lab's other state, not in the build folder: mvn
# clean does not lose them, the build still generates a set of its own as in a fresh clone (which the
# test domain keeps using), and bin/wsslab start hands domain-setup the imported set when there is one
# (lab_stores). ~/.wsslab/keys is a link to a keys-<time> folder, so an import moves in with one
# rename, and a replaced set stays where it was.

# stores_layout: the key layout this lab's code generates (generate-stores.sh's layout=).
stores_layout() { sed -n 's/^layout=\([0-9]*\)$/\1/p' "$root/truststores/src/main/keytool/generate-stores.sh"; }

# lab_stores: the folder of the keys this lab's domain is set up with: the imported ones if any, else
# the build's. Dies on an imported set the code does not fit, rather than falling back to this host's
# own keys, which the other host does not hold.
lab_stores() {
  local imported_keys=$state/keys layout
  if [[ ! -e $imported_keys && ! -L $imported_keys ]]; then
    printf '%s\n' "$root/truststores/target/stores"
    return
  fi
  layout=$(stores_layout)
  [[ -f $imported_keys/stores.complete ]] \
    || die "the link $imported_keys leads to no key set ($(readlink "$imported_keys")): import the keys again with --replace, or remove the link to use this host's own keys"
  [[ $(cat "$imported_keys/stores.complete") == "$layout" ]] \
    || die "the keys imported into $imported_keys are not of key layout $layout, the one this lab's code uses: export them again from the lab's host once it runs the same code, and import them with --replace (or remove the link $imported_keys to use this host's own keys)"
  printf '%s\n' "$imported_keys"
}

keys() {
  shift
  umask 077
  local command=${1:-}
  [[ $# -gt 0 ]] && shift
  case $command in
    export) keys_export "$@" ;;
    import) keys_import "$@" ;;
    fingerprint)
      [[ $# -eq 0 ]] || die "keys fingerprint takes no arguments"
      local stores
      stores=$(lab_stores)
      [[ -f $stores/stores.complete ]] || die "keys fingerprint: no keys yet in $stores: bin/wsslab start (or ./mvnw install) generates them"
      say "the lab CA's SHA-256 fingerprint, of the keys in $stores"
      ca_fingerprint "$stores/wsslab-ca.cer" || die "keys fingerprint: $stores/wsslab-ca.cer is not a PEM certificate" ;;
    *) die "keys: allowed are export FILE, import [--replace] FILE and fingerprint" ;;
  esac
}

# keys_password_source export|import: refuses before anything is read when the bundle's password can
# come from nowhere: a file WSSLAB_KEYS_PASSWORD_FILE names (its owner's only), or the terminal.
keys_password_source() {
  local file=${WSSLAB_KEYS_PASSWORD_FILE:-}
  if [[ -n $file ]]; then
    [[ -f $file && -r $file && -s $file ]] || die "keys $1: WSSLAB_KEYS_PASSWORD_FILE names $file, which is not a readable file holding a password"
    [[ -z $(find "$file" -perm /077) ]] || die "keys $1: $file (WSSLAB_KEYS_PASSWORD_FILE) may be read by others: chmod 600 it"
  elif [[ ! -t 0 ]]; then
    die "keys $1: no terminal to ask for the bundle's password; run it at a terminal, or name a file holding the password in WSSLAB_KEYS_PASSWORD_FILE"
  fi
}

# bundle_tool ARGS...: the bundle's encryption (bin/lib/KeysBundle.java), run from source by the JDK.
bundle_tool() { "$JAVA_HOME/bin/java" "$root/bin/lib/KeysBundle.java" "$@"; }

keys_export() {
  [[ $# -eq 1 && $1 != -* ]] || die "keys export: name the one FILE to write (one that does not exist: export never overwrites a file)"
  local file=$1 folder stores endpoint
  folder=$(dirname -- "$file")
  [[ ! -e $file && ! -L $file ]] || die "keys export: $file exists already; name a file that does not exist (export never overwrites one)"
  [[ -d $folder && -w $folder ]] || die "keys export: cannot write $file: $folder is not a folder $(id -un) may write in"
  stores=$(lab_stores)
  [[ -f $stores/stores.complete ]] || die "keys export: no keys yet in $stores: bin/wsslab start (or ./mvnw install) generates them"
  # Imported keys carry the password they came with; this host's own is the one its domain was set up with.
  endpoint=$stores/endpoint-user.password
  [[ -s $endpoint ]] || endpoint=$state/domain/endpoint-user.password
  [[ -s $endpoint ]] || die "keys export: no endpoint user's password yet in $endpoint: bin/wsslab start makes one"
  keys_password_source export
  require_jdk
  bundle_tool export "$file" "$stores"/*.p12 "$stores"/*.cer "$stores/store.password" "$stores/stores.complete" "$endpoint" || exit 1
  say "keys written to $file (lab CA fingerprint $(ca_fingerprint "$stores/wsslab-ca.cer")); on the other host: bin/wsslab keys import FILE, then bin/wsslab start"
}

# What domain-setup reads of a key set, and the endpoint user's password: an import holds them all.
keys_required=(stores.complete store.password endpoint-user.password server.p12 sts.p12 client-keys.p12 client-trust.p12
  wsslab-ca.cer wsslab-server.cer wsslab-sts.cer wsslab-client.cer wsslab-saml-issuer.cer)

keys_import() {
  local imported_keys=$state/keys replace=false file="" work cleanup layout name new link previous="" fingerprint
  while [[ $# -gt 0 ]]; do
    case $1 in
      --replace) replace=true; shift ;;
      -*) die "keys import: unknown option $1; allowed is --replace (replace keys imported before, which are kept)" ;;
      *) [[ -z $file ]] || die "keys import: name one FILE (given: $file and $1)"; file=$1; shift ;;
    esac
  done
  [[ -n $file ]] || die "keys import: name the FILE bin/wsslab keys export wrote"
  [[ -f $file && -r $file ]] || die "keys import: $file is not a readable file"
  if [[ -L $imported_keys ]] || [[ -e $imported_keys ]]; then
    [[ -L $imported_keys ]] || die "keys import: $imported_keys is not a link bin/wsslab keys import made; move it away first. Nothing written"
  fi
  keys_password_source import
  require_jdk
  # Opened, checked and written in a folder of its own on the same file system; moved in only whole.
  # A refusal leaves nothing, not even a ~/.wsslab made for the import.
  if [[ -d $state ]]; then
    chmod 700 "$state"
    cleanup=""
  else
    (umask 077 && mkdir -p "$state")
    cleanup="; rmdir $(printf %q "$state") 2>/dev/null"
  fi
  work=$(mktemp -d "$state/.keys-import.XXXXXX")
  trap "rm -rf $(printf %q "$work")$cleanup" EXIT  # expanded now: the trap may run once this function's locals are gone
  bundle_tool import "$file" "$work" || exit 1
  layout=$(stores_layout)
  [[ $(cat "$work/stores.complete" 2>/dev/null) == "$layout" ]] \
    || die "keys import: $file holds keys of key layout $(head -c 20 "$work/stores.complete" 2>/dev/null), this lab's code uses layout $layout: run the same lab code on both hosts, then export again. Nothing written"
  for name in "${keys_required[@]}"; do
    [[ -s $work/$name ]] || die "keys import: $file holds no $name, which the domain set-up needs. Nothing written"
  done
  fingerprint=$(ca_fingerprint "$work/wsslab-ca.cer") || die "keys import: $file's wsslab-ca.cer is not a PEM certificate. Nothing written"
  # A link that leads nowhere (its folder deleted) guards nothing: it is simply replaced.
  if [[ -L $imported_keys && -e $imported_keys ]]; then
    previous=$(readlink -f "$imported_keys")
    if diff -rq "$imported_keys/" "$work/" >/dev/null 2>&1; then
      say "this lab holds these keys already (lab CA fingerprint $fingerprint, in $previous); nothing changed"
      return
    fi
    $replace || die "keys import: this lab holds other imported keys already ($previous, lab CA fingerprint $(ca_fingerprint "$imported_keys/wsslab-ca.cer" || echo unknown)); bin/wsslab keys import --replace $file replaces them, and keeps them where they are. Nothing written"
  fi
  new=$state/keys-$(date -u +%Y%m%dT%H%M%SZ)
  [[ ! -e $new ]] || die "keys import: $new exists already (an import in the same second): run it again. Nothing written"
  mv -T "$work" "$new"
  trap - EXIT
  # A new link renamed over the old one: the lab sees the old set or the new one, never a mix.
  link=$state/.keys-link.$$
  ln -sfn "$(basename "$new")" "$link"
  mv -T "$link" "$imported_keys"
  say "keys imported into $imported_keys -> $new (lab CA fingerprint $fingerprint)"
  [[ -z $previous ]] || say "  the keys they replace stay in $previous"
  say "the next bin/wsslab start recreates the domain with them, the endpoint user's password included"
}
