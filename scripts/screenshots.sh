#!/usr/bin/env bash
# Renders every page and the main dialogs of the GUI into OUT (default build/screens), without a display:
# at 1024x700 and 1280x800, in the light and a dark palette, in English and German, and at 2x scale.
# Files: OUT/<lang>-<palette>-<size>[-2x]/<page-or-dialog>.png, and OUT/index.html to look at them all.
set -euo pipefail
bin="${1:?usage: screenshots.sh path/to/hexkeeper [OUT]}"
out="${2:-build/screens}"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export QT_QPA_PLATFORM=offscreen HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_RUNTIME_DIR="$home/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

pages="start overview characters characters/experience characters/sheet treasury downtime/timeline downtime/labs downtime/workshop downtime/alchemy
       downtime/research combat library dice journal"
dialogs="new-campaign about guide advance-time rent-lab share preferences foundry-export foundry-exported foundry-import
         foundry-import-unknown"

# shot DIR LANG PALETTE SIZE SCALE NAME ARGS…
shot() {
  local dir="$1" lang="$2" palette="$3" size="$4" scale="$5" name="$6"
  shift 6
  local locale=C.UTF-8 dark=()
  [ "$lang" = de ] && locale=de_DE.UTF-8
  [ "$palette" = dark ] && dark=(--dark)
  mkdir -p "$dir"
  LC_ALL="$locale" LANG="$locale" QT_SCALE_FACTOR="$scale" \
    "$bin" "${dark[@]}" --size "$size" --screenshot "$dir/${name//\//-}.png" "$@" >/dev/null
}

combination() {
  local lang="$1" palette="$2" size="$3" scale="$4" suffix=""
  [ "$scale" != 1 ] && suffix="-${scale}x"
  local dir="$out/$lang-$palette-$size$suffix"
  for page in $pages; do
    if [ "$page" = start ]; then
      shot "$dir" "$lang" "$palette" "$size" "$scale" start --start-page
    else
      shot "$dir" "$lang" "$palette" "$size" "$scale" "$page" --demo --page "$page"
    fi
  done
  shot "$dir" "$lang" "$palette" "$size" "$scale" wizwar "$wizwar" --page wizwar
  shot "$dir" "$lang" "$palette" "$size" "$scale" dialog-wizwar-sectors "$wizwar" --dialog wizwar-sectors
  shot "$dir" "$lang" "$palette" "$size" "$scale" dialog-wizwar-deck "$wizwarFresh" --dialog wizwar-deck
  shot "$dir" "$lang" "$palette" "$size" "$scale" dialog-wizwar-new-game "$wizwarFresh" --dialog wizwar-new-game
  shot "$dir" "$lang" "$palette" "$size" "$scale" dialog-wizwar-new-game-spellbook "$wizwarFresh" --dialog wizwar-new-game-spellbook
  for dialog in $dialogs; do
    shot "$dir" "$lang" "$palette" "$size" "$scale" "dialog-$dialog" --demo --dialog "$dialog"
  done
  echo "$dir"
}

# The Wiz-War page needs a Wiz-War campaign: one in the middle of a game, made through the CLI.
wizwar="$home/wizwar.hkc"
bash "$(dirname "$0")/wizwar-demo.sh" "$(dirname "$bin")/hexkeeper-cli" "$wizwar"
# A fresh Wiz-War campaign: the deck editor and the new-game dialog with Hexkeeper's starter deck.
wizwarFresh="$home/wizwar-fresh.hkc"
rm -f "$wizwarFresh"
"$(dirname "$bin")/hexkeeper-cli" campaign new "$wizwarFresh" --ruleset wiz-war --name "First Wiz-War" >/dev/null

rm -rf "$out"
for lang in en de; do
  for palette in light dark; do
    for size in 1024x700 1280x800; do
      combination "$lang" "$palette" "$size" 1
    done
  done
  combination "$lang" light 1280x800 2
done

{
  echo '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Hexkeeper screens</title></head><body>'
  for dir in "$out"/*/; do
    echo "<h2>$(basename "$dir")</h2>"
    for png in "$dir"*.png; do
      echo "<a href=\"$(basename "$dir")/$(basename "$png")\"><img src=\"$(basename "$dir")/$(basename "$png")\" width=\"320\" title=\"$(basename "$png")\"></a>"
    done
  done
  echo '</body></html>'
} > "$out/index.html"
echo "$(find "$out" -name '*.png' | wc -l) screens in $out (open $out/index.html)"
