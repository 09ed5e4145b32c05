#!/bin/bash
# Wraps the official mongo entrypoint: a replica set with authentication needs a key file its
# members share. There is one member, so the key is made here on first start and kept in the
# config volume; the official entrypoint then creates the root user and runs create-app-user.js.
set -euo pipefail
key=/data/configdb/replica.key
if [ ! -s "$key" ]; then
  head -c 756 /dev/urandom | base64 -w 0 > "$key"
fi
chown mongodb:mongodb "$key"
chmod 400 "$key"
exec docker-entrypoint.sh "$@"
