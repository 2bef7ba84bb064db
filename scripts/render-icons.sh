#!/usr/bin/env bash
# Renders the PNG icons the package installs (resources/icons/hicolor/) from the SVG drawings beside them.
# Why kept in the repository: the build needs no SVG renderer; run this (apt install librsvg2-bin) after changing
# hexkeeper.svg or application-x-hexkeeper-campaign.svg, and commit the PNGs with them.
set -euo pipefail
cd "$(dirname "$0")/../resources/icons"
for size in 48 128 256; do
  rsvg-convert -w "$size" -h "$size" hexkeeper.svg -o "hicolor/hexkeeper-$size.png"
  rsvg-convert -w "$size" -h "$size" application-x-hexkeeper-campaign.svg -o "hicolor/application-x-hexkeeper-campaign-$size.png"
done
