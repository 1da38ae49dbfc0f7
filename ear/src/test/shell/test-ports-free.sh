#!/usr/bin/env bash
# The test domain's ports must be free before Arquillian starts it: another server on them (a second
# test run at once, a GlassFish started on the test ports) would be deployed to in its place, and
# every test would fail with a deployment error that names neither. The test domain itself is
# stopped by then (domain-setup --leave-stopped).
# usage: test-ports-free.sh ADMIN_PORT HTTP_PORT HTTPS_PORT
set -euo pipefail
for port in "$@"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "wsslab: error: port $port of the test domain is in use by another process (another wsslab test run at once, or a" \
      "GlassFish on the test ports?): stop it, or give the tests other ports: -Dit.portbase=N -Dit.admin.port=N+48" \
      "-Dit.http.port=N+80 -Dit.https.port=N+81" >&2
    exit 1
  fi
done
