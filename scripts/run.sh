#!/usr/bin/env bash
# Launches the GUI on the demo campaign; explains what to do when there is no display instead of hanging.
set -euo pipefail
bin="$1"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  cat >&2 <<'MSG'
Hexkeeper needs a display to show its window, and none is set (DISPLAY / WAYLAND_DISPLAY are empty).
  - On a desktop, run `make run` from a terminal inside your graphical session.
  - Over SSH, use `ssh -X` or run `xvfb-run -a make run` for a virtual display.
  - To only check that it starts, run `make screenshot` (writes build/hexkeeper.png without a display).
MSG
  exit 3
fi
exec "$bin" --demo
