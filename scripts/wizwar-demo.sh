#!/usr/bin/env bash
# Writes a Wiz-War campaign in the middle of a game to FILE, through hexkeeper-cli: two sector boards drawn,
# the players' cards typed in, a game set up and a few turns played. For the screenshots and the README.
set -euo pipefail
cli="${1:?usage: wizwar-demo.sh path/to/hexkeeper-cli FILE}"
file="${2:?usage: wizwar-demo.sh path/to/hexkeeper-cli FILE}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rm -f "$file"
"$cli" campaign new "$file" --ruleset wiz-war --name "Wiz-War nights" --seed 5 >/dev/null
cat > "$work/red.txt" <<'MAP'
+-+-+-+-+-+
|. . . . .|
+ + +-+ + +
|. .|. . .|
+ + + + + +
 . . H . . 
+ + + + + +
|T . . . T|
+ +D+ + + +
|. . . . .|
+-+-+-+-+-+
MAP
cat > "$work/blue.txt" <<'MAP'
+-+-+ +-+-+
|T . . .|.|
+ +-+ + + +
|. . .|. .|
+ + + +-+ +
 . .|H . . 
+ + + + + +
|. . . . .|
+-+ + +D+ +
|. . . . T|
+-+-+ +-+-+
MAP
"$cli" wizwar setup "$file" --sector 1 --side A --map-file "$work/red.txt" >/dev/null
"$cli" wizwar setup "$file" --sector 2 --side A --map-file "$work/blue.txt" >/dev/null
# The game below is scripted on a deck of typed cards: Hexkeeper's starter deck off.
"$cli" wizwar deck starter "$file" off >/dev/null
card() { "$cli" wizwar card "$file" "$@" >/dev/null; }
card "Energy 3" --school white-cantrip --type energy --energy 3 --copies 4
card "Mind Blank" --school mentalism --type neutral-spell --range los --copies 4
card Shield --school white-cantrip --range caster --copies 3
card "Acid Bath" --school alchemy --type attack-spell --range los --copies 2
card Rock --school alchemy --type item --range adjacent --traits thrown-weapon --copies 2
"$cli" wizwar new "$file" "Tuesday duel" --player Mara:red --player Yzor:blue --schools alchemy,elemental,mentalism >/dev/null
step() { "$cli" wizwar "$1" "$file" 1 "${@:2}" >/dev/null; }
step move Mara --path W,N
step end-turn Mara
step move Yzor --path E,N
step end-turn Yzor
step move Mara --path W
step attack Mara --card Fireball --at Yzor
step counter Yzor Shield
step pass
