<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <name>hk::SpecialResults</name>
    <message>
        <source>table %1: bad special-result row %2 to %3</source>
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
