#!/usr/bin/env bash
# Writes STATE/arquillian.properties, which gives Arquillian the test domain's admin password (read
# from STATE/admin.password, where bin/domain-setup keeps it). The build names the file in the system
# property arquillian.properties: a path, where a password would be copied into every test report.
#
# usage: arquillian-credentials.sh STATE
set -euo pipefail
umask 077

state=${1:?usage: arquillian-credentials.sh STATE}
password=$(cat "$state/admin.password")
# "glassfish" is the container's qualifier in arquillian.xml.
printf 'arq.container.glassfish.configuration.adminPassword=%s\n' "$password" > "$state/arquillian.properties"
