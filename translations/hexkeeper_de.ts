<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk</name>
    <message>
        <source>Campaign:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset:   %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option:    %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice:      %1, seed %2, %3 dice drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ruleset is required (see &apos;hexkeeper-cli rules list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--day must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [GM only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base ruleset id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option packs, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice seed (default: random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign name (default: the file name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting calendar day (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a campaign&apos;s name, rulesets, date and dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a campaign&apos;s name, notes or dice mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeded or table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the campaign&apos;s event log, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only events of this kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most N events (default 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out GM-only events (what players may see).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> vs %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--vs needs a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--vs rolls plain d6 against a target (like 3d6 or 4d6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ruleset package &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give plain d6 dice and a target: dice odds 3d6 --vs 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2: %3% (rolling %2 or less: %4%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset whose special results apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll dice (3d6, 4d6, 2d6+2), optionally against a target; with --campaign the roll is logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target: succeed on this total or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for reproducible dice (without --campaign).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll with this campaign&apos;s dice and log the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who rolls (for the log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the roll is for (for the log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the roll as secret (GM only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact chance of success of a roll against a target, with the ruleset&apos;s special results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a campaign&apos;s dice log, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most N rolls (default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out GM-only rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ruleset package &apos;%1&apos; (see &apos;hexkeeper-cli rules list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: valid (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the ruleset packages and their entry counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a whole ruleset package as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate ruleset package folders on disk and report every problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared kinds file (default: the folder&apos;s ../kinds.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: expected %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: unknown key &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: a perSt cost needs damagePerSt or effectPerSt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.damagePerSt&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.kind&apos;: &apos;%2&apos; is not fixed, perSt, perUnit, variable or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.per&apos;: expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.dice&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.unit&apos;: expected a time unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.kind&apos;: &apos;%2&apos; is not a duration kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --days N or --weeks N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of days or weeks must be 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now %1. Undo with: hexkeeper-cli advance undo %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redid the advance from %1 to %2. Now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undid the advance from %1 to %2. Now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even if the campaign changed since (those changes are lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the calendar forward, resolving all downtime work due, and print what happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance by N days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance by N weeks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out GM-only events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the campaign exactly as it was before the last advance of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-apply the last undone advance of time, with the same outcome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the recorded advances of time that can be undone or redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only events about this character or thing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only events whose text contains TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --json-file FILE or --statblock FILE (- reads standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the library (kept in the notes): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no character could be read from the stat blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA %1, adjusted DX %2, DX for spells %3, ST now %4 (wounds %5, fatigue %6), spells %7 of %8, EP %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed #%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters as JSON (FILE, or - for standard input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters as stat-block text (FILE, or - for standard input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add characters (refused with the builder&apos;s reasons when illegal), or monsters from the bestiary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a monster from this bestiary entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many copies of the monster (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the characters in this party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import characters from a Hexkeeper character file or stat-block text (same as add).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only pc, npc, apprentice, pet or monster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only characters whose name, party or player contains TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include archived (dead or retired) characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one character (by id or name) with its derived values and any problems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the stat block only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export characters as a Hexkeeper character file (JSON) or as stat-block text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ids or names, comma-separated (default: the whole active roster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every character of this party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write stat-block text instead of JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a character with the one read from the file (checked like a new one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive a dead or retired character, or bring it back with --restore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the character back to the active roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a character under a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a character and its experience history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--json-file is required: the new entry as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the GM changed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List a campaign&apos;s house rules (changed and added entries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change one value of an entry for this campaign (PATH like cost.st or rows.2.dx; VALUE as JSON or text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one value (or every changed value) of an entry back to the book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a new entry (spell, potion, item …) for this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove an entry that was added for this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--spell and --method are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3, from %4 to %5, fee $%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 learning %2 (IQ %3) by %4: %5 days, fee $%6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, full time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cannot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell (id or name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SPELL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apprenticeship, study, instruction or guild-instruction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction: the teacher&apos;s weekly pay in dollars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what learning a spell by a method would take, and anything that forbids it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start learning a spell; advancing the calendar completes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell learning under way (with --all, also finished and cancelled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include ended studies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel a study under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign does not use the ruleset &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing named &apos;%1&apos; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also named &apos;%1&apos;: %2 (choose with --kind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one entry (by name or id) with every field and its source line; with --campaign, as the campaign&apos;s house rules have it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only entries of this kind (spell, potion, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply this campaign&apos;s house rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3 EP unspent; ST %4, DX %5, IQ %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say who: --ids 1,2,… (ids or names) or --party NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--amount N is required (a whole number of EP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--combat must be to-the-death, arena or practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no award applies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EP each: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--attribute ST|DX|IQ is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ids or names, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every active member of this party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the experience is for (goes into the ledger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award experience to one or many characters in one undoable step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP for each character (negative takes EP away).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award the Wizard combat experience for surviving a fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to-the-death, arena or practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arena: winner or defeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arena: the defeated ran away unhurt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average total attributes of their side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average total attributes of the other side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend experience on one point of an attribute (refused when the EP are not there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST, DX or IQ (MA where the rules allow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATTR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character&apos;s dated experience ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aronnen&apos;s tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice of Aronnen. Fought Krait in the Torea arena and walked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torea School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor&apos;s wolf, a summoned beast that stayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arena duel at the Torea School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance %1 week(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance %1 day(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a list of names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” may hold only non-empty names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules have no table of attribute costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attribute cost table ends at a total of %1; these rules do not say what a total of %2 costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 minimum for %2 is %3; %4 has %2 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 IQ may not go above %2; %3 has IQ %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds and fatigue cannot be negative (wounds %1, fatigue %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA cannot be negative (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1 + DX %2 + IQ %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, but %2 should have %3 points (%4 to start and %5 bought with experience).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, but the point total set for %2 is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, but a new %2 has %3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under these rules only wizards memorise spells; %1 is a hero and lists %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hero pays %1 IQ per memorised spell: IQ %2 allows %3 spells; %4 are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ %1 less %2 for talents and languages allows %3 spells; %4 are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ %1 allows %2 spells; %3 are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell “%1” is not in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs IQ %2; %3 has IQ %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every piece of gear needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” needs a slot: armor, shield or weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot stop a negative number of hits (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one suit of armor can be worn; %1 are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one shield can be carried; %1 are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard carries at most %1 weapons and a dagger; %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard carries at most %1 weapons; %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 %3; the lowest allowed is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has MOV %2; MOV starts at %3 and can only be raised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2 points on attributes and MOV but has only %3 (%4 at creation and %5 bought with experience).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 still has %2 of %3 points to spend on attributes or MOV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 cannot know spells; %2 knows %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 knows %2 spells; a %3 with INT %4 may know %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a spell of these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs INT %2; %3 has INT %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 %3; %4 has %2 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the %2 skill, which %3 does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs one of %2; %3 has none of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s skills and spells take %2 slots (%3 for each spell); INT %4 gives %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s skills take %2 slots; INT %3 gives %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a skill of these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this campaign has no mass-combat option pack (no team races)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team “%1”: %2 of %3 figures; beginning points %4; bonus points %5 spent of %6 (budget %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a party as a mass-combat team: figures, bonus points, race limits (exit 1 when not legal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longer game&apos;s team size and point budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1 starts with %2 %3; %4 has %2 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1 allows %2 up to %3; %4 has %2 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA cannot be raised or lowered when building a team: race %1 has MA %2, %3 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1 + DX %2 + IQ %3 = %4, but a figure of race %5 must spend all %6 of its own extra points (at least %7 in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only wizards know battle spells; %1 is a hero and lists %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ %1 allows %1 spells; %2 are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle spell “%1” is not in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resumed #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume a study halted for want of money (the week is paid now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--amount N is required: a whole number of dollars above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole dollars ($10 = 1 GP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the money is for (goes into the ledger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deposit, withdrawal, purchase, sale, fee, upkeep …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every purse&apos;s balance (the party&apos;s and each character&apos;s), or one (WHO: party, an id or a name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put money into a purse (one undoable step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay money out of a purse; refused when the purse holds less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move money between purses in one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A purse&apos;s history with the balance after each line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize purse of the Torea arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor&apos;s share of the prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the party purse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AboutDialog</name>
    <message>
        <source>About Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Hexkeeper %1&lt;/h2&gt;&lt;p&gt;A game-master tool for Fantasy-Trip-style games. Built with Qt %2.&lt;/p&gt;&lt;p&gt;The rules come from the books listed below. Hexkeeper carries over their facts — names, numbers, costs and tables — and describes everything in its own words. Each entry in the rules library names the line of the book it comes from.&lt;/p&gt;&lt;h3&gt;Sources&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ActivityModel</name>
    <message>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halted: no money</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ActivityRepository</name>
    <message>
        <source>There is no activity with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AdvanceCommand</name>
    <message numerus="yes">
        <source>Advance time by %n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::AdvanceTime</name>
    <message>
        <source>%1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calendar moved from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>advance by 1 to %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the advance was cancelled, nothing changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that advance is no longer the one to undo or redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign changed after that advance was undone; redoing it would lose those changes (use force to redo anyway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign changed after that advance; undoing it would lose those changes (undo them first, or use force to undo anyway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no advance of time to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no undone advance to redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AdvanceTimeDialog</name>
    <message>
        <source>Advance Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves the calendar forward and resolves every workshop week, potion batch, study, rent and recovery that falls due, in order. The whole advance can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  →  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time did not advance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[GM only] %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AwardXpDialog</name>
    <message>
        <source>Award experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticks every member of a party in one go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1, DX %2, IQ %3 · %4 EP unspent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active roster is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick a whole party…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody (clear the ticks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fixed amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wizard combat award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A negative amount is a penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each (negative for a penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran away unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average of ST + DX + IQ over the figures of the ticked characters&apos; side; filled in from the ticked characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average of ST + DX + IQ over the figures they fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own side average:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy side average:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Survived the fight at the ford (goes into each ledger)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EP each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type an amount other than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This combat earns no experience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the experience is for: the reason goes into each character&apos;s ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Award %1 EP to %n character(s) in one step you can undo.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Experience not awarded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::BestiaryDialog</name>
    <message>
        <source>Add from the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a creature…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR %1, DEX %2, INT %3, MOV %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1, DX %2, IQ %3, MA %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to roster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Calendar</name>
    <message>
        <source>Day %1 · week %2, day %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Campaign</name>
    <message>
        <source>this campaign uses the ruleset &apos;%1&apos;, which this Hexkeeper does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an option pack, not a base ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this campaign uses the option pack &apos;%1&apos;, which this Hexkeeper does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option pack for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset &apos;%1&apos; builds on a package this Hexkeeper does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a campaign needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign created with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice mode must be &apos;seeded&apos; or &apos;table&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignDice</name>
    <message>
        <source>cannot write the dice log: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignFieldCommand</name>
    <message>
        <source>Rename campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit campaign notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignFile</name>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty; it is not a Hexkeeper campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Hexkeeper campaign (it is not an SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its header names an impossible page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged or truncated: it holds %2 bytes but its header describes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Hexkeeper campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Hexkeeper (campaign schema %2; this version reads up to %3). Update Hexkeeper to open it; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (integrity check: %2); it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot configure the campaign file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or remove it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignRepository</name>
    <message>
        <source>the file holds no campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignSnapshot</name>
    <message>
        <source>cannot read table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot is damaged or from a newer Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot clear table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot does not fit table %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot restore a row of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Character</name>
    <message>
        <source>This character was written by a newer Hexkeeper (format %1; this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown role “%1” (expected one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown character type “%1” (expected wizard, hero or warrior).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“gear” must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each piece of gear needs a name and a slot (armor, shield or weapon).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rule system “%1” (expected tft, ww or mc).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterEditor</name>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the changes made since the last save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked out by the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor, shield and weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a character in the roster, or make a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race&apos;s (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not legal yet:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has changed since the last save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes (one undoable step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to the roster (one undoable step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no character to save.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterFields</name>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Yzor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty for the GM&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting attribute points; the lowest value uses the rules&apos; number for the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talents and extra languages known: each takes IQ that spells cannot use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talents, languages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: a creature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds tended (heal as time passes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With proper care wounds heal at the book&apos;s rate when the calendar moves; untick for a character left without care. Fatigue always comes back with rest.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterFiles</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stat blocks were found in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterLookup</name>
    <message>
        <source>no character is called “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters are called “%2”: use the id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the party “%1” has no active members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterRepository</name>
    <message>
        <source>character %1 is damaged in the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no character with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterRules</name>
    <message>
        <source>This character</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharacterSheet</name>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per ST (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>varies (see the library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjusted DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength (%1 boxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a wound ✗ and fatigue / in a box; wounds and fatigue heal separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Spells (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>party: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EP unspent · %2 attribute point(s) bought with experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no character to put in the PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the PDF to “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF “%1” came out empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print character sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— MA %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CharactersPage</name>
    <message>
        <source>Builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a new character in the builder (Save adds it to the roster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From bestiary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add monsters or a pet from the campaign&apos;s bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a copy of each selected character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep dead or retired characters out of the active roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected characters and their experience history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award experience…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give experience to the selected characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add characters from a Hexkeeper character file (.json) or stat-block text (.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the selected characters to a character file (.json) or as stat blocks (.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the character sheets of the selection to a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the character sheets of the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find by name, party or player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All roles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All parties</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the new character?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the unsaved changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose a character to see the sheet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add from the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Bring back %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archive %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 and their experience history from the roster?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n characters and their experience history from the roster?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Remove characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo brings them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters (*.json *.txt);;Hexkeeper character files (*.json);;Stat blocks (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported with notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characters were added. These names did not match the campaign&apos;s rules and were kept on the characters&apos; notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper character file (*.json);;Stat blocks (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export character sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasy Trip character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mass-combat team figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to build:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DemoCampaign</name>
    <message>
        <source>The Tower of Aronnen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initiative practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casting Dazzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krait disbelieves the wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor survived his duel with Krait in the arena of the Torea School.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aronnen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aronnen suspects a Torea master bribed the proctor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo campaign: Yzor, apprentice of Aronnen, after his first arena duel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DerivedPanel</name>
    <message>
        <source>Spell room:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits stopped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack DEX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjusted DX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective DEX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting DX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (wounds %3, fatigue %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unhurt, rested)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DiceExpression</name>
    <message>
        <source>&apos;%1&apos; is not a dice expression (examples: 3d6, 2d6+2, 1d6-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: use 0 to 100 dice of 2 to 1000 sides</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DiceLogModel</name>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DicePage</name>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Dice&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against a target of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Yzor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. casting Dazzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret roll (GM only — never shown to players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Dice log&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roll against a target uses plain d6 (like 3d6 or 4d6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2, average %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% to succeed (%2 or less on %3d6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → [%2] = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — &lt;span style=&apos;color:#2a7a2a&apos;&gt;success&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — &lt;span style=&apos;color:#a33&apos;&gt;failure&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EntryDetails</name>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: this campaign changes the book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: added for this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EntryText</name>
    <message>
        <source>House rule for this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EntryValidator</name>
    <message>
        <source>field &apos;%1&apos;: %2 is outside %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not a dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1.%2&apos;: required but missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: unknown key &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;id&apos;: %1 is not a slug like &apos;summon-wolf&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;name&apos;: required text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: required but missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: not a field of kind &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: not a column of this table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EventLogModel</name>
    <message>
        <source>GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Experience</name>
    <message>
        <source>“%1” is not an attribute that experience can raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In these rules experience raises ST, DX or IQ; MA cannot be bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules do not say what an attribute point costs in experience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising %1 costs %2 EP; %3 has %4 EP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 combat): %3 EP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 EP more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No experience award is listed for “%1” combat.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ExperiencePanel</name>
    <message>
        <source>No character chosen. Pick one from the roster to see and spend their experience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes and unspent EP over campaign time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST · DX · IQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unspent EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This character is no longer in the campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EP unspent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience points %1 has earned and not yet spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise %1
%2 EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raising %1 costs %2 EP; %3 has %4 EP (%5 short).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend %1 EP to raise %2 from %3 to %4 (one step you can undo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot raise %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::FieldFormat</name>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ST per die (%1 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST chosen: %1 per ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>varies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 ST if %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? ST/%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while maintained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (lost in the text)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::GearEditor</name>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX change while worn or ready (negative for a penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits stopped by armor or a shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iron or steel on the body hinders casting; leave empty for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shield or weapon in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor: the MA its wearer is slowed to (0 for no change)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::HouseRuleDialog</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (optional): e.g. our table&apos;s ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change any value for this campaign. The book&apos;s own numbers are kept and can be restored with “Revert to book”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::HouseRuleOverlay</name>
    <message>
        <source>the rulesets of this campaign have no kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; already exists in the rules; change it instead of adding it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new entry&apos;s id must be &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no %1 &apos;%2&apos; in this campaign&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be changed by a house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; has no field &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign&apos;s changes to the book rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::HouseRules</name>
    <message>
        <source>&apos;%1&apos; has no field &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no %1 &apos;%2&apos; in this campaign&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; has no house-rule changes to revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; of %2 is not changed by a house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert %1 to the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a house rule for %1 &apos;%2&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not an entry added for this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::JournalPage</name>
    <message>
        <source>Find in the journal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show GM-only entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick to see the journal as the players may: secret rolls, faulty potions and the like are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone and everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::KindSchema</name>
    <message>
        <source>field &apos;%1&apos;: unknown schema key &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: unknown type &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: an enum needs &apos;values&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind &apos;%1&apos;: column &apos;%2&apos; is not one of its fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind &apos;%1&apos;: level field &apos;%2&apos; is not one of its fields</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::LearnSpellDialog</name>
    <message>
        <source>Learn a spell — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a spell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells %1 could learn (IQ %2 or lower, not yet known):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book leaves a teacher&apos;s pay to Guild rates: agree it at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Way of learning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teacher&apos;s pay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (IQ %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spell chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n day(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, full time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, alongside other work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; then %1 DX on the spell for %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; fee %1 a week from %2&apos;s purse, %3 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; fee %1 from %2&apos;s purse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::LearningResolver</name>
    <message>
        <source>%1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finished %2 but cannot memorise %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has learned %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casts it at %1 DX until %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot pay this week&apos;s %2 for %3 (short by %4): the study halts until it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no recent campaigns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot build the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper campaigns (*.hkc);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance &amp;Time…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::McCharacterRules</name>
    <message>
        <source>The figure needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a team race for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a mass-combat team race in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team figure is a wizard or a hero, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every piece of gear needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1 wears no armor; %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1 may not wear %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” needs a slot: armor, shield or weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1 fights without weapons or shields; %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1 uses only %2; %3 is not one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one suit of armor can be worn; %1 are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A figure chooses %1 weapons (a shield counts as one, the free dagger does not); %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX on spells: metal carried or worn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX to hit with %2: a wizard trains only with the staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hide stops %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Migrator</name>
    <message>
        <source>cannot read the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration %1 (%2) failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration %1 could not be committed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::MoneyDialog</name>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add money to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay out of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same amount in gold pieces: $10 make 1 GP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deposit (loot, pay, a gift)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required: what the ledger will say, e.g. Sold the ogre&apos;s axe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pay out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type an amount above $0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the money is for: the ledger keeps the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the purse the money goes to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The treasury refused the change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::MoneyLedgerModel</name>
    <message>
        <source>Deposit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Option packs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting &amp;day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice &amp;seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none for this ruleset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to save the campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That file already exists; choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ruleset packages are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper campaigns (*.hkc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::NewEntryDialog</name>
    <message>
        <source>New house-rule entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the new entry a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an entry called that; choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing of this kind to start from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::OverviewPage</name>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Campaign&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeded (reproducible from the campaign seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table dice (the GM types what the dice showed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulesets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PackageLoader</name>
    <message>
        <source>%1: format %2 is not supported (this Hexkeeper reads format %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: kind &apos;%2&apos; is already defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: format %1 is not supported (this Hexkeeper reads format %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: &apos;%1&apos; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: id &apos;%1&apos; is not a package id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: &apos;extends&apos; must name a package id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: role must be &apos;base&apos; or &apos;option&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: an option pack must say which families it appliesTo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: kind &apos;%1&apos; is already defined (shared kinds cannot be redefined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: &apos;files&apos; lists no data files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown kind &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id &apos;%1&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; (entry %4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: field &apos;%3&apos; names %4 &apos;%5&apos;, which is not in the package</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RecoveryResolver</name>
    <message numerus="yes">
        <source>%n hit(s) of wounds healed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ST of fatigue rested off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; ST now %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds are not tended.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Roster</name>
    <message>
        <source>A character needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not legal under the campaign&apos;s rules: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no characters to add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bestiary has no creature “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between 1 and 99 copies can be added at once, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one character to award experience to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An award of 0 EP changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the experience is for (the reason goes into the ledger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 EP; taking away %3 would leave less than none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award %1 EP to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award %1 EP to %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised %1 by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raises %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not valid JSON (%1 at byte %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a Hexkeeper character file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This character file was written by a newer Hexkeeper (format %1; this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %1 in the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RosterModel</name>
    <message>
        <source>Player character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (archived)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race and type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RuleEntryModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RulesLibraryPage</name>
    <message>
        <source>Rules library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find by name or summary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest IQ / Min INT shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest IQ / Min INT shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New entry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a spell, potion, item … of your own to this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in book…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change for this campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert to book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose “This campaign&apos;s rules” to change entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove added entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 for this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ScriptedDiceRoller</name>
    <message>
        <source>dice script: &apos;%1&apos; is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice script ran out: %1 needs %2 dice but only %3 remain (after %4 used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice script: face %1 at position %2 is too high for a d%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SeedFiles</name>
    <message>
        <source>Where are the books?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper does not ship the rulebook texts. Choose the folder that holds %1 and the other seed files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SourceRef</name>
    <message>
        <source>house rule (no book line)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SourceViewer</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, line %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpecialResults</name>
    <message>
        <source>table %1: bad special-result row %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpellLearning</name>
    <message>
        <source>These rules have no way of learning called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no spell “%1” in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formula gives %1; the book sets no minimum, so Hexkeeper counts one %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book leaves the teacher&apos;s weekly pay to Guild rates; $%1 a week was agreed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already knows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an IQ %2 spell; %3 has IQ %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 teaches only spells up to IQ %2; %3 is IQ %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no room for another spell (%2 of %3 used).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpellPicker</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a skill to add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a spell to add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (wizard %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spell(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>IQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Cost: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpellStudies</name>
    <message>
        <source>%1 already knows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already learning %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already studying full time; %2 needs the whole week too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four ways of learning a spell belong to Advanced Wizard; %1 is not a Fantasy Trip character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot start learning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has already ended (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot start learning: %2 is due now and %1 holds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not halted (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The week&apos;s pay of %1 is due on resuming, and the purse holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::StartPage</name>
    <message>
        <source>&lt;h1&gt;Hexkeeper&lt;/h1&gt;&lt;p&gt;Keep your Fantasy Trip campaign: characters, spells, workshops and fights, in one campaign file.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a ruleset and start a calendar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a .hkc campaign file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small Advanced Wizard campaign to look around in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Recent campaigns&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::StatBlockReader</name>
    <message>
        <source>“%1”: no ST, DX or IQ found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”: the block gives no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the block gives no %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not understood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: talents “%2” not understood as a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talents and languages: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” is not a race or creature in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported description “%1” was not understood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: spell “%2” not in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell “%1” was not found in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” on %3 not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” on %2 was not understood.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::StudiesPanel</name>
    <message>
        <source>Learn a spell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s rules have no ways of learning spells (Advanced Wizard has four).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a character to see what it is learning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not learning anything. Advancing the calendar completes a study when it falls due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advancing the calendar completes each study when it falls due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with a study halted for want of money: the week is paid now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TableDiceEntry</name>
    <message>
        <source>Table dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1d%2 for %3.
Type the faces (e.g. 3 5 6) or the total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TableDiceRoller</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a face of a d%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be rolled on %2d%3 (possible: %4 to %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type the total or all %1 faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GM cancelled the roll for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid dice entered for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TeamPanel</name>
    <message>
        <source>Figures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginning points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long game (%1 figures, %2 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams are for the mass-combat option pack, which this campaign does not use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a team figure: its party is checked as a mass-combat team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in no party. Put the figures of a team in one party to check them together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Team “%1”&lt;/b&gt; is legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Team “%1”&lt;/b&gt; is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the races&apos; totals, out of a budget of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spent of %2 available</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TeamRules</name>
    <message>
        <source>A team has %1 figures; this one has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a mass-combat team figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures use %1 bonus points, but the team has only %2 (%3 less %4 beginning points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 bonus points are not spent yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team may have at most %1 of the %2; this one has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 suits of fine plate, but %2 men allow %3 (one for every %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TftCharacterRules</name>
    <message>
        <source>The character needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a race for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race “%1” is not in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fantasy Trip character is a wizard or a hero, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA cannot be negative (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talents and languages cannot take a negative amount of IQ (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX when %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot cast: shield ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot cast: weapon ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX to hit with %2: a wizard is untrained with weapons other than staff and dagger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX on spells: %2 is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX casting spells from memory (not a wizard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Treasury</name>
    <message>
        <source>%1 (%2 GP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An amount of $0 changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the money is for (the reason goes into the ledger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2; paying out %3 would leave less than nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paid by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transfer moves more than $0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transfer needs two different purses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2; %3 cannot be moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TreasuryPage</name>
    <message>
        <source>Purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add money…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money coming into this purse: loot, pay, a sale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money leaving this purse: a purchase, a fee, upkeep. Never more than it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move money from this purse to another one in one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has come into or gone out of this purse yet. Use &quot;Add money…&quot; to record loot, pay or a sale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WwCharacterRules</name>
    <message>
        <source>Give the character a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a character type of these rules; choose %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each spell takes %1 skill slots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the book leaves its slot cost open; it is counted as %2 until the GM sets one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used while effective DEX is %2; it needs %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WwGearEffects</name>
    <message>
        <source>%1: %2 to hit without a skill for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 to hit, STR %3 is below its minimum of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MOV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carrying %1 kg with STR %2 costs %3 for encumbrance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DEX from armor and shield.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::XpLedgerModel</name>
    <message>
        <source>Joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unspent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::cli</name>
    <message>
        <source>warning: ruleset package refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexkeeper-cli: error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexkeeper-cli: note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The team is not legal (%n problem(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hexkeeper, a game-master tool for Fantasy-Trip-style games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to FILE (PNG) and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this page first (overview, library, dice, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size WxH (default 1280x800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
