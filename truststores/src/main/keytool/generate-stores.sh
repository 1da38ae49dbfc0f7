#!/usr/bin/env bash
# Generates the lab's key material with keytool: a lab CA; server, client, STS and SAML-issuer
# identities signed by it; an untrusted "rogue" CA with a client identity for negative tests;
# the client's trust store; and the key and trust of JMeter's RMI over TLS. Nothing here is
# committed: it is all made at build time.
#
# Usage: generate-stores.sh OUTPUT_DIR   (env: KEYTOOL, WSSLAB_STORE_PASSWORD)
#
# The store password never appears on a command line: keytool reads it from store.password. Every
# file is created private to its owner (umask), so a run stopped half-way leaves nothing readable.
#
# Keys are protected with one PBKDF2 iteration: they are throwaway lab keys, and GlassFish 8
# decrypts a key on every request it signs or decrypts with, which at the JDK default (10,000
# iterations) costs more than the signature itself (see docs/security.md, "Keys").
set -euo pipefail
umask 077

out=${1:?usage: generate-stores.sh OUTPUT_DIR}
keytool=${KEYTOOL:-keytool}
mkdir -p "$out"
cd "$out"

# Bump when the set of generated material changes, so older builds regenerate instead of reusing.
layout=5
if [[ -f stores.complete && "$(cat stores.complete)" == "$layout" ]]; then
  echo "wsslab: key stores in $out are complete; reusing them"
  exit 0
fi
rm -f -- *.p12 *.cer *.csr stores.complete

if [[ -n "${WSSLAB_STORE_PASSWORD:-}" ]]; then
  printf '%s' "$WSSLAB_STORE_PASSWORD" > store.password
elif [[ ! -s store.password ]]; then
  # 24 random characters; keytool needs at least 6.
  head -c 18 /dev/urandom | base64 | tr '+/' '-_' > store.password
fi
pw_file=$PWD/store.password

fast=(-J-Dkeystore.pkcs12.keyPbeIterationCount=1 -J-Dkeystore.pkcs12.macIterationCount=1
      -J-Dkeystore.pkcs12.certPbeIterationCount=1)
kt() { "$keytool" "${fast[@]}" -storetype PKCS12 -storepass:file "$pw_file" -noprompt "$@" >/dev/null; }

validity=3650

# ca ALIAS STORE DNAME: a self-signed certificate authority.
ca() {
  kt -genkeypair -alias "$1" -keystore "$2" -keyalg RSA -keysize 3072 -validity "$validity" \
     -dname "$3" -ext bc:c=ca:true,pathlen:0 -ext ku:c=keyCertSign,cRLSign
  kt -exportcert -alias "$1" -keystore "$2" -rfc -file "$1.cer"
}

# identity ALIAS STORE DNAME CA_ALIAS CA_STORE [EXT...]: an RSA key whose certificate the CA signs.
identity() {
  local alias=$1 store=$2 dname=$3 ca_alias=$4 ca_store=$5
  shift 5
  kt -genkeypair -alias "$alias" -keystore "$store" -keyalg RSA -keysize 2048 -validity "$validity" -dname "$dname"
  kt -certreq -alias "$alias" -keystore "$store" -file "$alias.csr"
  kt -gencert -alias "$ca_alias" -keystore "$ca_store" -infile "$alias.csr" -outfile "$alias.cer" -rfc \
     -validity "$validity" -ext ku:c=digitalSignature,nonRepudiation,keyEncipherment,dataEncipherment "$@"
  # The reply chain (CA, then the signed certificate) replaces the self-signed one.
  kt -importcert -alias "$ca_alias" -keystore "$store" -file "$ca_alias.cer"
  kt -importcert -alias "$alias" -keystore "$store" -file "$alias.cer"
  kt -delete -alias "$ca_alias" -keystore "$store"
  rm -f "$alias.csr"
}

ca wsslab-ca lab-ca.p12 "CN=wsslab lab CA, O=wsslab"
identity wsslab-server server.p12 "CN=localhost, OU=server, O=wsslab" wsslab-ca lab-ca.p12 \
  -ext san=dns:localhost,ip:127.0.0.1 -ext eku=serverAuth,clientAuth
identity wsslab-client client.p12 "CN=wsslab-client, OU=client, O=wsslab" wsslab-ca lab-ca.p12 -ext eku=clientAuth
identity wsslab-sts sts.p12 "CN=wsslab-sts, OU=sts, O=wsslab" wsslab-ca lab-ca.p12
identity wsslab-saml-issuer saml-issuer.p12 "CN=wsslab-saml-issuer, OU=saml, O=wsslab" wsslab-ca lab-ca.p12

# The run engine's wire-size probe terminates TLS in front of the HTTPS endpoints to count the
# bodies that cross HTTP: it needs a server identity the in-server client trusts.
identity wsslab-wire-probe wire-probe.p12 "CN=localhost, OU=wire-probe, O=wsslab" wsslab-ca lab-ca.p12 \
  -ext san=dns:localhost,ip:127.0.0.1 -ext eku=serverAuth
# The untrusted side: a CA nobody imports, and a client it vouches for.
ca wsslab-rogue-ca rogue-ca.p12 "CN=wsslab rogue CA, O=nobody"
identity wsslab-rogue-client rogue-client.p12 "CN=wsslab-client, OU=client, O=nobody" wsslab-rogue-ca rogue-ca.p12 -ext eku=clientAuth

# The in-server Metro client's own stores: its identities (the rogue one only serves negative
# tests; the server never trusts it; the wire probe's is a TLS server key) and the certificates it trusts.
for src in client rogue-client saml-issuer wire-probe; do
  "$keytool" "${fast[@]}" -importkeystore -noprompt -srckeystore "$src.p12" -srcstoretype PKCS12 -srcstorepass:file "$pw_file" \
    -destkeystore client-keys.p12 -deststoretype PKCS12 -deststorepass:file "$pw_file" >/dev/null
done
for cert in wsslab-ca wsslab-server wsslab-sts; do
  kt -importcert -alias "$cert" -keystore client-trust.p12 -file "$cert.cer"
done

# JMeter's remote engines and their controller talk RMI over mutual TLS (issue 47): one key pair for all of
# them, as JMeter's own create-rmi-keystore.sh makes it (JMeter names its alias in
# server.rmi.ssl.keystore.alias=rmi), its certificate signed by the lab CA; their trust store holds the lab
# CA alone. Both under store.password, which bin/wsslab hands JMeter in an owner-only properties file.
identity rmi jmeter-rmi.p12 "CN=wsslab-jmeter-rmi, OU=jmeter, O=wsslab" wsslab-ca lab-ca.p12 -ext eku=serverAuth,clientAuth
mv rmi.cer wsslab-jmeter-rmi.cer
kt -importcert -alias wsslab-ca -keystore jmeter-rmi-trust.p12 -file wsslab-ca.cer

echo "$layout" > stores.complete
echo "wsslab: generated key stores in $out"
