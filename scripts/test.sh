#!/usr/bin/env bash
# README command 2 runs this through `npm test`: install what the tests need from Debian's
# packages when absent (Chromium for Playwright, ffmpeg for RTMP tests,
# mosquitto for the MQTT_URL tests, nginx with its RTMP module for the MEDIA_SERVER=nginx-rtmp
# tests, iproute2 for the network-namespace test, redis-server and haproxy for the tests of
# several instances), then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 from the node package (docs/decisions/0001), also when this script runs outside npm.
export PATH="$PWD/node_modules/.bin:$PATH"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
[ -x /usr/sbin/mosquitto ] || missing+=(mosquitto)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_rtmp_module.so ] || missing+=(libnginx-mod-rtmp)
command -v ip >/dev/null 2>&1 || missing+=(iproute2)
# Several instances (issue 15): Redis for the shared state, HAProxy as the balancer.
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian's packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
[ -d node_modules ] || npm ci

TEST_REPORT_DIR="$(mktemp -d)"
export TEST_REPORT_DIR
status=0
npm run validate || status=$?
node scripts/test-summary.ts "$TEST_REPORT_DIR" || status=1
rm -rf "$TEST_REPORT_DIR"
exit "$status"
