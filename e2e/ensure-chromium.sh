#!/usr/bin/env bash
# Browser journeys run in Debian's Chromium headless shell (browsers cannot be downloaded here); install it
# when missing, with the full browser (the Lighthouse bench) and a CJK font so Korean renders in screenshots.
set -euo pipefail
# (grep reads all of fc-list's output: with -q it stops early, and pipefail then reports fc-list's SIGPIPE.)
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ] || ! fc-list 2>/dev/null | grep -i "noto sans cjk" >/dev/null; then
  echo "Installing Debian chromium, chromium-headless-shell and fonts-noto-cjk for the browser journeys…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk >/dev/null
fi
