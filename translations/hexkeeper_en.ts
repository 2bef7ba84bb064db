<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>Ids or names, comma-separated (default: the whole active roster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every character of this party.</source>
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
    <message>
        <source>  [GM only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice [%2] = %3 vs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>week %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTIVITY must be an activity id (see &apos;activity list&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only what the players may see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything under way on the calendar: projects, batches, studies, research, searches (with --all, ended ones too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this kind (workshop, alchemy, learning, research, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this character&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include ended activities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One activity with its week-by-week history of rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set an activity aside; the calendar skips it until it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take up a paused or halted activity again; its end moves back by the days lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give an activity up for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--potion is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--supplied takes special, common or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3): %4, rolls against DX %5; ingredients %6 special + %7 common, %8 to pay now; book %9 pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3, from %4, due %5; %6 paid for ingredients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAULTY (%1)%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STOCK must be a potion stock id, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The potion (id or name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses in the batch (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The laboratory&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who gets the potions: a character or party (default: the maker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who buys the ingredients: a character or party (default: the maker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ingredients already at hand: special, common or both (comma-separated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM confirms the maker has the book of instructions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM confirms the maker is a trained chemist / alchemist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM lets a non-wizard brew alchemists&apos; potions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only: what a faulty batch does (inactive, poisonous, opposite).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out a batch of potion: weeks, costs, the DX roll, and anything that stops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a batch: ingredients are bought now; the calendar rolls each week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batches under way (with --all, ended too); --player hides the GM&apos;s rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include ended batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this holder&apos;s (a character or party).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use doses (a healing potion heals the drinker 1 hit a dose).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses used (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who drinks it (default: the holder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand doses to another character or to the party (default: all of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chemist&apos;s or alchemist&apos;s one try at spotting a faulty potion (4 dice against IQ; not its maker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM confirms the examiner is a chemist / alchemist of the potion&apos;s kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Have doses of an asterisked potion made into gas bombs, for the fee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bombs to make (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays the fee (default: the holder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAB must be a laboratory id, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  attuned to %1 since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  booked by #%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  next charge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--type is required (wizard, chemist or chest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 repaired for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3 attunes %4; the roll comes %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory type: wizard, chemist or chest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays: a character, or party (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who owns it: a character, or party (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratories and wizard&apos;s chests held (with --all, given-up ones too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include laboratories given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One laboratory: costs, damage, attuned wizards, bookings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a laboratory or chest at the book&apos;s price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assemble a laboratory by hand: cheaper, ready after the book&apos;s months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent a Guild laboratory by the week (first week&apos;s rent and supplies paid now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a laboratory found or already owned (nothing paid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up a laboratory or end a rental.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay for the explosion damage so the laboratory can be used again (default payer: whoever pays for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a wizard&apos;s attunement week; the calendar rolls DX at its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  seller %1, asks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--item, --value and --settlement are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--value must be a whole number of dollars above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bonus must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — first roll on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>let #%1 go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bought #%1; %2 now holds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--item and --value are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no keen buyer this week (%1 against %2); at fair value (%3) it sells in any large city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buyer found (%1 against %2): %3 (die %4), offers %5%6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; he may try to take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; sold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start searching the market for an item; the calendar rolls each week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item sought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its fair market price in dollars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the place: village or small town, sizeable town, great city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching all week, doing nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s bonus to the roll (negative for a penalty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic item: buying it adds it to the magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seller is a merchant (his surcharge).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market searches and the offers they found (with --all, ended ones too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include ended searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy what a search found at the seller&apos;s price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose purse pays (default: the party).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a found item unsold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for a buyer who pays over fair value this week and roll his reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its fair market value in dollars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell at once if a buyer is found (the price goes into the purse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--level, --dice, --weeks-needed and --lab take whole numbers of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3, from %4; %5; first week&apos;s materials %6 paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lab ID is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 revealed to the Wizards&apos; Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 now works in laboratory #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start research in a laboratory; the calendar rolls its weeks. --weeks-needed is the GM&apos;s secret for items and potions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kind of research.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell of the library being researched (its IQ is the level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s IQ level, or the research level the GM sets for an item or potion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice of the weekly roll (items and potions: 3 or 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only: successful weeks the item or potion needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is being researched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research under way (with --all, ended too); --player hides the GM&apos;s secret weeks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include ended research.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a finished spell to the Wizards&apos; Guild: its reward goes into the researcher&apos;s purse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move research under way to another laboratory (after its own was wrecked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as spell %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  wizards: %1 required, %2 working; %3 weeks of work, %4 on the calendar (a roll every %5 week(s))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ST/day per wizard: %1; apprentices: %2; per week up to %3; in all %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  each week: %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  value added: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (after +%1% on the item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--recipe is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--recipe and --lab are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pay must be party or lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --item or --item-name, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3 to %4, %5 a week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2 — %3, %4, due %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 week %2: %3 %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--wizard and --days are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1: %2 away %3 day(s) this week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dead and --by are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1: %2 takes %3&apos;s place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1: %2 failed the roll; the spell starts over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2, worth %3 (the object itself %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1. %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no magic item with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The magic-item recipe (id or name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes A/B: the strength wanted; Note C: the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST per turn the item powers itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of a large, massive item in hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out an enchantment: wizards, weeks, ST/day, apprentices, weekly cost and the value it adds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s place on the item (1–5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizards actually working (fewer take longer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a workshop project; advancing the calendar works it week by week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lead&apos;s laboratory id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LABID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other wizards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster apprentices helping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentices hired at the Guild wage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An existing magic item getting its next spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ITEMID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of a new item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new item&apos;s own worth in dollars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays: party or lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Charm&apos;s bonus on the weekly roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop projects, ended ones too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workshop project with its week-by-week history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a team wizard&apos;s days away from his lab this week (over two, or two in a row, loses the week).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHARID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days away this week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The days away ran together (two in a row lose the week).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a dead team wizard; the newcomer rolls 5 dice on basic DX or the spell starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard who died.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard stepping in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic items and their value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this owner&apos;s items (party for the party&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic item with its spells, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payment due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alchemist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chemist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>character #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figure</numerusform>
            <numerusform>%n figures</numerusform>
        </translation>
    </message>
    <message>
        <source>map %1×%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>DX %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX %1 (adj %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 facing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounds %1, fatigue %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initiative to side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sides move in the order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1 is moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  spell %1: %2 by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST a turn%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>%n turn left</numerusform>
            <numerusform>%n turns left</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 is now called %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2 deleted with its combat log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count goes with --creature: a character joins once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--side is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--award must be to-the-death, arena or practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--winner goes with --award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than one side is still standing: say who won with --winner SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 EP (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of hexes (default 16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tunnel map: only hexes opened with combat terrain … tunnel may be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s encounters, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the fight stands: turn, phase, who moves or acts, and every figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encounter&apos;s combat log, oldest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roster character (id or name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bestiary creature (id or name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many copies of the creature (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side they fight on (a number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a figure out of an encounter being set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a figure on a hex (or anywhere, as the GM): the hex must be open and free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0–5 or N, NE, SE, S, SW, NW (default: as it was).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark hexes as wall, fire, shadow or open tunnel (or clear them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the terrain from the hexes instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy an encounter as it was set up, with fresh figures from the roster and bestiary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the copy (default: “… (copy)”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename an encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete an encounter and its combat log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin turn 1 (figures of two sides must be on the map).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the fight: wounds and fatigue go back to the roster characters; with --award, experience too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award experience for this kind of combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMBAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winning side (default: the only side still standing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIDE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--runs takes 1 to 100000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand-up fight (%1 simulated, blows only): %2 wins %3%, %4 wins %5%, %6 undecided; %7 turns on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --pay or --drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SERIAL must be the running spell&apos;s number (see combat show), not “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one change: --hits/--fatigue, --posture, --condition, --remove-condition, --hide, --show or --acts-next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--turns, --dx and --secret go with --condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown posture “%1”: standing, kneeling, prone, crawling, fallen or bending-over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the combat-log lines written as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra DX the tracker cannot see (the GM&apos;s call).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative for the turn; --first: the side the winner sends to move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that moves first (the winner&apos;s choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a continuing spell&apos;s ST for this turn, or let it end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the upkeep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the spell end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a figure&apos;s option for this turn (key such as charge-attack, or the book&apos;s letter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a figure in the movement phase, within what its option allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn a figure to face another way without moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage dice instead of the usual weapon (e.g. 2d6-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell (id or name) at a figure or a hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure the spell is cast on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a creation or area spell appears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COL,ROW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST put into a missile spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The creature an image or illusion looks like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CREATURE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow a spell the caster does not know (a scroll, a wand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A figure tries to disbelieve another (the GM&apos;s secret roll).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance to hit before a blow, and who would win a stand-up fight (simulated); writes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated fights (default 2000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the simulation&apos;s dice (default 1978).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A figure&apos;s action is used otherwise or given up (defends, dodges, stands up …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it did instead, for the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A forced retreat: the winner pushes the loser one hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner steps into the hex the loser left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the phase (or the moving side&apos;s movement) and begin the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s override of a figure: hits or healing, ST spent, posture, a named condition, hidden, who acts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken (negative heals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST spent (negative restores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing, kneeling, prone, crawling, fallen or bending-over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a named condition on the figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --condition: known to the GM only (a secret protection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the condition lasts (default: until removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The condition&apos;s change to DX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a condition off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure&apos;s place is secret: players do not see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players see the figure again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure acts next in the action phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the potions the recipe uses each week from the payer&apos;s potion stock instead of buying them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That belongs to the %1 phase; the fight is in the %2 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not renewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement: side %1 moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions, highest adjusted DX first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is bound fast and falls, helpless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 wears off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took heavy hits: −2 DX next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its time is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1. Only side %2 can still fight: the GM may end the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot stand on %2: the hex is off the map, a wall or outside the tunnel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot stand on %2: %3 is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIG (the bound figure itself, or a neighbour who has not moved) works at BOUND&apos;s Rope: a saving roll on adjusted DX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stat blocks are not valid UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is far too large (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a total of %1 an attribute point costs more experience than Hexkeeper can count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAULTY (found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potions on hand; --player shows a fault only once found, and never what it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change one value of an entry for this campaign (PATH like cost.st or rows.2.dx; VALUE as JSON or text; a negative VALUE goes after --, as in: iq -- -5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read, so nothing was added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not understood, so nothing was added: %1 (--keep-unread adds them with this kept in the notes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  [dead]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --statblock: add the characters even where a name is not understood, keeping it in their notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a character who died back to life and into the active roster, with the GM&apos;s reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the character lives again (a spell, a wish, the GM&apos;s ruling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA comes from the race: %1 has MA %2, and %3 has MA %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  [unconscious]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an encounter with an empty map (default 16 columns by 12 rows, an arena; the mass-combat pack&apos;s battlefield, 16 by 16, while that house rule is on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of hexes (default 12, or the campaign&apos;s battlefield).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say how much: --amount N (a whole number of EP) or --events KEY,… (Warrior &amp; Wizard&apos;s award table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to buy, once: --attribute ST|DX|IQ, --skill NAME, --spell NAME, --skill-bonus NAME or --spell-bonus NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 EP  (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 EP unspent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award experience to one or many characters in one undoable step: an amount, or Warrior &amp; Wizard&apos;s points for what happened (fought, several-hits, won, other-mode-hits, checks, many-checks, won-by-checks, roleplaying, roleplaying-defeat).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: the award table&apos;s events, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend experience on an attribute point; in Warrior &amp; Wizard also on a skill, a spell or +1 to one (refused, with the reason, when the rules or the EP do not allow it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new skill (Warrior &amp; Wizard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new spell (Warrior &amp; Wizard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 to a skill the character has (Warrior &amp; Wizard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 to casting a spell the character knows (Warrior &amp; Wizard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the character&apos;s experience can buy, with each price (--all: also what cannot be bought, and why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list what cannot be bought now, with the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (DX %2) has the bow and the higher DX, so the shot comes before %3&apos;s charge (DX %4) lands: let %1 act first (house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Charm&apos;s bonus cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Charm adds at most +%1 to the weekly roll (l.%2); a bonus of +%3 is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already carries %2, and an object takes only one (the %3 entry, %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts from a %2 worth %3 or more; this object is worth %4 (the %5 entry, %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a spell under way (project #%2), and an item may have only %3 under way at a time; that one must be finished first (l.%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must map names to bonuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must give each name a bonus from 1 to 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a spell of the book&apos;s list, which wizards choose from while the battle-magic list is switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (in one hand from ST %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has more ready than two hands can hold: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs both hands for %2, with %3 ready too; sling one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  book of instructions: %1 pages (l.%2, l.%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM confirms the team has the item&apos;s book of instructions (Lesser and Greater Magic Item Creation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is made by the wizard who will use it, alone and for himself: no other wizards, no party purse, no one else&apos;s rod (the %2 entry, %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is done only on an item that already is a %2 (the %3 entry, %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initiative order: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one of --character NAME|ID, --creature ID or --team NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--long-game goes with --team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a roster character, numbered copies of a bestiary creature, or a legal mass-combat team, to a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A party of the roster, added whole when `team check` finds it legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the team by the longer game&apos;s size and budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blow, a throw or a shot: the to-hit roll with the weapon&apos;s reach or range, then damage less the hits stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weapon in hand to use (default: the one in hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the weapon (a dagger, a spear, a hatchet …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage added for as much to hit, where STR above the weapon&apos;s minimum allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pole arm set against the target&apos;s charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close with the target and fight hand-to-hand (bare hands or a small weapon).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure&apos;s action: put a carried weapon in hand (engaged in Warrior &amp; Wizard: switch, dropping the one held).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the weapon in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure&apos;s action: pick up a weapon it dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement in initiative order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions in initiative order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action to spend on it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: the figure&apos;s action, one hex out of its foes&apos; threat zones; they may still strike at it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 covers more than one hex: the GM moves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 disengages one hex; %2 is %3 away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot stand on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot end its move on %2: %3 is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1, %2 would still be in %3&apos;s threat zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--slam, --shield-rush, --body-throw and --hth are different blows: give one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: run into the target to knock it down (no damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: lead with a ready shield to knock the target down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: grab and toss the target (Martial Arts II).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard&apos;s optional nonlethal rule: the figure rests, recovering nonlethal damage at the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already; add --force to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file (a backup).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace TARGET if it exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player “%1” in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (game %2), turn %3: %4, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2): life %3, %4 VP, on %5, %6 card(s) in hand, hand count %7%8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--side is A or B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown optional rule “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--portal joins two board edges, like A3:W=H3:E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sector is 1 to 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the map file “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sector map file is at most 4096 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector %1, side %2, drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--evade lists die faces 1 to 4, like 1,2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card “%1” is in the card list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to names a square, like C4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--path lists steps N, E, S or W, like N,N,E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --to SQUARE or --path STEPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack with one of --card CARD, --item ITEM or --punch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COUNT is a number of cards, 0 to 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--place names a square, like C4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --life, --stun or --place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An energy card from the hand to fuel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target: a player, a square (C4) or a line (C4:N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a Wiz-War game: board, treasures, shuffled deck, hands, first player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three schools besides White Cantrip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sector boards&apos; side, A or B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An optional rule, like extended-play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended Play&apos;s target, 3 or 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair of portals joining two board edges, like A3:W=H3:E.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the campaign&apos;s Wiz-War games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a game as the table sees it (hand sizes only); with --seat, that player&apos;s hand too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player whose hand to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a sector board&apos;s map (5 × 5 squares, text form) for this and later games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board, 1 to 4 (red, blue, green, yellow).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side, A or B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map&apos;s text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a card of the players&apos; deck to the card list, or set fields of one it has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A field of the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the active wizard, counting movement points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square to reach by the shortest way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The steps, N, E, S or W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card lets him through locked doors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card with energy for extra movement (once a turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a neutral spell or an item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the turn&apos;s attack; it waits for the target&apos;s counter spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack spell from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A carried weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A punch, 1 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage the physical card gives, when the card list has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a counter spell against the attack on this player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacked player plays no more counter spells: the attack resolves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End a maintained spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up the treasure, or a dropped item, on the wizard&apos;s square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dropped item to pick up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the carried treasure, or a carried item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The carried item to drop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard cards from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw up to two cards; this ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn without drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a card&apos;s effect the companion cannot know: life, stun tokens, where the wizard stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life gained or lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stun tokens added or taken off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the wizard on this square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 for %2 (%3): /p/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players&apos; links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 (%3): /p/%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [revoked]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link no longer works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link shows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No proposals are waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character the link shows (name or id; repeat or separate with commas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a player&apos;s link for the players&apos; server (with no --character: the characters he plays).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the players&apos; links (with --all also the revoked ones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also the revoked links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change which characters a player&apos;s link shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke a player&apos;s link: it stops working at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, for the player&apos;s page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bind takes an address of this machine, like 192.168.1.5 or 127.0.0.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server listens on port %1. Stop it with Ctrl+C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player has a link yet: make one with “hexkeeper-cli players add FILE NAME”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No page is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open pages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot watch for Ctrl+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server has stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the players&apos; live pages on the local network until stopped (Ctrl+C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port to listen on (default 8421; 0: any free port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on this address only (default: every address of this machine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fight the pages show (default: the newest under way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not print the links&apos; QR codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the dice like 3d6 or 2d6+1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number to roll against is a whole number from 1 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the roll is for in at most 80 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which figure the proposal is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex needs both its column and its row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex&apos;s column and row are whole numbers from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
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
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ingredients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p%1  %2 proposes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the players asked for and the GM has not decided: every request and proposal, or a fight&apos;s proposals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept a player&apos;s request (r12) or proposal (p4): the change it asks for, checked again, as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse a player&apos;s request (r12) or proposal (p4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a request as a player&apos;s page would (for scripts and tests): checked by the rules now and when accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s link (name or id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend-xp, learn-spell, brew, item-project, research, market-search, new-character or notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of his characters (name or id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request&apos;s fields as a JSON object; - reads it from standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page&apos;s id for the request; the same id again makes no second one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s newest requests and what became of them, as his page shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept a kind of request at once when the rules allow it (off by default); without KIND, list those that are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cert and --key go together: the certificate and its private key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--trusted-proxy takes the proxy&apos;s address, like 127.0.0.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--public-url takes the address players open, like https://game.example.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure (HTTPS). The certificate&apos;s SHA-256 fingerprint, for players to check in their browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open beyond the local network: peers from outside come in only over HTTPS or through the trusted proxy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve over HTTPS with Hexkeeper&apos;s own certificate (made once, kept in your data folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve over HTTPS with this certificate (PEM) instead; needs --key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The private key (PEM) of the certificate given with --cert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let in players from beyond the local network (over HTTPS, or through --trusted-proxy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reverse proxy in front of the server: its X-Forwarded-For names the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address players open when it is not this machine&apos;s (the proxy&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which character: its number or its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what kind of request it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the character being built, in Hexkeeper&apos;s character format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper cannot read the certificate file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper cannot read the key file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate file %1 is too large to be a certificate (over 1 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 is too large to be a key (over 1 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key in %1 is locked with a passphrase. Hexkeeper needs it without one: &quot;openssl pkey -in OLD -out NEW&quot; writes an unlocked copy (keep that file private).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key in %1 is of a kind Hexkeeper cannot serve with: it needs an EC or RSA key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key in %1 does not belong to the certificate in %2: a certificate works only with the private key it was made for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 holds no private key Hexkeeper can read. It needs a key in PEM form, text that begins with &quot;-----BEGIN PRIVATE KEY-----&quot; (or EC PRIVATE KEY, or RSA PRIVATE KEY).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate in %1 expired on %2. Browsers refuse an expired certificate: use a renewed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate in %1 is valid only from %2 on. Check this computer&apos;s date and time, or use another certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 holds no certificate. Hexkeeper needs one in PEM form, text that begins with &quot;-----BEGIN CERTIFICATE-----&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper could not make the folder %1 for its certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper could not make the folder %1 private to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper could not make a certificate for the secure players&apos; server. The encryption library it uses (OpenSSL) said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor spends his evenings in Aronnen&apos;s library, looking for the name of the bribed proctor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tamsin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krait&apos;s cousin, a caravan guard who wants to see the arena.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one of --json-file FILE, --statblock FILE (- reads standard input) or --foundry FILE…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format is json or foundry, not “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundry VTT actors of the Fantasy Trip system (JSON files from its Export Data; more files may follow the campaign FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export characters as a Hexkeeper character file (JSON), as stat-block text, or as Foundry VTT actors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>json (the default) or foundry: one Foundry VTT actor file per character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --format foundry: the folder the actor files go into (default: the current folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the party purse on the players&apos; pages, or stop (off by default); without on or off, say which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>book, completed by Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 ×%2 · %3 · %4 · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no school</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter deck %1. Cards dealt by school: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card list is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added or changed.</source>
        <translation>
            <numerusform>%n card added or changed.</numerusform>
            <numerusform>%n cards added or changed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starter deck is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starter deck is off: only the cards you typed in are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the Magic deck&apos;s cards: copies, school, type, where each comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the card list as CSV, to a file or the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or change the cards of a CSV card list, as one step; a bad row refuses the whole file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Hexkeeper&apos;s starter deck on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back on their feet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes round, still on the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weeks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alchemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chemistry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making magic items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spell research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a week goes to the teacher, week by week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full time: nothing else meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX %1 with the spell for %2 days afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled against DX %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ingredients: %1 special and %2 common; %3 to pay now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A laboratory for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book of instructions: %1 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special ingredients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>common ingredients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to pay now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weeks of work: %1; on the calendar: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizards: %1 needed, %2 working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST a day for each wizard: %1; apprentices: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item will be worth %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IQ %1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A laboratory for %1, attuned to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each week: %1 × %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busiest week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in all, if every roll is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM decides how many good weeks it takes, and keeps it to himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good weeks needed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each week: %1 dice against IQ %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials: %1 before each week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiments: %1 a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>materials each week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, worth %2, in a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each week: %1 dice against IQ %2, until it is found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full time: a better roll, nothing else meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside other work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is the seller&apos;s, paid when you buy what was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid %1 from the party purse: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid %1 from %2&apos;s purse: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party purse received %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 received %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs ST %2 (the GM&apos;s list); %3 has ST %4.</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice mode must be &apos;seeded&apos; or &apos;table&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the stat block only; --statblock foundry prints it in the shape Foundry VTT&apos;s Fantasy Trip system imports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write stat-block text instead of JSON; --statblock foundry writes the shape Foundry VTT&apos;s Fantasy Trip system imports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--attribute takes st, dx or iq.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aid: the attribute it raises (st, dx or iq).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teleport: the way the caster faces where it lands (0–5 or N, NE, SE, S, SW, NW).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Darkness: the hexes it darkens, separated by spaces; its range reaches the farthest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HEXES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portals stand on this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ⇄ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give --add or --remove, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--add joins two board edges, like A3:W=H3:E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--remove names one end of a pair, like A3:W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the game&apos;s portal pairs, or add or remove one where the players stood the markers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair of portals joining two open board edges, like A3:W=H3:E.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One end of the pair to take away, like A3:W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a random direction for a card that calls for one; the log says which way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card that calls for the random direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s group is 1 or 2, like --player Ann:red:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player, his colour (red, blue, green, yellow) and, with the Custom Spellbook, his group (1 or 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Custom Spellbook rule: two groups, each with its own deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Custom Spellbook: the second group&apos;s three schools besides Black Cantrip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An image can do no harm; it can only bluff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are on the same side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on the battle-magic list, but the tracker plays spells by the book in play, which has no %1: the GM resolves it by hand (log the roll with the dice, and adjust ST).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courtesy rule: %1 may not open the fight with a %2 spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is barred in practice combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put at least %1 ST into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 ST: %3 costs %4, which would leave too little.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say where %1 goes: a target figure or a hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of reach: without megahexes, creations appear within %2 hexes of the caster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of reach: creations appear in the caster&apos;s megahex or the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the %1 looks like (a bestiary creature).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is fighting hand-to-hand: it may cast only on itself or its foe there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts a spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2 on %3, a secret protection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts a creation spell at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2 at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 against %2: it works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 against %2: it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s spell fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resists %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails the saving roll (%2 against IQ %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes the saving roll (%2 against IQ %3) and shrugs it off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works at %2: the GM rules on its effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to move, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is side %1&apos;s turn to move, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 may move %n more hex(es) with this option; %2 is %3 away.</source>
        <translation>
            <numerusform>%1 may move %n more hex with this option; %2 is %3 away.</numerusform>
            <numerusform>%1 may move %n more hexes with this option; %2 is %3 away.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is engaged with %2 and must stay next to it when shifting; choose disengage to step away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 became engaged and had to stop there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 becomes engaged at %2 and must stop there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will not go into fire (IQ %2, below %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n hex(es) to %2.</source>
        <translation>
            <numerusform>%1 moves %n hex to %2.</numerusform>
            <numerusform>%1 moves %n hexes to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s ST goes back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls unconscious again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 straightens up, weapon ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops %1 from the front, %2 from the sides, %3 from behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage on hits with thrown and missile weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damage on missile spell hits (the GM adds it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DX for larger foes striking at this figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 ST every %n turn(s)</source>
        <translation>
            <numerusform>%1 ST every %n turn</numerusform>
            <numerusform>%1 ST every %n turns</numerusform>
        </translation>
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
    <name>hk::AcquireLabDialog</name>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assemble a laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent a laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a laboratory already held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs %1; ready in %2 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no way to assemble this by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent %1 and supplies %2 a week; the first week is paid now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no rent for this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep %1 a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attuned to one wizard only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each wizard attunes it before working in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casting spells from a book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alchemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chemists&apos; potions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making magic items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spell research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magic-item research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good for: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot brew alchemists&apos; (magic) potions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ActivityControl</name>
    <message>
        <source>“%1” is not under way (%2), so it cannot be set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not halted (%2), so there is nothing to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume %1</source>
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
        <source>Set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no activity with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot go on: %2 is no longer the party&apos;s (its rental lapsed or it was given up). Move the research to another laboratory first, or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot go on: %2 is no longer the party&apos;s (its rental lapsed or it was given up). Cancel it, then rent or buy a laboratory and start the work again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of downtime work could no longer be resolved and were halted when this file was brought up to date. The event log says which; resume or cancel each one.</source>
        <translation>
            <numerusform>%n piece of downtime work could no longer be resolved and were halted when this file was brought up to date. The event log says which; resume or cancel each one.</numerusform>
            <numerusform>%n pieces of downtime work could no longer be resolved and were halted when this file was brought up to date. The event log says which; resume or cancel each one.</numerusform>
        </translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ingredients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attuned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exploded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead died</source>
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
    <message>
        <source>An activity read without its history cannot be added again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AddCharactersDialog</name>
    <message>
        <source>Add characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the roster characters who take part:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — ST %2 of %3, DX %4, IQ %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ST left to fight with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone on the roster is already in this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AddCreaturesDialog</name>
    <message>
        <source>Add creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1, DX %2, IQ %3, MA %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>stops %n hit(s)</source>
        <translation>
            <numerusform>stops %n hit</numerusform>
            <numerusform>stops %n hits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::AddTeamDialog</name>
    <message>
        <source>Add a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team (party):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No character of the roster is in a party yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A legal team of %n figure(s).</source>
        <translation>
            <numerusform>A legal team of %n figure.</numerusform>
            <numerusform>A legal team of %n figures.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a legal team: it will be refused.</source>
        <translation type="unfinished"></translation>
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
        <source>there is no advance of time to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no undone advance to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Advance %n day(s)</source>
        <translation>
            <numerusform>Advance %n day</numerusform>
            <numerusform>Advance %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Advance %n week(s)</source>
        <translation>
            <numerusform>Advance %n week</numerusform>
            <numerusform>Advance %n weeks</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (undo later changes first, or use force to write over them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the calendar ends on Day %1: Day %2 cannot move %3 day(s) on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped on %1 before the end; nothing changed</source>
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
    <message>
        <source>Stopped: time did not advance, and nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Alchemy</name>
    <message>
        <source>Choose a laboratory to brew in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no laboratory #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (%2 to repair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not ready (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2, which cannot serve for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not attuned to the maker yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in use; only one person can work in it in a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules know no potion “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch makes 1 to %1 doses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who brews the potion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM must confirm that %1 is a trained %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is brewed by an %2, and an %2 is a wizard; %3 is not (the GM may allow it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the book of instructions for %2 (%3 pages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A faulty potion is one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already busy full time with “%2”; one potion a week at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ingredients cost %1 and the purse holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the batch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brew %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ingredients: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a batch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AlchemyPanel</name>
    <message>
        <source>New batch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show ended batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potions on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses / bombs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trained examiner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gas bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — faulty, GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players see only that the work goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faulty (%1), found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faulty (%1) — GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players see this potion as sound until someone finds the fault or uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gas bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gas bomb made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alchemy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AlchemyResolver</name>
    <message>
        <source>rolled by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the maker is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops: %2 is no longer in the roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules no longer know this potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not attuned to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 halts: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brewing week %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch and ingredients ruined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: the roll is missed (%3 against DX %4); the batch and its ingredients are ruined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what is wrong with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faulty: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: a %3 — the batch will be faulty (%4). Only the GM knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2 of %3: the work goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>potion explosion: hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>potion explosion: damage to the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explosion: %1 hits to %2, %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 explodes! %2 takes %3 hits (ST now %4) and %5 suffers %6 of damage; it cannot be used until repaired. The batch is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is done: %n dose(s) of %2 are ready.</source>
        <translation>
            <numerusform>%1 is done: %n dose of %2 is ready.</numerusform>
            <numerusform>%1 is done: %n doses of %2 are ready.</numerusform>
        </translation>
    </message>
    <message>
        <source>GM only: the %1 from %2 is faulty (%3); potion stock #%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: the roll is made (%3 against DX %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AttackDialog</name>
    <message>
        <source>Any DX adjustment the tracker cannot see: the GM&apos;s call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two played against each other many times: both strike every turn with their usual weapon or attack until one is down. No spells, no friends, no moving — a guide, not a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (out of reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usual: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice, e.g. 2d6-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty for the figure&apos;s usual weapon or attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra DX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand-up fight: %1 wins %2%, %3 %4% (%L5 simulated fights, blows only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy on the map to strike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-to-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close with the target and fight hand-to-hand: weapons that are not small are dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage added to the blow, each point taken off the DX to hit (STR above the weapon&apos;s minimum).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set against the charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pole arm set against the target&apos;s charge: double damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage for to-hit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike with the weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock down: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slam, a shield rush or a throw: no damage, but the target checks its STR or falls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blow:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::AttuneLabDialog</name>
    <message>
        <source>Attune a laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A week of the wizard&apos;s full time and 50 ST spent over it, then a roll against DX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no wizard on the roster.</source>
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
        <translation>
            <numerusform>Award %1 EP to %n character in one step you can undo.</numerusform>
            <numerusform>Award %1 EP to %n characters in one step you can undo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experience not awarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What happened (award table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book line %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick what happened on the adventure.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::BattleResult</name>
    <message numerus="yes">
        <source>%1: %2 of %n standing</source>
        <translation>
            <numerusform>%1: %2 of %n standing</numerusform>
            <numerusform>%1: %2 of %n standing</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: the last team standing in a fight to the death.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No winner yet: the battle goes on until one team is left standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team is left standing: nobody wins.</source>
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
    <name>hk::BodyBlows</name>
    <message>
        <source>slam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shield rush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules have no shield rush, slam or throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no shield ready to rush with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a figure with Martial Arts II can throw a foe; %1 has not learned it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s front hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries a %2 on %3: %4 — %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays up against the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps its feet (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes down (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::BuyWithXpDialog</name>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy with experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: a skill or spell name, or “bonus”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices follow the book&apos;s formulas for this character. New skills and spells need a teacher, book or scroll and months of training; bonuses take weeks. Bought skills and spells do not count against the INT limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 EP unspent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 EP short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a row to buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 EP; %3 has %4 EP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy %1 for %2 EP (one step you can undo).</source>
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
        <source>%1 is open read-only (the file or its folder cannot be written here); nothing can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event log is written only as part of an edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the calendar moves only as part of an edit</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <source>the campaign&apos;s own settings or calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an experience ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a laboratory&apos;s attunement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a magic item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a combat log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dice log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a house rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been changed since, by another program or by an edit that is not in this history. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been added in its place since, by another program or by an edit that is not in this history. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step no longer fits the campaign as it is now (%1). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be undone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be redone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign keeps no step %1 to undo or redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a campaign starts on Day %1 at the latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a copy cannot replace the campaign it is made from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write a copy to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the laboratory an activity uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record of an advance in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the changes kept to undo an advance in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the characters a player&apos;s link shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s proposal in a fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kinds of request accepted without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what is shared with the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wiz-War game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wiz-War game&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Wiz-War board sector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the words of the event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an activity&apos;s week-by-week history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignDice</name>
    <message>
        <source>cannot write the dice log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign&apos;s dice are rolled only as part of an edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll is logged only as part of an edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll against a number is plain d6 (like 3d6 or 4d6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignDigest</name>
    <message>
        <source>The campaign has no tables: the file is empty or was not opened.</source>
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
    <message>
        <source>%1 is damaged: its schema version %2 is impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (SQLite&apos;s check: %2); it was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be reached: the folder %2 cannot be entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by an older Hexkeeper and must be brought up to date before it can be opened, but it cannot be written here; the file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CampaignRepository</name>
    <message>
        <source>the file holds no campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s dice counter is out of range (%1; it must be a whole number from 0 to %2), so the file is damaged: its rolls would repeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s dice seed is not a whole number (%1), so the file is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CastDialog</name>
    <message>
        <source>%1 casts a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST put into a spell that costs by the ST (missiles).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What an image or illusion looks like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST put in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks like:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra DX:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone around the caster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hex I click on the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (himself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 knows no spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missile spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thrown spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creation spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST a die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs %1 ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST a turn to keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>lasts %n turn(s)</source>
        <translation>
            <numerusform>lasts %n turn</numerusform>
            <numerusform>lasts %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has ST %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance the spell works</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hex(es), %2 MH)</source>
        <translation>
            <numerusform>%1 (%n hex, %2 MH)</numerusform>
            <numerusform>%1 (%n hexes, %2 MH)</numerusform>
        </translation>
    </message>
    <message>
        <source>The attribute an Aid raises.</source>
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
        <source>Raises:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The centre of a 7-hex circle, clicked on the map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ST a megahex or unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 ST every %n turn(s) to keep</source>
        <translation>
            <numerusform>%1 ST every %n turn to keep</numerusform>
            <numerusform>%1 ST every %n turns to keep</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::ChangeJournal</name>
    <message>
        <source>the kept changes of “%1” are damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ChangeRecorder</name>
    <message>
        <source>the campaign file is not open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ChangeSet</name>
    <message>
        <source>the campaign file is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row of %1 is no longer as this step left it</source>
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
    <message>
        <source>“skillsBought” names “%1”, which is not among the skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“spellsBought” names “%1”, which is not among the spells.</source>
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
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n problem</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n problems</numerusform>
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
    <name>hk::CharacterLimits</name>
    <message>
        <source>%1 must be between 0 and %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece of gear&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its DX change must be between %2 and %3, not %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: hits stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its MA limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its damage: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A party&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes may be at most %1 characters long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notes may not hold control characters other than line breaks and tabs.</source>
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
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attribute point total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talents and languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience</source>
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
        <translation>
            <numerusform>Spells (%n)</numerusform>
            <numerusform>Spells (%n)</numerusform>
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
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (+%2 to cast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, bought with experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bought with experience)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
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
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
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
    <message>
        <source>Cannot duplicate</source>
        <translation type="unfinished"></translation>
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
        <translation>
            <numerusform>Remove %n characters and their experience history from the roster?</numerusform>
            <numerusform>Remove %n characters and their experience history from the roster?</numerusform>
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
    <message>
        <source>Bring back to life…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back to life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead. Why does %1 live again (a spell, a wish, your ruling)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bring back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some names were not understood, so nothing was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not everything was understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These names do not match the campaign&apos;s rules. Add the characters anyway, keeping them in the characters&apos; notes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing another character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new character %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting a new character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sheet.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sheets.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n character sheet(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n character sheet to %1.</numerusform>
            <numerusform>Wrote %n character sheets to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundry VTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand characters to Foundry VTT&apos;s Fantasy Trip system, or take them back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to Foundry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from Foundry…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ChartStyle</name>
    <message>
        <source>Campaign day</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatActionSupport</name>
    <message>
        <source>%1 on %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures act in the action phase; the fight is in the %1 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is held fast and cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM lets %1 act before %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drops the weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks the weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spell fizzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot %2 this turn: no option open to it allows that after moving %n hex(es).</source>
        <translation>
            <numerusform>%1 cannot %2 this turn: no option open to it allows that after moving %n hex.</numerusform>
            <numerusform>%1 cannot %2 this turn: no option open to it allows that after moving %n hexes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is down: it must stand up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 is on the ground: pick it up or ready another weapon first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes option %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatActions</name>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no weapon or attack to strike with; give the damage dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ready weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is down and cannot strike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s front hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> from behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> from the side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strikes %2%3: %4 — hit for %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strikes at %2%3: %4 — miss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s blow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disbelieve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disbelieves %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to disbelieve %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret roll %1: %2; %3 is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vanishes!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced retreats come after the action phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took hits this turn and cannot force a retreat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not hurt %2 with a blow this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can only be pushed one hex, into an open hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 forces %2 back to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action to spend on it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved this turn: only a figure standing still may work at a Rope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be next to %2 to help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>works at the rope on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws off the rope on %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works at the rope on %2 in vain (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is asleep: a neighbour must shake it awake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shakes %2 awake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shakes %2 (%3 of %4 turns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither bound nor asleep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charges with %2: %3 (pole charge, house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing: ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no weapon called “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has the %2 in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is on the ground: pick it up instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged, %1 may switch only to a hand weapon, not the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 readies the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops the %2 and readies the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts away the %2 and readies the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no weapon in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has dropped no weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no dropped weapon called “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has moved this turn: only a figure that has not moved may disengage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in anyone&apos;s threat zone: there is nothing to disengage from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 disengages from %2 to %3; they may still strike at it this turn, at −1 per point of DEX it has over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a breather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A breather belongs to the optional nonlethal damage rule, which is off in this campaign (house rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a breather: nothing else this turn, and attacks on it are at +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> bare-handed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bends over and picks up the %2: ready next turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatEffects</name>
    <message>
        <source>%1 is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s secret protection: %2 of %3 hits stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 hits from %3 (%4 stopped).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 hits from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is struck and bursts: it was an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends %2 magical ST on %3 (magical ST now %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casting past magical ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spends %2 ST on %3 (ST now %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 ends: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vanishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops out of the practice bout at ST %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fights on at ST %2: %3 DX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can no longer keep it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its caster is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is its own master again (side %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blow wakes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps his feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made the DEX check against falling (%1d6: %2 against %3): pushed back one hex instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed the DEX check against falling (%1d6: %2 against %3): %4 falls down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s breather is spoiled: it was hurt this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovers nonlethal damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recovers %2 nonlethal damage (%3 on %4): ST %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatFigureTable</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has acted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjusted DX: the order of actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current ST of basic ST.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic DX %1, adjusted %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits and %2 ST spent in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option (%1) in the book&apos;s list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatInitiative</name>
    <message>
        <source>GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initiative, turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (DEX %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (DEX %2, check %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by DEX checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by effective DEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one side can still fight: end the fight instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 wins the initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rolling %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, after a tie at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, after ties at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the GM, with every DEX check and hidden figure: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatLogView</name>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the GM sees this line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatMoves</name>
    <message>
        <source>%1 cannot stand on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot end its move on %2: %3 is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps its feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot get farther away: it keeps its feet (%2 against %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot get farther away and falls (%2 against %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Avert drives %1 %n hex(es) away, to %2.</source>
        <translation>
            <numerusform>Avert drives %1 %n hex away, to %2.</numerusform>
            <numerusform>Avert drives %1 %n hexes away, to %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no room behind it and stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is burnt %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossing fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping in fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staying in fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dares the fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes the INT check to go into the fire (%2 against %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses the INT check and will not go into the fire (%2 against %3): it stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatOdds</name>
    <message>
        <source>%1 is not in %2&apos;s front hexes: the blow cannot land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ready weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a target figure to see the chance to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures on the line of fire are rolled for first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range penalty (−1 DX a hex) is added once the target is known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then %1 saves on IQ %2 (%3 dice): %4% to be controlled in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for range</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n figure(s) in the way</source>
        <translation>
            <numerusform>%1 for %n figure in the way</numerusform>
            <numerusform>%1 for %n figures in the way</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 checks %2 dice against %3 or falls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatOverrides</name>
    <message>
        <source>GM: change ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the hits or fatigue to add (negative to heal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2 wounds and %3 fatigue from this fight to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: posture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM puts %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: add a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A condition needs a name and a number of turns (or -1 for until removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n turn(s).</source>
        <translation>
            <numerusform>%1 is %2 for %n turn.</numerusform>
            <numerusform>%1 is %2 for %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: remove a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: hide a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: reveal a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is hidden from the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is seen again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: who acts next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot act now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM rules that %1 acts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GM lifts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM sets %1&apos;s ST to %2 (%3 hits and %4 fatigue from this fight in all).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatPage</name>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map. Drag with the middle or right button to pan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to the fight: every figure on the map with a few hexes around them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second window for the players&apos; screen: the map and the order, nothing secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make an encounter with New… on the left, or pick one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign&apos;s rules cannot run a fight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — map %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optional combat rules this campaign follows (courtesy, practice combat, mass-combat options).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fight is over: wounds and fatigue are back on the characters, experience on the ledger. Edit ▸ Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experience is on the ledger.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatParameters</name>
    <message>
        <source>parameter %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows of table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset lacks combat data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatRulesDialog</name>
    <message>
        <source>Combat rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules the tracker follows in this campaign. A change is a house rule: it can be undone, and the Rules library shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign&apos;s rulesets have no optional combat rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set on the Combat page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatSpell</name>
    <message>
        <source>no spell &apos;%1&apos; in this ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spell &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatState</name>
    <message>
        <source>Setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This encounter was saved in format %1, which this version cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encounter&apos;s map size %1×%2 is not usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure “%1” of this encounter is of a kind this version does not know (“%2”).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatStep</name>
    <message>
        <source>This encounter has no figure “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatText</name>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illusion of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summoned by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>%n turn left</numerusform>
            <numerusform>%n turns left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatTurn</name>
    <message>
        <source>GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who acts next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acts next (adjusted DX %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acts next (adjusted DX %2, won the tie roll).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has acted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order of movement is chosen after the initiative roll, before anyone moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 has no figure able to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 chooses: side %2 moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let a spell go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No continuing spell %1 is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its caster lets it go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already paid for this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only %2 ST: not enough to keep %3 going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options are chosen in the movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take option “%2” now; open to it: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns to face %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the fight first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fight is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds its action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative for turn %1 is already rolled: side %2 won it. Undo to roll again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acts next (initiative order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative for turn %1 is already rolled. Undo to roll again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures move in initiative order here; no side chooses who moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell upkeep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is paid for until the end of turn %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CombatWords</name>
    <message>
        <source>hand-to-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounded last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catching a breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crawling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bending over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 acts next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody is left to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift and attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift and defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift into hand-to-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try hand-to-hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disbelieve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop and pick up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catch a breath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot a charger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change or ready a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a crossbow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One last shot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Consciousness</name>
    <message>
        <source>Unconscious at ST %1 (wounds %2, fatigue %3): wakes once ST is above %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest brings fatigue back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds heal with care as days pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds are not tended, so they do not heal with time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::CreatureStats</name>
    <message>
        <source>%1 cannot fight here: its %2 was lost from the book; add it to the roster with the GM&apos;s numbers instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bestiary has no creature “%1”.</source>
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
    <name>hk::DemoCombat</name>
    <message>
        <source>The demo has no character %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vessa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torea School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krait&apos;s partner in the Torea arena; binds her foes and sends phantoms at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yzor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torea arena: two against two</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DemoDowntime</name>
    <message>
        <source>Master Orlan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enchanter of the tower. Makes the party a cloak of Blur, at cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sefa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alchemist of the Wizards&apos; Guild; brews healing draughts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brannoc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alchemist; rents the Guild&apos;s second laboratory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party&apos;s payment for the cloak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orlan&apos;s tower laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild laboratory, east hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild laboratory, west hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey travelling cloak</source>
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
        <source>&apos;%1&apos;: use 0 to %2 dice of 2 to %3 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number added or taken away is at most %2</source>
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
    <name>hk::DowntimePage</name>
    <message>
        <source>Downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not part of %2: its rules have nothing for this tab to work with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It comes with %1. Start a campaign on that ruleset (File &gt; New Campaign…) to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::DowntimeParameters</name>
    <message>
        <source>these rules lack the calendar and money units of downtime</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EncounterBuilderPanel</name>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side the next characters or creatures join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add character…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add creatures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clicking the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens or closes a hex of the tunnel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each click on a hex adds or clears %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a figure, then click a hex to put it there. Drag placed figures; right-click next to one to turn it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — ST %2, DX %3, IQ %4, MA %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n figure(s) on the map, %2 side(s).</source>
        <translation>
            <numerusform>%1 of %n figure on the map, %2 side.</numerusform>
            <numerusform>%1 of %n figures on the map, %2 sides.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn 1 begins with the initiative roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place figures of at least two sides on the map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a figure in the list first, then click the hex it stands on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to side %1: select each figure and click its hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n added to side %1: select each and click its hex.</source>
        <translation>
            <numerusform>%n added to side %1: select each and click its hex.</numerusform>
            <numerusform>%n added to side %1: select each and click its hex.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fight begins: roll initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole party of the roster, when it is a legal mass-combat team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1 added to side %2: select each figure and click its hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the chosen figure faces: turns a placed figure, and sets how the next one is placed. Right-clicking a neighbouring hex turns a placed figure too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EncounterListPanel</name>
    <message numerus="yes">
        <source>over after %n turn(s)</source>
        <translation>
            <numerusform>over after %n turn</numerusform>
            <numerusform>over after %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>being set up · %n figure(s)</source>
        <translation>
            <numerusform>being set up · %n figure</numerusform>
            <numerusform>being set up · %n figures</numerusform>
        </translation>
    </message>
    <message>
        <source>turn %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fresh copy of the encounter as it was set up, to fight it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — map %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter “%1” created: add figures and place them on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel (only marked hexes may be entered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicated: the copy is back at its set-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete “%1” and its combat log? Edit ▸ Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EncounterLookup</name>
    <message>
        <source>no encounter is called “%1” (see combat list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 encounters are called “%2”: use the id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this encounter has no figure “%1” (see combat show)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 figures are called “%2”: use the id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a hex: give the printed label COL,ROW (for example 4,7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a facing: give 0–5 or N, NE, SE, S, SW, NW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [GM only]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EncounterRepository</name>
    <message>
        <source>There is no encounter with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter “%1” cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Encounters</name>
    <message>
        <source>An encounter needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map must be between 3 and 60 hexes each way (asked for %1×%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New encounter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate encounter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete encounter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ST left to fight with (wounds %2, fatigue %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins side %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add between 1 and 50 creatures at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures leave a running fight by dying, fleeing or a GM&apos;s override, not by removal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is placed at column %2, row %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown terrain “%1”: use wall, fire, shadow or tunnel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The GM changes %n hex(es) of the map.</source>
        <translation>
            <numerusform>The GM changes %n hex of the map.</numerusform>
            <numerusform>The GM changes %n hexes of the map.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fight has already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place figures of at least two sides on the map before the fight starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fight begins. Turn 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fight is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead: %2 wounds and %3 fatigue are written to the character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the fight with %2 more wounds and %3 more fatigue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The fight is over after %n turn(s).</source>
        <translation>
            <numerusform>The fight is over after %n turn.</numerusform>
            <numerusform>The fight is over after %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experience for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the fight and award experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins side %2, unconscious (ST %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the team (a party of the roster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This campaign has no mass-combat option pack, so it has no teams to add.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add team %1 to the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active roster character is in the party “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a legal team (see team check), so it cannot join: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Team “%1” joins side %2 with %n figure(s).</source>
        <translation>
            <numerusform>Team “%1” joins side %2 with %n figure.</numerusform>
            <numerusform>Team “%1” joins side %2 with %n figures.</numerusform>
        </translation>
    </message>
    <message>
        <source>The encounter&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EndFightDialog</name>
    <message>
        <source>Experience for “%1”</source>
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
    <message numerus="yes">
        <source>Side %1 (%n standing)</source>
        <translation>
            <numerusform>Side %1 (%n standing)</numerusform>
            <numerusform>Side %1 (%n standing)</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind of fight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roster character survived this fight to earn experience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End and award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End without experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle:</source>
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
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, lines %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
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
    <message>
        <source>field &apos;%1&apos;: the book gives %2, so a house rule must too, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: the book&apos;s value is %2, so it must stay %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is beyond the limit of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::EventKinds</name>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alchemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
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
    <message>
        <source>In these rules experience buys attribute points only; new spells are learned (spell learning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 EP; %3 has %4 EP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules award experience by kind of fight, not by event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an event of the award table; it has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
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
    <message>
        <source>Skills, spells,
bonuses…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a new skill or spell, or +1 to one, at the book&apos;s experience prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes over campaign time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unspent EP over campaign time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <comment>unspent experience points, as a short axis title</comment>
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
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
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
    <name>hk::FigureItem</name>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image made by %1 (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illusion made by %1 (GM only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summoned by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1 of %2 · DX %3 · MA %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Posture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTH</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s)</source>
        <translation>
            <numerusform>%1, %n turn</numerusform>
            <numerusform>%1, %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::FigureNumbers</name>
    <message>
        <source>cannot cast: weapon ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot cast: shield ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot cast a spell with a weapon other than a staff in hand: it must be dropped or put away first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot cast a spell with a shield ready: it must be slung first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::FoundryActor</name>
    <message>
        <source>%1: not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is beyond the limit of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system.%1.max: missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spell “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>talent “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.type: “%2” is not an item type of the Fantasy Trip system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items: %1 items; at most %2 are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.type: missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.name: missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.system.container: points to no item of this actor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From Foundry, not in the rules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file: %1 bytes; a Foundry actor may be at most %2 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Foundry actor (JSON object): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>_stats.systemId: missing, so this is not an actor of Foundry&apos;s Fantasy Trip system (fantasy-trip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>_stats.systemId: this actor belongs to the Foundry system “%1”, not to Fantasy Trip (fantasy-trip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system: missing; an actor keeps its attributes there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the actor: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::FoundryCli</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 Nothing was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the campaign&apos;s rules, so nothing was added: %1 (--keep-unread adds them with this kept in the notes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the campaign&apos;s rules (kept in the notes): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::FoundryExchange</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some talents or spells are not in the campaign&apos;s rules, so nothing was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to Foundry: choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to Foundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to Foundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from Foundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foundry actors (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not everything was understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These talents or spells are not in the campaign&apos;s rules. Add the characters anyway, keeping them in the characters&apos; notes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import from Foundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Foundry actor file(s) written to %1.</source>
        <translation>
            <numerusform>%n Foundry actor file written to %1.</numerusform>
            <numerusform>%n Foundry actor files written to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>In Foundry, create an actor of the Fantasy Trip system and use Import Data on it, once for each file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::GanttChart</name>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[GM] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today</source>
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
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own numbers. Otherwise armor and shields the rules&apos; tables know take the book&apos;s DX and hits stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules give no %1 table: Add offers your own list, kept as house rules and shared by every character. Add a piece to it once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — numbers lost in the book (l.%2); you give them once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — your list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — your numbers for l.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table in these rules, and nothing on your list yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to your list for every character…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for this character, with your numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book&apos;s table lost what %1 stops and its DX (%2). Give them once for this campaign. A wizard&apos;s DX is %3 times a fighter&apos;s, except where the book prints it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add to your list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::GearHouseRules</name>
    <message>
        <source>A piece of gear is armor, a shield or a weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 its damage in dice, such as 2d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the GM&apos;s gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s list already has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A weapon from the GM&apos;s own list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor from the GM&apos;s own list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s own gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor cannot stop a negative number of hits (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules already give the numbers of %1, or have no row for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s numbers for %1: the book&apos;s print of them is lost (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::GmMenu</name>
    <message>
        <source>Select a figure first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits and fatigue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Posture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a condition…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acts next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits and fatigue: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken (negative heals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST spent (negative gives it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside the rules&apos; own resolution; logged as the GM&apos;s change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spell id or any name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX change:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::GuardedTcpServer</name>
    <message>
        <source>The request is too large for the players&apos; server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request&apos;s headers are too large for the players&apos; server.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::GuideWindow</name>
    <message>
        <source>Hexkeeper Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guide_en.html</source>
        <comment>file name of the guide in this language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match before this one (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::HexMapView</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n over MA</source>
        <translation>
            <numerusform>%1 · %n over MA</numerusform>
            <numerusform>%1 · %n over MA</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · MA left %2</source>
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
    <message>
        <source>Combat rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ItemCreation</name>
    <message>
        <source>There is no magic-item recipe “%1” in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An item holds at most %1 spells; position %2 is not possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the same team, time and cost wherever it goes on the item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no team size for spell number %1 on an item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-powered ST per turn cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give self-powered items of up to a few ST per turn only; %1 is not listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An item covers at least one hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes in steps of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon and armor bonuses add up to at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps of strength is beyond any team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battery of %1 cannot be made from these rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battery rows are cast together: one wizard for each share of a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes in versions 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes in one strength only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be bought; it adds no market value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ($%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team needs at least one wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a team of %2; more wizards than that never shortens the work, so a team of %3 is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 wizards: the time is rounded up to %3 times as long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every maker needs IQ %1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can never be self-powered: like every missile-spell item, Hammertouch and rod, it draws on its user (the %2 entry, l.%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes up to %2 at most (the %3 entry, l.%4); %5 is too much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no ST from its wearer each turn, so there is nothing for it to supply itself; it cannot be made self-powered (the %2 entry, l.%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2 ST a turn from its wearer; a self-powered one may supply up to that much, not %3 (l.%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works only on an object that is magic already, so it cannot be the first spell on a plain one (the %2 entry, %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already the larger version of %2 (a Note C spell has %3 versions), so it cannot be doubled again; strength %4 is refused (l.%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon and armor bonuses add up to at most %1; with the +%2 the item has, +%3 is too much (l.1326).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ItemCreationParameters</name>
    <message>
        <source>these rules cannot make magic items</source>
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
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
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
    <name>hk::LabRepository</name>
    <message>
        <source>There is no laboratory with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::LabResolver</name>
    <message>
        <source>%1 is assembled and ready for work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent and supplies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upkeep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The week&apos;s rent for %1 (%2) cannot be paid (short by %3): the rental lapses and its work halts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The week&apos;s upkeep for %1 (%2) cannot be paid (short by %3): work in it halts until it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 halts: %2 cannot be paid for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attuning %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now attuned to %2 (rolled %3 against DX %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails to attune %2 (rolled %3 against DX %4): the week and the %5 ST spent are lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Labs</name>
    <message>
        <source>Give the laboratory a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 and %3 holds %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules have no laboratory of type “%1” for sale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no way to assemble a laboratory of type “%1” by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assembling %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no rent for a laboratory of type “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules know no laboratory of type “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is booked by “%2”; cancel that work first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no damage to repair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairing %1 costs %2 and %3 holds %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairs to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs no attunement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a wizard attunes a laboratory; %1 is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (%2 to repair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not ready (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already attuned to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is attuned to another wizard and serves that one only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be attuned only to its owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in use; only one person can work in it in a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already busy full time with “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the attunement: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attune %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts attuning %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard&apos;s chest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard&apos;s laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chemist&apos;s laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being assembled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The laboratory&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::LabsPanel</name>
    <message>
        <source>Buy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assemble…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record one held…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attuned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Booked by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attune…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repairs paid by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever pays for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assembling, ready %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — unusable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign to see its laboratories.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent is paid a week ahead; a chest&apos;s upkeep every week, an owned lab&apos;s for each week someone works in it. Only one person works in a lab in a given week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up a laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up %1? Rent and upkeep stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labs</source>
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
        <translation>
            <numerusform>%n week</numerusform>
            <numerusform>%n weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n day(s))</source>
        <translation>
            <numerusform> (%n day)</numerusform>
            <numerusform> (%n days)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
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
    <name>hk::LostNumbersDialog</name>
    <message>
        <source>Numbers for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book prints this number; it is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX for a fighter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits stopped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept as a house rule of this campaign: every character reads these numbers, and the rules library cites the book&apos;s line with a note that they are yours.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::MagicItemRepository</name>
    <message>
        <source>There is no magic item with id %1.</source>
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
    <message>
        <source>Read-only: this file cannot be written here, so nothing can be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read-only) — Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything is saved in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a Cop&amp;y As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper &amp;Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opening another campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opening the demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change is written to the campaign file as you make it, and Edit &gt; Undo takes it back. Only a form still being filled in (such as the character builder before its Save) waits to be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copy.hkc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a Copy of the Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper campaigns (*.hkc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a copy to %1; you are still working in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting a new campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Share with Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each player a link (or a QR code) to a live page of the fight and his characters on his phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; &amp;Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; &amp;Requests (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime work halted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of downtime work halted by the file&apos;s update: see the journal.</source>
        <translation>
            <numerusform>%n piece of downtime work halted by the file&apos;s update: see the journal.</numerusform>
            <numerusform>%n pieces of downtime work halted by the file&apos;s update: see the journal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::MarketResolver</name>
    <message>
        <source>searching the market for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 searches %2 for %3 without luck this week (%4 against %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seller&apos;s reaction over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found; seller %1 (die %2), asks %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds %2 for sale (%3 against %4). The seller is %5 and asks %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He may refuse to sell at any price.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::MarketRules</name>
    <message>
        <source>The item&apos;s value must be more than $0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown kind of place “%1”; choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::MarketSearch</name>
    <message>
        <source>These rules have no market searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the item being sought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already searching for %2 items; no more than %3 at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already busy full time and cannot search all week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot start this search: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 is not a market search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no offer waiting (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seller asks %1 and the purse holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let %1 go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the item and give its fair value (more than $0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules have no way of selling above fair value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finding a keen buyer for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buyer&apos;s reaction to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds nobody who pays more than %2 for %3 this week (%4 against %5); fair value always sells in a large city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds a buyer for %2 who is %3 and offers %4 (fair value %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He may try to take it by force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let an offer go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item&apos;s name</source>
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
    <message>
        <source>Fighters use no talents in mass combat (house rule); %1 lists %2.</source>
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
    <name>hk::MissileSpell</name>
    <message>
        <source>%1 damage</source>
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
    <message>
        <source>Rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::NewBatchDialog</name>
    <message>
        <source>New batch of potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The maker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alchemist (magical potions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chemist (drug-type potions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brews as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potions go to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ingredients paid by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special ingredients at hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common ingredients at hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: the maker has the book of instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: the maker is trained in this craft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM: let a non-wizard brew alchemists&apos; potions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 a dose</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s); each week the GM rolls %1 dice against DX %2.</source>
        <translation>
            <numerusform>%n week; each week the GM rolls %1 dice against DX %2.</numerusform>
            <numerusform>%n weeks; each week the GM rolls %1 dice against DX %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ingredients: %1 special + %2 common; %3 to pay now. Book: %4 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special: %1.</source>
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
    <message>
        <source>The folder is made if it is missing. Edit &gt; Preferences sets the folder suggested here.</source>
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
        <source>D&amp;ice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper could not make the folder %1. A file may have that name, or you may not be allowed to write there. Choose another folder with Browse…, or set one in Edit &gt; Preferences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not write in the folder %1. Choose another folder with Browse…, or set one in Edit &gt; Preferences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper could not write the campaign file %1. Check that the disk has room and that you may write in that folder, or choose another place with Browse…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::NewCharacterReview</name>
    <message>
        <source>%1&apos;s new character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change what you like; the builder checks it against the campaign&apos;s rules. Accepting adds him to %1&apos;s characters as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept as Edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the character as he is now, and tell the player his request is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character is not legal yet: see the builder&apos;s words in red.</source>
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
    <name>hk::NewResearchDialog</name>
    <message>
        <source>New research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is being invented, e.g. Skyhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s IQ level; for an item or potion, the level the GM sets (it prices the materials).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weeks needed (GM only):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept secret from the players: only the GM sees it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Researcher:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell from the library:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level (IQ):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice each week:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (IQ %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— none: a new spell of the GM&apos;s —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— no laboratory —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a character to the roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n successful week(s) in a row needed — GM only: the players will not see this.</source>
        <translation>
            <numerusform>%n successful week in a row needed — GM only: the players will not see this.</numerusform>
            <numerusform>%n successful weeks in a row needed — GM only: the players will not see this.</numerusform>
        </translation>
    </message>
    <message>
        <source>The GM sets the weeks needed, secretly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n successful week(s) in a row needed.</source>
        <translation>
            <numerusform>%n successful week in a row needed.</numerusform>
            <numerusform>%n successful weeks in a row needed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each week: materials %1 before it, experiments %2; %3 dice against IQ %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::OddsEstimate</name>
    <message>
        <source>%1: %2% (%3 dice against DX %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— estimate</source>
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
    <message>
        <source>the campaign notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::OwnGearDialog</name>
    <message>
        <source>A weapon for your list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shield for your list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor for your list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Broadsword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Chainmail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice, e.g. 2d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iron, silver … or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX change:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits stopped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added once to this campaign&apos;s house rules, and offered to every character from then on.</source>
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
    <message>
        <source>package.json: the kind file &apos;%1&apos; is not inside the package folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>package.json: the data file &apos;%1&apos; is not inside the package folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the entries of kind &apos;%2&apos; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ParameterReader</name>
    <message>
        <source>parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1 (a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1 (a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PartyChart</name>
    <message>
        <source>The party over time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which number to draw for each player character, from their experience ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player characters yet: their ST and other attributes over time show here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PeerRefusals</name>
    <message>
        <source>not on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from outside the local network without encryption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many connections from one address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server has as many connections as it can take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locked out for a while after too many links that do not work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link that does not work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many pages open for one link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request headers too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no request in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a page of another site, or a name that is not this server&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more refused (%2)</source>
        <translation>
            <numerusform>%1: %n more refused (%2)</numerusform>
            <numerusform>%1: %n more refused (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>a WebSocket frame without a mask</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PhysicalAttack</name>
    <message>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerActions</name>
    <message>
        <source>The GM plays with dice on the table in this campaign: roll yours there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll from the players&apos; page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no fight to propose a move in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of your characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 EP unspent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legal character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not legal yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules&apos; lists for a new character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules allow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerAsk</name>
    <message>
        <source>spend experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>learn a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brew a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make a magic item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look for an item on the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request needs “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is longer than %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” holds a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request of this kind has no field “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request needs “character”: which of your characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an attribute that experience can raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not something experience can buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“supplied” must be a list of &quot;special&quot; and &quot;common&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a list of at most 20 character ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“character” must be the new character, in Hexkeeper&apos;s character format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send one new character at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a kind of request (spend-xp, learn-spell, brew, item-project, research, market-search, new-character, notes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name one thing to buy: an “attribute” (ST, DX, IQ, MA), a “skill”, a “spell” or a “purchase” (skill:ID, spell:ID …).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerLinkDialog</name>
    <message>
        <source>New player&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name, as on the characters&apos; sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characters the link shows, and whose figures the player may propose moves for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (played by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no active characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters of %1&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerLinks</name>
    <message>
        <source>There is no character with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the player&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s name is at most 60 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a link; revoke it first to make a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters of a player&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player&apos;s link with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters of %1&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke a player&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no live player&apos;s link with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player&apos;s link is called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerPageWords</name>
    <message>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a hex on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talents and skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No work under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link no longer works. Ask the GM for a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your proposals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexes left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
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
        <source>adjusted DX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM has not given this link any character yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The code of this translation&apos;s language (ISO 639-1), for the players&apos; page: &quot;de&quot; for German.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No requests yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP unspent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note for the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <extracomment>How a character learns a spell: study, apprenticeship, instruction or a guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprenticeship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brew a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have the instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained alchemist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT</source>
        <extracomment>Wizard&apos;s World: the intelligence a skill needs, shortened.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in ST, DX and IQ:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the character a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience ledger</source>
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
        <source>Unspent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week by week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week</source>
        <extracomment>A week of downtime work on the players&apos; page: &quot;Week 3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yours</source>
        <extracomment>Marks the player&apos;s own work on the players&apos; timeline.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No money has come in or gone out yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>The empty choice of a laboratory on the players&apos; page.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed</source>
        <extracomment>Above what a planned piece of downtime work needs (a book, a laboratory, a spell).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <extracomment>Above what a planned piece of downtime work costs.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a magic item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enchantment</source>
        <extracomment>A magic item&apos;s recipe from the rules&apos; creation table (Blur, Ring of Fire Immunity…).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own worth ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength</source>
        <extracomment>How strong an enchantment is (DX +2, a 3-hex Darkness).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hired apprentices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>What a piece of research is called (&quot;Skyhook&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level (IQ)</source>
        <extracomment>The level of a piece of research: the IQ it calls for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for an item on the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair price ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <extracomment>The size of the place where a character looks for an item to buy.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR</source>
        <extracomment>Warrior &amp; Wizard&apos;s names of the three attributes, shortened, and the builder&apos;s sum of them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in STR, DEX and INT:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerProposals</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a figure of yours that may still move this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options and moves are proposed before a figure moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take that option now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That hex is not open ground on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 proposes: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That proposal has already been decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept %1&apos;s proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure of that proposal is no longer in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse %1&apos;s proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player&apos;s proposal with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerRequest</name>
    <message>
        <source>The message is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request&apos;s id is a short text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown message; a page may roll, propose, ask for offers or the rules, check a character, preview a request or send one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerRequestCli</name>
    <message>
        <source>waiting for the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p%1  %2 proposes %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--data must be a JSON object (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 asks: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No requests or proposals are waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID must be a request (r12) or a proposal (p4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--link and --kind are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 asks: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has sent no requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND must be spend-xp, learn-spell, brew, item-project, research, market-search, new-character or notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request waits for the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted at once: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; pages show the party purse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party purse is not shown to players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerRequests</name>
    <message>
        <source>A player&apos;s new character is a player character; the GM adds the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new character starts fresh: no experience, wounds, purchases or point total of his own (the rules give the points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link has been revoked; ask the GM for a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your characters is called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of your characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own characters can be in your team; the GM adds others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new character: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character no longer there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: spend experience on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: learn %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: brew %2, %n dose(s)</source>
        <translation>
            <numerusform>%1: brew %2, %n dose</numerusform>
            <numerusform>%1: brew %2, %n doses</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: research %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: look for %2 (worth %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: make %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request&apos;s id is at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s request (accepted at once): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link has been revoked; refuse the request instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s request: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That request has already been decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That request cannot be read (%1); refuse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character of that request is no longer %1&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reason is at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse %1&apos;s request: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player&apos;s request r%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept players&apos; requests at once: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before accepting players&apos; requests: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a request for a new character can be changed before it is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no preview for this kind of request.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerSharing</name>
    <message>
        <source>Say on or off, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the party purse with players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sharing the party purse with players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerSnapshot</name>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayerWindow</name>
    <message>
        <source>Hexkeeper — Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PlayersServer</name>
    <message>
        <source>The players&apos; server cannot listen on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests; wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; page only reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is Hexkeeper&apos;s players&apos; server. Ask the GM for your link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link does not work. Ask the GM for a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link does not work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page sends text only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This link no longer works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM has stopped the players&apos; server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A players&apos; server open beyond the local network needs encryption (TLS) or a reverse proxy in front of it: the links would otherwise cross the internet readable by anyone on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many links that do not work came from here; wait a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server does not answer for that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many pages are open with this link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page fell silent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PotionRules</name>
    <message>
        <source>these rules have no brewing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PotionStockRepository</name>
    <message>
        <source>There is no potion stock #%1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Potions</name>
    <message>
        <source>Stock #%1 holds %2; use 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 uses %n dose(s) of %2.</source>
        <translation>
            <numerusform>%1 uses %n dose of %2.</numerusform>
            <numerusform>%1 uses %n doses of %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hits and %2 fatigue cured; ST now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not work as it should.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only: the %1 that %2 used was faulty (%3); its effect is the GM&apos;s to describe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock #%1 holds %2; give 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give potion to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM must confirm that %1 is a trained %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alchemist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chemist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an alchemist can examine %1, and %2 is no wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made it and cannot see anything wrong with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already had the one try at this potion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>examining %1 for faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 examines %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds that the %2 is faulty (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds nothing wrong with the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM only: %1 rolled %2 against IQ %3 (%4) on stock #%5, which is %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be made into a gas bomb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each gas bomb takes %1 doses; stock #%2 holds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fee is %1 and the purse holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gas bomb of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examine a potion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a gas bomb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds that the %2 is faulty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes as soon as you press OK. Red and green notes already on the screen take the new colours the next time they change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Campaign suggests a file in this folder and makes the folder if it is missing. Leave it empty for the one shown.</source>
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
        <source>&amp;Dice for new campaigns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the latest campaign when Hexkeeper starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper speaks the new language from its next start: quit and start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language takes effect the next time Hexkeeper starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for New Campaigns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ProposalsPanel</name>
    <message>
        <source>The players propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose this option and make this move for the figure, as one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn it down, with a reason the player sees if you give one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not? (optional; the player sees it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::QrCodeWidget</name>
    <message>
        <source>This address is too long for a QR code.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RaceWords</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hobgoblin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gargoyle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Men</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orcs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goblins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hobgoblins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Reader</name>
    <message>
        <source>dx-adjustments row %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RecoveryResolver</name>
    <message numerus="yes">
        <source>%n hit(s) of wounds healed</source>
        <translation>
            <numerusform>%n hit of wounds healed</numerusform>
            <numerusform>%n hits of wounds healed</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ST of fatigue rested off</source>
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
    <message>
        <source>%1; ST now %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comes round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RequestsPage</name>
    <message>
        <source>Refuse the Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse “%1”. Why not? (optional; the player sees it on his page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What your players ask from their pages between game nights. Accepting makes the change as one step (Edit &gt; Undo takes it back); the player sees your answer on his page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the change the player asks for, as one step; the rules check it again now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn it down, with a reason the player sees if you give one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Builder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the new character in the character builder, change him if you like, and accept him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided lately</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept at once, without asking me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests of the kinds ticked here are accepted as they arrive, when the rules allow them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What players&apos; pages show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the party purse with players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s page then shows the party purse&apos;s balance and its latest entries (never money paid for work you keep secret).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Research</name>
    <message>
        <source>%1 needs a laboratory; choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no laboratory #%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (%2 to repair).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not ready (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2, which cannot serve for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The researcher is not attuned to %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in use; only one person can work in it in a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown kind of research “%1”; choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no spell “%1” in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already knows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the research a title (what is being invented).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already busy full time with “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first week&apos;s materials cost %1 and %2 holds %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot start this research: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: materials for week 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 is not research into a spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not finished (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Guild already has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wizards&apos; Guild&apos;s reward for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal %1 to the Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 is not research under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot move there: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to another laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal research to the Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” already works in that laboratory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ResearchPanel</name>
    <message>
        <source>New research…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the market…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal to the Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a finished spell to the Wizards&apos; Guild for its reward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry research under way to another laboratory, e.g. after its own was wrecked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a campaign to see research and market searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advancing the calendar rolls each research week and each week&apos;s search. Numbers marked GM only are the GM&apos;s secret and never reach the players&apos; view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 weeks — GM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players see only “%1 of ? weeks”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done — Guild learned it, unpaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done — given to the Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done — kept secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done — must go to the Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seller asks %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (may refuse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research &amp;&amp; market</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ResearchResolver</name>
    <message>
        <source>keeping %1 from the Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secrecy roll, month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2 from the Wizards&apos; Guild another month (%3 against %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can no longer keep %2 secret (%3 against %4): the Guild learns it, and pays nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the rules no longer know this kind of research.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot be used (%3); the research halts until it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: materials for week %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>materials cost %1; short by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 still cannot buy the materials for %2 (%3, short by %4): the research halts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiments for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: experiments, week %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiments cost %1; short by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot pay %2 for this week&apos;s experiments on %3 (short by %4): the research halts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experiments cost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted, so the count starts over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>research week %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: the roll is made (%3 against %4); %5 successful weeks in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: the roll is missed (%3 against %4); the week counts for nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: the roll is missed (%3 against %4); the work starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: a %3 spoils the experiment; the work starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of the %3 secret weeks done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot buy next week&apos;s materials for %2 (%3, short by %4): the research halts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lab explosion: hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lab explosion: damage to the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the experiment blows up! %2 takes %3 hits (ST now %4) and %5 suffers %6 of damage; the work starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explosion: %1 hits, %2 to the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 halts until %2 is repaired and the work resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surviving the accident in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an accident wrecks %2, and %3 fails the roll to survive (%4 against %5) and dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accident; died (%1 against %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an accident wrecks %2; %3 survives (%4 against %5), and the work must start over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accident; survived (%1 against %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 halts: %2 is destroyed; resume it in another laboratory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has worked out %2 and now knows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has worked out %2; it is recorded with the research, as it cannot go on the sheet (not in the library, or no room for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Revealed to the Wizards&apos; Guild it earns %1 and %n wish(es).</source>
        <translation>
            <numerusform>Revealed to the Wizards&apos; Guild it earns %1 and %n wish.</numerusform>
            <numerusform>Revealed to the Wizards&apos; Guild it earns %1 and %n wishes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept to himself, it calls for an IQ roll each month to stay secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was worked out in a laboratory not his own, so it cannot be kept from the Guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has finished the research on %2: the notes for making it are written down.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ResearchRules</name>
    <message>
        <source>These rules have no such kind of research.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM must set the research level (the IQ the work calls for).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell&apos;s IQ level must be given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A level-%1 spell needs a researcher of IQ %2 or more; this one has IQ %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This research rolls %1 dice a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weekly roll is on %1 to %2 dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM must set how many successful weeks the research needs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RetreatDialog</name>
    <message>
        <source>Forced retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hurt someone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner steps into the hex the loser leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pushes back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then click the hex the loser is pushed into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the hex…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::RollText</name>
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
        <translation>
            <numerusform>Add %n character</numerusform>
            <numerusform>Add %n characters</numerusform>
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
    <message numerus="yes">
        <source>Duplicate %n character(s)</source>
        <translation>
            <numerusform>Duplicate %n character</numerusform>
            <numerusform>Duplicate %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archive %n character(s)</source>
        <translation>
            <numerusform>Archive %n character</numerusform>
            <numerusform>Archive %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bring back %n character(s)</source>
        <translation>
            <numerusform>Bring back %n character</numerusform>
            <numerusform>Bring back %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n character(s)</source>
        <translation>
            <numerusform>Remove %n character</numerusform>
            <numerusform>Remove %n characters</numerusform>
        </translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 EP; %3 more would pass the limit of %4 EP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead: only bringing them back to life, with a reason, returns them to the roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say why the character comes back to life (a spell, a wish, the GM&apos;s ruling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a character back to life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring %1 back to life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes back to life: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an attribute that experience can raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 buys %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was stopped; no character was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking characters</source>
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
    <message>
        <source>%1 (dead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unconscious)</source>
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
    <name>hk::ScreenshotDialogs</name>
    <message>
        <source>the dialog %1 needs an open campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dialog %1 (dialogs: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dialog %1 needs a character</source>
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
    <name>hk::SearchMarketDialog</name>
    <message>
        <source>Search the market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (IQ %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Ring of Fire Immunity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair market price; for a magic item, what a wizard would charge to make it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching all week, nothing else (a better roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s help (advertising, hired searchers, the right place) or, negative, a hindrance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A magic item (added to the magic items when bought)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold by a merchant (adds his surcharge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searcher:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM&apos;s bonus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start searching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a character to the roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each week: %1 dice, found on %2 or less (IQ %3). The seller&apos;s reaction then sets the price.</source>
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
    <name>hk::ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New link…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link for one player, showing his characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change which characters the selected link shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected link stops working at once; Edit ▸ Undo gives it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player opens his phone&apos;s camera and points it at the code, then opens the page it offers (or types the address). He keeps the page open: it follows the fight as you play. Only phones and computers on the same network as this one can open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 is in use, so the server took port %2. The links below carry the new port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players&apos; server for this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening on %1, port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it, and the players open their links on their phones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a link for each player with New link…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the server to show %1&apos;s link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned away: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link is ready. Edit ▸ Undo takes it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link shows the characters chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link? A page open on it stops at once and the address no longer works. Edit ▸ Undo gives the link back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link no longer works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s link is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server started again with HTTPS: the links now begin with https. Pages opened on the old links stop, so hand out the links again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server started again without HTTPS: the links now begin with http. Pages opened on the old links stop, so hand out the links again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server started again with the new choice; open pages reconnect by themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server is running, secure (HTTPS) and open beyond the local network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server is running, secure (HTTPS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening on port %1 of this computer; players open %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player opens his phone&apos;s camera and points it at the code, then opens the page it offers (or types the address). He keeps the page open: it follows the fight as you play. Players away from the table can open it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; server is running, open beyond the local network through the reverse proxy at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phone or another computer cannot open these links. This computer has no network address but %1, its own loopback address: it is not connected to a network (Wi-Fi off or no cable). On a phone, %1 means the phone itself. Connect this computer to the players&apos; network (the same Wi-Fi as their phones), then stop and start the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phone or another computer cannot open these links. The server listens only on %1, this computer&apos;s own loopback address; on a phone, %1 means the phone itself. Only this computer can open them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::ShareSecurity</name>
    <message>
        <source>Secure (HTTPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the players&apos; pages encrypted, so nobody on the way can read them or the links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open beyond the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let in players who are not on this network, for a game over the internet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own certificate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve with your own certificate and its private key (PEM files), for instance one for your own domain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper&apos;s certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve again with the certificate Hexkeeper made for this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address players open:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address players from outside open: your router&apos;s public address or your domain name, with the port. Their links carry it, and the server answers to it. Empty: the links carry this computer&apos;s address on the local network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s browser warns that it does not know this certificate. Before he goes on, he checks that the fingerprint his browser shows for it is this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server serves with your certificate from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an address players can open. Give it like game.example.org:8421 or https://203.0.113.5:8421 (the secure server takes https only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your certificate (PEM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate&apos;s private key (PEM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (*.pem *.key);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players away from the table reach this computer only when you forward port %1 on your router to it, or put a proxy such as Caddy in front of it (the guide explains how).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SHA-256 fingerprint of your certificate (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SHA-256 fingerprint of Hexkeeper&apos;s own certificate for this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>like game.example.org:8421</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse proxy address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or like 127.0.0.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address of a reverse proxy in front of this computer, such as Caddy on this computer or on a small server. Only this address is believed when it says which player a request comes from, so the limits fall on the player and not on the proxy. With it, the server may open beyond the local network without HTTPS of its own: the proxy encrypts. Empty: no proxy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on Secure (HTTPS) first, or give the address of the reverse proxy that encrypts for the server: it lets players from outside in only over an encrypted connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an IP address a proxy can have. Give the address the proxy connects to this computer from, like 127.0.0.1 when it runs here, or its VPN address such as 100.64.0.2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server is open beyond the local network without HTTPS, so it needs the proxy that encrypts for it. Turn on Secure (HTTPS) or close the server to the local network first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players away from the table come in only through the reverse proxy at %1, which encrypts for this computer; the server turns away anything else from outside that is not encrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening beyond the local network needs Secure (HTTPS), or a reverse proxy such as Caddy that encrypts for this computer (its address below): the server lets players from outside in only over an encrypted connection.</source>
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
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpecialResults</name>
    <message>
        <source>table %1: bad special-result row %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple damage</source>
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
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spell(s)</source>
        <translation>
            <numerusform>%n spell</numerusform>
            <numerusform>%n spells</numerusform>
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
    <message>
        <source>needs %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Not yet: %2 (this character has %3 %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpellSideEffects</name>
    <message>
        <source>keeps its feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps its feet against %2 (%3 against %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trips %2 (%3 against %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is down before acting and loses this turn&apos;s action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 strikes %3 for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unmakes the %2 at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing of it is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused down to IQ %2 and cannot cast %3, which needs IQ %4 (spells already going may still be kept up).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SpellSpecials</name>
    <message>
        <source>%1 vanishes as %2 lands in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 blinks from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landing inside a wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 landing inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landing inside %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 puts out every light in %2 for %n turn(s).</source>
        <translation>
            <numerusform>%1 puts out every light in %2 for %n turn.</numerusform>
            <numerusform>%1 puts out every light in %2 for %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no effect on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 stops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is struck by %2 and bursts: it was an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pits %2&apos;s ST %3 against %4&apos;s ST %5: each loses %6.</source>
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
    <message numerus="yes">
        <source>%1 gains %2 %3 from %4 for %n turn(s).</source>
        <translation>
            <numerusform>%1 gains %2 %3 from %4 for %n turn.</numerusform>
            <numerusform>%1 gains %2 %3 from %4 for %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 comes round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which attribute %1 raises: ST, DX or IQ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which hex %1 takes the caster to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which hexes %1 darkens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 nullifies it; the caster still pays in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse Missiles on %1 turns %2 back on %3.</source>
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
    <message>
        <source>Start learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::SqlTransaction</name>
    <message>
        <source>Another program is writing this campaign and has not finished in time; nothing was changed. Try again in a moment.</source>
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
    <message>
        <source>Open the latest campaign when Hexkeeper starts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::StartProjectDialog</name>
    <message>
        <source>New workshop project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes A and B: the strength wanted (DX +5 → 5); Note C: the version (1 or 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead&apos;s laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength / version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-powered ST/turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item size (hexes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New item&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New item&apos;s own worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lead&apos;s purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party purse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other wizards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apprentices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hired apprentices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charm bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(choose a laboratory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 spells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell %1 on the item, made with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizards: %1 required, %2 on the team; %3 weeks of work, %4 on the calendar (a roll every %5 week(s)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST/day per wizard: %1; apprentices needed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each week up to %1 (wages and ingredients); %2 in all if every roll is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special ingredients each week: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts from: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell adds %1; the finished item is worth %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take potions from the payer&apos;s stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The potion doses the recipe uses each week come out of the payer&apos;s potion stock instead of being bought; a week the stock cannot cover halts the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first week&apos;s potions, worth %1, come from the payer&apos;s stock instead; a week it cannot cover halts the work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We have the book of instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesser and Greater Magic Item Creation work from the book of instructions for the particular item, five pages for each week of work (l.1173, l.307). Tick it once the team has the book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We have the book of instructions (%1 pages)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::StatBlockCli</name>
    <message>
        <source>--statblock writes the published shape, or with the word foundry the shape Foundry VTT imports; “%1” is neither</source>
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
    <message>
        <source>%1: %2 %3 is beyond the limit of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2: %3” not understood as a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” follows no armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was given without the armor it belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2” has gear details but is not among the weapons or armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details for “%1” were given, but it is not among the weapons or armor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA %1 (%2).</source>
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
    <message numerus="yes">
        <source>A team may carry %n pole weapon(s) (house rule); this one has %1 (%2).</source>
        <translation>
            <numerusform>A team may carry %n pole weapon (house rule); this one has %1 (%2).</numerusform>
            <numerusform>A team may carry %n pole weapons (house rule); this one has %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::TerminalProgress</name>
    <message>
        <source>%1: %2 of %3 (%4%)</source>
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
    <message>
        <source>%1: %2 DX from the book&apos;s “%3” (l.%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: what the book prints for “%2” is lost (l.%3); give its numbers in the builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: DX %2, stops %3, the GM&apos;s numbers for “%4” (l.%5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TftFacts</name>
    <message>
        <source>staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dagger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::Timeline</name>
    <message>
        <source>Party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rent due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upkeep due</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TimelinePanel</name>
    <message>
        <source>Show ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also show finished, cancelled and failed work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide everything GM-only, as the players would see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom the calendar scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the chosen work; the calendar skips it until it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the chosen work up again; its end moves back by the days lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the chosen work up for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance time…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the calendar forward and resolve everything that falls due (Ctrl+T).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls due next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a bar to see its week-by-week history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[GM] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing falls due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice: %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give this work up for good? (Undo brings it back.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not paid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TlsIdentity</name>
    <message>
        <source>Another Hexkeeper is making the certificate in %1. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::TrackerPanel</name>
    <message>
        <source>Figures move in the movement phase; the fight is in the %1 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the hex for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy on the map for %1 to disbelieve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 disbelieves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which figure does %1 think is not real? (rolled in secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the hex %1 is pushed into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s overrides on the selected figure: hits, posture, conditions, hiding, who acts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected figure against an enemy you pick, as a stand-up fight of blows only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End fight…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner of the initiative may let another side move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure&apos;s option this turn; it may change after moving where the rules allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disbelieve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure does nothing else this turn (it defends, dodges, stands up or waits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced retreat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A figure that hurt an enemy with a blow this turn and took no hits may push it back one hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative: the winning side chooses who moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 won the initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each caster renews his continuing spells or lets them go; unpaid spells end before movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 moves (order of sides: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next to act: %1 (adjusted DX %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has acted: go on to the forced retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners of a blow may push their enemy back; then the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds and fatigue have gone back to the characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No figure selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a figure on the map or in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does nothing this turn; the next figure is proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends this phase and begins the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experience…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2: %3 ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2 on %3: %4 ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No continuing spell to renew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Drag it on the map (%n hex(es) left); right-click a neighbouring hex to turn it.</source>
        <translation>
            <numerusform>Drag it on the map (%n hex left); right-click a neighbouring hex to turn it.</numerusform>
            <numerusform>Drag it on the map (%n hexes left); right-click a neighbouring hex to turn it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 moves now; %2 is on side %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ST %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DX %1 (adj. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) left</source>
        <translation>
            <numerusform>%n hex left</numerusform>
            <numerusform>%n hexes left</numerusform>
        </translation>
    </message>
    <message>
        <source>attack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stops %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works at a Rope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose Rope?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break free…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work at a Rope on this figure or a neighbour (a saving roll on adjusted DX, standing still), or shake a sleeping neighbour awake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative: every figure goes in order of effective DEX, ties by a DEX check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves (initiative order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has acted: the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves now; %2 moves in its place in the initiative order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which weapon?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 readies a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks up a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready weapon…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure&apos;s action: put a carried weapon in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the weapon in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure&apos;s action: pick up a weapon it dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the hex %1 steps back to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disengage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: an engaged figure that has not moved steps one hex out of its foes&apos; threat zones. They may still strike at it where it stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard&apos;s optional nonlethal rule: the figure rests this turn and recovers nonlethal damage at its end, unless it is hurt.</source>
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
    <message>
        <source>Money in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (to the party purse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (from the party purse)</source>
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
    <name>hk::TurnOrder</name>
    <message>
        <source>side %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::UnsavedWork</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save before %1? Everything else is already saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::UserText</name>
    <message>
        <source>%1 may be at most %2 characters long (this one has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not hold line breaks or other control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds an invisible direction mark (U+%2), which would show it in another order than it is stored. Remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a broken character (half of a pair, U+%2). Type it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WealthChart</name>
    <message>
        <source>Wealth over campaign time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WeaponStrike</name>
    <message>
        <source>%1&apos;s %2 has no damage in the tables; give the damage dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2 for %3 (%4, %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no weapon called “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 is not in hand: ready it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 may add at most %n damage with the %2 (STR %3, its minimum %4).</source>
        <translation>
            <numerusform>%1 may add at most %n damage with the %2 (STR %3, its minimum %4).</numerusform>
            <numerusform>%1 may add at most %n damage with the %2 (STR %3, its minimum %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 reaches %n hex(es); %3 is %4 away.</source>
        <translation>
            <numerusform>%1&apos;s %2 reaches %n hex; %3 is %4 away.</numerusform>
            <numerusform>%1&apos;s %2 reaches %n hexes; %3 is %4 away.</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 damage for %2 to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>pole-arm charge after %n hex(es) straight: ×%1</source>
        <translation>
            <numerusform>pole-arm charge after %n hex straight: ×%1</numerusform>
            <numerusform>pole-arm charge after %n hexes straight: ×%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a pole arm is set against a charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not charge this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set against the charge: +%1 DX, ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 cannot be thrown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged, %1 may shoot only at an enemy charging it; %2 did not charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is down and cannot shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throws the %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoots the %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for range</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n figure(s) in the way</source>
        <translation>
            <numerusform>%1 for %n figure in the way</numerusform>
            <numerusform>%1 for %n figures in the way</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3): %4 — %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It flies past %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It strikes %1 instead (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 lies where it fell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no action to spend on it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must stand next to %2 to close with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no bare-handed damage here; give the damage dice (or ready a dagger).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops the %2 to fight hand-to-hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-to-hand with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 closes with %2 hand-to-hand (%3): %4 — %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WhoWinsDialog</name>
    <message>
        <source>Who wins? %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy on the map to fight.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarAdjustDialog</name>
    <message>
        <source>Adjust a wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a card&apos;s effect the companion cannot know: change life or stun tokens, or put the wizard on a square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life change:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stun change:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays where he is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on square:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a square: type a letter and a number, such as C4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarBoardScene</name>
    <message>
        <source>%1&apos;s home base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure start square (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stone wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall made by a spell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n crack(s) in %1</source>
        <translation>
            <numerusform>%n crack in %1</numerusform>
            <numerusform>%n cracks in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (dropped item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (kept up by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: drag to a square to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries %2&apos;s treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first end of a new pair of portals: click the second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portal pair %1: %2 %3 ⇄ %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarCardDialog</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of the rules keeps its name; duplicate it for a card of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>School:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies in the deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage equals the spell&apos;s energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarDeck</name>
    <message>
        <source>This campaign&apos;s rules have no starter deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter deck on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter deck off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck has no card “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck has a card called “%1” already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a card of the rules; its name stays. Duplicate it for a card of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed in from the players&apos; deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card from the players&apos; deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is out of the deck already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n card(s)</source>
        <translation>
            <numerusform>Import %n card</numerusform>
            <numerusform>Import %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarDeckEditor</name>
    <message>
        <source>Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book, completed by Hexkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexkeeper&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal Hexkeeper&apos;s starter deck: the book&apos;s cards, completed where the rulebook is silent, and cards of our own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of your own deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the selected card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new card with the selected card&apos;s facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own card goes; a card of the rules is left out of the deck (0 copies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or change the cards of a CSV card list, as one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the card list to a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) can be dealt: %1. Grey rows are left out (no school, no type or no copies).</source>
        <translation>
            <numerusform>%n card can be dealt: %1. Grey rows are left out (no school, no type or no copies).</numerusform>
            <numerusform>%n cards can be dealt: %1. Grey rows are left out (no school, no type or no copies).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a new card: edit it to make it yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is left out of the deck (0 copies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starter deck is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starter deck is off: only the book&apos;s cards you completed and your own are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added or changed.</source>
        <translation>
            <numerusform>%n card added or changed.</numerusform>
            <numerusform>%n cards added or changed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card list is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a card list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card lists (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the card list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wiz-war-deck.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card lists (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarGames</name>
    <message>
        <source>Give the game a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Wiz-War game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Wiz-War game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Wiz-War game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sectors are 1 to 4 (red, blue, green, yellow), sides A and B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw sector %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the card its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a %2 the rules know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is in the card list already; name the fields to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the players&apos; deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed in from the players&apos; deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card from the players&apos; deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wiz-War step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarHandWindow</name>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the card says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack&apos;s damage, when the companion does not know the card&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n card(s) in hand. Only %1 should look at this window.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n card in hand. Only %1 should look at this window.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n cards in hand. Only %1 should look at this window.</numerusform>
        </translation>
    </message>
    <message>
        <source>None (the spell&apos;s own energy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1; only %2 sees this line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarNewGameDialog</name>
    <message>
        <source>New Wiz-War game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players (%1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schools besides White Cantrip (choose %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Play to %n victory point(s)</source>
        <translation>
            <numerusform>Play to %n victory point</numerusform>
            <numerusform>Play to %n victory points</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the deck editor: add your cards, or switch the starter deck on</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The deck from these schools holds %n card(s).</source>
        <translation>
            <numerusform>The deck from these schools holds %n card.</numerusform>
            <numerusform>The deck from these schools holds %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more are needed to deal %1 hands of %2: add cards in the deck editor.</source>
        <translation>
            <numerusform>%n more are needed to deal %1 hands of %2: add cards in the deck editor.</numerusform>
            <numerusform>%n more are needed to deal %1 hands of %2: add cards in the deck editor.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 cards; a school has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group 1: White Cantrip and %1 schools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Custom Spellbook&apos;s group: whose deck this player draws from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group 2: Black Cantrip and %1 schools</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarPage</name>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sector boards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the walls and doors of your physical sector boards once, for every later game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active wizard punches, or strikes with a carried weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacked player plays no more counter spells: the attack takes effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End spell…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player ends a spell he keeps up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop item…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active wizard drops a carried item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active wizard picks up the treasure he stands on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active wizard drops the treasure he carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a wizard&apos;s life or stun, or put him on a square, for a card&apos;s effect the companion cannot know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game yet: start one with New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game! %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 · %2 (%3) · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n movement point(s) left</source>
        <translation>
            <numerusform> · %n movement point left</numerusform>
            <numerusform> · %n movement points left</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 is attacked: counter spells from his hand, then Resolve attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 must discard down to the hand limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the game “%1” and its log?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wiz-War</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody keeps a spell up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which spell ends?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which item does %1 drop?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punch or strike %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast at %1 (%2&apos;s hand)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast at square %1 (%2&apos;s hand)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Magic deck: Hexkeeper&apos;s starter deck, your own cards, import and export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place or take away the portal pairs on the board&apos;s edge, where the markers stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random direction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a random direction for a card that calls for one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For which wizard does a card call for a random direction?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarPortalEditor</name>
    <message>
        <source>Portals: click a side on the board&apos;s edge, then a second one to join them; click a portal to take its pair away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First portal on %1 %2: click the side it leads to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarPunchDialog</name>
    <message>
        <source>Punch or strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A punch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarRepository</name>
    <message>
        <source>There is no Wiz-War game with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarSeatTable</name>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells kept up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n energy)</source>
        <translation>
            <numerusform>%1 (%n energy)</numerusform>
            <numerusform>%1 (%n energy)</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2/%3 held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorDraft</name>
    <message>
        <source>%1 is a treasure start square: take the treasure start away first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the home base: a treasure starts on another square.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorEditor</name>
    <message>
        <source>Sector boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to draw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text form, as “hexkeeper-cli wizwar setup” takes it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw this board from a text form, for instance one typed for the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 (%2), side %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a line between two squares, or the sector&apos;s edge: open → wall → door → open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the square of the home base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to put a treasure start there or take it away; a sector has two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a corner to put a free-standing column there or take it away (the ends of walls and doors have their columns anyway).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drawing of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing the sector boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved yet: Save keeps this drawing of %1 for every later game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is %1 as drawn in this campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not drawn yet: games use this open board until %1 is drawn from the physical board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is open read-only: nothing can be saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorPasteDialog</name>
    <message>
        <source>Paste a sector map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 lines of 11 characters, as “hexkeeper-cli wizwar setup” takes them:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorScene</name>
    <message>
        <source>Home base %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <comment>the home base&apos;s mark on the sector editor</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure start square %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-standing column</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarSteps</name>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost %1&apos;s speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the attack resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjust %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random direction for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add portals %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the portals at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarTargetEdit</name>
    <message>
        <source>C4, or a wall: C4 N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square or wall line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a square of the board such as C4, or a wall line such as C4 N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall line is a square and a side: N, E, S or W (C4 N).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WizWarText</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjacent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WorkProgressDialog</name>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … Stop takes it all back, as if it had never begun.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WorkshopPanel</name>
    <message>
        <source>New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record absence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a dead wizard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next week ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost/week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>halted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: roll on 4 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record absence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard away from his lab:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days away this week (over two, or two in a row, loses the week):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Were the days away in a row?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard who died:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard stepping in (rolls 5 dice on DX):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed the roll: the spell starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WorkshopProjects</name>
    <message>
        <source>%1/%2 weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the new item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An item&apos;s own worth cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules have no spell “%1” to make this item with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of hired apprentices cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is named twice on the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has IQ %2; this item needs %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already working on another creation project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a laboratory for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory %1 is not a usable wizard&apos;s lab attuned to %2 and free this week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no usable wizard&apos;s lab of his own that is free this week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an apprentice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already helps on another project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team needs %1 apprentices; %2 named or hired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity %1 is not a workshop project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has ended (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %1 is not on the team of “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days away must be between 0 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absence on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lead wizard cannot be replaced: his death loses the unfinished spell. Archive him and advance, or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot join this team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails to take %2&apos;s place: the spell starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record an absence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a team member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be cast without the book of instructions for %2: %3 pages, %4 for each week of work. The GM confirms it once the team has the book (l.%5, l.%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::WorkshopResolver</name>
    <message>
        <source>The lead wizard of “%1” is dead: the unfinished spell is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard of “%1” (character %2) is dead or gone: the work halts until someone replaces him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A laboratory of “%1” (lab %2) cannot be used: the work halts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory %1 of “%2” is taken by another activity this week: the work halts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” can no longer be planned: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 apprentices&apos; wages and %3 of ingredients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot pay this week&apos;s %2 (short by %3): the work halts until it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard was away from his lab too long: the week&apos;s work is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week %1 of %2 before the next roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop week: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2: the spell is ruined and starts over; the item keeps its earlier spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 made the roll (%2 on %3 dice against %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed the roll (%2 on %3 dice against %4): the week is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, week %2: %3 (%4/%5 weeks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is finished: %2 now holds %n spell(s) and is worth %3.</source>
        <translation>
            <numerusform>%1 is finished: %2 now holds %n spell and is worth %3.</numerusform>
            <numerusform>%1 is finished: %2 now holds %n spells and is worth %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” has run out of %2 for this week: the work halts until the stock is refilled and it is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n potion dose(s) came from the stock.</source>
        <translation>
            <numerusform>%n potion dose came from the stock.</numerusform>
            <numerusform>%n potion doses came from the stock.</numerusform>
        </translation>
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
    <name>hk::WwExperience</name>
    <message>
        <source>Attribute points are priced by the attribute cost table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a skill of these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules give no experience price for new skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a spell of these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already knows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning a spell needs %1, which %2 does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules give no experience price for new spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not have %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the higher version, %2: buy the bonus on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a higher version, %2; only a character with it can buy a bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has +%2 with %3, the most the rules allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not know %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has +%2 to casting %3, the most the rules allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 to casting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (has +%2)</source>
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
    <name>hk::WwReader</name>
    <message>
        <source>rule %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1.%2 (a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement-actions row %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon-lengths row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat-actions row %1 (key and move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack-types row %1</source>
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
    <name>hk::castEffects</name>
    <message>
        <source>%1 is not an open hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taken by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is down before acting and loses this turn&apos;s action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no weapon: %2 does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops the weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s weapon breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no effect on %2: it works only below basic ST %3, and %2 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is knocked down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vanishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is under %2 for %n turn(s).</source>
        <translation>
            <numerusform>%1 is under %2 for %n turn.</numerusform>
            <numerusform>%1 is under %2 for %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is under %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no numbers for it here: the GM rules on its effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now obeys %2 and fights for side %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 catches %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no effect on %2: across a megahex it works only below basic ST %3, and %2 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works at %2, but nobody there is caught.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an image made by %2&apos;s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an illusion made by %2&apos;s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was summoned by %2&apos;s %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rope lies in %1, binding nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 works at %2: the GM rules on what it makes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fills %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2 (%3) for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strikes %2, which bursts: it was an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 blasts the wall at %2 away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flies past %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fizzles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stopped by the wall at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls short at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flies on past the edge of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls down.</source>
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
        <translation>
            <numerusform>The team is not legal (%n problem).</numerusform>
            <numerusform>The team is not legal (%n problems).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n week</numerusform>
            <numerusform>%n weeks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dose(s) handed over.</source>
        <translation>
            <numerusform>%n dose handed over.</numerusform>
            <numerusform>%n doses handed over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gas bomb(s) made: stock #%1.</source>
        <translation>
            <numerusform>%n gas bomb made: stock #%1.</numerusform>
            <numerusform>%n gas bombs made: stock #%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be between %2 and %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an id (a whole number above 0), not “%2”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::wizwar</name>
    <message>
        <source>Choose %1 schools besides White Cantrip; %2 chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move and Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard and Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black Cantrip joins a deck only with the Custom Spellbook rule; choose three other schools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each group starts with one cantrip school; choose three other schools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 schools besides Black Cantrip for the second group; %2 chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Giant Book of Spells and the Custom Spellbook each build the deck their own way: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in both groups&apos; decks; a drafted school belongs to one group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended Play is to %1 victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is to %1 victory points; a longer game needs the Extended Play rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a locked door (play the card that opens it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the labyrinth&apos;s outer wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall made by a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object that fills the square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a wall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::wizwar::CardCsv</name>
    <message>
        <source>Row %1: a quoted cell is never closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 KB; a card list is far smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty; a card list starts with a header row such as “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 1: “%1” is not a column of a card list (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 1: the header has no “name” column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has %1 cards; a card list holds at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2 cells under a header of %3 columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: the card has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: “%2” is listed already in row %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::wizwar::CardCsv::Cell</name>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::wizwar::Game</name>
    <message>
        <source>this card is cast on its caster only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a side of %2&apos;s square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s square or next to it, in sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no line of sight to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 ends: one transformation at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card list has no “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is an attack spell: use attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a counter spell: it is played against an attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An energy card boosts speed or a spell: use boost, or name it as a spell&apos;s energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are played in the Move and Cast phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot play %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall cannot be made where one stands already (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes an object: aim it at an empty square that is not a home base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays the item %2 and carries it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the labyrinth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2 at %3 (energy %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 casts %2 at %3 with %n energy token(s) and maintains it.</source>
        <translation>
            <numerusform>%1 casts %2 at %3 with %n energy token and maintains it.</numerusform>
            <numerusform>%1 casts %2 at %3 with %n energy tokens and maintains it.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 casts %2 at %3 and maintains it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permanent Creations: a caster cannot dispel his own creation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 maintains no “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard cannot attack in the first turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has made the attack of this turn (one a turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stunned and has moved: no attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard cannot attack himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack a wizard in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack a wizard, a wall or a door.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The labyrinth&apos;s outer walls cannot be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no wall or door on %1 to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot punch: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot attack with %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacks with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an attack spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot cast %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casts %1 (energy %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at %3: %n damage unless countered.</source>
        <translation>
            <numerusform>%1 %2 at %3: %n damage unless countered.</numerusform>
            <numerusform>%1 %2 at %3: %n damage unless countered.</numerusform>
        </translation>
    </message>
    <message>
        <source>A counter spell answers an attack on its player&apos;s wizard; nothing attacks %1 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a counter spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attack is cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the damage is reduced by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 maintains it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to evade with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolling %1, the attack is evaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolling %1, the attack is not evaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its effect is on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counters with %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack waits to resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 maintains %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack is cancelled; it still was %1&apos;s attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 evades the attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack deals no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %2 damage: %n life left.</source>
        <translation>
            <numerusform>%1 takes %2 damage: %n life left.</numerusform>
            <numerusform>%1 takes %2 damage: %n life left.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fire shatters %1&apos;s %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 damage: less than %3, no crack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The door on %1 breaks (%2 cracks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall on %1 breaks (%2 cracks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n crack(s): %2 of %3.</source>
        <translation>
            <numerusform>%1 takes %n crack: %2 of %3.</numerusform>
            <numerusform>%1 takes %n cracks: %2 of %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 scores for the kill and takes %2&apos;s hand of %n card(s).</source>
        <translation>
            <numerusform>%1 scores for the kill and takes %2&apos;s hand of %n card.</numerusform>
            <numerusform>%1 scores for the kill and takes %2&apos;s hand of %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand is discarded; nobody scores for this death.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: %1 has won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s attack on %2 waits: %2 plays a counter spell or lets it resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds more than %2 cards and must discard first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Move and Cast phase is over for this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no energy value to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the discard pile into a new Magic deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The Magic deck ran out: the discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>The Magic deck ran out: the discard pile is shuffled into a new deck of %n card.</numerusform>
            <numerusform>The Magic deck ran out: the discard pile is shuffled into a new deck of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both of %1&apos;s treasures lie in rival home bases: %1 dies (Deadly Treasures).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the only wizard left alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 reaches %n victory point(s).</source>
        <translation>
            <numerusform>%1 reaches %n victory point.</numerusform>
            <numerusform>%1 reaches %n victory points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the Wiz-War. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That wizard is not in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a square of this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is placed on %2 (a card&apos;s effect).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n stun token(s) (a card&apos;s effect).</source>
        <translation>
            <numerusform>%1 has %n stun token (a card&apos;s effect).</numerusform>
            <numerusform>%1 has %n stun tokens (a card&apos;s effect).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 heals to %2 life (a card&apos;s effect).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life (a card&apos;s effect).</source>
        <translation>
            <numerusform>%1 loses %n life (a card&apos;s effect).</numerusform>
            <numerusform>%1 loses %n life (a card&apos;s effect).</numerusform>
        </translation>
    </message>
    <message>
        <source>Wiz-War is for %1 to %2 players; %3 named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a free player colour (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The rules give no board layout for %n player(s).</source>
        <translation>
            <numerusform>The rules give no board layout for %n player.</numerusform>
            <numerusform>The rules give no board layout for %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle the sector boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the sector boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the Magic deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wiz-War for %n player(s), to %1 victory points, with %2.</source>
        <translation>
            <numerusform>Wiz-War for %n player, to %1 victory points, with %2.</numerusform>
            <numerusform>Wiz-War for %n players, to %1 victory points, with %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player&apos;s roll is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time passes: %1&apos;s %2 deals %3 damage to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time passes: %1&apos;s %2 has no energy left and ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time passes: %1&apos;s %2 has %n energy token(s) left.</source>
        <translation>
            <numerusform>Time passes: %1&apos;s %2 has %n energy token left.</numerusform>
            <numerusform>Time passes: %1&apos;s %2 has %n energy tokens left.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is stunned this turn: a move or an attack, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at least one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stunned and has attacked: no leaving the square this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 has %n movement point left.</numerusform>
            <numerusform>%1 has %n movement points left.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot step %2 from %3: %4 is in the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (wrap-around)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (portal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %2 (%n movement point(s) left).</source>
        <translation>
            <numerusform>%1 moves %2 (%n movement point left).</numerusform>
            <numerusform>%1 moves %2 (%n movement points left).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot reach %2 with %n movement point(s).</source>
        <translation>
            <numerusform>%1 cannot reach %2 with %n movement point.</numerusform>
            <numerusform>%1 cannot reach %2 with %n movement points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is already on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has boosted speed this turn already (once a turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A speed boost discards a card with an energy value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %2 for %3 more movement (%n movement point(s) left).</source>
        <translation>
            <numerusform>%1 discards %2 for %3 more movement (%n movement point left).</numerusform>
            <numerusform>%1 discards %2 for %3 more movement (%n movement points left).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 carries a treasure already; a wizard carries one at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks up %2&apos;s treasure on %3; the Move and Cast phase ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no treasure on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops %2&apos;s treasure on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Picking up costs %n movement point(s).</source>
        <translation>
            <numerusform>Picking up costs %n movement point.</numerusform>
            <numerusform>Picking up costs %n movement points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is at the hand limit of %2: discard a card, end a spell or drop an item first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks up %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy Items: the Move and Cast phase ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no dropped “%1” on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drops %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the cards to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A player draws at most %n card(s) a turn.</source>
        <translation>
            <numerusform>A player draws at most %n card a turn.</numerusform>
            <numerusform>A player draws at most %n cards a turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %2 of %3 cards (hand, items and maintained spells): %n more may be drawn.</source>
        <translation>
            <numerusform>%1 holds %2 of %3 cards (hand, items and maintained spells): %n more may be drawn.</numerusform>
            <numerusform>%1 holds %2 of %3 cards (hand, items and maintained spells): %n more may be drawn.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The school “%1” has %2 cards in the deck; a school has %3. Leave some out in the deck editor, or switch the starter deck off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The deck from these schools holds %n card(s), too few to deal the starting hands (%1); add cards in the deck editor, or switch the starter deck on.</source>
        <translation>
            <numerusform>The deck from these schools holds %n card, too few to deal the starting hands (%1); add cards in the deck editor, or switch the starter deck on.</numerusform>
            <numerusform>The deck from these schools holds %n cards, too few to deal the starting hands (%1); add cards in the deck editor, or switch the starter deck on.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a square of this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %1 of %2 does not lie on the board&apos;s edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an outer wall closes side %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a portal stands on %1 already</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The box holds %n pair(s) of portals; remove one first.</source>
        <translation>
            <numerusform>The box holds %n pair of portals; remove one first.</numerusform>
            <numerusform>The box holds %n pairs of portals; remove one first.</numerusform>
        </translation>
    </message>
    <message>
        <source>A portal pair joins two different sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portal there: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair of portals joins %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The portals on %1 and %2 are taken away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portal stands on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random direction for %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random direction for %1 (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players are split into groups 1 and 2 only with the Custom Spellbook rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Custom Spellbook splits the players into two groups: put at least one player in each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle group %1&apos;s Magic deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group %1 (%2) with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wiz-War for %n player(s), to %1 victory points, with the Custom Spellbook: %2.</source>
        <translation>
            <numerusform>Wiz-War for %n player, to %1 victory points, with the Custom Spellbook: %2.</numerusform>
            <numerusform>Wiz-War for %n players, to %1 victory points, with the Custom Spellbook: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 in a random direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the %2 on %3 in a random direction: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays on %2: %3 is in the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>That changes nothing for %1: %2 life, %n stun token(s), on %3.</source>
        <translation>
            <numerusform>That changes nothing for %1: %2 life, %n stun token, on %3.</numerusform>
            <numerusform>That changes nothing for %1: %2 life, %n stun tokens, on %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::wizwar::Parameters</name>
    <message>
        <source>these rules are not Wiz-War&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::wizwar::SectorMap</name>
    <message>
        <source>Sector map, line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sector map has %1 lines of %1 characters; this one has %2 lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a corner is &apos;+&apos;, &apos; &apos; or &apos;o&apos; (a column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side between rows is &apos;-&apos; (wall), &apos;D&apos; (door) or &apos; &apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side between columns is &apos;|&apos; (wall), &apos;D&apos; (door) or &apos; &apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sector has one home base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a square is &apos;.&apos;, &apos;H&apos; (home base) or &apos;T&apos; (treasure start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sector map has no home base square (H).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sector has two treasure start squares (T); this map has %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::wizwarcli</name>
    <message>
        <source>GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is neither a player nor a square of the board (like C4) nor a line (like C4:N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a side: N, E, S or W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player “%1” in this game.</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Open on the start page even when set to reopen the latest campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot: render this dialog instead of the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
