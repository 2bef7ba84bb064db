<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation>„%1“ ist kein Ja/Nein-Wert (yes oder no)</translation>
    </message>
</context>
<context>
    <name>hk</name>
    <message>
        <source>Campaign:  %1</source>
        <translation>Kampagne:  %1</translation>
    </message>
    <message>
        <source>File:      %1</source>
        <translation>Datei:     %1</translation>
    </message>
    <message>
        <source>Ruleset:   %1 (%2)</source>
        <translation>Regelwerk: %1 (%2)</translation>
    </message>
    <message>
        <source>Option:    %1 (%2)</source>
        <translation>Zusatz:    %1 (%2)</translation>
    </message>
    <message>
        <source>Date:      %1</source>
        <translation>Datum:     %1</translation>
    </message>
    <message>
        <source>Dice:      %1, seed %2, %3 dice drawn</source>
        <translation>Würfel:    %1, Startwert %2, %3 Würfel gezogen</translation>
    </message>
    <message>
        <source>--ruleset is required (see &apos;hexkeeper-cli rules list&apos;)</source>
        <translation>--ruleset ist erforderlich (siehe &apos;hexkeeper-cli rules list&apos;)</translation>
    </message>
    <message>
        <source>--seed must be a positive whole number</source>
        <translation>--seed muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source> [GM only]</source>
        <translation> [nur SL]</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>Create a new campaign file.</source>
        <translation>Legt eine neue Kampagnendatei an.</translation>
    </message>
    <message>
        <source>Base ruleset id.</source>
        <translation>Kennung des Grundregelwerks.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Option packs, comma-separated.</source>
        <translation>Zusatzpakete, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>IDS</source>
        <translation>IDS</translation>
    </message>
    <message>
        <source>Dice seed (default: random).</source>
        <translation>Würfel-Startwert (Vorgabe: zufällig).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Campaign name (default: the file name).</source>
        <translation>Name der Kampagne (Vorgabe: der Dateiname).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Starting calendar day (default 1).</source>
        <translation>Erster Kalendertag (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Show a campaign&apos;s name, rulesets, date and dice.</source>
        <translation>Zeigt Name, Regelwerke, Datum und Würfel einer Kampagne.</translation>
    </message>
    <message>
        <source>Change a campaign&apos;s name, notes or dice mode.</source>
        <translation>Ändert Name, Notizen oder Würfelart einer Kampagne.</translation>
    </message>
    <message>
        <source>New name.</source>
        <translation>Neuer Name.</translation>
    </message>
    <message>
        <source>New notes.</source>
        <translation>Neue Notizen.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>seeded or table.</source>
        <translation>seeded oder table.</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>MODUS</translation>
    </message>
    <message>
        <source>List the campaign&apos;s event log, newest first.</source>
        <translation>Listet das Ereignisprotokoll der Kampagne auf, neueste zuerst.</translation>
    </message>
    <message>
        <source>Only events of this kind.</source>
        <translation>Nur Ereignisse dieser Art.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>At most N events (default 100).</source>
        <translation>Höchstens N Ereignisse (Vorgabe 100).</translation>
    </message>
    <message>
        <source>Leave out GM-only events (what players may see).</source>
        <translation>Ereignisse nur für den SL weglassen (was Spieler sehen dürfen).</translation>
    </message>
    <message>
        <source>--vs needs a whole number</source>
        <translation>--vs braucht eine ganze Zahl</translation>
    </message>
    <message>
        <source>--vs rolls plain d6 against a target (like 3d6 or 4d6)</source>
        <translation>--vs würfelt einfache d6 gegen einen Zielwert (etwa 3d6 oder 4d6)</translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation>--seed muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>no ruleset package &apos;%1&apos;</source>
        <translation>kein Regelwerkspaket „%1“</translation>
    </message>
    <message>
        <source>give plain d6 dice and a target: dice odds 3d6 --vs 12</source>
        <translation>gib einfache d6-Würfel und einen Zielwert an: dice odds 3d6 --vs 12</translation>
    </message>
    <message>
        <source>%1 vs %2: %3% (rolling %2 or less: %4%)</source>
        <translation>%1 gegen %2: %3% (%2 oder weniger würfeln: %4%)</translation>
    </message>
    <message>
        <source>Ruleset whose special results apply.</source>
        <translation>Regelwerk, dessen besondere Ergebnisse gelten.</translation>
    </message>
    <message>
        <source>Roll dice (3d6, 4d6, 2d6+2), optionally against a target; with --campaign the roll is logged.</source>
        <translation>Würfelt (3d6, 4d6, 2d6+2), wahlweise gegen einen Zielwert; mit --campaign wird der Wurf protokolliert.</translation>
    </message>
    <message>
        <source>Target: succeed on this total or less.</source>
        <translation>Zielwert: Erfolg bei dieser Summe oder weniger.</translation>
    </message>
    <message>
        <source>Seed for reproducible dice (without --campaign).</source>
        <translation>Startwert für reproduzierbare Würfe (ohne --campaign).</translation>
    </message>
    <message>
        <source>Roll with this campaign&apos;s dice and log the roll.</source>
        <translation>Mit den Würfeln dieser Kampagne würfeln und den Wurf protokollieren.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Who rolls (for the log).</source>
        <translation>Wer würfelt (für das Protokoll).</translation>
    </message>
    <message>
        <source>What the roll is for (for the log).</source>
        <translation>Wofür der Wurf ist (für das Protokoll).</translation>
    </message>
    <message>
        <source>Mark the roll as secret (GM only).</source>
        <translation>Den Wurf als geheim markieren (nur SL).</translation>
    </message>
    <message>
        <source>Exact chance of success of a roll against a target, with the ruleset&apos;s special results.</source>
        <translation>Genaue Erfolgschance eines Wurfs gegen einen Zielwert, mit den besonderen Ergebnissen des Regelwerks.</translation>
    </message>
    <message>
        <source>Target.</source>
        <translation>Zielwert.</translation>
    </message>
    <message>
        <source>Show a campaign&apos;s dice log, newest first.</source>
        <translation>Zeigt das Würfelprotokoll einer Kampagne, neueste zuerst.</translation>
    </message>
    <message>
        <source>At most N rolls (default 50).</source>
        <translation>Höchstens N Würfe (Vorgabe 50).</translation>
    </message>
    <message>
        <source>Leave out GM-only rolls.</source>
        <translation>Würfe nur für den SL weglassen.</translation>
    </message>
    <message>
        <source>no ruleset package &apos;%1&apos; (see &apos;hexkeeper-cli rules list&apos;)</source>
        <translation>kein Regelwerkspaket „%1“ (siehe &apos;hexkeeper-cli rules list&apos;)</translation>
    </message>
    <message>
        <source>%1: valid (%2)</source>
        <translation>%1: gültig (%2)</translation>
    </message>
    <message>
        <source>List the ruleset packages and their entry counts.</source>
        <translation>Listet die Regelwerkspakete und die Zahl ihrer Einträge auf.</translation>
    </message>
    <message>
        <source>Print a whole ruleset package as JSON.</source>
        <translation>Gibt ein ganzes Regelwerkspaket als JSON aus.</translation>
    </message>
    <message>
        <source>Validate ruleset package folders on disk and report every problem.</source>
        <translation>Prüft Regelwerks-Paketordner auf der Festplatte und meldet jedes Problem.</translation>
    </message>
    <message>
        <source>Shared kinds file (default: the folder&apos;s ../kinds.json).</source>
        <translation>Gemeinsame Artendatei (Vorgabe: ../kinds.json des Ordners).</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: expected %2, got %3</source>
        <translation>Feld „%1“: %2 erwartet, %3 erhalten</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: unknown key &apos;%2&apos;</source>
        <translation>Feld „%1“: unbekannter Schlüssel „%2“</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: a perSt cost needs damagePerSt or effectPerSt</source>
        <translation>Feld „%1“: Kosten perSt brauchen damagePerSt oder effectPerSt</translation>
    </message>
    <message>
        <source>field &apos;%1.damagePerSt&apos;: %2</source>
        <translation>Feld „%1.damagePerSt“: %2</translation>
    </message>
    <message>
        <source>field &apos;%1.kind&apos;: &apos;%2&apos; is not fixed, perSt, perUnit, variable or none</source>
        <translation>Feld „%1.kind“: „%2“ ist nicht fixed, perSt, perUnit, variable oder none</translation>
    </message>
    <message>
        <source>field &apos;%1.per&apos;: expected one of %2</source>
        <translation>Feld „%1.per“: erwartet wird eines von %2</translation>
    </message>
    <message>
        <source>field &apos;%1.dice&apos;: %2</source>
        <translation>Feld „%1.dice“: %2</translation>
    </message>
    <message>
        <source>field &apos;%1.unit&apos;: expected a time unit</source>
        <translation>Feld „%1.unit“: eine Zeiteinheit erwartet</translation>
    </message>
    <message>
        <source>field &apos;%1.kind&apos;: &apos;%2&apos; is not a duration kind</source>
        <translation>Feld „%1.kind“: „%2“ ist keine Art von Dauer</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON bei Position %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation>auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>give either --days N or --weeks N</source>
        <translation>gib entweder --days N oder --weeks N an</translation>
    </message>
    <message>
        <source>Now %1. Undo with: hexkeeper-cli advance undo %2</source>
        <translation>Jetzt %1. Rückgängig mit: hexkeeper-cli advance undo %2</translation>
    </message>
    <message>
        <source>Redid the advance from %1 to %2. Now %3.</source>
        <translation>Vorrücken von %1 auf %2 wiederholt. Jetzt %3.</translation>
    </message>
    <message>
        <source>Undid the advance from %1 to %2. Now %3.</source>
        <translation>Vorrücken von %1 auf %2 rückgängig gemacht. Jetzt %3.</translation>
    </message>
    <message>
        <source>Even if the campaign changed since (those changes are lost).</source>
        <translation>Auch wenn sich die Kampagne seitdem geändert hat (diese Änderungen gehen verloren).</translation>
    </message>
    <message>
        <source>Move the calendar forward, resolving all downtime work due, and print what happened.</source>
        <translation>Rückt den Kalender vor, erledigt alle fälligen Arbeiten der Auszeit und gibt aus, was geschah.</translation>
    </message>
    <message>
        <source>Advance by N days.</source>
        <translation>Um N Tage vorrücken.</translation>
    </message>
    <message>
        <source>Advance by N weeks.</source>
        <translation>Um N Wochen vorrücken.</translation>
    </message>
    <message>
        <source>Leave out GM-only events.</source>
        <translation>Ereignisse nur für den SL weglassen.</translation>
    </message>
    <message>
        <source>Restore the campaign exactly as it was before the last advance of time.</source>
        <translation>Stellt die Kampagne genau so wieder her, wie sie vor dem letzten Vorrücken der Zeit war.</translation>
    </message>
    <message>
        <source>Re-apply the last undone advance of time, with the same outcome.</source>
        <translation>Wendet das zuletzt rückgängig gemachte Vorrücken der Zeit erneut an, mit demselben Ergebnis.</translation>
    </message>
    <message>
        <source>List the recorded advances of time that can be undone or redone.</source>
        <translation>Listet die aufgezeichneten Zeitsprünge auf, die sich rückgängig machen oder wiederholen lassen.</translation>
    </message>
    <message>
        <source>Only events about this character or thing.</source>
        <translation>Nur Ereignisse zu dieser Figur oder Sache.</translation>
    </message>
    <message>
        <source>WHO</source>
        <translation>WER</translation>
    </message>
    <message>
        <source>Only events whose text contains TEXT.</source>
        <translation>Nur Ereignisse, deren Text TEXT enthält.</translation>
    </message>
    <message>
        <source>not in the library (kept in the notes): %1</source>
        <translation>nicht in der Bibliothek (in den Notizen behalten): %1</translation>
    </message>
    <message>
        <source>no character could be read from the stat blocks</source>
        <translation>aus den Wertebeschreibungen ließ sich keine Figur lesen</translation>
    </message>
    <message>
        <source>MA %1, adjusted DX %2, DX for spells %3, ST now %4 (wounds %5, fatigue %6), spells %7 of %8, EP %9</source>
        <translation>MA %1, angepasste DX %2, DX für Zauber %3, ST jetzt %4 (Wunden %5, Erschöpfung %6), Zauber %7 von %8, EP %9</translation>
    </message>
    <message>
        <source>  problem: %1</source>
        <translation>  Problem: %1</translation>
    </message>
    <message>
        <source>removed #%1 %2</source>
        <translation>#%1 %2 entfernt</translation>
    </message>
    <message>
        <source>Characters as JSON (FILE, or - for standard input).</source>
        <translation>Figuren als JSON (DATEI, oder - für die Standardeingabe).</translation>
    </message>
    <message>
        <source>Characters as stat-block text (FILE, or - for standard input).</source>
        <translation>Figuren als Wertebeschreibungstext (DATEI, oder - für die Standardeingabe).</translation>
    </message>
    <message>
        <source>Add characters (refused with the builder&apos;s reasons when illegal), or monsters from the bestiary.</source>
        <translation>Fügt Figuren hinzu (mit den Gründen des Generators abgelehnt, wenn unzulässig) oder Monster aus dem Bestiarium.</translation>
    </message>
    <message>
        <source>Add a monster from this bestiary entry.</source>
        <translation>Ein Monster aus diesem Bestiariumseintrag hinzufügen.</translation>
    </message>
    <message>
        <source>How many copies of the monster (default 1).</source>
        <translation>Wie viele Exemplare des Monsters (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Put the characters in this party.</source>
        <translation>Die Figuren in diese Gruppe aufnehmen.</translation>
    </message>
    <message>
        <source>Import characters from a Hexkeeper character file or stat-block text (same as add).</source>
        <translation>Importiert Figuren aus einer Hexkeeper-Figurendatei oder aus Wertebeschreibungstext (wie add).</translation>
    </message>
    <message>
        <source>List the roster.</source>
        <translation>Listet die Figurenliste auf.</translation>
    </message>
    <message>
        <source>Only pc, npc, apprentice, pet or monster.</source>
        <translation>Nur pc, npc, apprentice, pet oder monster.</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROLLE</translation>
    </message>
    <message>
        <source>Only this party.</source>
        <translation>Nur diese Gruppe.</translation>
    </message>
    <message>
        <source>Only characters whose name, party or player contains TEXT.</source>
        <translation>Nur Figuren, deren Name, Gruppe oder Spieler TEXT enthält.</translation>
    </message>
    <message>
        <source>Include archived (dead or retired) characters.</source>
        <translation>Auch archivierte (tote oder ausgeschiedene) Figuren einbeziehen.</translation>
    </message>
    <message>
        <source>Show one character (by id or name) with its derived values and any problems.</source>
        <translation>Zeigt eine Figur (nach ID oder Name) mit ihren abgeleiteten Werten und etwaigen Problemen.</translation>
    </message>
    <message>
        <source>Ids or names, comma-separated (default: the whole active roster).</source>
        <translation>IDs oder Namen, durch Kommas getrennt (Vorgabe: die ganze aktive Figurenliste).</translation>
    </message>
    <message>
        <source>Every character of this party.</source>
        <translation>Jede Figur dieser Gruppe.</translation>
    </message>
    <message>
        <source>Replace a character with the one read from the file (checked like a new one).</source>
        <translation>Ersetzt eine Figur durch die aus der Datei gelesene (geprüft wie eine neue).</translation>
    </message>
    <message>
        <source>Archive a dead or retired character, or bring it back with --restore.</source>
        <translation>Archiviert eine tote oder ausgeschiedene Figur oder holt sie mit --restore zurück.</translation>
    </message>
    <message>
        <source>Bring the character back to the active roster.</source>
        <translation>Die Figur in die aktive Figurenliste zurückholen.</translation>
    </message>
    <message>
        <source>Copy a character under a new name.</source>
        <translation>Kopiert eine Figur unter einem neuen Namen.</translation>
    </message>
    <message>
        <source>Delete a character and its experience history.</source>
        <translation>Löscht eine Figur und ihren Erfahrungsverlauf.</translation>
    </message>
    <message>
        <source>%1 %2: added</source>
        <translation>%1 %2: hinzugefügt</translation>
    </message>
    <message>
        <source>not applied: %1</source>
        <translation>nicht angewandt: %1</translation>
    </message>
    <message>
        <source>--json-file is required: the new entry as JSON</source>
        <translation>--json-file ist erforderlich: der neue Eintrag als JSON</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 ist kein JSON-Objekt: %2</translation>
    </message>
    <message>
        <source>removed %1 %2</source>
        <translation>%1 %2 entfernt</translation>
    </message>
    <message>
        <source>Why the GM changed it.</source>
        <translation>Warum der SL es geändert hat.</translation>
    </message>
    <message>
        <source>List a campaign&apos;s house rules (changed and added entries).</source>
        <translation>Listet die Hausregeln einer Kampagne auf (geänderte und hinzugefügte Einträge).</translation>
    </message>
    <message>
        <source>Put one value (or every changed value) of an entry back to the book.</source>
        <translation>Setzt einen Wert (oder jeden geänderten Wert) eines Eintrags auf das Buch zurück.</translation>
    </message>
    <message>
        <source>Add a new entry (spell, potion, item …) for this campaign.</source>
        <translation>Fügt einen neuen Eintrag (Zauber, Trank, Gegenstand …) für diese Kampagne hinzu.</translation>
    </message>
    <message>
        <source>The entry as JSON.</source>
        <translation>Der Eintrag als JSON.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Remove an entry that was added for this campaign.</source>
        <translation>Entfernt einen Eintrag, der für diese Kampagne hinzugefügt wurde.</translation>
    </message>
    <message>
        <source>--spell and --method are required</source>
        <translation>--spell und --method sind erforderlich</translation>
    </message>
    <message>
        <source>#%1 %2: %3, from %4 to %5, fee $%6</source>
        <translation>#%1 %2: %3, von %4 bis %5, Gebühr $%6</translation>
    </message>
    <message>
        <source>%1 learning %2 (IQ %3) by %4: %5 days, fee $%6%7</source>
        <translation>%1 lernt %2 (IQ %3) durch %4: %5 Tage, Gebühr $%6%7</translation>
    </message>
    <message>
        <source>, full time</source>
        <translation>, Vollzeit</translation>
    </message>
    <message>
        <source>  cannot: %1</source>
        <translation>  nicht möglich: %1</translation>
    </message>
    <message>
        <source>cancelled #%1</source>
        <translation>#%1 abgebrochen</translation>
    </message>
    <message>
        <source>The spell (id or name).</source>
        <translation>Der Zauber (ID oder Name).</translation>
    </message>
    <message>
        <source>SPELL</source>
        <translation>ZAUBER</translation>
    </message>
    <message>
        <source>apprenticeship, study, instruction or guild-instruction.</source>
        <translation>apprenticeship, study, instruction oder guild-instruction.</translation>
    </message>
    <message>
        <source>METHOD</source>
        <translation>METHODE</translation>
    </message>
    <message>
        <source>Instruction: the teacher&apos;s weekly pay in dollars.</source>
        <translation>Unterricht: der Wochenlohn des Lehrers in Dollar.</translation>
    </message>
    <message>
        <source>Show what learning a spell by a method would take, and anything that forbids it.</source>
        <translation>Zeigt, was das Lernen eines Zaubers mit einer Methode erfordern würde und was es verbietet.</translation>
    </message>
    <message>
        <source>Start learning a spell; advancing the calendar completes it.</source>
        <translation>Beginnt das Lernen eines Zaubers; das Vorrücken des Kalenders schließt es ab.</translation>
    </message>
    <message>
        <source>Spell learning under way (with --all, also finished and cancelled).</source>
        <translation>Laufendes Zauberlernen (mit --all auch abgeschlossenes und abgebrochenes).</translation>
    </message>
    <message>
        <source>Include ended studies.</source>
        <translation>Beendetes Lernen einbeziehen.</translation>
    </message>
    <message>
        <source>Cancel a study under way.</source>
        <translation>Bricht laufendes Lernen ab.</translation>
    </message>
    <message>
        <source>the campaign does not use the ruleset &apos;%1&apos;</source>
        <translation>die Kampagne verwendet das Regelwerk „%1“ nicht</translation>
    </message>
    <message>
        <source>nothing named &apos;%1&apos; in %2</source>
        <translation>nichts namens „%1“ in %2</translation>
    </message>
    <message>
        <source>also named &apos;%1&apos;: %2 (choose with --kind)</source>
        <translation>ebenfalls „%1“ genannt: %2 (mit --kind auswählen)</translation>
    </message>
    <message>
        <source>Show one entry (by name or id) with every field and its source line; with --campaign, as the campaign&apos;s house rules have it.</source>
        <translation>Zeigt einen Eintrag (nach Name oder ID) mit jedem Feld und seiner Quellzeile; mit --campaign so, wie die Hausregeln der Kampagne ihn haben.</translation>
    </message>
    <message>
        <source>Only entries of this kind (spell, potion, …).</source>
        <translation>Nur Einträge dieser Art (Zauber, Trank, …).</translation>
    </message>
    <message>
        <source>Apply this campaign&apos;s house rules.</source>
        <translation>Die Hausregeln dieser Kampagne anwenden.</translation>
    </message>
    <message>
        <source>#%1 %2: %3 EP unspent; ST %4, DX %5, IQ %6</source>
        <translation>#%1 %2: %3 EP unverbraucht; ST %4, DX %5, IQ %6</translation>
    </message>
    <message>
        <source>say who: --ids 1,2,… (ids or names) or --party NAME</source>
        <translation>sag, wer: --ids 1,2,… (Kennungen oder Namen) oder --party NAME</translation>
    </message>
    <message>
        <source>--combat must be to-the-death, arena or practice</source>
        <translation>--combat muss to-the-death, arena oder practice sein</translation>
    </message>
    <message>
        <source>no award applies: %1</source>
        <translation>keine Vergabe trifft zu: %1</translation>
    </message>
    <message>
        <source>%1 EP each: %2</source>
        <translation>%1 EP für jeden: %2</translation>
    </message>
    <message>
        <source>Ids or names, comma-separated.</source>
        <translation>Kennungen oder Namen, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>Every active member of this party.</source>
        <translation>Jedes aktive Mitglied dieser Gruppe.</translation>
    </message>
    <message>
        <source>What the experience is for (goes into the ledger).</source>
        <translation>Wofür die Erfahrung ist (kommt ins Erfahrungsbuch).</translation>
    </message>
    <message>
        <source>EP for each character (negative takes EP away).</source>
        <translation>EP für jede Figur (negativ zieht EP ab).</translation>
    </message>
    <message>
        <source>Award the Wizard combat experience for surviving a fight.</source>
        <translation>Die Kampferfahrung nach Wizard für das Überleben eines Kampfes vergeben.</translation>
    </message>
    <message>
        <source>to-the-death, arena or practice.</source>
        <translation>to-the-death, arena oder practice.</translation>
    </message>
    <message>
        <source>Arena: winner or defeated.</source>
        <translation>Arena: winner oder defeated.</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>AUSGANG</translation>
    </message>
    <message>
        <source>Arena: the defeated ran away unhurt.</source>
        <translation>Arena: die Besiegten flohen unverletzt.</translation>
    </message>
    <message>
        <source>Average total attributes of their side.</source>
        <translation>Durchschnittliche Attributsumme der eigenen Seite.</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Average total attributes of the other side.</source>
        <translation>Durchschnittliche Attributsumme der Gegenseite.</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>ST, DX or IQ (MA where the rules allow).</source>
        <translation>ST, DX oder IQ (MA, wo die Regeln es erlauben).</translation>
    </message>
    <message>
        <source>ATTR</source>
        <translation>ATTR</translation>
    </message>
    <message>
        <source>A character&apos;s dated experience ledger.</source>
        <translation>Das datierte Erfahrungsbuch einer Figur.</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>Aronnen&apos;s tower</source>
        <translation>Aronnens Turm</translation>
    </message>
    <message>
        <source>Yzor</source>
        <translation>Yzor</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>Apprentice of Aronnen. Fought Krait in the Torea arena and walked out.</source>
        <translation>Lehrling von Aronnen. Kämpfte in der Arena von Torea gegen Krait und verließ sie auf eigenen Beinen.</translation>
    </message>
    <message>
        <source>Krait</source>
        <translation>Krait</translation>
    </message>
    <message>
        <source>Robin</source>
        <translation>Robin</translation>
    </message>
    <message>
        <source>Torea School</source>
        <translation>Torea-Schule</translation>
    </message>
    <message>
        <source>Pell</source>
        <translation>Pell</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grey</translation>
    </message>
    <message>
        <source>Yzor&apos;s wolf, a summoned beast that stayed.</source>
        <translation>Yzors Wolf, ein herbeigerufenes Tier, das geblieben ist.</translation>
    </message>
    <message>
        <source>The arena duel at the Torea School</source>
        <translation>Das Arenaduell an der Torea-Schule</translation>
    </message>
    <message>
        <source>“%1” must be a list of names.</source>
        <translation>„%1“ muss eine Liste von Namen sein.</translation>
    </message>
    <message>
        <source>“%1” may hold only non-empty names.</source>
        <translation>„%1“ darf nur nichtleere Namen enthalten.</translation>
    </message>
    <message>
        <source>“%1” must be a whole number.</source>
        <translation>„%1“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>These rules have no table of attribute costs.</source>
        <translation>Diese Regeln haben keine Tabelle der Attributkosten.</translation>
    </message>
    <message>
        <source>The attribute cost table ends at a total of %1; these rules do not say what a total of %2 costs.</source>
        <translation>Die Attributkostentabelle endet bei einer Summe von %1; diese Regeln sagen nicht, was eine Summe von %2 kostet.</translation>
    </message>
    <message>
        <source>this character</source>
        <translation>diese Figur</translation>
    </message>
    <message>
        <source>The %1 minimum for %2 is %3; %4 has %2 %5.</source>
        <translation>Das %2-Minimum für das Volk %1 ist %3; %4 hat %2 %5.</translation>
    </message>
    <message>
        <source>%1 IQ may not go above %2; %3 has IQ %4.</source>
        <translation>Beim Volk %1 darf IQ nicht über %2 liegen; %3 hat IQ %4.</translation>
    </message>
    <message>
        <source>Wounds and fatigue cannot be negative (wounds %1, fatigue %2).</source>
        <translation>Wunden und Erschöpfung können nicht negativ sein (Wunden %1, Erschöpfung %2).</translation>
    </message>
    <message>
        <source>MA cannot be negative (%1).</source>
        <translation>MA kann nicht negativ sein (%1).</translation>
    </message>
    <message>
        <source>ST %1 + DX %2 + IQ %3 = %4</source>
        <translation>ST %1 + DX %2 + IQ %3 = %4</translation>
    </message>
    <message>
        <source>%1, but %2 should have %3 points (%4 to start and %5 bought with experience).</source>
        <translation>%1, aber %2 sollte %3 Punkte haben (%4 zu Beginn und %5 mit Erfahrung gekauft).</translation>
    </message>
    <message>
        <source>%1, but the point total set for %2 is %3.</source>
        <translation>%1, aber die für %2 festgelegte Punktsumme ist %3.</translation>
    </message>
    <message>
        <source>%1, but a new %2 has %3 points.</source>
        <translation>%1, aber eine neue Figur des Volkes %2 hat %3 Punkte.</translation>
    </message>
    <message>
        <source>Under these rules only wizards memorise spells; %1 is a hero and lists %2.</source>
        <translation>Nach diesen Regeln lernen nur Zauberer Zauber auswendig; %1 ist ein Held und führt %2 auf.</translation>
    </message>
    <message>
        <source>A hero pays %1 IQ per memorised spell: IQ %2 allows %3 spells; %4 are chosen.</source>
        <translation>Ein Held zahlt %1 IQ pro auswendig gelerntem Zauber: IQ %2 erlaubt %3 Zauber; %4 sind gewählt.</translation>
    </message>
    <message>
        <source>IQ %1 less %2 for talents and languages allows %3 spells; %4 are chosen.</source>
        <translation>IQ %1 abzüglich %2 für Talente und Sprachen erlaubt %3 Zauber; %4 sind gewählt.</translation>
    </message>
    <message>
        <source>IQ %1 allows %2 spells; %3 are chosen.</source>
        <translation>IQ %1 erlaubt %2 Zauber; %3 sind gewählt.</translation>
    </message>
    <message>
        <source>The spell “%1” is not in these rules.</source>
        <translation>Den Zauber „%1“ gibt es in diesen Regeln nicht.</translation>
    </message>
    <message>
        <source>%1 needs IQ %2; %3 has IQ %4.</source>
        <translation>%1 erfordert IQ %2; %3 hat IQ %4.</translation>
    </message>
    <message>
        <source>%1 is listed more than once.</source>
        <translation>%1 steht mehr als einmal in der Liste.</translation>
    </message>
    <message>
        <source>Every piece of gear needs a name.</source>
        <translation>Jedes Ausrüstungsteil braucht einen Namen.</translation>
    </message>
    <message>
        <source>“%1” needs a slot: armor, shield or weapon.</source>
        <translation>„%1“ braucht einen Platz: Rüstung, Schild oder Waffe.</translation>
    </message>
    <message>
        <source>%1 cannot stop a negative number of hits (%2).</source>
        <translation>%1 kann keine negative Zahl von Treffern abhalten (%2).</translation>
    </message>
    <message>
        <source>Only one suit of armor can be worn; %1 are listed.</source>
        <translation>Nur eine Rüstung kann getragen werden; %1 sind aufgeführt.</translation>
    </message>
    <message>
        <source>Only one shield can be carried; %1 are listed.</source>
        <translation>Nur ein Schild kann geführt werden; %1 sind aufgeführt.</translation>
    </message>
    <message>
        <source>A wizard carries at most %1 weapons and a dagger; %2 has %3.</source>
        <translation>Ein Zauberer trägt höchstens %1 Waffen und einen Dolch; %2 hat %3.</translation>
    </message>
    <message>
        <source>A wizard carries at most %1 weapons; %2 has %3.</source>
        <translation>Ein Zauberer trägt höchstens %1 Waffen; %2 hat %3.</translation>
    </message>
    <message>
        <source>%1 has %2 %3; the lowest allowed is %4.</source>
        <translation>%1 hat %2 %3; das erlaubte Minimum ist %4.</translation>
    </message>
    <message>
        <source>%1 has MOV %2; MOV starts at %3 and can only be raised.</source>
        <translation>%1 hat MOV %2; MOV beginnt bei %3 und kann nur erhöht werden.</translation>
    </message>
    <message>
        <source>%1 uses %2 points on attributes and MOV but has only %3 (%4 at creation and %5 bought with experience).</source>
        <translation>%1 verwendet %2 Punkte für Attribute und MOV, hat aber nur %3 (%4 bei der Erschaffung und %5 mit Erfahrung gekauft).</translation>
    </message>
    <message>
        <source>%1 still has %2 of %3 points to spend on attributes or MOV.</source>
        <translation>%1 hat noch %2 von %3 Punkten für Attribute oder MOV auszugeben.</translation>
    </message>
    <message>
        <source>A %1 cannot know spells; %2 knows %3.</source>
        <translation>Figuren vom Typ %1 können keine Zauber kennen; %2 kennt %3.</translation>
    </message>
    <message>
        <source>%1 knows %2 spells; a %3 with INT %4 may know %5.</source>
        <translation>%1 kennt %2 Zauber; eine Figur vom Typ %3 mit INT %4 darf %5 kennen.</translation>
    </message>
    <message>
        <source>“%1” is not a spell of these rules.</source>
        <translation>„%1“ ist kein Zauber dieser Regeln.</translation>
    </message>
    <message>
        <source>%1 needs INT %2; %3 has INT %4.</source>
        <translation>%1 erfordert INT %2; %3 hat INT %4.</translation>
    </message>
    <message>
        <source>%1 needs %2 %3; %4 has %2 %5.</source>
        <translation>%1 erfordert %2 %3; %4 hat %2 %5.</translation>
    </message>
    <message>
        <source>%1 needs the %2 skill, which %3 does not have.</source>
        <translation>%1 erfordert die Fertigkeit %2, die %3 nicht hat.</translation>
    </message>
    <message>
        <source>%1 needs one of %2; %3 has none of them.</source>
        <translation>%1 erfordert eines von %2; %3 hat keines davon.</translation>
    </message>
    <message>
        <source>%1&apos;s skills and spells take %2 slots (%3 for each spell); INT %4 gives %5.</source>
        <translation>Die Fertigkeiten und Zauber von %1 belegen %2 Plätze (%3 für jeden Zauber); INT %4 gibt %5.</translation>
    </message>
    <message>
        <source>%1&apos;s skills take %2 slots; INT %3 gives %4.</source>
        <translation>Die Fertigkeiten von %1 belegen %2 Plätze; INT %3 gibt %4.</translation>
    </message>
    <message>
        <source>“%1” is not a skill of these rules.</source>
        <translation>„%1“ ist keine Fertigkeit dieser Regeln.</translation>
    </message>
    <message>
        <source>this campaign has no mass-combat option pack (no team races)</source>
        <translation>diese Kampagne hat kein Massenkampf-Zusatzpaket (keine Team-Völker)</translation>
    </message>
    <message>
        <source>Team “%1”: %2 of %3 figures; beginning points %4; bonus points %5 spent of %6 (budget %7).</source>
        <translation>Team „%1“: %2 von %3 Figuren; Startpunkte %4; Bonuspunkte %5 von %6 ausgegeben (Budget %7).</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>The team is legal.</source>
        <translation>Das Team ist gültig.</translation>
    </message>
    <message>
        <source>Check a party as a mass-combat team: figures, bonus points, race limits (exit 1 when not legal).</source>
        <translation>Eine Gruppe als Massenkampf-Team prüfen: Figuren, Bonuspunkte, Grenzen der Völker (Exitcode 1, wenn nicht gültig).</translation>
    </message>
    <message>
        <source>The longer game&apos;s team size and point budget.</source>
        <translation>Teamgröße und Punktebudget des längeren Spiels.</translation>
    </message>
    <message>
        <source>this figure</source>
        <translation>diese Figur</translation>
    </message>
    <message>
        <source>Race %1 starts with %2 %3; %4 has %2 %5.</source>
        <translation>Das Volk %1 beginnt mit %2 %3; %4 hat %2 %5.</translation>
    </message>
    <message>
        <source>Race %1 allows %2 up to %3; %4 has %2 %5.</source>
        <translation>Das Volk %1 erlaubt %2 bis %3; %4 hat %2 %5.</translation>
    </message>
    <message>
        <source>MA cannot be raised or lowered when building a team: race %1 has MA %2, %3 has %4.</source>
        <translation>MA kann beim Aufstellen eines Teams weder erhöht noch gesenkt werden: das Volk %1 hat MA %2, %3 hat %4.</translation>
    </message>
    <message>
        <source>ST %1 + DX %2 + IQ %3 = %4, but a figure of race %5 must spend all %6 of its own extra points (at least %7 in all).</source>
        <translation>ST %1 + DX %2 + IQ %3 = %4, aber eine Figur des Volkes %5 muss alle %6 eigenen Extrapunkte ausgeben (insgesamt mindestens %7).</translation>
    </message>
    <message>
        <source>Only wizards know battle spells; %1 is a hero and lists %2.</source>
        <translation>Nur Zauberer kennen Kampfzauber; %1 ist ein Held und führt %2 auf.</translation>
    </message>
    <message>
        <source>IQ %1 allows %1 spells; %2 are chosen.</source>
        <translation>IQ %1 erlaubt %1 Zauber; %2 sind gewählt.</translation>
    </message>
    <message>
        <source>The battle spell “%1” is not in these rules.</source>
        <translation>Den Kampfzauber „%1“ gibt es in diesen Regeln nicht.</translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation>Figur %1</translation>
    </message>
    <message>
        <source>resumed #%1</source>
        <translation>#%1 fortgesetzt</translation>
    </message>
    <message>
        <source>Resume a study halted for want of money (the week is paid now).</source>
        <translation>Ein mangels Geld angehaltenes Studium fortsetzen (die Woche wird jetzt bezahlt).</translation>
    </message>
    <message>
        <source>--amount N is required: a whole number of dollars above 0</source>
        <translation>--amount N ist nötig: eine ganze Zahl Dollar über 0</translation>
    </message>
    <message>
        <source>Whole dollars ($10 = 1 GP).</source>
        <translation>Ganze Dollar ($10 = 1 GP).</translation>
    </message>
    <message>
        <source>What the money is for (goes into the ledger).</source>
        <translation>Wofür das Geld ist (kommt ins Kassenbuch).</translation>
    </message>
    <message>
        <source>deposit, withdrawal, purchase, sale, fee, upkeep …</source>
        <translation>deposit, withdrawal, purchase, sale, fee, upkeep …</translation>
    </message>
    <message>
        <source>Every purse&apos;s balance (the party&apos;s and each character&apos;s), or one (WHO: party, an id or a name).</source>
        <translation>Der Stand jeder Börse (der Gruppe und jeder Figur) oder einer einzelnen (WHO: party, eine Kennung oder ein Name).</translation>
    </message>
    <message>
        <source>Put money into a purse (one undoable step).</source>
        <translation>Geld in eine Börse einzahlen (ein rückgängig machbarer Schritt).</translation>
    </message>
    <message>
        <source>Pay money out of a purse; refused when the purse holds less.</source>
        <translation>Geld aus einer Börse auszahlen; abgelehnt, wenn die Börse weniger enthält.</translation>
    </message>
    <message>
        <source>Move money between purses in one step.</source>
        <translation>Geld in einem Schritt zwischen Börsen umbuchen.</translation>
    </message>
    <message>
        <source>A purse&apos;s history with the balance after each line.</source>
        <translation>Der Verlauf einer Börse mit dem Stand nach jeder Zeile.</translation>
    </message>
    <message>
        <source>Prize purse of the Torea arena</source>
        <translation>Preisgeld der Arena von Torea</translation>
    </message>
    <message>
        <source>Yzor&apos;s share of the prize</source>
        <translation>Yzors Anteil am Preisgeld</translation>
    </message>
    <message>
        <source>the party purse</source>
        <translation>die Gruppenkasse</translation>
    </message>
    <message>
        <source>  [GM only]</source>
        <translation>  [nur SL]</translation>
    </message>
    <message>
        <source>Nothing under way.</source>
        <translation>Nichts im Gange.</translation>
    </message>
    <message>
        <source>%1 dice [%2] = %3 vs %4</source>
        <translation>%1 Würfel [%2] = %3 gegen %4</translation>
    </message>
    <message>
        <source>week %1</source>
        <translation>Woche %1</translation>
    </message>
    <message>
        <source>ACTIVITY must be an activity id (see &apos;activity list&apos;)</source>
        <translation>ACTIVITY muss die Kennung einer Tätigkeit sein (siehe &apos;activity list&apos;)</translation>
    </message>
    <message>
        <source>Only what the players may see.</source>
        <translation>Nur, was die Spieler sehen dürfen.</translation>
    </message>
    <message>
        <source>Everything under way on the calendar: projects, batches, studies, research, searches (with --all, ended ones too).</source>
        <translation>Alles, was im Kalender läuft: Vorhaben, Sude, Studien, Forschung, Suchen (mit --all auch beendete).</translation>
    </message>
    <message>
        <source>Only this kind (workshop, alchemy, learning, research, …).</source>
        <translation>Nur diese Art (workshop, alchemy, learning, research, …).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Only this character&apos;s.</source>
        <translation>Nur die dieser Figur.</translation>
    </message>
    <message>
        <source>Include ended activities.</source>
        <translation>Beendete Tätigkeiten einschließen.</translation>
    </message>
    <message>
        <source>One activity with its week-by-week history of rolls.</source>
        <translation>Eine Tätigkeit mit ihrem Wurfverlauf Woche für Woche.</translation>
    </message>
    <message>
        <source>Set an activity aside; the calendar skips it until it is resumed.</source>
        <translation>Eine Tätigkeit zurückstellen; der Kalender überspringt sie, bis sie fortgesetzt wird.</translation>
    </message>
    <message>
        <source>Take up a paused or halted activity again; its end moves back by the days lost.</source>
        <translation>Eine pausierte oder angehaltene Tätigkeit wieder aufnehmen; ihr Ende verschiebt sich um die verlorenen Tage nach hinten.</translation>
    </message>
    <message>
        <source>Give an activity up for good.</source>
        <translation>Eine Tätigkeit endgültig aufgeben.</translation>
    </message>
    <message>
        <source>--potion is required</source>
        <translation>--potion ist nötig</translation>
    </message>
    <message>
        <source>--supplied takes special, common or both</source>
        <translation>--supplied nimmt special, common oder both</translation>
    </message>
    <message>
        <source>%1 × %2 (%3): %4, rolls against DX %5; ingredients %6 special + %7 common, %8 to pay now; book %9 pages</source>
        <translation>%1 × %2 (%3): %4, Wurf gegen DX %5; Zutaten %6 besondere + %7 gewöhnliche, %8 jetzt zu zahlen; Buch %9 Seiten</translation>
    </message>
    <message>
        <source>  cannot start: %1</source>
        <translation>  kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation>%1 von %2 Wochen</translation>
    </message>
    <message>
        <source>#%1 %2: %3, from %4, due %5; %6 paid for ingredients</source>
        <translation>#%1 %2: %3, ab %4, fällig %5; %6 für Zutaten bezahlt</translation>
    </message>
    <message>
        <source>next roll %1</source>
        <translation>nächster Wurf %1</translation>
    </message>
    <message>
        <source>party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>FAULTY (%1)%2</source>
        <translation>FEHLERHAFT (%1)%2</translation>
    </message>
    <message>
        <source>, GM only</source>
        <translation>, nur SL</translation>
    </message>
    <message>
        <source>STOCK must be a potion stock id, not “%1”.</source>
        <translation>STOCK muss die Kennung eines Trankvorrats sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>The potion (id or name).</source>
        <translation>Der Trank (Kennung oder Name).</translation>
    </message>
    <message>
        <source>POTION</source>
        <translation>TRANK</translation>
    </message>
    <message>
        <source>Doses in the batch (default 1).</source>
        <translation>Dosen im Sud (Vorgabe 1).</translation>
    </message>
    <message>
        <source>The laboratory&apos;s id.</source>
        <translation>Die Kennung des Labors.</translation>
    </message>
    <message>
        <source>Who gets the potions: a character or party (default: the maker).</source>
        <translation>Wer die Tränke bekommt: eine Figur oder Gruppe (Vorgabe: der Hersteller).</translation>
    </message>
    <message>
        <source>Who buys the ingredients: a character or party (default: the maker).</source>
        <translation>Wer die Zutaten kauft: eine Figur oder Gruppe (Vorgabe: der Hersteller).</translation>
    </message>
    <message>
        <source>Ingredients already at hand: special, common or both (comma-separated).</source>
        <translation>Bereits vorhandene Zutaten: special, common oder both (durch Kommas getrennt).</translation>
    </message>
    <message>
        <source>WHAT</source>
        <translation>WAS</translation>
    </message>
    <message>
        <source>The GM confirms the maker has the book of instructions.</source>
        <translation>Der SL bestätigt, dass der Hersteller das Anleitungsbuch hat.</translation>
    </message>
    <message>
        <source>The GM confirms the maker is a trained chemist / alchemist.</source>
        <translation>Der SL bestätigt, dass der Hersteller ausgebildeter Chemiker / Alchemist ist.</translation>
    </message>
    <message>
        <source>The GM lets a non-wizard brew alchemists&apos; potions.</source>
        <translation>Der SL erlaubt einem Nicht-Zauberer, Alchemistentränke zu brauen.</translation>
    </message>
    <message>
        <source>GM only: what a faulty batch does (inactive, poisonous, opposite).</source>
        <translation>Nur SL: was ein fehlerhafter Sud bewirkt (inactive, poisonous, opposite).</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Work out a batch of potion: weeks, costs, the DX roll, and anything that stops it.</source>
        <translation>Einen Sud planen: Wochen, Kosten, der DX-Wurf und alles, was ihn verhindert.</translation>
    </message>
    <message>
        <source>Start a batch: ingredients are bought now; the calendar rolls each week.</source>
        <translation>Einen Sud ansetzen: die Zutaten werden jetzt gekauft; der Kalender würfelt jede Woche.</translation>
    </message>
    <message>
        <source>Batches under way (with --all, ended too); --player hides the GM&apos;s rolls.</source>
        <translation>Laufende Sude (mit --all auch beendete); --player verbirgt die Würfe des SL.</translation>
    </message>
    <message>
        <source>Include ended batches.</source>
        <translation>Beendete Sude einschließen.</translation>
    </message>
    <message>
        <source>Only this holder&apos;s (a character or party).</source>
        <translation>Nur die dieses Besitzers (eine Figur oder Gruppe).</translation>
    </message>
    <message>
        <source>Use doses (a healing potion heals the drinker 1 hit a dose).</source>
        <translation>Dosen verwenden (ein Heiltrank heilt beim Trinkenden 1 Treffer pro Dosis).</translation>
    </message>
    <message>
        <source>Doses used (default 1).</source>
        <translation>Verwendete Dosen (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Who drinks it (default: the holder).</source>
        <translation>Wer ihn trinkt (Vorgabe: der Besitzer).</translation>
    </message>
    <message>
        <source>Hand doses to another character or to the party (default: all of them).</source>
        <translation>Gibt Dosen an eine andere Figur oder an die Gruppe weiter (Vorgabe: alle).</translation>
    </message>
    <message>
        <source>Doses given.</source>
        <translation>Weitergegebene Dosen.</translation>
    </message>
    <message>
        <source>A chemist&apos;s or alchemist&apos;s one try at spotting a faulty potion (4 dice against IQ; not its maker).</source>
        <translation>Der eine Versuch eines Chemikers oder Alchemisten, einen fehlerhaften Trank zu erkennen (4 Würfel gegen IQ; nicht sein Hersteller).</translation>
    </message>
    <message>
        <source>The GM confirms the examiner is a chemist / alchemist of the potion&apos;s kind.</source>
        <translation>Der SL bestätigt, dass der Prüfende ein Chemiker / Alchemist für die Art des Tranks ist.</translation>
    </message>
    <message>
        <source>Have doses of an asterisked potion made into gas bombs, for the fee.</source>
        <translation>Lässt Dosen eines mit Sternchen markierten Tranks gegen die Gebühr zu Gasbomben verarbeiten.</translation>
    </message>
    <message>
        <source>Bombs to make (default 1).</source>
        <translation>Herzustellende Bomben (Vorgabe 1).</translation>
    </message>
    <message>
        <source>Who pays the fee (default: the holder).</source>
        <translation>Wer die Gebühr zahlt (Vorgabe: der Besitzer).</translation>
    </message>
    <message>
        <source>damaged %1</source>
        <translation>beschädigt %1</translation>
    </message>
    <message>
        <source>ready %1</source>
        <translation>bereit ab %1</translation>
    </message>
    <message>
        <source>LAB must be a laboratory id, not “%1”.</source>
        <translation>LAB muss die Kennung eines Labors sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>  attuned to %1 since %2</source>
        <translation>  auf %1 eingestimmt seit %2</translation>
    </message>
    <message>
        <source>  booked by #%1 %2 (%3)</source>
        <translation>  belegt von #%1 %2 (%3)</translation>
    </message>
    <message>
        <source>  next charge %1</source>
        <translation>  nächste Zahlung an %1</translation>
    </message>
    <message>
        <source>--type is required (wizard, chemist or chest)</source>
        <translation>--type ist erforderlich (wizard, chemist oder chest)</translation>
    </message>
    <message>
        <source>%1 given up.</source>
        <translation>%1 aufgegeben.</translation>
    </message>
    <message>
        <source>%1 repaired for %2.</source>
        <translation>%1 für %2 repariert.</translation>
    </message>
    <message>
        <source>#%1 %2: %3 attunes %4; the roll comes %5.</source>
        <translation>#%1 %2: %3 stimmt sich auf %4 ein; der Wurf folgt an %5.</translation>
    </message>
    <message>
        <source>Laboratory type: wizard, chemist or chest.</source>
        <translation>Labortyp: wizard, chemist oder chest.</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>TYP</translation>
    </message>
    <message>
        <source>Who pays: a character, or party (the default).</source>
        <translation>Wer zahlt: eine Figur oder party (die Vorgabe).</translation>
    </message>
    <message>
        <source>Who owns it: a character, or party (the default).</source>
        <translation>Wem es gehört: eine Figur oder party (die Vorgabe).</translation>
    </message>
    <message>
        <source>Laboratories and wizard&apos;s chests held (with --all, given-up ones too).</source>
        <translation>Vorhandene Labore und Zauberertruhen (mit --all auch aufgegebene).</translation>
    </message>
    <message>
        <source>Include laboratories given up.</source>
        <translation>Aufgegebene Labore einschließen.</translation>
    </message>
    <message>
        <source>One laboratory: costs, damage, attuned wizards, bookings.</source>
        <translation>Ein Labor: Kosten, Schaden, eingestimmte Zauberer, Belegungen.</translation>
    </message>
    <message>
        <source>Buy a laboratory or chest at the book&apos;s price.</source>
        <translation>Kauft ein Labor oder eine Truhe zum Preis des Buchs.</translation>
    </message>
    <message>
        <source>Assemble a laboratory by hand: cheaper, ready after the book&apos;s months.</source>
        <translation>Baut ein Labor selbst auf: billiger, fertig nach den Monaten laut Buch.</translation>
    </message>
    <message>
        <source>Rent a Guild laboratory by the week (first week&apos;s rent and supplies paid now).</source>
        <translation>Mietet ein Gildenlabor wochenweise (Miete und Verbrauchsmaterial der ersten Woche werden sofort bezahlt).</translation>
    </message>
    <message>
        <source>Record a laboratory found or already owned (nothing paid).</source>
        <translation>Trägt ein gefundenes oder bereits vorhandenes Labor ein (nichts wird bezahlt).</translation>
    </message>
    <message>
        <source>Give up a laboratory or end a rental.</source>
        <translation>Gibt ein Labor auf oder beendet eine Miete.</translation>
    </message>
    <message>
        <source>Pay for the explosion damage so the laboratory can be used again (default payer: whoever pays for it).</source>
        <translation>Bezahlt den Explosionsschaden, damit das Labor wieder benutzt werden kann (Vorgabe für den Zahler: wer es bezahlt).</translation>
    </message>
    <message>
        <source>Start a wizard&apos;s attunement week; the calendar rolls DX at its end.</source>
        <translation>Beginnt die Einstimmungswoche eines Zauberers; der Kalender würfelt an ihrem Ende gegen DX.</translation>
    </message>
    <message>
        <source>  seller %1, asks %2</source>
        <translation>  Verkäufer %1, verlangt %2</translation>
    </message>
    <message>
        <source>--item, --value and --settlement are required</source>
        <translation>--item, --value und --settlement sind erforderlich</translation>
    </message>
    <message>
        <source>--value must be a whole number of dollars above 0</source>
        <translation>--value muss eine ganze Zahl von Dollar über 0 sein</translation>
    </message>
    <message>
        <source>--bonus must be a whole number</source>
        <translation>--bonus muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1 — first roll on %2</source>
        <translation>%1 — erster Wurf an %2</translation>
    </message>
    <message>
        <source>let #%1 go</source>
        <translation>#%1 ausgeschlagen</translation>
    </message>
    <message>
        <source>bought #%1; %2 now holds %3</source>
        <translation>#%1 gekauft; %2 hat jetzt %3</translation>
    </message>
    <message>
        <source>--item and --value are required</source>
        <translation>--item und --value sind erforderlich</translation>
    </message>
    <message>
        <source>no keen buyer this week (%1 against %2); at fair value (%3) it sells in any large city</source>
        <translation>diese Woche kein interessierter Käufer (%1 gegen %2); zum marktüblichen Wert (%3) verkauft es sich in jeder großen Stadt</translation>
    </message>
    <message>
        <source>buyer found (%1 against %2): %3 (die %4), offers %5%6%7</source>
        <translation>Käufer gefunden (%1 gegen %2): %3 (Würfel %4), bietet %5%6%7</translation>
    </message>
    <message>
        <source>; he may try to take it</source>
        <translation>; er versucht vielleicht, es an sich zu nehmen</translation>
    </message>
    <message>
        <source>; sold</source>
        <translation>; verkauft</translation>
    </message>
    <message>
        <source>Start searching the market for an item; the calendar rolls each week.</source>
        <translation>Beginnt, den Markt nach einem Gegenstand zu durchsuchen; der Kalender würfelt jede Woche.</translation>
    </message>
    <message>
        <source>The item sought.</source>
        <translation>Der gesuchte Gegenstand.</translation>
    </message>
    <message>
        <source>Its fair market price in dollars.</source>
        <translation>Sein marktüblicher Preis in Dollar.</translation>
    </message>
    <message>
        <source>Size of the place: village or small town, sizeable town, great city.</source>
        <translation>Größe des Ortes: village or small town, sizeable town, great city.</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>GRÖSSE</translation>
    </message>
    <message>
        <source>Searching all week, doing nothing else.</source>
        <translation>Die ganze Woche suchen und sonst nichts tun.</translation>
    </message>
    <message>
        <source>The GM&apos;s bonus to the roll (negative for a penalty).</source>
        <translation>Bonus des SL auf den Wurf (negativ für einen Malus).</translation>
    </message>
    <message>
        <source>A magic item: buying it adds it to the magic items.</source>
        <translation>Ein magischer Gegenstand: der Kauf fügt ihn den magischen Gegenständen hinzu.</translation>
    </message>
    <message>
        <source>The seller is a merchant (his surcharge).</source>
        <translation>Der Verkäufer ist ein Händler (mit seinem Aufschlag).</translation>
    </message>
    <message>
        <source>Market searches and the offers they found (with --all, ended ones too).</source>
        <translation>Marktsuchen und die gefundenen Angebote (mit --all auch beendete).</translation>
    </message>
    <message>
        <source>Include ended searches.</source>
        <translation>Beendete Suchen einschließen.</translation>
    </message>
    <message>
        <source>Buy what a search found at the seller&apos;s price.</source>
        <translation>Kauft, was eine Suche gefunden hat, zum Preis des Verkäufers.</translation>
    </message>
    <message>
        <source>Whose purse pays (default: the party).</source>
        <translation>Aus wessen Kasse gezahlt wird (Vorgabe: die Gruppe).</translation>
    </message>
    <message>
        <source>Leave a found item unsold.</source>
        <translation>Lässt einen gefundenen Gegenstand ungekauft.</translation>
    </message>
    <message>
        <source>Look for a buyer who pays over fair value this week and roll his reaction.</source>
        <translation>Sucht diese Woche einen Käufer, der über dem marktüblichen Wert zahlt, und würfelt seine Reaktion.</translation>
    </message>
    <message>
        <source>The item offered.</source>
        <translation>Der angebotene Gegenstand.</translation>
    </message>
    <message>
        <source>Its fair market value in dollars.</source>
        <translation>Sein marktüblicher Wert in Dollar.</translation>
    </message>
    <message>
        <source>Sell at once if a buyer is found (the price goes into the purse).</source>
        <translation>Sofort verkaufen, wenn ein Käufer gefunden wird (der Preis geht in die Kasse).</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>--kind is required</source>
        <translation>--kind ist erforderlich</translation>
    </message>
    <message>
        <source>--level, --dice, --weeks-needed and --lab take whole numbers of 0 or more</source>
        <translation>--level, --dice, --weeks-needed und --lab nehmen ganze Zahlen ab 0</translation>
    </message>
    <message>
        <source>#%1 %2: %3, from %4; %5; first week&apos;s materials %6 paid</source>
        <translation>#%1 %2: %3, ab %4; %5; Material für die erste Woche (%6) bezahlt</translation>
    </message>
    <message>
        <source>--lab ID is required</source>
        <translation>--lab ID ist erforderlich</translation>
    </message>
    <message>
        <source>#%1 revealed to the Wizards&apos; Guild</source>
        <translation>#%1 der Zauberergilde offengelegt</translation>
    </message>
    <message>
        <source>#%1 now works in laboratory #%2</source>
        <translation>#%1 läuft jetzt in Labor #%2</translation>
    </message>
    <message>
        <source>Start research in a laboratory; the calendar rolls its weeks. --weeks-needed is the GM&apos;s secret for items and potions.</source>
        <translation>Beginnt eine Forschung in einem Labor; der Kalender würfelt ihre Wochen. --weeks-needed ist das Geheimnis des SL für Gegenstände und Tränke.</translation>
    </message>
    <message>
        <source>The kind of research.</source>
        <translation>Die Art der Forschung.</translation>
    </message>
    <message>
        <source>A spell of the library being researched (its IQ is the level).</source>
        <translation>Ein Zauber aus der Regelbibliothek, der erforscht wird (sein IQ ist die Stufe).</translation>
    </message>
    <message>
        <source>The spell&apos;s IQ level, or the research level the GM sets for an item or potion.</source>
        <translation>Die IQ-Stufe des Zaubers oder die Forschungsstufe, die der SL für einen Gegenstand oder Trank festlegt.</translation>
    </message>
    <message>
        <source>Dice of the weekly roll (items and potions: 3 or 4).</source>
        <translation>Würfel des Wochenwurfs (Gegenstände und Tränke: 3 oder 4).</translation>
    </message>
    <message>
        <source>GM only: successful weeks the item or potion needs.</source>
        <translation>Nur SL: erfolgreiche Wochen, die der Gegenstand oder Trank braucht.</translation>
    </message>
    <message>
        <source>What is being researched.</source>
        <translation>Was erforscht wird.</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Research under way (with --all, ended too); --player hides the GM&apos;s secret weeks.</source>
        <translation>Laufende Forschung (mit --all auch beendete); --player verbirgt die geheimen Wochen des SL.</translation>
    </message>
    <message>
        <source>Include ended research.</source>
        <translation>Beendete Forschung einschließen.</translation>
    </message>
    <message>
        <source>Give a finished spell to the Wizards&apos; Guild: its reward goes into the researcher&apos;s purse.</source>
        <translation>Übergibt einen fertigen Zauber der Zauberergilde: die Belohnung geht in die Kasse des Forschers.</translation>
    </message>
    <message>
        <source>Move research under way to another laboratory (after its own was wrecked).</source>
        <translation>Verlegt laufende Forschung in ein anderes Labor (nachdem ihr eigenes zerstört wurde).</translation>
    </message>
    <message>
        <source>%1 as spell %2 (%3)</source>
        <translation>%1 als Zauber %2 (%3)</translation>
    </message>
    <message>
        <source>  wizards: %1 required, %2 working; %3 weeks of work, %4 on the calendar (a roll every %5 week(s))</source>
        <translation>  Zauberer: %1 nötig, %2 arbeiten; %3 Arbeitswochen, %4 im Kalender (ein Wurf alle %5 Woche(n))</translation>
    </message>
    <message>
        <source>  ST/day per wizard: %1; apprentices: %2; per week up to %3; in all %4</source>
        <translation>  ST/Tag je Zauberer: %1; Lehrlinge: %2; pro Woche bis zu %3; insgesamt %4</translation>
    </message>
    <message>
        <source>  each week: %1 × %2</source>
        <translation>  jede Woche: %1 × %2</translation>
    </message>
    <message>
        <source>  value added: %1%2</source>
        <translation>  Wertzuwachs: %1%2</translation>
    </message>
    <message>
        <source> (after +%1% on the item)</source>
        <translation> (nach +%1% auf den Gegenstand)</translation>
    </message>
    <message>
        <source>--recipe is required</source>
        <translation>--recipe ist erforderlich</translation>
    </message>
    <message>
        <source>--recipe and --lab are required</source>
        <translation>--recipe und --lab sind erforderlich</translation>
    </message>
    <message>
        <source>--pay must be party or lead</source>
        <translation>--pay muss party oder lead sein</translation>
    </message>
    <message>
        <source>give --item or --item-name, not both</source>
        <translation>gib --item oder --item-name an, nicht beides</translation>
    </message>
    <message>
        <source>#%1 %2: %3 to %4, %5 a week</source>
        <translation>#%1 %2: %3 bis %4, %5 pro Woche</translation>
    </message>
    <message>
        <source>#%1 %2 — %3, %4, due %5</source>
        <translation>#%1 %2 — %3, %4, fällig an %5</translation>
    </message>
    <message>
        <source>  %1 week %2: %3 %4 %5</source>
        <translation>  %1 Woche %2: %3 %4 %5</translation>
    </message>
    <message>
        <source>--wizard and --days are required</source>
        <translation>--wizard und --days sind erforderlich</translation>
    </message>
    <message>
        <source>#%1: %2 away %3 day(s) this week</source>
        <translation>#%1: %2 diese Woche %3 Tag(e) abwesend</translation>
    </message>
    <message>
        <source>--dead and --by are required</source>
        <translation>--dead und --by sind erforderlich</translation>
    </message>
    <message>
        <source>#%1: %2 takes %3&apos;s place</source>
        <translation>#%1: %2 nimmt den Platz von %3 ein</translation>
    </message>
    <message>
        <source>#%1: %2 failed the roll; the spell starts over</source>
        <translation>#%1: %2 hat den Wurf verfehlt; der Zauber beginnt von vorn</translation>
    </message>
    <message>
        <source>#%1 %2, worth %3 (the object itself %4)</source>
        <translation>#%1 %2, Wert %3 (der Gegenstand selbst %4)</translation>
    </message>
    <message>
        <source>  %1. %2: %3</source>
        <translation>  %1. %2: %3</translation>
    </message>
    <message>
        <source>There is no magic item with id %1.</source>
        <translation>Es gibt keinen magischen Gegenstand mit der Nummer %1.</translation>
    </message>
    <message>
        <source>The magic-item recipe (id or name).</source>
        <translation>Das Rezept des magischen Gegenstands (Kennung oder Name).</translation>
    </message>
    <message>
        <source>Notes A/B: the strength wanted; Note C: the version.</source>
        <translation>Anmerkungen A/B: die gewünschte Stärke; Anmerkung C: die Fassung.</translation>
    </message>
    <message>
        <source>ST per turn the item powers itself.</source>
        <translation>ST pro Runde, die der Gegenstand selbst liefert.</translation>
    </message>
    <message>
        <source>Size of a large, massive item in hexes.</source>
        <translation>Größe eines großen, massiven Gegenstands in Feldern.</translation>
    </message>
    <message>
        <source>Work out an enchantment: wizards, weeks, ST/day, apprentices, weekly cost and the value it adds.</source>
        <translation>Berechnet eine Verzauberung: Zauberer, Wochen, ST/Tag, Lehrlinge, wöchentliche Kosten und den Wert, den sie hinzufügt.</translation>
    </message>
    <message>
        <source>The spell&apos;s place on the item (1–5).</source>
        <translation>Der Platz des Zaubers auf dem Gegenstand (1–5).</translation>
    </message>
    <message>
        <source>Wizards actually working (fewer take longer).</source>
        <translation>Tatsächlich arbeitende Zauberer (weniger brauchen länger).</translation>
    </message>
    <message>
        <source>Start a workshop project; advancing the calendar works it week by week.</source>
        <translation>Beginnt ein Werkstattvorhaben; das Weiterrücken des Kalenders bearbeitet es Woche für Woche.</translation>
    </message>
    <message>
        <source>The lead&apos;s laboratory id.</source>
        <translation>Die Kennung des Labors des Leiters.</translation>
    </message>
    <message>
        <source>LABID</source>
        <translation>LABOR-ID</translation>
    </message>
    <message>
        <source>The other wizards.</source>
        <translation>Die anderen Zauberer.</translation>
    </message>
    <message>
        <source>Roster apprentices helping.</source>
        <translation>Helfende Lehrlinge aus der Liste.</translation>
    </message>
    <message>
        <source>Apprentices hired at the Guild wage.</source>
        <translation>Zum Gildenlohn angeheuerte Lehrlinge.</translation>
    </message>
    <message>
        <source>An existing magic item getting its next spell.</source>
        <translation>Ein vorhandener magischer Gegenstand, der seinen nächsten Zauber erhält.</translation>
    </message>
    <message>
        <source>ITEMID</source>
        <translation>GEGENSTAND-ID</translation>
    </message>
    <message>
        <source>Name of a new item.</source>
        <translation>Name eines neuen Gegenstands.</translation>
    </message>
    <message>
        <source>A new item&apos;s own worth in dollars.</source>
        <translation>Eigenwert eines neuen Gegenstands in Dollar.</translation>
    </message>
    <message>
        <source>Who pays: party or lead.</source>
        <translation>Wer zahlt: party oder lead.</translation>
    </message>
    <message>
        <source>A Charm&apos;s bonus on the weekly roll.</source>
        <translation>Bonus eines Glücksbringers auf den Wochenwurf.</translation>
    </message>
    <message>
        <source>Workshop projects, ended ones too.</source>
        <translation>Werkstattvorhaben, auch beendete.</translation>
    </message>
    <message>
        <source>A workshop project with its week-by-week history.</source>
        <translation>Ein Werkstattvorhaben mit seinem Verlauf Woche für Woche.</translation>
    </message>
    <message>
        <source>Record a team wizard&apos;s days away from his lab this week (over two, or two in a row, loses the week).</source>
        <translation>Trägt die Tage ein, die ein Zauberer des Teams diese Woche seinem Labor fernbleibt (mehr als zwei, oder zwei hintereinander, kosten die Woche).</translation>
    </message>
    <message>
        <source>The wizard away.</source>
        <translation>Der abwesende Zauberer.</translation>
    </message>
    <message>
        <source>CHARID</source>
        <translation>FIGUR-ID</translation>
    </message>
    <message>
        <source>Days away this week.</source>
        <translation>Abwesenheitstage in dieser Woche.</translation>
    </message>
    <message>
        <source>The days away ran together (two in a row lose the week).</source>
        <translation>Die Abwesenheitstage lagen hintereinander (zwei hintereinander kosten die Woche).</translation>
    </message>
    <message>
        <source>Replace a dead team wizard; the newcomer rolls 5 dice on basic DX or the spell starts over.</source>
        <translation>Ersetzt einen toten Zauberer des Teams; der Neue würfelt 5 Würfel gegen Grund-DX, sonst beginnt der Zauber von vorn.</translation>
    </message>
    <message>
        <source>The wizard who died.</source>
        <translation>Der gestorbene Zauberer.</translation>
    </message>
    <message>
        <source>The wizard stepping in.</source>
        <translation>Der einspringende Zauberer.</translation>
    </message>
    <message>
        <source>Magic items and their value.</source>
        <translation>Magische Gegenstände und ihr Wert.</translation>
    </message>
    <message>
        <source>Only this owner&apos;s items (party for the party&apos;s).</source>
        <translation>Nur die Gegenstände dieses Besitzers (party für die der Gruppe).</translation>
    </message>
    <message>
        <source>A magic item with its spells, in order.</source>
        <translation>Ein magischer Gegenstand mit seinen Zaubern, der Reihe nach.</translation>
    </message>
    <message>
        <source>payment due</source>
        <translation>Zahlung fällig</translation>
    </message>
    <message>
        <source>weekly roll</source>
        <translation>Wochenwurf</translation>
    </message>
    <message>
        <source>falls due</source>
        <translation>Fälligkeit</translation>
    </message>
    <message>
        <source>finishes</source>
        <translation>Abschluss</translation>
    </message>
    <message>
        <source>alchemist</source>
        <translation>Alchemist</translation>
    </message>
    <message>
        <source>chemist</source>
        <translation>Chemiker</translation>
    </message>
    <message>
        <source>the party</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <source>character #%1</source>
        <translation>Figur #%1</translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation>Runde %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>map %1×%2 %3</source>
        <translation>Karte %1×%2 %3</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>arena</source>
        <translation>Arena</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>DX %1%2</source>
        <translation>DX %1%2</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>ST %1/%2</source>
        <translation>ST %1/%2</translation>
    </message>
    <message>
        <source>DX %1 (adj %2)</source>
        <translation>DX %1 (angep. %2)</translation>
    </message>
    <message>
        <source>MA %1</source>
        <translation>MA %1</translation>
    </message>
    <message>
        <source>(%1 left)</source>
        <translation>(noch %1)</translation>
    </message>
    <message>
        <source>at %1 facing %2</source>
        <translation>auf %1, Blickrichtung %2</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>nicht auf der Karte</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>gebunden</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>Option %1</translation>
    </message>
    <message>
        <source>acted</source>
        <translation>hat gehandelt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>wounds %1, fatigue %2</source>
        <translation>Wunden %1, Erschöpfung %2</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>initiative to side %1</source>
        <translation>Initiative bei Seite %1</translation>
    </message>
    <message>
        <source>sides move in the order %1</source>
        <translation>Seiten bewegen sich in der Reihenfolge %1</translation>
    </message>
    <message>
        <source>side %1 is moving</source>
        <translation>Seite %1 bewegt sich</translation>
    </message>
    <message>
        <source>order: %1</source>
        <translation>Reihenfolge: %1</translation>
    </message>
    <message>
        <source>  spell %1: %2 by %3</source>
        <translation>  Zauber %1: %2 von %3</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>%1 ST a turn%2</source>
        <translation>%1 ST pro Runde%2</translation>
    </message>
    <message>
        <source>, paid</source>
        <translation>, bezahlt</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>noch %n Runde</numerusform>
            <numerusform>noch %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 is now called %2.</source>
        <translation>#%1 heißt jetzt %2.</translation>
    </message>
    <message>
        <source>#%1 %2 deleted with its combat log.</source>
        <translation>#%1 %2 samt Kampfprotokoll gelöscht.</translation>
    </message>
    <message>
        <source>--count goes with --creature: a character joins once</source>
        <translation>--count gehört zu --creature: eine Figur tritt nur einmal bei</translation>
    </message>
    <message>
        <source>--side is required</source>
        <translation>--side ist erforderlich</translation>
    </message>
    <message>
        <source>--award must be to-the-death, arena or practice</source>
        <translation>--award muss to-the-death, arena oder practice sein</translation>
    </message>
    <message>
        <source>--winner goes with --award</source>
        <translation>--winner gehört zu --award</translation>
    </message>
    <message>
        <source>more than one side is still standing: say who won with --winner SIDE</source>
        <translation>mehr als eine Seite steht noch: sag mit --winner SIDE, wer gewonnen hat</translation>
    </message>
    <message>
        <source>%1: %2 EP (%3)</source>
        <translation>%1: %2 EP (%3)</translation>
    </message>
    <message>
        <source>Columns of hexes (default 16).</source>
        <translation>Feldspalten (Vorgabe 16).</translation>
    </message>
    <message>
        <source>A tunnel map: only hexes opened with combat terrain … tunnel may be used.</source>
        <translation>Eine Tunnelkarte: nur mit combat terrain … tunnel geöffnete Felder dürfen benutzt werden.</translation>
    </message>
    <message>
        <source>The campaign&apos;s encounters, newest first.</source>
        <translation>Die Begegnungen der Kampagne, neueste zuerst.</translation>
    </message>
    <message>
        <source>Where the fight stands: turn, phase, who moves or acts, and every figure.</source>
        <translation>Der Stand des Kampfes: Runde, Phase, wer sich bewegt oder handelt, und jede Figur.</translation>
    </message>
    <message>
        <source>The encounter&apos;s combat log, oldest first.</source>
        <translation>Das Kampfprotokoll der Begegnung, älteste Einträge zuerst.</translation>
    </message>
    <message>
        <source>A roster character (id or name).</source>
        <translation>Eine Figur der Liste (Kennung oder Name).</translation>
    </message>
    <message>
        <source>A bestiary creature (id or name).</source>
        <translation>Eine Kreatur des Bestiariums (Kennung oder Name).</translation>
    </message>
    <message>
        <source>How many copies of the creature (default 1).</source>
        <translation>Wie viele Kopien der Kreatur (Vorgabe 1).</translation>
    </message>
    <message>
        <source>The side they fight on (a number).</source>
        <translation>Die Seite, auf der sie kämpfen (eine Zahl).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Take a figure out of an encounter being set up.</source>
        <translation>Nimmt eine Figur aus einer Begegnung, die gerade aufgebaut wird.</translation>
    </message>
    <message>
        <source>Put a figure on a hex (or anywhere, as the GM): the hex must be open and free.</source>
        <translation>Stellt eine Figur auf ein Feld (oder als SL irgendwohin): das Feld muss offen und frei sein.</translation>
    </message>
    <message>
        <source>0–5 or N, NE, SE, S, SW, NW (default: as it was).</source>
        <translation>0–5 oder N, NE, SE, S, SW, NW (Vorgabe: wie bisher).</translation>
    </message>
    <message>
        <source>Mark hexes as wall, fire, shadow or open tunnel (or clear them).</source>
        <translation>Markiert Felder als Wand (wall), Feuer (fire), Schatten (shadow) oder offenen Tunnel (tunnel) (oder setzt sie zurück).</translation>
    </message>
    <message>
        <source>Remove the terrain from the hexes instead.</source>
        <translation>Stattdessen das Gelände von den Feldern entfernen.</translation>
    </message>
    <message>
        <source>Copy an encounter as it was set up, with fresh figures from the roster and bestiary.</source>
        <translation>Kopiert eine Begegnung, wie sie aufgebaut wurde, mit frischen Figuren aus der Liste und dem Bestiarium.</translation>
    </message>
    <message>
        <source>Name of the copy (default: “… (copy)”).</source>
        <translation>Name der Kopie (Vorgabe: „… (Kopie)“).</translation>
    </message>
    <message>
        <source>Rename an encounter.</source>
        <translation>Benennt eine Begegnung um.</translation>
    </message>
    <message>
        <source>Delete an encounter and its combat log.</source>
        <translation>Löscht eine Begegnung und ihr Kampfprotokoll.</translation>
    </message>
    <message>
        <source>Begin turn 1 (figures of two sides must be on the map).</source>
        <translation>Beginnt Runde 1 (Figuren zweier Seiten müssen auf der Karte stehen).</translation>
    </message>
    <message>
        <source>Close the fight: wounds and fatigue go back to the roster characters; with --award, experience too.</source>
        <translation>Schließt den Kampf ab: Wunden und Erschöpfung gehen zurück an die Figuren der Liste; mit --award auch die Erfahrung.</translation>
    </message>
    <message>
        <source>Award experience for this kind of combat.</source>
        <translation>Erfahrung für diese Art von Kampf vergeben.</translation>
    </message>
    <message>
        <source>COMBAT</source>
        <translation>COMBAT</translation>
    </message>
    <message>
        <source>The winning side (default: the only side still standing).</source>
        <translation>Die siegreiche Seite (Vorgabe: die einzige Seite, die noch steht).</translation>
    </message>
    <message>
        <source>SIDE</source>
        <translation>SIDE</translation>
    </message>
    <message>
        <source>--runs takes 1 to 100000</source>
        <translation>--runs nimmt 1 bis 100000</translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation>%1 trifft %2</translation>
    </message>
    <message>
        <source>Stand-up fight (%1 simulated, blows only): %2 wins %3%, %4 wins %5%, %6 undecided; %7 turns on average.</source>
        <translation>Schlagabtausch (%1 simuliert, nur Hiebe): %2 gewinnt %3%, %4 gewinnt %5%, %6 unentschieden; im Schnitt %7 Runden.</translation>
    </message>
    <message>
        <source>give either --pay or --drop</source>
        <translation>gib entweder --pay oder --drop an</translation>
    </message>
    <message>
        <source>SERIAL must be the running spell&apos;s number (see combat show), not “%1”</source>
        <translation>SERIAL muss die Nummer des laufenden Zaubers sein (siehe combat show), nicht „%1“</translation>
    </message>
    <message>
        <source>give one change: --hits/--fatigue, --posture, --condition, --remove-condition, --hide, --show or --acts-next</source>
        <translation>gib eine Änderung an: --hits/--fatigue, --posture, --condition, --remove-condition, --hide, --show oder --acts-next</translation>
    </message>
    <message>
        <source>--turns, --dx and --secret go with --condition</source>
        <translation>--turns, --dx und --secret gehören zu --condition</translation>
    </message>
    <message>
        <source>unknown posture “%1”: standing, kneeling, prone, crawling, fallen or bending-over</source>
        <translation>unbekannte Haltung „%1“: standing, kneeling, prone, crawling, fallen oder bending-over</translation>
    </message>
    <message>
        <source>Print the combat-log lines written as JSON.</source>
        <translation>Die geschriebenen Zeilen des Kampfprotokolls als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Extra DX the tracker cannot see (the GM&apos;s call).</source>
        <translation>Zusätzliche DX, die der Tracker nicht sehen kann (Entscheidung des SL).</translation>
    </message>
    <message>
        <source>Roll initiative for the turn; --first: the side the winner sends to move first.</source>
        <translation>Würfelt die Initiative für die Runde; --first: die Seite, die der Sieger zuerst ziehen lässt.</translation>
    </message>
    <message>
        <source>The side that moves first (the winner&apos;s choice).</source>
        <translation>Die Seite, die sich zuerst bewegt (Wahl des Siegers).</translation>
    </message>
    <message>
        <source>Pay a continuing spell&apos;s ST for this turn, or let it end.</source>
        <translation>Die ST eines andauernden Zaubers für diese Runde zahlen oder ihn enden lassen.</translation>
    </message>
    <message>
        <source>Pay the upkeep.</source>
        <translation>Den Unterhalt zahlen.</translation>
    </message>
    <message>
        <source>Let the spell end.</source>
        <translation>Den Zauber enden lassen.</translation>
    </message>
    <message>
        <source>Choose a figure&apos;s option for this turn (key such as charge-attack, or the book&apos;s letter).</source>
        <translation>Die Option einer Figur für diese Runde wählen (Schlüssel wie charge-attack oder der Buchstabe aus dem Buch).</translation>
    </message>
    <message>
        <source>Move a figure in the movement phase, within what its option allows.</source>
        <translation>Eine Figur in der Bewegungsphase bewegen, soweit ihre Option es erlaubt.</translation>
    </message>
    <message>
        <source>Turn a figure to face another way without moving.</source>
        <translation>Eine Figur in eine andere Blickrichtung drehen, ohne sie zu bewegen.</translation>
    </message>
    <message>
        <source>Damage dice instead of the usual weapon (e.g. 2d6-1).</source>
        <translation>Schadenswürfel statt der üblichen Waffe (z. B. 2d6-1).</translation>
    </message>
    <message>
        <source>DICE</source>
        <translation>DICE</translation>
    </message>
    <message>
        <source>Cast a spell (id or name) at a figure or a hex.</source>
        <translation>Einen Zauber (Kennung oder Name) auf eine Figur oder ein Feld wirken.</translation>
    </message>
    <message>
        <source>The figure the spell is cast on.</source>
        <translation>Die Figur, auf die der Zauber gewirkt wird.</translation>
    </message>
    <message>
        <source>FIG</source>
        <translation>FIG</translation>
    </message>
    <message>
        <source>Where a creation or area spell appears.</source>
        <translation>Wo eine Schöpfung oder ein Flächenzauber erscheint.</translation>
    </message>
    <message>
        <source>COL,ROW</source>
        <translation>COL,ROW</translation>
    </message>
    <message>
        <source>ST put into a missile spell.</source>
        <translation>In einen Geschosszauber gesteckte ST.</translation>
    </message>
    <message>
        <source>The creature an image or illusion looks like.</source>
        <translation>Die Kreatur, der ein Abbild oder eine Illusion gleicht.</translation>
    </message>
    <message>
        <source>CREATURE</source>
        <translation>CREATURE</translation>
    </message>
    <message>
        <source>Allow a spell the caster does not know (a scroll, a wand).</source>
        <translation>Einen Zauber erlauben, den der Zaubernde nicht kennt (eine Schriftrolle, ein Zauberstab).</translation>
    </message>
    <message>
        <source>A figure tries to disbelieve another (the GM&apos;s secret roll).</source>
        <translation>Eine Figur versucht, eine andere als Illusion zu entlarven (geheimer Wurf des SL).</translation>
    </message>
    <message>
        <source>The chance to hit before a blow, and who would win a stand-up fight (simulated); writes nothing.</source>
        <translation>Die Trefferchance vor einem Hieb und wer einen Schlagabtausch gewinnen würde (simuliert); schreibt nichts.</translation>
    </message>
    <message>
        <source>Simulated fights (default 2000).</source>
        <translation>Simulierte Kämpfe (Vorgabe 2000).</translation>
    </message>
    <message>
        <source>Seed of the simulation&apos;s dice (default 1978).</source>
        <translation>Startwert der Würfel der Simulation (Vorgabe 1978).</translation>
    </message>
    <message>
        <source>A figure&apos;s action is used otherwise or given up (defends, dodges, stands up …).</source>
        <translation>Die Aktion einer Figur wird anders genutzt oder aufgegeben (pariert, weicht aus, steht auf …).</translation>
    </message>
    <message>
        <source>What it did instead, for the log.</source>
        <translation>Was sie stattdessen tat, fürs Protokoll.</translation>
    </message>
    <message>
        <source>A forced retreat: the winner pushes the loser one hex.</source>
        <translation>Ein erzwungener Rückzug: der Sieger drängt den Verlierer ein Feld zurück.</translation>
    </message>
    <message>
        <source>The winner steps into the hex the loser left.</source>
        <translation>Der Sieger rückt in das Feld nach, das der Verlierer verlassen hat.</translation>
    </message>
    <message>
        <source>End the phase (or the moving side&apos;s movement) and begin the next.</source>
        <translation>Beendet die Phase (oder die Bewegung der ziehenden Seite) und beginnt die nächste.</translation>
    </message>
    <message>
        <source>The GM&apos;s override of a figure: hits or healing, ST spent, posture, a named condition, hidden, who acts next.</source>
        <translation>Eingriff des SL bei einer Figur: Treffer oder Heilung, verbrauchte ST, Haltung, ein benannter Zustand, verborgen, wer als Nächstes handelt.</translation>
    </message>
    <message>
        <source>Hits taken (negative heals).</source>
        <translation>Erlittene Treffer (negativ heilt).</translation>
    </message>
    <message>
        <source>ST spent (negative restores).</source>
        <translation>Verbrauchte ST (negativ stellt wieder her).</translation>
    </message>
    <message>
        <source>standing, kneeling, prone, crawling, fallen or bending-over.</source>
        <translation>standing, kneeling, prone, crawling, fallen oder bending-over.</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>KEY</translation>
    </message>
    <message>
        <source>Put a named condition on the figure.</source>
        <translation>Der Figur einen benannten Zustand auferlegen.</translation>
    </message>
    <message>
        <source>With --condition: known to the GM only (a secret protection).</source>
        <translation>Mit --condition: nur dem SL bekannt (ein geheimer Schutz).</translation>
    </message>
    <message>
        <source>How long the condition lasts (default: until removed).</source>
        <translation>Wie lange der Zustand anhält (Vorgabe: bis er entfernt wird).</translation>
    </message>
    <message>
        <source>The condition&apos;s change to DX.</source>
        <translation>Die Änderung der DX durch den Zustand.</translation>
    </message>
    <message>
        <source>Take a condition off.</source>
        <translation>Einen Zustand entfernen.</translation>
    </message>
    <message>
        <source>The figure&apos;s place is secret: players do not see it.</source>
        <translation>Der Standort der Figur ist geheim: die Spieler sehen ihn nicht.</translation>
    </message>
    <message>
        <source>Players see the figure again.</source>
        <translation>Die Spieler sehen die Figur wieder.</translation>
    </message>
    <message>
        <source>The figure acts next in the action phase.</source>
        <translation>Die Figur handelt in der Aktionsphase als Nächste.</translation>
    </message>
    <message>
        <source>Take the potions the recipe uses each week from the payer&apos;s potion stock instead of buying them.</source>
        <translation>Die Tränke, die das Rezept jede Woche braucht, aus dem Trankvorrat des Zahlenden nehmen, statt sie zu kaufen.</translation>
    </message>
    <message>
        <source>casts %1</source>
        <translation>wirkt %1</translation>
    </message>
    <message>
        <source>That belongs to the %1 phase; the fight is in the %2 phase.</source>
        <translation>Das gehört zur Phase %1; der Kampf ist in der Phase %2.</translation>
    </message>
    <message>
        <source>not renewed.</source>
        <translation>nicht erneuert.</translation>
    </message>
    <message>
        <source>Movement: side %1 moves first.</source>
        <translation>Bewegung: Seite %1 bewegt sich zuerst.</translation>
    </message>
    <message>
        <source>Actions, highest adjusted DX first.</source>
        <translation>Aktionen, höchste angepasste DX zuerst.</translation>
    </message>
    <message>
        <source>%1 is bound fast and falls, helpless.</source>
        <translation>%1 wird fest gefesselt und stürzt, hilflos.</translation>
    </message>
    <message>
        <source>%1 on %2 wears off.</source>
        <translation>%1 auf %2 erlischt.</translation>
    </message>
    <message>
        <source>%1 took heavy hits: −2 DX next turn.</source>
        <translation>%1 hat schwere Treffer erlitten: −2 DX in der nächsten Runde.</translation>
    </message>
    <message>
        <source>its time is up.</source>
        <translation>die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <source>Turn %1. Only side %2 can still fight: the GM may end the fight.</source>
        <translation>Runde %1. Nur Seite %2 kann noch kämpfen: der SL kann den Kampf beenden.</translation>
    </message>
    <message>
        <source>Turn %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <source>%1 cannot stand on %2: the hex is off the map, a wall or outside the tunnel.</source>
        <translation>%1 kann nicht auf %2 stehen: das Feld liegt außerhalb der Karte, ist eine Wand oder liegt außerhalb des Tunnels.</translation>
    </message>
    <message>
        <source>%1 cannot stand on %2: %3 is there.</source>
        <translation>%1 kann nicht auf %2 stehen: dort steht %3.</translation>
    </message>
    <message>
        <source>FIG (the bound figure itself, or a neighbour who has not moved) works at BOUND&apos;s Rope: a saving roll on adjusted DX.</source>
        <translation>FIG (die gefesselte Figur selbst oder ein Nachbar, der sich nicht bewegt hat) arbeitet am Rope von BOUND: ein Rettungswurf auf die angepasste DX.</translation>
    </message>
    <message>
        <source>the stat blocks are not valid UTF-8 text</source>
        <translation>die Wertebeschreibungen sind kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <source>“%1” is far too large (%2).</source>
        <translation>„%1“ ist viel zu groß (%2).</translation>
    </message>
    <message>
        <source>At a total of %1 an attribute point costs more experience than Hexkeeper can count.</source>
        <translation>Bei einer Summe von %1 kostet ein Attributpunkt mehr Erfahrung, als Hexkeeper zählen kann.</translation>
    </message>
    <message>
        <source>FAULTY (found)</source>
        <translation>FEHLERHAFT (entdeckt)</translation>
    </message>
    <message>
        <source>, found</source>
        <translation>, entdeckt</translation>
    </message>
    <message>
        <source>Potions on hand; --player shows a fault only once found, and never what it does.</source>
        <translation>Vorrätige Tränke; --player zeigt einen Fehler erst, wenn er entdeckt ist, und nie, was er bewirkt.</translation>
    </message>
    <message>
        <source>Change one value of an entry for this campaign (PATH like cost.st or rows.2.dx; VALUE as JSON or text; a negative VALUE goes after --, as in: iq -- -5).</source>
        <translation>Ändert einen Wert eines Eintrags für diese Kampagne (PFAD wie cost.st oder rows.2.dx; WERT als JSON oder Text; ein negativer WERT steht nach --, etwa: iq -- -5).</translation>
    </message>
    <message>
        <source>not read, so nothing was added: %1</source>
        <translation>nicht gelesen, daher wurde nichts hinzugefügt: %1</translation>
    </message>
    <message>
        <source>not understood, so nothing was added: %1 (--keep-unread adds them with this kept in the notes)</source>
        <translation>nicht verstanden, daher wurde nichts hinzugefügt: %1 (--keep-unread fügt sie hinzu und behält dies in den Notizen)</translation>
    </message>
    <message>
        <source>  [dead]</source>
        <translation>  [tot]</translation>
    </message>
    <message>
        <source>With --statblock: add the characters even where a name is not understood, keeping it in their notes.</source>
        <translation>Mit --statblock: die Figuren auch hinzufügen, wenn ein Name nicht verstanden wird, und ihn in ihren Notizen behalten.</translation>
    </message>
    <message>
        <source>Bring a character who died back to life and into the active roster, with the GM&apos;s reason.</source>
        <translation>Eine gestorbene Figur mit der Begründung des Spielleiters ins Leben und in die aktive Liste zurückholen.</translation>
    </message>
    <message>
        <source>Why the character lives again (a spell, a wish, the GM&apos;s ruling).</source>
        <translation>Warum die Figur wieder lebt (ein Zauber, ein Wunsch, die Entscheidung des Spielleiters).</translation>
    </message>
    <message>
        <source>MA comes from the race: %1 has MA %2, and %3 has MA %4.</source>
        <translation>MA ergibt sich aus dem Volk: %1 hat MA %2, und %3 hat MA %4.</translation>
    </message>
    <message>
        <source>  [unconscious]</source>
        <translation>  [bewusstlos]</translation>
    </message>
    <message>
        <source>Create an encounter with an empty map (default 16 columns by 12 rows, an arena; the mass-combat pack&apos;s battlefield, 16 by 16, while that house rule is on).</source>
        <translation>Legt eine Begegnung mit leerer Karte an (Vorgabe 16 Spalten mal 12 Reihen, eine Arena; das Schlachtfeld des Massenkampf-Pakets, 16 mal 16, solange diese Hausregel gilt).</translation>
    </message>
    <message>
        <source>Rows of hexes (default 12, or the campaign&apos;s battlefield).</source>
        <translation>Reihen von Feldern (Vorgabe 12, oder das Schlachtfeld der Kampagne).</translation>
    </message>
    <message>
        <source>say how much: --amount N (a whole number of EP) or --events KEY,… (Warrior &amp; Wizard&apos;s award table)</source>
        <translation>sag, wie viel: --amount N (eine ganze Zahl EP) oder --events SCHLÜSSEL,… (Vergabetabelle von Warrior &amp; Wizard)</translation>
    </message>
    <message>
        <source>say what to buy, once: --attribute ST|DX|IQ, --skill NAME, --spell NAME, --skill-bonus NAME or --spell-bonus NAME</source>
        <translation>sag genau einmal, was gekauft wird: --attribute ST|DX|IQ, --skill NAME, --spell NAME, --skill-bonus NAME oder --spell-bonus NAME</translation>
    </message>
    <message>
        <source>%1  %2 EP  (%3)</source>
        <translation>%1  %2 EP  (%3)</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>%1 has %2 EP unspent.</source>
        <translation>%1 hat %2 EP unverbraucht.</translation>
    </message>
    <message>
        <source>Award experience to one or many characters in one undoable step: an amount, or Warrior &amp; Wizard&apos;s points for what happened (fought, several-hits, won, other-mode-hits, checks, many-checks, won-by-checks, roleplaying, roleplaying-defeat).</source>
        <translation>Vergibt Erfahrung an eine oder mehrere Figuren in einem rückgängig machbaren Schritt: einen Betrag oder die Punkte von Warrior &amp; Wizard für das Geschehene (fought, several-hits, won, other-mode-hits, checks, many-checks, won-by-checks, roleplaying, roleplaying-defeat).</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: the award table&apos;s events, comma-separated.</source>
        <translation>Warrior &amp; Wizard: die Ereignisse der Vergabetabelle, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>KEYS</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>Spend experience on an attribute point; in Warrior &amp; Wizard also on a skill, a spell or +1 to one (refused, with the reason, when the rules or the EP do not allow it).</source>
        <translation>Erfahrung für einen Attributpunkt ausgeben; in Warrior &amp; Wizard auch für eine Fertigkeit, einen Zauber oder +1 darauf (mit Grund abgelehnt, wenn Regeln oder EP es nicht erlauben).</translation>
    </message>
    <message>
        <source>A new skill (Warrior &amp; Wizard).</source>
        <translation>Eine neue Fertigkeit (Warrior &amp; Wizard).</translation>
    </message>
    <message>
        <source>A new spell (Warrior &amp; Wizard).</source>
        <translation>Ein neuer Zauber (Warrior &amp; Wizard).</translation>
    </message>
    <message>
        <source>+1 to a skill the character has (Warrior &amp; Wizard).</source>
        <translation>+1 auf eine Fertigkeit, die die Figur hat (Warrior &amp; Wizard).</translation>
    </message>
    <message>
        <source>+1 to casting a spell the character knows (Warrior &amp; Wizard).</source>
        <translation>+1 beim Zaubern eines Zaubers, den die Figur kennt (Warrior &amp; Wizard).</translation>
    </message>
    <message>
        <source>What the character&apos;s experience can buy, with each price (--all: also what cannot be bought, and why).</source>
        <translation>Was die Erfahrung der Figur kaufen kann, jeweils mit Preis (--all: auch, was nicht gekauft werden kann, und warum).</translation>
    </message>
    <message>
        <source>Also list what cannot be bought now, with the reason.</source>
        <translation>Auch auflisten, was jetzt nicht gekauft werden kann, mit Grund.</translation>
    </message>
    <message>
        <source>%1 (DX %2) has the bow and the higher DX, so the shot comes before %3&apos;s charge (DX %4) lands: let %1 act first (house rule).</source>
        <translation>%1 (DX %2) hat den Bogen und die höhere DX, also fällt der Schuss, bevor %3s Sturmangriff (DX %4) trifft: Lass %1 zuerst handeln (Hausregel).</translation>
    </message>
    <message>
        <source>A Charm&apos;s bonus cannot be negative.</source>
        <translation>Der Bonus eines Charms kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>A Charm adds at most +%1 to the weekly roll (l.%2); a bonus of +%3 is refused.</source>
        <translation>Ein Glücksbringer gibt höchstens +%1 auf den Wochenwurf (l.%2); ein Bonus von +%3 wird abgelehnt.</translation>
    </message>
    <message>
        <source>%1 already carries %2, and an object takes only one (the %3 entry, %4).</source>
        <translation>%1 trägt bereits %2, und ein Gegenstand nimmt nur einen auf (Eintrag %3, %4).</translation>
    </message>
    <message>
        <source>%1 starts from a %2 worth %3 or more; this object is worth %4 (the %5 entry, %6).</source>
        <translation>%1 braucht als Ausgangsstück ein %2 im Wert von %3 oder mehr; dieser Gegenstand ist %4 wert (Eintrag %5, %6).</translation>
    </message>
    <message>
        <source>%1 already has a spell under way (project #%2), and an item may have only %3 under way at a time; that one must be finished first (l.%4).</source>
        <translation>%1 hat bereits einen Zauber in Arbeit (Projekt #%2), und ein Gegenstand darf nur %3 zugleich in Arbeit haben; dieser muss zuerst fertig werden (l.%4).</translation>
    </message>
    <message>
        <source>“%1” must map names to bonuses.</source>
        <translation>„%1“ muss Namen Boni zuordnen.</translation>
    </message>
    <message>
        <source>“%1” must give each name a bonus from 1 to 9.</source>
        <translation>„%1“ muss jedem Namen einen Bonus von 1 bis 9 geben.</translation>
    </message>
    <message>
        <source>“%1” is not a spell of the book&apos;s list, which wizards choose from while the battle-magic list is switched off.</source>
        <translation>„%1“ ist kein Zauber der Liste des Buchs, aus der Zauberer wählen, solange die Kampfmagie-Liste abgeschaltet ist.</translation>
    </message>
    <message>
        <source>%1 (in one hand from ST %2)</source>
        <translation>%1 (einhändig ab ST %2)</translation>
    </message>
    <message>
        <source>%1 has more ready than two hands can hold: %2.</source>
        <translation>%1 hat mehr bereit, als zwei Hände halten können: %2.</translation>
    </message>
    <message>
        <source>%1 needs both hands for %2, with %3 ready too; sling one.</source>
        <translation>%1 braucht beide Hände für %2, und %3 ist ebenfalls bereit; eines davon umhängen.</translation>
    </message>
    <message>
        <source>  book of instructions: %1 pages (l.%2, l.%3)</source>
        <translation>  Anleitungsbuch: %1 Seiten (l.%2, l.%3)</translation>
    </message>
    <message>
        <source>The GM confirms the team has the item&apos;s book of instructions (Lesser and Greater Magic Item Creation).</source>
        <translation>Der SL bestätigt, dass das Team das Anleitungsbuch für den Gegenstand hat (Niedere und Höhere Erschaffung magischer Gegenstände).</translation>
    </message>
    <message>
        <source>%1 is made by the wizard who will use it, alone and for himself: no other wizards, no party purse, no one else&apos;s rod (the %2 entry, %3).</source>
        <translation>%1 wird von dem Zauberer gemacht, der ihn führen wird, allein und für sich selbst: keine anderen Zauberer, keine Gruppenkasse, kein fremder Stab (Eintrag %2, %3).</translation>
    </message>
    <message>
        <source>%1 is done only on an item that already is a %2 (the %3 entry, %4).</source>
        <translation>%1 wird nur an einem Gegenstand vorgenommen, der bereits ein %2 ist (Eintrag %3, %4).</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 is moving</source>
        <translation>%1 bewegt sich</translation>
    </message>
    <message>
        <source>initiative order: %1</source>
        <translation>Initiative-Reihenfolge: %1</translation>
    </message>
    <message>
        <source>Battle: %1</source>
        <translation>Schlacht: %1</translation>
    </message>
    <message>
        <source>give one of --character NAME|ID, --creature ID or --team NAME</source>
        <translation>gib eines von --character NAME|ID, --creature ID oder --team NAME an</translation>
    </message>
    <message>
        <source>--long-game goes with --team</source>
        <translation>--long-game gehört zu --team</translation>
    </message>
    <message>
        <source>Add a roster character, numbered copies of a bestiary creature, or a legal mass-combat team, to a side.</source>
        <translation>Fügt einer Seite eine Figur der Liste, nummerierte Kopien eines Bestiarium-Wesens oder ein gültiges Massenkampf-Team hinzu.</translation>
    </message>
    <message>
        <source>A party of the roster, added whole when `team check` finds it legal.</source>
        <translation>Eine Gruppe der Liste, ganz hinzugefügt, wenn `team check` sie für gültig befindet.</translation>
    </message>
    <message>
        <source>Check the team by the longer game&apos;s size and budget.</source>
        <translation>Das Team nach Größe und Budget des längeren Spiels prüfen.</translation>
    </message>
    <message>
        <source>A blow, a throw or a shot: the to-hit roll with the weapon&apos;s reach or range, then damage less the hits stopped.</source>
        <translation>Ein Hieb, ein Wurf oder ein Schuss: der Trefferwurf mit Reichweite oder Entfernung der Waffe, dann der Schaden abzüglich der abgehaltenen Treffer.</translation>
    </message>
    <message>
        <source>The weapon in hand to use (default: the one in hand).</source>
        <translation>Die Waffe in der Hand, die benutzt wird (Vorgabe: die in der Hand).</translation>
    </message>
    <message>
        <source>Throw the weapon (a dagger, a spear, a hatchet …).</source>
        <translation>Die Waffe werfen (einen Dolch, einen Speer, ein Beil …).</translation>
    </message>
    <message>
        <source>Damage added for as much to hit, where STR above the weapon&apos;s minimum allows it.</source>
        <translation>Zusätzlicher Schaden für ebenso viel vom Trefferwurf, wo ST über dem Minimum der Waffe es erlaubt.</translation>
    </message>
    <message>
        <source>A pole arm set against the target&apos;s charge.</source>
        <translation>Eine Stangenwaffe gegen den Sturmangriff des Ziels angesetzt.</translation>
    </message>
    <message>
        <source>Close with the target and fight hand-to-hand (bare hands or a small weapon).</source>
        <translation>Mit dem Ziel ins Handgemenge gehen (bloße Hände oder eine kleine Waffe).</translation>
    </message>
    <message>
        <source>The figure&apos;s action: put a carried weapon in hand (engaged in Warrior &amp; Wizard: switch, dropping the one held).</source>
        <translation>Die Aktion der Figur: eine getragene Waffe zur Hand nehmen (gebunden in Warrior &amp; Wizard: wechseln, die gehaltene fällt zu Boden).</translation>
    </message>
    <message>
        <source>Drop the weapon in hand.</source>
        <translation>Die Waffe in der Hand fallen lassen.</translation>
    </message>
    <message>
        <source>The figure&apos;s action: pick up a weapon it dropped.</source>
        <translation>Die Aktion der Figur: eine fallen gelassene Waffe aufheben.</translation>
    </message>
    <message>
        <source>side %1 (%2)</source>
        <translation>Seite %1 (%2)</translation>
    </message>
    <message>
        <source>Movement in initiative order.</source>
        <translation>Bewegung in Initiative-Reihenfolge.</translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation>%1 bewegt sich.</translation>
    </message>
    <message>
        <source>Actions in initiative order.</source>
        <translation>Aktionen in Initiative-Reihenfolge.</translation>
    </message>
    <message>
        <source>%1 has no action to spend on it now.</source>
        <translation>%1 hat jetzt keine Aktion dafür übrig.</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: the figure&apos;s action, one hex out of its foes&apos; threat zones; they may still strike at it.</source>
        <translation>Warrior &amp; Wizard: die Aktion der Figur, ein Feld aus den Bedrohungszonen ihrer Gegner; sie dürfen noch nach ihr schlagen.</translation>
    </message>
    <message>
        <source>%1 covers more than one hex: the GM moves it.</source>
        <translation>%1 nimmt mehr als ein Feld ein: der SL bewegt die Figur.</translation>
    </message>
    <message>
        <source>%1 disengages one hex; %2 is %3 away.</source>
        <translation>%1 löst sich um ein Feld; %2 ist %3 entfernt.</translation>
    </message>
    <message>
        <source>%1 cannot stand on %2.</source>
        <translation>%1 kann nicht auf %2 stehen.</translation>
    </message>
    <message>
        <source>%1 cannot end its move on %2: %3 is there.</source>
        <translation>%1 kann die Bewegung nicht auf %2 beenden: dort steht %3.</translation>
    </message>
    <message>
        <source>On %1, %2 would still be in %3&apos;s threat zone.</source>
        <translation>Auf %1 wäre %2 noch in der Bedrohungszone von %3.</translation>
    </message>
    <message>
        <source>--slam, --shield-rush, --body-throw and --hth are different blows: give one.</source>
        <translation>--slam, --shield-rush, --body-throw und --hth sind verschiedene Angriffe: gib einen an.</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: run into the target to knock it down (no damage).</source>
        <translation>Warrior &amp; Wizard: das Ziel anrempeln, um es umzuwerfen (kein Schaden).</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: lead with a ready shield to knock the target down.</source>
        <translation>Warrior &amp; Wizard: mit bereitem Schild voran das Ziel umwerfen.</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: grab and toss the target (Martial Arts II).</source>
        <translation>Warrior &amp; Wizard: das Ziel packen und werfen (Martial Arts II).</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard&apos;s optional nonlethal rule: the figure rests, recovering nonlethal damage at the end of the turn.</source>
        <translation>Optionale Regel für nicht tödlichen Schaden (Warrior &amp; Wizard): die Figur verschnauft und erholt am Ende der Runde nicht tödlichen Schaden.</translation>
    </message>
    <message>
        <source>%1 exists already; add --force to replace it</source>
        <translation>%1 gibt es schon; mit --force wird die Datei ersetzt</translation>
    </message>
    <message>
        <source>Copied %1 to %2.</source>
        <translation>%1 nach %2 kopiert.</translation>
    </message>
    <message>
        <source>Write a copy of the campaign to another file (a backup).</source>
        <translation>Eine Kopie der Kampagne in eine andere Datei schreiben (Sicherung).</translation>
    </message>
    <message>
        <source>Replace TARGET if it exists.</source>
        <translation>TARGET ersetzen, falls es die Datei schon gibt.</translation>
    </message>
    <message>
        <source>No player “%1” in this game.</source>
        <translation>Kein Spieler „%1“ in dieser Partie.</translation>
    </message>
    <message>
        <source>%1 (game %2), turn %3: %4, %5.</source>
        <translation>%1 (Partie %2), Zug %3: %4, %5.</translation>
    </message>
    <message>
        <source>  %1 (%2): life %3, %4 VP, on %5, %6 card(s) in hand, hand count %7%8</source>
        <translation>  %1 (%2): Leben %3, %4 SP, auf %5, %6 Karte(n) auf der Hand, zählt %7 fürs Handlimit%8</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>keinem Feld (tot)</translation>
    </message>
    <message>
        <source>; hand: %1</source>
        <translation>; Hand: %1</translation>
    </message>
    <message>
        <source>--side is A or B</source>
        <translation>--side ist A oder B</translation>
    </message>
    <message>
        <source>Unknown optional rule “%1”.</source>
        <translation>Unbekannte Optionalregel „%1“.</translation>
    </message>
    <message>
        <source>--portal joins two board edges, like A3:W=H3:E</source>
        <translation>--portal verbindet zwei Spielplanränder, etwa A3:W=H3:E</translation>
    </message>
    <message>
        <source>--sector is 1 to 4</source>
        <translation>--sector ist 1 bis 4</translation>
    </message>
    <message>
        <source>Cannot read the map file “%1”.</source>
        <translation>Die Plandatei „%1“ kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A sector map file is at most 4096 bytes.</source>
        <translation>Eine Sektorplan-Datei ist höchstens 4096 Bytes groß.</translation>
    </message>
    <message>
        <source>Sector %1, side %2, drawn.</source>
        <translation>Sektor %1, Seite %2, gezeichnet.</translation>
    </message>
    <message>
        <source>--evade lists die faces 1 to 4, like 1,2</source>
        <translation>--evade nennt Würfelseiten 1 bis 4, etwa 1,2</translation>
    </message>
    <message>
        <source>Card “%1” is in the card list.</source>
        <translation>Karte „%1“ steht in der Kartenliste.</translation>
    </message>
    <message>
        <source>--to names a square, like C4</source>
        <translation>--to nennt ein Feld, etwa C4</translation>
    </message>
    <message>
        <source>--path lists steps N, E, S or W, like N,N,E</source>
        <translation>--path nennt Schritte N, E, S oder W, etwa N,N,E</translation>
    </message>
    <message>
        <source>Give --to SQUARE or --path STEPS</source>
        <translation>--to SQUARE oder --path STEPS angeben</translation>
    </message>
    <message>
        <source>Attack with one of --card CARD, --item ITEM or --punch</source>
        <translation>Mit genau einem von --card CARD, --item ITEM oder --punch angreifen</translation>
    </message>
    <message>
        <source>COUNT is a number of cards, 0 to 2</source>
        <translation>COUNT ist eine Kartenzahl, 0 bis 2</translation>
    </message>
    <message>
        <source>--place names a square, like C4</source>
        <translation>--place nennt ein Feld, etwa C4</translation>
    </message>
    <message>
        <source>Give --life, --stun or --place</source>
        <translation>--life, --stun oder --place angeben</translation>
    </message>
    <message>
        <source>An energy card from the hand to fuel it.</source>
        <translation>Eine Energiekarte aus der Hand als Energiequelle.</translation>
    </message>
    <message>
        <source>The target: a player, a square (C4) or a line (C4:N).</source>
        <translation>Das Ziel: ein Spieler, ein Feld (C4) oder eine Linie (C4:N).</translation>
    </message>
    <message>
        <source>Set up a Wiz-War game: board, treasures, shuffled deck, hands, first player.</source>
        <translation>Richtet eine Wiz-War-Partie ein: Spielplan, Schätze, gemischter Stapel, Handkarten, Startspieler.</translation>
    </message>
    <message>
        <source>The three schools besides White Cantrip.</source>
        <translation>Die drei Schulen neben White Cantrip.</translation>
    </message>
    <message>
        <source>The sector boards&apos; side, A or B.</source>
        <translation>Die Seite der Sektortafeln, A oder B.</translation>
    </message>
    <message>
        <source>An optional rule, like extended-play.</source>
        <translation>Eine Optionalregel, etwa extended-play.</translation>
    </message>
    <message>
        <source>Extended Play&apos;s target, 3 or 4.</source>
        <translation>Das Siegpunktziel von Extended Play, 3 oder 4.</translation>
    </message>
    <message>
        <source>A pair of portals joining two board edges, like A3:W=H3:E.</source>
        <translation>Ein Portalpaar, das zwei Spielplanränder verbindet, etwa A3:W=H3:E.</translation>
    </message>
    <message>
        <source>List the campaign&apos;s Wiz-War games.</source>
        <translation>Listet die Wiz-War-Partien der Kampagne auf.</translation>
    </message>
    <message>
        <source>Show a game as the table sees it (hand sizes only); with --seat, that player&apos;s hand too.</source>
        <translation>Zeigt eine Partie, wie der Tisch sie sieht (nur Handgrößen); mit --seat auch die Hand dieses Spielers.</translation>
    </message>
    <message>
        <source>The player whose hand to show.</source>
        <translation>Der Spieler, dessen Hand gezeigt wird.</translation>
    </message>
    <message>
        <source>Draw a sector board&apos;s map (5 × 5 squares, text form) for this and later games.</source>
        <translation>Zeichnet den Plan einer Sektortafel (5 × 5 Felder, als Text) für diese und spätere Partien.</translation>
    </message>
    <message>
        <source>The board, 1 to 4 (red, blue, green, yellow).</source>
        <translation>Die Tafel, 1 bis 4 (rot, blau, grün, gelb).</translation>
    </message>
    <message>
        <source>The side, A or B.</source>
        <translation>Die Seite, A oder B.</translation>
    </message>
    <message>
        <source>The map&apos;s text.</source>
        <translation>Der Text des Plans.</translation>
    </message>
    <message>
        <source>Add a card of the players&apos; deck to the card list, or set fields of one it has.</source>
        <translation>Fügt eine Karte aus dem Stapel der Spieler zur Kartenliste hinzu oder setzt Angaben einer vorhandenen.</translation>
    </message>
    <message>
        <source>A field of the card.</source>
        <translation>Eine Angabe der Karte.</translation>
    </message>
    <message>
        <source>Move the active wizard, counting movement points.</source>
        <translation>Bewegt den aktiven Zauberer und zählt die Bewegungspunkte.</translation>
    </message>
    <message>
        <source>The square to reach by the shortest way.</source>
        <translation>Das Feld, das auf kürzestem Weg erreicht werden soll.</translation>
    </message>
    <message>
        <source>The steps, N, E, S or W.</source>
        <translation>Die Schritte, N, E, S oder W.</translation>
    </message>
    <message>
        <source>A card lets him through locked doors.</source>
        <translation>Eine Karte lässt ihn durch verschlossene Türen.</translation>
    </message>
    <message>
        <source>Discard a card with energy for extra movement (once a turn).</source>
        <translation>Wirft eine Karte mit Energie für zusätzliche Bewegung ab (einmal pro Zug).</translation>
    </message>
    <message>
        <source>Play a neutral spell or an item.</source>
        <translation>Spielt einen neutralen Zauber oder einen Gegenstand.</translation>
    </message>
    <message>
        <source>Make the turn&apos;s attack; it waits for the target&apos;s counter spells.</source>
        <translation>Führt den Angriff des Zuges aus; er wartet auf die Gegenzauber des Ziels.</translation>
    </message>
    <message>
        <source>An attack spell from the hand.</source>
        <translation>Ein Angriffszauber aus der Hand.</translation>
    </message>
    <message>
        <source>A carried weapon.</source>
        <translation>Eine getragene Waffe.</translation>
    </message>
    <message>
        <source>A punch, 1 damage.</source>
        <translation>Ein Faustschlag, 1 Schaden.</translation>
    </message>
    <message>
        <source>The damage the physical card gives, when the card list has none.</source>
        <translation>Der Schaden laut der echten Karte, wenn die Kartenliste keinen angibt.</translation>
    </message>
    <message>
        <source>Play a counter spell against the attack on this player.</source>
        <translation>Spielt einen Gegenzauber gegen den Angriff auf diesen Spieler.</translation>
    </message>
    <message>
        <source>The attacked player plays no more counter spells: the attack resolves.</source>
        <translation>Der angegriffene Spieler spielt keine weiteren Gegenzauber: der Angriff wird ausgewertet.</translation>
    </message>
    <message>
        <source>End a maintained spell.</source>
        <translation>Beendet einen aufrechterhaltenen Zauber.</translation>
    </message>
    <message>
        <source>Pick up the treasure, or a dropped item, on the wizard&apos;s square.</source>
        <translation>Hebt den Schatz oder einen abgelegten Gegenstand auf dem Feld des Zauberers auf.</translation>
    </message>
    <message>
        <source>The dropped item to pick up.</source>
        <translation>Der abgelegte Gegenstand, der aufgehoben werden soll.</translation>
    </message>
    <message>
        <source>Drop the carried treasure, or a carried item.</source>
        <translation>Legt den getragenen Schatz oder einen getragenen Gegenstand ab.</translation>
    </message>
    <message>
        <source>The carried item to drop.</source>
        <translation>Der getragene Gegenstand, der abgelegt werden soll.</translation>
    </message>
    <message>
        <source>Discard cards from the hand.</source>
        <translation>Wirft Karten aus der Hand ab.</translation>
    </message>
    <message>
        <source>Draw up to two cards; this ends the turn.</source>
        <translation>Zieht bis zu zwei Karten; das beendet den Zug.</translation>
    </message>
    <message>
        <source>End the turn without drawing.</source>
        <translation>Beendet den Zug, ohne zu ziehen.</translation>
    </message>
    <message>
        <source>Apply a card&apos;s effect the companion cannot know: life, stun tokens, where the wizard stands.</source>
        <translation>Wendet eine Kartenwirkung an, die das Programm nicht kennen kann: Leben, Betäubungsmarker, Standort des Zauberers.</translation>
    </message>
    <message>
        <source>Life gained or lost.</source>
        <translation>Gewonnenes oder verlorenes Leben.</translation>
    </message>
    <message>
        <source>Stun tokens added or taken off.</source>
        <translation>Hinzugefügte oder entfernte Betäubungsmarker.</translation>
    </message>
    <message>
        <source>Put the wizard on this square.</source>
        <translation>Den Zauberer auf dieses Feld setzen.</translation>
    </message>
    <message>
        <source>no characters</source>
        <translation>keine Figuren</translation>
    </message>
    <message>
        <source>Link %1 for %2 (%3): /p/%4</source>
        <translation>Link %1 für %2 (%3): /p/%4</translation>
    </message>
    <message>
        <source>No players&apos; links.</source>
        <translation>Keine Spieler-Links.</translation>
    </message>
    <message>
        <source>%1  %2 (%3): /p/%4%5</source>
        <translation>%1  %2 (%3): /p/%4%5</translation>
    </message>
    <message>
        <source> [revoked]</source>
        <translation> [gesperrt]</translation>
    </message>
    <message>
        <source>%1&apos;s link no longer works.</source>
        <translation>Der Link von %1 funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>%1&apos;s link shows %2.</source>
        <translation>Der Link von %1 zeigt %2.</translation>
    </message>
    <message>
        <source>No proposals are waiting.</source>
        <translation>Keine Vorschläge warten.</translation>
    </message>
    <message>
        <source>A character the link shows (name or id; repeat or separate with commas).</source>
        <translation>Eine Figur, die der Link zeigt (Name oder ID; wiederholen oder mit Kommas trennen).</translation>
    </message>
    <message>
        <source>Make a player&apos;s link for the players&apos; server (with no --character: the characters he plays).</source>
        <translation>Einen Spieler-Link für den Spielerserver anlegen (ohne --character: die Figuren, die er spielt).</translation>
    </message>
    <message>
        <source>List the players&apos; links (with --all also the revoked ones).</source>
        <translation>Die Spieler-Links auflisten (mit --all auch die gesperrten).</translation>
    </message>
    <message>
        <source>Also the revoked links.</source>
        <translation>Auch die gesperrten Links.</translation>
    </message>
    <message>
        <source>Change which characters a player&apos;s link shows.</source>
        <translation>Ändern, welche Figuren ein Spieler-Link zeigt.</translation>
    </message>
    <message>
        <source>Revoke a player&apos;s link: it stops working at once.</source>
        <translation>Einen Spieler-Link sperren: Er funktioniert sofort nicht mehr.</translation>
    </message>
    <message>
        <source>Why, for the player&apos;s page.</source>
        <translation>Warum, für die Seite des Spielers.</translation>
    </message>
    <message>
        <source>--bind takes an address of this machine, like 192.168.1.5 or 127.0.0.1</source>
        <translation>--bind nimmt eine Adresse dieses Rechners, etwa 192.168.1.5 oder 127.0.0.1</translation>
    </message>
    <message>
        <source>The players&apos; server listens on port %1. Stop it with Ctrl+C.</source>
        <translation>Der Spielerserver lauscht auf Port %1. Beenden mit Strg+C.</translation>
    </message>
    <message>
        <source>No player has a link yet: make one with “hexkeeper-cli players add FILE NAME”.</source>
        <translation>Noch kein Spieler hat einen Link: Lege einen an mit „hexkeeper-cli players add DATEI NAME“.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No page is open.</source>
        <translation>Keine Seite ist offen.</translation>
    </message>
    <message>
        <source>Open pages: %1</source>
        <translation>Offene Seiten: %1</translation>
    </message>
    <message>
        <source>Refused %1</source>
        <translation>Abgewiesen: %1</translation>
    </message>
    <message>
        <source>cannot watch for Ctrl+C</source>
        <translation>Strg+C kann nicht überwacht werden</translation>
    </message>
    <message>
        <source>The players&apos; server has stopped.</source>
        <translation>Der Spielerserver ist beendet.</translation>
    </message>
    <message>
        <source>Serve the players&apos; live pages on the local network until stopped (Ctrl+C).</source>
        <translation>Die Live-Seiten der Spieler im lokalen Netz bereitstellen, bis er beendet wird (Strg+C).</translation>
    </message>
    <message>
        <source>The port to listen on (default 8421; 0: any free port).</source>
        <translation>Der Port (Standard 8421; 0: irgendein freier Port).</translation>
    </message>
    <message>
        <source>Listen on this address only (default: every address of this machine).</source>
        <translation>Nur auf dieser Adresse lauschen (Standard: jede Adresse dieses Rechners).</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>The fight the pages show (default: the newest under way).</source>
        <translation>Der Kampf, den die Seiten zeigen (Standard: der neueste laufende).</translation>
    </message>
    <message>
        <source>ENC</source>
        <translation>BEG</translation>
    </message>
    <message>
        <source>Do not print the links&apos; QR codes.</source>
        <translation>Die QR-Codes der Links nicht ausgeben.</translation>
    </message>
    <message>
        <source>Unknown field “%1”.</source>
        <translation>Unbekanntes Feld „%1“.</translation>
    </message>
    <message>
        <source>Give the dice like 3d6 or 2d6+1.</source>
        <translation>Gib die Würfel an wie 3d6 oder 2d6+1.</translation>
    </message>
    <message>
        <source>The number to roll against is a whole number from 1 to 99.</source>
        <translation>Der Zielwert ist eine ganze Zahl von 1 bis 99.</translation>
    </message>
    <message>
        <source>Say what the roll is for in at most 80 characters.</source>
        <translation>Sag in höchstens 80 Zeichen, wofür der Wurf ist.</translation>
    </message>
    <message>
        <source>Say which figure the proposal is for.</source>
        <translation>Sag, für welche Figur der Vorschlag ist.</translation>
    </message>
    <message>
        <source>Choose an option.</source>
        <translation>Wähle eine Option.</translation>
    </message>
    <message>
        <source>A hex needs both its column and its row.</source>
        <translation>Ein Feld braucht Spalte und Zeile.</translation>
    </message>
    <message>
        <source>A hex&apos;s column and row are whole numbers from 0.</source>
        <translation>Spalte und Zeile eines Feldes sind ganze Zahlen ab 0.</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>waiting for the GM</source>
        <translation>wartet auf die SL</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>under way</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>beiseitegelegt</translation>
    </message>
    <message>
        <source>no money</source>
        <translation>kein Geld</translation>
    </message>
    <message>
        <source>no ingredients</source>
        <translation>keine Zutaten</translation>
    </message>
    <message>
        <source>no laboratory</source>
        <translation>kein Labor</translation>
    </message>
    <message>
        <source>the team is short</source>
        <translation>dem Team fehlt jemand</translation>
    </message>
    <message>
        <source>p%1  %2 proposes %3</source>
        <translation>p%1  %2 schlägt vor: %3</translation>
    </message>
    <message>
        <source>What the players asked for and the GM has not decided: every request and proposal, or a fight&apos;s proposals.</source>
        <translation>Worum die Spieler gebeten haben und worüber der SL noch nicht entschieden hat: alle Anfragen und Vorschläge oder die Vorschläge eines Kampfes.</translation>
    </message>
    <message>
        <source>Accept a player&apos;s request (r12) or proposal (p4): the change it asks for, checked again, as one step.</source>
        <translation>Die Anfrage (r12) oder den Vorschlag (p4) eines Spielers annehmen: die gewünschte Änderung, erneut geprüft, als ein Schritt.</translation>
    </message>
    <message>
        <source>Refuse a player&apos;s request (r12) or proposal (p4).</source>
        <translation>Die Anfrage (r12) oder den Vorschlag (p4) eines Spielers ablehnen.</translation>
    </message>
    <message>
        <source>Send a request as a player&apos;s page would (for scripts and tests): checked by the rules now and when accepted.</source>
        <translation>Eine Anfrage senden, wie es die Seite eines Spielers täte (für Skripte und Tests): von den Regeln jetzt und beim Annehmen geprüft.</translation>
    </message>
    <message>
        <source>The player&apos;s link (name or id).</source>
        <translation>Der Link des Spielers (Name oder ID).</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>SPIELER</translation>
    </message>
    <message>
        <source>spend-xp, learn-spell, brew, item-project, research, market-search, new-character or notes.</source>
        <translation>spend-xp, learn-spell, brew, item-project, research, market-search, new-character oder notes.</translation>
    </message>
    <message>
        <source>Which of his characters (name or id).</source>
        <translation>Welche seiner Figuren (Name oder ID).</translation>
    </message>
    <message>
        <source>The request&apos;s fields as a JSON object; - reads it from standard input.</source>
        <translation>Die Felder der Anfrage als JSON-Objekt; - liest es von der Standardeingabe.</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>The page&apos;s id for the request; the same id again makes no second one.</source>
        <translation>Die ID der Seite für die Anfrage; dieselbe ID noch einmal legt keine zweite an.</translation>
    </message>
    <message>
        <source>A player&apos;s newest requests and what became of them, as his page shows them.</source>
        <translation>Die neuesten Anfragen eines Spielers und was aus ihnen wurde, wie seine Seite sie zeigt.</translation>
    </message>
    <message>
        <source>Accept a kind of request at once when the rules allow it (off by default); without KIND, list those that are.</source>
        <translation>Eine Art von Anfrage sofort annehmen, wenn die Regeln es erlauben (standardmäßig aus); ohne ART die Arten auflisten, bei denen es so ist.</translation>
    </message>
    <message>
        <source>--cert and --key go together: the certificate and its private key.</source>
        <translation>--cert und --key gehören zusammen: das Zertifikat und sein privater Schlüssel.</translation>
    </message>
    <message>
        <source>--trusted-proxy takes the proxy&apos;s address, like 127.0.0.1</source>
        <translation>--trusted-proxy nimmt die Adresse des Proxys, etwa 127.0.0.1</translation>
    </message>
    <message>
        <source>--public-url takes the address players open, like https://game.example.org</source>
        <translation>--public-url nimmt die Adresse, die die Spieler öffnen, etwa https://game.example.org</translation>
    </message>
    <message>
        <source>Secure (HTTPS). The certificate&apos;s SHA-256 fingerprint, for players to check in their browser:</source>
        <translation>Sicher (HTTPS). Der SHA-256-Fingerabdruck des Zertifikats, den die Spieler in ihrem Browser prüfen können:</translation>
    </message>
    <message>
        <source>Open beyond the local network: peers from outside come in only over HTTPS or through the trusted proxy.</source>
        <translation>Über das lokale Netz hinaus offen: Verbindungen von außen kommen nur über HTTPS oder über den vertrauenswürdigen Proxy herein.</translation>
    </message>
    <message>
        <source>Serve over HTTPS with Hexkeeper&apos;s own certificate (made once, kept in your data folder).</source>
        <translation>Über HTTPS mit dem eigenen Zertifikat von Hexkeeper bereitstellen (einmal erstellt, in deinem Datenordner aufbewahrt).</translation>
    </message>
    <message>
        <source>Serve over HTTPS with this certificate (PEM) instead; needs --key.</source>
        <translation>Stattdessen über HTTPS mit diesem Zertifikat (PEM) bereitstellen; braucht --key.</translation>
    </message>
    <message>
        <source>The private key (PEM) of the certificate given with --cert.</source>
        <translation>Der private Schlüssel (PEM) des mit --cert angegebenen Zertifikats.</translation>
    </message>
    <message>
        <source>Let in players from beyond the local network (over HTTPS, or through --trusted-proxy).</source>
        <translation>Spieler von außerhalb des lokalen Netzes hereinlassen (über HTTPS oder über --trusted-proxy).</translation>
    </message>
    <message>
        <source>A reverse proxy in front of the server: its X-Forwarded-For names the player.</source>
        <translation>Ein Reverse Proxy vor dem Server: sein X-Forwarded-For nennt die Adresse des Spielers.</translation>
    </message>
    <message>
        <source>The address players open when it is not this machine&apos;s (the proxy&apos;s).</source>
        <translation>Die Adresse, die die Spieler öffnen, wenn es nicht die dieses Rechners ist (die des Proxys).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Say which character: its number or its name.</source>
        <translation>Sag, welche Figur: ihre Nummer oder ihren Namen.</translation>
    </message>
    <message>
        <source>Say what kind of request it is.</source>
        <translation>Sag, welche Art von Anfrage es ist.</translation>
    </message>
    <message>
        <source>Send the character being built, in Hexkeeper&apos;s character format.</source>
        <translation>Sende die Figur, die gerade erstellt wird, im Figurenformat von Hexkeeper.</translation>
    </message>
    <message>
        <source>The certificate file %1 does not exist.</source>
        <translation>Die Zertifikatsdatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation>Die Schlüsseldatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Hexkeeper cannot read the certificate file %1: %2</source>
        <translation>Hexkeeper kann die Zertifikatsdatei %1 nicht lesen: %2</translation>
    </message>
    <message>
        <source>Hexkeeper cannot read the key file %1: %2</source>
        <translation>Hexkeeper kann die Schlüsseldatei %1 nicht lesen: %2</translation>
    </message>
    <message>
        <source>The certificate file %1 is too large to be a certificate (over 1 MB).</source>
        <translation>Die Zertifikatsdatei %1 ist zu groß für ein Zertifikat (über 1 MB).</translation>
    </message>
    <message>
        <source>The key file %1 is too large to be a key (over 1 MB).</source>
        <translation>Die Schlüsseldatei %1 ist zu groß für einen Schlüssel (über 1 MB).</translation>
    </message>
    <message>
        <source>The key in %1 is locked with a passphrase. Hexkeeper needs it without one: &quot;openssl pkey -in OLD -out NEW&quot; writes an unlocked copy (keep that file private).</source>
        <translation>Der Schlüssel in %1 ist mit einer Passphrase geschützt. Hexkeeper braucht ihn ohne: „openssl pkey -in ALT -out NEU“ schreibt eine ungeschützte Kopie (halte diese Datei geheim).</translation>
    </message>
    <message>
        <source>The key in %1 is of a kind Hexkeeper cannot serve with: it needs an EC or RSA key.</source>
        <translation>Der Schlüssel in %1 ist von einer Art, mit der Hexkeeper nicht bereitstellen kann: nötig ist ein EC- oder RSA-Schlüssel.</translation>
    </message>
    <message>
        <source>The key in %1 does not belong to the certificate in %2: a certificate works only with the private key it was made for.</source>
        <translation>Der Schlüssel in %1 gehört nicht zum Zertifikat in %2: ein Zertifikat funktioniert nur mit dem privaten Schlüssel, für den es erstellt wurde.</translation>
    </message>
    <message>
        <source>The file %1 holds no private key Hexkeeper can read. It needs a key in PEM form, text that begins with &quot;-----BEGIN PRIVATE KEY-----&quot; (or EC PRIVATE KEY, or RSA PRIVATE KEY).</source>
        <translation>Die Datei %1 enthält keinen privaten Schlüssel, den Hexkeeper lesen kann. Nötig ist ein Schlüssel im PEM-Format, ein Text, der mit „-----BEGIN PRIVATE KEY-----“ beginnt (oder EC PRIVATE KEY oder RSA PRIVATE KEY).</translation>
    </message>
    <message>
        <source>The certificate in %1 expired on %2. Browsers refuse an expired certificate: use a renewed one.</source>
        <translation>Das Zertifikat in %1 ist am %2 abgelaufen. Browser lehnen ein abgelaufenes Zertifikat ab: verwende ein erneuertes.</translation>
    </message>
    <message>
        <source>The certificate in %1 is valid only from %2 on. Check this computer&apos;s date and time, or use another certificate.</source>
        <translation>Das Zertifikat in %1 gilt erst ab %2. Prüfe Datum und Uhrzeit dieses Rechners oder verwende ein anderes Zertifikat.</translation>
    </message>
    <message>
        <source>The file %1 holds no certificate. Hexkeeper needs one in PEM form, text that begins with &quot;-----BEGIN CERTIFICATE-----&quot;.</source>
        <translation>Die Datei %1 enthält kein Zertifikat. Hexkeeper braucht eines im PEM-Format, ein Text, der mit „-----BEGIN CERTIFICATE-----“ beginnt.</translation>
    </message>
    <message>
        <source>Hexkeeper could not make the folder %1 for its certificate.</source>
        <translation>Hexkeeper konnte den Ordner %1 für sein Zertifikat nicht anlegen.</translation>
    </message>
    <message>
        <source>Hexkeeper could not make the folder %1 private to you.</source>
        <translation>Hexkeeper konnte den Ordner %1 nicht nur für dich zugänglich machen.</translation>
    </message>
    <message>
        <source>Hexkeeper could not write %1: %2</source>
        <translation>Hexkeeper konnte %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>Hexkeeper could not make a certificate for the secure players&apos; server. The encryption library it uses (OpenSSL) said: %1</source>
        <translation>Hexkeeper konnte kein Zertifikat für den sicheren Spielerserver erstellen. Die verwendete Verschlüsselungsbibliothek (OpenSSL) meldete: %1</translation>
    </message>
    <message>
        <source>Yzor spends his evenings in Aronnen&apos;s library, looking for the name of the bribed proctor.</source>
        <translation>Yzor verbringt seine Abende in Aronnens Bibliothek und sucht nach dem Namen des bestochenen Aufsehers.</translation>
    </message>
    <message>
        <source>Tamsin</source>
        <translation>Tamsin</translation>
    </message>
    <message>
        <source>Krait&apos;s cousin, a caravan guard who wants to see the arena.</source>
        <translation>Kraits Cousine, eine Karawanenwächterin, die die Arena sehen will.</translation>
    </message>
    <message>
        <source>give one of --json-file FILE, --statblock FILE (- reads standard input) or --foundry FILE…</source>
        <translation>gib eines davon an: --json-file DATEI, --statblock DATEI (- liest die Standardeingabe) oder --foundry DATEI…</translation>
    </message>
    <message>
        <source>--format is json or foundry, not “%1”</source>
        <translation>--format ist json oder foundry, nicht „%1“</translation>
    </message>
    <message>
        <source>Foundry VTT actors of the Fantasy Trip system (JSON files from its Export Data; more files may follow the campaign FILE).</source>
        <translation>Foundry-VTT-Akteure des Systems Fantasy Trip (JSON-Dateien aus dessen „Export Data“; nach der Kampagnendatei DATEI dürfen weitere Dateien folgen).</translation>
    </message>
    <message>
        <source>Export characters as a Hexkeeper character file (JSON), as stat-block text, or as Foundry VTT actors.</source>
        <translation>Exportiert Figuren als Hexkeeper-Figurendatei (JSON), als Wertebeschreibungstext oder als Foundry-VTT-Akteure.</translation>
    </message>
    <message>
        <source>json (the default) or foundry: one Foundry VTT actor file per character.</source>
        <translation>json (die Vorgabe) oder foundry: eine Foundry-VTT-Akteursdatei je Figur.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>With --format foundry: the folder the actor files go into (default: the current folder).</source>
        <translation>Mit --format foundry: der Ordner für die Akteursdateien (Vorgabe: der aktuelle Ordner).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>ORDNER</translation>
    </message>
    <message>
        <source>Show the party purse on the players&apos; pages, or stop (off by default); without on or off, say which.</source>
        <translation>Die Gruppenkasse auf den Spielerseiten zeigen oder nicht mehr zeigen (standardmäßig aus); ohne on oder off wird angezeigt, was gilt.</translation>
    </message>
    <message>
        <source>book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>book, completed by Hexkeeper</source>
        <translation>Buch, von Hexkeeper ergänzt</translation>
    </message>
    <message>
        <source>Hexkeeper&apos;s own</source>
        <translation>von Hexkeeper</translation>
    </message>
    <message>
        <source>this campaign</source>
        <translation>diese Kampagne</translation>
    </message>
    <message>
        <source>  %1 ×%2 · %3 · %4 · %5</source>
        <translation>  %1 ×%2 · %3 · %4 · %5</translation>
    </message>
    <message>
        <source>no school</source>
        <translation>keine Schule</translation>
    </message>
    <message>
        <source>no type</source>
        <translation>kein Typ</translation>
    </message>
    <message>
        <source>Starter deck %1. Cards dealt by school: %2.</source>
        <translation>Startstapel %1. Ausgeteilte Karten je Schule: %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The card list is in %1.</source>
        <translation>Die Kartenliste steht in %1.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added or changed.</source>
        <translation>
            <numerusform>%n Karte hinzugefügt oder geändert.</numerusform>
            <numerusform>%n Karten hinzugefügt oder geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say on or off.</source>
        <translation>Sag on oder off.</translation>
    </message>
    <message>
        <source>The starter deck is on.</source>
        <translation>Der Startstapel ist an.</translation>
    </message>
    <message>
        <source>The starter deck is off: only the cards you typed in are dealt.</source>
        <translation>Der Startstapel ist aus: nur die Karten, die du eingegeben hast, werden ausgeteilt.</translation>
    </message>
    <message>
        <source>List the Magic deck&apos;s cards: copies, school, type, where each comes from.</source>
        <translation>Listet die Karten des Magiestapels auf: Exemplare, Schule, Typ und woher jede Karte stammt.</translation>
    </message>
    <message>
        <source>Write the card list as CSV, to a file or the screen.</source>
        <translation>Schreibt die Kartenliste als CSV in eine Datei oder auf den Bildschirm.</translation>
    </message>
    <message>
        <source>Add or change the cards of a CSV card list, as one step; a bad row refuses the whole file.</source>
        <translation>Fügt die Karten einer CSV-Kartenliste hinzu oder ändert sie, als ein Schritt; bei einer fehlerhaften Zeile wird die ganze Datei abgelehnt.</translation>
    </message>
    <message>
        <source>Switch Hexkeeper&apos;s starter deck on or off.</source>
        <translation>Schaltet den Startstapel von Hexkeeper ein oder aus.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 is unconscious.</source>
        <translation>%1 ist bewusstlos.</translation>
    </message>
    <message>
        <source>%1 is back on their feet.</source>
        <translation>%1 steht wieder auf den Beinen.</translation>
    </message>
    <message>
        <source>%1 comes round, still on the ground.</source>
        <translation>%1 kommt zu sich, liegt aber noch am Boden.</translation>
    </message>
    <message>
        <source>Weeks: %1</source>
        <translation>Wochen: %1</translation>
    </message>
    <message>
        <source>alchemy</source>
        <translation>Alchemie</translation>
    </message>
    <message>
        <source>chemistry</source>
        <translation>Chemie</translation>
    </message>
    <message>
        <source>making magic items</source>
        <translation>die Herstellung magischer Gegenstände</translation>
    </message>
    <message>
        <source>spell research</source>
        <translation>Zauberforschung</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <source>Days: %1</source>
        <translation>Tage: %1</translation>
    </message>
    <message>
        <source>Fee: %1</source>
        <translation>Gebühr: %1</translation>
    </message>
    <message>
        <source>No fee.</source>
        <translation>Keine Gebühr.</translation>
    </message>
    <message>
        <source>%1 a week goes to the teacher, week by week.</source>
        <translation>%1 pro Woche gehen an den Lehrer, Woche für Woche.</translation>
    </message>
    <message>
        <source>Full time: nothing else meanwhile.</source>
        <translation>Vollzeit: nichts anderes nebenher.</translation>
    </message>
    <message>
        <source>DX %1 with the spell for %2 days afterwards.</source>
        <translation>Danach %2 Tage lang DX %1 mit dem Zauber.</translation>
    </message>
    <message>
        <source>fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rolled against DX %1.</source>
        <translation>Wurf gegen DX %1.</translation>
    </message>
    <message>
        <source>Ingredients: %1 special and %2 common; %3 to pay now.</source>
        <translation>Zutaten: %1 besondere und %2 gewöhnliche; %3 jetzt zu zahlen.</translation>
    </message>
    <message>
        <source>A laboratory for %1.</source>
        <translation>Ein Labor für %1.</translation>
    </message>
    <message>
        <source>The book of instructions: %1 pages.</source>
        <translation>Das Anleitungsbuch: %1 Seiten.</translation>
    </message>
    <message>
        <source>special ingredients</source>
        <translation>besondere Zutaten</translation>
    </message>
    <message>
        <source>common ingredients</source>
        <translation>gewöhnliche Zutaten</translation>
    </message>
    <message>
        <source>to pay now</source>
        <translation>jetzt zu zahlen</translation>
    </message>
    <message>
        <source>Weeks of work: %1; on the calendar: %2.</source>
        <translation>Arbeitswochen: %1; im Kalender: %2.</translation>
    </message>
    <message>
        <source>Wizards: %1 needed, %2 working.</source>
        <translation>Zauberer: %1 nötig, %2 arbeiten mit.</translation>
    </message>
    <message>
        <source>ST a day for each wizard: %1; apprentices: %2.</source>
        <translation>ST pro Tag für jeden Zauberer: %1; Lehrlinge: %2.</translation>
    </message>
    <message>
        <source>The item will be worth %1.</source>
        <translation>Der Gegenstand wird %1 wert sein.</translation>
    </message>
    <message>
        <source>The spell %1.</source>
        <translation>Der Zauber %1.</translation>
    </message>
    <message>
        <source>IQ %1 or more.</source>
        <translation>IQ %1 oder mehr.</translation>
    </message>
    <message>
        <source>A laboratory for %1, attuned to you.</source>
        <translation>Ein Labor für %1, auf dich eingestimmt.</translation>
    </message>
    <message>
        <source>Each week: %1 × %2.</source>
        <translation>Jede Woche: %1 × %2.</translation>
    </message>
    <message>
        <source>busiest week</source>
        <translation>teuerste Woche</translation>
    </message>
    <message>
        <source>in all, if every roll is made</source>
        <translation>insgesamt, wenn jeder Wurf gelingt</translation>
    </message>
    <message>
        <source>value added</source>
        <translation>Wertzuwachs</translation>
    </message>
    <message>
        <source>The GM decides how many good weeks it takes, and keeps it to himself.</source>
        <translation>Die SL entscheidet, wie viele gute Wochen es braucht, und behält es für sich.</translation>
    </message>
    <message>
        <source>Good weeks needed: %1.</source>
        <translation>Nötige gute Wochen: %1.</translation>
    </message>
    <message>
        <source>Each week: %1 dice against IQ %2.</source>
        <translation>Jede Woche: %1 Würfel gegen IQ %2.</translation>
    </message>
    <message>
        <source>Materials: %1 before each week.</source>
        <translation>Material: %1 vor jeder Woche.</translation>
    </message>
    <message>
        <source>Experiments: %1 a week.</source>
        <translation>Experimente: %1 pro Woche.</translation>
    </message>
    <message>
        <source>materials each week</source>
        <translation>Material pro Woche</translation>
    </message>
    <message>
        <source>%1, worth %2, in a %3</source>
        <translation>%1, Wert %2, Ort: %3</translation>
    </message>
    <message>
        <source>Each week: %1 dice against IQ %2, until it is found.</source>
        <translation>Jede Woche: %1 Würfel gegen IQ %2, bis der Gegenstand gefunden ist.</translation>
    </message>
    <message>
        <source>Full time: a better roll, nothing else meanwhile.</source>
        <translation>Vollzeit: ein besserer Wurf, nichts anderes nebenher.</translation>
    </message>
    <message>
        <source>Beside other work.</source>
        <translation>Neben anderer Arbeit.</translation>
    </message>
    <message>
        <source>The price is the seller&apos;s, paid when you buy what was found.</source>
        <translation>Den Preis bestimmt der Verkäufer; bezahlt wird, wenn du das Gefundene kaufst.</translation>
    </message>
    <message>
        <source>fair price</source>
        <translation>marktüblicher Preis</translation>
    </message>
    <message>
        <source>other work</source>
        <translation>andere Arbeit</translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Paid %1 from the party purse: %2.</source>
        <translation>%1 aus der Gruppenkasse bezahlt: %2.</translation>
    </message>
    <message>
        <source>Paid %1 from %2&apos;s purse: %3.</source>
        <translation>%1 aus der Kasse von %2 bezahlt: %3.</translation>
    </message>
    <message>
        <source>The party purse received %1: %2.</source>
        <translation>Die Gruppenkasse hat %1 erhalten: %2.</translation>
    </message>
    <message>
        <source>%1 received %2: %3.</source>
        <translation>%1 hat %2 erhalten: %3.</translation>
    </message>
    <message>
        <source>%1 needs ST %2 (the GM&apos;s list); %3 has ST %4.</source>
        <translation>%1 erfordert ST %2 (Liste des SL); %3 hat ST %4.</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Beitritt</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Vergabe</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>dice mode must be &apos;seeded&apos; or &apos;table&apos;</source>
        <translation>die Würfelart muss &apos;seeded&apos; oder &apos;table&apos; sein</translation>
    </message>
    <message>
        <source>Print the stat block only; --statblock foundry prints it in the shape Foundry VTT&apos;s Fantasy Trip system imports.</source>
        <translation>Nur den Wertblock ausgeben; --statblock foundry gibt ihn in der Form aus, die das Fantasy-Trip-System von Foundry VTT einliest.</translation>
    </message>
    <message>
        <source>Write stat-block text instead of JSON; --statblock foundry writes the shape Foundry VTT&apos;s Fantasy Trip system imports.</source>
        <translation>Wertblock-Text statt JSON schreiben; --statblock foundry schreibt die Form, die das Fantasy-Trip-System von Foundry VTT einliest.</translation>
    </message>
    <message>
        <source>--attribute takes st, dx or iq.</source>
        <translation>--attribute nimmt st, dx oder iq.</translation>
    </message>
    <message>
        <source>Aid: the attribute it raises (st, dx or iq).</source>
        <translation>Hilfe: das Attribut, das sie erhöht (st, dx oder iq).</translation>
    </message>
    <message>
        <source>Teleport: the way the caster faces where it lands (0–5 or N, NE, SE, S, SW, NW).</source>
        <translation>Teleport: die Richtung, in die der Zaubernde beim Ankommen blickt (0–5 oder N, NE, SE, S, SW, NW).</translation>
    </message>
    <message>
        <source>Darkness: the hexes it darkens, separated by spaces; its range reaches the farthest.</source>
        <translation>Dunkelheit: die Felder, die sie verdunkelt, durch Leerzeichen getrennt; ihre Reichweite geht bis zum entferntesten.</translation>
    </message>
    <message>
        <source>HEXES</source>
        <translation>FELDER</translation>
    </message>
    <message>
        <source>No portals stand on this board.</source>
        <translation>Auf diesem Spielbrett stehen keine Portale.</translation>
    </message>
    <message>
        <source>%1 ⇄ %2</source>
        <translation>%1 ⇄ %2</translation>
    </message>
    <message>
        <source>Give --add or --remove, not both.</source>
        <translation>Gib --add oder --remove an, nicht beides.</translation>
    </message>
    <message>
        <source>--add joins two board edges, like A3:W=H3:E</source>
        <translation>--add verbindet zwei Brettkanten, etwa A3:W=H3:E</translation>
    </message>
    <message>
        <source>--remove names one end of a pair, like A3:W</source>
        <translation>--remove nennt ein Ende eines Paars, etwa A3:W</translation>
    </message>
    <message>
        <source>List the game&apos;s portal pairs, or add or remove one where the players stood the markers.</source>
        <translation>Die Portalpaare der Partie auflisten, oder eines hinzufügen oder entfernen, wo die Spieler die Marker aufgestellt haben.</translation>
    </message>
    <message>
        <source>A pair of portals joining two open board edges, like A3:W=H3:E.</source>
        <translation>Ein Portalpaar, das zwei offene Brettkanten verbindet, etwa A3:W=H3:E.</translation>
    </message>
    <message>
        <source>One end of the pair to take away, like A3:W.</source>
        <translation>Ein Ende des Paars, das entfernt wird, etwa A3:W.</translation>
    </message>
    <message>
        <source>Roll a random direction for a card that calls for one; the log says which way.</source>
        <translation>Eine zufällige Richtung für eine Karte würfeln, die eine verlangt; das Protokoll nennt die Richtung.</translation>
    </message>
    <message>
        <source>The card that calls for the random direction.</source>
        <translation>Die Karte, die die zufällige Richtung verlangt.</translation>
    </message>
    <message>
        <source>A player&apos;s group is 1 or 2, like --player Ann:red:1</source>
        <translation>Die Gruppe eines Spielers ist 1 oder 2, etwa --player Ann:red:1</translation>
    </message>
    <message>
        <source>A player, his colour (red, blue, green, yellow) and, with the Custom Spellbook, his group (1 or 2).</source>
        <translation>Ein Spieler, seine Farbe (red, blue, green, yellow) und, mit dem eigenen Zauberbuch, seine Gruppe (1 oder 2).</translation>
    </message>
    <message>
        <source>The Custom Spellbook rule: two groups, each with its own deck.</source>
        <translation>Die Regel Eigenes Zauberbuch: zwei Gruppen, jede mit ihrem eigenen Stapel.</translation>
    </message>
    <message>
        <source>With the Custom Spellbook: the second group&apos;s three schools besides Black Cantrip.</source>
        <translation>Mit dem eigenen Zauberbuch: die drei Schulen der zweiten Gruppe neben Black Cantrip.</translation>
    </message>
    <message>
        <source>An image can do no harm; it can only bluff.</source>
        <translation>Ein Abbild kann keinen Schaden anrichten; es kann nur bluffen.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same side.</source>
        <translation>%1 und %2 stehen auf derselben Seite.</translation>
    </message>
    <message>
        <source>%1 is on the battle-magic list, but the tracker plays spells by the book in play, which has no %1: the GM resolves it by hand (log the roll with the dice, and adjust ST).</source>
        <translation>%1 steht auf der Kampfmagie-Liste, aber der Tracker spielt Zauber nach dem verwendeten Buch, das kein %1 kennt: Der SL handelt es von Hand ab (Wurf mit den Würfeln protokollieren und ST anpassen).</translation>
    </message>
    <message>
        <source>%1 does not know %2.</source>
        <translation>%1 kennt %2 nicht.</translation>
    </message>
    <message>
        <source>Courtesy rule: %1 may not open the fight with a %2 spell.</source>
        <translation>Höflichkeitsregel: %1 darf den Kampf nicht mit einem Zauber vom Typ %2 eröffnen.</translation>
    </message>
    <message>
        <source>%1 is barred in practice combat.</source>
        <translation>%1 ist im Übungskampf verboten.</translation>
    </message>
    <message>
        <source>Put at least %1 ST into %2.</source>
        <translation>Stecke mindestens %1 ST in %2.</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>%1 has %2 ST: %3 costs %4, which would leave too little.</source>
        <translation>%1 hat %2 ST: %3 kostet %4, das ließe zu wenig übrig.</translation>
    </message>
    <message>
        <source>Say where %1 goes: a target figure or a hex.</source>
        <translation>Sag, wohin %1 geht: eine Zielfigur oder ein Feld.</translation>
    </message>
    <message>
        <source>%1 is out of reach: without megahexes, creations appear within %2 hexes of the caster.</source>
        <translation>%1 ist außer Reichweite: Ohne Megahexfelder erscheinen Schöpfungen höchstens %2 Felder vom Zaubernden entfernt.</translation>
    </message>
    <message>
        <source>%1 is out of reach: creations appear in the caster&apos;s megahex or the next.</source>
        <translation>%1 ist außer Reichweite: Schöpfungen erscheinen im Megahex des Zaubernden oder im nächsten.</translation>
    </message>
    <message>
        <source>Say what the %1 looks like (a bestiary creature).</source>
        <translation>Sag, wie %1 aussieht (eine Kreatur aus dem Bestiarium).</translation>
    </message>
    <message>
        <source>%1 is fighting hand-to-hand: it may cast only on itself or its foe there.</source>
        <translation>%1 ist im Handgemenge: es darf nur auf sich selbst oder seinen Gegner dort zaubern.</translation>
    </message>
    <message>
        <source>%1 casts a spell.</source>
        <translation>%1 wirkt einen Zauber.</translation>
    </message>
    <message>
        <source>%1 casts %2 on %3, a secret protection.</source>
        <translation>%1 wirkt %2 auf %3, einen geheimen Schutz.</translation>
    </message>
    <message>
        <source>%1 casts a creation spell at %2.</source>
        <translation>%1 wirkt einen Erschaffungszauber auf %2.</translation>
    </message>
    <message>
        <source>%1 casts %2 at %3.</source>
        <translation>%1 wirkt %2 auf %3.</translation>
    </message>
    <message>
        <source>Rolled %1 against %2: it works.</source>
        <translation>%1 gegen %2 gewürfelt: er wirkt.</translation>
    </message>
    <message>
        <source>Rolled %1 against %2: it fails.</source>
        <translation>%1 gegen %2 gewürfelt: er misslingt.</translation>
    </message>
    <message>
        <source>%1&apos;s spell fails.</source>
        <translation>Der Zauber von %1 misslingt.</translation>
    </message>
    <message>
        <source>resists %1</source>
        <translation>widersteht %1</translation>
    </message>
    <message>
        <source>%1 fails the saving roll (%2 against IQ %3).</source>
        <translation>%1 verfehlt den Rettungswurf (%2 gegen IQ %3).</translation>
    </message>
    <message>
        <source>%1 makes the saving roll (%2 against IQ %3) and shrugs it off.</source>
        <translation>%1 schafft den Rettungswurf (%2 gegen IQ %3) und schüttelt ihn ab.</translation>
    </message>
    <message>
        <source>%1 works at %2: the GM rules on its effect.</source>
        <translation>%1 wirkt bei %2: der SL entscheidet über die Wirkung.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to move, not %2&apos;s.</source>
        <translation>%1 bewegt sich jetzt, nicht %2.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>It is side %1&apos;s turn to move, not %2&apos;s.</source>
        <translation>Seite %1 bewegt sich jetzt, nicht %2.</translation>
    </message>
    <message>
        <source>%1 cannot move.</source>
        <translation>%1 kann sich nicht bewegen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 may move %n more hex(es) with this option; %2 is %3 away.</source>
        <translation>
            <numerusform>%1 kann sich mit dieser Option noch %n Feld bewegen; %2 ist %3 entfernt.</numerusform>
            <numerusform>%1 kann sich mit dieser Option noch %n Felder bewegen; %2 ist %3 entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is engaged with %2 and must stay next to it when shifting; choose disengage to step away.</source>
        <translation>%1 ist mit %2 gebunden und muss beim Verschieben daneben bleiben; wähle Lösen, um wegzutreten.</translation>
    </message>
    <message>
        <source>%1 became engaged and had to stop there.</source>
        <translation>%1 wurde gebunden und musste dort anhalten.</translation>
    </message>
    <message>
        <source>%1 becomes engaged at %2 and must stop there.</source>
        <translation>%1 wird bei %2 gebunden und muss dort anhalten.</translation>
    </message>
    <message>
        <source>%1 will not go into fire (IQ %2, below %3).</source>
        <translation>%1 geht nicht ins Feuer (IQ %2, unter %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %n hex(es) to %2.</source>
        <translation>
            <numerusform>%1 bewegt sich %n Feld nach %2.</numerusform>
            <numerusform>%1 bewegt sich %n Felder nach %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s ST goes back to %2.</source>
        <translation>Die ST von %1 geht auf %2 zurück.</translation>
    </message>
    <message>
        <source>%1 falls unconscious again.</source>
        <translation>%1 wird wieder bewusstlos.</translation>
    </message>
    <message>
        <source>%1 straightens up, weapon ready.</source>
        <translation>%1 richtet sich auf, die Waffe bereit.</translation>
    </message>
    <message>
        <source>Stops %1 from the front, %2 from the sides, %3 from behind.</source>
        <translation>Hält %1 von vorn ab, %2 von den Seiten, %3 von hinten.</translation>
    </message>
    <message>
        <source>%1 damage on hits with thrown and missile weapons</source>
        <translation>%1 Schaden bei Treffern mit Wurf- und Schusswaffen</translation>
    </message>
    <message>
        <source>%1 damage on missile spell hits (the GM adds it)</source>
        <translation>%1 Schaden bei Treffern mit Geschosszaubern (der SL rechnet ihn hinzu)</translation>
    </message>
    <message>
        <source>%1 DX for larger foes striking at this figure</source>
        <translation>%1 DX für größere Gegner, die diese Figur angreifen</translation>
    </message>
    <message numerus="yes">
        <source>%1 ST every %n turn(s)</source>
        <translation>
            <numerusform>%1 ST jede Runde</numerusform>
            <numerusform>%1 ST alle %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::AboutDialog</name>
    <message>
        <source>About Hexkeeper</source>
        <translation>Über Hexkeeper</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Hexkeeper %1&lt;/h2&gt;&lt;p&gt;A game-master tool for Fantasy-Trip-style games. Built with Qt %2.&lt;/p&gt;&lt;p&gt;The rules come from the books listed below. Hexkeeper carries over their facts — names, numbers, costs and tables — and describes everything in its own words. Each entry in the rules library names the line of the book it comes from.&lt;/p&gt;&lt;h3&gt;Sources&lt;/h3&gt;</source>
        <translation>&lt;h2&gt;Hexkeeper %1&lt;/h2&gt;&lt;p&gt;Ein Spielleiter-Werkzeug für Spiele im Stil von The Fantasy Trip. Erstellt mit Qt %2.&lt;/p&gt;&lt;p&gt;Die Regeln stammen aus den unten aufgeführten Büchern. Hexkeeper übernimmt ihre Fakten — Namen, Zahlen, Kosten und Tabellen — und beschreibt alles mit eigenen Worten. Jeder Eintrag in der Regelbibliothek nennt die Zeile des Buchs, aus der er stammt.&lt;/p&gt;&lt;h3&gt;Quellen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>option pack</source>
        <translation>Zusatzpaket</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>Regelwerk</translation>
    </message>
</context>
<context>
    <name>hk::AcquireLabDialog</name>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Buy a laboratory</source>
        <translation>Labor kaufen</translation>
    </message>
    <message>
        <source>Assemble a laboratory</source>
        <translation>Labor einrichten</translation>
    </message>
    <message>
        <source>Rent a laboratory</source>
        <translation>Labor mieten</translation>
    </message>
    <message>
        <source>Record a laboratory already held</source>
        <translation>Bereits vorhandenes Labor eintragen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>Besitzer:</translation>
    </message>
    <message>
        <source>Paid by:</source>
        <translation>Bezahlt von:</translation>
    </message>
    <message>
        <source>Price %1.</source>
        <translation>Preis %1.</translation>
    </message>
    <message>
        <source>Costs %1; ready in %2 days.</source>
        <translation>Kostet %1; fertig in %2 Tagen.</translation>
    </message>
    <message>
        <source>The rules give no way to assemble this by hand.</source>
        <translation>Die Regeln sehen nicht vor, dies von Hand einzurichten.</translation>
    </message>
    <message>
        <source>Rent %1 and supplies %2 a week; the first week is paid now.</source>
        <translation>Miete %1 und Material %2 pro Woche; die erste Woche wird jetzt bezahlt.</translation>
    </message>
    <message>
        <source>The rules give no rent for this.</source>
        <translation>Die Regeln nennen hierfür keine Miete.</translation>
    </message>
    <message>
        <source>Upkeep %1 a week.</source>
        <translation>Unterhalt %1 pro Woche.</translation>
    </message>
    <message>
        <source>Attuned to one wizard only.</source>
        <translation>Nur auf einen Zauberer eingestimmt.</translation>
    </message>
    <message>
        <source>Each wizard attunes it before working in it.</source>
        <translation>Jeder Zauberer stimmt es ein, bevor er darin arbeitet.</translation>
    </message>
    <message>
        <source>casting spells from a book</source>
        <translation>Zaubern aus einem Buch</translation>
    </message>
    <message>
        <source>alchemy</source>
        <translation>Alchemie</translation>
    </message>
    <message>
        <source>chemists&apos; potions</source>
        <translation>Tränke der Chemiker</translation>
    </message>
    <message>
        <source>making magic items</source>
        <translation>Herstellen magischer Gegenstände</translation>
    </message>
    <message>
        <source>spell research</source>
        <translation>Zauberforschung</translation>
    </message>
    <message>
        <source>magic-item research</source>
        <translation>Forschung an magischen Gegenständen</translation>
    </message>
    <message>
        <source>Good for: %1.</source>
        <translation>Geeignet für: %1.</translation>
    </message>
    <message>
        <source>It cannot brew alchemists&apos; (magic) potions.</source>
        <translation>Magische Tränke der Alchemisten lassen sich darin nicht brauen.</translation>
    </message>
</context>
<context>
    <name>hk::ActivityControl</name>
    <message>
        <source>“%1” is not under way (%2), so it cannot be set aside.</source>
        <translation>„%1“ läuft nicht (%2) und kann daher nicht zurückgestellt werden.</translation>
    </message>
    <message>
        <source>Set aside %1</source>
        <translation>%1 zurückstellen</translation>
    </message>
    <message>
        <source>“%1” is not halted (%2), so there is nothing to resume.</source>
        <translation>„%1“ ist nicht angehalten (%2), es gibt also nichts fortzusetzen.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 fortsetzen</translation>
    </message>
    <message>
        <source>“%1” has already ended (%2).</source>
        <translation>„%1“ ist bereits beendet (%2).</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>%1 abbrechen</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Zurückstellen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>There is no activity with id %1.</source>
        <translation>Es gibt keine Tätigkeit mit der Nummer %1.</translation>
    </message>
    <message>
        <source>“%1” cannot go on: %2 is no longer the party&apos;s (its rental lapsed or it was given up). Move the research to another laboratory first, or cancel it.</source>
        <translation>„%1“ kann nicht weitergehen: %2 gehört nicht mehr der Gruppe (die Miete ist erloschen, oder es wurde aufgegeben). Verlege die Forschung zuerst in ein anderes Labor oder brich sie ab.</translation>
    </message>
    <message>
        <source>“%1” cannot go on: %2 is no longer the party&apos;s (its rental lapsed or it was given up). Cancel it, then rent or buy a laboratory and start the work again.</source>
        <translation>„%1“ kann nicht weitergehen: %2 gehört nicht mehr der Gruppe (die Miete ist erloschen, oder es wurde aufgegeben). Brich die Arbeit ab, miete oder kaufe dann ein Labor und beginne sie neu.</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of downtime work could no longer be resolved and were halted when this file was brought up to date. The event log says which; resume or cancel each one.</source>
        <translation>
            <numerusform>%n Arbeit der Auszeit ließ sich nicht mehr abwickeln und wurde angehalten, als diese Datei aktualisiert wurde. Das Ereignisprotokoll nennt sie; setze sie fort oder brich sie ab.</numerusform>
            <numerusform>%n Arbeiten der Auszeit ließen sich nicht mehr abwickeln und wurden angehalten, als diese Datei aktualisiert wurde. Das Ereignisprotokoll nennt sie; setze jede fort oder brich sie ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>halted</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>ingredients</source>
        <translation>Zutaten</translation>
    </message>
    <message>
        <source>lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>attuned</source>
        <translation>eingestimmt</translation>
    </message>
    <message>
        <source>exploded</source>
        <translation>explodiert</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>kept secret</source>
        <translation>geheim gehalten</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>aufgedeckt</translation>
    </message>
    <message>
        <source>made</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>ruined</source>
        <translation>verdorben</translation>
    </message>
    <message>
        <source>worked</source>
        <translation>gearbeitet</translation>
    </message>
    <message>
        <source>lead died</source>
        <translation>Leitung gestorben</translation>
    </message>
</context>
<context>
    <name>hk::ActivityModel</name>
    <message>
        <source>under way</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done %1</source>
        <translation>fertig %1</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Ab</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>halted: no money</source>
        <translation>angehalten: kein Geld</translation>
    </message>
</context>
<context>
    <name>hk::ActivityRepository</name>
    <message>
        <source>There is no activity with id %1.</source>
        <translation>Es gibt keine Tätigkeit mit der Nummer %1.</translation>
    </message>
    <message>
        <source>An activity read without its history cannot be added again.</source>
        <translation>Eine ohne ihren Verlauf gelesene Tätigkeit kann nicht noch einmal angelegt werden.</translation>
    </message>
</context>
<context>
    <name>hk::AddCharactersDialog</name>
    <message>
        <source>Add characters</source>
        <translation>Figuren hinzufügen</translation>
    </message>
    <message>
        <source>Tick the roster characters who take part:</source>
        <translation>Kreuze die Figuren der Liste an, die teilnehmen:</translation>
    </message>
    <message>
        <source>%1 — ST %2 of %3, DX %4, IQ %5</source>
        <translation>%1 — ST %2 von %3, DX %4, IQ %5</translation>
    </message>
    <message>
        <source>No ST left to fight with.</source>
        <translation>Keine ST mehr zum Kämpfen.</translation>
    </message>
    <message>
        <source>Everyone on the roster is already in this encounter.</source>
        <translation>Alle Figuren der Liste sind schon in dieser Begegnung.</translation>
    </message>
</context>
<context>
    <name>hk::AddCreaturesDialog</name>
    <message>
        <source>Add creatures</source>
        <translation>Kreaturen hinzufügen</translation>
    </message>
    <message>
        <source>Creature:</source>
        <translation>Kreatur:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Wie viele:</translation>
    </message>
    <message>
        <source>ST %1, DX %2, IQ %3, MA %4</source>
        <translation>ST %1, DX %2, IQ %3, MA %4</translation>
    </message>
    <message>
        <source>attack %1</source>
        <translation>Angriff %1</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 Felder</translation>
    </message>
    <message numerus="yes">
        <source>stops %n hit(s)</source>
        <translation>
            <numerusform>hält %n Treffer ab</numerusform>
            <numerusform>hält %n Treffer ab</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::AddTeamDialog</name>
    <message>
        <source>Add a team</source>
        <translation>Ein Team hinzufügen</translation>
    </message>
    <message>
        <source>Team (party):</source>
        <translation>Team (Gruppe):</translation>
    </message>
    <message>
        <source>No character of the roster is in a party yet.</source>
        <translation>Noch keine Figur der Liste gehört zu einer Gruppe.</translation>
    </message>
    <message numerus="yes">
        <source>A legal team of %n figure(s).</source>
        <translation>
            <numerusform>Ein gültiges Team aus %n Figur.</numerusform>
            <numerusform>Ein gültiges Team aus %n Figuren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a legal team: it will be refused.</source>
        <translation>Kein gültiges Team: es wird abgelehnt.</translation>
    </message>
</context>
<context>
    <name>hk::AdvanceTime</name>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%1 an %2: %3</translation>
    </message>
    <message>
        <source>The calendar moved from %1 to %2.</source>
        <translation>Der Kalender ist von %1 auf %2 vorgerückt.</translation>
    </message>
    <message>
        <source>advance by 1 to %1 days</source>
        <translation>um 1 bis %1 Tage vorrücken</translation>
    </message>
    <message>
        <source>the advance was cancelled, nothing changed: %1</source>
        <translation>das Vorrücken wurde abgebrochen, nichts wurde verändert: %1</translation>
    </message>
    <message>
        <source>there is no advance of time to undo</source>
        <translation>es gibt kein Vorrücken der Zeit, das sich rückgängig machen ließe</translation>
    </message>
    <message>
        <source>there is no undone advance to redo</source>
        <translation>es gibt kein rückgängig gemachtes Vorrücken, das sich wiederholen ließe</translation>
    </message>
    <message numerus="yes">
        <source>Advance %n day(s)</source>
        <translation>
            <numerusform>%n Tag vorrücken</numerusform>
            <numerusform>%n Tage vorrücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Advance %n week(s)</source>
        <translation>
            <numerusform>%n Woche vorrücken</numerusform>
            <numerusform>%n Wochen vorrücken</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (undo later changes first, or use force to write over them)</source>
        <translation>%1 (erst die späteren Änderungen rückgängig machen oder mit force darüber schreiben)</translation>
    </message>
    <message>
        <source>the calendar ends on Day %1: Day %2 cannot move %3 day(s) on</source>
        <translation>der Kalender endet an Tag %1: Tag %2 kann nicht um %3 Tag(e) weiterrücken</translation>
    </message>
    <message>
        <source>stopped on %1 before the end; nothing changed</source>
        <translation>am %1 vor dem Ende angehalten; nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>hk::AdvanceTimeDialog</name>
    <message>
        <source>Advance Time</source>
        <translation>Zeit vorrücken</translation>
    </message>
    <message>
        <source>Moves the calendar forward and resolves every workshop week, potion batch, study, rent and recovery that falls due, in order. The whole advance can be undone.</source>
        <translation>Rückt den Kalender vor und erledigt der Reihe nach jede fällige Werkstattwoche, jeden Sud, jedes Lernen, jede Miete und jede Erholung. Das ganze Vorrücken lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>Wochen</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Advance by:</source>
        <translation>Vorrücken um:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>&amp;Advance</source>
        <translation>&amp;Vorrücken</translation>
    </message>
    <message>
        <source>%1  →  %2</source>
        <translation>%1  →  %2</translation>
    </message>
    <message>
        <source>Time did not advance: %1</source>
        <translation>Die Zeit ist nicht vorgerückt: %1</translation>
    </message>
    <message>
        <source>[GM only] %1</source>
        <translation>[nur SL] %1</translation>
    </message>
    <message>
        <source>Now %1</source>
        <translation>Jetzt %1</translation>
    </message>
    <message>
        <source>Stopped: time did not advance, and nothing changed.</source>
        <translation>Angehalten: Die Zeit ist nicht vorgerückt, und nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>hk::Alchemy</name>
    <message>
        <source>Choose a laboratory to brew in.</source>
        <translation>Wähle ein Labor zum Brauen.</translation>
    </message>
    <message>
        <source>There is no laboratory #%1.</source>
        <translation>Es gibt kein Labor #%1.</translation>
    </message>
    <message>
        <source>%1 is damaged (%2 to repair).</source>
        <translation>%1 ist beschädigt (%2 für die Reparatur).</translation>
    </message>
    <message>
        <source>%1 is not ready (%2).</source>
        <translation>%1 ist nicht bereit (%2).</translation>
    </message>
    <message>
        <source>%1 is a %2, which cannot serve for %3.</source>
        <translation>%1 ist vom Typ %2 und taugt nicht für %3.</translation>
    </message>
    <message>
        <source>%1 is not attuned to the maker yet.</source>
        <translation>%1 ist noch nicht auf den Hersteller eingestimmt.</translation>
    </message>
    <message>
        <source>%1 is already in use; only one person can work in it in a week.</source>
        <translation>%1 ist schon belegt; nur eine Person kann pro Woche darin arbeiten.</translation>
    </message>
    <message>
        <source>The rules know no potion “%1”.</source>
        <translation>Die Regeln kennen keinen Trank „%1“.</translation>
    </message>
    <message>
        <source>A batch makes 1 to %1 doses.</source>
        <translation>Ein Sud ergibt 1 bis %1 Dosen.</translation>
    </message>
    <message>
        <source>Choose who brews the potion.</source>
        <translation>Wähle, wer den Trank braut.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>The GM must confirm that %1 is a trained %2.</source>
        <translation>Der SL muss bestätigen, dass %1 ein ausgebildeter %2 ist.</translation>
    </message>
    <message>
        <source>%1 is brewed by an %2, and an %2 is a wizard; %3 is not (the GM may allow it).</source>
        <translation>%1 wird von einem %2 gebraut, und ein %2 ist ein Zauberer; %3 ist keiner (der SL kann es erlauben).</translation>
    </message>
    <message>
        <source>%1 needs the book of instructions for %2 (%3 pages).</source>
        <translation>%1 braucht das Anleitungsbuch für %2 (%3 Seiten).</translation>
    </message>
    <message>
        <source>A faulty potion is one of: %1.</source>
        <translation>Ein fehlerhafter Trank ist eines von: %1.</translation>
    </message>
    <message>
        <source>%1 is already busy full time with “%2”; one potion a week at most.</source>
        <translation>%1 ist schon in Vollzeit mit „%2“ beschäftigt; höchstens ein Trank pro Woche.</translation>
    </message>
    <message>
        <source>The ingredients cost %1 and the purse holds %2.</source>
        <translation>Die Zutaten kosten %1, und die Börse enthält %2.</translation>
    </message>
    <message>
        <source>Cannot start the batch: %1</source>
        <translation>Der Sud kann nicht angesetzt werden: %1</translation>
    </message>
    <message>
        <source>Brew %1 × %2</source>
        <translation>%1 × %2 brauen</translation>
    </message>
    <message>
        <source>Ingredients: %1</source>
        <translation>Zutaten: %1</translation>
    </message>
    <message>
        <source>%1 starts to %2</source>
        <translation>%1 beginnt: %2</translation>
    </message>
    <message>
        <source>Start a batch</source>
        <translation>Sud ansetzen</translation>
    </message>
</context>
<context>
    <name>hk::AlchemyPanel</name>
    <message>
        <source>New batch…</source>
        <translation>Neuer Sud…</translation>
    </message>
    <message>
        <source>Show ended batches</source>
        <translation>Beendete Sude anzeigen</translation>
    </message>
    <message>
        <source>Batches</source>
        <translation>Sude</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Next roll</source>
        <translation>Nächster Wurf</translation>
    </message>
    <message>
        <source>Last week</source>
        <translation>Letzte Woche</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Potions on hand</source>
        <translation>Vorrätige Tränke</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Potion</source>
        <translation>Trank</translation>
    </message>
    <message>
        <source>Doses</source>
        <translation>Dosen</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Hergestellt</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Character:</source>
        <translation>Figur:</translation>
    </message>
    <message>
        <source>Doses / bombs:</source>
        <translation>Dosen / Bomben:</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Weitergeben</translation>
    </message>
    <message>
        <source>Examine</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <source>trained examiner</source>
        <translation>ausgebildeter Prüfer</translation>
    </message>
    <message>
        <source>Gas bomb</source>
        <translation>Gasbombe</translation>
    </message>
    <message>
        <source>The party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>halted (%1)</source>
        <translation>angehalten (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — faulty, GM only</source>
        <translation>%1 — fehlerhaft, nur SL</translation>
    </message>
    <message>
        <source>The players see only that the work goes on.</source>
        <translation>Die Spieler sehen nur, dass die Arbeit weitergeht.</translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation>%1 von %2 Wochen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>einwandfrei</translation>
    </message>
    <message>
        <source>faulty (%1), found</source>
        <translation>fehlerhaft (%1), entdeckt</translation>
    </message>
    <message>
        <source>faulty (%1) — GM only</source>
        <translation>fehlerhaft (%1) — nur SL</translation>
    </message>
    <message>
        <source>Players see this potion as sound until someone finds the fault or uses it.</source>
        <translation>Die Spieler sehen diesen Trank als einwandfrei, bis jemand den Fehler entdeckt oder ihn verwendet.</translation>
    </message>
    <message>
        <source>gas bomb</source>
        <translation>Gasbombe</translation>
    </message>
    <message>
        <source>dose</source>
        <translation>Dosis</translation>
    </message>
    <message>
        <source>Handed over.</source>
        <translation>Übergeben.</translation>
    </message>
    <message>
        <source>Gas bomb made.</source>
        <translation>Gasbombe hergestellt.</translation>
    </message>
    <message>
        <source>Alchemy</source>
        <translation>Alchemie</translation>
    </message>
</context>
<context>
    <name>hk::AlchemyResolver</name>
    <message>
        <source>rolled by the GM</source>
        <translation>vom SL gewürfelt</translation>
    </message>
    <message>
        <source>the maker is gone</source>
        <translation>der Hersteller ist fort</translation>
    </message>
    <message>
        <source>%1 stops: %2 is no longer in the roster.</source>
        <translation>%1 bricht ab: %2 ist nicht mehr in der Liste.</translation>
    </message>
    <message>
        <source>the rules no longer know this potion</source>
        <translation>die Regeln kennen diesen Trank nicht mehr</translation>
    </message>
    <message>
        <source>%1 cannot be used</source>
        <translation>%1 kann nicht benutzt werden</translation>
    </message>
    <message>
        <source>%1 is not attuned to %2</source>
        <translation>%1 ist nicht auf %2 eingestimmt</translation>
    </message>
    <message>
        <source>%1 halts: %2.</source>
        <translation>%1 ruht: %2.</translation>
    </message>
    <message>
        <source>brewing week %1: %2</source>
        <translation>Brauwoche %1: %2</translation>
    </message>
    <message>
        <source>batch and ingredients ruined</source>
        <translation>Sud und Zutaten verdorben</translation>
    </message>
    <message>
        <source>%1, week %2: the roll is missed (%3 against DX %4); the batch and its ingredients are ruined.</source>
        <translation>%1, Woche %2: der Wurf misslingt (%3 gegen DX %4); der Sud und seine Zutaten sind verdorben.</translation>
    </message>
    <message>
        <source>what is wrong with %1</source>
        <translation>was mit %1 nicht stimmt</translation>
    </message>
    <message>
        <source>faulty: %1</source>
        <translation>fehlerhaft: %1</translation>
    </message>
    <message>
        <source>%1, week %2: a %3 — the batch will be faulty (%4). Only the GM knows.</source>
        <translation>%1, Woche %2: eine %3 — der Sud wird fehlerhaft (%4). Nur der SL weiß es.</translation>
    </message>
    <message>
        <source>%1, week %2 of %3: the work goes on.</source>
        <translation>%1, Woche %2 von %3: die Arbeit geht weiter.</translation>
    </message>
    <message>
        <source>potion explosion: hits</source>
        <translation>Trankexplosion: Treffer</translation>
    </message>
    <message>
        <source>potion explosion: damage to the lab</source>
        <translation>Trankexplosion: Schaden am Labor</translation>
    </message>
    <message>
        <source>explosion: %1 hits to %2, %3 to %4</source>
        <translation>Explosion: %1 Treffer für %2, %3 für %4</translation>
    </message>
    <message>
        <source>%1 explodes! %2 takes %3 hits (ST now %4) and %5 suffers %6 of damage; it cannot be used until repaired. The batch is lost.</source>
        <translation>%1 explodiert! %2 erleidet %3 Treffer (ST jetzt %4), und %5 nimmt Schaden von %6; es kann bis zur Reparatur nicht benutzt werden. Der Sud ist verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is done: %n dose(s) of %2 are ready.</source>
        <translation>
            <numerusform>%1 ist fertig: %n Dosis %2 ist bereit.</numerusform>
            <numerusform>%1 ist fertig: %n Dosen %2 sind bereit.</numerusform>
        </translation>
    </message>
    <message>
        <source>GM only: the %1 from %2 is faulty (%3); potion stock #%4.</source>
        <translation>Nur SL: %1 aus %2 ist fehlerhaft (%3); Trankvorrat #%4.</translation>
    </message>
    <message>
        <source>%1, week %2: the roll is made (%3 against DX %4).</source>
        <translation>%1, Woche %2: der Wurf gelingt (%3 gegen DX %4).</translation>
    </message>
</context>
<context>
    <name>hk::AttackDialog</name>
    <message>
        <source>Any DX adjustment the tracker cannot see: the GM&apos;s call.</source>
        <translation>Jede DX-Anpassung, die der Tracker nicht sieht: Entscheidung des SL.</translation>
    </message>
    <message>
        <source>The two played against each other many times: both strike every turn with their usual weapon or attack until one is down. No spells, no friends, no moving — a guide, not a roll.</source>
        <translation>Die beiden werden viele Male gegeneinander gespielt: beide schlagen jede Runde mit ihrer üblichen Waffe oder ihrem üblichen Angriff zu, bis einer am Boden liegt. Keine Zauber, keine Freunde, keine Bewegung — ein Anhaltspunkt, kein Wurf.</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1 greift an</translation>
    </message>
    <message>
        <source>%1 (out of reach)</source>
        <translation>%1 (außer Reichweite)</translation>
    </message>
    <message>
        <source>usual: %1</source>
        <translation>üblich: %1</translation>
    </message>
    <message>
        <source>dice, e.g. 2d6-1</source>
        <translation>Würfel, z. B. 2d6-1</translation>
    </message>
    <message>
        <source>Leave empty for the figure&apos;s usual weapon or attack.</source>
        <translation>Leer lassen für die übliche Waffe oder den üblichen Angriff der Figur.</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <source>Extra DX:</source>
        <translation>Zusätzliche DX:</translation>
    </message>
    <message>
        <source>Roll to hit</source>
        <translation>Trefferwurf</translation>
    </message>
    <message>
        <source>Stand-up fight: %1 wins %2%, %3 %4% (%L5 simulated fights, blows only)</source>
        <translation>Schlagabtausch: %1 gewinnt %2%, %3 %4% (%L5 simulierte Kämpfe, nur Hiebe)</translation>
    </message>
    <message>
        <source>No enemy on the map to strike.</source>
        <translation>Kein Feind auf der Karte, der sich schlagen ließe.</translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation>Trefferchance</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>nothing in hand</source>
        <translation>nichts in der Hand</translation>
    </message>
    <message>
        <source>Throw it</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Hand-to-hand</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>Close with the target and fight hand-to-hand: weapons that are not small are dropped.</source>
        <translation>Mit dem Ziel ins Handgemenge gehen: Waffen, die nicht klein sind, werden fallen gelassen.</translation>
    </message>
    <message>
        <source>Damage added to the blow, each point taken off the DX to hit (STR above the weapon&apos;s minimum).</source>
        <translation>Schaden, der zum Hieb hinzukommt; jeder Punkt wird von der DX für den Trefferwurf abgezogen (STR über dem Minimum der Waffe).</translation>
    </message>
    <message>
        <source>Set against the charge</source>
        <translation>Gegen den Sturmangriff ansetzen</translation>
    </message>
    <message>
        <source>A pole arm set against the target&apos;s charge: double damage.</source>
        <translation>Eine Stangenwaffe gegen den Sturmangriff des Ziels angesetzt: doppelter Schaden.</translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation>Waffe:</translation>
    </message>
    <message>
        <source>Damage for to-hit:</source>
        <translation>Schaden für Trefferwurf:</translation>
    </message>
    <message>
        <source>Strike with the weapon</source>
        <translation>Mit der Waffe schlagen</translation>
    </message>
    <message>
        <source>Knock down: %1</source>
        <translation>Umwerfen: %1</translation>
    </message>
    <message>
        <source>A slam, a shield rush or a throw: no damage, but the target checks its STR or falls.</source>
        <translation>Rempler, Schildstoß oder Wurf: kein Schaden, aber das Ziel würfelt auf STR oder stürzt.</translation>
    </message>
    <message>
        <source>Blow:</source>
        <translation>Angriff:</translation>
    </message>
</context>
<context>
    <name>hk::AttuneLabDialog</name>
    <message>
        <source>Attune a laboratory</source>
        <translation>Labor einstimmen</translation>
    </message>
    <message>
        <source>Wizard:</source>
        <translation>Zauberer:</translation>
    </message>
    <message>
        <source>A week of the wizard&apos;s full time and 50 ST spent over it, then a roll against DX.</source>
        <translation>Eine volle Woche des Zauberers und 50 ST, über diese Woche verbraucht, dann ein Wurf gegen DX.</translation>
    </message>
    <message>
        <source>There is no wizard on the roster.</source>
        <translation>In der Liste gibt es keinen Zauberer.</translation>
    </message>
</context>
<context>
    <name>hk::AwardXpDialog</name>
    <message>
        <source>Award experience</source>
        <translation>Erfahrung vergeben</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Ticks every member of a party in one go.</source>
        <translation>Kreuzt alle Mitglieder einer Gruppe auf einmal an.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>ST %1, DX %2, IQ %3 · %4 EP unspent</source>
        <translation>ST %1, DX %2, IQ %3 · %4 EP unverbraucht</translation>
    </message>
    <message>
        <source>The active roster is empty.</source>
        <translation>Die aktive Liste ist leer.</translation>
    </message>
    <message>
        <source>Tick a whole party…</source>
        <translation>Ganze Gruppe ankreuzen…</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Nobody (clear the ticks)</source>
        <translation>Niemand (Haken entfernen)</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Vergabe</translation>
    </message>
    <message>
        <source>&amp;Fixed amount</source>
        <translation>&amp;Fester Betrag</translation>
    </message>
    <message>
        <source>&amp;Wizard combat award</source>
        <translation>&amp;Kampferfahrung nach Wizard</translation>
    </message>
    <message>
        <source> EP</source>
        <translation> EP</translation>
    </message>
    <message>
        <source>A negative amount is a penalty.</source>
        <translation>Ein negativer Betrag ist eine Strafe.</translation>
    </message>
    <message>
        <source>each (negative for a penalty)</source>
        <translation>für jeden (negativ für eine Strafe)</translation>
    </message>
    <message>
        <source>To the death</source>
        <translation>Auf Leben und Tod</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Defeated</source>
        <translation>Besiegt</translation>
    </message>
    <message>
        <source>Ran away unhurt</source>
        <translation>Unverletzt geflohen</translation>
    </message>
    <message>
        <source>Average of ST + DX + IQ over the figures of the ticked characters&apos; side; filled in from the ticked characters.</source>
        <translation>Durchschnitt von ST + DX + IQ über die Figuren auf der Seite der angekreuzten Figuren; wird aus den angekreuzten Figuren ausgefüllt.</translation>
    </message>
    <message>
        <source>Average of ST + DX + IQ over the figures they fought.</source>
        <translation>Durchschnitt von ST + DX + IQ über die Figuren, gegen die sie kämpften.</translation>
    </message>
    <message>
        <source>Combat:</source>
        <translation>Kampf:</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Ausgang:</translation>
    </message>
    <message>
        <source>Own side average:</source>
        <translation>Schnitt eigene Seite:</translation>
    </message>
    <message>
        <source>Enemy side average:</source>
        <translation>Schnitt Gegnerseite:</translation>
    </message>
    <message>
        <source>Proposed:</source>
        <translation>Vorschlag:</translation>
    </message>
    <message>
        <source>e.g. Survived the fight at the ford (goes into each ledger)</source>
        <translation>z. B. Den Kampf an der Furt überlebt (kommt in jedes Erfahrungsbuch)</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&amp;Award</source>
        <translation>&amp;Vergeben</translation>
    </message>
    <message>
        <source>%1 EP each</source>
        <translation>%1 EP für jeden</translation>
    </message>
    <message>
        <source>Tick at least one character.</source>
        <translation>Kreuze mindestens eine Figur an.</translation>
    </message>
    <message>
        <source>Type an amount other than 0.</source>
        <translation>Gib einen Betrag ungleich 0 ein.</translation>
    </message>
    <message>
        <source>This combat earns no experience.</source>
        <translation>Dieser Kampf bringt keine Erfahrung.</translation>
    </message>
    <message>
        <source>Say what the experience is for: the reason goes into each character&apos;s ledger.</source>
        <translation>Sag, wofür die Erfahrung ist: der Grund kommt in das Erfahrungsbuch jeder Figur.</translation>
    </message>
    <message numerus="yes">
        <source>Award %1 EP to %n character(s) in one step you can undo.</source>
        <translation>
            <numerusform>%1 EP an %n Figur vergeben, in einem Schritt, den du rückgängig machen kannst.</numerusform>
            <numerusform>%1 EP an %n Figuren vergeben, in einem Schritt, den du rückgängig machen kannst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experience not awarded</source>
        <translation>Erfahrung nicht vergeben</translation>
    </message>
    <message>
        <source>&amp;What happened (award table)</source>
        <translation>&amp;Was geschah (Vergabetabelle)</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>Book line %1.</source>
        <translation>Buchzeile %1.</translation>
    </message>
    <message>
        <source>Tick what happened on the adventure.</source>
        <translation>Kreuze an, was auf dem Abenteuer geschah.</translation>
    </message>
</context>
<context>
    <name>hk::BattleResult</name>
    <message numerus="yes">
        <source>%1: %2 of %n standing</source>
        <translation>
            <numerusform>%1: %2 von %n noch auf den Beinen</numerusform>
            <numerusform>%1: %2 von %n noch auf den Beinen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: the last team standing in a fight to the death.</source>
        <translation>%1 gewinnt: das letzte Team, das in einem Kampf auf Leben und Tod noch steht.</translation>
    </message>
    <message>
        <source>No winner yet: the battle goes on until one team is left standing.</source>
        <translation>Noch kein Sieger: die Schlacht geht weiter, bis nur ein Team noch steht.</translation>
    </message>
    <message>
        <source>No team is left standing: nobody wins.</source>
        <translation>Kein Team steht mehr: niemand gewinnt.</translation>
    </message>
</context>
<context>
    <name>hk::BestiaryDialog</name>
    <message>
        <source>Add from the bestiary</source>
        <translation>Aus dem Bestiarium hinzufügen</translation>
    </message>
    <message>
        <source>Find a creature…</source>
        <translation>Kreatur suchen…</translation>
    </message>
    <message>
        <source>STR %1, DEX %2, INT %3, MOV %4</source>
        <translation>STR %1, DEX %2, INT %3, MOV %4</translation>
    </message>
    <message>
        <source>ST %1, DX %2, IQ %3, MA %4</source>
        <translation>ST %1, DX %2, IQ %3, MA %4</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Kopien:</translation>
    </message>
    <message>
        <source>Add to roster</source>
        <translation>Zur Liste hinzufügen</translation>
    </message>
</context>
<context>
    <name>hk::BodyBlows</name>
    <message>
        <source>slam</source>
        <translation>Rempler</translation>
    </message>
    <message>
        <source>shield rush</source>
        <translation>Schildstoß</translation>
    </message>
    <message>
        <source>throw</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>These rules have no shield rush, slam or throw.</source>
        <translation>Diese Regeln kennen keinen Schildstoß, Rempler oder Wurf.</translation>
    </message>
    <message>
        <source>%1 has no shield ready to rush with.</source>
        <translation>%1 hat keinen bereiten Schild für einen Schildstoß.</translation>
    </message>
    <message>
        <source>Only a figure with Martial Arts II can throw a foe; %1 has not learned it.</source>
        <translation>Nur eine Figur mit Martial Arts II kann einen Gegner werfen; %1 hat es nicht gelernt.</translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s front hexes.</source>
        <translation>%1 steht nicht in den vorderen Feldern von %2.</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 tries a %2 on %3: %4 — %5.</source>
        <translation>%1 versucht einen %2 gegen %3: %4 — %5.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>stays up against the %1</source>
        <translation>bleibt gegen den %1 stehen</translation>
    </message>
    <message>
        <source>%1 keeps its feet (%2).</source>
        <translation>%1 bleibt auf den Beinen (%2).</translation>
    </message>
    <message>
        <source>%1 goes down (%2).</source>
        <translation>%1 geht zu Boden (%2).</translation>
    </message>
</context>
<context>
    <name>hk::BuyWithXpDialog</name>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>New skill</source>
        <translation>Neue Fertigkeit</translation>
    </message>
    <message>
        <source>New spell</source>
        <translation>Neuer Zauber</translation>
    </message>
    <message>
        <source>Skill bonus</source>
        <translation>Fertigkeitsbonus</translation>
    </message>
    <message>
        <source>Spell bonus</source>
        <translation>Zauberbonus</translation>
    </message>
    <message>
        <source>Buy with experience</source>
        <translation>Mit Erfahrung kaufen</translation>
    </message>
    <message>
        <source>Filter: a skill or spell name, or “bonus”…</source>
        <translation>Filter: ein Fertigkeits- oder Zaubername, oder „Bonus“…</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <source>Prices follow the book&apos;s formulas for this character. New skills and spells need a teacher, book or scroll and months of training; bonuses take weeks. Bought skills and spells do not count against the INT limits.</source>
        <translation>Die Preise folgen den Formeln des Buchs für diese Figur. Neue Fertigkeiten und Zauber brauchen Lehrer, Buch oder Schriftrolle und Monate der Übung; Boni dauern Wochen. Gekaufte Fertigkeiten und Zauber zählen nicht gegen die IQ-Grenzen.</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>&amp;Kaufen</translation>
    </message>
    <message>
        <source>Not bought</source>
        <translation>Nicht gekauft</translation>
    </message>
    <message>
        <source>%1 has %2 EP unspent.</source>
        <translation>%1 hat %2 EP unverbraucht.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 EP short</source>
        <translation>%1 EP zu wenig</translation>
    </message>
    <message>
        <source>Choose a row to buy.</source>
        <translation>Wähle eine Zeile zum Kaufen.</translation>
    </message>
    <message>
        <source>%1 costs %2 EP; %3 has %4 EP.</source>
        <translation>%1 kostet %2 EP; %3 hat %4 EP.</translation>
    </message>
    <message>
        <source>Buy %1 for %2 EP (one step you can undo).</source>
        <translation>%1 für %2 EP kaufen (ein Schritt, den du rückgängig machen kannst).</translation>
    </message>
</context>
<context>
    <name>hk::Calendar</name>
    <message>
        <source>Day %1 · week %2, day %3</source>
        <translation>Tag %1 · Woche %2, Tag %3</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
</context>
<context>
    <name>hk::Campaign</name>
    <message>
        <source>this campaign uses the ruleset &apos;%1&apos;, which this Hexkeeper does not have</source>
        <translation>diese Kampagne nutzt das Regelwerk „%1“, das dieser Hexkeeper nicht hat</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an option pack, not a base ruleset</source>
        <translation>„%1“ ist ein Zusatzpaket, kein Grundregelwerk</translation>
    </message>
    <message>
        <source>this campaign uses the option pack &apos;%1&apos;, which this Hexkeeper does not have</source>
        <translation>diese Kampagne nutzt das Zusatzpaket „%1“, das dieser Hexkeeper nicht hat</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option pack for %2</source>
        <translation>„%1“ ist kein Zusatzpaket für %2</translation>
    </message>
    <message>
        <source>the ruleset &apos;%1&apos; builds on a package this Hexkeeper does not have</source>
        <translation>das Regelwerk „%1“ baut auf einem Paket auf, das dieser Hexkeeper nicht hat</translation>
    </message>
    <message>
        <source>a campaign needs a name</source>
        <translation>eine Kampagne braucht einen Namen</translation>
    </message>
    <message>
        <source>Campaign created with %1</source>
        <translation>Kampagne mit %1 angelegt</translation>
    </message>
    <message>
        <source>%1 is open read-only (the file or its folder cannot be written here); nothing can be changed.</source>
        <translation>%1 ist nur zum Lesen geöffnet (die Datei oder ihr Ordner kann hier nicht geschrieben werden); nichts kann geändert werden.</translation>
    </message>
    <message>
        <source>the event log is written only as part of an edit</source>
        <translation>das Ereignisprotokoll wird nur als Teil einer Änderung geschrieben</translation>
    </message>
    <message>
        <source>the calendar moves only as part of an edit</source>
        <translation>der Kalender rückt nur als Teil einer Änderung vor</translation>
    </message>
    <message>
        <source>Rename campaign</source>
        <translation>Kampagne umbenennen</translation>
    </message>
    <message>
        <source>Edit campaign notes</source>
        <translation>Kampagnennotizen bearbeiten</translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation>Würfelart ändern</translation>
    </message>
    <message>
        <source>the campaign&apos;s own settings or calendar</source>
        <translation>die Einstellungen oder der Kalender der Kampagne</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>eine Figur</translation>
    </message>
    <message>
        <source>an experience ledger</source>
        <translation>ein Erfahrungsbuch</translation>
    </message>
    <message>
        <source>a purse</source>
        <translation>eine Börse</translation>
    </message>
    <message>
        <source>an activity</source>
        <translation>eine Tätigkeit</translation>
    </message>
    <message>
        <source>a laboratory</source>
        <translation>ein Labor</translation>
    </message>
    <message>
        <source>a laboratory&apos;s attunement</source>
        <translation>die Einstimmung eines Labors</translation>
    </message>
    <message>
        <source>a potion</source>
        <translation>ein Trank</translation>
    </message>
    <message>
        <source>a magic item</source>
        <translation>ein magischer Gegenstand</translation>
    </message>
    <message>
        <source>an encounter</source>
        <translation>eine Begegnung</translation>
    </message>
    <message>
        <source>a combat log</source>
        <translation>ein Kampfprotokoll</translation>
    </message>
    <message>
        <source>the dice log</source>
        <translation>das Würfelprotokoll</translation>
    </message>
    <message>
        <source>the event log</source>
        <translation>das Ereignisprotokoll</translation>
    </message>
    <message>
        <source>a house rule</source>
        <translation>eine Hausregel</translation>
    </message>
    <message>
        <source>%1 has been changed since, by another program or by an edit that is not in this history. Nothing was changed.</source>
        <translation>%1 wurde seitdem geändert, von einem anderen Programm oder durch eine Änderung, die nicht in diesem Verlauf steht. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>%1 has been added in its place since, by another program or by an edit that is not in this history. Nothing was changed.</source>
        <translation>An dieser Stelle wurde seitdem %1 angelegt, von einem anderen Programm oder durch eine Änderung, die nicht in diesem Verlauf steht. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>the step no longer fits the campaign as it is now (%1). Nothing was changed.</source>
        <translation>der Schritt passt nicht mehr zur Kampagne, wie sie jetzt ist (%1). Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>“%1” cannot be undone: %2</source>
        <translation>„%1“ lässt sich nicht rückgängig machen: %2</translation>
    </message>
    <message>
        <source>“%1” cannot be redone: %2</source>
        <translation>„%1“ lässt sich nicht wiederholen: %2</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>the campaign keeps no step %1 to undo or redo</source>
        <translation>die Kampagne hat keinen Schritt %1 zum Rückgängigmachen oder Wiederholen</translation>
    </message>
    <message>
        <source>a campaign starts on Day %1 at the latest</source>
        <translation>eine Kampagne beginnt spätestens an Tag %1</translation>
    </message>
    <message>
        <source>a copy cannot replace the campaign it is made from</source>
        <translation>eine Kopie kann nicht die Kampagne ersetzen, von der sie gemacht wird</translation>
    </message>
    <message>
        <source>cannot write a copy to %1: %2</source>
        <translation>kann keine Kopie nach %1 schreiben: %2</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>kann %1 nicht ersetzen</translation>
    </message>
    <message>
        <source>The campaign&apos;s name</source>
        <translation>Der Name der Kampagne</translation>
    </message>
    <message>
        <source>the laboratory an activity uses</source>
        <translation>das Labor, das eine Tätigkeit nutzt</translation>
    </message>
    <message>
        <source>the record of an advance in time</source>
        <translation>der Eintrag eines Zeitsprungs</translation>
    </message>
    <message>
        <source>the changes kept to undo an advance in time</source>
        <translation>die Änderungen, die zum Rückgängigmachen eines Zeitsprungs aufbewahrt werden</translation>
    </message>
    <message>
        <source>a player&apos;s link</source>
        <translation>der Link eines Spielers</translation>
    </message>
    <message>
        <source>the characters a player&apos;s link shows</source>
        <translation>die Figuren, die der Link eines Spielers zeigt</translation>
    </message>
    <message>
        <source>a player&apos;s proposal in a fight</source>
        <translation>der Vorschlag eines Spielers im Kampf</translation>
    </message>
    <message>
        <source>a player&apos;s request</source>
        <translation>die Anfrage eines Spielers</translation>
    </message>
    <message>
        <source>the kinds of request accepted without asking</source>
        <translation>die Arten von Anfragen, die ohne Rückfrage angenommen werden</translation>
    </message>
    <message>
        <source>what is shared with the players</source>
        <translation>was mit den Spielern geteilt wird</translation>
    </message>
    <message>
        <source>a Wiz-War game</source>
        <translation>eine Wiz-War-Partie</translation>
    </message>
    <message>
        <source>a Wiz-War game&apos;s log</source>
        <translation>das Protokoll einer Wiz-War-Partie</translation>
    </message>
    <message>
        <source>a Wiz-War board sector</source>
        <translation>ein Brettteil von Wiz-War</translation>
    </message>
    <message>
        <source>the words of the event log</source>
        <translation>die Wörter des Ereignisprotokolls</translation>
    </message>
    <message>
        <source>an activity&apos;s week-by-week history</source>
        <translation>der Wochenverlauf einer Tätigkeit</translation>
    </message>
</context>
<context>
    <name>hk::CampaignDice</name>
    <message>
        <source>cannot write the dice log: %1</source>
        <translation>das Würfelprotokoll kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the campaign&apos;s dice are rolled only as part of an edit</source>
        <translation>die Würfel der Kampagne werden nur als Teil einer Änderung geworfen</translation>
    </message>
    <message>
        <source>a roll is logged only as part of an edit</source>
        <translation>ein Wurf wird nur als Teil einer Änderung protokolliert</translation>
    </message>
    <message>
        <source>a roll against a number is plain d6 (like 3d6 or 4d6)</source>
        <translation>ein Wurf gegen einen Wert nimmt nur einfache W6 (etwa 3W6 oder 4W6)</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
</context>
<context>
    <name>hk::CampaignDigest</name>
    <message>
        <source>The campaign has no tables: the file is empty or was not opened.</source>
        <translation>Die Kampagne hat keine Tabellen: Die Datei ist leer oder wurde nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>hk::CampaignFile</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is empty; it is not a Hexkeeper campaign</source>
        <translation>%1 ist leer; es ist keine Hexkeeper-Kampagne</translation>
    </message>
    <message>
        <source>%1 is not a Hexkeeper campaign (it is not an SQLite database)</source>
        <translation>%1 ist keine Hexkeeper-Kampagne (es ist keine SQLite-Datenbank)</translation>
    </message>
    <message>
        <source>%1 is damaged: its header names an impossible page size</source>
        <translation>%1 ist beschädigt: der Dateikopf nennt eine unmögliche Seitengröße</translation>
    </message>
    <message>
        <source>%1 is damaged or truncated: it holds %2 bytes but its header describes %3</source>
        <translation>%1 ist beschädigt oder abgeschnitten: die Datei enthält %2 Bytes, ihr Dateikopf beschreibt aber %3</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Hexkeeper campaign</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine Hexkeeper-Kampagne</translation>
    </message>
    <message>
        <source>%1 was written by a newer Hexkeeper (campaign schema %2; this version reads up to %3). Update Hexkeeper to open it; the file was not changed.</source>
        <translation>%1 wurde von einem neueren Hexkeeper geschrieben (Kampagnenschema %2; diese Version liest bis %3). Aktualisiere Hexkeeper, um sie zu öffnen; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>cannot configure the campaign file: %1</source>
        <translation>die Kampagnendatei lässt sich nicht einrichten: %1</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or remove it first</source>
        <translation>%1 existiert bereits; wähle einen anderen Namen oder entferne die Datei zuerst</translation>
    </message>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged: its schema version %2 is impossible</source>
        <translation>%1 ist beschädigt: die Schemaversion %2 ist unmöglich</translation>
    </message>
    <message>
        <source>%1 is damaged (SQLite&apos;s check: %2); it was not changed</source>
        <translation>%1 ist beschädigt (Prüfung von SQLite: %2); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 cannot be reached: the folder %2 cannot be entered</source>
        <translation>%1 ist nicht erreichbar: der Ordner %2 lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>%1 was written by an older Hexkeeper and must be brought up to date before it can be opened, but it cannot be written here; the file was not changed.</source>
        <translation>%1 stammt von einem älteren Hexkeeper und muss vor dem Öffnen aktualisiert werden, kann hier aber nicht geschrieben werden; die Datei wurde nicht verändert.</translation>
    </message>
</context>
<context>
    <name>hk::CampaignRepository</name>
    <message>
        <source>the file holds no campaign</source>
        <translation>die Datei enthält keine Kampagne</translation>
    </message>
    <message>
        <source>The campaign&apos;s dice counter is out of range (%1; it must be a whole number from 0 to %2), so the file is damaged: its rolls would repeat.</source>
        <translation>Der Würfelzähler der Kampagne liegt außerhalb des Bereichs (%1; er muss eine ganze Zahl von 0 bis %2 sein), die Datei ist also beschädigt: ihre Würfe würden sich wiederholen.</translation>
    </message>
    <message>
        <source>The campaign&apos;s dice seed is not a whole number (%1), so the file is damaged.</source>
        <translation>Der Würfel-Startwert der Kampagne ist keine ganze Zahl (%1), die Datei ist also beschädigt.</translation>
    </message>
</context>
<context>
    <name>hk::CastDialog</name>
    <message>
        <source>%1 casts a spell</source>
        <translation>%1 wirkt einen Zauber</translation>
    </message>
    <message>
        <source>ST put into a spell that costs by the ST (missiles).</source>
        <translation>ST, die in einen Zauber gesteckt werden, der nach ST kostet (Geschosszauber).</translation>
    </message>
    <message>
        <source>What an image or illusion looks like.</source>
        <translation>Wie ein Abbild oder eine Illusion aussieht.</translation>
    </message>
    <message>
        <source>Spell:</source>
        <translation>Zauber:</translation>
    </message>
    <message>
        <source>At:</source>
        <translation>Auf:</translation>
    </message>
    <message>
        <source>ST put in:</source>
        <translation>Eingesetzte ST:</translation>
    </message>
    <message>
        <source>Looks like:</source>
        <translation>Sieht aus wie:</translation>
    </message>
    <message>
        <source>Extra DX:</source>
        <translation>Zusätzliche DX:</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Zaubern</translation>
    </message>
    <message>
        <source>Everyone around the caster</source>
        <translation>Alle um den Zaubernden</translation>
    </message>
    <message>
        <source>A hex I click on the map…</source>
        <translation>Ein Feld, das ich auf der Karte anklicke…</translation>
    </message>
    <message>
        <source>%1 (himself)</source>
        <translation>%1 (selbst)</translation>
    </message>
    <message>
        <source>%1 knows no spell.</source>
        <translation>%1 kennt keinen Zauber.</translation>
    </message>
    <message>
        <source>missile spell</source>
        <translation>Geschosszauber</translation>
    </message>
    <message>
        <source>thrown spell</source>
        <translation>Wurfzauber</translation>
    </message>
    <message>
        <source>creation spell</source>
        <translation>Erschaffungszauber</translation>
    </message>
    <message>
        <source>special spell</source>
        <translation>Spezialzauber</translation>
    </message>
    <message>
        <source>%1 ST a die</source>
        <translation>%1 ST je Würfel</translation>
    </message>
    <message>
        <source>costs %1 ST</source>
        <translation>kostet %1 ST</translation>
    </message>
    <message>
        <source>%1 ST a turn to keep</source>
        <translation>%1 ST pro Runde zum Aufrechterhalten</translation>
    </message>
    <message numerus="yes">
        <source>lasts %n turn(s)</source>
        <translation>
            <numerusform>hält %n Runde</numerusform>
            <numerusform>hält %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has ST %2</source>
        <translation>%1 hat ST %2</translation>
    </message>
    <message>
        <source>Chance to hit</source>
        <translation>Trefferchance</translation>
    </message>
    <message>
        <source>Chance the spell works</source>
        <translation>Chance, dass der Zauber wirkt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hex(es), %2 MH)</source>
        <translation>
            <numerusform>%1 (%n Feld, %2 MH)</numerusform>
            <numerusform>%1 (%n Felder, %2 MH)</numerusform>
        </translation>
    </message>
    <message>
        <source>The attribute an Aid raises.</source>
        <translation>Das Attribut, das eine Hilfe erhöht.</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>Raises:</source>
        <translation>Erhöht:</translation>
    </message>
    <message>
        <source>The centre of a 7-hex circle, clicked on the map…</source>
        <translation>Die Mitte eines Kreises aus 7 Feldern, auf der Karte angeklickt…</translation>
    </message>
    <message>
        <source>%1 ST a megahex or unit</source>
        <translation>%1 ST je Megahex oder Einheit</translation>
    </message>
    <message numerus="yes">
        <source>%1 ST every %n turn(s) to keep</source>
        <translation>
            <numerusform>%1 ST jede Runde zum Aufrechterhalten</numerusform>
            <numerusform>%1 ST alle %n Runden zum Aufrechterhalten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::ChangeJournal</name>
    <message>
        <source>the kept changes of “%1” are damaged</source>
        <translation>die aufbewahrten Änderungen von „%1“ sind beschädigt</translation>
    </message>
</context>
<context>
    <name>hk::ChangeRecorder</name>
    <message>
        <source>the campaign file is not open</source>
        <translation>die Kampagnendatei ist nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>hk::ChangeSet</name>
    <message>
        <source>the campaign file is not open</source>
        <translation>die Kampagnendatei ist nicht geöffnet</translation>
    </message>
    <message>
        <source>a row of %1 is no longer as this step left it</source>
        <translation>eine Zeile von %1 ist nicht mehr so, wie dieser Schritt sie hinterließ</translation>
    </message>
</context>
<context>
    <name>hk::Character</name>
    <message>
        <source>This character was written by a newer Hexkeeper (format %1; this version reads up to %2).</source>
        <translation>Diese Figur wurde von einem neueren Hexkeeper geschrieben (Format %1; diese Version liest bis %2).</translation>
    </message>
    <message>
        <source>A character needs a name.</source>
        <translation>Eine Figur braucht einen Namen.</translation>
    </message>
    <message>
        <source>Unknown role “%1” (expected one of %2).</source>
        <translation>Unbekannte Rolle „%1“ (erwartet wird eines von %2).</translation>
    </message>
    <message>
        <source>Unknown character type “%1” (expected wizard, hero or warrior).</source>
        <translation>Unbekannter Figurentyp „%1“ (erwartet wird wizard, hero oder warrior).</translation>
    </message>
    <message>
        <source>“gear” must be a list.</source>
        <translation>„gear“ muss eine Liste sein.</translation>
    </message>
    <message>
        <source>Each piece of gear needs a name and a slot (armor, shield or weapon).</source>
        <translation>Jedes Ausrüstungsteil braucht einen Namen und einen Platz (armor, shield oder weapon).</translation>
    </message>
    <message>
        <source>Unknown rule system “%1” (expected tft, ww or mc).</source>
        <translation>Unbekanntes Regelsystem „%1“ (erwartet wird tft, ww oder mc).</translation>
    </message>
    <message>
        <source>“skillsBought” names “%1”, which is not among the skills.</source>
        <translation>„skillsBought“ nennt „%1“, das nicht unter den Fertigkeiten ist.</translation>
    </message>
    <message>
        <source>“spellsBought” names “%1”, which is not among the spells.</source>
        <translation>„spellsBought“ nennt „%1“, das nicht unter den Zaubern ist.</translation>
    </message>
</context>
<context>
    <name>hk::CharacterEditor</name>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the changes made since the last save</source>
        <translation>Die Änderungen seit dem letzten Speichern verwerfen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Worked out by the rules</source>
        <translation>Nach den Regeln berechnet</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>Armor, shield and weapons</source>
        <translation>Rüstung, Schild und Waffen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Choose a character in the roster, or make a new one.</source>
        <translation>Wähle eine Figur in der Liste oder lege eine neue an.</translation>
    </message>
    <message>
        <source>Base (%1)</source>
        <translation>Grundwert (%1)</translation>
    </message>
    <message>
        <source>Race&apos;s (%1)</source>
        <translation>Vom Volk (%1)</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Vorgabe (%1)</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: legal</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: gültig</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n problem(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n Problem</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Not legal yet:
%1</source>
        <translation>Noch nicht gültig:
%1</translation>
    </message>
    <message>
        <source>Nothing has changed since the last save.</source>
        <translation>Seit dem letzten Speichern hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Save the changes (one undoable step)</source>
        <translation>Die Änderungen speichern (ein rückgängig machbarer Schritt)</translation>
    </message>
    <message>
        <source>Add to the roster (one undoable step)</source>
        <translation>Zur Liste hinzufügen (ein rückgängig machbarer Schritt)</translation>
    </message>
    <message>
        <source>There is no character to save.</source>
        <translation>Es gibt keine Figur zum Speichern.</translation>
    </message>
</context>
<context>
    <name>hk::CharacterFields</name>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>e.g. Yzor</source>
        <translation>z. B. Yzor</translation>
    </message>
    <message>
        <source>empty for the GM&apos;s own</source>
        <translation>leer für Figuren des SL</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Party:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>Race:</source>
        <translation>Volk:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Starting attribute points; the lowest value uses the rules&apos; number for the race</source>
        <translation>Anfängliche Attributpunkte; der niedrigste Wert nutzt die Zahl der Regeln für das Volk</translation>
    </message>
    <message>
        <source>Talents and extra languages known: each takes IQ that spells cannot use</source>
        <translation>Bekannte Talente und zusätzliche Sprachen: jedes belegt IQ, die Zauber nicht nutzen können</translation>
    </message>
    <message>
        <source>Point total:</source>
        <translation>Punktesumme:</translation>
    </message>
    <message>
        <source>Talents, languages:</source>
        <translation>Talente, Sprachen:</translation>
    </message>
    <message>
        <source>Fatigue:</source>
        <translation>Erschöpfung:</translation>
    </message>
    <message>
        <source>Wounds:</source>
        <translation>Wunden:</translation>
    </message>
    <message>
        <source>(none: a creature)</source>
        <translation>(keines: eine Kreatur)</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>STR:</source>
        <translation>STR:</translation>
    </message>
    <message>
        <source>ST:</source>
        <translation>ST:</translation>
    </message>
    <message>
        <source>DEX:</source>
        <translation>DEX:</translation>
    </message>
    <message>
        <source>DX:</source>
        <translation>DX:</translation>
    </message>
    <message>
        <source>INT:</source>
        <translation>INT:</translation>
    </message>
    <message>
        <source>IQ:</source>
        <translation>IQ:</translation>
    </message>
    <message>
        <source>MOV:</source>
        <translation>MOV:</translation>
    </message>
    <message>
        <source>MA:</source>
        <translation>MA:</translation>
    </message>
    <message>
        <source>Wounds tended (heal as time passes)</source>
        <translation>Wunden versorgt (heilen mit der Zeit)</translation>
    </message>
    <message>
        <source>With proper care wounds heal at the book&apos;s rate when the calendar moves; untick for a character left without care. Fatigue always comes back with rest.</source>
        <translation>Mit richtiger Pflege heilen Wunden im Tempo des Buchs, wenn der Kalender vorrückt; nimm das Häkchen weg bei einer Figur ohne Pflege. Erschöpfung erholt sich mit Ruhe immer.</translation>
    </message>
</context>
<context>
    <name>hk::CharacterFiles</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No stat blocks were found in %1.</source>
        <translation>In %1 wurden keine Wertebeschreibungen gefunden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hk::CharacterLimits</name>
    <message>
        <source>%1 must be between 0 and %2, not %3.</source>
        <translation>%1 muss zwischen 0 und %2 liegen, nicht bei %3.</translation>
    </message>
    <message>
        <source>A piece of gear&apos;s name</source>
        <translation>Der Name eines Ausrüstungsteils</translation>
    </message>
    <message>
        <source>%1: its DX change must be between %2 and %3, not %4.</source>
        <translation>%1: die DX-Änderung muss zwischen %2 und %3 liegen, nicht bei %4.</translation>
    </message>
    <message>
        <source>%1: hits stopped</source>
        <translation>%1: abgewehrte Treffer</translation>
    </message>
    <message>
        <source>%1: its MA limit</source>
        <translation>%1: die MA-Grenze</translation>
    </message>
    <message>
        <source>%1: its damage: %2</source>
        <translation>%1: der Schaden: %2</translation>
    </message>
    <message>
        <source>A name</source>
        <translation>Ein Name</translation>
    </message>
    <message>
        <source>A party&apos;s name</source>
        <translation>Der Name einer Gruppe</translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation>Der Name eines Spielers</translation>
    </message>
    <message>
        <source>The notes may be at most %1 characters long.</source>
        <translation>Die Notizen dürfen höchstens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>The notes may not hold control characters other than line breaks and tabs.</source>
        <translation>Die Notizen dürfen außer Zeilenumbrüchen und Tabulatoren keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>MA</source>
        <translation>MA</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>The attribute point total</source>
        <translation>Die Summe der Attributpunkte</translation>
    </message>
    <message>
        <source>Points bought</source>
        <translation>Gekaufte Punkte</translation>
    </message>
    <message>
        <source>Talents and languages</source>
        <translation>Talente und Sprachen</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
</context>
<context>
    <name>hk::CharacterLookup</name>
    <message>
        <source>no character is called “%1”</source>
        <translation>keine Figur heißt „%1“</translation>
    </message>
    <message>
        <source>%1 characters are called “%2”: use the id</source>
        <translation>%1 Figuren heißen „%2“: verwende die ID</translation>
    </message>
    <message>
        <source>the party “%1” has no active members</source>
        <translation>die Gruppe „%1“ hat keine aktiven Mitglieder</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 nicht lesbar: %2</translation>
    </message>
</context>
<context>
    <name>hk::CharacterRepository</name>
    <message>
        <source>character %1 is damaged in the file: %2</source>
        <translation>Figur %1 ist in der Datei beschädigt: %2</translation>
    </message>
    <message>
        <source>There is no character with id %1.</source>
        <translation>Es gibt keine Figur mit der Nummer %1.</translation>
    </message>
</context>
<context>
    <name>hk::CharacterRules</name>
    <message>
        <source>This character</source>
        <translation>Diese Figur</translation>
    </message>
</context>
<context>
    <name>hk::CharacterSheet</name>
    <message>
        <source>Player character</source>
        <translation>Spielerfigur</translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation>Nichtspielerfigur</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Lehrling</translation>
    </message>
    <message>
        <source>Pet</source>
        <translation>Haustier</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>missile</source>
        <translation>Geschoss</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>creation</source>
        <translation>Schöpfung</translation>
    </message>
    <message>
        <source>special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 ST</source>
        <translation>%1 ST</translation>
    </message>
    <message>
        <source>per ST</source>
        <translation>pro ST</translation>
    </message>
    <message>
        <source>per ST (%1)</source>
        <translation>pro ST (%1)</translation>
    </message>
    <message>
        <source>%1 ST per %2</source>
        <translation>%1 ST pro %2</translation>
    </message>
    <message>
        <source>%1 ST + %2</source>
        <translation>%1 ST + %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>varies (see the library)</source>
        <translation>unterschiedlich (siehe Bibliothek)</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>STR</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DEX</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>MOV</translation>
    </message>
    <message>
        <source>MA</source>
        <translation>MA</translation>
    </message>
    <message>
        <source>Adjusted DX</source>
        <translation>Angepasste DX</translation>
    </message>
    <message>
        <source>Casting DX</source>
        <translation>Zauber-DX</translation>
    </message>
    <message>
        <source>ST now</source>
        <translation>ST jetzt</translation>
    </message>
    <message>
        <source>Hits stopped</source>
        <translation>Abgehaltene Treffer</translation>
    </message>
    <message>
        <source>Strength (%1 boxes)</source>
        <translation>Stärke (%1 Kästchen)</translation>
    </message>
    <message>
        <source>Mark a wound ✗ and fatigue / in a box; wounds and fatigue heal separately.</source>
        <translation>Markiere eine Wunde mit ✗ und Erschöpfung mit / in einem Kästchen; Wunden und Erschöpfung heilen getrennt.</translation>
    </message>
    <message numerus="yes">
        <source>Spells (%n)</source>
        <translation>
            <numerusform>Zauber (%n)</numerusform>
            <numerusform>Zauber (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>Min INT</source>
        <translation>Min. INT</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>— not ready</source>
        <translation>— nicht bereit</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>Hält ab</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>played by %1</source>
        <translation>gespielt von %1</translation>
    </message>
    <message>
        <source>party: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archiviert</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <source>%1 EP unspent · %2 attribute point(s) bought with experience</source>
        <translation>%1 EP unverbraucht · %2 Attributpunkt(e) mit Erfahrung gekauft</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>There is no character to put in the PDF.</source>
        <translation>Es gibt keine Figur für das PDF.</translation>
    </message>
    <message>
        <source>Cannot write the PDF to “%1”: %2</source>
        <translation>Das PDF kann nicht nach „%1“ geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Character sheets</source>
        <translation>Charakterbögen</translation>
    </message>
    <message>
        <source>The PDF “%1” came out empty.</source>
        <translation>Das PDF „%1“ ist leer geworden.</translation>
    </message>
    <message>
        <source>Print character sheets</source>
        <translation>Charakterbögen drucken</translation>
    </message>
    <message>
        <source>— MA %1</source>
        <translation>— MA %1</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>%1 (+%2 to cast)</source>
        <translation>%1 (+%2 beim Zaubern)</translation>
    </message>
    <message>
        <source>%1, bought with experience</source>
        <translation>%1, mit Erfahrung gekauft</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 (bought with experience)</source>
        <translation>%1 (mit Erfahrung gekauft)</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
</context>
<context>
    <name>hk::CharactersPage</name>
    <message>
        <source>Builder</source>
        <translation>Erstellung</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <source>Build a new character in the builder (Save adds it to the roster)</source>
        <translation>Eine neue Figur in der Erstellung bauen (Speichern fügt sie der Liste hinzu)</translation>
    </message>
    <message>
        <source>From bestiary…</source>
        <translation>Aus dem Bestiarium…</translation>
    </message>
    <message>
        <source>Add monsters or a pet from the campaign&apos;s bestiary</source>
        <translation>Monster oder ein Haustier aus dem Bestiarium der Kampagne hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of each selected character</source>
        <translation>Von jeder gewählten Figur eine Kopie hinzufügen</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <source>Keep dead or retired characters out of the active roster</source>
        <translation>Tote oder zur Ruhe gesetzte Figuren aus der aktiven Liste heraushalten</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>Delete the selected characters and their experience history</source>
        <translation>Die gewählten Figuren und ihren Erfahrungsverlauf löschen</translation>
    </message>
    <message>
        <source>Award experience…</source>
        <translation>Erfahrung vergeben…</translation>
    </message>
    <message>
        <source>Give experience to the selected characters</source>
        <translation>Den gewählten Figuren Erfahrung geben</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Add characters from a Hexkeeper character file (.json) or stat-block text (.txt)</source>
        <translation>Figuren aus einer Hexkeeper-Figurendatei (.json) oder aus Wertebeschreibungen als Text (.txt) hinzufügen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the selected characters to a character file (.json) or as stat blocks (.txt)</source>
        <translation>Die gewählten Figuren in eine Figurendatei (.json) oder als Wertebeschreibungen (.txt) schreiben</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Write the character sheets of the selection to a PDF</source>
        <translation>Die Charakterbögen der Auswahl in eine PDF-Datei schreiben</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Print the character sheets of the selection</source>
        <translation>Die Charakterbögen der Auswahl drucken</translation>
    </message>
    <message>
        <source>Find by name, party or player…</source>
        <translation>Nach Name, Gruppe oder Spieler suchen…</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>Alle Rollen</translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation>Archivierte zeigen</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <source>Party:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>All parties</source>
        <translation>Alle Gruppen</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>Bring back</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose a character to see the sheet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wähle eine Figur, um ihren Bogen zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Cannot add from the bestiary</source>
        <translation>Hinzufügen aus dem Bestiarium nicht möglich</translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation>Duplizieren nicht möglich</translation>
    </message>
    <message>
        <source>Cannot archive</source>
        <translation>Archivieren nicht möglich</translation>
    </message>
    <message>
        <source>Remove %1 and their experience history from the roster?</source>
        <translation>%1 samt Erfahrungsverlauf aus der Liste entfernen?</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n characters and their experience history from the roster?</source>
        <translation>
            <numerusform>%n Figur samt Erfahrungsverlauf aus der Liste entfernen?</numerusform>
            <numerusform>%n Figuren samt Erfahrungsverlauf aus der Liste entfernen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove characters</source>
        <translation>Figuren entfernen</translation>
    </message>
    <message>
        <source>Undo brings them back.</source>
        <translation>Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Cannot remove</source>
        <translation>Entfernen nicht möglich</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Öffne zuerst eine Kampagne.</translation>
    </message>
    <message>
        <source>Import characters</source>
        <translation>Figuren importieren</translation>
    </message>
    <message>
        <source>Characters (*.json *.txt);;Hexkeeper character files (*.json);;Stat blocks (*.txt);;All files (*)</source>
        <translation>Figuren (*.json *.txt);;Hexkeeper-Figurendateien (*.json);;Wertebeschreibungen (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot import %1</source>
        <translation>%1 kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Imported with notes</source>
        <translation>Mit Notizen importiert</translation>
    </message>
    <message>
        <source>The characters were added. These names did not match the campaign&apos;s rules and were kept on the characters&apos; notes:</source>
        <translation>Die Figuren wurden hinzugefügt. Diese Namen passten nicht zu den Regeln der Kampagne und wurden in den Notizen der Figuren behalten:</translation>
    </message>
    <message>
        <source>Export characters</source>
        <translation>Figuren exportieren</translation>
    </message>
    <message>
        <source>Hexkeeper character file (*.json);;Stat blocks (*.txt)</source>
        <translation>Hexkeeper-Figurendatei (*.json);;Wertebeschreibungen (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportieren nicht möglich</translation>
    </message>
    <message>
        <source>Export character sheets</source>
        <translation>Charakterbögen exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write the PDF</source>
        <translation>Die PDF-Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Fantasy Trip character</source>
        <translation>Figur für The Fantasy Trip</translation>
    </message>
    <message>
        <source>Mass-combat team figure</source>
        <translation>Figur eines Massenkampf-Teams</translation>
    </message>
    <message>
        <source>What to build:</source>
        <translation>Was erstellen:</translation>
    </message>
    <message>
        <source>Bring back to life…</source>
        <translation>Ins Leben zurückholen…</translation>
    </message>
    <message>
        <source>Bring back to life</source>
        <translation>Ins Leben zurückholen</translation>
    </message>
    <message>
        <source>%1 is dead. Why does %1 live again (a spell, a wish, your ruling)?</source>
        <translation>%1 ist tot. Warum lebt %1 wieder (ein Zauber, ein Wunsch, deine Entscheidung)?</translation>
    </message>
    <message>
        <source>Cannot bring back</source>
        <translation>Zurückholen nicht möglich</translation>
    </message>
    <message>
        <source>Some names were not understood, so nothing was added.</source>
        <translation>Einige Namen wurden nicht verstanden, daher wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Not everything was understood</source>
        <translation>Nicht alles wurde verstanden</translation>
    </message>
    <message>
        <source>These names do not match the campaign&apos;s rules. Add the characters anyway, keeping them in the characters&apos; notes?</source>
        <translation>Diese Namen passen nicht zu den Regeln der Kampagne. Die Figuren trotzdem hinzufügen und die Namen in ihren Notizen behalten?</translation>
    </message>
    <message>
        <source>choosing another character</source>
        <translation>einen anderen Charakter gewählt wird</translation>
    </message>
    <message>
        <source>the new character</source>
        <translation>der neue Charakter</translation>
    </message>
    <message>
        <source>the new character %1</source>
        <translation>der neue Charakter %1</translation>
    </message>
    <message>
        <source>the changes to %1</source>
        <translation>die Änderungen an %1</translation>
    </message>
    <message>
        <source>this character</source>
        <translation>diesem Charakter</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>starting a new character</source>
        <translation>ein neuer Charakter begonnen wird</translation>
    </message>
    <message>
        <source>%1 sheet.pdf</source>
        <translation>%1 Bogen.pdf</translation>
    </message>
    <message>
        <source>%1 sheets.pdf</source>
        <translation>%1 Bögen.pdf</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n character sheet(s) to %1.</source>
        <translation>
            <numerusform>%n Charakterbogen nach %1 geschrieben.</numerusform>
            <numerusform>%n Charakterbögen nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundry VTT</source>
        <translation>Foundry VTT</translation>
    </message>
    <message>
        <source>Hand characters to Foundry VTT&apos;s Fantasy Trip system, or take them back</source>
        <translation>Figuren an das Fantasy-Trip-System von Foundry VTT übergeben oder von dort zurückholen</translation>
    </message>
    <message>
        <source>Export to Foundry…</source>
        <translation>Nach Foundry exportieren…</translation>
    </message>
    <message>
        <source>Import from Foundry…</source>
        <translation>Aus Foundry importieren…</translation>
    </message>
</context>
<context>
    <name>hk::ChartStyle</name>
    <message>
        <source>Campaign day</source>
        <translation>Kampagnentag</translation>
    </message>
</context>
<context>
    <name>hk::CombatActionSupport</name>
    <message>
        <source>%1 on %2 against %3</source>
        <translation>%1 auf %2 gegen %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Figures act in the action phase; the fight is in the %1 phase.</source>
        <translation>Figuren handeln in der Aktionsphase; der Kampf ist in der Phase %1.</translation>
    </message>
    <message>
        <source>%1 is held fast and cannot act.</source>
        <translation>%1 wird festgehalten und kann nicht handeln.</translation>
    </message>
    <message>
        <source>%1 has no action left this turn.</source>
        <translation>%1 hat in dieser Runde keine Aktion mehr.</translation>
    </message>
    <message>
        <source>The GM lets %1 act before %2.</source>
        <translation>Der SL lässt %1 vor %2 handeln.</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>drops the weapon</source>
        <translation>lässt die Waffe fallen</translation>
    </message>
    <message>
        <source>breaks the weapon</source>
        <translation>zerbricht die Waffe</translation>
    </message>
    <message>
        <source>falls down</source>
        <translation>stürzt</translation>
    </message>
    <message>
        <source>the spell fizzles</source>
        <translation>der Zauber verpufft</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot %2 this turn: no option open to it allows that after moving %n hex(es).</source>
        <translation>
            <numerusform>%1 kann in dieser Runde nicht %2: nach %n Feld Bewegung erlaubt das keine offene Option.</numerusform>
            <numerusform>%1 kann in dieser Runde nicht %2: nach %n Feldern Bewegung erlaubt das keine offene Option.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is down: it must stand up first.</source>
        <translation>%1 liegt am Boden: erst muss es aufstehen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is on the ground: pick it up or ready another weapon first.</source>
        <translation>%2 von %1 liegt am Boden: erst aufheben oder eine andere Waffe bereitmachen.</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>%1 takes option %2.</source>
        <translation>%1 nimmt die Option %2.</translation>
    </message>
</context>
<context>
    <name>hk::CombatActions</name>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>%1 has no weapon or attack to strike with; give the damage dice.</source>
        <translation>%1 hat keine Waffe und keinen Angriff zum Zuschlagen; gib die Schadenswürfel an.</translation>
    </message>
    <message>
        <source>attacks %1</source>
        <translation>greift %1 an</translation>
    </message>
    <message>
        <source>%1 has no ready weapon.</source>
        <translation>%1 hat keine Waffe bereit.</translation>
    </message>
    <message>
        <source>%1 is down and cannot strike.</source>
        <translation>%1 liegt am Boden und kann nicht zuschlagen.</translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s front hexes.</source>
        <translation>%1 steht nicht in den vorderen Feldern von %2.</translation>
    </message>
    <message>
        <source> from behind</source>
        <translation> von hinten</translation>
    </message>
    <message>
        <source> from the side</source>
        <translation> von der Seite</translation>
    </message>
    <message>
        <source>%1 strikes %2%3: %4 — hit for %5.</source>
        <translation>%1 greift %2%3 an: %4 — Treffer für %5.</translation>
    </message>
    <message>
        <source>%1 strikes at %2%3: %4 — miss.</source>
        <translation>%1 greift %2%3 an: %4 — daneben.</translation>
    </message>
    <message>
        <source>%1&apos;s blow</source>
        <translation>Hieb von %1</translation>
    </message>
    <message>
        <source>Disbelieve</source>
        <translation>Anzweifeln</translation>
    </message>
    <message>
        <source>disbelieves %1</source>
        <translation>zweifelt %1 an</translation>
    </message>
    <message>
        <source>%1 tries to disbelieve %2.</source>
        <translation>%1 versucht, %2 anzuzweifeln.</translation>
    </message>
    <message>
        <source>Secret roll %1: %2; %3 is %4.</source>
        <translation>Geheimer Wurf %1: %2; %3 ist %4.</translation>
    </message>
    <message>
        <source>made</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>real</source>
        <translation>echt</translation>
    </message>
    <message>
        <source>%1 vanishes!</source>
        <translation>%1 verschwindet!</translation>
    </message>
    <message>
        <source>Forced retreat</source>
        <translation>Erzwungener Rückzug</translation>
    </message>
    <message>
        <source>Forced retreats come after the action phase.</source>
        <translation>Erzwungene Rückzüge kommen nach der Aktionsphase.</translation>
    </message>
    <message>
        <source>%1 took hits this turn and cannot force a retreat.</source>
        <translation>%1 hat in dieser Runde Treffer erlitten und kann keinen Rückzug erzwingen.</translation>
    </message>
    <message>
        <source>%1 did not hurt %2 with a blow this turn.</source>
        <translation>%1 hat %2 in dieser Runde mit keinem Hieb verletzt.</translation>
    </message>
    <message>
        <source>%1 can only be pushed one hex, into an open hex.</source>
        <translation>%1 kann nur ein Feld weit zurückgedrängt werden, in ein freies Feld.</translation>
    </message>
    <message>
        <source>%1 is taken by %2.</source>
        <translation>%1 ist von %2 besetzt.</translation>
    </message>
    <message>
        <source>%1 forces %2 back to %3.</source>
        <translation>%1 drängt %2 nach %3 zurück.</translation>
    </message>
    <message>
        <source>%1 steps into %2.</source>
        <translation>%1 rückt in %2 nach.</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Zauber wirken</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>Break free</source>
        <translation>Befreien</translation>
    </message>
    <message>
        <source>%1 has no action to spend on it now.</source>
        <translation>%1 hat jetzt keine Aktion dafür übrig.</translation>
    </message>
    <message>
        <source>%1 moved this turn: only a figure standing still may work at a Rope.</source>
        <translation>%1 hat sich in dieser Runde bewegt: nur eine Figur, die stillsteht, darf an einem Rope arbeiten.</translation>
    </message>
    <message>
        <source>%1 must be next to %2 to help.</source>
        <translation>%1 muss neben %2 stehen, um zu helfen.</translation>
    </message>
    <message>
        <source>works at the rope on %1</source>
        <translation>arbeitet am Seil um %1</translation>
    </message>
    <message>
        <source>%1 throws off the rope on %2 (%3).</source>
        <translation>%1 befreit %2 vom Seil (%3).</translation>
    </message>
    <message>
        <source>%1 works at the rope on %2 in vain (%3).</source>
        <translation>%1 arbeitet vergeblich am Seil um %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is asleep: a neighbour must shake it awake.</source>
        <translation>%1 schläft: ein Nachbar muss die Figur wachrütteln.</translation>
    </message>
    <message>
        <source>%1 shakes %2 awake.</source>
        <translation>%1 rüttelt %2 wach.</translation>
    </message>
    <message>
        <source>%1 shakes %2 (%3 of %4 turns).</source>
        <translation>%1 rüttelt %2 (%3 von %4 Runden).</translation>
    </message>
    <message>
        <source>%1 is neither bound nor asleep.</source>
        <translation>%1 ist weder gefesselt noch schlafend.</translation>
    </message>
    <message>
        <source>%1 charges with %2: %3 (pole charge, house rule).</source>
        <translation>%1 stürmt mit %2 an: %3 (Stangenwaffen-Sturmangriff, Hausregel).</translation>
    </message>
    <message>
        <source>Fencing: ×%1</source>
        <translation>Fencing: ×%1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Ready a weapon</source>
        <translation>Eine Waffe bereitmachen</translation>
    </message>
    <message>
        <source>%1 carries no weapon called “%2”.</source>
        <translation>%1 trägt keine Waffe namens „%2“.</translation>
    </message>
    <message>
        <source>%1 already has the %2 in hand.</source>
        <translation>%1 hat %2 schon in der Hand.</translation>
    </message>
    <message>
        <source>The %1 is on the ground: pick it up instead.</source>
        <translation>%1 liegt am Boden: stattdessen aufheben.</translation>
    </message>
    <message>
        <source>Engaged, %1 may switch only to a hand weapon, not the %2.</source>
        <translation>Gebunden darf %1 nur zu einer Nahkampfwaffe wechseln, nicht zu %2.</translation>
    </message>
    <message>
        <source>%1 readies the %2.</source>
        <translation>%1 macht %2 bereit.</translation>
    </message>
    <message>
        <source>%1 drops the %2 and readies the %3.</source>
        <translation>%1 lässt %2 fallen und macht %3 bereit.</translation>
    </message>
    <message>
        <source>%1 puts away the %2 and readies the %3.</source>
        <translation>%1 steckt %2 weg und macht %3 bereit.</translation>
    </message>
    <message>
        <source>Drop a weapon</source>
        <translation>Eine Waffe fallen lassen</translation>
    </message>
    <message>
        <source>%1 has no weapon in hand.</source>
        <translation>%1 hat keine Waffe in der Hand.</translation>
    </message>
    <message>
        <source>%1 drops the %2.</source>
        <translation>%1 lässt %2 fallen.</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Pick up a weapon</source>
        <translation>Eine Waffe aufheben</translation>
    </message>
    <message>
        <source>%1 has dropped no weapon.</source>
        <translation>%1 hat keine Waffe fallen lassen.</translation>
    </message>
    <message>
        <source>%1 has no dropped weapon called “%2”.</source>
        <translation>%1 hat keine fallen gelassene Waffe namens „%2“.</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>%1 has moved this turn: only a figure that has not moved may disengage.</source>
        <translation>%1 hat sich in dieser Runde bewegt: nur eine Figur, die sich nicht bewegt hat, darf sich lösen.</translation>
    </message>
    <message>
        <source>%1 is not in anyone&apos;s threat zone: there is nothing to disengage from.</source>
        <translation>%1 steht in keiner Bedrohungszone: es gibt nichts, wovon sie sich lösen könnte.</translation>
    </message>
    <message>
        <source>%1 disengages from %2 to %3; they may still strike at it this turn, at −1 per point of DEX it has over them.</source>
        <translation>%1 löst sich von %2 nach %3; sie dürfen in dieser Runde noch nach ihr schlagen, mit −1 je Punkt DEX, den sie ihnen voraus hat.</translation>
    </message>
    <message>
        <source>Take a breather</source>
        <translation>Verschnaufen</translation>
    </message>
    <message>
        <source>A breather belongs to the optional nonlethal damage rule, which is off in this campaign (house rules).</source>
        <translation>Verschnaufen gehört zur optionalen Regel für nicht tödlichen Schaden, die in dieser Kampagne aus ist (Hausregeln).</translation>
    </message>
    <message>
        <source>%1 takes a breather: nothing else this turn, and attacks on it are at +%2.</source>
        <translation>%1 verschnauft: nichts anderes in dieser Runde, und Angriffe auf die Figur erhalten +%2.</translation>
    </message>
    <message>
        <source> bare-handed</source>
        <translation> mit bloßen Händen</translation>
    </message>
    <message>
        <source>%1 bends over and picks up the %2: ready next turn.</source>
        <translation>%1 bückt sich und hebt %2 auf: in der nächsten Runde bereit.</translation>
    </message>
</context>
<context>
    <name>hk::CombatEffects</name>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 falls unconscious.</source>
        <translation>%1 wird bewusstlos.</translation>
    </message>
    <message>
        <source>%1&apos;s secret protection: %2 of %3 hits stopped.</source>
        <translation>Geheimer Schutz von %1: %2 von %3 Treffern abgehalten.</translation>
    </message>
    <message>
        <source>%1 takes %2 hits from %3 (%4 stopped).</source>
        <translation>%1 erleidet %2 Treffer durch %3 (%4 abgehalten).</translation>
    </message>
    <message>
        <source>%1 takes %2 hits from %3.</source>
        <translation>%1 erleidet %2 Treffer durch %3.</translation>
    </message>
    <message>
        <source>%1 falls down.</source>
        <translation>%1 fällt hin.</translation>
    </message>
    <message>
        <source>%1 is struck and bursts: it was an image.</source>
        <translation>%1 wird getroffen und zerplatzt: es war ein Abbild.</translation>
    </message>
    <message>
        <source>%1 spends %2 magical ST on %3 (magical ST now %4).</source>
        <translation>%1 verbraucht %2 magische ST für %3 (magische ST jetzt %4).</translation>
    </message>
    <message>
        <source>casting past magical ST</source>
        <translation>Zaubern über die magische ST hinaus</translation>
    </message>
    <message>
        <source>%1 spends %2 ST on %3 (ST now %4).</source>
        <translation>%1 verbraucht %2 ST für %3 (ST jetzt %4).</translation>
    </message>
    <message>
        <source>%1&apos;s %2 ends: %3</source>
        <translation>%2 von %1 endet: %3</translation>
    </message>
    <message>
        <source>%1 vanishes.</source>
        <translation>%1 verschwindet.</translation>
    </message>
    <message>
        <source>%1 drops out of the practice bout at ST %2.</source>
        <translation>%1 scheidet bei ST %2 aus dem Übungskampf aus.</translation>
    </message>
    <message>
        <source>%1 fights on at ST %2: %3 DX.</source>
        <translation>%1 kämpft bei ST %2 weiter: %3 DX.</translation>
    </message>
    <message>
        <source>%1 can no longer keep it up.</source>
        <translation>%1 kann ihn nicht länger aufrechterhalten.</translation>
    </message>
    <message>
        <source>its caster is gone.</source>
        <translation>der Zaubernde ist fort.</translation>
    </message>
    <message>
        <source>%1 is its own master again (side %2).</source>
        <translation>%1 ist wieder sein eigener Herr (Seite %2).</translation>
    </message>
    <message>
        <source>The blow wakes %1.</source>
        <translation>Der Treffer weckt %1.</translation>
    </message>
    <message>
        <source>keeps his feet</source>
        <translation>bleibt auf den Beinen</translation>
    </message>
    <message>
        <source>Made the DEX check against falling (%1d6: %2 against %3): pushed back one hex instead.</source>
        <translation>DX-Probe gegen das Hinfallen geschafft (%1W6: %2 gegen %3): stattdessen ein Feld zurückgedrängt.</translation>
    </message>
    <message>
        <source>Missed the DEX check against falling (%1d6: %2 against %3): %4 falls down.</source>
        <translation>DX-Probe gegen das Hinfallen verfehlt (%1W6: %2 gegen %3): %4 fällt hin.</translation>
    </message>
    <message>
        <source>%1&apos;s breather is spoiled: it was hurt this turn.</source>
        <translation>Das Verschnaufen von %1 ist verdorben: die Figur wurde in dieser Runde verletzt.</translation>
    </message>
    <message>
        <source>recovers nonlethal damage</source>
        <translation>erholt nicht tödlichen Schaden</translation>
    </message>
    <message>
        <source>%1 recovers %2 nonlethal damage (%3 on %4): ST %5.</source>
        <translation>%1 erholt %2 nicht tödlichen Schaden (%3 auf %4): ST %5.</translation>
    </message>
    <message>
        <source>%1 comes to.</source>
        <translation>%1 kommt wieder zu sich.</translation>
    </message>
</context>
<context>
    <name>hk::CombatFigureTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Has acted this turn.</source>
        <translation>Hat in dieser Runde gehandelt.</translation>
    </message>
    <message>
        <source>Adjusted DX: the order of actions.</source>
        <translation>Angepasste DX: die Reihenfolge der Aktionen.</translation>
    </message>
    <message>
        <source>Current ST of basic ST.</source>
        <translation>Aktuelle ST von Grund-ST.</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Basic DX %1, adjusted %2.</source>
        <translation>Grund-DX %1, angepasst %2.</translation>
    </message>
    <message>
        <source>%1 hits and %2 ST spent in this fight.</source>
        <translation>%1 Treffer und %2 ST in diesem Kampf verbraucht.</translation>
    </message>
    <message>
        <source>Option (%1) in the book&apos;s list.</source>
        <translation>Option (%1) in der Liste des Regelbuchs.</translation>
    </message>
</context>
<context>
    <name>hk::CombatInitiative</name>
    <message>
        <source>GM</source>
        <translation>SL</translation>
    </message>
    <message>
        <source>initiative, turn %1</source>
        <translation>Initiative, Runde %1</translation>
    </message>
    <message>
        <source>%1 (DEX %2)</source>
        <translation>%1 (DX %2)</translation>
    </message>
    <message>
        <source>%1 (DEX %2, check %3)</source>
        <translation>%1 (DX %2, Probe %3)</translation>
    </message>
    <message>
        <source>by DEX checks</source>
        <translation>nach DX-Proben</translation>
    </message>
    <message>
        <source>by effective DEX</source>
        <translation>nach effektiver DX</translation>
    </message>
    <message>
        <source>Initiative %1: %2.</source>
        <translation>Initiative %1: %2.</translation>
    </message>
    <message>
        <source>Only one side can still fight: end the fight instead.</source>
        <translation>Nur noch eine Seite kann kämpfen: beende stattdessen den Kampf.</translation>
    </message>
    <message>
        <source>Side %1 wins the initiative</source>
        <translation>Seite %1 gewinnt die Initiative</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, rolling %2 against %3</source>
        <translation>%1 mit %2 gegen %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1, after a tie at %2</source>
        <translation>%1, nach einem Gleichstand bei %2</translation>
    </message>
    <message>
        <source>%1, after ties at %2</source>
        <translation>%1, nach Gleichständen bei %2</translation>
    </message>
    <message>
        <source>For the GM, with every DEX check and hidden figure: %1.</source>
        <translation>Für den SL, mit jeder DX-Probe und jeder verborgenen Figur: %1.</translation>
    </message>
</context>
<context>
    <name>hk::CombatLogView</name>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>SL</translation>
    </message>
    <message>
        <source>Only the GM sees this line.</source>
        <translation>Nur der SL sieht diese Zeile.</translation>
    </message>
</context>
<context>
    <name>hk::CombatMoves</name>
    <message>
        <source>%1 cannot stand on %2.</source>
        <translation>%1 kann nicht auf %2 stehen.</translation>
    </message>
    <message>
        <source>%1 cannot end its move on %2: %3 is there.</source>
        <translation>%1 kann die Bewegung nicht auf %2 beenden: dort steht %3.</translation>
    </message>
    <message>
        <source>the fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>keeps its feet</source>
        <translation>bleibt auf den Beinen</translation>
    </message>
    <message>
        <source>%1 cannot get farther away: it keeps its feet (%2 against %3).</source>
        <translation>%1 kommt nicht weiter weg: bleibt auf den Beinen (%2 gegen %3).</translation>
    </message>
    <message>
        <source>%1 cannot get farther away and falls (%2 against %3).</source>
        <translation>%1 kommt nicht weiter weg und stürzt (%2 gegen %3).</translation>
    </message>
    <message numerus="yes">
        <source>Avert drives %1 %n hex(es) away, to %2.</source>
        <translation>
            <numerusform>Abwenden treibt %1 %n Feld weit weg, nach %2.</numerusform>
            <numerusform>Abwenden treibt %1 %n Felder weit weg, nach %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no room behind it and stays where it is.</source>
        <translation>%1 hat hinter sich keinen Platz und bleibt, wo es ist.</translation>
    </message>
    <message>
        <source>%1 goes back to %2.</source>
        <translation>%1 weicht nach %2 zurück.</translation>
    </message>
    <message>
        <source>%1 is burnt %2: %3.</source>
        <translation>%1 verbrennt sich %2: %3.</translation>
    </message>
    <message>
        <source>crossing fire</source>
        <translation>beim Durchqueren des Feuers</translation>
    </message>
    <message>
        <source>stopping in fire</source>
        <translation>beim Anhalten im Feuer</translation>
    </message>
    <message>
        <source>staying in fire</source>
        <translation>beim Verweilen im Feuer</translation>
    </message>
    <message>
        <source>dares the fire</source>
        <translation>wagt sich ins Feuer</translation>
    </message>
    <message>
        <source>%1 makes the INT check to go into the fire (%2 against %3).</source>
        <translation>%1 schafft die INT-Probe, um ins Feuer zu gehen (%2 gegen %3).</translation>
    </message>
    <message>
        <source>%1 misses the INT check and will not go into the fire (%2 against %3): it stays where it is.</source>
        <translation>%1 verfehlt die INT-Probe und geht nicht ins Feuer (%2 gegen %3): bleibt, wo es ist.</translation>
    </message>
</context>
<context>
    <name>hk::CombatOdds</name>
    <message>
        <source>%1 is not in %2&apos;s front hexes: the blow cannot land.</source>
        <translation>%1 steht nicht in den vorderen Feldern von %2: der Hieb kann nicht treffen.</translation>
    </message>
    <message>
        <source>%1 has no ready weapon.</source>
        <translation>%1 hat keine Waffe bereit.</translation>
    </message>
    <message>
        <source>From behind.</source>
        <translation>Von hinten.</translation>
    </message>
    <message>
        <source>From the side.</source>
        <translation>Von der Seite.</translation>
    </message>
    <message>
        <source>Choose a target figure to see the chance to hit.</source>
        <translation>Wähle eine Zielfigur, um die Trefferchance zu sehen.</translation>
    </message>
    <message>
        <source>Figures on the line of fire are rolled for first.</source>
        <translation>Für Figuren in der Schusslinie wird zuerst gewürfelt.</translation>
    </message>
    <message>
        <source>The range penalty (−1 DX a hex) is added once the target is known.</source>
        <translation>Der Entfernungsabzug (−1 DX je Feld) kommt hinzu, sobald das Ziel bekannt ist.</translation>
    </message>
    <message>
        <source>Then %1 saves on IQ %2 (%3 dice): %4% to be controlled in all.</source>
        <translation>Dann würfelt %1 den Rettungswurf auf IQ %2 (%3 Würfel): insgesamt %4% Chance, kontrolliert zu werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for range</source>
        <translation>%1 für die Entfernung</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n figure(s) in the way</source>
        <translation>
            <numerusform>%1 für %n Figur im Weg</numerusform>
            <numerusform>%1 für %n Figuren im Weg</numerusform>
        </translation>
    </message>
    <message>
        <source>then %1 checks %2 dice against %3 or falls</source>
        <translation>dann würfelt %1 %2 Würfel gegen %3 oder stürzt</translation>
    </message>
</context>
<context>
    <name>hk::CombatOverrides</name>
    <message>
        <source>GM: change ST</source>
        <translation>SL: ST ändern</translation>
    </message>
    <message>
        <source>Give the hits or fatigue to add (negative to heal).</source>
        <translation>Gib die hinzuzufügenden Treffer oder die Erschöpfung an (negativ zum Heilen).</translation>
    </message>
    <message>
        <source>%1 has only %2 wounds and %3 fatigue from this fight to take back.</source>
        <translation>%1 hat aus diesem Kampf nur %2 Wunden und %3 Erschöpfung, die zurückgenommen werden können.</translation>
    </message>
    <message>
        <source>GM: posture</source>
        <translation>SL: Haltung</translation>
    </message>
    <message>
        <source>The GM puts %1 %2.</source>
        <translation>Der SL versetzt %1 in die Haltung %2.</translation>
    </message>
    <message>
        <source>GM: add a condition</source>
        <translation>SL: Zustand hinzufügen</translation>
    </message>
    <message>
        <source>A condition needs a name and a number of turns (or -1 for until removed).</source>
        <translation>Ein Zustand braucht einen Namen und eine Anzahl Runden (oder -1, bis er entfernt wird).</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2 for %n turn(s).</source>
        <translation>
            <numerusform>%1 ist %n Runde lang %2.</numerusform>
            <numerusform>%1 ist %n Runden lang %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 ist %2.</translation>
    </message>
    <message>
        <source>GM: remove a condition</source>
        <translation>SL: Zustand entfernen</translation>
    </message>
    <message>
        <source>%1 is not %2.</source>
        <translation>%1 ist nicht %2.</translation>
    </message>
    <message>
        <source>%1 is no longer %2.</source>
        <translation>%1 ist nicht mehr %2.</translation>
    </message>
    <message>
        <source>GM: hide a figure</source>
        <translation>SL: Figur verbergen</translation>
    </message>
    <message>
        <source>GM: reveal a figure</source>
        <translation>SL: Figur aufdecken</translation>
    </message>
    <message>
        <source>%1 is hidden from the players.</source>
        <translation>%1 ist vor den Spielern verborgen.</translation>
    </message>
    <message>
        <source>%1 is seen again.</source>
        <translation>%1 ist wieder sichtbar.</translation>
    </message>
    <message>
        <source>GM: who acts next</source>
        <translation>SL: wer als Nächstes handelt</translation>
    </message>
    <message>
        <source>%1 cannot act now.</source>
        <translation>%1 kann jetzt nicht handeln.</translation>
    </message>
    <message>
        <source>The GM rules that %1 acts next.</source>
        <translation>Der SL entscheidet, dass %1 als Nächstes handelt.</translation>
    </message>
    <message>
        <source>the GM lifts it.</source>
        <translation>der SL hebt ihn auf.</translation>
    </message>
    <message>
        <source>The GM sets %1&apos;s ST to %2 (%3 hits and %4 fatigue from this fight in all).</source>
        <translation>Der SL setzt die ST von %1 auf %2 (insgesamt %3 Treffer und %4 Erschöpfung aus diesem Kampf).</translation>
    </message>
</context>
<context>
    <name>hk::CombatPage</name>
    <message>
        <source>Zoom in (or the mouse wheel)</source>
        <translation>Vergrößern (oder das Mausrad)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole map. Drag with the middle or right button to pan.</source>
        <translation>Die ganze Karte zeigen. Zum Verschieben mit der mittleren oder rechten Maustaste ziehen.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Zoom to the fight: every figure on the map with a few hexes around them.</source>
        <translation>Auf den Kampf zoomen: jede Figur auf der Karte mit ein paar Feldern ringsum.</translation>
    </message>
    <message>
        <source>Player window</source>
        <translation>Spielerfenster</translation>
    </message>
    <message>
        <source>A second window for the players&apos; screen: the map and the order, nothing secret.</source>
        <translation>Ein zweites Fenster für den Bildschirm der Spieler: die Karte und die Reihenfolge, nichts Geheimes.</translation>
    </message>
    <message>
        <source>Make an encounter with New… on the left, or pick one.</source>
        <translation>Lege links mit Neu… eine Begegnung an oder wähle eine aus.</translation>
    </message>
    <message>
        <source>This campaign&apos;s rules cannot run a fight: %1</source>
        <translation>Mit den Regeln dieser Kampagne lässt sich kein Kampf führen: %1</translation>
    </message>
    <message>
        <source>%1 — map %2×%3</source>
        <translation>%1 — Karte %2×%3</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regeln…</translation>
    </message>
    <message>
        <source>The optional combat rules this campaign follows (courtesy, practice combat, mass-combat options).</source>
        <translation>Die optionalen Kampfregeln, denen diese Kampagne folgt (Höflichkeit, Übungskampf, Massenkampf-Optionen).</translation>
    </message>
    <message>
        <source>The fight is over: wounds and fatigue are back on the characters, experience on the ledger. Edit ▸ Undo takes it back.</source>
        <translation>Der Kampf ist vorbei: Wunden und Erschöpfung stehen wieder bei den Figuren, die Erfahrung im Erfahrungsbuch. Bearbeiten ▸ Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>The experience is on the ledger.</source>
        <translation>Die Erfahrung steht im Erfahrungsbuch.</translation>
    </message>
</context>
<context>
    <name>hk::CombatParameters</name>
    <message>
        <source>parameter %1.%2</source>
        <translation>Parameter %1.%2</translation>
    </message>
    <message>
        <source>rows of table %1</source>
        <translation>Zeilen der Tabelle %1</translation>
    </message>
    <message>
        <source>the ruleset lacks combat data</source>
        <translation>dem Regelwerk fehlen Kampfdaten</translation>
    </message>
</context>
<context>
    <name>hk::CombatRulesDialog</name>
    <message>
        <source>Combat rules</source>
        <translation>Kampfregeln</translation>
    </message>
    <message>
        <source>Optional rules the tracker follows in this campaign. A change is a house rule: it can be undone, and the Rules library shows it.</source>
        <translation>Optionale Regeln, denen der Tracker in dieser Kampagne folgt. Eine Änderung ist eine Hausregel: sie lässt sich rückgängig machen, und die Regelbibliothek zeigt sie.</translation>
    </message>
    <message>
        <source>This campaign&apos;s rulesets have no optional combat rules.</source>
        <translation>Die Regelwerke dieser Kampagne haben keine optionalen Kampfregeln.</translation>
    </message>
    <message>
        <source>Set on the Combat page</source>
        <translation>Auf der Seite „Kampf“ eingestellt</translation>
    </message>
</context>
<context>
    <name>hk::CombatSpell</name>
    <message>
        <source>no spell &apos;%1&apos; in this ruleset</source>
        <translation>kein Zauber „%1“ in diesem Regelwerk</translation>
    </message>
    <message>
        <source>spell &apos;%1&apos;: %2</source>
        <translation>Zauber „%1“: %2</translation>
    </message>
</context>
<context>
    <name>hk::CombatState</name>
    <message>
        <source>Setting up</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Renew spells</source>
        <translation>Zauber erneuern</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Forced retreats</source>
        <translation>Erzwungene Rückzüge</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>This encounter was saved in format %1, which this version cannot read.</source>
        <translation>Diese Begegnung wurde im Format %1 gespeichert, das diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The encounter&apos;s map size %1×%2 is not usable.</source>
        <translation>Die Kartengröße %1×%2 der Begegnung ist nicht verwendbar.</translation>
    </message>
    <message>
        <source>The figure “%1” of this encounter is of a kind this version does not know (“%2”).</source>
        <translation>Die Figur „%1“ dieser Begegnung ist von einer Art, die diese Version nicht kennt („%2“).</translation>
    </message>
</context>
<context>
    <name>hk::CombatStep</name>
    <message>
        <source>This encounter has no figure “%1”.</source>
        <translation>Diese Begegnung hat keine Figur „%1“.</translation>
    </message>
</context>
<context>
    <name>hk::CombatText</name>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>SW</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NW</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>außerhalb der Karte</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>gebunden</translation>
    </message>
    <message>
        <source>held</source>
        <translation>festgehalten</translation>
    </message>
    <message>
        <source>image of %1</source>
        <translation>Abbild von %1</translation>
    </message>
    <message>
        <source>illusion of %1</source>
        <translation>Illusion von %1</translation>
    </message>
    <message>
        <source>summoned by %1</source>
        <translation>beschworen von %1</translation>
    </message>
    <message>
        <source>character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>creature</source>
        <translation>Kreatur</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) left</source>
        <translation>
            <numerusform>noch %n Runde</numerusform>
            <numerusform>noch %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 DX</source>
        <translation>%1 DX</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>hk::CombatTurn</name>
    <message>
        <source>GM</source>
        <translation>SL</translation>
    </message>
    <message>
        <source>who acts next</source>
        <translation>wer als Nächstes handelt</translation>
    </message>
    <message>
        <source>%1 acts next (adjusted DX %2).</source>
        <translation>%1 handelt als Nächstes (angepasste DX %2).</translation>
    </message>
    <message>
        <source>%1 acts next (adjusted DX %2, won the tie roll).</source>
        <translation>%1 handelt als Nächstes (angepasste DX %2, hat den Stechwurf gewonnen).</translation>
    </message>
    <message>
        <source>Everyone has acted this turn.</source>
        <translation>Alle haben in dieser Runde gehandelt.</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <source>Choose who moves first</source>
        <translation>Wählen, wer zuerst zieht</translation>
    </message>
    <message>
        <source>The order of movement is chosen after the initiative roll, before anyone moves.</source>
        <translation>Die Zugreihenfolge wird nach dem Initiativewurf gewählt, bevor sich jemand bewegt.</translation>
    </message>
    <message>
        <source>Roll initiative first.</source>
        <translation>Würfle zuerst die Initiative.</translation>
    </message>
    <message>
        <source>Side %1 has no figure able to move.</source>
        <translation>Seite %1 hat keine Figur, die sich bewegen kann.</translation>
    </message>
    <message>
        <source>Side %1 chooses: side %2 moves first.</source>
        <translation>Seite %1 wählt: Seite %2 zieht zuerst.</translation>
    </message>
    <message>
        <source>Renew a spell</source>
        <translation>Zauber erneuern</translation>
    </message>
    <message>
        <source>Let a spell go</source>
        <translation>Zauber auslaufen lassen</translation>
    </message>
    <message>
        <source>No continuing spell %1 is running.</source>
        <translation>Kein andauernder Zauber %1 ist aktiv.</translation>
    </message>
    <message>
        <source>its caster lets it go.</source>
        <translation>der Zaubernde lässt ihn auslaufen.</translation>
    </message>
    <message>
        <source>%1 is already paid for this turn.</source>
        <translation>%1 ist für diese Runde schon bezahlt.</translation>
    </message>
    <message>
        <source>%1 has only %2 ST: not enough to keep %3 going.</source>
        <translation>%1 hat nur %2 ST: nicht genug, um %3 aufrechtzuerhalten.</translation>
    </message>
    <message>
        <source>Choose an option</source>
        <translation>Option wählen</translation>
    </message>
    <message>
        <source>Options are chosen in the movement phase.</source>
        <translation>Optionen werden in der Bewegungsphase gewählt.</translation>
    </message>
    <message>
        <source>%1 cannot take option “%2” now; open to it: %3.</source>
        <translation>%1 kann die Option „%2“ jetzt nicht wählen; möglich sind: %3.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Turn a figure</source>
        <translation>Figur drehen</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>%1 turns to face %2.</source>
        <translation>%1 dreht sich nach %2.</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>Start the fight first.</source>
        <translation>Beginne zuerst den Kampf.</translation>
    </message>
    <message>
        <source>This fight is over.</source>
        <translation>Dieser Kampf ist vorbei.</translation>
    </message>
    <message>
        <source>Renew spells.</source>
        <translation>Zauber erneuern.</translation>
    </message>
    <message>
        <source>Side %1 moves.</source>
        <translation>Seite %1 bewegt sich.</translation>
    </message>
    <message>
        <source>%1 does nothing.</source>
        <translation>%1 tut nichts.</translation>
    </message>
    <message>
        <source>Forced retreats.</source>
        <translation>Erzwungene Rückzüge.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>%1 has no action left this turn.</source>
        <translation>%1 hat in dieser Runde keine Aktion mehr.</translation>
    </message>
    <message>
        <source>%1 stands up.</source>
        <translation>%1 steht auf.</translation>
    </message>
    <message>
        <source>%1 holds its action.</source>
        <translation>%1 hält die Aktion zurück.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Initiative for turn %1 is already rolled: side %2 won it. Undo to roll again.</source>
        <translation>Die Initiative für Runde %1 ist schon gewürfelt: Seite %2 hat sie gewonnen. Rückgängig machen, um neu zu würfeln.</translation>
    </message>
    <message>
        <source>%1 acts next (initiative order).</source>
        <translation>%1 handelt als Nächstes (Initiative-Reihenfolge).</translation>
    </message>
    <message>
        <source>Initiative for turn %1 is already rolled. Undo to roll again.</source>
        <translation>Die Initiative für Runde %1 ist schon gewürfelt. Rückgängig machen, um neu zu würfeln.</translation>
    </message>
    <message>
        <source>Figures move in initiative order here; no side chooses who moves first.</source>
        <translation>Hier bewegen sich die Figuren in Initiative-Reihenfolge; keine Seite wählt, wer zuerst zieht.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <translation>%1 wählt %2.</translation>
    </message>
    <message>
        <source>Spell upkeep.</source>
        <translation>Zauber aufrechterhalten.</translation>
    </message>
    <message>
        <source>%1 moves.</source>
        <translation>%1 bewegt sich.</translation>
    </message>
    <message>
        <source>%1 is paid for until the end of turn %2.</source>
        <translation>%1 ist bis zum Ende von Runde %2 bezahlt.</translation>
    </message>
</context>
<context>
    <name>hk::CombatWords</name>
    <message>
        <source>hand-to-hand</source>
        <translation>Handgemenge</translation>
    </message>
    <message>
        <source>wounded last turn</source>
        <translation>letzte Runde verwundet</translation>
    </message>
    <message>
        <source>catching a breath</source>
        <translation>schöpft Atem</translation>
    </message>
    <message>
        <source>in fire</source>
        <translation>im Feuer</translation>
    </message>
    <message>
        <source>low ST</source>
        <translation>wenig ST</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>stehend</translation>
    </message>
    <message>
        <source>kneeling</source>
        <translation>kniend</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <source>crawling</source>
        <translation>kriechend</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>gestürzt</translation>
    </message>
    <message>
        <source>bending over</source>
        <translation>vorgebeugt</translation>
    </message>
    <message>
        <source>Getting ready</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 zieht</translation>
    </message>
    <message>
        <source>Side %1 moves</source>
        <translation>Seite %1 zieht</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>%1 acts next</source>
        <translation>%1 handelt als Nächstes</translation>
    </message>
    <message>
        <source>the turn goes on</source>
        <translation>die Runde geht weiter</translation>
    </message>
    <message>
        <source>nobody is left to act</source>
        <translation>niemand ist mehr am Zug</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Charge attack</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Zu Boden gehen</translation>
    </message>
    <message>
        <source>Disengage</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Shift and attack</source>
        <translation>Verschieben und angreifen</translation>
    </message>
    <message>
        <source>Shift and defend</source>
        <translation>Verschieben und verteidigen</translation>
    </message>
    <message>
        <source>Shift into hand-to-hand</source>
        <translation>Ins Handgemenge wechseln</translation>
    </message>
    <message>
        <source>Try hand-to-hand</source>
        <translation>Handgemenge versuchen</translation>
    </message>
    <message>
        <source>Cast a spell</source>
        <translation>Zauber wirken</translation>
    </message>
    <message>
        <source>Disbelieve</source>
        <translation>Anzweifeln</translation>
    </message>
    <message>
        <source>Pick up a weapon</source>
        <translation>Waffe aufheben</translation>
    </message>
    <message>
        <source>Drop and pick up</source>
        <translation>Fallen lassen und aufheben</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Aufstehen</translation>
    </message>
    <message>
        <source>Catch a breath</source>
        <translation>Verschnaufen</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>Shoot a charger</source>
        <translation>Auf einen Angreifer schießen</translation>
    </message>
    <message>
        <source>Ready a weapon</source>
        <translation>Waffe bereitmachen</translation>
    </message>
    <message>
        <source>Change or ready a weapon</source>
        <translation>Waffe wechseln oder bereitmachen</translation>
    </message>
    <message>
        <source>Exchange weapons</source>
        <translation>Waffen tauschen</translation>
    </message>
    <message>
        <source>Switch weapons</source>
        <translation>Waffen wechseln</translation>
    </message>
    <message>
        <source>Throw a weapon</source>
        <translation>Waffe werfen</translation>
    </message>
    <message>
        <source>Load a crossbow</source>
        <translation>Armbrust laden</translation>
    </message>
    <message>
        <source>Missile attack</source>
        <translation>Fernangriff</translation>
    </message>
    <message>
        <source>One last shot</source>
        <translation>Ein letzter Schuss</translation>
    </message>
</context>
<context>
    <name>hk::Consciousness</name>
    <message>
        <source>Unconscious at ST %1 (wounds %2, fatigue %3): wakes once ST is above %4.</source>
        <translation>Bewusstlos bei ST %1 (Wunden %2, Erschöpfung %3): erwacht, sobald ST über %4 liegt.</translation>
    </message>
    <message>
        <source>Rest brings fatigue back.</source>
        <translation>Ruhe bringt die Erschöpfung zurück.</translation>
    </message>
    <message>
        <source>Wounds heal with care as days pass.</source>
        <translation>Die Wunden heilen mit Pflege im Lauf der Tage.</translation>
    </message>
    <message>
        <source>Wounds are not tended, so they do not heal with time.</source>
        <translation>Die Wunden werden nicht versorgt und heilen daher nicht mit der Zeit.</translation>
    </message>
</context>
<context>
    <name>hk::CreatureStats</name>
    <message>
        <source>%1 cannot fight here: its %2 was lost from the book; add it to the roster with the GM&apos;s numbers instead.</source>
        <translation>%1 kann hier nicht kämpfen: der Wert %2 fehlt im Buch; füge die Kreatur stattdessen mit den Zahlen des SL der Liste hinzu.</translation>
    </message>
    <message>
        <source>The bestiary has no creature “%1”.</source>
        <translation>Das Bestiarium hat kein Wesen „%1“.</translation>
    </message>
</context>
<context>
    <name>hk::DemoCampaign</name>
    <message>
        <source>The Tower of Aronnen</source>
        <translation>Der Turm von Aronnen</translation>
    </message>
    <message>
        <source>Yzor</source>
        <translation>Yzor</translation>
    </message>
    <message>
        <source>initiative practice</source>
        <translation>Initiative-Übung</translation>
    </message>
    <message>
        <source>casting Dazzle</source>
        <translation>Dazzle zaubern</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>SL</translation>
    </message>
    <message>
        <source>Krait disbelieves the wolf</source>
        <translation>Krait zweifelt den Wolf an</translation>
    </message>
    <message>
        <source>Yzor survived his duel with Krait in the arena of the Torea School.</source>
        <translation>Yzor überlebte sein Duell mit Krait in der Arena der Torea-Schule.</translation>
    </message>
    <message>
        <source>Aronnen</source>
        <translation>Aronnen</translation>
    </message>
    <message>
        <source>Aronnen suspects a Torea master bribed the proctor.</source>
        <translation>Aronnen vermutet, dass ein Torea-Meister den Aufseher bestochen hat.</translation>
    </message>
    <message>
        <source>Demo campaign: Yzor, apprentice of Aronnen, after his first arena duel.</source>
        <translation>Demo-Kampagne: Yzor, Lehrling von Aronnen, nach seinem ersten Arenaduell.</translation>
    </message>
</context>
<context>
    <name>hk::DemoCombat</name>
    <message>
        <source>The demo has no character %1.</source>
        <translation>Die Demo hat keine Figur %1.</translation>
    </message>
    <message>
        <source>Vessa</source>
        <translation>Vessa</translation>
    </message>
    <message>
        <source>Torea School</source>
        <translation>Torea-Schule</translation>
    </message>
    <message>
        <source>Krait&apos;s partner in the Torea arena; binds her foes and sends phantoms at them.</source>
        <translation>Kraits Partnerin in der Arena von Torea; sie fesselt ihre Gegner und schickt Trugbilder gegen sie.</translation>
    </message>
    <message>
        <source>Yzor</source>
        <translation>Yzor</translation>
    </message>
    <message>
        <source>Pell</source>
        <translation>Pell</translation>
    </message>
    <message>
        <source>Krait</source>
        <translation>Krait</translation>
    </message>
    <message>
        <source>Torea arena: two against two</source>
        <translation>Arena von Torea: zwei gegen zwei</translation>
    </message>
</context>
<context>
    <name>hk::DemoDowntime</name>
    <message>
        <source>Master Orlan</source>
        <translation>Meister Orlan</translation>
    </message>
    <message>
        <source>Enchanter of the tower. Makes the party a cloak of Blur, at cost.</source>
        <translation>Verzauberer des Turms. Fertigt der Gruppe zum Selbstkostenpreis einen Umhang mit Blur.</translation>
    </message>
    <message>
        <source>Sefa</source>
        <translation>Sefa</translation>
    </message>
    <message>
        <source>Alchemist of the Wizards&apos; Guild; brews healing draughts.</source>
        <translation>Alchemist der Zauberergilde; braut Heiltränke.</translation>
    </message>
    <message>
        <source>Brannoc</source>
        <translation>Brannoc</translation>
    </message>
    <message>
        <source>Alchemist; rents the Guild&apos;s second laboratory.</source>
        <translation>Alchemist; mietet das zweite Labor der Gilde.</translation>
    </message>
    <message>
        <source>The party&apos;s payment for the cloak</source>
        <translation>Zahlung der Gruppe für den Umhang</translation>
    </message>
    <message>
        <source>Savings</source>
        <translation>Ersparnisse</translation>
    </message>
    <message>
        <source>Orlan&apos;s tower laboratory</source>
        <translation>Orlans Turmlabor</translation>
    </message>
    <message>
        <source>Guild laboratory, east hall</source>
        <translation>Gildenlabor, Osthalle</translation>
    </message>
    <message>
        <source>Guild laboratory, west hall</source>
        <translation>Gildenlabor, Westhalle</translation>
    </message>
    <message>
        <source>Pell</source>
        <translation>Pell</translation>
    </message>
    <message>
        <source>Grey travelling cloak</source>
        <translation>Grauer Reiseumhang</translation>
    </message>
</context>
<context>
    <name>hk::DerivedPanel</name>
    <message>
        <source>Spell room:</source>
        <translation>Zauberplatz:</translation>
    </message>
    <message>
        <source>Hits stopped:</source>
        <translation>Abgehaltene Treffer:</translation>
    </message>
    <message>
        <source>MOV:</source>
        <translation>MOV:</translation>
    </message>
    <message>
        <source>MA:</source>
        <translation>MA:</translation>
    </message>
    <message>
        <source>Attack DEX:</source>
        <translation>Angriffs-DEX:</translation>
    </message>
    <message>
        <source>Adjusted DX:</source>
        <translation>Angepasste DX:</translation>
    </message>
    <message>
        <source>Effective DEX:</source>
        <translation>Effektive DEX:</translation>
    </message>
    <message>
        <source>Casting DX:</source>
        <translation>Zauber-DX:</translation>
    </message>
    <message>
        <source>STR now:</source>
        <translation>STR jetzt:</translation>
    </message>
    <message>
        <source>ST now:</source>
        <translation>ST jetzt:</translation>
    </message>
    <message>
        <source>%1 of %2 (wounds %3, fatigue %4)</source>
        <translation>%1 von %2 (Wunden %3, Erschöpfung %4)</translation>
    </message>
    <message>
        <source>%1 (unhurt, rested)</source>
        <translation>%1 (unverletzt, ausgeruht)</translation>
    </message>
    <message>
        <source>%1 of %2 used</source>
        <translation>%1 von %2 belegt</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
</context>
<context>
    <name>hk::DiceExpression</name>
    <message>
        <source>&apos;%1&apos; is not a dice expression (examples: 3d6, 2d6+2, 1d6-3)</source>
        <translation>„%1“ ist kein Würfelausdruck (Beispiele: 3d6, 2d6+2, 1d6-3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: use 0 to %2 dice of 2 to %3 sides</source>
        <translation>„%1“: 0 bis %2 Würfel mit 2 bis %3 Seiten verwenden</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number added or taken away is at most %2</source>
        <translation>„%1“: die Zahl, die addiert oder abgezogen wird, ist höchstens %2</translation>
    </message>
</context>
<context>
    <name>hk::DiceLogModel</name>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>nur SL</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Wofür</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Zielwert</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Besonderes</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
</context>
<context>
    <name>hk::DicePage</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Dice&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Würfel&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>against a target of</source>
        <translation>gegen einen Zielwert von</translation>
    </message>
    <message>
        <source>e.g. Yzor</source>
        <translation>z. B. Yzor</translation>
    </message>
    <message>
        <source>e.g. casting Dazzle</source>
        <translation>z. B. Dazzle wirken</translation>
    </message>
    <message>
        <source>Secret roll (GM only — never shown to players)</source>
        <translation>Geheimer Wurf (nur SL — wird Spielern nie gezeigt)</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>Würfe&amp;l:</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>W&amp;er:</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Für:</translation>
    </message>
    <message>
        <source>Odds:</source>
        <translation>Chancen:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dice log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Würfelprotokoll&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A roll against a target uses plain d6 (like 3d6 or 4d6).</source>
        <translation>Ein Wurf gegen einen Zielwert nimmt nur einfache d6 (etwa 3d6 oder 4d6).</translation>
    </message>
    <message>
        <source>%1 to %2, average %3</source>
        <translation>%1 bis %2, Durchschnitt %3</translation>
    </message>
    <message>
        <source>%1% to succeed (%2 or less on %3d6)</source>
        <translation>%1% Erfolgschance (%2 oder weniger mit %3d6)</translation>
    </message>
    <message>
        <source>%1 → [%2] = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>%1 → [%2] = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source> — &lt;span style=&apos;color:#2a7a2a&apos;&gt;success&lt;/span&gt;</source>
        <translation> — &lt;span style=&apos;color:#2a7a2a&apos;&gt;Erfolg&lt;/span&gt;</translation>
    </message>
    <message>
        <source> — &lt;span style=&apos;color:#a33&apos;&gt;failure&lt;/span&gt;</source>
        <translation> — &lt;span style=&apos;color:#a33&apos;&gt;Fehlschlag&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>hk::DowntimePage</name>
    <message>
        <source>Downtime</source>
        <translation>Auszeit</translation>
    </message>
    <message>
        <source>“%1” is not part of %2: its rules have nothing for this tab to work with.</source>
        <translation>„%1“ gehört nicht zu %2: Seine Regeln geben diesem Reiter nichts, womit er arbeiten könnte.</translation>
    </message>
    <message>
        <source>It comes with %1. Start a campaign on that ruleset (File &gt; New Campaign…) to use it.</source>
        <translation>Es kommt mit %1. Beginne eine Kampagne mit diesem Regelwerk (Datei &gt; Neue Kampagne…), um es zu nutzen.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>hk::DowntimeParameters</name>
    <message>
        <source>these rules lack the calendar and money units of downtime</source>
        <translation>diesen Regeln fehlen die Kalender- und Geldeinheiten der Zeit zwischen den Abenteuern</translation>
    </message>
</context>
<context>
    <name>hk::EncounterBuilderPanel</name>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>The side the next characters or creatures join.</source>
        <translation>Die Seite, der die nächsten Figuren oder Kreaturen beitreten.</translation>
    </message>
    <message>
        <source>Add character…</source>
        <translation>Figur hinzufügen…</translation>
    </message>
    <message>
        <source>Add creatures…</source>
        <translation>Kreaturen hinzufügen…</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>Blickrichtung:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Clicking the map</source>
        <translation>Klick auf die Karte</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>Tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>Opens or closes a hex of the tunnel.</source>
        <translation>Öffnet oder schließt ein Feld des Tunnels.</translation>
    </message>
    <message>
        <source>Each click on a hex adds or clears %1.</source>
        <translation>Jeder Klick auf ein Feld setzt oder entfernt „%1“.</translation>
    </message>
    <message>
        <source>Select a figure, then click a hex to put it there. Drag placed figures; right-click next to one to turn it.</source>
        <translation>Wähle eine Figur und klicke dann ein Feld an, um sie dorthin zu stellen. Aufgestellte Figuren kannst du ziehen; klicke mit rechts neben eine, um sie zu drehen.</translation>
    </message>
    <message>
        <source>Start fight</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>%1 — ST %2, DX %3, IQ %4, MA %5</source>
        <translation>%1 — ST %2, DX %3, IQ %4, MA %5</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>nicht aufgestellt</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n figure(s) on the map, %2 side(s).</source>
        <translation>
            <numerusform>%1 von %n Figur auf der Karte, %2 Seite(n).</numerusform>
            <numerusform>%1 von %n Figuren auf der Karte, %2 Seite(n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn 1 begins with the initiative roll.</source>
        <translation>Runde 1 beginnt mit dem Initiativewurf.</translation>
    </message>
    <message>
        <source>Place figures of at least two sides on the map first.</source>
        <translation>Stelle zuerst Figuren von mindestens zwei Seiten auf die Karte.</translation>
    </message>
    <message>
        <source>Select a figure in the list first, then click the hex it stands on.</source>
        <translation>Wähle zuerst eine Figur in der Liste und klicke dann das Feld an, auf dem sie steht.</translation>
    </message>
    <message>
        <source>Added to side %1: select each figure and click its hex.</source>
        <translation>Zu Seite %1 hinzugefügt: wähle jede Figur und klicke ihr Feld an.</translation>
    </message>
    <message numerus="yes">
        <source>%n added to side %1: select each and click its hex.</source>
        <translation>
            <numerusform>%n zu Seite %1 hinzugefügt: wähle sie und klicke ihr Feld an.</numerusform>
            <numerusform>%n zu Seite %1 hinzugefügt: wähle jede und klicke ihr Feld an.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fight begins: roll initiative.</source>
        <translation>Der Kampf beginnt: würfle die Initiative.</translation>
    </message>
    <message>
        <source>Add team…</source>
        <translation>Team hinzufügen…</translation>
    </message>
    <message>
        <source>A whole party of the roster, when it is a legal mass-combat team.</source>
        <translation>Eine ganze Gruppe der Liste, wenn sie ein gültiges Massenkampf-Team ist.</translation>
    </message>
    <message>
        <source>Team %1 added to side %2: select each figure and click its hex.</source>
        <translation>Team %1 zu Seite %2 hinzugefügt: jede Figur wählen und ihr Feld anklicken.</translation>
    </message>
    <message>
        <source>How the chosen figure faces: turns a placed figure, and sets how the next one is placed. Right-clicking a neighbouring hex turns a placed figure too.</source>
        <translation>Blickrichtung der gewählten Figur: dreht eine aufgestellte Figur und legt fest, wie die nächste aufgestellt wird. Ein Rechtsklick auf ein benachbartes Feld dreht eine aufgestellte Figur ebenfalls.</translation>
    </message>
</context>
<context>
    <name>hk::EncounterListPanel</name>
    <message numerus="yes">
        <source>over after %n turn(s)</source>
        <translation>
            <numerusform>vorbei nach %n Runde</numerusform>
            <numerusform>vorbei nach %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>being set up · %n figure(s)</source>
        <translation>
            <numerusform>in Vorbereitung · %n Figur</numerusform>
            <numerusform>in Vorbereitung · %n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>turn %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>A fresh copy of the encounter as it was set up, to fight it again.</source>
        <translation>Eine frische Kopie der Begegnung im Ausgangszustand, um sie noch einmal auszufechten.</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>%1 — map %2×%3</source>
        <translation>%1 — Karte %2×%3</translation>
    </message>
    <message>
        <source>Encounter “%1” created: add figures and place them on the map.</source>
        <translation>Begegnung „%1“ angelegt: füge Figuren hinzu und stelle sie auf die Karte.</translation>
    </message>
    <message>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Encounter %1</source>
        <translation>Begegnung %1</translation>
    </message>
    <message>
        <source>Tunnel (only marked hexes may be entered)</source>
        <translation>Tunnel (nur markierte Felder dürfen betreten werden)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Reihen:</translation>
    </message>
    <message>
        <source>Duplicated: the copy is back at its set-up.</source>
        <translation>Dupliziert: die Kopie steht wieder im Ausgangszustand.</translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation>Begegnung umbenennen</translation>
    </message>
    <message>
        <source>Delete encounter</source>
        <translation>Begegnung löschen</translation>
    </message>
    <message>
        <source>Delete “%1” and its combat log? Edit ▸ Undo brings it back.</source>
        <translation>„%1“ und das zugehörige Kampfprotokoll löschen? Bearbeiten ▸ Rückgängig holt es zurück.</translation>
    </message>
</context>
<context>
    <name>hk::EncounterLookup</name>
    <message>
        <source>no encounter is called “%1” (see combat list)</source>
        <translation>keine Begegnung heißt „%1“ (siehe combat list)</translation>
    </message>
    <message>
        <source>%1 encounters are called “%2”: use the id</source>
        <translation>%1 Begegnungen heißen „%2“: verwende die Kennung</translation>
    </message>
    <message>
        <source>this encounter has no figure “%1” (see combat show)</source>
        <translation>diese Begegnung hat keine Figur „%1“ (siehe combat show)</translation>
    </message>
    <message>
        <source>%1 figures are called “%2”: use the id</source>
        <translation>%1 Figuren heißen „%2“: verwende die Kennung</translation>
    </message>
    <message>
        <source>“%1” is not a hex: give the printed label COL,ROW (for example 4,7)</source>
        <translation>„%1“ ist kein Feld: gib die gedruckte Bezeichnung SPALTE,REIHE an (zum Beispiel 4,7)</translation>
    </message>
    <message>
        <source>“%1” is not a facing: give 0–5 or N, NE, SE, S, SW, NW</source>
        <translation>„%1“ ist keine Blickrichtung: gib 0–5 oder N, NE, SE, S, SW, NW an</translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation>Runde %1, %2</translation>
    </message>
    <message>
        <source> [GM only]</source>
        <translation> [nur SL]</translation>
    </message>
</context>
<context>
    <name>hk::EncounterRepository</name>
    <message>
        <source>There is no encounter with id %1.</source>
        <translation>Es gibt keine Begegnung mit der Kennung %1.</translation>
    </message>
    <message>
        <source>Encounter “%1” cannot be read: %2</source>
        <translation>Begegnung „%1“ kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>hk::Encounters</name>
    <message>
        <source>An encounter needs a name.</source>
        <translation>Eine Begegnung braucht einen Namen.</translation>
    </message>
    <message>
        <source>A map must be between 3 and 60 hexes each way (asked for %1×%2).</source>
        <translation>Eine Karte muss in jeder Richtung zwischen 3 und 60 Felder groß sein (verlangt: %1×%2).</translation>
    </message>
    <message>
        <source>New encounter %1</source>
        <translation>Neue Begegnung %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Duplicate encounter %1</source>
        <translation>Begegnung %1 duplizieren</translation>
    </message>
    <message>
        <source>Rename encounter</source>
        <translation>Begegnung umbenennen</translation>
    </message>
    <message>
        <source>Delete encounter %1</source>
        <translation>Begegnung %1 löschen</translation>
    </message>
    <message>
        <source>Add %1 to the encounter</source>
        <translation>%1 zur Begegnung hinzufügen</translation>
    </message>
    <message>
        <source>%1 is already in this encounter.</source>
        <translation>%1 ist schon in dieser Begegnung.</translation>
    </message>
    <message>
        <source>%1 has no ST left to fight with (wounds %2, fatigue %3).</source>
        <translation>%1 hat keine ST mehr zum Kämpfen (Wunden %2, Erschöpfung %3).</translation>
    </message>
    <message>
        <source>%1 joins side %2.</source>
        <translation>%1 tritt Seite %2 bei.</translation>
    </message>
    <message>
        <source>Add between 1 and 50 creatures at a time.</source>
        <translation>Füge zwischen 1 und 50 Kreaturen auf einmal hinzu.</translation>
    </message>
    <message>
        <source>Remove a figure</source>
        <translation>Figur entfernen</translation>
    </message>
    <message>
        <source>Figures leave a running fight by dying, fleeing or a GM&apos;s override, not by removal.</source>
        <translation>Figuren verlassen einen laufenden Kampf durch Tod, Flucht oder einen Eingriff des SL, nicht durch Entfernen.</translation>
    </message>
    <message>
        <source>%1 leaves the encounter.</source>
        <translation>%1 verlässt die Begegnung.</translation>
    </message>
    <message>
        <source>Place a figure</source>
        <translation>Figur aufstellen</translation>
    </message>
    <message>
        <source>%1 is placed at column %2, row %3.</source>
        <translation>%1 wird auf Spalte %2, Reihe %3 aufgestellt.</translation>
    </message>
    <message>
        <source>Change the map</source>
        <translation>Karte ändern</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>Unknown terrain “%1”: use wall, fire, shadow or tunnel.</source>
        <translation>Unbekanntes Gelände „%1“: verwende wall, fire, shadow oder tunnel.</translation>
    </message>
    <message numerus="yes">
        <source>The GM changes %n hex(es) of the map.</source>
        <translation>
            <numerusform>Der SL ändert %n Feld der Karte.</numerusform>
            <numerusform>Der SL ändert %n Felder der Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>This fight has already started.</source>
        <translation>Dieser Kampf hat schon begonnen.</translation>
    </message>
    <message>
        <source>Place figures of at least two sides on the map before the fight starts.</source>
        <translation>Stelle Figuren von mindestens zwei Seiten auf die Karte, bevor der Kampf beginnt.</translation>
    </message>
    <message>
        <source>The fight begins. Turn 1.</source>
        <translation>Der Kampf beginnt. Runde 1.</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Kampf beenden</translation>
    </message>
    <message>
        <source>This fight is already over.</source>
        <translation>Dieser Kampf ist schon vorbei.</translation>
    </message>
    <message>
        <source>%1 is dead: %2 wounds and %3 fatigue are written to the character.</source>
        <translation>%1 ist tot: %2 Wunden und %3 Erschöpfung werden bei der Figur eingetragen.</translation>
    </message>
    <message>
        <source>%1 leaves the fight with %2 more wounds and %3 more fatigue.</source>
        <translation>%1 verlässt den Kampf mit %2 zusätzlichen Wunden und %3 zusätzlicher Erschöpfung.</translation>
    </message>
    <message numerus="yes">
        <source>The fight is over after %n turn(s).</source>
        <translation>
            <numerusform>Der Kampf ist nach %n Runde vorbei.</numerusform>
            <numerusform>Der Kampf ist nach %n Runden vorbei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experience for %1</source>
        <translation>Erfahrung für %1</translation>
    </message>
    <message>
        <source>Fight: %1</source>
        <translation>Kampf: %1</translation>
    </message>
    <message>
        <source>Delete encounter</source>
        <translation>Begegnung löschen</translation>
    </message>
    <message>
        <source>End the fight and award experience</source>
        <translation>Kampf beenden und Erfahrung vergeben</translation>
    </message>
    <message>
        <source>%1 joins side %2, unconscious (ST %3).</source>
        <translation>%1 tritt Seite %2 bei, bewusstlos (ST %3).</translation>
    </message>
    <message>
        <source>Name the team (a party of the roster).</source>
        <translation>Nenne das Team (eine Gruppe der Liste).</translation>
    </message>
    <message>
        <source>This campaign has no mass-combat option pack, so it has no teams to add.</source>
        <translation>Diese Kampagne hat kein Massenkampf-Zusatzpaket, also keine Teams zum Hinzufügen.</translation>
    </message>
    <message>
        <source>Add team %1 to the encounter</source>
        <translation>Team %1 zur Begegnung hinzufügen</translation>
    </message>
    <message>
        <source>No active roster character is in the party “%1”.</source>
        <translation>Keine aktive Figur der Liste gehört zur Gruppe „%1“.</translation>
    </message>
    <message>
        <source>“%1” is not a legal team (see team check), so it cannot join: %2</source>
        <translation>„%1“ ist kein gültiges Team (siehe team check) und kann nicht beitreten: %2</translation>
    </message>
    <message numerus="yes">
        <source>Team “%1” joins side %2 with %n figure(s).</source>
        <translation>
            <numerusform>Team „%1“ tritt Seite %2 mit %n Figur bei.</numerusform>
            <numerusform>Team „%1“ tritt Seite %2 mit %n Figuren bei.</numerusform>
        </translation>
    </message>
    <message>
        <source>The encounter&apos;s name</source>
        <translation>Der Name der Begegnung</translation>
    </message>
</context>
<context>
    <name>hk::EndFightDialog</name>
    <message>
        <source>Experience for “%1”</source>
        <translation>Erfahrung für „%1“</translation>
    </message>
    <message>
        <source>To the death</source>
        <translation>Auf Leben und Tod</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message numerus="yes">
        <source>Side %1 (%n standing)</source>
        <translation>
            <numerusform>Seite %1 (%n steht noch)</numerusform>
            <numerusform>Seite %1 (%n stehen noch)</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind of fight:</source>
        <translation>Art des Kampfes:</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Sieger:</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Vergeben</translation>
    </message>
    <message>
        <source>No experience</source>
        <translation>Keine Erfahrung</translation>
    </message>
    <message>
        <source>No roster character survived this fight to earn experience.</source>
        <translation>Keine Figur der Liste hat diesen Kampf überlebt, um Erfahrung zu verdienen.</translation>
    </message>
    <message>
        <source>End “%1”</source>
        <translation>„%1“ beenden</translation>
    </message>
    <message>
        <source>End and award</source>
        <translation>Beenden und vergeben</translation>
    </message>
    <message>
        <source>End without experience</source>
        <translation>Ohne Erfahrung beenden</translation>
    </message>
    <message>
        <source>Battle:</source>
        <translation>Schlacht:</translation>
    </message>
</context>
<context>
    <name>hk::EntryDetails</name>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>House rule: this campaign changes the book.</source>
        <translation>Hausregel: diese Kampagne ändert das Buch.</translation>
    </message>
    <message>
        <source>House rule: added for this campaign.</source>
        <translation>Hausregel: für diese Kampagne hinzugefügt.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>This campaign</source>
        <translation>Diese Kampagne</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, lines %2–%3</source>
        <translation>%1, Zeilen %2–%3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
</context>
<context>
    <name>hk::EntryText</name>
    <message>
        <source>House rule for this campaign</source>
        <translation>Hausregel für diese Kampagne</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>hk::EntryValidator</name>
    <message>
        <source>field &apos;%1&apos;: %2 is outside %3..%4</source>
        <translation>Feld „%1“: %2 liegt außerhalb von %3..%4</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not one of %3</source>
        <translation>Feld „%1“: %2 ist keiner der Werte %3</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is not a dice expression</source>
        <translation>Feld „%1“: %2 ist kein Würfelausdruck</translation>
    </message>
    <message>
        <source>field &apos;%1.%2&apos;: required but missing</source>
        <translation>Feld „%1.%2“: erforderlich, fehlt aber</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: unknown key &apos;%2&apos;</source>
        <translation>Feld „%1“: unbekannter Schlüssel „%2“</translation>
    </message>
    <message>
        <source>field &apos;id&apos;: %1 is not a slug like &apos;summon-wolf&apos;</source>
        <translation>Feld &apos;id&apos;: %1 ist keine Kurzkennung wie &apos;summon-wolf&apos;</translation>
    </message>
    <message>
        <source>field &apos;name&apos;: required text</source>
        <translation>Feld &apos;name&apos;: Text erforderlich</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: required but missing</source>
        <translation>Feld „%1“: erforderlich, fehlt aber</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: not a field of kind &apos;%2&apos;</source>
        <translation>Feld „%1“: kein Feld der Art „%2“</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: not a column of this table</source>
        <translation>Feld „%1“: keine Spalte dieser Tabelle</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: the book gives %2, so a house rule must too, not %3</source>
        <translation>Feld „%1“: das Buch gibt %2 an, also muss eine Hausregel das auch tun, nicht %3</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: the book&apos;s value is %2, so it must stay %3, not %4</source>
        <translation>Feld „%1“: der Wert im Buch ist %2, also muss er %3 bleiben, nicht %4</translation>
    </message>
    <message>
        <source>above 0</source>
        <translation>über 0</translation>
    </message>
    <message>
        <source>0 or more</source>
        <translation>0 oder mehr</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2 is beyond the limit of %3</source>
        <translation>Feld „%1“: %2 liegt über der Grenze von %3</translation>
    </message>
</context>
<context>
    <name>hk::EventKinds</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Item search</source>
        <translation>Suche nach Gegenständen</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Alchemy</source>
        <translation>Alchemie</translation>
    </message>
    <message>
        <source>Potion</source>
        <translation>Trank</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Forschung</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Genesung</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>hk::EventLogModel</name>
    <message>
        <source>GM only</source>
        <translation>nur SL</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
</context>
<context>
    <name>hk::Experience</name>
    <message>
        <source>“%1” is not an attribute that experience can raise.</source>
        <translation>„%1“ ist kein Attribut, das Erfahrung steigern kann.</translation>
    </message>
    <message>
        <source>In these rules experience raises ST, DX or IQ; MA cannot be bought.</source>
        <translation>In diesen Regeln steigert Erfahrung ST, DX oder IQ; MA kann nicht gekauft werden.</translation>
    </message>
    <message>
        <source>These rules do not say what an attribute point costs in experience.</source>
        <translation>Diese Regeln sagen nicht, was ein Attributpunkt an Erfahrung kostet.</translation>
    </message>
    <message>
        <source>Raising %1 costs %2 EP; %3 has %4 EP.</source>
        <translation>%1 zu steigern kostet %2 EP; %3 hat %4 EP.</translation>
    </message>
    <message>
        <source>%1 (%2 combat): %3 EP.</source>
        <translation>%1 (Kampf: %2): %3 EP.</translation>
    </message>
    <message>
        <source>%1: %2 EP more.</source>
        <translation>%1: %2 EP mehr.</translation>
    </message>
    <message>
        <source>No experience award is listed for “%1” combat.</source>
        <translation>Für einen Kampf der Art „%1“ ist keine Erfahrungsvergabe aufgeführt.</translation>
    </message>
    <message>
        <source>In these rules experience buys attribute points only; new spells are learned (spell learning).</source>
        <translation>In diesen Regeln kauft Erfahrung nur Attributpunkte; neue Zauber werden gelernt (Zauber lernen).</translation>
    </message>
    <message>
        <source>%1 costs %2 EP; %3 has %4 EP.</source>
        <translation>%1 kostet %2 EP; %3 hat %4 EP.</translation>
    </message>
    <message>
        <source>These rules award experience by kind of fight, not by event.</source>
        <translation>Diese Regeln vergeben Erfahrung nach Art des Kampfes, nicht nach Ereignis.</translation>
    </message>
    <message>
        <source>“%1” is not an event of the award table; it has %2.</source>
        <translation>„%1“ ist kein Ereignis der Vergabetabelle; sie hat %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>hk::ExperiencePanel</name>
    <message>
        <source>No character chosen. Pick one from the roster to see and spend their experience.</source>
        <translation>Keine Figur gewählt. Wähle eine aus der Liste, um ihre Erfahrung zu sehen und auszugeben.</translation>
    </message>
    <message>
        <source>ST · DX · IQ</source>
        <translation>ST · DX · IQ</translation>
    </message>
    <message>
        <source>Unspent EP</source>
        <translation>Unverbrauchte EP</translation>
    </message>
    <message>
        <source>This character is no longer in the campaign.</source>
        <translation>Diese Figur ist nicht mehr in der Kampagne.</translation>
    </message>
    <message>
        <source>%1 EP unspent</source>
        <translation>%1 EP unverbraucht</translation>
    </message>
    <message>
        <source>Experience points %1 has earned and not yet spent.</source>
        <translation>Erfahrungspunkte, die %1 verdient und noch nicht ausgegeben hat.</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>%1 steigern</translation>
    </message>
    <message>
        <source>Raise %1
%2 EP</source>
        <translation>%1 steigern
%2 EP</translation>
    </message>
    <message>
        <source>Raising %1 costs %2 EP; %3 has %4 EP (%5 short).</source>
        <translation>%1 zu steigern kostet %2 EP; %3 hat %4 EP (%5 zu wenig).</translation>
    </message>
    <message>
        <source>Spend %1 EP to raise %2 from %3 to %4 (one step you can undo).</source>
        <translation>%1 EP ausgeben, um %2 von %3 auf %4 zu steigern (ein Schritt, den du rückgängig machen kannst).</translation>
    </message>
    <message>
        <source>Cannot raise %1</source>
        <translation>%1 kann nicht gesteigert werden</translation>
    </message>
    <message>
        <source>Skills, spells,
bonuses…</source>
        <translation>Fertigkeiten, Zauber,
Boni…</translation>
    </message>
    <message>
        <source>Buy a new skill or spell, or +1 to one, at the book&apos;s experience prices.</source>
        <translation>Eine neue Fertigkeit oder einen neuen Zauber kaufen, oder +1 darauf, zu den Erfahrungspreisen des Buchs.</translation>
    </message>
    <message>
        <source>Attributes over campaign time</source>
        <translation>Attribute im Lauf der Kampagne</translation>
    </message>
    <message>
        <source>Unspent EP over campaign time</source>
        <translation>Unverbrauchte EP im Lauf der Kampagne</translation>
    </message>
    <message>
        <source>EP</source>
        <comment>unspent experience points, as a short axis title</comment>
        <translation>EP</translation>
    </message>
</context>
<context>
    <name>hk::FieldFormat</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>Minute</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>Stunde</translation>
    </message>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>? ST</source>
        <translation>? ST</translation>
    </message>
    <message>
        <source>%1 ST</source>
        <translation>%1 ST</translation>
    </message>
    <message>
        <source>1 ST per die (%1 each)</source>
        <translation>1 ST pro Würfel (je %1)</translation>
    </message>
    <message>
        <source>ST chosen: %1 per ST</source>
        <translation>ST nach Wahl: %1 pro ST</translation>
    </message>
    <message>
        <source>%1 ST per %2</source>
        <translation>%1 ST pro %2</translation>
    </message>
    <message>
        <source>%1 ST + %2</source>
        <translation>%1 ST + %2</translation>
    </message>
    <message>
        <source>varies: %1</source>
        <translation>variabel: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>; %1 ST if %2</source>
        <translation>; %1 ST, wenn %2</translation>
    </message>
    <message>
        <source>? ST/%1</source>
        <translation>? ST/%1</translation>
    </message>
    <message>
        <source>%1 ST/%2</source>
        <translation>%1 ST/%2</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sofort</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2s</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>while maintained</source>
        <translation>solange aufrechterhalten</translation>
    </message>
    <message>
        <source>%1 %2(s)</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <source>— (lost in the text)</source>
        <translation>— (im Text verloren)</translation>
    </message>
</context>
<context>
    <name>hk::FigureItem</name>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Image made by %1 (GM only)</source>
        <translation>Abbild, erzeugt von %1 (nur SL)</translation>
    </message>
    <message>
        <source>Illusion made by %1 (GM only)</source>
        <translation>Illusion, erzeugt von %1 (nur SL)</translation>
    </message>
    <message>
        <source>Summoned by %1</source>
        <translation>Beschworen von %1</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>ST %1 of %2 · DX %3 · MA %4</source>
        <translation>ST %1 von %2 · DX %3 · MA %4</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Bewusstlos</translation>
    </message>
    <message>
        <source>Posture: %1</source>
        <translation>Haltung: %1</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Zustände: %1</translation>
    </message>
    <message>
        <source>HTH</source>
        <translation>HG</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s)</source>
        <translation>
            <numerusform>%1, %n Runde</numerusform>
            <numerusform>%1, %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::FigureNumbers</name>
    <message>
        <source>cannot cast: weapon ready</source>
        <translation>kann nicht zaubern: Waffe bereit</translation>
    </message>
    <message>
        <source>cannot cast: shield ready</source>
        <translation>kann nicht zaubern: Schild bereit</translation>
    </message>
    <message>
        <source>%1 cannot cast a spell with a weapon other than a staff in hand: it must be dropped or put away first.</source>
        <translation>%1 kann mit einer anderen Waffe als einem Stab in der Hand nicht zaubern: Sie muss erst fallen gelassen oder weggesteckt werden.</translation>
    </message>
    <message>
        <source>%1 cannot cast a spell with a shield ready: it must be slung first.</source>
        <translation>%1 kann mit bereitem Schild nicht zaubern: Er muss erst umgehängt werden.</translation>
    </message>
</context>
<context>
    <name>hk::FoundryActor</name>
    <message>
        <source>%1: not a whole number.</source>
        <translation>%1: keine ganze Zahl.</translation>
    </message>
    <message>
        <source>%1: %2 is beyond the limit of %3.</source>
        <translation>%1: %2 liegt über der Grenze von %3.</translation>
    </message>
    <message>
        <source>system.%1.max: missing.</source>
        <translation>system.%1.max: fehlt.</translation>
    </message>
    <message>
        <source>spell “%1”</source>
        <translation>Zauber „%1“</translation>
    </message>
    <message>
        <source>talent “%1”</source>
        <translation>Talent „%1“</translation>
    </message>
    <message>
        <source>%1.type: “%2” is not an item type of the Fantasy Trip system.</source>
        <translation>%1.type: „%2“ ist kein Gegenstandstyp des Systems Fantasy Trip.</translation>
    </message>
    <message>
        <source>items: %1 items; at most %2 are read.</source>
        <translation>items: %1 Gegenstände; höchstens %2 werden gelesen.</translation>
    </message>
    <message>
        <source>%1: not an object.</source>
        <translation>%1: kein Objekt.</translation>
    </message>
    <message>
        <source>%1.type: missing.</source>
        <translation>%1.type: fehlt.</translation>
    </message>
    <message>
        <source>%1.name: missing.</source>
        <translation>%1.name: fehlt.</translation>
    </message>
    <message>
        <source>%1.system.container: points to no item of this actor.</source>
        <translation>%1.system.container: verweist auf keinen Gegenstand dieses Akteurs.</translation>
    </message>
    <message>
        <source>name: missing.</source>
        <translation>name: fehlt.</translation>
    </message>
    <message>
        <source>Carries: %1.</source>
        <translation>Trägt: %1.</translation>
    </message>
    <message>
        <source>Abilities: %1.</source>
        <translation>Fähigkeiten: %1.</translation>
    </message>
    <message>
        <source>From Foundry, not in the rules: %1.</source>
        <translation>Aus Foundry, nicht in den Regeln: %1.</translation>
    </message>
    <message>
        <source>the file: %1 bytes; a Foundry actor may be at most %2 MB.</source>
        <translation>die Datei: %1 Bytes; ein Foundry-Akteur darf höchstens %2 MB groß sein.</translation>
    </message>
    <message>
        <source>not a Foundry actor (JSON object): %1</source>
        <translation>kein Foundry-Akteur (JSON-Objekt): %1</translation>
    </message>
    <message>
        <source>_stats.systemId: missing, so this is not an actor of Foundry&apos;s Fantasy Trip system (fantasy-trip).</source>
        <translation>_stats.systemId: fehlt, also ist dies kein Akteur des Foundry-Systems Fantasy Trip (fantasy-trip).</translation>
    </message>
    <message>
        <source>_stats.systemId: this actor belongs to the Foundry system “%1”, not to Fantasy Trip (fantasy-trip).</source>
        <translation>_stats.systemId: dieser Akteur gehört zum Foundry-System „%1“, nicht zu Fantasy Trip (fantasy-trip).</translation>
    </message>
    <message>
        <source>system: missing; an actor keeps its attributes there.</source>
        <translation>system: fehlt; dort hat ein Akteur seine Attribute.</translation>
    </message>
    <message>
        <source>the actor: %1</source>
        <translation>der Akteur: %1</translation>
    </message>
</context>
<context>
    <name>hk::FoundryCli</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: %2 Nothing was added.</source>
        <translation>%1: %2 Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>not in the campaign&apos;s rules, so nothing was added: %1 (--keep-unread adds them with this kept in the notes)</source>
        <translation>nicht in den Regeln der Kampagne, daher wurde nichts hinzugefügt: %1 (--keep-unread fügt sie hinzu und behält dies in den Notizen)</translation>
    </message>
    <message>
        <source>not in the campaign&apos;s rules (kept in the notes): %1</source>
        <translation>nicht in den Regeln der Kampagne (in den Notizen behalten): %1</translation>
    </message>
    <message>
        <source>no such folder: %1</source>
        <translation>Ordner nicht vorhanden: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hk::FoundryExchange</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Some talents or spells are not in the campaign&apos;s rules, so nothing was added.</source>
        <translation>Einige Talente oder Zauber stehen nicht in den Regeln der Kampagne, daher wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>Export to Foundry: choose a folder</source>
        <translation>Nach Foundry exportieren: Ordner wählen</translation>
    </message>
    <message>
        <source>Cannot export to Foundry</source>
        <translation>Export nach Foundry nicht möglich</translation>
    </message>
    <message>
        <source>Exported to Foundry</source>
        <translation>Nach Foundry exportiert</translation>
    </message>
    <message>
        <source>Import from Foundry</source>
        <translation>Aus Foundry importieren</translation>
    </message>
    <message>
        <source>Foundry actors (*.json);;All files (*)</source>
        <translation>Foundry-Akteure (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not everything was understood</source>
        <translation>Nicht alles wurde verstanden</translation>
    </message>
    <message>
        <source>These talents or spells are not in the campaign&apos;s rules. Add the characters anyway, keeping them in the characters&apos; notes?</source>
        <translation>Diese Talente oder Zauber stehen nicht in den Regeln der Kampagne. Die Figuren trotzdem hinzufügen und sie in ihren Notizen behalten?</translation>
    </message>
    <message>
        <source>Cannot import from Foundry</source>
        <translation>Import aus Foundry nicht möglich</translation>
    </message>
    <message numerus="yes">
        <source>%n Foundry actor file(s) written to %1.</source>
        <translation>
            <numerusform>%n Foundry-Akteur-Datei nach %1 geschrieben.</numerusform>
            <numerusform>%n Foundry-Akteur-Dateien nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>In Foundry, create an actor of the Fantasy Trip system and use Import Data on it, once for each file.</source>
        <translation>Lege in Foundry einen Akteur des Fantasy-Trip-Systems an und nutze darauf „Import Data“, einmal für jede Datei.</translation>
    </message>
</context>
<context>
    <name>hk::GanttChart</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Next: %1 on %2</source>
        <translation>Als Nächstes: %1 an %2</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>Nur SL</translation>
    </message>
    <message>
        <source>W%1</source>
        <translation>W%1</translation>
    </message>
    <message>
        <source>[GM] </source>
        <translation>[SL] </translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
</context>
<context>
    <name>hk::GearEditor</name>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>Stops</source>
        <translation>Hält ab</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>DX change while worn or ready (negative for a penalty)</source>
        <translation>DX-Änderung, solange getragen oder bereit (negativ für einen Malus)</translation>
    </message>
    <message>
        <source>Hits stopped by armor or a shield</source>
        <translation>Von Rüstung oder Schild abgehaltene Treffer</translation>
    </message>
    <message>
        <source>Iron or steel on the body hinders casting; leave empty for none</source>
        <translation>Eisen oder Stahl am Körper behindert das Zaubern; leer lassen, wenn keins</translation>
    </message>
    <message>
        <source>A shield or weapon in hand</source>
        <translation>Ein Schild oder eine Waffe in der Hand</translation>
    </message>
    <message>
        <source>Add armor</source>
        <translation>Rüstung hinzufügen</translation>
    </message>
    <message>
        <source>Add shield</source>
        <translation>Schild hinzufügen</translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>MA</source>
        <translation>MA</translation>
    </message>
    <message>
        <source>Armor: the MA its wearer is slowed to (0 for no change)</source>
        <translation>Rüstung: die MA, auf die ihr Träger verlangsamt wird (0 für keine Änderung)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Your own numbers. Otherwise armor and shields the rules&apos; tables know take the book&apos;s DX and hits stopped</source>
        <translation>Eigene Zahlen. Sonst übernehmen Rüstungen und Schilde, die die Tabellen der Regeln kennen, DX und gestoppte Treffer aus dem Buch</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>Rüstungen</translation>
    </message>
    <message>
        <source>These rules give no %1 table: Add offers your own list, kept as house rules and shared by every character. Add a piece to it once.</source>
        <translation>Diese Regeln haben keine Tabelle für %1: Beim Hinzufügen steht deine eigene Liste bereit, als Hausregeln gespeichert und für alle Figuren gültig. Trag ein Teil dort nur einmal ein.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 — numbers lost in the book (l.%2); you give them once</source>
        <translation>%1 — Zahlen im Buch verloren (l.%2); du gibst sie einmal an</translation>
    </message>
    <message>
        <source>%1 — your list</source>
        <translation>%1 — deine Liste</translation>
    </message>
    <message>
        <source>%1 — your numbers for l.%2</source>
        <translation>%1 — deine Zahlen für l.%2</translation>
    </message>
    <message>
        <source>No table in these rules, and nothing on your list yet</source>
        <translation>Keine Tabelle in diesen Regeln und noch nichts auf deiner Liste</translation>
    </message>
    <message>
        <source>Add to your list for every character…</source>
        <translation>Für alle Figuren zu deiner Liste hinzufügen…</translation>
    </message>
    <message>
        <source>Only for this character, with your numbers…</source>
        <translation>Nur für diese Figur, mit deinen Zahlen…</translation>
    </message>
    <message>
        <source>The book&apos;s table lost what %1 stops and its DX (%2). Give them once for this campaign. A wizard&apos;s DX is %3 times a fighter&apos;s, except where the book prints it.</source>
        <translation>Der Tabelle des Buchs fehlen die abgehaltenen Treffer von %1 und die DX (%2). Gib sie einmal für diese Kampagne an. Die DX eines Zauberers ist das %3-Fache der DX eines Kämpfers, außer wo das Buch sie angibt.</translation>
    </message>
    <message>
        <source>Cannot keep the numbers</source>
        <translation>Zahlen nicht übernommen</translation>
    </message>
    <message>
        <source>Cannot add to your list</source>
        <translation>Hinzufügen zur Liste nicht möglich</translation>
    </message>
</context>
<context>
    <name>hk::GearHouseRules</name>
    <message>
        <source>A piece of gear is armor, a shield or a weapon.</source>
        <translation>Ein Ausrüstungsteil ist eine Rüstung, ein Schild oder eine Waffe.</translation>
    </message>
    <message>
        <source>The piece</source>
        <translation>Das Teil</translation>
    </message>
    <message>
        <source>Give %1 its damage in dice, such as 2d6.</source>
        <translation>Gib für %1 den Schaden in Würfeln an, etwa 2d6.</translation>
    </message>
    <message>
        <source>Add %1 to the GM&apos;s gear</source>
        <translation>%1 zur Ausrüstung des SL hinzufügen</translation>
    </message>
    <message>
        <source>The GM&apos;s list already has %1.</source>
        <translation>Die Liste des SL enthält %1 bereits.</translation>
    </message>
    <message>
        <source>A weapon from the GM&apos;s own list.</source>
        <translation>Eine Waffe aus der eigenen Liste des SL.</translation>
    </message>
    <message>
        <source>Armor from the GM&apos;s own list.</source>
        <translation>Eine Rüstung aus der eigenen Liste des SL.</translation>
    </message>
    <message>
        <source>The GM&apos;s own gear</source>
        <translation>Die eigene Ausrüstung des SL</translation>
    </message>
    <message>
        <source>Armor cannot stop a negative number of hits (%1).</source>
        <translation>Eine Rüstung kann keine negative Zahl von Treffern abhalten (%1).</translation>
    </message>
    <message>
        <source>Numbers for %1</source>
        <translation>Zahlen für %1</translation>
    </message>
    <message>
        <source>The rules already give the numbers of %1, or have no row for it.</source>
        <translation>Die Regeln nennen die Zahlen von %1 bereits oder haben keine Zeile dafür.</translation>
    </message>
    <message>
        <source>The GM&apos;s numbers for %1: the book&apos;s print of them is lost (%2).</source>
        <translation>Die Zahlen des SL für %1: der Abdruck im Buch ist verloren (%2).</translation>
    </message>
</context>
<context>
    <name>hk::GmMenu</name>
    <message>
        <source>Select a figure first</source>
        <translation>Wähle zuerst eine Figur</translation>
    </message>
    <message>
        <source>GM: %1</source>
        <translation>SL: %1</translation>
    </message>
    <message>
        <source>Hits and fatigue…</source>
        <translation>Treffer und Erschöpfung…</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <source>Add a condition…</source>
        <translation>Zustand hinzufügen…</translation>
    </message>
    <message>
        <source>Remove a condition</source>
        <translation>Zustand entfernen</translation>
    </message>
    <message>
        <source>Show to the players</source>
        <translation>Den Spielern zeigen</translation>
    </message>
    <message>
        <source>Hide from the players</source>
        <translation>Vor den Spielern verbergen</translation>
    </message>
    <message>
        <source>Acts next</source>
        <translation>Handelt als Nächstes</translation>
    </message>
    <message>
        <source>Hits and fatigue: %1</source>
        <translation>Treffer und Erschöpfung: %1</translation>
    </message>
    <message>
        <source>Hits taken (negative heals).</source>
        <translation>Erlittene Treffer (negativ heilt).</translation>
    </message>
    <message>
        <source>ST spent (negative gives it back).</source>
        <translation>Verbrauchte ST (negativ gibt sie zurück).</translation>
    </message>
    <message>
        <source>Outside the rules&apos; own resolution; logged as the GM&apos;s change.</source>
        <translation>Außerhalb der Abwicklung durch die Regeln; als Änderung des SL protokolliert.</translation>
    </message>
    <message>
        <source>Hits:</source>
        <translation>Treffer:</translation>
    </message>
    <message>
        <source>Fatigue:</source>
        <translation>Erschöpfung:</translation>
    </message>
    <message>
        <source>Condition on %1</source>
        <translation>Zustand für %1</translation>
    </message>
    <message>
        <source>a spell id or any name</source>
        <translation>eine Zauber-ID oder ein beliebiger Name</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Turns:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>DX change:</source>
        <translation>DX-Änderung:</translation>
    </message>
</context>
<context>
    <name>hk::GuardedTcpServer</name>
    <message>
        <source>The request is too large for the players&apos; server.</source>
        <translation>Die Anfrage ist zu groß für den Spielerserver.</translation>
    </message>
    <message>
        <source>The request&apos;s headers are too large for the players&apos; server.</source>
        <translation>Die Kopfzeilen der Anfrage sind zu groß für den Spielerserver.</translation>
    </message>
</context>
<context>
    <name>hk::GuideWindow</name>
    <message>
        <source>Hexkeeper Guide</source>
        <translation>Hexkeeper-Handbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>guide_en.html</source>
        <comment>file name of the guide in this language</comment>
        <translation>guide_de.html</translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation>Im Handbuch suchen (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>The match before this one (Shift+Enter)</source>
        <translation>Die vorige Fundstelle (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The next match (Enter)</source>
        <translation>Die nächste Fundstelle (Enter)</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nichts gefunden</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>hk::HexMapView</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Außerhalb der Karte</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n over MA</source>
        <translation>
            <numerusform>%1 · %n über MA</numerusform>
            <numerusform>%1 · %n über MA</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · MA left %2</source>
        <translation>%1 · noch %2 MA</translation>
    </message>
</context>
<context>
    <name>hk::HouseRuleDialog</name>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>This campaign</source>
        <translation>Diese Kampagne</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <source>— (lost)</source>
        <translation>— (verloren)</translation>
    </message>
    <message>
        <source>Why (optional): e.g. our table&apos;s ruling</source>
        <translation>Warum (optional): z. B. die Entscheidung unserer Runde</translation>
    </message>
    <message>
        <source>Change any value for this campaign. The book&apos;s own numbers are kept and can be restored with “Revert to book”.</source>
        <translation>Ändere beliebige Werte für diese Kampagne. Die Zahlen des Buchs bleiben erhalten und lassen sich mit „Auf das Buch zurücksetzen“ wiederherstellen.</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Anmerkung:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>hk::HouseRuleOverlay</name>
    <message>
        <source>the rulesets of this campaign have no kind &apos;%1&apos;</source>
        <translation>die Regelwerke dieser Kampagne haben keine Art „%1“</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; already exists in the rules; change it instead of adding it</source>
        <translation>%1 „%2“ gibt es bereits in den Regeln; ändere es, statt es hinzuzufügen</translation>
    </message>
    <message>
        <source>the new entry&apos;s id must be &apos;%1&apos;</source>
        <translation>die Kennung des neuen Eintrags muss „%1“ sein</translation>
    </message>
    <message>
        <source>there is no %1 &apos;%2&apos; in this campaign&apos;s rules</source>
        <translation>in den Regeln dieser Kampagne gibt es %1 „%2“ nicht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be changed by a house rule</source>
        <translation>„%1“ lässt sich nicht durch eine Hausregel ändern</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; has no field &apos;%3&apos;</source>
        <translation>%1 „%2“ hat kein Feld „%3“</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: %3</source>
        <translation>%1 „%2“: %3</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>This campaign&apos;s changes to the book rules.</source>
        <translation>Die Änderungen dieser Kampagne an den Regeln des Buchs.</translation>
    </message>
</context>
<context>
    <name>hk::HouseRules</name>
    <message>
        <source>&apos;%1&apos; has no field &apos;%2&apos;</source>
        <translation>„%1“ hat kein Feld „%2“</translation>
    </message>
    <message>
        <source>there is no %1 &apos;%2&apos; in this campaign&apos;s rules</source>
        <translation>in den Regeln dieser Kampagne gibt es kein %1 „%2“</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; has no house-rule changes to revert</source>
        <translation>%1 „%2“ hat keine Hausregel-Änderungen zum Zurücksetzen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; of %2 is not changed by a house rule</source>
        <translation>„%1“ von %2 ist durch keine Hausregel geändert</translation>
    </message>
    <message>
        <source>Revert %1 to the book</source>
        <translation>%1 auf das Buch zurücksetzen</translation>
    </message>
    <message>
        <source>a house rule for %1 &apos;%2&apos; already exists</source>
        <translation>eine Hausregel für %1 „%2“ gibt es bereits</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not an entry added for this campaign</source>
        <translation>%1 „%2“ ist kein für diese Kampagne hinzugefügter Eintrag</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Combat rules</source>
        <translation>Kampfregeln</translation>
    </message>
</context>
<context>
    <name>hk::ItemCreation</name>
    <message>
        <source>There is no magic-item recipe “%1” in these rules.</source>
        <translation>In diesen Regeln gibt es kein Rezept für magische Gegenstände „%1“.</translation>
    </message>
    <message>
        <source>An item holds at most %1 spells; position %2 is not possible.</source>
        <translation>Ein Gegenstand trägt höchstens %1 Zauber; Position %2 ist nicht möglich.</translation>
    </message>
    <message>
        <source>%1 takes the same team, time and cost wherever it goes on the item.</source>
        <translation>%1 braucht dasselbe Team, dieselbe Zeit und dieselben Kosten, egal an welcher Stelle des Gegenstands.</translation>
    </message>
    <message>
        <source>The rules give no team size for spell number %1 on an item.</source>
        <translation>Die Regeln nennen keine Teamgröße für Zauber Nummer %1 auf einem Gegenstand.</translation>
    </message>
    <message>
        <source>Self-powered ST per turn cannot be negative.</source>
        <translation>Selbstversorgte ST pro Runde kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>The rules give self-powered items of up to a few ST per turn only; %1 is not listed.</source>
        <translation>Die Regeln nennen selbstversorgte Gegenstände nur bis zu wenigen ST pro Runde; %1 ist nicht aufgeführt.</translation>
    </message>
    <message>
        <source>An item covers at least one hex.</source>
        <translation>Ein Gegenstand belegt mindestens ein Feld.</translation>
    </message>
    <message>
        <source>%1 comes in steps of %2.</source>
        <translation>%1 gibt es in Schritten von %2.</translation>
    </message>
    <message>
        <source>Weapon and armor bonuses add up to at most %1.</source>
        <translation>Waffen- und Rüstungsboni ergeben zusammen höchstens %1.</translation>
    </message>
    <message>
        <source>%1 steps of strength is beyond any team.</source>
        <translation>%1 Stärkestufen übersteigen jedes Team.</translation>
    </message>
    <message>
        <source>A battery of %1 cannot be made from these rows.</source>
        <translation>Eine Batterie von %1 lässt sich aus diesen Zeilen nicht bilden.</translation>
    </message>
    <message>
        <source>The battery rows are cast together: one wizard for each share of a row.</source>
        <translation>Die Batteriezeilen werden gemeinsam gewirkt: ein Zauberer für jeden Anteil einer Zeile.</translation>
    </message>
    <message>
        <source>%1 comes in versions 1 to %2.</source>
        <translation>%1 gibt es in den Fassungen 1 bis %2.</translation>
    </message>
    <message>
        <source>%1 comes in one strength only.</source>
        <translation>%1 gibt es nur in einer Stärke.</translation>
    </message>
    <message>
        <source>%1 cannot be bought; it adds no market value.</source>
        <translation>%1 ist nicht käuflich; es erhöht den Marktwert nicht.</translation>
    </message>
    <message>
        <source>%1 ($%2%3)</source>
        <translation>%1 ($%2%3)</translation>
    </message>
    <message>
        <source> or more</source>
        <translation> oder mehr</translation>
    </message>
    <message>
        <source>A team needs at least one wizard.</source>
        <translation>Ein Team braucht mindestens einen Zauberer.</translation>
    </message>
    <message>
        <source>%1 needs a team of %2; more wizards than that never shortens the work, so a team of %3 is refused.</source>
        <translation>%1 braucht ein Team von %2; mehr Zauberer verkürzen die Arbeit nie, daher wird ein Team von %3 abgelehnt.</translation>
    </message>
    <message>
        <source>%1 of %2 wizards: the time is rounded up to %3 times as long.</source>
        <translation>%1 von %2 Zauberern: die Zeit wird auf das %3-Fache aufgerundet.</translation>
    </message>
    <message>
        <source>Every maker needs IQ %1 or more.</source>
        <translation>Jeder Hersteller braucht IQ %1 oder mehr.</translation>
    </message>
    <message>
        <source>%1 can never be self-powered: like every missile-spell item, Hammertouch and rod, it draws on its user (the %2 entry, l.%3).</source>
        <translation>%1 kann nie selbstversorgend sein: wie jeder Gegenstand mit Geschosszauber, Hammertouch und jeder Stab zehrt er von seinem Benutzer (Eintrag %2, Z. %3).</translation>
    </message>
    <message>
        <source>%1 goes up to %2 at most (the %3 entry, l.%4); %5 is too much.</source>
        <translation>%1 reicht höchstens bis %2 (Eintrag %3, Z. %4); %5 ist zu viel.</translation>
    </message>
    <message>
        <source>%1 takes no ST from its wearer each turn, so there is nothing for it to supply itself; it cannot be made self-powered (the %2 entry, l.%3).</source>
        <translation>%1 zieht seinem Träger keine ST pro Runde ab, hat also nichts selbst zu liefern; er kann nicht selbstversorgt gemacht werden (Eintrag %2, l.%3).</translation>
    </message>
    <message>
        <source>%1 draws %2 ST a turn from its wearer; a self-powered one may supply up to that much, not %3 (l.%4).</source>
        <translation>%1 zieht seinem Träger %2 ST pro Runde ab; ein selbstversorgter darf höchstens so viel liefern, nicht %3 (l.%4).</translation>
    </message>
    <message>
        <source>%1 works only on an object that is magic already, so it cannot be the first spell on a plain one (the %2 entry, %3).</source>
        <translation>%1 wirkt nur auf einen bereits magischen Gegenstand und kann daher nicht der erste Zauber auf einem gewöhnlichen sein (Eintrag %2, %3).</translation>
    </message>
    <message>
        <source>%1 is already the larger version of %2 (a Note C spell has %3 versions), so it cannot be doubled again; strength %4 is refused (l.%5).</source>
        <translation>%1 ist bereits die größere Fassung von %2 (ein Zauber nach Anmerkung C hat %3 Fassungen) und kann nicht nochmals verdoppelt werden; Stärke %4 wird abgelehnt (l.%5).</translation>
    </message>
    <message>
        <source>Weapon and armor bonuses add up to at most %1; with the +%2 the item has, +%3 is too much (l.1326).</source>
        <translation>Waffen- und Rüstungsboni ergeben zusammen höchstens %1; mit den +%2, die der Gegenstand hat, sind +%3 zu viel (l.1326).</translation>
    </message>
</context>
<context>
    <name>hk::ItemCreationParameters</name>
    <message>
        <source>these rules cannot make magic items</source>
        <translation>nach diesen Regeln lassen sich keine magischen Gegenstände herstellen</translation>
    </message>
</context>
<context>
    <name>hk::JournalPage</name>
    <message>
        <source>Find in the journal…</source>
        <translation>Im Tagebuch suchen…</translation>
    </message>
    <message>
        <source>Show GM-only entries</source>
        <translation>Nur-SL-Einträge zeigen</translation>
    </message>
    <message>
        <source>Untick to see the journal as the players may: secret rolls, faulty potions and the like are left out.</source>
        <translation>Häkchen entfernen, um das Tagebuch so zu sehen, wie es die Spieler dürfen: geheime Würfe, fehlerhafte Tränke und Ähnliches werden ausgelassen.</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>About:</source>
        <translation>Betrifft:</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Everyone and everything</source>
        <translation>Alle und alles</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Tagebuch</translation>
    </message>
</context>
<context>
    <name>hk::KindSchema</name>
    <message>
        <source>field &apos;%1&apos;: unknown schema key &apos;%2&apos;</source>
        <translation>Feld „%1“: unbekannter Schemaschlüssel „%2“</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: unknown type &apos;%2&apos;</source>
        <translation>Feld „%1“: unbekannter Typ „%2“</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: an enum needs &apos;values&apos;</source>
        <translation>Feld „%1“: ein Enum braucht „values“</translation>
    </message>
    <message>
        <source>kind &apos;%1&apos;: %2</source>
        <translation>Art „%1“: %2</translation>
    </message>
    <message>
        <source>kind &apos;%1&apos;: column &apos;%2&apos; is not one of its fields</source>
        <translation>Art „%1“: Spalte „%2“ ist keines ihrer Felder</translation>
    </message>
    <message>
        <source>kind &apos;%1&apos;: level field &apos;%2&apos; is not one of its fields</source>
        <translation>Art „%1“: Stufenfeld „%2“ ist keines ihrer Felder</translation>
    </message>
</context>
<context>
    <name>hk::LabRepository</name>
    <message>
        <source>There is no laboratory with id %1.</source>
        <translation>Es gibt kein Labor mit der ID %1.</translation>
    </message>
</context>
<context>
    <name>hk::LabResolver</name>
    <message>
        <source>%1 is assembled and ready for work.</source>
        <translation>%1 ist aufgebaut und bereit zur Arbeit.</translation>
    </message>
    <message>
        <source>Rent and supplies: %1</source>
        <translation>Miete und Vorräte: %1</translation>
    </message>
    <message>
        <source>Upkeep: %1</source>
        <translation>Unterhalt: %1</translation>
    </message>
    <message>
        <source>The week&apos;s rent for %1 (%2) cannot be paid (short by %3): the rental lapses and its work halts.</source>
        <translation>Die Wochenmiete für %1 (%2) kann nicht bezahlt werden (es fehlen %3): die Miete erlischt, und die Arbeit darin hält an.</translation>
    </message>
    <message>
        <source>The week&apos;s upkeep for %1 (%2) cannot be paid (short by %3): work in it halts until it is resumed.</source>
        <translation>Der Wochenunterhalt für %1 (%2) kann nicht bezahlt werden (es fehlen %3): die Arbeit darin hält an, bis sie fortgesetzt wird.</translation>
    </message>
    <message>
        <source>%1 halts: %2 cannot be paid for.</source>
        <translation>%1 hält an: %2 kann nicht bezahlt werden.</translation>
    </message>
    <message>
        <source>attuning %1</source>
        <translation>Einstimmung auf %1</translation>
    </message>
    <message>
        <source>%1 cannot be used (%2)</source>
        <translation>%1 kann nicht benutzt werden (%2)</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>%1 is now attuned to %2 (rolled %3 against DX %4).</source>
        <translation>%1 ist jetzt auf %2 eingestimmt (%3 gewürfelt gegen DX %4).</translation>
    </message>
    <message>
        <source>%1 fails to attune %2 (rolled %3 against DX %4): the week and the %5 ST spent are lost.</source>
        <translation>%1 kann %2 nicht einstimmen (%3 gewürfelt gegen DX %4): die Woche und die aufgewendeten %5 ST sind verloren.</translation>
    </message>
</context>
<context>
    <name>hk::Labs</name>
    <message>
        <source>Give the laboratory a name.</source>
        <translation>Gib dem Labor einen Namen.</translation>
    </message>
    <message>
        <source>%1 costs %2 and %3 holds %4.</source>
        <translation>%1 kostet %2, %3 hat aber nur %4.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The rules have no laboratory of type “%1” for sale.</source>
        <translation>Die Regeln bieten kein Labor vom Typ „%1“ zum Kauf an.</translation>
    </message>
    <message>
        <source>Buying %1</source>
        <translation>Kauf von %1</translation>
    </message>
    <message>
        <source>The rules give no way to assemble a laboratory of type “%1” by hand.</source>
        <translation>Die Regeln sehen nicht vor, ein Labor vom Typ „%1“ selbst aufzubauen.</translation>
    </message>
    <message>
        <source>Assembling %1</source>
        <translation>Aufbau von %1</translation>
    </message>
    <message>
        <source>The rules give no rent for a laboratory of type “%1”.</source>
        <translation>Die Regeln nennen keine Miete für ein Labor vom Typ „%1“.</translation>
    </message>
    <message>
        <source>Renting %1</source>
        <translation>Miete von %1</translation>
    </message>
    <message>
        <source>The rules know no laboratory of type “%1”.</source>
        <translation>Die Regeln kennen kein Labor vom Typ „%1“.</translation>
    </message>
    <message>
        <source>Recording %1</source>
        <translation>Erfassung von %1</translation>
    </message>
    <message>
        <source>%1 is already given up.</source>
        <translation>%1 ist bereits aufgegeben.</translation>
    </message>
    <message>
        <source>%1 is booked by “%2”; cancel that work first.</source>
        <translation>%1 ist durch „%2“ belegt; brich diese Arbeit zuerst ab.</translation>
    </message>
    <message>
        <source>Give up %1</source>
        <translation>%1 aufgeben</translation>
    </message>
    <message>
        <source>%1 has no damage to repair.</source>
        <translation>%1 hat keinen Schaden, der zu reparieren wäre.</translation>
    </message>
    <message>
        <source>Repairing %1 costs %2 and %3 holds %4.</source>
        <translation>Die Reparatur von %1 kostet %2, %3 hat aber nur %4.</translation>
    </message>
    <message>
        <source>Repairs to %1</source>
        <translation>Reparaturen an %1</translation>
    </message>
    <message>
        <source>Repair %1</source>
        <translation>%1 reparieren</translation>
    </message>
    <message>
        <source>%1 needs no attunement.</source>
        <translation>%1 braucht keine Einstimmung.</translation>
    </message>
    <message>
        <source>Only a wizard attunes a laboratory; %1 is not one.</source>
        <translation>Nur ein Zauberer stimmt ein Labor ein; %1 ist keiner.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>%1 is damaged (%2 to repair).</source>
        <translation>%1 ist beschädigt (Reparatur: %2).</translation>
    </message>
    <message>
        <source>%1 is not ready (%2).</source>
        <translation>%1 ist nicht bereit (%2).</translation>
    </message>
    <message>
        <source>%1 is already attuned to %2.</source>
        <translation>%1 ist bereits auf %2 eingestimmt.</translation>
    </message>
    <message>
        <source>%1 is attuned to another wizard and serves that one only.</source>
        <translation>%1 ist auf einen anderen Zauberer eingestimmt und dient nur diesem.</translation>
    </message>
    <message>
        <source>%1 can be attuned only to its owner.</source>
        <translation>%1 kann nur auf seinen Besitzer eingestimmt werden.</translation>
    </message>
    <message>
        <source>%1 is already in use; only one person can work in it in a week.</source>
        <translation>%1 wird bereits genutzt; pro Woche kann nur eine Person darin arbeiten.</translation>
    </message>
    <message>
        <source>%1 is already busy full time with “%2”.</source>
        <translation>%1 ist bereits voll mit „%2“ beschäftigt.</translation>
    </message>
    <message>
        <source>Cannot start the attunement: %1</source>
        <translation>Die Einstimmung kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Attune %1</source>
        <translation>%1 einstimmen</translation>
    </message>
    <message>
        <source>%1 starts attuning %2</source>
        <translation>%1 beginnt, %2 einzustimmen</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <source>Attune</source>
        <translation>Einstimmen</translation>
    </message>
    <message>
        <source>Wizard&apos;s chest</source>
        <translation>Truhe des Zauberers</translation>
    </message>
    <message>
        <source>Wizard&apos;s laboratory</source>
        <translation>Zauberlabor</translation>
    </message>
    <message>
        <source>Chemist&apos;s laboratory</source>
        <translation>Chemikerlabor</translation>
    </message>
    <message>
        <source>given up</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>rented</source>
        <translation>gemietet</translation>
    </message>
    <message>
        <source>being assembled</source>
        <translation>im Aufbau</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>im Besitz</translation>
    </message>
    <message>
        <source>The laboratory&apos;s name</source>
        <translation>Der Name des Labors</translation>
    </message>
</context>
<context>
    <name>hk::LabsPanel</name>
    <message>
        <source>Buy…</source>
        <translation>Kaufen…</translation>
    </message>
    <message>
        <source>Assemble…</source>
        <translation>Aufbauen…</translation>
    </message>
    <message>
        <source>Rent…</source>
        <translation>Mieten…</translation>
    </message>
    <message>
        <source>Record one held…</source>
        <translation>Vorhandenes eintragen…</translation>
    </message>
    <message>
        <source>Show given up</source>
        <translation>Aufgegebene anzeigen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Tenure</source>
        <translation>Besitzform</translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation>Bezahlt von</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>Pro Woche</translation>
    </message>
    <message>
        <source>Next charge</source>
        <translation>Nächste Zahlung</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Attuned</source>
        <translation>Eingestimmt</translation>
    </message>
    <message>
        <source>Booked by</source>
        <translation>Belegt von</translation>
    </message>
    <message>
        <source>Attune…</source>
        <translation>Einstimmen…</translation>
    </message>
    <message>
        <source>Repairs paid by:</source>
        <translation>Reparatur bezahlt von:</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <source>Give up…</source>
        <translation>Aufgeben…</translation>
    </message>
    <message>
        <source>Whoever pays for it</source>
        <translation>Wer es bezahlt</translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>assembling, ready %1</source>
        <translation>im Aufbau, bereit ab %1</translation>
    </message>
    <message>
        <source>%1, given up</source>
        <translation>%1, aufgegeben</translation>
    </message>
    <message>
        <source>%1 — unusable</source>
        <translation>%1 — unbenutzbar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Open a campaign to see its laboratories.</source>
        <translation>Öffne eine Kampagne, um ihre Labore zu sehen.</translation>
    </message>
    <message>
        <source>Rent is paid a week ahead; a chest&apos;s upkeep every week, an owned lab&apos;s for each week someone works in it. Only one person works in a lab in a given week.</source>
        <translation>Miete wird eine Woche im Voraus bezahlt; der Unterhalt einer Truhe jede Woche, der eines eigenen Labors für jede Woche, in der jemand darin arbeitet. In einem Labor arbeitet in einer Woche nur eine Person.</translation>
    </message>
    <message>
        <source>Give up a laboratory</source>
        <translation>Ein Labor aufgeben</translation>
    </message>
    <message>
        <source>Give up %1? Rent and upkeep stop.</source>
        <translation>%1 aufgeben? Miete und Unterhalt enden.</translation>
    </message>
    <message>
        <source>Labs</source>
        <translation>Labore</translation>
    </message>
</context>
<context>
    <name>hk::LearnSpellDialog</name>
    <message>
        <source>Learn a spell — %1</source>
        <translation>Zauber lernen — %1</translation>
    </message>
    <message>
        <source>Find a spell…</source>
        <translation>Zauber suchen…</translation>
    </message>
    <message>
        <source>Spells %1 could learn (IQ %2 or lower, not yet known):</source>
        <translation>Zauber, die %1 lernen könnte (IQ %2 oder niedriger, noch nicht bekannt):</translation>
    </message>
    <message>
        <source> a week</source>
        <translation> pro Woche</translation>
    </message>
    <message>
        <source>The book leaves a teacher&apos;s pay to Guild rates: agree it at the table.</source>
        <translation>Das Buch überlässt den Lohn eines Lehrers den Sätzen der Gilde: vereinbart ihn am Spieltisch.</translation>
    </message>
    <message>
        <source>Way of learning:</source>
        <translation>Lernweg:</translation>
    </message>
    <message>
        <source>Teacher&apos;s pay:</source>
        <translation>Lohn des Lehrers:</translation>
    </message>
    <message>
        <source>Start learning</source>
        <translation>Lernen beginnen</translation>
    </message>
    <message>
        <source>%1 (IQ %2, %3)</source>
        <translation>%1 (IQ %2, %3)</translation>
    </message>
    <message>
        <source>No spell chosen.</source>
        <translation>Kein Zauber gewählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n Woche</numerusform>
            <numerusform>%n Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n day(s))</source>
        <translation>
            <numerusform> (%n Tag)</numerusform>
            <numerusform> (%n Tage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>, full time</source>
        <translation>, Vollzeit</translation>
    </message>
    <message>
        <source>, alongside other work</source>
        <translation>, neben anderer Arbeit</translation>
    </message>
    <message>
        <source>; then %1 DX on the spell for %2 days</source>
        <translation>; danach %1 DX auf den Zauber für %2 Tage</translation>
    </message>
    <message>
        <source>Cannot start learning</source>
        <translation>Lernen kann nicht beginnen</translation>
    </message>
    <message>
        <source>; fee %1 a week from %2&apos;s purse, %3 in all</source>
        <translation>; Gebühr %1 pro Woche aus der Börse von %2, insgesamt %3</translation>
    </message>
    <message>
        <source>; fee %1 from %2&apos;s purse</source>
        <translation>; Gebühr %1 aus der Börse von %2</translation>
    </message>
</context>
<context>
    <name>hk::LearningResolver</name>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>%1 finished %2 but cannot memorise %3: %4</source>
        <translation>%1 hat %2 abgeschlossen, kann %3 aber nicht einprägen: %4</translation>
    </message>
    <message>
        <source>%1 has learned %2 (%3).</source>
        <translation>%1 hat %2 gelernt (%3).</translation>
    </message>
    <message>
        <source>Casts it at %1 DX until %2.</source>
        <translation>Wirkt ihn bis %2 mit %1 DX.</translation>
    </message>
    <message>
        <source>%1 cannot pay this week&apos;s %2 for %3 (short by %4): the study halts until it is resumed.</source>
        <translation>%1 kann diese Woche %2 für %3 nicht zahlen (es fehlen %4): das Lernen ruht, bis es fortgesetzt wird.</translation>
    </message>
</context>
<context>
    <name>hk::LostNumbersDialog</name>
    <message>
        <source>Numbers for %1</source>
        <translation>Zahlen für %1</translation>
    </message>
    <message>
        <source>The book prints this number; it is kept.</source>
        <translation>Das Buch nennt diese Zahl; sie bleibt erhalten.</translation>
    </message>
    <message>
        <source>DX for a fighter:</source>
        <translation>DX für einen Kämpfer:</translation>
    </message>
    <message>
        <source>Hits stopped:</source>
        <translation>Abgehaltene Treffer:</translation>
    </message>
    <message>
        <source>Kept as a house rule of this campaign: every character reads these numbers, and the rules library cites the book&apos;s line with a note that they are yours.</source>
        <translation>Als Hausregel dieser Kampagne gespeichert: jede Figur verwendet diese Zahlen, und die Regelbibliothek zitiert die Zeile des Buchs mit dem Hinweis, dass sie von dir stammen.</translation>
    </message>
</context>
<context>
    <name>hk::MagicItemRepository</name>
    <message>
        <source>There is no magic item with id %1.</source>
        <translation>Es gibt keinen magischen Gegenstand mit der Nummer %1.</translation>
    </message>
</context>
<context>
    <name>hk::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>Kampagne ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Demo Campaign</source>
        <translation>&amp;Demo-Kampagne öffnen</translation>
    </message>
    <message>
        <source>&amp;Close Campaign</source>
        <translation>Kampagne &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Hexkeeper</source>
        <translation>Ü&amp;ber Hexkeeper</translation>
    </message>
    <message>
        <source>(no recent campaigns)</source>
        <translation>(keine zuletzt geöffneten Kampagnen)</translation>
    </message>
    <message>
        <source>Cannot open campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot build the demo campaign</source>
        <translation>Demo-Kampagne kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Hexkeeper</source>
        <translation>Hexkeeper</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <source>Hexkeeper campaigns (*.hkc);;All files (*)</source>
        <translation>Hexkeeper-Kampagnen (*.hkc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <source>Advance &amp;Time…</source>
        <translation>&amp;Zeit vorrücken…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Read-only: this file cannot be written here, so nothing can be changed</source>
        <translation>Nur lesen: diese Datei kann hier nicht geschrieben werden, also lässt sich nichts ändern</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 (read-only) — Hexkeeper</source>
        <translation>%1 (nur lesen) — Hexkeeper</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Everything is saved in %1.</source>
        <translation>Alles ist in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Save a Cop&amp;y As…</source>
        <translation>&amp;Kopie speichern unter…</translation>
    </message>
    <message>
        <source>Hexkeeper &amp;Guide</source>
        <translation>Hexkeeper-&amp;Handbuch</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>opening another campaign</source>
        <translation>eine andere Kampagne geöffnet wird</translation>
    </message>
    <message>
        <source>opening the demo campaign</source>
        <translation>die Demo-Kampagne geöffnet wird</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>%1[*] — Hexkeeper</source>
        <translation>%1[*] — Hexkeeper</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>Alle Änderungen gespeichert</translation>
    </message>
    <message>
        <source>Not saved yet: %1</source>
        <translation>Noch nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Every change is written to the campaign file as you make it, and Edit &gt; Undo takes it back. Only a form still being filled in (such as the character builder before its Save) waits to be saved.</source>
        <translation>Jede Änderung wird sofort in die Kampagnendatei geschrieben, und Bearbeiten &gt; Rückgängig nimmt sie zurück. Nur ein Formular, das noch ausgefüllt wird (etwa die Charaktererstellung vor ihrem Speichern), wartet darauf, gespeichert zu werden.</translation>
    </message>
    <message>
        <source>closing Hexkeeper</source>
        <translation>Hexkeeper geschlossen wird</translation>
    </message>
    <message>
        <source>%1 copy.hkc</source>
        <translation>%1 Kopie.hkc</translation>
    </message>
    <message>
        <source>Save a Copy of the Campaign</source>
        <translation>Eine Kopie der Kampagne speichern</translation>
    </message>
    <message>
        <source>Hexkeeper campaigns (*.hkc)</source>
        <translation>Hexkeeper-Kampagnen (*.hkc)</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Kopie nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved a copy to %1; you are still working in %2.</source>
        <translation>Kopie nach %1 gespeichert; du arbeitest weiter in %2.</translation>
    </message>
    <message>
        <source>starting a new campaign</source>
        <translation>eine neue Kampagne begonnen wird</translation>
    </message>
    <message>
        <source>closing the campaign</source>
        <translation>die Kampagne geschlossen wird</translation>
    </message>
    <message>
        <source>&amp;Share with Players…</source>
        <translation>Mit Spielern &amp;teilen…</translation>
    </message>
    <message>
        <source>Give each player a link (or a QR code) to a live page of the fight and his characters on his phone.</source>
        <translation>Jedem Spieler einen Link (oder QR-Code) zu einer Live-Seite des Kampfes und seiner Figuren auf seinem Telefon geben.</translation>
    </message>
    <message>
        <source>Players&apos; &amp;Requests</source>
        <translation>&amp;Anfragen der Spieler</translation>
    </message>
    <message>
        <source>Players&apos; &amp;Requests (%1)</source>
        <translation>&amp;Anfragen der Spieler (%1)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Downtime work halted</source>
        <translation>Arbeit der Auszeit angehalten</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) of downtime work halted by the file&apos;s update: see the journal.</source>
        <translation>
            <numerusform>%n Arbeit der Auszeit beim Aktualisieren der Datei angehalten: siehe Tagebuch.</numerusform>
            <numerusform>%n Arbeiten der Auszeit beim Aktualisieren der Datei angehalten: siehe Tagebuch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::MarketResolver</name>
    <message>
        <source>searching the market for %1</source>
        <translation>Marktsuche nach %1</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>%1 searches %2 for %3 without luck this week (%4 against %5).</source>
        <translation>%1 sucht diese Woche in %2 erfolglos nach %3 (%4 gegen %5).</translation>
    </message>
    <message>
        <source>seller&apos;s reaction over %1</source>
        <translation>Reaktion des Verkäufers zu %1</translation>
    </message>
    <message>
        <source>found; seller %1 (die %2), asks %3</source>
        <translation>gefunden; Verkäufer %1 (Wurf %2), verlangt %3</translation>
    </message>
    <message>
        <source>%1 finds %2 for sale (%3 against %4). The seller is %5 and asks %6.</source>
        <translation>%1 findet %2 zum Verkauf (%3 gegen %4). Der Verkäufer ist %5 und verlangt %6.</translation>
    </message>
    <message>
        <source>He may refuse to sell at any price.</source>
        <translation>Er könnte sich weigern, zu irgendeinem Preis zu verkaufen.</translation>
    </message>
</context>
<context>
    <name>hk::MarketRules</name>
    <message>
        <source>The item&apos;s value must be more than $0.</source>
        <translation>Der Wert des Gegenstands muss über $0 liegen.</translation>
    </message>
    <message>
        <source>Unknown kind of place “%1”; choose one of: %2.</source>
        <translation>Unbekannte Ortsgröße „%1“; wähle eine von: %2.</translation>
    </message>
</context>
<context>
    <name>hk::MarketSearch</name>
    <message>
        <source>These rules have no market searches.</source>
        <translation>Diese Regeln kennen keine Marktsuche.</translation>
    </message>
    <message>
        <source>Name the item being sought.</source>
        <translation>Nenne den gesuchten Gegenstand.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>%1 is already searching for %2 items; no more than %3 at a time.</source>
        <translation>%1 sucht bereits nach %2 Gegenständen; nicht mehr als %3 zugleich.</translation>
    </message>
    <message>
        <source>%1 is already busy full time and cannot search all week.</source>
        <translation>%1 ist schon in Vollzeit beschäftigt und kann nicht die ganze Woche suchen.</translation>
    </message>
    <message>
        <source>%1 cannot start this search: %2</source>
        <translation>%1 kann diese Suche nicht beginnen: %2</translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation>Suche: %1</translation>
    </message>
    <message>
        <source>%1 starts %2</source>
        <translation>%1 beginnt: %2</translation>
    </message>
    <message>
        <source>#%1 is not a market search.</source>
        <translation>#%1 ist keine Marktsuche.</translation>
    </message>
    <message>
        <source>“%1” has no offer waiting (%2).</source>
        <translation>„%1“ hat kein wartendes Angebot (%2).</translation>
    </message>
    <message>
        <source>The seller asks %1 and the purse holds %2.</source>
        <translation>Der Verkäufer verlangt %1, und die Börse enthält %2.</translation>
    </message>
    <message>
        <source>Bought %1</source>
        <translation>%1 gekauft</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>%1 kaufen</translation>
    </message>
    <message>
        <source>Let %1 go</source>
        <translation>%1 ausschlagen</translation>
    </message>
    <message>
        <source>Name the item and give its fair value (more than $0).</source>
        <translation>Nenne den Gegenstand und gib seinen angemessenen Wert an (mehr als $0).</translation>
    </message>
    <message>
        <source>These rules have no way of selling above fair value.</source>
        <translation>Diese Regeln kennen keinen Verkauf über dem angemessenen Wert.</translation>
    </message>
    <message>
        <source>finding a keen buyer for %1</source>
        <translation>Suche nach einem interessierten Käufer für %1</translation>
    </message>
    <message>
        <source>buyer&apos;s reaction to %1</source>
        <translation>Reaktion des Käufers auf %1</translation>
    </message>
    <message>
        <source>%1 finds nobody who pays more than %2 for %3 this week (%4 against %5); fair value always sells in a large city.</source>
        <translation>%1 findet diese Woche niemanden, der mehr als %2 für %3 zahlt (%4 gegen %5); zum angemessenen Wert verkauft sich etwas in einer großen Stadt immer.</translation>
    </message>
    <message>
        <source>%1 finds a buyer for %2 who is %3 and offers %4 (fair value %5).</source>
        <translation>%1 findet einen Käufer für %2, der %3 ist und %4 bietet (angemessener Wert %5).</translation>
    </message>
    <message>
        <source>He may try to take it by force.</source>
        <translation>Er könnte versuchen, es mit Gewalt zu nehmen.</translation>
    </message>
    <message>
        <source>Sold %1</source>
        <translation>%1 verkauft</translation>
    </message>
    <message>
        <source>Start a search</source>
        <translation>Suche beginnen</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Let an offer go</source>
        <translation>Angebot ausschlagen</translation>
    </message>
    <message>
        <source>Sell %1</source>
        <translation>%1 verkaufen</translation>
    </message>
    <message>
        <source>The item&apos;s name</source>
        <translation>Der Name des Gegenstands</translation>
    </message>
</context>
<context>
    <name>hk::McCharacterRules</name>
    <message>
        <source>The figure needs a name.</source>
        <translation>Die Figur braucht einen Namen.</translation>
    </message>
    <message>
        <source>Choose a team race for %1.</source>
        <translation>Wähle ein Team-Volk für %1.</translation>
    </message>
    <message>
        <source>“%1” is not a mass-combat team race in these rules.</source>
        <translation>„%1“ ist in diesen Regeln kein Volk für Massenkampf-Teams.</translation>
    </message>
    <message>
        <source>A team figure is a wizard or a hero, not “%1”.</source>
        <translation>Eine Teamfigur ist ein Zauberer oder ein Held, nicht „%1“.</translation>
    </message>
    <message>
        <source>Every piece of gear needs a name.</source>
        <translation>Jedes Ausrüstungsteil braucht einen Namen.</translation>
    </message>
    <message>
        <source>Race %1 wears no armor; %2 has %3.</source>
        <translation>Das Volk %1 trägt keine Rüstung; %2 hat %3.</translation>
    </message>
    <message>
        <source>Race %1 may not wear %2.</source>
        <translation>Das Volk %1 darf %2 nicht tragen.</translation>
    </message>
    <message>
        <source>“%1” needs a slot: armor, shield or weapon.</source>
        <translation>„%1“ braucht einen Platz: Rüstung, Schild oder Waffe.</translation>
    </message>
    <message>
        <source>Race %1 fights without weapons or shields; %2 has %3.</source>
        <translation>Das Volk %1 kämpft ohne Waffen und Schilde; %2 hat %3.</translation>
    </message>
    <message>
        <source>Race %1 uses only %2; %3 is not one of them.</source>
        <translation>Das Volk %1 verwendet nur %2; %3 gehört nicht dazu.</translation>
    </message>
    <message>
        <source>Only one suit of armor can be worn; %1 are listed.</source>
        <translation>Nur eine Rüstung kann getragen werden; %1 sind aufgeführt.</translation>
    </message>
    <message>
        <source>A figure chooses %1 weapons (a shield counts as one, the free dagger does not); %2 has %3.</source>
        <translation>Eine Figur wählt %1 Waffen (ein Schild zählt als eine, der kostenlose Dolch nicht); %2 hat %3.</translation>
    </message>
    <message>
        <source>%1 DX on spells: metal carried or worn</source>
        <translation>%1 DX beim Zaubern: Metall mitgeführt oder getragen</translation>
    </message>
    <message>
        <source>%1 DX to hit with %2: a wizard trains only with the staff</source>
        <translation>%1 DX auf den Trefferwurf mit %2: ein Zauberer übt nur mit dem Stab</translation>
    </message>
    <message>
        <source>hide stops %1 (%2)</source>
        <translation>Haut hält %1 ab (%2)</translation>
    </message>
    <message>
        <source>Fighters use no talents in mass combat (house rule); %1 lists %2.</source>
        <translation>Kämpfer nutzen im Massenkampf keine Talente (Hausregel); %1 führt %2.</translation>
    </message>
</context>
<context>
    <name>hk::Migrator</name>
    <message>
        <source>cannot read the schema version</source>
        <translation>die Schemaversion lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>migration %1 is missing</source>
        <translation>Migration %1 fehlt</translation>
    </message>
    <message>
        <source>migration %1 (%2) failed: %3</source>
        <translation>Migration %1 (%2) ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>migration %1 could not be committed: %2</source>
        <translation>Migration %1 konnte nicht festgeschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>hk::MissileSpell</name>
    <message>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
</context>
<context>
    <name>hk::MoneyDialog</name>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Add money to %1</source>
        <translation>Geld in %1 einzahlen</translation>
    </message>
    <message>
        <source>Pay out of %1</source>
        <translation>Aus %1 auszahlen</translation>
    </message>
    <message>
        <source>Transfer from %1</source>
        <translation>Umbuchen von %1</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 enthält %2.</translation>
    </message>
    <message>
        <source> GP</source>
        <translation> GS</translation>
    </message>
    <message>
        <source>The same amount in gold pieces: $10 make 1 GP.</source>
        <translation>Derselbe Betrag in Goldstücken: $10 ergeben 1 GS.</translation>
    </message>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Betrag:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;An:</translation>
    </message>
    <message>
        <source>Deposit (loot, pay, a gift)</source>
        <translation>Einzahlung (Beute, Lohn, ein Geschenk)</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Verkauf</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>A&amp;rt:</translation>
    </message>
    <message>
        <source>Required: what the ledger will say, e.g. Sold the ogre&apos;s axe</source>
        <translation>Pflicht: was im Kassenbuch stehen wird, z. B. Axt des Ogers verkauft</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Pay out</source>
        <translation>Aus&amp;zahlen</translation>
    </message>
    <message>
        <source>&amp;Transfer</source>
        <translation>&amp;Umbuchen</translation>
    </message>
    <message>
        <source>Type an amount above $0.</source>
        <translation>Gib einen Betrag über $0 ein.</translation>
    </message>
    <message>
        <source>Say what the money is for: the ledger keeps the reason.</source>
        <translation>Sag, wofür das Geld ist: das Kassenbuch vermerkt den Grund.</translation>
    </message>
    <message>
        <source>Choose the purse the money goes to.</source>
        <translation>Wähle die Börse, in die das Geld geht.</translation>
    </message>
    <message>
        <source>The treasury refused the change.</source>
        <translation>Die Schatzkammer hat die Änderung abgelehnt.</translation>
    </message>
</context>
<context>
    <name>hk::MoneyLedgerModel</name>
    <message>
        <source>Deposit</source>
        <translation>Einzahlung</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>Transfer in</source>
        <translation>Umbuchung ein</translation>
    </message>
    <message>
        <source>Transfer out</source>
        <translation>Umbuchung aus</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>Upkeep</source>
        <translation>Unterhalt</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Sale</source>
        <translation>Verkauf</translation>
    </message>
    <message>
        <source>%1 (GM only)</source>
        <translation>%1 (nur SL)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation>Stand danach</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Forschung</translation>
    </message>
</context>
<context>
    <name>hk::NewBatchDialog</name>
    <message>
        <source>New batch of potion</source>
        <translation>Neuer Sud</translation>
    </message>
    <message>
        <source>The maker</source>
        <translation>Der Hersteller</translation>
    </message>
    <message>
        <source>The party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Alchemist (magical potions)</source>
        <translation>Alchemist (magische Tränke)</translation>
    </message>
    <message>
        <source>Chemist (drug-type potions)</source>
        <translation>Chemiker (drogenartige Tränke)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Maker:</source>
        <translation>Hersteller:</translation>
    </message>
    <message>
        <source>Brews as:</source>
        <translation>Braut als:</translation>
    </message>
    <message>
        <source>Potion:</source>
        <translation>Trank:</translation>
    </message>
    <message>
        <source>Doses:</source>
        <translation>Dosen:</translation>
    </message>
    <message>
        <source>Laboratory:</source>
        <translation>Labor:</translation>
    </message>
    <message>
        <source>Potions go to:</source>
        <translation>Tränke gehen an:</translation>
    </message>
    <message>
        <source>Ingredients paid by:</source>
        <translation>Zutaten bezahlt von:</translation>
    </message>
    <message>
        <source>Special ingredients at hand</source>
        <translation>Besondere Zutaten vorhanden</translation>
    </message>
    <message>
        <source>Common ingredients at hand</source>
        <translation>Gewöhnliche Zutaten vorhanden</translation>
    </message>
    <message>
        <source>GM: the maker has the book of instructions</source>
        <translation>SL: der Hersteller hat das Anleitungsbuch</translation>
    </message>
    <message>
        <source>GM: the maker is trained in this craft</source>
        <translation>SL: der Hersteller ist in diesem Handwerk ausgebildet</translation>
    </message>
    <message>
        <source>GM: let a non-wizard brew alchemists&apos; potions</source>
        <translation>SL: einen Nicht-Zauberer Alchemistentränke brauen lassen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Ansetzen</translation>
    </message>
    <message>
        <source>%1 — %2 a dose</source>
        <translation>%1 — %2 pro Dosis</translation>
    </message>
    <message numerus="yes">
        <source>%n week(s); each week the GM rolls %1 dice against DX %2.</source>
        <translation>
            <numerusform>%n Woche; jede Woche würfelt der SL %1 Würfel gegen DX %2.</numerusform>
            <numerusform>%n Wochen; jede Woche würfelt der SL %1 Würfel gegen DX %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ingredients: %1 special + %2 common; %3 to pay now. Book: %4 pages.</source>
        <translation>Zutaten: %1 besondere + %2 gewöhnliche; %3 jetzt zu zahlen. Buch: %4 Seiten.</translation>
    </message>
    <message>
        <source>Special: %1.</source>
        <translation>Besondere Zutaten: %1.</translation>
    </message>
</context>
<context>
    <name>hk::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>My Campaign</source>
        <translation>Meine Kampagne</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Option packs:</source>
        <translation>&amp;Zusatzpakete:</translation>
    </message>
    <message>
        <source>Starting &amp;day:</source>
        <translation>Start&amp;tag:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Dice &amp;seed:</source>
        <translation>Würfel-&amp;Startwert:</translation>
    </message>
    <message>
        <source>(none for this ruleset)</source>
        <translation>(keine für dieses Regelwerk)</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Gib der Kampagne einen Namen.</translation>
    </message>
    <message>
        <source>Choose where to save the campaign file.</source>
        <translation>Wähle, wo die Kampagnendatei gespeichert wird.</translation>
    </message>
    <message>
        <source>That file already exists; choose another name.</source>
        <translation>Diese Datei gibt es schon; wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>No ruleset packages are available.</source>
        <translation>Es sind keine Regelwerkspakete verfügbar.</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Neue Kampagnendatei</translation>
    </message>
    <message>
        <source>Hexkeeper campaigns (*.hkc)</source>
        <translation>Hexkeeper-Kampagnen (*.hkc)</translation>
    </message>
    <message>
        <source>The folder is made if it is missing. Edit &gt; Preferences sets the folder suggested here.</source>
        <translation>Der Ordner wird angelegt, falls er fehlt. Unter Bearbeiten &gt; Einstellungen legst du den hier vorgeschlagenen Ordner fest.</translation>
    </message>
    <message>
        <source>Seeded (reproducible from the campaign seed)</source>
        <translation>Mit Startwert (aus dem Startwert der Kampagne reproduzierbar)</translation>
    </message>
    <message>
        <source>Table dice (the GM types what the dice showed)</source>
        <translation>Tischwürfel (der SL gibt ein, was die Würfel zeigten)</translation>
    </message>
    <message>
        <source>D&amp;ice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>The campaign&apos;s name</source>
        <translation>Der Name der Kampagne</translation>
    </message>
    <message>
        <source>Hexkeeper could not make the folder %1. A file may have that name, or you may not be allowed to write there. Choose another folder with Browse…, or set one in Edit &gt; Preferences.</source>
        <translation>Hexkeeper konnte den Ordner %1 nicht anlegen. Vielleicht trägt eine Datei diesen Namen, oder du darfst dort nicht schreiben. Wähle mit Durchsuchen… einen anderen Ordner oder lege einen unter Bearbeiten &gt; Einstellungen fest.</translation>
    </message>
    <message>
        <source>You may not write in the folder %1. Choose another folder with Browse…, or set one in Edit &gt; Preferences.</source>
        <translation>Du darfst im Ordner %1 nicht schreiben. Wähle mit Durchsuchen… einen anderen Ordner oder lege einen unter Bearbeiten &gt; Einstellungen fest.</translation>
    </message>
    <message>
        <source>Hexkeeper could not write the campaign file %1. Check that the disk has room and that you may write in that folder, or choose another place with Browse…</source>
        <translation>Hexkeeper konnte die Kampagnendatei %1 nicht schreiben. Prüfe, ob auf dem Datenträger Platz ist und du in diesem Ordner schreiben darfst, oder wähle mit Durchsuchen… einen anderen Ort.</translation>
    </message>
</context>
<context>
    <name>hk::NewCharacterReview</name>
    <message>
        <source>%1&apos;s new character</source>
        <translation>Neue Figur von %1</translation>
    </message>
    <message>
        <source>Change what you like; the builder checks it against the campaign&apos;s rules. Accepting adds him to %1&apos;s characters as one step.</source>
        <translation>Ändere, was du möchtest; die Erstellung prüft es gegen die Regeln der Kampagne. Annehmen fügt die Figur den Figuren von %1 hinzu, als ein Schritt.</translation>
    </message>
    <message>
        <source>Accept as Edited</source>
        <translation>Bearbeitet annehmen</translation>
    </message>
    <message>
        <source>Add the character as he is now, and tell the player his request is accepted.</source>
        <translation>Die Figur so hinzufügen, wie sie jetzt ist, und dem Spieler melden, dass seine Anfrage angenommen ist.</translation>
    </message>
    <message>
        <source>The character is not legal yet: see the builder&apos;s words in red.</source>
        <translation>Die Figur ist noch nicht gültig: siehe die roten Hinweise der Erstellung.</translation>
    </message>
</context>
<context>
    <name>hk::NewEntryDialog</name>
    <message>
        <source>New house-rule entry</source>
        <translation>Neuer Hausregel-Eintrag</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>Aus&amp;gehend von:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Give the new entry a name.</source>
        <translation>Gib dem neuen Eintrag einen Namen.</translation>
    </message>
    <message>
        <source>There is already an entry called that; choose another name.</source>
        <translation>Es gibt schon einen Eintrag mit diesem Namen; wähle einen anderen.</translation>
    </message>
    <message>
        <source>There is nothing of this kind to start from.</source>
        <translation>Von dieser Art gibt es nichts, wovon man ausgehen könnte.</translation>
    </message>
</context>
<context>
    <name>hk::NewResearchDialog</name>
    <message>
        <source>New research</source>
        <translation>Neue Forschung</translation>
    </message>
    <message>
        <source>What is being invented, e.g. Skyhook</source>
        <translation>Was erfunden wird, z. B. Skyhook</translation>
    </message>
    <message>
        <source>The spell&apos;s IQ level; for an item or potion, the level the GM sets (it prices the materials).</source>
        <translation>Die IQ-Stufe des Zaubers; bei einem Gegenstand oder Trank die Stufe, die der SL festlegt (sie bestimmt den Materialpreis).</translation>
    </message>
    <message>
        <source>Weeks needed (GM only):</source>
        <translation>Benötigte Wochen (nur SL):</translation>
    </message>
    <message>
        <source>Kept secret from the players: only the GM sees it.</source>
        <translation>Vor den Spielern geheim: nur der SL sieht es.</translation>
    </message>
    <message>
        <source>Researcher:</source>
        <translation>Forscher:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Spell from the library:</source>
        <translation>Zauber aus der Regelbibliothek:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Level (IQ):</source>
        <translation>Stufe (IQ):</translation>
    </message>
    <message>
        <source>Dice each week:</source>
        <translation>Würfel pro Woche:</translation>
    </message>
    <message>
        <source>Laboratory:</source>
        <translation>Labor:</translation>
    </message>
    <message>
        <source>Start research</source>
        <translation>Forschung beginnen</translation>
    </message>
    <message>
        <source>%1 (IQ %2)</source>
        <translation>%1 (IQ %2)</translation>
    </message>
    <message>
        <source>— none: a new spell of the GM&apos;s —</source>
        <translation>— keiner: ein neuer Zauber des SL —</translation>
    </message>
    <message>
        <source>— no laboratory —</source>
        <translation>— kein Labor —</translation>
    </message>
    <message>
        <source>Add a character to the roster first.</source>
        <translation>Füge zuerst eine Figur zur Liste hinzu.</translation>
    </message>
    <message numerus="yes">
        <source>%n successful week(s) in a row needed — GM only: the players will not see this.</source>
        <translation>
            <numerusform>%n erfolgreiche Woche in Folge nötig — nur SL: die Spieler sehen das nicht.</numerusform>
            <numerusform>%n erfolgreiche Wochen in Folge nötig — nur SL: die Spieler sehen das nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The GM sets the weeks needed, secretly.</source>
        <translation>Der SL legt die benötigten Wochen geheim fest.</translation>
    </message>
    <message numerus="yes">
        <source>%n successful week(s) in a row needed.</source>
        <translation>
            <numerusform>%n erfolgreiche Woche in Folge nötig.</numerusform>
            <numerusform>%n erfolgreiche Wochen in Folge nötig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each week: materials %1 before it, experiments %2; %3 dice against IQ %4.</source>
        <translation>Jede Woche: Material %1 vorab, Experimente %2; %3 Würfel gegen IQ %4.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>hk::OddsEstimate</name>
    <message>
        <source>%1: %2% (%3 dice against DX %4)</source>
        <translation>%1: %2% (%3 Würfel gegen DX %4)</translation>
    </message>
    <message>
        <source>— estimate</source>
        <translation>— Schätzung</translation>
    </message>
</context>
<context>
    <name>hk::OverviewPage</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Campaign&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Kampagne&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Seeded (reproducible from the campaign seed)</source>
        <translation>Mit Startwert (aus dem Startwert der Kampagne reproduzierbar)</translation>
    </message>
    <message>
        <source>Table dice (the GM types what the dice showed)</source>
        <translation>Tischwürfel (der SL gibt ein, was die Würfel zeigten)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Rulesets:</source>
        <translation>Regelwerke:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Notizen speichern</translation>
    </message>
    <message>
        <source>Latest events</source>
        <translation>Letzte Ereignisse</translation>
    </message>
    <message>
        <source>the campaign notes</source>
        <translation>die Notizen zur Kampagne</translation>
    </message>
</context>
<context>
    <name>hk::OwnGearDialog</name>
    <message>
        <source>A weapon for your list</source>
        <translation>Eine Waffe für deine Liste</translation>
    </message>
    <message>
        <source>A shield for your list</source>
        <translation>Ein Schild für deine Liste</translation>
    </message>
    <message>
        <source>Armor for your list</source>
        <translation>Eine Rüstung für deine Liste</translation>
    </message>
    <message>
        <source>e.g. Broadsword</source>
        <translation>z. B. Breitschwert</translation>
    </message>
    <message>
        <source>e.g. Chainmail</source>
        <translation>z. B. Kettenhemd</translation>
    </message>
    <message>
        <source>dice, e.g. 2d6</source>
        <translation>Würfel, z. B. 2d6</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>iron, silver … or empty</source>
        <translation>iron, silver … oder leer</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <source>ST needed:</source>
        <translation>Benötigte ST:</translation>
    </message>
    <message>
        <source>DX change:</source>
        <translation>DX-Änderung:</translation>
    </message>
    <message>
        <source>Hits stopped:</source>
        <translation>Abgehaltene Treffer:</translation>
    </message>
    <message>
        <source>Metal:</source>
        <translation>Metall:</translation>
    </message>
    <message>
        <source>Added once to this campaign&apos;s house rules, and offered to every character from then on.</source>
        <translation>Wird einmal zu den Hausregeln dieser Kampagne hinzugefügt und steht von da an jeder Figur zur Wahl.</translation>
    </message>
</context>
<context>
    <name>hk::PackageLoader</name>
    <message>
        <source>%1: format %2 is not supported (this Hexkeeper reads format %3)</source>
        <translation>%1: Format %2 wird nicht unterstützt (dieser Hexkeeper liest Format %3)</translation>
    </message>
    <message>
        <source>%1: kind &apos;%2&apos; is already defined</source>
        <translation>%1: Art „%2“ ist bereits definiert</translation>
    </message>
    <message>
        <source>package.json: format %1 is not supported (this Hexkeeper reads format %2)</source>
        <translation>package.json: Format %1 wird nicht unterstützt (dieser Hexkeeper liest Format %2)</translation>
    </message>
    <message>
        <source>package.json: &apos;%1&apos; is required</source>
        <translation>package.json: „%1“ ist erforderlich</translation>
    </message>
    <message>
        <source>package.json: id &apos;%1&apos; is not a package id</source>
        <translation>package.json: id „%1“ ist keine Paketkennung</translation>
    </message>
    <message>
        <source>package.json: &apos;extends&apos; must name a package id</source>
        <translation>package.json: &apos;extends&apos; muss eine Paketkennung nennen</translation>
    </message>
    <message>
        <source>package.json: role must be &apos;base&apos; or &apos;option&apos;, not &apos;%1&apos;</source>
        <translation>package.json: role muss &apos;base&apos; oder &apos;option&apos; sein, nicht „%1“</translation>
    </message>
    <message>
        <source>package.json: an option pack must say which families it appliesTo</source>
        <translation>package.json: ein Zusatzpaket muss mit appliesTo angeben, für welche Familien es gilt</translation>
    </message>
    <message>
        <source>package.json: kind &apos;%1&apos; is already defined (shared kinds cannot be redefined)</source>
        <translation>package.json: Art „%1“ ist bereits definiert (gemeinsame Arten lassen sich nicht neu definieren)</translation>
    </message>
    <message>
        <source>package.json: &apos;files&apos; lists no data files</source>
        <translation>package.json: &apos;files&apos; nennt keine Datendateien</translation>
    </message>
    <message>
        <source>%1: unknown kind &apos;%2&apos;</source>
        <translation>%1: unbekannte Art „%2“</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; is used twice</source>
        <translation>id „%1“ wird doppelt verwendet</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; (entry %4): %5</source>
        <translation>%1: %2 „%3“ (Eintrag %4): %5</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;: field &apos;%3&apos; names %4 &apos;%5&apos;, which is not in the package</source>
        <translation>%1 „%2“: Feld „%3“ nennt %4 „%5“, das nicht im Paket ist</translation>
    </message>
    <message>
        <source>package.json: the kind file &apos;%1&apos; is not inside the package folder</source>
        <translation>package.json: die Artendatei „%1“ liegt nicht im Paketordner</translation>
    </message>
    <message>
        <source>package.json: the data file &apos;%1&apos; is not inside the package folder</source>
        <translation>package.json: die Datendatei „%1“ liegt nicht im Paketordner</translation>
    </message>
    <message>
        <source>%1: the entries of kind &apos;%2&apos; must be a list</source>
        <translation>%1: die Einträge der Art „%2“ müssen eine Liste sein</translation>
    </message>
</context>
<context>
    <name>hk::ParameterReader</name>
    <message>
        <source>parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <source>parameter %1 (a number)</source>
        <translation>Parameter %1 (eine Zahl)</translation>
    </message>
    <message>
        <source>parameter %1.%2</source>
        <translation>Parameter %1.%2</translation>
    </message>
    <message>
        <source>parameter %1 (a list)</source>
        <translation>Parameter %1 (eine Liste)</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>Tabelle %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>hk::PartyChart</name>
    <message>
        <source>The party over time:</source>
        <translation>Die Gruppe im Lauf der Zeit:</translation>
    </message>
    <message>
        <source>Which number to draw for each player character, from their experience ledger.</source>
        <translation>Welcher Wert für jede Spielerfigur gezeichnet wird, aus ihrem Erfahrungsbuch.</translation>
    </message>
    <message>
        <source>No player characters yet: their ST and other attributes over time show here.</source>
        <translation>Noch keine Spielerfiguren: Hier erscheinen ihre ST und die anderen Attribute im Lauf der Zeit.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>hk::PeerRefusals</name>
    <message>
        <source>not on the local network</source>
        <translation>nicht im lokalen Netz</translation>
    </message>
    <message>
        <source>from outside the local network without encryption</source>
        <translation>von außerhalb des lokalen Netzes ohne Verschlüsselung</translation>
    </message>
    <message>
        <source>too many connections from one address</source>
        <translation>zu viele Verbindungen von einer Adresse</translation>
    </message>
    <message>
        <source>the server has as many connections as it can take</source>
        <translation>der Server hat so viele Verbindungen, wie er annehmen kann</translation>
    </message>
    <message>
        <source>locked out for a while after too many links that do not work</source>
        <translation>für eine Weile ausgesperrt nach zu vielen Links, die nicht funktionieren</translation>
    </message>
    <message>
        <source>a link that does not work</source>
        <translation>ein Link, der nicht funktioniert</translation>
    </message>
    <message>
        <source>too many requests</source>
        <translation>zu viele Anfragen</translation>
    </message>
    <message>
        <source>too many pages open for one link</source>
        <translation>zu viele offene Seiten für einen Link</translation>
    </message>
    <message>
        <source>request too large</source>
        <translation>Anfrage zu groß</translation>
    </message>
    <message>
        <source>request headers too large</source>
        <translation>Kopfzeilen der Anfrage zu groß</translation>
    </message>
    <message>
        <source>no request in time</source>
        <translation>keine Anfrage rechtzeitig erhalten</translation>
    </message>
    <message>
        <source>a page of another site, or a name that is not this server&apos;s</source>
        <translation>eine Seite einer anderen Website oder ein Name, der nicht zu diesem Server gehört</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n more refused (%2)</source>
        <translation>
            <numerusform>%1: %n weitere Abweisung (%2)</numerusform>
            <numerusform>%1: %n weitere Abweisungen (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>a WebSocket frame without a mask</source>
        <translation>ein WebSocket-Frame ohne Maske</translation>
    </message>
</context>
<context>
    <name>hk::PhysicalAttack</name>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
</context>
<context>
    <name>hk::PlayerActions</name>
    <message>
        <source>The GM plays with dice on the table in this campaign: roll yours there.</source>
        <translation>Die SL spielt in dieser Kampagne mit Würfeln auf dem Tisch: Würfle deine dort.</translation>
    </message>
    <message>
        <source>a roll from the players&apos; page</source>
        <translation>ein Wurf von der Spielerseite</translation>
    </message>
    <message>
        <source>Rolled %1: %2</source>
        <translation>Gewürfelt %1: %2</translation>
    </message>
    <message>
        <source>There is no fight to propose a move in.</source>
        <translation>Es gibt keinen Kampf, in dem du einen Zug vorschlagen kannst.</translation>
    </message>
    <message>
        <source>Sent to the GM.</source>
        <translation>An die SL gesendet.</translation>
    </message>
    <message>
        <source>That is not one of your characters.</source>
        <translation>Das ist keine deiner Figuren.</translation>
    </message>
    <message>
        <source>%1 has %2 EP unspent.</source>
        <translation>%1 hat %2 EP unverbraucht.</translation>
    </message>
    <message>
        <source>A legal character.</source>
        <translation>Eine gültige Figur.</translation>
    </message>
    <message>
        <source>Not legal yet.</source>
        <translation>Noch nicht gültig.</translation>
    </message>
    <message>
        <source>The rules&apos; lists for a new character.</source>
        <translation>Die Listen der Regeln für eine neue Figur.</translation>
    </message>
    <message>
        <source>The rules allow it.</source>
        <translation>Die Regeln erlauben es.</translation>
    </message>
    <message>
        <source>Not possible as it stands.</source>
        <translation>So nicht möglich.</translation>
    </message>
</context>
<context>
    <name>hk::PlayerAsk</name>
    <message>
        <source>spend experience</source>
        <translation>Erfahrung ausgeben</translation>
    </message>
    <message>
        <source>learn a spell</source>
        <translation>einen Zauber lernen</translation>
    </message>
    <message>
        <source>brew a potion</source>
        <translation>einen Trank brauen</translation>
    </message>
    <message>
        <source>make a magic item</source>
        <translation>einen magischen Gegenstand herstellen</translation>
    </message>
    <message>
        <source>research</source>
        <translation>forschen</translation>
    </message>
    <message>
        <source>look for an item on the market</source>
        <translation>auf dem Markt nach einem Gegenstand suchen</translation>
    </message>
    <message>
        <source>a new character</source>
        <translation>eine neue Figur</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>eine Notiz</translation>
    </message>
    <message>
        <source>The request needs “%1”.</source>
        <translation>Die Anfrage braucht „%1“.</translation>
    </message>
    <message>
        <source>“%1” must be text.</source>
        <translation>„%1“ muss Text sein.</translation>
    </message>
    <message>
        <source>“%1” must not be empty.</source>
        <translation>„%1“ darf nicht leer sein.</translation>
    </message>
    <message>
        <source>“%1” is longer than %2 characters.</source>
        <translation>„%1“ ist länger als %2 Zeichen.</translation>
    </message>
    <message>
        <source>“%1” holds a control character.</source>
        <translation>„%1“ enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>“%1” must be a whole number.</source>
        <translation>„%1“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>“%1” must be from %2 to %3.</source>
        <translation>„%1“ muss eine Zahl von %2 bis %3 sein.</translation>
    </message>
    <message>
        <source>“%1” must be true or false.</source>
        <translation>„%1“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>A request of this kind has no field “%1”.</source>
        <translation>Eine Anfrage dieser Art hat kein Feld „%1“.</translation>
    </message>
    <message>
        <source>The request needs “character”: which of your characters.</source>
        <translation>Die Anfrage braucht „character“: welche deiner Figuren.</translation>
    </message>
    <message>
        <source>“%1” is not an attribute that experience can raise.</source>
        <translation>„%1“ ist kein Attribut, das Erfahrung steigern kann.</translation>
    </message>
    <message>
        <source>“%1” is not something experience can buy.</source>
        <translation>„%1“ ist nichts, was sich mit Erfahrung kaufen lässt.</translation>
    </message>
    <message>
        <source>“supplied” must be a list of &quot;special&quot; and &quot;common&quot;.</source>
        <translation>„supplied“ muss eine Liste aus „special“ und „common“ sein.</translation>
    </message>
    <message>
        <source>“%1” must be a list of at most 20 character ids.</source>
        <translation>„%1“ muss eine Liste von höchstens 20 Figuren-IDs sein.</translation>
    </message>
    <message>
        <source>“character” must be the new character, in Hexkeeper&apos;s character format.</source>
        <translation>„character“ muss die neue Figur sein, im Figurenformat von Hexkeeper.</translation>
    </message>
    <message>
        <source>Send one new character at a time.</source>
        <translation>Sende jeweils nur eine neue Figur.</translation>
    </message>
    <message>
        <source>This is not a request.</source>
        <translation>Das ist keine Anfrage.</translation>
    </message>
    <message>
        <source>“%1” is not a kind of request (spend-xp, learn-spell, brew, item-project, research, market-search, new-character, notes).</source>
        <translation>„%1“ ist keine Art von Anfrage (spend-xp, learn-spell, brew, item-project, research, market-search, new-character, notes).</translation>
    </message>
    <message>
        <source>Name one thing to buy: an “attribute” (ST, DX, IQ, MA), a “skill”, a “spell” or a “purchase” (skill:ID, spell:ID …).</source>
        <translation>Nenne genau eine Sache zum Kaufen: „attribute“ (ST, DX, IQ, MA), „skill“, „spell“ oder „purchase“ (skill:ID, spell:ID …).</translation>
    </message>
</context>
<context>
    <name>hk::PlayerLinkDialog</name>
    <message>
        <source>New player&apos;s link</source>
        <translation>Neuer Spieler-Link</translation>
    </message>
    <message>
        <source>The player&apos;s name, as on the characters&apos; sheets</source>
        <translation>Der Name des Spielers, wie auf den Charakterbögen</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>The characters the link shows, and whose figures the player may propose moves for:</source>
        <translation>Die Figuren, die der Link zeigt und für die der Spieler Züge vorschlagen darf:</translation>
    </message>
    <message>
        <source>%1 (played by %2)</source>
        <translation>%1 (gespielt von %2)</translation>
    </message>
    <message>
        <source>(no active characters)</source>
        <translation>(keine aktiven Figuren)</translation>
    </message>
    <message>
        <source>Make link</source>
        <translation>Link anlegen</translation>
    </message>
    <message>
        <source>Characters of %1&apos;s link</source>
        <translation>Figuren im Link von %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>hk::PlayerLinks</name>
    <message>
        <source>There is no character with id %1.</source>
        <translation>Es gibt keine Figur mit der ID %1.</translation>
    </message>
    <message>
        <source>Give the player&apos;s name.</source>
        <translation>Gib den Namen des Spielers an.</translation>
    </message>
    <message>
        <source>A player&apos;s name is at most 60 characters.</source>
        <translation>Der Name eines Spielers hat höchstens 60 Zeichen.</translation>
    </message>
    <message>
        <source>%1 already has a link; revoke it first to make a new one.</source>
        <translation>%1 hat schon einen Link; sperre ihn zuerst, um einen neuen anzulegen.</translation>
    </message>
    <message>
        <source>Link for %1</source>
        <translation>Link für %1</translation>
    </message>
    <message>
        <source>Characters of a player&apos;s link</source>
        <translation>Figuren eines Spieler-Links</translation>
    </message>
    <message>
        <source>There is no player&apos;s link with id %1.</source>
        <translation>Es gibt keinen Spieler-Link mit der ID %1.</translation>
    </message>
    <message>
        <source>Characters of %1&apos;s link</source>
        <translation>Figuren im Link von %1</translation>
    </message>
    <message>
        <source>Revoke a player&apos;s link</source>
        <translation>Spieler-Link sperren</translation>
    </message>
    <message>
        <source>There is no live player&apos;s link with id %1.</source>
        <translation>Es gibt keinen gültigen Spieler-Link mit der ID %1.</translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link</source>
        <translation>Link von %1 sperren</translation>
    </message>
    <message>
        <source>No player&apos;s link is called %1.</source>
        <translation>Kein Spieler-Link heißt %1.</translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation>Der Name eines Spielers</translation>
    </message>
</context>
<context>
    <name>hk::PlayerPageWords</name>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>No fight</source>
        <translation>Kein Kampf</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>Auszeit</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>What for</source>
        <translation>Wofür</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Move to</source>
        <translation>Ziehen nach</translation>
    </message>
    <message>
        <source>Tap a hex on the map</source>
        <translation>Tippe auf ein Feld der Karte</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Fatigue</source>
        <translation>Erschöpfung</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>Talents and skills</source>
        <translation>Talente und Fertigkeiten</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Potions</source>
        <translation>Tränke</translation>
    </message>
    <message>
        <source>No work under way</source>
        <translation>Keine laufende Arbeit</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbinde neu…</translation>
    </message>
    <message>
        <source>This link no longer works. Ask the GM for a new one.</source>
        <translation>Dieser Link funktioniert nicht mehr. Bitte die SL um einen neuen.</translation>
    </message>
    <message>
        <source>Order of actions</source>
        <translation>Reihenfolge der Aktionen</translation>
    </message>
    <message>
        <source>Your proposals</source>
        <translation>Deine Vorschläge</translation>
    </message>
    <message>
        <source>does not work</source>
        <translation>wirkt nicht</translation>
    </message>
    <message>
        <source>hexes left</source>
        <translation>Felder übrig</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>MA</source>
        <translation>MA</translation>
    </message>
    <message>
        <source>ST now</source>
        <translation>ST jetzt</translation>
    </message>
    <message>
        <source>adjusted DX</source>
        <translation>angepasste DX</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Stay where it is</source>
        <translation>Bleibt stehen</translation>
    </message>
    <message>
        <source>The GM has not given this link any character yet.</source>
        <translation>Die SL hat diesem Link noch keine Figur gegeben.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The code of this translation&apos;s language (ISO 639-1), for the players&apos; page: &quot;de&quot; for German.</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <source>Between games</source>
        <translation>Zwischendurch</translation>
    </message>
    <message>
        <source>Your requests</source>
        <translation>Deine Anfragen</translation>
    </message>
    <message>
        <source>No requests yet.</source>
        <translation>Noch keine Anfragen.</translation>
    </message>
    <message>
        <source>waiting for the GM</source>
        <translation>wartet auf die SL</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Steigern</translation>
    </message>
    <message>
        <source>EP unspent</source>
        <translation>EP unverbraucht</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>A note for the GM</source>
        <translation>Eine Notiz für die SL</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Learn a spell</source>
        <translation>Zauber lernen</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>How</source>
        <extracomment>How a character learns a spell: study, apprenticeship, instruction or a guild.</extracomment>
        <translation>Lernweg</translation>
    </message>
    <message>
        <source>Study</source>
        <translation>Selbststudium</translation>
    </message>
    <message>
        <source>Apprenticeship</source>
        <translation>Lehrzeit</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Unterricht</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <source>Fee per week</source>
        <translation>Gebühr pro Woche</translation>
    </message>
    <message>
        <source>Brew a potion</source>
        <translation>Trank brauen</translation>
    </message>
    <message>
        <source>Potion</source>
        <translation>Trank</translation>
    </message>
    <message>
        <source>Doses</source>
        <translation>Dosen</translation>
    </message>
    <message>
        <source>A new character</source>
        <translation>Eine neue Figur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Volk</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>INT</source>
        <extracomment>Wizard&apos;s World: the intelligence a skill needs, shortened.</extracomment>
        <translation>INT</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Points in ST, DX and IQ:</source>
        <translation>Punkte in ST, DX und IQ:</translation>
    </message>
    <message>
        <source>Give the character a name.</source>
        <translation>Gib der Figur einen Namen.</translation>
    </message>
    <message>
        <source>Send to the GM</source>
        <translation>An die SL senden</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>I have the instructions</source>
        <translation>Ich habe das Anleitungsbuch</translation>
    </message>
    <message>
        <source>Trained alchemist</source>
        <translation>Ausgebildeter Alchemist</translation>
    </message>
    <message>
        <source>Experience ledger</source>
        <translation>Erfahrungsbuch</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Unspent</source>
        <translation>Unverbraucht</translation>
    </message>
    <message>
        <source>Rules library</source>
        <translation>Regelbibliothek</translation>
    </message>
    <message>
        <source>Week by week</source>
        <translation>Woche für Woche</translation>
    </message>
    <message>
        <source>Week</source>
        <extracomment>A week of downtime work on the players&apos; page: &quot;Week 3&quot;.</extracomment>
        <translation>Woche</translation>
    </message>
    <message>
        <source>yours</source>
        <extracomment>Marks the player&apos;s own work on the players&apos; timeline.</extracomment>
        <translation>deine</translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>No money has come in or gone out yet.</source>
        <translation>Bisher ist kein Geld ein- oder ausgegangen.</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>The empty choice of a laboratory on the players&apos; page.</extracomment>
        <translation>Keins</translation>
    </message>
    <message>
        <source>Needed</source>
        <extracomment>Above what a planned piece of downtime work needs (a book, a laboratory, a spell).</extracomment>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Money</source>
        <extracomment>Above what a planned piece of downtime work costs.</extracomment>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Asking the rules…</source>
        <translation>Frage die Regeln…</translation>
    </message>
    <message>
        <source>Make a magic item</source>
        <translation>Magischen Gegenstand herstellen</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <extracomment>A magic item&apos;s recipe from the rules&apos; creation table (Blur, Ring of Fire Immunity…).</extracomment>
        <translation>Verzauberung</translation>
    </message>
    <message>
        <source>The item&apos;s name</source>
        <translation>Name des Gegenstands</translation>
    </message>
    <message>
        <source>Its own worth ($)</source>
        <translation>Eigenwert ($)</translation>
    </message>
    <message>
        <source>Strength</source>
        <extracomment>How strong an enchantment is (DX +2, a 3-hex Darkness).</extracomment>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Hired apprentices</source>
        <translation>Angeheuerte Lehrlinge</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Forschung</translation>
    </message>
    <message>
        <source>Kind of research</source>
        <translation>Art der Forschung</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>What a piece of research is called (&quot;Skyhook&quot;).</extracomment>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Level (IQ)</source>
        <extracomment>The level of a piece of research: the IQ it calls for.</extracomment>
        <translation>Stufe (IQ)</translation>
    </message>
    <message>
        <source>Look for an item on the market</source>
        <translation>Gegenstand auf dem Markt suchen</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Fair price ($)</source>
        <translation>Marktpreis ($)</translation>
    </message>
    <message>
        <source>Where</source>
        <extracomment>The size of the place where a character looks for an item to buy.</extracomment>
        <translation>Ortsgröße</translation>
    </message>
    <message>
        <source>Full time</source>
        <translation>Vollzeit</translation>
    </message>
    <message>
        <source>A magic item</source>
        <translation>Ein magischer Gegenstand</translation>
    </message>
    <message>
        <source>STR</source>
        <extracomment>Warrior &amp; Wizard&apos;s names of the three attributes, shortened, and the builder&apos;s sum of them.</extracomment>
        <translation>STR</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DEX</translation>
    </message>
    <message>
        <source>Points in STR, DEX and INT:</source>
        <translation>Punkte in STR, DEX und INT:</translation>
    </message>
</context>
<context>
    <name>hk::PlayerProposals</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, to %3</source>
        <translation>%1: %2, nach %3</translation>
    </message>
    <message>
        <source>That is not a figure of yours that may still move this turn.</source>
        <translation>Das ist keine deiner Figuren, die in dieser Runde noch ziehen darf.</translation>
    </message>
    <message>
        <source>Options and moves are proposed before a figure moves.</source>
        <translation>Optionen und Züge werden vorgeschlagen, bevor eine Figur zieht.</translation>
    </message>
    <message>
        <source>%1 cannot take that option now.</source>
        <translation>%1 kann diese Option jetzt nicht wählen.</translation>
    </message>
    <message>
        <source>That hex is not open ground on the map.</source>
        <translation>Dieses Feld ist kein freier Boden auf der Karte.</translation>
    </message>
    <message>
        <source>%1 proposes: %2</source>
        <translation>%1 schlägt vor: %2</translation>
    </message>
    <message>
        <source>That proposal has already been decided.</source>
        <translation>Über diesen Vorschlag ist schon entschieden.</translation>
    </message>
    <message>
        <source>Accept %1&apos;s proposal</source>
        <translation>Vorschlag von %1 annehmen</translation>
    </message>
    <message>
        <source>The figure of that proposal is no longer in the fight.</source>
        <translation>Die Figur dieses Vorschlags ist nicht mehr im Kampf.</translation>
    </message>
    <message>
        <source>Refuse %1&apos;s proposal</source>
        <translation>Vorschlag von %1 ablehnen</translation>
    </message>
    <message>
        <source>There is no player&apos;s proposal with id %1.</source>
        <translation>Es gibt keinen Spielervorschlag mit der ID %1.</translation>
    </message>
</context>
<context>
    <name>hk::PlayerRequest</name>
    <message>
        <source>The message is too long.</source>
        <translation>Die Nachricht ist zu lang.</translation>
    </message>
    <message>
        <source>The message is not a JSON object.</source>
        <translation>Die Nachricht ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>A request&apos;s id is a short text.</source>
        <translation>Die ID einer Anfrage ist ein kurzer Text.</translation>
    </message>
    <message>
        <source>Unknown message; a page may roll, propose, ask for offers or the rules, check a character, preview a request or send one.</source>
        <translation>Unbekannte Nachricht; eine Seite kann würfeln, vorschlagen, nach Angeboten oder den Regeln fragen, eine Figur prüfen, eine Anfrage in der Vorschau zeigen oder eine senden.</translation>
    </message>
</context>
<context>
    <name>hk::PlayerRequestCli</name>
    <message>
        <source>waiting for the GM</source>
        <translation>wartet auf die SL</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>p%1  %2 proposes %3 (%4)</source>
        <translation>p%1  %2 schlägt vor: %3 (%4)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>die Standardeingabe ist nicht lesbar</translation>
    </message>
    <message>
        <source>--data must be a JSON object (%1)</source>
        <translation>--data muss ein JSON-Objekt sein (%1)</translation>
    </message>
    <message>
        <source>%1  %2 asks: %3</source>
        <translation>%1  %2 möchte: %3</translation>
    </message>
    <message>
        <source>No requests or proposals are waiting.</source>
        <translation>Keine Anfragen oder Vorschläge warten.</translation>
    </message>
    <message>
        <source>ID must be a request (r12) or a proposal (p4)</source>
        <translation>ID muss eine Anfrage (r12) oder ein Vorschlag (p4) sein</translation>
    </message>
    <message>
        <source>%1 accepted.</source>
        <translation>%1 angenommen.</translation>
    </message>
    <message>
        <source>%1 refused.</source>
        <translation>%1 abgelehnt.</translation>
    </message>
    <message>
        <source>--link and --kind are required</source>
        <translation>--link und --kind sind erforderlich</translation>
    </message>
    <message>
        <source>%1  %2 asks: %3 (%4)</source>
        <translation>%1  %2 möchte: %3 (%4)</translation>
    </message>
    <message>
        <source>%1  %2: %3%4</source>
        <translation>%1  %2: %3%4</translation>
    </message>
    <message>
        <source>%1 has sent no requests.</source>
        <translation>%1 hat keine Anfragen gesendet.</translation>
    </message>
    <message>
        <source>KIND must be spend-xp, learn-spell, brew, item-project, research, market-search, new-character or notes</source>
        <translation>ART muss spend-xp, learn-spell, brew, item-project, research, market-search, new-character oder notes sein</translation>
    </message>
    <message>
        <source>say on or off</source>
        <translation>sag on oder off</translation>
    </message>
    <message>
        <source>Every request waits for the GM.</source>
        <translation>Jede Anfrage wartet auf die SL.</translation>
    </message>
    <message>
        <source>Accepted at once: %1</source>
        <translation>Sofort angenommen: %1</translation>
    </message>
    <message>
        <source>The players&apos; pages show the party purse.</source>
        <translation>Die Spielerseiten zeigen die Gruppenkasse.</translation>
    </message>
    <message>
        <source>The party purse is not shown to players.</source>
        <translation>Die Gruppenkasse wird den Spielern nicht gezeigt.</translation>
    </message>
</context>
<context>
    <name>hk::PlayerRequests</name>
    <message>
        <source>A player&apos;s new character is a player character; the GM adds the others.</source>
        <translation>Die neue Figur eines Spielers ist eine Spielerfigur; andere fügt die SL hinzu.</translation>
    </message>
    <message>
        <source>A new character starts fresh: no experience, wounds, purchases or point total of his own (the rules give the points).</source>
        <translation>Eine neue Figur beginnt frisch: ohne Erfahrung, Wunden, Käufe oder eigene Punktsumme (die Punkte geben die Regeln vor).</translation>
    </message>
    <message>
        <source>This link has been revoked; ask the GM for a new one.</source>
        <translation>Dieser Link wurde gesperrt; bitte die SL um einen neuen.</translation>
    </message>
    <message>
        <source>None of your characters is called “%1”.</source>
        <translation>Keine deiner Figuren heißt „%1“.</translation>
    </message>
    <message>
        <source>That is not one of your characters.</source>
        <translation>Das ist keine deiner Figuren.</translation>
    </message>
    <message>
        <source>Only your own characters can be in your team; the GM adds others.</source>
        <translation>Nur deine eigenen Figuren können in deinem Team sein; andere fügt die SL hinzu.</translation>
    </message>
    <message>
        <source>a new character: %1</source>
        <translation>eine neue Figur: %1</translation>
    </message>
    <message>
        <source>a character no longer there</source>
        <translation>eine Figur, die es nicht mehr gibt</translation>
    </message>
    <message>
        <source>%1: spend experience on %2</source>
        <translation>%1: Erfahrung für %2 ausgeben</translation>
    </message>
    <message>
        <source>%1: learn %2 (%3)</source>
        <translation>%1: %2 lernen (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1: brew %2, %n dose(s)</source>
        <translation>
            <numerusform>%1: %2 brauen, %n Dosis</numerusform>
            <numerusform>%1: %2 brauen, %n Dosen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: research %2</source>
        <translation>%1: %2 erforschen</translation>
    </message>
    <message>
        <source>%1: look for %2 (worth %3)</source>
        <translation>%1: nach %2 suchen (Wert %3)</translation>
    </message>
    <message>
        <source>%1: a note</source>
        <translation>%1: eine Notiz</translation>
    </message>
    <message>
        <source>%1: make %2 (%3)</source>
        <translation>%1: %2 herstellen (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A request&apos;s id is at most %1 characters.</source>
        <translation>Die ID einer Anfrage hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 möchte: %2</translation>
    </message>
    <message>
        <source>%1&apos;s request (accepted at once): %2</source>
        <translation>Anfrage von %1 (sofort angenommen): %2</translation>
    </message>
    <message>
        <source>%1&apos;s link has been revoked; refuse the request instead.</source>
        <translation>Der Link von %1 ist gesperrt; lehne die Anfrage stattdessen ab.</translation>
    </message>
    <message>
        <source>%1&apos;s request: %2</source>
        <translation>Anfrage von %1: %2</translation>
    </message>
    <message>
        <source>That request has already been decided.</source>
        <translation>Über diese Anfrage ist schon entschieden.</translation>
    </message>
    <message>
        <source>That request cannot be read (%1); refuse it.</source>
        <translation>Diese Anfrage ist nicht lesbar (%1); lehne sie ab.</translation>
    </message>
    <message>
        <source>The character of that request is no longer %1&apos;s.</source>
        <translation>Die Figur dieser Anfrage gehört nicht mehr %1.</translation>
    </message>
    <message>
        <source>A reason is at most %1 characters.</source>
        <translation>Ein Grund hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Refuse %1&apos;s request: %2</source>
        <translation>Anfrage von %1 ablehnen: %2</translation>
    </message>
    <message>
        <source>There is no player&apos;s request r%1.</source>
        <translation>Es gibt keine Spieleranfrage r%1.</translation>
    </message>
    <message>
        <source>Accept players&apos; requests at once: %1</source>
        <translation>Anfragen der Spieler sofort annehmen: %1</translation>
    </message>
    <message>
        <source>Ask before accepting players&apos; requests: %1</source>
        <translation>Anfragen der Spieler erst nach Rückfrage annehmen: %1</translation>
    </message>
    <message>
        <source>Only a request for a new character can be changed before it is accepted.</source>
        <translation>Nur eine Anfrage für eine neue Figur kann vor dem Annehmen geändert werden.</translation>
    </message>
    <message>
        <source>There is no preview for this kind of request.</source>
        <translation>Für diese Art von Anfrage gibt es keine Vorschau.</translation>
    </message>
</context>
<context>
    <name>hk::PlayerSharing</name>
    <message>
        <source>Say on or off, not “%1”.</source>
        <translation>Sag on oder off, nicht „%1“.</translation>
    </message>
    <message>
        <source>Share the party purse with players</source>
        <translation>Gruppenkasse mit den Spielern teilen</translation>
    </message>
    <message>
        <source>Stop sharing the party purse with players</source>
        <translation>Gruppenkasse nicht mehr mit den Spielern teilen</translation>
    </message>
</context>
<context>
    <name>hk::PlayerSnapshot</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 am %2</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
</context>
<context>
    <name>hk::PlayerWindow</name>
    <message>
        <source>Hexkeeper — Players</source>
        <translation>Hexkeeper — Spieler</translation>
    </message>
    <message>
        <source>No fight</source>
        <translation>Kein Kampf</translation>
    </message>
</context>
<context>
    <name>hk::PlayersServer</name>
    <message>
        <source>The players&apos; server cannot listen on %1 port %2: %3</source>
        <translation>Der Spielerserver kann nicht auf %1, Port %2 lauschen: %3</translation>
    </message>
    <message>
        <source>Too many requests; wait a moment.</source>
        <translation>Zu viele Anfragen; warte einen Moment.</translation>
    </message>
    <message>
        <source>The players&apos; page only reads.</source>
        <translation>Die Spielerseite liest nur.</translation>
    </message>
    <message>
        <source>This is Hexkeeper&apos;s players&apos; server. Ask the GM for your link.</source>
        <translation>Dies ist der Spielerserver von Hexkeeper. Bitte die SL um deinen Link.</translation>
    </message>
    <message>
        <source>This link does not work. Ask the GM for a new one.</source>
        <translation>Dieser Link funktioniert nicht. Bitte die SL um einen neuen.</translation>
    </message>
    <message>
        <source>There is nothing here.</source>
        <translation>Hier ist nichts.</translation>
    </message>
    <message>
        <source>This link does not work.</source>
        <translation>Dieser Link funktioniert nicht.</translation>
    </message>
    <message>
        <source>The page sends text only.</source>
        <translation>Die Seite sendet nur Text.</translation>
    </message>
    <message>
        <source>This link no longer works.</source>
        <translation>Dieser Link funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>The GM has stopped the players&apos; server.</source>
        <translation>Die SL hat den Spielerserver beendet.</translation>
    </message>
    <message>
        <source>A players&apos; server open beyond the local network needs encryption (TLS) or a reverse proxy in front of it: the links would otherwise cross the internet readable by anyone on the way.</source>
        <translation>Ein Spielerserver, der über das lokale Netz hinaus offen ist, braucht Verschlüsselung (TLS) oder einen Reverse Proxy davor: sonst gingen die Links für jeden unterwegs lesbar durch das Internet.</translation>
    </message>
    <message>
        <source>Too many links that do not work came from here; wait a while.</source>
        <translation>Von hier kamen zu viele Links, die nicht funktionieren; warte eine Weile.</translation>
    </message>
    <message>
        <source>This server does not answer for that name.</source>
        <translation>Dieser Server antwortet nicht unter diesem Namen.</translation>
    </message>
    <message>
        <source>Too many pages are open with this link.</source>
        <translation>Mit diesem Link sind zu viele Seiten offen.</translation>
    </message>
    <message>
        <source>The page fell silent.</source>
        <translation>Die Seite ist verstummt.</translation>
    </message>
</context>
<context>
    <name>hk::PotionRules</name>
    <message>
        <source>these rules have no brewing</source>
        <translation>diese Regeln kennen kein Brauen</translation>
    </message>
</context>
<context>
    <name>hk::PotionStockRepository</name>
    <message>
        <source>There is no potion stock #%1.</source>
        <translation>Es gibt keinen Trankvorrat #%1.</translation>
    </message>
</context>
<context>
    <name>hk::Potions</name>
    <message>
        <source>Stock #%1 holds %2; use 1 to %2.</source>
        <translation>Vorrat #%1 enthält %2; verwende 1 bis %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 uses %n dose(s) of %2.</source>
        <translation>
            <numerusform>%1 verwendet %n Dosis von %2.</numerusform>
            <numerusform>%1 verwendet %n Dosen von %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hits and %2 fatigue cured; ST now %3.</source>
        <translation>%1 Treffer und %2 Erschöpfung geheilt; ST jetzt %3.</translation>
    </message>
    <message>
        <source>It does not work as it should.</source>
        <translation>Er wirkt nicht so, wie er sollte.</translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 verwendet %2</translation>
    </message>
    <message>
        <source>GM only: the %1 that %2 used was faulty (%3); its effect is the GM&apos;s to describe.</source>
        <translation>Nur SL: der Trank %1, den %2 verwendet hat, war fehlerhaft (%3); seine Wirkung beschreibt der SL.</translation>
    </message>
    <message>
        <source>Stock #%1 holds %2; give 1 to %2.</source>
        <translation>Vorrat #%1 enthält %2; gib 1 bis %2 weiter.</translation>
    </message>
    <message>
        <source>%1 already holds it.</source>
        <translation>%1 hat ihn bereits.</translation>
    </message>
    <message>
        <source>Give potion to %1</source>
        <translation>Trank an %1 weitergeben</translation>
    </message>
    <message>
        <source>The GM must confirm that %1 is a trained %2.</source>
        <translation>Der SL muss bestätigen, dass %1 ein ausgebildeter %2 ist.</translation>
    </message>
    <message>
        <source>alchemist</source>
        <translation>Alchemist</translation>
    </message>
    <message>
        <source>chemist</source>
        <translation>Chemiker</translation>
    </message>
    <message>
        <source>Only an alchemist can examine %1, and %2 is no wizard.</source>
        <translation>Nur ein Alchemist kann %1 untersuchen, und %2 ist kein Zauberer.</translation>
    </message>
    <message>
        <source>%1 made it and cannot see anything wrong with it.</source>
        <translation>%1 hat ihn hergestellt und kann keinen Fehler daran erkennen.</translation>
    </message>
    <message>
        <source>%1 has already had the one try at this potion.</source>
        <translation>%1 hatte bereits den einen Versuch bei diesem Trank.</translation>
    </message>
    <message>
        <source>examining %1 for faults</source>
        <translation>untersucht %1 auf Fehler</translation>
    </message>
    <message>
        <source>%1 examines %2</source>
        <translation>%1 untersucht %2</translation>
    </message>
    <message>
        <source>%1 finds that the %2 is faulty (%3).</source>
        <translation>%1 stellt fest, dass der Trank %2 fehlerhaft ist (%3).</translation>
    </message>
    <message>
        <source>%1 finds nothing wrong with the %2.</source>
        <translation>%1 findet nichts Fehlerhaftes am Trank %2.</translation>
    </message>
    <message>
        <source>GM only: %1 rolled %2 against IQ %3 (%4) on stock #%5, which is %6.</source>
        <translation>Nur SL: %1 würfelte %2 gegen IQ %3 (%4) bei Vorrat #%5, der %6 ist.</translation>
    </message>
    <message>
        <source>made</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>faulty</source>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>einwandfrei</translation>
    </message>
    <message>
        <source>%1 cannot be made into a gas bomb.</source>
        <translation>Aus %1 lässt sich keine Gasbombe herstellen.</translation>
    </message>
    <message>
        <source>Each gas bomb takes %1 doses; stock #%2 holds %3.</source>
        <translation>Jede Gasbombe braucht %1 Dosen; Vorrat #%2 enthält %3.</translation>
    </message>
    <message>
        <source>The fee is %1 and the purse holds %2.</source>
        <translation>Die Gebühr beträgt %1, und die Kasse enthält %2.</translation>
    </message>
    <message>
        <source>Gas bomb of %1</source>
        <translation>Gasbombe aus %1</translation>
    </message>
    <message>
        <source>Use a potion</source>
        <translation>Trank verwenden</translation>
    </message>
    <message>
        <source>Give a potion</source>
        <translation>Trank weitergeben</translation>
    </message>
    <message>
        <source>Examine a potion</source>
        <translation>Trank untersuchen</translation>
    </message>
    <message>
        <source>Make a gas bomb</source>
        <translation>Gasbombe herstellen</translation>
    </message>
    <message>
        <source>%1 finds that the %2 is faulty.</source>
        <translation>%1 stellt fest, dass der Trank %2 fehlerhaft ist.</translation>
    </message>
</context>
<context>
    <name>hk::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Sprache des Systems (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The system&apos;s colours</source>
        <translation>Farben des Systems</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Changes as soon as you press OK. Red and green notes already on the screen take the new colours the next time they change.</source>
        <translation>Wirkt, sobald du OK drückst. Rote und grüne Hinweise, die schon auf dem Bildschirm stehen, bekommen die neuen Farben, sobald sie sich das nächste Mal ändern.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Campaign &amp;folder:</source>
        <translation>Kampagnen&amp;ordner:</translation>
    </message>
    <message>
        <source>New Campaign suggests a file in this folder and makes the folder if it is missing. Leave it empty for the one shown.</source>
        <translation>„Neue Kampagne“ schlägt eine Datei in diesem Ordner vor und legt den Ordner an, falls er fehlt. Leer lassen für den angezeigten Ordner.</translation>
    </message>
    <message>
        <source>Seeded (reproducible from the campaign seed)</source>
        <translation>Mit Startwert (aus dem Startwert der Kampagne reproduzierbar)</translation>
    </message>
    <message>
        <source>Table dice (the GM types what the dice showed)</source>
        <translation>Tischwürfel (der SL gibt ein, was die Würfel zeigten)</translation>
    </message>
    <message>
        <source>&amp;Dice for new campaigns:</source>
        <translation>&amp;Würfel für neue Kampagnen:</translation>
    </message>
    <message>
        <source>Open the latest campaign when Hexkeeper starts</source>
        <translation>Beim Start von Hexkeeper die zuletzt benutzte Kampagne öffnen</translation>
    </message>
    <message>
        <source>Hexkeeper speaks the new language from its next start: quit and start it again.</source>
        <translation>Hexkeeper spricht die neue Sprache ab dem nächsten Start: beende Hexkeeper und starte es neu.</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Hexkeeper starts.</source>
        <translation>Eine neue Sprache wirkt ab dem nächsten Start von Hexkeeper.</translation>
    </message>
    <message>
        <source>Folder for New Campaigns</source>
        <translation>Ordner für neue Kampagnen</translation>
    </message>
</context>
<context>
    <name>hk::ProposalsPanel</name>
    <message>
        <source>The players propose</source>
        <translation>Die Spieler schlagen vor</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Choose this option and make this move for the figure, as one step.</source>
        <translation>Diese Option wählen und diesen Zug für die Figur ausführen, als ein Schritt.</translation>
    </message>
    <message>
        <source>Refuse…</source>
        <translation>Ablehnen…</translation>
    </message>
    <message>
        <source>Turn it down, with a reason the player sees if you give one.</source>
        <translation>Ablehnen, mit einem Grund, den der Spieler sieht, wenn du einen angibst.</translation>
    </message>
    <message>
        <source>Refuse the proposal</source>
        <translation>Vorschlag ablehnen</translation>
    </message>
    <message>
        <source>Why not? (optional; the player sees it)</source>
        <translation>Warum nicht? (freiwillig; der Spieler sieht es)</translation>
    </message>
</context>
<context>
    <name>hk::QrCodeWidget</name>
    <message>
        <source>This address is too long for a QR code.</source>
        <translation>Diese Adresse ist zu lang für einen QR-Code.</translation>
    </message>
</context>
<context>
    <name>hk::RaceWords</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Elf</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Zwerg</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Hobbit</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Ork</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <source>Hobgoblin</source>
        <translation>Hobgoblin</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Riese</translation>
    </message>
    <message>
        <source>Gargoyle</source>
        <translation>Gargoyle</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elfen</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>Zwerge</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Hobbits</translation>
    </message>
    <message>
        <source>Orcs</source>
        <translation>Orks</translation>
    </message>
    <message>
        <source>Goblins</source>
        <translation>Goblins</translation>
    </message>
    <message>
        <source>Hobgoblins</source>
        <translation>Hobgoblins</translation>
    </message>
    <message>
        <source>Giants</source>
        <translation>Riesen</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Troll</translation>
    </message>
</context>
<context>
    <name>hk::Reader</name>
    <message>
        <source>dx-adjustments row %1</source>
        <translation>Zeile %1 von dx-adjustments</translation>
    </message>
</context>
<context>
    <name>hk::RecoveryResolver</name>
    <message numerus="yes">
        <source>%n hit(s) of wounds healed</source>
        <translation>
            <numerusform>%n Treffer an Wunden geheilt</numerusform>
            <numerusform>%n Treffer an Wunden geheilt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ST of fatigue rested off</source>
        <translation>%1 ST Erschöpfung durch Ruhe erholt</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Wounds are not tended.</source>
        <translation>Die Wunden werden nicht versorgt.</translation>
    </message>
    <message>
        <source>%1; ST now %2 of %3.</source>
        <translation>%1; ST jetzt %2 von %3.</translation>
    </message>
    <message>
        <source>Nothing healed</source>
        <translation>Nichts geheilt</translation>
    </message>
    <message>
        <source>Still unconscious.</source>
        <translation>Noch bewusstlos.</translation>
    </message>
    <message>
        <source>Comes round.</source>
        <translation>Kommt zu sich.</translation>
    </message>
</context>
<context>
    <name>hk::RequestsPage</name>
    <message>
        <source>Refuse the Request</source>
        <translation>Anfrage ablehnen</translation>
    </message>
    <message>
        <source>Refuse “%1”. Why not? (optional; the player sees it on his page)</source>
        <translation>„%1“ ablehnen. Warum nicht? (freiwillig; der Spieler sieht es auf seiner Seite)</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Players&apos; requests</source>
        <translation>Anfragen der Spieler</translation>
    </message>
    <message>
        <source>What your players ask from their pages between game nights. Accepting makes the change as one step (Edit &gt; Undo takes it back); the player sees your answer on his page.</source>
        <translation>Worum deine Spieler zwischen den Spielabenden auf ihren Seiten bitten. Annehmen führt die Änderung als ein Schritt aus (Bearbeiten ▸ Rückgängig nimmt sie zurück); der Spieler sieht deine Antwort auf seiner Seite.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>No request is waiting.</source>
        <translation>Keine Anfrage wartet.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Make the change the player asks for, as one step; the rules check it again now.</source>
        <translation>Die Änderung ausführen, um die der Spieler bittet, als ein Schritt; die Regeln prüfen sie jetzt noch einmal.</translation>
    </message>
    <message>
        <source>Refuse…</source>
        <translation>Ablehnen…</translation>
    </message>
    <message>
        <source>Turn it down, with a reason the player sees if you give one.</source>
        <translation>Ablehnen, mit einem Grund, den der Spieler sieht, wenn du einen angibst.</translation>
    </message>
    <message>
        <source>Open in Builder…</source>
        <translation>In der Erstellung öffnen…</translation>
    </message>
    <message>
        <source>Look at the new character in the character builder, change him if you like, and accept him.</source>
        <translation>Die neue Figur in der Erstellung ansehen, nach Belieben ändern und annehmen.</translation>
    </message>
    <message>
        <source>Decided lately</source>
        <translation>Kürzlich entschieden</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Accept at once, without asking me</source>
        <translation>Sofort annehmen, ohne mich zu fragen</translation>
    </message>
    <message>
        <source>Requests of the kinds ticked here are accepted as they arrive, when the rules allow them.</source>
        <translation>Anfragen der hier angehakten Arten werden beim Eintreffen angenommen, wenn die Regeln sie erlauben.</translation>
    </message>
    <message>
        <source>Requests (%1)</source>
        <translation>Anfragen (%1)</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>nicht lesbar (%1)</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>What players&apos; pages show</source>
        <translation>Was die Spielerseiten zeigen</translation>
    </message>
    <message>
        <source>Share the party purse with players</source>
        <translation>Gruppenkasse mit den Spielern teilen</translation>
    </message>
    <message>
        <source>Each player&apos;s page then shows the party purse&apos;s balance and its latest entries (never money paid for work you keep secret).</source>
        <translation>Die Seite jedes Spielers zeigt dann den Bestand der Gruppenkasse und ihre neuesten Einträge (nie Geld, das für Arbeit bezahlt wurde, die du geheim hältst).</translation>
    </message>
</context>
<context>
    <name>hk::Research</name>
    <message>
        <source>%1 needs a laboratory; choose one.</source>
        <translation>%1 braucht ein Labor; wähle eines.</translation>
    </message>
    <message>
        <source>There is no laboratory #%1.</source>
        <translation>Es gibt kein Labor #%1.</translation>
    </message>
    <message>
        <source>%1 is damaged (%2 to repair).</source>
        <translation>%1 ist beschädigt (Reparatur: %2).</translation>
    </message>
    <message>
        <source>%1 is not ready (%2).</source>
        <translation>%1 ist nicht bereit (%2).</translation>
    </message>
    <message>
        <source>%1 is a %2, which cannot serve for %3.</source>
        <translation>%1 ist vom Typ %2 und eignet sich nicht für %3.</translation>
    </message>
    <message>
        <source>The researcher is not attuned to %1 yet.</source>
        <translation>Der Forscher ist noch nicht auf %1 eingestimmt.</translation>
    </message>
    <message>
        <source>%1 is already in use; only one person can work in it in a week.</source>
        <translation>%1 wird bereits genutzt; pro Woche kann nur eine Person darin arbeiten.</translation>
    </message>
    <message>
        <source>Unknown kind of research “%1”; choose one of: %2.</source>
        <translation>Unbekannte Art von Forschung „%1“; wähle eine von: %2.</translation>
    </message>
    <message>
        <source>There is no spell “%1” in the library.</source>
        <translation>In der Bibliothek gibt es keinen Zauber „%1“.</translation>
    </message>
    <message>
        <source>%1 already knows %2.</source>
        <translation>%1 kennt %2 bereits.</translation>
    </message>
    <message>
        <source>Give the research a title (what is being invented).</source>
        <translation>Gib der Forschung einen Titel (was erfunden wird).</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>%1 is already busy full time with “%2”.</source>
        <translation>%1 ist bereits voll mit „%2“ beschäftigt.</translation>
    </message>
    <message>
        <source>The first week&apos;s materials cost %1 and %2 holds %3.</source>
        <translation>Das Material der ersten Woche kostet %1, %2 hat aber nur %3.</translation>
    </message>
    <message>
        <source>%1 cannot start this research: %2</source>
        <translation>%1 kann diese Forschung nicht beginnen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: materials for week 1</source>
        <translation>%1: Material für Woche 1</translation>
    </message>
    <message>
        <source>%1 starts %2</source>
        <translation>%1 beginnt %2</translation>
    </message>
    <message>
        <source>#%1 is not research into a spell.</source>
        <translation>#%1 ist keine Forschung an einem Zauber.</translation>
    </message>
    <message>
        <source>“%1” is not finished (%2).</source>
        <translation>„%1“ ist nicht abgeschlossen (%2).</translation>
    </message>
    <message>
        <source>The Guild already has %1.</source>
        <translation>Die Gilde hat %1 bereits.</translation>
    </message>
    <message>
        <source>The Wizards&apos; Guild&apos;s reward for %1</source>
        <translation>Belohnung der Zauberergilde für %1</translation>
    </message>
    <message>
        <source>Reveal %1 to the Guild</source>
        <translation>%1 der Gilde offenlegen</translation>
    </message>
    <message>
        <source>#%1 is not research under way.</source>
        <translation>#%1 ist keine laufende Forschung.</translation>
    </message>
    <message>
        <source>“%1” cannot move there: %2</source>
        <translation>„%1“ kann nicht dorthin verlegt werden: %2</translation>
    </message>
    <message>
        <source>Move %1 to another laboratory</source>
        <translation>%1 in ein anderes Labor verlegen</translation>
    </message>
    <message>
        <source>Start research</source>
        <translation>Forschung beginnen</translation>
    </message>
    <message>
        <source>Reveal research to the Guild</source>
        <translation>Forschung der Gilde offenlegen</translation>
    </message>
    <message>
        <source>Move research</source>
        <translation>Forschung verlegen</translation>
    </message>
    <message>
        <source>“%1” already works in that laboratory.</source>
        <translation>„%1“ läuft bereits in diesem Labor.</translation>
    </message>
</context>
<context>
    <name>hk::ResearchPanel</name>
    <message>
        <source>New research…</source>
        <translation>Neue Forschung…</translation>
    </message>
    <message>
        <source>Search the market…</source>
        <translation>Markt durchsuchen…</translation>
    </message>
    <message>
        <source>Show ended</source>
        <translation>Beendete anzeigen</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Forschung</translation>
    </message>
    <message>
        <source>Researcher</source>
        <translation>Forscher</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Last week</source>
        <translation>Letzte Woche</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>Reveal to the Guild</source>
        <translation>Der Gilde offenlegen</translation>
    </message>
    <message>
        <source>Give a finished spell to the Wizards&apos; Guild for its reward.</source>
        <translation>Einen fertigen Zauber gegen Belohnung an die Zauberergilde übergeben.</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>Verlegen nach:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verlegen</translation>
    </message>
    <message>
        <source>Carry research under way to another laboratory, e.g. after its own was wrecked.</source>
        <translation>Laufende Forschung in ein anderes Labor verlegen, z. B. nachdem ihr eigenes zerstört wurde.</translation>
    </message>
    <message>
        <source>Market searches</source>
        <translation>Marktsuchen</translation>
    </message>
    <message>
        <source>Searcher</source>
        <translation>Suchender</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Pay from:</source>
        <translation>Zahlen aus:</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Let go</source>
        <translation>Ausschlagen</translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Open a campaign to see research and market searches.</source>
        <translation>Öffne eine Kampagne, um Forschung und Marktsuchen zu sehen.</translation>
    </message>
    <message>
        <source>Advancing the calendar rolls each research week and each week&apos;s search. Numbers marked GM only are the GM&apos;s secret and never reach the players&apos; view.</source>
        <translation>Das Weiterrücken des Kalenders würfelt jede Forschungswoche und die Suche jeder Woche. Als „nur SL“ markierte Zahlen sind das Geheimnis des SL und erscheinen nie in der Ansicht der Spieler.</translation>
    </message>
    <message>
        <source>%1 of %2 weeks — GM only</source>
        <translation>%1 von %2 Wochen — nur SL</translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation>%1 von %2 Wochen</translation>
    </message>
    <message>
        <source>The players see only “%1 of ? weeks”.</source>
        <translation>Die Spieler sehen nur „%1 von ? Wochen“.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>done — Guild learned it, unpaid</source>
        <translation>fertig — Gilde hat es erfahren, unbezahlt</translation>
    </message>
    <message>
        <source>done — given to the Guild</source>
        <translation>fertig — der Gilde übergeben</translation>
    </message>
    <message>
        <source>done — kept secret</source>
        <translation>fertig — geheim gehalten</translation>
    </message>
    <message>
        <source>done — must go to the Guild</source>
        <translation>fertig — muss an die Gilde gehen</translation>
    </message>
    <message>
        <source>%1 seller asks %2%3</source>
        <translation>Verkäufer (%1) verlangt %2%3</translation>
    </message>
    <message>
        <source> (may refuse)</source>
        <translation> (kann ablehnen)</translation>
    </message>
    <message>
        <source>Research &amp;&amp; market</source>
        <translation>Forschung &amp;&amp; Markt</translation>
    </message>
</context>
<context>
    <name>hk::ResearchResolver</name>
    <message>
        <source>keeping %1 from the Guild</source>
        <translation>%1 vor der Gilde geheim halten</translation>
    </message>
    <message>
        <source>secrecy roll, month %1</source>
        <translation>Geheimhaltungswurf, Monat %1</translation>
    </message>
    <message>
        <source>%1 keeps %2 from the Wizards&apos; Guild another month (%3 against %4).</source>
        <translation>%1 hält %2 einen weiteren Monat vor der Zauberergilde geheim (%3 gegen %4).</translation>
    </message>
    <message>
        <source>%1 can no longer keep %2 secret (%3 against %4): the Guild learns it, and pays nothing.</source>
        <translation>%1 kann %2 nicht länger geheim halten (%3 gegen %4): die Gilde erfährt davon und zahlt nichts.</translation>
    </message>
    <message>
        <source>%1: the rules no longer know this kind of research.</source>
        <translation>%1: die Regeln kennen diese Art von Forschung nicht mehr.</translation>
    </message>
    <message>
        <source>%1 cannot be used</source>
        <translation>%1 ist nicht nutzbar</translation>
    </message>
    <message>
        <source>%1: %2 cannot be used (%3); the research halts until it is resumed.</source>
        <translation>%1: %2 ist nicht nutzbar (%3); die Forschung ruht, bis sie fortgesetzt wird.</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>%1: materials for week %2</source>
        <translation>%1: Material für Woche %2</translation>
    </message>
    <message>
        <source>materials cost %1; short by %2</source>
        <translation>Material kostet %1; es fehlen %2</translation>
    </message>
    <message>
        <source>%1 still cannot buy the materials for %2 (%3, short by %4): the research halts again.</source>
        <translation>%1 kann das Material für %2 immer noch nicht kaufen (%3, es fehlen %4): die Forschung ruht erneut.</translation>
    </message>
    <message>
        <source>experiments for %1</source>
        <translation>Experimente für %1</translation>
    </message>
    <message>
        <source>%1: experiments, week %2</source>
        <translation>%1: Experimente, Woche %2</translation>
    </message>
    <message>
        <source>experiments cost %1; short by %2</source>
        <translation>Experimente kosten %1; es fehlen %2</translation>
    </message>
    <message>
        <source>%1 cannot pay %2 for this week&apos;s experiments on %3 (short by %4): the research halts.</source>
        <translation>%1 kann %2 für die Experimente dieser Woche an %3 nicht bezahlen (es fehlen %4): die Forschung ruht.</translation>
    </message>
    <message>
        <source>experiments cost %1</source>
        <translation>Experimente kosten %1</translation>
    </message>
    <message>
        <source>interrupted, so the count starts over</source>
        <translation>unterbrochen, daher beginnt die Zählung von vorn</translation>
    </message>
    <message>
        <source>research week %1: %2</source>
        <translation>Forschungswoche %1: %2</translation>
    </message>
    <message>
        <source>%1, week %2: the roll is made (%3 against %4); %5 successful weeks in a row.</source>
        <translation>%1, Woche %2: der Wurf gelingt (%3 gegen %4); %5 erfolgreiche Wochen in Folge.</translation>
    </message>
    <message>
        <source>%1, week %2: the roll is missed (%3 against %4); the week counts for nothing.</source>
        <translation>%1, Woche %2: der Wurf misslingt (%3 gegen %4); die Woche zählt nicht.</translation>
    </message>
    <message>
        <source>%1, week %2: the roll is missed (%3 against %4); the work starts over.</source>
        <translation>%1, Woche %2: der Wurf misslingt (%3 gegen %4); die Arbeit beginnt von vorn.</translation>
    </message>
    <message>
        <source>%1, week %2: a %3 spoils the experiment; the work starts over.</source>
        <translation>%1, Woche %2: eine %3 verdirbt das Experiment; die Arbeit beginnt von vorn.</translation>
    </message>
    <message>
        <source>%1 of %2 weeks</source>
        <translation>%1 von %2 Wochen</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1: %2 of the %3 secret weeks done.</source>
        <translation>%1: %2 der %3 geheimen Wochen geschafft.</translation>
    </message>
    <message>
        <source>%1 cannot buy next week&apos;s materials for %2 (%3, short by %4): the research halts.</source>
        <translation>%1 kann das Material der nächsten Woche für %2 nicht kaufen (%3, es fehlen %4): die Forschung ruht.</translation>
    </message>
    <message>
        <source>the workshop</source>
        <translation>die Werkstatt</translation>
    </message>
    <message>
        <source>lab explosion: hits</source>
        <translation>Laborexplosion: Treffer</translation>
    </message>
    <message>
        <source>lab explosion: damage to the lab</source>
        <translation>Laborexplosion: Schaden am Labor</translation>
    </message>
    <message>
        <source>%1: the experiment blows up! %2 takes %3 hits (ST now %4) and %5 suffers %6 of damage; the work starts over.</source>
        <translation>%1: das Experiment explodiert! %2 erleidet %3 Treffer (ST jetzt %4), und %5 erleidet Schaden von %6; die Arbeit beginnt von vorn.</translation>
    </message>
    <message>
        <source>explosion: %1 hits, %2 to the lab</source>
        <translation>Explosion: %1 Treffer, %2 am Labor</translation>
    </message>
    <message>
        <source>%1 halts until %2 is repaired and the work resumed.</source>
        <translation>%1 ruht, bis %2 repariert und die Arbeit fortgesetzt ist.</translation>
    </message>
    <message>
        <source>surviving the accident in %1</source>
        <translation>Überleben des Unfalls in %1</translation>
    </message>
    <message>
        <source>%1: an accident wrecks %2, and %3 fails the roll to survive (%4 against %5) and dies.</source>
        <translation>%1: ein Unfall zerstört %2, und %3 verfehlt den Wurf zum Überleben (%4 gegen %5) und stirbt.</translation>
    </message>
    <message>
        <source>accident; died (%1 against %2)</source>
        <translation>Unfall; gestorben (%1 gegen %2)</translation>
    </message>
    <message>
        <source>%1: an accident wrecks %2; %3 survives (%4 against %5), and the work must start over.</source>
        <translation>%1: ein Unfall zerstört %2; %3 überlebt (%4 gegen %5), und die Arbeit muss von vorn beginnen.</translation>
    </message>
    <message>
        <source>accident; survived (%1 against %2)</source>
        <translation>Unfall; überlebt (%1 gegen %2)</translation>
    </message>
    <message>
        <source>%1 halts: %2 is destroyed; resume it in another laboratory.</source>
        <translation>%1 ruht: %2 ist zerstört; setze die Forschung in einem anderen Labor fort.</translation>
    </message>
    <message>
        <source>%1 has worked out %2 and now knows it.</source>
        <translation>%1 hat %2 ausgearbeitet und kennt den Zauber jetzt.</translation>
    </message>
    <message>
        <source>%1 has worked out %2; it is recorded with the research, as it cannot go on the sheet (not in the library, or no room for it).</source>
        <translation>%1 hat %2 ausgearbeitet; der Zauber wird bei der Forschung festgehalten, da er nicht auf den Charakterbogen kann (nicht in der Bibliothek oder kein Platz dafür).</translation>
    </message>
    <message numerus="yes">
        <source>Revealed to the Wizards&apos; Guild it earns %1 and %n wish(es).</source>
        <translation>
            <numerusform>Der Zauberergilde offengelegt, bringt er %1 und %n Wunsch ein.</numerusform>
            <numerusform>Der Zauberergilde offengelegt, bringt er %1 und %n Wünsche ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept to himself, it calls for an IQ roll each month to stay secret.</source>
        <translation>Behält er ihn für sich, ist jeden Monat ein IQ-Wurf nötig, damit er geheim bleibt.</translation>
    </message>
    <message>
        <source>It was worked out in a laboratory not his own, so it cannot be kept from the Guild.</source>
        <translation>Er wurde in einem fremden Labor ausgearbeitet und kann daher nicht vor der Gilde geheim gehalten werden.</translation>
    </message>
    <message>
        <source>%1 has finished the research on %2: the notes for making it are written down.</source>
        <translation>%1 hat die Forschung zu %2 abgeschlossen: die Aufzeichnungen zur Herstellung sind niedergeschrieben.</translation>
    </message>
</context>
<context>
    <name>hk::ResearchRules</name>
    <message>
        <source>These rules have no such kind of research.</source>
        <translation>Diese Regeln kennen keine solche Art von Forschung.</translation>
    </message>
    <message>
        <source>The GM must set the research level (the IQ the work calls for).</source>
        <translation>Der SL muss die Forschungsstufe festlegen (den IQ, den die Arbeit erfordert).</translation>
    </message>
    <message>
        <source>The spell&apos;s IQ level must be given.</source>
        <translation>Die IQ-Stufe des Zaubers muss angegeben werden.</translation>
    </message>
    <message>
        <source>A level-%1 spell needs a researcher of IQ %2 or more; this one has IQ %3.</source>
        <translation>Ein Zauber der Stufe %1 braucht einen Forscher mit IQ %2 oder mehr; dieser hat IQ %3.</translation>
    </message>
    <message>
        <source>This research rolls %1 dice a week.</source>
        <translation>Diese Forschung würfelt %1 Würfel pro Woche.</translation>
    </message>
    <message>
        <source>The weekly roll is on %1 to %2 dice.</source>
        <translation>Der Wochenwurf erfolgt mit %1 bis %2 Würfeln.</translation>
    </message>
    <message>
        <source>The GM must set how many successful weeks the research needs.</source>
        <translation>Der SL muss festlegen, wie viele erfolgreiche Wochen die Forschung braucht.</translation>
    </message>
</context>
<context>
    <name>hk::RetreatDialog</name>
    <message>
        <source>Forced retreat</source>
        <translation>Erzwungener Rückzug</translation>
    </message>
    <message>
        <source>%1 (hurt someone)</source>
        <translation>%1 (hat jemanden verletzt)</translation>
    </message>
    <message>
        <source>The winner steps into the hex the loser leaves</source>
        <translation>Der Sieger rückt in das Feld nach, das der Verlierer räumt</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Sieger:</translation>
    </message>
    <message>
        <source>Pushes back:</source>
        <translation>Drängt zurück:</translation>
    </message>
    <message>
        <source>Then click the hex the loser is pushed into.</source>
        <translation>Klicke dann auf das Feld, in das der Verlierer gedrängt wird.</translation>
    </message>
    <message>
        <source>Choose the hex…</source>
        <translation>Feld wählen…</translation>
    </message>
</context>
<context>
    <name>hk::RollText</name>
    <message>
        <source> vs %1: %2</source>
        <translation> gegen %1: %2</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
</context>
<context>
    <name>hk::Roster</name>
    <message>
        <source>A character needs a name.</source>
        <translation>Eine Figur braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 is not legal under the campaign&apos;s rules: %2</source>
        <translation>%1 ist nach den Regeln der Kampagne nicht zulässig: %2</translation>
    </message>
    <message>
        <source>The character</source>
        <translation>Die Figur</translation>
    </message>
    <message>
        <source>There are no characters to add.</source>
        <translation>Es gibt keine Figuren zum Hinzufügen.</translation>
    </message>
    <message>
        <source>Joined the roster</source>
        <translation>In die Liste aufgenommen</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n character(s)</source>
        <translation>
            <numerusform>%n Figur hinzufügen</numerusform>
            <numerusform>%n Figuren hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Archive %1</source>
        <translation>%1 archivieren</translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation>%1 zurückholen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>The bestiary has no creature “%1”.</source>
        <translation>Das Bestiarium hat kein Wesen „%1“.</translation>
    </message>
    <message>
        <source>Between 1 and 99 copies can be added at once, not %1.</source>
        <translation>Es lassen sich 1 bis 99 Kopien auf einmal hinzufügen, nicht %1.</translation>
    </message>
    <message>
        <source>Natural armor</source>
        <translation>Natürliche Rüstung</translation>
    </message>
    <message>
        <source>Choose at least one character to award experience to.</source>
        <translation>Wähle mindestens eine Figur, an die Erfahrung vergeben wird.</translation>
    </message>
    <message>
        <source>An award of 0 EP changes nothing.</source>
        <translation>Eine Vergabe von 0 EP ändert nichts.</translation>
    </message>
    <message>
        <source>Say what the experience is for (the reason goes into the ledger).</source>
        <translation>Sag, wofür die Erfahrung ist (der Grund kommt ins Erfahrungsbuch).</translation>
    </message>
    <message>
        <source>%1 has %2 EP; taking away %3 would leave less than none.</source>
        <translation>%1 hat %2 EP; %3 abzuziehen ließe weniger als nichts übrig.</translation>
    </message>
    <message>
        <source>Award %1 EP to %2</source>
        <translation>%1 EP an %2 vergeben</translation>
    </message>
    <message>
        <source>Award %1 EP to %2 characters</source>
        <translation>%1 EP an %2 Figuren vergeben</translation>
    </message>
    <message>
        <source>Raised %1 by one</source>
        <translation>%1 um eins gesteigert</translation>
    </message>
    <message>
        <source>%1 raises %2</source>
        <translation>%1 steigert %2</translation>
    </message>
    <message>
        <source>This is not valid JSON (%1 at byte %2).</source>
        <translation>Das ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>This file is not a Hexkeeper character file.</source>
        <translation>Diese Datei ist keine Hexkeeper-Figurendatei.</translation>
    </message>
    <message>
        <source>This character file was written by a newer Hexkeeper (format %1; this version reads up to %2).</source>
        <translation>Diese Figurendatei stammt von einem neueren Hexkeeper (Format %1; diese Version liest bis %2).</translation>
    </message>
    <message>
        <source>Character %1 in the file: %2</source>
        <translation>Figur %1 in der Datei: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>The file holds no characters.</source>
        <translation>Die Datei enthält keine Figuren.</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n character(s)</source>
        <translation>
            <numerusform>%n Figur verdoppeln</numerusform>
            <numerusform>%n Figuren verdoppeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Archive %n character(s)</source>
        <translation>
            <numerusform>%n Figur archivieren</numerusform>
            <numerusform>%n Figuren archivieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bring back %n character(s)</source>
        <translation>
            <numerusform>%n Figur zurückholen</numerusform>
            <numerusform>%n Figuren zurückholen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n character(s)</source>
        <translation>
            <numerusform>%n Figur entfernen</numerusform>
            <numerusform>%n Figuren entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>%1 steigern</translation>
    </message>
    <message>
        <source>%1 has %2 EP; %3 more would pass the limit of %4 EP.</source>
        <translation>%1 hat %2 EP; %3 mehr würden die Grenze von %4 EP überschreiten.</translation>
    </message>
    <message>
        <source>%1 is dead: only bringing them back to life, with a reason, returns them to the roster.</source>
        <translation>%1 ist tot: nur ein Zurückholen ins Leben, mit Begründung, bringt die Figur in die Liste zurück.</translation>
    </message>
    <message>
        <source>Say why the character comes back to life (a spell, a wish, the GM&apos;s ruling).</source>
        <translation>Sag, warum die Figur ins Leben zurückkehrt (ein Zauber, ein Wunsch, die Entscheidung des Spielleiters).</translation>
    </message>
    <message>
        <source>Bring a character back to life</source>
        <translation>Eine Figur ins Leben zurückholen</translation>
    </message>
    <message>
        <source>%1 is not dead.</source>
        <translation>%1 ist nicht tot.</translation>
    </message>
    <message>
        <source>Bring %1 back to life</source>
        <translation>%1 ins Leben zurückholen</translation>
    </message>
    <message>
        <source>%1 comes back to life: %2</source>
        <translation>%1 kehrt ins Leben zurück: %2</translation>
    </message>
    <message>
        <source>“%1” is not an attribute that experience can raise.</source>
        <translation>„%1“ ist kein Attribut, das Erfahrung steigern kann.</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>%1 kaufen</translation>
    </message>
    <message>
        <source>%1 buys %2</source>
        <translation>%1 kauft %2</translation>
    </message>
    <message>
        <source>Bought %1</source>
        <translation>%1 gekauft</translation>
    </message>
    <message>
        <source>Adding characters</source>
        <translation>Figuren werden hinzugefügt</translation>
    </message>
    <message>
        <source>The import was stopped; no character was added.</source>
        <translation>Der Import wurde angehalten; keine Figur wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Checking characters</source>
        <translation>Figuren werden geprüft</translation>
    </message>
</context>
<context>
    <name>hk::RosterModel</name>
    <message>
        <source>Player character</source>
        <translation>Spielerfigur</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>Apprentice</source>
        <translation>Lehrling</translation>
    </message>
    <message>
        <source>Pet</source>
        <translation>Tiergefährte</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>%1 (archived)</source>
        <translation>%1 (archiviert)</translation>
    </message>
    <message>
        <source>wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Race and type</source>
        <translation>Volk und Typ</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>MA</source>
        <translation>MA</translation>
    </message>
    <message>
        <source>ST now</source>
        <translation>ST jetzt</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>%1 (dead)</source>
        <translation>%1 (tot)</translation>
    </message>
    <message>
        <source>%1 (unconscious)</source>
        <translation>%1 (bewusstlos)</translation>
    </message>
</context>
<context>
    <name>hk::RuleEntryModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Hausregel</translation>
    </message>
</context>
<context>
    <name>hk::RulesLibraryPage</name>
    <message>
        <source>Rules library</source>
        <translation>Regelbibliothek</translation>
    </message>
    <message>
        <source>Find by name or summary…</source>
        <translation>Nach Name oder Zusammenfassung suchen…</translation>
    </message>
    <message>
        <source>Lowest IQ / Min INT shown</source>
        <translation>Niedrigster angezeigter IQ / Min INT</translation>
    </message>
    <message>
        <source>Highest IQ / Min INT shown</source>
        <translation>Höchster angezeigter IQ / Min INT</translation>
    </message>
    <message>
        <source>Any type</source>
        <translation>Jeder Typ</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Geschoss</translation>
    </message>
    <message>
        <source>Thrown</source>
        <translation>Geworfen</translation>
    </message>
    <message>
        <source>Creation</source>
        <translation>Schöpfung</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>%1 of %2 entries</source>
        <translation>%1 von %2 Einträgen</translation>
    </message>
    <message>
        <source>This campaign&apos;s rules</source>
        <translation>Regeln dieser Kampagne</translation>
    </message>
    <message>
        <source>All rulesets</source>
        <translation>Alle Regelwerke</translation>
    </message>
    <message>
        <source>Everything (%1)</source>
        <translation>Alles (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>New entry…</source>
        <translation>Neuer Eintrag…</translation>
    </message>
    <message>
        <source>Add a spell, potion, item … of your own to this campaign</source>
        <translation>Einen eigenen Zauber, Trank, Gegenstand … zu dieser Kampagne hinzufügen</translation>
    </message>
    <message>
        <source>Show in book…</source>
        <translation>Im Buch zeigen…</translation>
    </message>
    <message>
        <source>Change for this campaign…</source>
        <translation>Für diese Kampagne ändern…</translation>
    </message>
    <message>
        <source>Revert to book</source>
        <translation>Auf das Buch zurücksetzen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Choose “This campaign&apos;s rules” to change entries</source>
        <translation>Wähle „Regeln dieser Kampagne“, um Einträge zu ändern</translation>
    </message>
    <message>
        <source>Remove added entry</source>
        <translation>Hinzugefügten Eintrag entfernen</translation>
    </message>
    <message>
        <source>Change %1 for this campaign</source>
        <translation>%1 für diese Kampagne ändern</translation>
    </message>
    <message>
        <source>New: %1</source>
        <translation>Neu: %1</translation>
    </message>
</context>
<context>
    <name>hk::ScreenshotDialogs</name>
    <message>
        <source>the dialog %1 needs an open campaign</source>
        <translation>der Dialog %1 braucht eine offene Kampagne</translation>
    </message>
    <message>
        <source>no dialog %1 (dialogs: %2)</source>
        <translation>kein Dialog %1 (Dialoge: %2)</translation>
    </message>
    <message>
        <source>the dialog %1 needs a character</source>
        <translation>der Dialog %1 braucht eine Figur</translation>
    </message>
</context>
<context>
    <name>hk::ScriptedDiceRoller</name>
    <message>
        <source>dice script: &apos;%1&apos; is not a die face</source>
        <translation>Würfelskript: „%1“ ist keine Augenzahl</translation>
    </message>
    <message>
        <source>dice script ran out: %1 needs %2 dice but only %3 remain (after %4 used)</source>
        <translation>Würfelskript erschöpft: %1 braucht %2 Würfel, aber nur %3 sind übrig (nach %4 verbrauchten)</translation>
    </message>
    <message>
        <source>dice script: face %1 at position %2 is too high for a d%3</source>
        <translation>Würfelskript: Augenzahl %1 an Position %2 ist zu hoch für einen W%3</translation>
    </message>
</context>
<context>
    <name>hk::SearchMarketDialog</name>
    <message>
        <source>Search the market</source>
        <translation>Auf dem Markt suchen</translation>
    </message>
    <message>
        <source>%1 (IQ %2)</source>
        <translation>%1 (IQ %2)</translation>
    </message>
    <message>
        <source>e.g. Ring of Fire Immunity</source>
        <translation>z. B. Ring of Fire Immunity</translation>
    </message>
    <message>
        <source>Fair market price; for a magic item, what a wizard would charge to make it.</source>
        <translation>Angemessener Marktpreis; bei einem magischen Gegenstand das, was ein Zauberer für die Herstellung verlangen würde.</translation>
    </message>
    <message>
        <source>Searching all week, nothing else (a better roll)</source>
        <translation>Die ganze Woche suchen, sonst nichts (ein besserer Wurf)</translation>
    </message>
    <message>
        <source>The GM&apos;s help (advertising, hired searchers, the right place) or, negative, a hindrance.</source>
        <translation>Die Hilfe des SL (Werbung, angeheuerte Sucher, der richtige Ort) oder, negativ, ein Hindernis.</translation>
    </message>
    <message>
        <source>A magic item (added to the magic items when bought)</source>
        <translation>Ein magischer Gegenstand (beim Kauf zu den magischen Gegenständen hinzugefügt)</translation>
    </message>
    <message>
        <source>Sold by a merchant (adds his surcharge)</source>
        <translation>Von einem Händler verkauft (mit seinem Aufschlag)</translation>
    </message>
    <message>
        <source>Searcher:</source>
        <translation>Suchender:</translation>
    </message>
    <message>
        <source>Item:</source>
        <translation>Gegenstand:</translation>
    </message>
    <message>
        <source>Fair value:</source>
        <translation>Angemessener Wert:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>GM&apos;s bonus:</source>
        <translation>Bonus des SL:</translation>
    </message>
    <message>
        <source>Start searching</source>
        <translation>Suche beginnen</translation>
    </message>
    <message>
        <source>Add a character to the roster first.</source>
        <translation>Füge zuerst eine Figur zur Liste hinzu.</translation>
    </message>
    <message>
        <source>Each week: %1 dice, found on %2 or less (IQ %3). The seller&apos;s reaction then sets the price.</source>
        <translation>Jede Woche: %1 Würfel, gefunden bei %2 oder weniger (IQ %3). Die Reaktion des Verkäufers bestimmt dann den Preis.</translation>
    </message>
</context>
<context>
    <name>hk::SeedFiles</name>
    <message>
        <source>Where are the books?</source>
        <translation>Wo sind die Bücher?</translation>
    </message>
    <message>
        <source>Hexkeeper does not ship the rulebook texts. Choose the folder that holds %1 and the other seed files.</source>
        <translation>Hexkeeper liefert die Texte der Regelbücher nicht mit. Wähle den Ordner, der %1 und die übrigen Quelldateien enthält.</translation>
    </message>
    <message>
        <source>Rulebook folder</source>
        <translation>Ordner der Regelbücher</translation>
    </message>
</context>
<context>
    <name>hk::ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Mit Spielern teilen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Connected now</source>
        <translation>Jetzt verbunden</translation>
    </message>
    <message>
        <source>New link…</source>
        <translation>Neuer Link…</translation>
    </message>
    <message>
        <source>A link for one player, showing his characters.</source>
        <translation>Ein Link für einen Spieler, der seine Figuren zeigt.</translation>
    </message>
    <message>
        <source>Characters…</source>
        <translation>Figuren…</translation>
    </message>
    <message>
        <source>Change which characters the selected link shows.</source>
        <translation>Ändern, welche Figuren der gewählte Link zeigt.</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>The selected link stops working at once; Edit ▸ Undo gives it back.</source>
        <translation>Der gewählte Link funktioniert sofort nicht mehr; Bearbeiten ▸ Rückgängig gibt ihn zurück.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>The player opens his phone&apos;s camera and points it at the code, then opens the page it offers (or types the address). He keeps the page open: it follows the fight as you play. Only phones and computers on the same network as this one can open it.</source>
        <translation>Der Spieler öffnet die Kamera seines Telefons, richtet sie auf den Code und öffnet die angebotene Seite (oder tippt die Adresse ein). Er lässt die Seite offen: Sie folgt dem Kampf, während ihr spielt. Nur Telefone und Rechner im selben Netz wie dieser können sie öffnen.</translation>
    </message>
    <message>
        <source>Port %1 is in use, so the server took port %2. The links below carry the new port.</source>
        <translation>Port %1 ist belegt, daher nutzt der Server Port %2. Die Links unten tragen den neuen Port.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>No players&apos; server for this campaign.</source>
        <translation>Kein Spielerserver für diese Kampagne.</translation>
    </message>
    <message>
        <source>The players&apos; server is running.</source>
        <translation>Der Spielerserver läuft.</translation>
    </message>
    <message>
        <source>Listening on %1, port %2</source>
        <translation>Lauscht auf %1, Port %2</translation>
    </message>
    <message>
        <source>The players&apos; server is stopped.</source>
        <translation>Der Spielerserver ist beendet.</translation>
    </message>
    <message>
        <source>Start it, and the players open their links on their phones.</source>
        <translation>Starte ihn, und die Spieler öffnen ihre Links auf ihren Telefonen.</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Yes, from %1</source>
        <translation>Ja, von %1</translation>
    </message>
    <message>
        <source>Make a link for each player with New link…</source>
        <translation>Lege mit „Neuer Link…“ für jeden Spieler einen Link an.</translation>
    </message>
    <message>
        <source>Start the server to show %1&apos;s link.</source>
        <translation>Starte den Server, um den Link von %1 zu zeigen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Turned away: %1</source>
        <translation>Abgewiesen: %1</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>%1&apos;s link is ready. Edit ▸ Undo takes it away.</source>
        <translation>Der Link von %1 ist bereit. Bearbeiten ▸ Rückgängig nimmt ihn zurück.</translation>
    </message>
    <message>
        <source>%1&apos;s link shows the characters chosen.</source>
        <translation>Der Link von %1 zeigt die gewählten Figuren.</translation>
    </message>
    <message>
        <source>Revoke link</source>
        <translation>Link sperren</translation>
    </message>
    <message>
        <source>Revoke %1&apos;s link? A page open on it stops at once and the address no longer works. Edit ▸ Undo gives the link back.</source>
        <translation>Den Link von %1 sperren? Eine darauf offene Seite stoppt sofort, und die Adresse funktioniert nicht mehr. Bearbeiten ▸ Rückgängig gibt den Link zurück.</translation>
    </message>
    <message>
        <source>%1&apos;s link no longer works.</source>
        <translation>Der Link von %1 funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>%1&apos;s link is on the clipboard.</source>
        <translation>Der Link von %1 ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The server started again with HTTPS: the links now begin with https. Pages opened on the old links stop, so hand out the links again.</source>
        <translation>Der Server wurde mit HTTPS neu gestartet: die Links beginnen jetzt mit https. Seiten, die mit den alten Links geöffnet wurden, stoppen; gib die Links also neu aus.</translation>
    </message>
    <message>
        <source>The server started again without HTTPS: the links now begin with http. Pages opened on the old links stop, so hand out the links again.</source>
        <translation>Der Server wurde ohne HTTPS neu gestartet: die Links beginnen jetzt mit http. Seiten, die mit den alten Links geöffnet wurden, stoppen; gib die Links also neu aus.</translation>
    </message>
    <message>
        <source>The server started again with the new choice; open pages reconnect by themselves.</source>
        <translation>Der Server wurde mit der neuen Einstellung neu gestartet; offene Seiten verbinden sich von selbst wieder.</translation>
    </message>
    <message>
        <source>The players&apos; server is running, secure (HTTPS) and open beyond the local network.</source>
        <translation>Der Spielerserver läuft, sicher (HTTPS) und über das lokale Netz hinaus offen.</translation>
    </message>
    <message>
        <source>The players&apos; server is running, secure (HTTPS).</source>
        <translation>Der Spielerserver läuft, sicher (HTTPS).</translation>
    </message>
    <message>
        <source>Listening on port %1 of this computer; players open %2</source>
        <translation>Lauscht auf Port %1 dieses Rechners; die Spieler öffnen %2</translation>
    </message>
    <message>
        <source>The player opens his phone&apos;s camera and points it at the code, then opens the page it offers (or types the address). He keeps the page open: it follows the fight as you play. Players away from the table can open it too.</source>
        <translation>Der Spieler öffnet die Kamera seines Telefons, richtet sie auf den Code und öffnet die angebotene Seite (oder tippt die Adresse ein). Er lässt die Seite offen: Sie folgt dem Kampf, während ihr spielt. Auch Spieler, die nicht am Tisch sitzen, können sie öffnen.</translation>
    </message>
    <message>
        <source>The players&apos; server is running, open beyond the local network through the reverse proxy at %1.</source>
        <translation>Der Spielerserver läuft und ist über den Reverse Proxy unter %1 über das lokale Netz hinaus offen.</translation>
    </message>
    <message>
        <source>A phone or another computer cannot open these links. This computer has no network address but %1, its own loopback address: it is not connected to a network (Wi-Fi off or no cable). On a phone, %1 means the phone itself. Connect this computer to the players&apos; network (the same Wi-Fi as their phones), then stop and start the server.</source>
        <translation>Ein Telefon oder ein anderer Rechner kann diese Links nicht öffnen. Dieser Rechner hat keine andere Netzwerkadresse als %1, seine eigene Loopback-Adresse: er ist mit keinem Netz verbunden (WLAN aus oder kein Kabel). Auf einem Telefon bedeutet %1 das Telefon selbst. Verbinde diesen Rechner mit dem Netz der Spieler (demselben WLAN wie ihre Telefone), dann beende den Server und starte ihn neu.</translation>
    </message>
    <message>
        <source>A phone or another computer cannot open these links. The server listens only on %1, this computer&apos;s own loopback address; on a phone, %1 means the phone itself. Only this computer can open them.</source>
        <translation>Ein Telefon oder ein anderer Rechner kann diese Links nicht öffnen. Der Server lauscht nur auf %1, der eigenen Loopback-Adresse dieses Rechners; auf einem Telefon bedeutet %1 das Telefon selbst. Nur dieser Rechner kann die Links öffnen.</translation>
    </message>
</context>
<context>
    <name>hk::ShareSecurity</name>
    <message>
        <source>Secure (HTTPS)</source>
        <translation>Sicher (HTTPS)</translation>
    </message>
    <message>
        <source>Serve the players&apos; pages encrypted, so nobody on the way can read them or the links.</source>
        <translation>Die Spielerseiten verschlüsselt bereitstellen, damit niemand unterwegs sie oder die Links lesen kann.</translation>
    </message>
    <message>
        <source>Open beyond the local network</source>
        <translation>Über das lokale Netz hinaus öffnen</translation>
    </message>
    <message>
        <source>Let in players who are not on this network, for a game over the internet.</source>
        <translation>Spieler hereinlassen, die nicht in diesem Netz sind, für ein Spiel über das Internet.</translation>
    </message>
    <message>
        <source>Own certificate…</source>
        <translation>Eigenes Zertifikat…</translation>
    </message>
    <message>
        <source>Serve with your own certificate and its private key (PEM files), for instance one for your own domain.</source>
        <translation>Mit deinem eigenen Zertifikat und seinem privaten Schlüssel (PEM-Dateien) bereitstellen, etwa einem für deine eigene Domain.</translation>
    </message>
    <message>
        <source>Hexkeeper&apos;s certificate</source>
        <translation>Zertifikat von Hexkeeper</translation>
    </message>
    <message>
        <source>Serve again with the certificate Hexkeeper made for this computer.</source>
        <translation>Wieder mit dem Zertifikat bereitstellen, das Hexkeeper für diesen Rechner erstellt hat.</translation>
    </message>
    <message>
        <source>Address players open:</source>
        <translation>Adresse für die Spieler:</translation>
    </message>
    <message>
        <source>The address players from outside open: your router&apos;s public address or your domain name, with the port. Their links carry it, and the server answers to it. Empty: the links carry this computer&apos;s address on the local network.</source>
        <translation>Die Adresse, die Spieler von außen öffnen: die öffentliche Adresse deines Routers oder dein Domainname, mit dem Port. Ihre Links tragen sie, und der Server antwortet unter ihr. Leer: die Links tragen die Adresse dieses Rechners im lokalen Netz.</translation>
    </message>
    <message>
        <source>A player&apos;s browser warns that it does not know this certificate. Before he goes on, he checks that the fingerprint his browser shows for it is this one.</source>
        <translation>Der Browser eines Spielers warnt, dass er dieses Zertifikat nicht kennt. Bevor der Spieler weitermacht, prüft er, dass der Fingerabdruck, den sein Browser dafür zeigt, dieser hier ist.</translation>
    </message>
    <message>
        <source>The server serves with your certificate from %1.</source>
        <translation>Der Server arbeitet mit deinem Zertifikat aus %1.</translation>
    </message>
    <message>
        <source>“%1” is not an address players can open. Give it like game.example.org:8421 or https://203.0.113.5:8421 (the secure server takes https only).</source>
        <translation>„%1“ ist keine Adresse, die Spieler öffnen können. Gib sie etwa als game.example.org:8421 oder https://203.0.113.5:8421 an (der sichere Server nimmt nur https).</translation>
    </message>
    <message>
        <source>Your certificate (PEM)</source>
        <translation>Dein Zertifikat (PEM)</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The certificate&apos;s private key (PEM)</source>
        <translation>Der private Schlüssel des Zertifikats (PEM)</translation>
    </message>
    <message>
        <source>Keys (*.pem *.key);;All files (*)</source>
        <translation>Schlüssel (*.pem *.key);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Players away from the table reach this computer only when you forward port %1 on your router to it, or put a proxy such as Caddy in front of it (the guide explains how).</source>
        <translation>Spieler, die nicht am Tisch sitzen, erreichen diesen Rechner nur, wenn du Port %1 an deinem Router zu ihm weiterleitest oder einen Proxy wie Caddy davorschaltest (die Anleitung erklärt, wie).</translation>
    </message>
    <message>
        <source>The SHA-256 fingerprint of your certificate (%1):</source>
        <translation>Der SHA-256-Fingerabdruck deines Zertifikats (%1):</translation>
    </message>
    <message>
        <source>The SHA-256 fingerprint of Hexkeeper&apos;s own certificate for this computer:</source>
        <translation>Der SHA-256-Fingerabdruck des eigenen Zertifikats von Hexkeeper für diesen Rechner:</translation>
    </message>
    <message>
        <source>like game.example.org:8421</source>
        <translation>etwa game.example.org:8421</translation>
    </message>
    <message>
        <source>Reverse proxy address:</source>
        <translation>Adresse des Reverse Proxys:</translation>
    </message>
    <message>
        <source>none, or like 127.0.0.1</source>
        <translation>keine, oder etwa 127.0.0.1</translation>
    </message>
    <message>
        <source>The address of a reverse proxy in front of this computer, such as Caddy on this computer or on a small server. Only this address is believed when it says which player a request comes from, so the limits fall on the player and not on the proxy. With it, the server may open beyond the local network without HTTPS of its own: the proxy encrypts. Empty: no proxy.</source>
        <translation>Die Adresse eines Reverse Proxys vor diesem Rechner, etwa Caddy auf diesem Rechner oder auf einem kleinen Server. Nur dieser Adresse wird geglaubt, wenn sie sagt, von welchem Spieler eine Anfrage kommt; so treffen die Grenzen den Spieler und nicht den Proxy. Damit darf der Server ohne eigenes HTTPS über das lokale Netz hinaus offen sein: der Proxy verschlüsselt. Leer: kein Proxy.</translation>
    </message>
    <message>
        <source>Turn on Secure (HTTPS) first, or give the address of the reverse proxy that encrypts for the server: it lets players from outside in only over an encrypted connection.</source>
        <translation>Schalte zuerst Sicher (HTTPS) ein oder gib die Adresse des Reverse Proxys an, der für den Server verschlüsselt: der Server lässt Spieler von außen nur über eine verschlüsselte Verbindung herein.</translation>
    </message>
    <message>
        <source>“%1” is not an IP address a proxy can have. Give the address the proxy connects to this computer from, like 127.0.0.1 when it runs here, or its VPN address such as 100.64.0.2.</source>
        <translation>„%1“ ist keine IP-Adresse, die ein Proxy haben kann. Gib die Adresse an, von der aus der Proxy diesen Rechner erreicht, etwa 127.0.0.1, wenn er hier läuft, oder seine VPN-Adresse wie 100.64.0.2.</translation>
    </message>
    <message>
        <source>The server is open beyond the local network without HTTPS, so it needs the proxy that encrypts for it. Turn on Secure (HTTPS) or close the server to the local network first.</source>
        <translation>Der Server ist ohne HTTPS über das lokale Netz hinaus offen, braucht also den Proxy, der für ihn verschlüsselt. Schalte Sicher (HTTPS) ein oder beschränke den Server zuerst auf das lokale Netz.</translation>
    </message>
    <message>
        <source>Players away from the table come in only through the reverse proxy at %1, which encrypts for this computer; the server turns away anything else from outside that is not encrypted.</source>
        <translation>Spieler, die nicht am Tisch sitzen, kommen nur über den Reverse Proxy unter %1 herein, der für diesen Rechner verschlüsselt; alles andere Unverschlüsselte von außen weist der Server ab.</translation>
    </message>
    <message>
        <source>Opening beyond the local network needs Secure (HTTPS), or a reverse proxy such as Caddy that encrypts for this computer (its address below): the server lets players from outside in only over an encrypted connection.</source>
        <translation>Das Öffnen über das lokale Netz hinaus braucht Sicher (HTTPS) oder einen Reverse Proxy wie Caddy, der für diesen Rechner verschlüsselt (seine Adresse unten): der Server lässt Spieler von außen nur über eine verschlüsselte Verbindung herein.</translation>
    </message>
</context>
<context>
    <name>hk::SourceRef</name>
    <message>
        <source>house rule (no book line)</source>
        <translation>Hausregel (keine Buchzeile)</translation>
    </message>
</context>
<context>
    <name>hk::SourceViewer</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, line %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, Zeile %3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
</context>
<context>
    <name>hk::SpecialResults</name>
    <message>
        <source>table %1: bad special-result row %2 to %3</source>
        <translation>Tabelle %1: fehlerhafte Sonderergebnis-Zeile %2 bis %3</translation>
    </message>
    <message>
        <source>triple effect</source>
        <translation>dreifache Wirkung</translation>
    </message>
    <message>
        <source>double effect</source>
        <translation>doppelte Wirkung</translation>
    </message>
    <message>
        <source>automatic hit</source>
        <translation>automatischer Treffer</translation>
    </message>
    <message>
        <source>automatic miss</source>
        <translation>automatischer Fehlschlag</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>bad fumble</source>
        <translation>schwerer Patzer</translation>
    </message>
    <message>
        <source>weapon dropped</source>
        <translation>Waffe fallen gelassen</translation>
    </message>
    <message>
        <source>weapon broken</source>
        <translation>Waffe zerbrochen</translation>
    </message>
    <message>
        <source>double damage</source>
        <translation>doppelter Schaden</translation>
    </message>
    <message>
        <source>triple damage</source>
        <translation>dreifacher Schaden</translation>
    </message>
</context>
<context>
    <name>hk::SpellLearning</name>
    <message>
        <source>These rules have no way of learning called “%1”.</source>
        <translation>Diese Regeln kennen keinen Lernweg namens „%1“.</translation>
    </message>
    <message>
        <source>There is no spell “%1” in the library.</source>
        <translation>In der Bibliothek gibt es keinen Zauber „%1“.</translation>
    </message>
    <message>
        <source>The formula gives %1; the book sets no minimum, so Hexkeeper counts one %2.</source>
        <translation>Die Formel ergibt %1; das Buch setzt kein Minimum, daher rechnet Hexkeeper mit 1 %2.</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>The book leaves the teacher&apos;s weekly pay to Guild rates; $%1 a week was agreed.</source>
        <translation>Das Buch überlässt den Wochenlohn des Lehrers den Sätzen der Gilde; vereinbart wurden $%1 pro Woche.</translation>
    </message>
    <message>
        <source>%1 already knows %2.</source>
        <translation>%1 kennt %2 bereits.</translation>
    </message>
    <message>
        <source>%1 is an IQ %2 spell; %3 has IQ %4.</source>
        <translation>%1 ist ein IQ-%2-Zauber; %3 hat IQ %4.</translation>
    </message>
    <message>
        <source>%1 teaches only spells up to IQ %2; %3 is IQ %4.</source>
        <translation>%1 lehrt nur Zauber bis IQ %2; %3 hat IQ %4.</translation>
    </message>
    <message>
        <source>%1 has no room for another spell (%2 of %3 used).</source>
        <translation>%1 hat keinen Platz für einen weiteren Zauber (%2 von %3 belegt).</translation>
    </message>
</context>
<context>
    <name>hk::SpellPicker</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Min INT</source>
        <translation>Min. INT</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Find a skill to add…</source>
        <translation>Fertigkeit zum Hinzufügen suchen…</translation>
    </message>
    <message>
        <source>Find a spell to add…</source>
        <translation>Zauber zum Hinzufügen suchen…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (wizard %2)</source>
        <translation>%1 (Zauberer %2)</translation>
    </message>
    <message>
        <source>%1 — not allowed</source>
        <translation>%1 — nicht erlaubt</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n Fertigkeit</numerusform>
            <numerusform>%n Fertigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spell(s)</source>
        <translation>
            <numerusform>%n Zauber</numerusform>
            <numerusform>%n Zauber</numerusform>
        </translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>%1
Cost: %2</source>
        <translation>%1
Kosten: %2</translation>
    </message>
    <message>
        <source>needs %1 %2</source>
        <translation>erfordert %1 %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1
Not yet: %2 (this character has %3 %4).</source>
        <translation>%1
Noch nicht: %2 (diese Figur hat %3 %4).</translation>
    </message>
</context>
<context>
    <name>hk::SpellSideEffects</name>
    <message>
        <source>keeps its feet</source>
        <translation>bleibt auf den Beinen</translation>
    </message>
    <message>
        <source>%1 keeps its feet against %2 (%3 against %4).</source>
        <translation>%1 bleibt gegen %2 auf den Beinen (%3 gegen %4).</translation>
    </message>
    <message>
        <source>%1 trips %2 (%3 against %4).</source>
        <translation>%1 wirft %2 um (%3 gegen %4).</translation>
    </message>
    <message>
        <source>%1 is down before acting and loses this turn&apos;s action.</source>
        <translation>%1 liegt am Boden, bevor er handelt, und verliert die Aktion dieser Runde.</translation>
    </message>
    <message>
        <source>%1&apos;s damage</source>
        <translation>Schaden von %1</translation>
    </message>
    <message>
        <source>%1 on %2 strikes %3 for %4.</source>
        <translation>%1 auf %2 trifft %3 für %4.</translation>
    </message>
    <message>
        <source>%1 unmakes the %2 at %3.</source>
        <translation>%1 löst %2 auf %3 auf.</translation>
    </message>
    <message>
        <source>nothing of it is left.</source>
        <translation>nichts davon ist übrig.</translation>
    </message>
    <message>
        <source>%1 is confused down to IQ %2 and cannot cast %3, which needs IQ %4 (spells already going may still be kept up).</source>
        <translation>%1 ist bis auf IQ %2 verwirrt und kann %3 nicht wirken, das IQ %4 braucht (laufende Zauber dürfen weiter aufrechterhalten werden).</translation>
    </message>
</context>
<context>
    <name>hk::SpellSpecials</name>
    <message>
        <source>%1 vanishes as %2 lands in it.</source>
        <translation>%1 verschwindet, als %2 darin landet.</translation>
    </message>
    <message>
        <source>%1 blinks from %2 to %3.</source>
        <translation>%1 springt von %2 nach %3.</translation>
    </message>
    <message>
        <source>landing inside a wall</source>
        <translation>landet in einer Mauer</translation>
    </message>
    <message>
        <source>%1 landing inside it</source>
        <translation>%1 landet darin</translation>
    </message>
    <message>
        <source>landing inside %1</source>
        <translation>landet in %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 puts out every light in %2 for %n turn(s).</source>
        <translation>
            <numerusform>%1 löscht jedes Licht in %2 für %n Runde.</numerusform>
            <numerusform>%1 löscht jedes Licht in %2 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no effect on %2.</source>
        <translation>%1 wirkt nicht auf %2.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 stops it.</source>
        <translation>%2 von %1 hält ihn auf.</translation>
    </message>
    <message>
        <source>%1 is struck by %2 and bursts: it was an image.</source>
        <translation>%1 wird von %2 getroffen und zerplatzt: Es war ein Abbild.</translation>
    </message>
    <message>
        <source>%1 pits %2&apos;s ST %3 against %4&apos;s ST %5: each loses %6.</source>
        <translation>%1 misst die ST %3 von %2 an der ST %5 von %4: jeder verliert %6.</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message numerus="yes">
        <source>%1 gains %2 %3 from %4 for %n turn(s).</source>
        <translation>
            <numerusform>%1 erhält %2 %3 von %4 für %n Runde.</numerusform>
            <numerusform>%1 erhält %2 %3 von %4 für %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 comes round.</source>
        <translation>%1 kommt wieder zu sich.</translation>
    </message>
    <message>
        <source>Say which attribute %1 raises: ST, DX or IQ.</source>
        <translation>Sag, welches Attribut %1 erhöht: ST, DX oder IQ.</translation>
    </message>
    <message>
        <source>%1 is not on the map.</source>
        <translation>%1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>Say which hex %1 takes the caster to.</source>
        <translation>Sag, auf welches Feld %1 den Zaubernden bringt.</translation>
    </message>
    <message>
        <source>Say which hexes %1 darkens.</source>
        <translation>Sag, welche Felder %1 verdunkelt.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 nullifies it; the caster still pays in full.</source>
        <translation>%1s %2 hebt ihn auf; der Zaubernde zahlt trotzdem voll.</translation>
    </message>
    <message>
        <source>Reverse Missiles on %1 turns %2 back on %3.</source>
        <translation>Geschossumkehr auf %1 lenkt %2 auf %3 zurück.</translation>
    </message>
</context>
<context>
    <name>hk::SpellStudies</name>
    <message>
        <source>%1 already knows %2.</source>
        <translation>%1 kennt %2 bereits.</translation>
    </message>
    <message>
        <source>%1 is already learning %2.</source>
        <translation>%1 lernt bereits %2.</translation>
    </message>
    <message>
        <source>%1 is already studying full time; %2 needs the whole week too.</source>
        <translation>%1 lernt bereits in Vollzeit; %2 braucht ebenfalls die ganze Woche.</translation>
    </message>
    <message>
        <source>The four ways of learning a spell belong to Advanced Wizard; %1 is not a Fantasy Trip character.</source>
        <translation>Die vier Wege, einen Zauber zu lernen, gehören zu Advanced Wizard; %1 ist keine Figur für The Fantasy Trip.</translation>
    </message>
    <message>
        <source>%1 cannot start learning: %2</source>
        <translation>%1 kann nicht mit dem Lernen beginnen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 starts %2</source>
        <translation>%1 beginnt %2</translation>
    </message>
    <message>
        <source>“%1” has already ended (%2).</source>
        <translation>„%1“ ist bereits beendet (%2).</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>%1 abbrechen</translation>
    </message>
    <message>
        <source>%1 cannot start learning: %2 is due now and %1 holds %3.</source>
        <translation>%1 kann nicht mit dem Lernen beginnen: %2 ist jetzt fällig, und %1 hat %3.</translation>
    </message>
    <message>
        <source>“%1” is not halted (%2).</source>
        <translation>„%1“ ist nicht angehalten (%2).</translation>
    </message>
    <message>
        <source>The week&apos;s pay of %1 is due on resuming, and the purse holds %2.</source>
        <translation>Beim Fortsetzen ist der Wochenlohn von %1 fällig, und die Börse enthält %2.</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 fortsetzen</translation>
    </message>
    <message>
        <source>Start learning</source>
        <translation>Lernen beginnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>hk::SqlTransaction</name>
    <message>
        <source>Another program is writing this campaign and has not finished in time; nothing was changed. Try again in a moment.</source>
        <translation>Ein anderes Programm schreibt gerade in diese Kampagne und ist nicht rechtzeitig fertig geworden; nichts wurde verändert. Bitte gleich noch einmal versuchen.</translation>
    </message>
</context>
<context>
    <name>hk::StartPage</name>
    <message>
        <source>&lt;h1&gt;Hexkeeper&lt;/h1&gt;&lt;p&gt;Keep your Fantasy Trip campaign: characters, spells, workshops and fights, in one campaign file.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Hexkeeper&lt;/h1&gt;&lt;p&gt;Führe deine Kampagne für The Fantasy Trip: Figuren, Zauber, Werkstätten und Kämpfe, in einer Kampagnendatei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Neue Kampagne…</translation>
    </message>
    <message>
        <source>Choose a ruleset and start a calendar.</source>
        <translation>Wähle ein Regelwerk und beginne einen Kalender.</translation>
    </message>
    <message>
        <source>Open campaign…</source>
        <translation>Kampagne öffnen…</translation>
    </message>
    <message>
        <source>Open a .hkc campaign file.</source>
        <translation>Eine .hkc-Kampagnendatei öffnen.</translation>
    </message>
    <message>
        <source>Open the demo campaign</source>
        <translation>Die Demo-Kampagne öffnen</translation>
    </message>
    <message>
        <source>A small Advanced Wizard campaign to look around in.</source>
        <translation>Eine kleine Kampagne für Advanced Wizard zum Umschauen.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Recent campaigns&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Zuletzt geöffnete Kampagnen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <source>Open the latest campaign when Hexkeeper starts</source>
        <translation>Beim Start von Hexkeeper die zuletzt genutzte Kampagne öffnen</translation>
    </message>
</context>
<context>
    <name>hk::StartProjectDialog</name>
    <message>
        <source>New workshop project</source>
        <translation>Neues Werkstatt-Vorhaben</translation>
    </message>
    <message>
        <source>as printed</source>
        <translation>wie gedruckt</translation>
    </message>
    <message>
        <source>Notes A and B: the strength wanted (DX +5 → 5); Note C: the version (1 or 2).</source>
        <translation>Anmerkungen A und B: die gewünschte Stärke (DX +5 → 5); Anmerkung C: die Fassung (1 oder 2).</translation>
    </message>
    <message>
        <source>Lead wizard</source>
        <translation>Leitender Zauberer</translation>
    </message>
    <message>
        <source>Lead&apos;s laboratory</source>
        <translation>Labor des Leiters</translation>
    </message>
    <message>
        <source>Recipe</source>
        <translation>Rezept</translation>
    </message>
    <message>
        <source>Strength / version</source>
        <translation>Stärke / Fassung</translation>
    </message>
    <message>
        <source>Self-powered ST/turn</source>
        <translation>Selbstversorgt ST/Runde</translation>
    </message>
    <message>
        <source>Item size (hexes)</source>
        <translation>Größe des Gegenstands (Felder)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>New item&apos;s name</source>
        <translation>Name des neuen Gegenstands</translation>
    </message>
    <message>
        <source>New item&apos;s own worth</source>
        <translation>Eigenwert des neuen Gegenstands</translation>
    </message>
    <message>
        <source>The lead&apos;s purse</source>
        <translation>Börse des Leiters</translation>
    </message>
    <message>
        <source>The party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>Other wizards</source>
        <translation>Weitere Zauberer</translation>
    </message>
    <message>
        <source>Apprentices</source>
        <translation>Lehrlinge</translation>
    </message>
    <message>
        <source>Hired apprentices</source>
        <translation>Angeheuerte Lehrlinge</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>Wer zahlt</translation>
    </message>
    <message>
        <source>Charm bonus</source>
        <translation>Glücksbringer-Bonus</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>(choose a laboratory)</source>
        <translation>(Labor wählen)</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <source>A new item</source>
        <translation>Ein neuer Gegenstand</translation>
    </message>
    <message>
        <source>%1 (%2 spells)</source>
        <translation>%1 (%2 Zauber)</translation>
    </message>
    <message>
        <source>Spell %1 on the item, made with %2.</source>
        <translation>Zauber %1 auf dem Gegenstand, hergestellt mit %2.</translation>
    </message>
    <message>
        <source>Wizards: %1 required, %2 on the team; %3 weeks of work, %4 on the calendar (a roll every %5 week(s)).</source>
        <translation>Zauberer: %1 erforderlich, %2 im Team; %3 Wochen Arbeit, %4 im Kalender (ein Wurf alle %5 Woche(n)).</translation>
    </message>
    <message>
        <source>ST/day per wizard: %1; apprentices needed: %2.</source>
        <translation>ST/Tag je Zauberer: %1; benötigte Lehrlinge: %2.</translation>
    </message>
    <message>
        <source>Each week up to %1 (wages and ingredients); %2 in all if every roll is made.</source>
        <translation>Pro Woche bis zu %1 (Löhne und Zutaten); insgesamt %2, wenn jeder Wurf gelingt.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Special ingredients each week: %1.</source>
        <translation>Besondere Zutaten pro Woche: %1.</translation>
    </message>
    <message>
        <source>Starts from: %1.</source>
        <translation>Ausgangsstück: %1.</translation>
    </message>
    <message>
        <source>The spell adds %1; the finished item is worth %2.</source>
        <translation>Der Zauber fügt %1 hinzu; der fertige Gegenstand ist %2 wert.</translation>
    </message>
    <message>
        <source>Take potions from the payer&apos;s stock</source>
        <translation>Tränke aus dem Vorrat des Zahlenden nehmen</translation>
    </message>
    <message>
        <source>The potion doses the recipe uses each week come out of the payer&apos;s potion stock instead of being bought; a week the stock cannot cover halts the project.</source>
        <translation>Die Trankdosen, die das Rezept jede Woche verbraucht, kommen aus dem Trankvorrat des Zahlenden, statt gekauft zu werden; eine Woche, die der Vorrat nicht decken kann, hält das Vorhaben an.</translation>
    </message>
    <message>
        <source>The first week&apos;s potions, worth %1, come from the payer&apos;s stock instead; a week it cannot cover halts the work.</source>
        <translation>Die Tränke der ersten Woche im Wert von %1 kommen stattdessen aus dem Vorrat des Zahlenden; eine Woche, die er nicht decken kann, hält die Arbeit an.</translation>
    </message>
    <message>
        <source>We have the book of instructions</source>
        <translation>Wir haben das Anleitungsbuch</translation>
    </message>
    <message>
        <source>Lesser and Greater Magic Item Creation work from the book of instructions for the particular item, five pages for each week of work (l.1173, l.307). Tick it once the team has the book.</source>
        <translation>Niedere und Höhere Erschaffung magischer Gegenstände arbeiten mit dem Anleitungsbuch für den jeweiligen Gegenstand, fünf Seiten je Arbeitswoche (l.1173, l.307). Ankreuzen, sobald das Team das Buch hat.</translation>
    </message>
    <message>
        <source>We have the book of instructions (%1 pages)</source>
        <translation>Wir haben das Anleitungsbuch (%1 Seiten)</translation>
    </message>
</context>
<context>
    <name>hk::StatBlockCli</name>
    <message>
        <source>--statblock writes the published shape, or with the word foundry the shape Foundry VTT imports; “%1” is neither</source>
        <translation>--statblock schreibt die veröffentlichte Form oder mit dem Wort foundry die Form, die Foundry VTT einliest; „%1“ ist keins von beiden</translation>
    </message>
</context>
<context>
    <name>hk::StatBlockReader</name>
    <message>
        <source>“%1”: no ST, DX or IQ found.</source>
        <translation>„%1“: kein ST, DX oder IQ gefunden.</translation>
    </message>
    <message>
        <source>“%1”: the block gives no name.</source>
        <translation>„%1“: der Block nennt keinen Namen.</translation>
    </message>
    <message>
        <source>%1: the block gives no %2.</source>
        <translation>%1: der Block nennt kein %2.</translation>
    </message>
    <message>
        <source>%1: “%2” not understood</source>
        <translation>%1: „%2“ nicht verstanden</translation>
    </message>
    <message>
        <source>“%1” was not understood.</source>
        <translation>„%1“ wurde nicht verstanden.</translation>
    </message>
    <message>
        <source>%1: “%2” is not a race or creature in the library</source>
        <translation>%1: „%2“ ist kein Volk und keine Kreatur in der Bibliothek</translation>
    </message>
    <message>
        <source>Imported description “%1” was not understood.</source>
        <translation>Die importierte Beschreibung „%1“ wurde nicht verstanden.</translation>
    </message>
    <message>
        <source>%1: spell “%2” not in the library</source>
        <translation>%1: Zauber „%2“ nicht in der Bibliothek</translation>
    </message>
    <message>
        <source>Spell “%1” was not found in the library.</source>
        <translation>Der Zauber „%1“ wurde in der Bibliothek nicht gefunden.</translation>
    </message>
    <message>
        <source>%1: “%2” on %3 not understood</source>
        <translation>%1: „%2“ bei %3 nicht verstanden</translation>
    </message>
    <message>
        <source>“%1” on %2 was not understood.</source>
        <translation>„%1“ bei %2 wurde nicht verstanden.</translation>
    </message>
    <message>
        <source>%1: %2 %3 is beyond the limit of %4.</source>
        <translation>%1: %2 %3 liegt über der Grenze von %4.</translation>
    </message>
    <message>
        <source>%1: “%2: %3” not understood as a number</source>
        <translation>%1: „%2: %3“ nicht als Zahl verstanden</translation>
    </message>
    <message>
        <source>%1: “%2” follows no armor</source>
        <translation>%1: „%2“ folgt auf keine Rüstung</translation>
    </message>
    <message>
        <source>“%1” was given without the armor it belongs to.</source>
        <translation>„%1“ wurde ohne die Rüstung angegeben, zu der es gehört.</translation>
    </message>
    <message>
        <source>%1: “%2” has gear details but is not among the weapons or armor</source>
        <translation>%1: „%2“ hat Ausrüstungsangaben, ist aber keine der Waffen oder Rüstungen</translation>
    </message>
    <message>
        <source>Details for “%1” were given, but it is not among the weapons or armor.</source>
        <translation>Für „%1“ wurden Angaben gemacht, aber es ist keine der Waffen oder Rüstungen.</translation>
    </message>
    <message>
        <source>Age %1.</source>
        <translation>Alter %1.</translation>
    </message>
    <message>
        <source>MA %1 (%2).</source>
        <translation>BW %1 (%2).</translation>
    </message>
</context>
<context>
    <name>hk::StudiesPanel</name>
    <message>
        <source>Learn a spell…</source>
        <translation>Zauber lernen…</translation>
    </message>
    <message>
        <source>Cancel study</source>
        <translation>Studium abbrechen</translation>
    </message>
    <message>
        <source>The campaign&apos;s rules have no ways of learning spells (Advanced Wizard has four).</source>
        <translation>Die Regeln der Kampagne kennen keine Wege, Zauber zu lernen (Advanced Wizard hat vier).</translation>
    </message>
    <message>
        <source>Choose a character to see what it is learning.</source>
        <translation>Wähle eine Figur, um zu sehen, was sie lernt.</translation>
    </message>
    <message>
        <source>Not learning anything. Advancing the calendar completes a study when it falls due.</source>
        <translation>Lernt gerade nichts. Das Vorrücken des Kalenders schließt ein Studium ab, wenn es fällig wird.</translation>
    </message>
    <message>
        <source>Advancing the calendar completes each study when it falls due.</source>
        <translation>Das Vorrücken des Kalenders schließt jedes Studium ab, wenn es fällig wird.</translation>
    </message>
    <message>
        <source>Cannot cancel</source>
        <translation>Abbrechen nicht möglich</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Go on with a study halted for want of money: the week is paid now.</source>
        <translation>Ein mangels Geld angehaltenes Studium fortsetzen: die Woche wird jetzt bezahlt.</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
</context>
<context>
    <name>hk::TableDiceEntry</name>
    <message>
        <source>Table dice</source>
        <translation>Tischwürfel</translation>
    </message>
    <message>
        <source>Roll %1d%2 for %3.
Type the faces (e.g. 3 5 6) or the total:</source>
        <translation>Würfle %1W%2 für %3.
Gib die Augen (z. B. 3 5 6) oder die Summe ein:</translation>
    </message>
    <message>
        <source>this roll</source>
        <translation>diesen Wurf</translation>
    </message>
</context>
<context>
    <name>hk::TableDiceRoller</name>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a face of a d%2</source>
        <translation>%1 ist keine Augenzahl eines W%2</translation>
    </message>
    <message>
        <source>%1 cannot be rolled on %2d%3 (possible: %4 to %5)</source>
        <translation>%1 kann mit %2W%3 nicht gewürfelt werden (möglich: %4 bis %5)</translation>
    </message>
    <message>
        <source>type the total or all %1 faces</source>
        <translation>gib die Summe oder alle %1 Augenzahlen ein</translation>
    </message>
    <message>
        <source>the GM cancelled the roll for %1</source>
        <translation>der SL hat den Wurf für %1 abgebrochen</translation>
    </message>
    <message>
        <source>no valid dice entered for %1: %2</source>
        <translation>keine gültigen Würfel für %1 eingegeben: %2</translation>
    </message>
</context>
<context>
    <name>hk::TeamPanel</name>
    <message>
        <source>Figures:</source>
        <translation>Figuren:</translation>
    </message>
    <message>
        <source>Beginning points:</source>
        <translation>Startpunkte:</translation>
    </message>
    <message>
        <source>Bonus points:</source>
        <translation>Bonuspunkte:</translation>
    </message>
    <message>
        <source>Long game (%1 figures, %2 points)</source>
        <translation>Langes Spiel (%1 Figuren, %2 Punkte)</translation>
    </message>
    <message>
        <source>Teams are for the mass-combat option pack, which this campaign does not use.</source>
        <translation>Teams gehören zum Massenkampf-Zusatzpaket, das diese Kampagne nicht verwendet.</translation>
    </message>
    <message>
        <source>Select a team figure: its party is checked as a mass-combat team.</source>
        <translation>Wähle eine Team-Figur: ihre Gruppe wird als Massenkampf-Team geprüft.</translation>
    </message>
    <message>
        <source>%1 is in no party. Put the figures of a team in one party to check them together.</source>
        <translation>%1 ist in keiner Gruppe. Stelle die Figuren eines Teams in eine Gruppe, um sie gemeinsam zu prüfen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Team “%1”&lt;/b&gt; is legal.</source>
        <translation>&lt;b&gt;Team „%1“&lt;/b&gt; ist gültig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Team “%1”&lt;/b&gt; is not legal.</source>
        <translation>&lt;b&gt;Team „%1“&lt;/b&gt; ist nicht gültig.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 (the races&apos; totals, out of a budget of %2)</source>
        <translation>%1 (Summen der Völker, bei einem Budget von %2)</translation>
    </message>
    <message>
        <source>%1 spent of %2 available</source>
        <translation>%1 von %2 verfügbaren ausgegeben</translation>
    </message>
</context>
<context>
    <name>hk::TeamRules</name>
    <message>
        <source>A team has %1 figures; this one has %2.</source>
        <translation>Ein Team hat %1 Figuren; dieses hat %2.</translation>
    </message>
    <message>
        <source>%1 is not a mass-combat team figure.</source>
        <translation>%1 ist keine Figur eines Massenkampf-Teams.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The figures use %1 bonus points, but the team has only %2 (%3 less %4 beginning points).</source>
        <translation>Die Figuren verwenden %1 Bonuspunkte, aber das Team hat nur %2 (%3 abzüglich %4 Startpunkte).</translation>
    </message>
    <message>
        <source>%1 of %2 bonus points are not spent yet.</source>
        <translation>%1 von %2 Bonuspunkten sind noch nicht ausgegeben.</translation>
    </message>
    <message>
        <source>A team may have at most %1 of the %2; this one has %3.</source>
        <translation>Ein Team darf höchstens %1 vom Volk „%2“ haben; dieses hat %3.</translation>
    </message>
    <message>
        <source>%1 suits of fine plate, but %2 men allow %3 (one for every %4).</source>
        <translation>%1 feine Plattenpanzer, aber %2 Menschen erlauben %3 (einen je %4).</translation>
    </message>
    <message numerus="yes">
        <source>A team may carry %n pole weapon(s) (house rule); this one has %1 (%2).</source>
        <translation>
            <numerusform>Eine Mannschaft darf %n Stangenwaffe tragen (Hausregel); diese hat %1 (%2).</numerusform>
            <numerusform>Eine Mannschaft darf %n Stangenwaffen tragen (Hausregel); diese hat %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::TerminalProgress</name>
    <message>
        <source>%1: %2 of %3 (%4%)</source>
        <translation>%1: %2 von %3 (%4 %)</translation>
    </message>
</context>
<context>
    <name>hk::TftCharacterRules</name>
    <message>
        <source>The character needs a name.</source>
        <translation>Die Figur braucht einen Namen.</translation>
    </message>
    <message>
        <source>Choose a race for %1.</source>
        <translation>Wähle ein Volk für %1.</translation>
    </message>
    <message>
        <source>The race “%1” is not in these rules.</source>
        <translation>Das Volk „%1“ gibt es in diesen Regeln nicht.</translation>
    </message>
    <message>
        <source>A Fantasy Trip character is a wizard or a hero, not “%1”.</source>
        <translation>Eine Figur in The Fantasy Trip ist ein Zauberer oder ein Held, nicht „%1“.</translation>
    </message>
    <message>
        <source>MA cannot be negative (%1).</source>
        <translation>MA kann nicht negativ sein (%1).</translation>
    </message>
    <message>
        <source>Talents and languages cannot take a negative amount of IQ (%1).</source>
        <translation>Talente und Sprachen können keinen negativen IQ-Betrag belegen (%1).</translation>
    </message>
    <message>
        <source>%1 DX when %2 (%3)</source>
        <translation>%1 DX, wenn %2 (%3)</translation>
    </message>
    <message>
        <source>%1 DX to hit with %2: a wizard is untrained with weapons other than staff and dagger</source>
        <translation>%1 DX auf Trefferwürfe mit %2: ein Zauberer ist nur mit Stab und Dolch geübt</translation>
    </message>
    <message>
        <source>%1 DX on spells: %2 is %3</source>
        <translation>%1 DX beim Zaubern: %2 ist aus %3</translation>
    </message>
    <message>
        <source>%1 DX casting spells from memory (not a wizard)</source>
        <translation>%1 DX beim Zaubern aus dem Gedächtnis (kein Zauberer)</translation>
    </message>
    <message>
        <source>MA %1 in %2</source>
        <translation>MA %1 in %2</translation>
    </message>
    <message>
        <source>%1: %2 DX from the book&apos;s “%3” (l.%4)</source>
        <translation>%1: %2 DX aus „%3“ im Buch (Z. %4)</translation>
    </message>
    <message>
        <source>%1: what the book prints for “%2” is lost (l.%3); give its numbers in the builder</source>
        <translation>%1: was das Buch für „%2“ angibt, ist verloren (l.%3); gib die Zahlen in der Erstellung an</translation>
    </message>
    <message>
        <source>%1: DX %2, stops %3, the GM&apos;s numbers for “%4” (l.%5)</source>
        <translation>%1: DX %2, hält %3 ab, die Zahlen des SL für „%4“ (l.%5)</translation>
    </message>
</context>
<context>
    <name>hk::TftFacts</name>
    <message>
        <source>staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>dagger</source>
        <translation>Dolch</translation>
    </message>
</context>
<context>
    <name>hk::Timeline</name>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>rent due</source>
        <translation>Miete fällig</translation>
    </message>
    <message>
        <source>upkeep due</source>
        <translation>Unterhalt fällig</translation>
    </message>
</context>
<context>
    <name>hk::TimelinePanel</name>
    <message>
        <source>Show ended</source>
        <translation>Beendete zeigen</translation>
    </message>
    <message>
        <source>Also show finished, cancelled and failed work.</source>
        <translation>Auch abgeschlossene, abgebrochene und gescheiterte Arbeiten zeigen.</translation>
    </message>
    <message>
        <source>Player view</source>
        <translation>Spieleransicht</translation>
    </message>
    <message>
        <source>Hide everything GM-only, as the players would see it.</source>
        <translation>Alles, was nur für den SL ist, ausblenden, so wie die Spieler es sehen würden.</translation>
    </message>
    <message>
        <source>Zoom the calendar scale</source>
        <translation>Kalendermaßstab zoomen</translation>
    </message>
    <message>
        <source>Zoom:</source>
        <translation>Zoom:</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Zurückstellen</translation>
    </message>
    <message>
        <source>Pause the chosen work; the calendar skips it until it is resumed.</source>
        <translation>Die gewählte Arbeit pausieren; der Kalender überspringt sie, bis sie fortgesetzt wird.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Take the chosen work up again; its end moves back by the days lost.</source>
        <translation>Die gewählte Arbeit wieder aufnehmen; ihr Ende verschiebt sich um die verlorenen Tage.</translation>
    </message>
    <message>
        <source>Cancel…</source>
        <translation>Abbrechen…</translation>
    </message>
    <message>
        <source>Give the chosen work up for good.</source>
        <translation>Die gewählte Arbeit endgültig aufgeben.</translation>
    </message>
    <message>
        <source>Advance time…</source>
        <translation>Zeit vorrücken…</translation>
    </message>
    <message>
        <source>Move the calendar forward and resolve everything that falls due (Ctrl+T).</source>
        <translation>Den Kalender vorrücken und alles erledigen, was fällig wird (Ctrl+T).</translation>
    </message>
    <message>
        <source>Falls due next</source>
        <translation>Als Nächstes fällig</translation>
    </message>
    <message>
        <source>Choose a bar to see its week-by-week history.</source>
        <translation>Wähle einen Balken, um seinen Verlauf Woche für Woche zu sehen.</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>%1 — %2: %3 (%4)</source>
        <translation>%1 — %2: %3 (%4)</translation>
    </message>
    <message>
        <source>[GM] </source>
        <translation>[SL] </translation>
    </message>
    <message>
        <source>Nothing falls due.</source>
        <translation>Nichts wird fällig.</translation>
    </message>
    <message>
        <source>%1 — %2, %3 to %4</source>
        <translation>%1 — %2, %3 bis %4</translation>
    </message>
    <message>
        <source>%1 dice: %2 = %3</source>
        <translation>%1 Würfel: %2 = %3</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Give this work up for good? (Undo brings it back.)</source>
        <translation>Diese Arbeit endgültig aufgeben? (Rückgängig holt sie zurück.)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>nicht bezahlt</translation>
    </message>
</context>
<context>
    <name>hk::TlsIdentity</name>
    <message>
        <source>Another Hexkeeper is making the certificate in %1. Try again in a moment.</source>
        <translation>Ein anderes Hexkeeper erstellt gerade das Zertifikat in %1. Versuche es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>hk::TrackerPanel</name>
    <message>
        <source>Figures move in the movement phase; the fight is in the %1 phase.</source>
        <translation>Figuren bewegen sich in der Bewegungsphase; der Kampf ist in der Phase „%1“.</translation>
    </message>
    <message>
        <source>Click the hex for %1.</source>
        <translation>Klicke das Feld für %1 an.</translation>
    </message>
    <message>
        <source>No enemy on the map for %1 to disbelieve.</source>
        <translation>Kein Feind auf der Karte, den %1 anzweifeln könnte.</translation>
    </message>
    <message>
        <source>%1 disbelieves</source>
        <translation>%1 zweifelt an</translation>
    </message>
    <message>
        <source>Which figure does %1 think is not real? (rolled in secret)</source>
        <translation>Welche Figur hält %1 für nicht echt? (geheim gewürfelt)</translation>
    </message>
    <message>
        <source>Click the hex %1 is pushed into.</source>
        <translation>Klicke das Feld an, in das %1 gedrängt wird.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>GM ▾</source>
        <translation>SL ▾</translation>
    </message>
    <message>
        <source>The GM&apos;s overrides on the selected figure: hits, posture, conditions, hiding, who acts next.</source>
        <translation>Eingriffe des SL bei der gewählten Figur: Treffer, Haltung, Zustände, Verbergen, wer als Nächstes handelt.</translation>
    </message>
    <message>
        <source>Who wins?</source>
        <translation>Wer gewinnt?</translation>
    </message>
    <message>
        <source>The selected figure against an enemy you pick, as a stand-up fight of blows only.</source>
        <translation>Die gewählte Figur gegen einen Feind deiner Wahl, als offener Schlagabtausch nur mit Hieben.</translation>
    </message>
    <message>
        <source>End fight…</source>
        <translation>Kampf beenden…</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Initiative würfeln</translation>
    </message>
    <message>
        <source>moves first</source>
        <translation>zieht zuerst</translation>
    </message>
    <message>
        <source>The winner of the initiative may let another side move first.</source>
        <translation>Der Gewinner der Initiative darf eine andere Seite zuerst ziehen lassen.</translation>
    </message>
    <message>
        <source>Option:</source>
        <translation>Option:</translation>
    </message>
    <message>
        <source>The figure&apos;s option this turn; it may change after moving where the rules allow.</source>
        <translation>Die Option der Figur in dieser Runde; sie kann sich nach der Bewegung ändern, wo die Regeln es erlauben.</translation>
    </message>
    <message>
        <source>Attack…</source>
        <translation>Angriff…</translation>
    </message>
    <message>
        <source>Cast…</source>
        <translation>Zaubern…</translation>
    </message>
    <message>
        <source>Disbelieve…</source>
        <translation>Anzweifeln…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>The figure does nothing else this turn (it defends, dodges, stands up or waits).</source>
        <translation>Die Figur tut in dieser Runde nichts weiter (sie pariert, weicht aus, steht auf oder wartet).</translation>
    </message>
    <message>
        <source>Forced retreat…</source>
        <translation>Erzwungener Rückzug…</translation>
    </message>
    <message>
        <source>A figure that hurt an enemy with a blow this turn and took no hits may push it back one hex.</source>
        <translation>Eine Figur, die in dieser Runde einen Feind mit einem Hieb verletzt und selbst keine Treffer erlitten hat, darf ihn ein Feld zurückdrängen.</translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
    </message>
    <message>
        <source>Turn %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>Roll initiative: the winning side chooses who moves first.</source>
        <translation>Initiative würfeln: die siegreiche Seite wählt, wer zuerst zieht.</translation>
    </message>
    <message>
        <source>Side %1 won the initiative.</source>
        <translation>Seite %1 hat die Initiative gewonnen.</translation>
    </message>
    <message>
        <source>Each caster renews his continuing spells or lets them go; unpaid spells end before movement.</source>
        <translation>Jeder Zaubernde erneuert seine andauernden Zauber oder lässt sie enden; unbezahlte Zauber enden vor der Bewegung.</translation>
    </message>
    <message>
        <source>Side %1 moves (order of sides: %2).</source>
        <translation>Seite %1 bewegt sich (Reihenfolge der Seiten: %2).</translation>
    </message>
    <message>
        <source>Next to act: %1 (adjusted DX %2).</source>
        <translation>Als Nächstes handelt: %1 (angepasste DX %2).</translation>
    </message>
    <message>
        <source>Everyone has acted: go on to the forced retreats.</source>
        <translation>Alle haben gehandelt: weiter zu den erzwungenen Rückzügen.</translation>
    </message>
    <message>
        <source>Winners of a blow may push their enemy back; then the turn ends.</source>
        <translation>Wer mit einem Hieb verletzt hat, darf seinen Feind zurückdrängen; dann endet die Runde.</translation>
    </message>
    <message>
        <source>Wounds and fatigue have gone back to the characters.</source>
        <translation>Wunden und Erschöpfung stehen wieder bei den Figuren.</translation>
    </message>
    <message>
        <source>No figure selected</source>
        <translation>Keine Figur gewählt</translation>
    </message>
    <message>
        <source>Click a figure on the map or in the list.</source>
        <translation>Klicke eine Figur auf der Karte oder in der Liste an.</translation>
    </message>
    <message>
        <source>%1 does nothing this turn; the next figure is proposed.</source>
        <translation>%1 tut in dieser Runde nichts; die nächste Figur wird vorgeschlagen.</translation>
    </message>
    <message>
        <source>Ends this phase and begins the next.</source>
        <translation>Beendet diese Phase und beginnt die nächste.</translation>
    </message>
    <message>
        <source>Experience…</source>
        <translation>Erfahrung…</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>%1 by %2: %3 ST</source>
        <translation>%1 von %2: %3 ST</translation>
    </message>
    <message>
        <source>%1 by %2 on %3: %4 ST</source>
        <translation>%1 von %2 auf %3: %4 ST</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>bezahlt</translation>
    </message>
    <message>
        <source>Renew</source>
        <translation>Erneuern</translation>
    </message>
    <message>
        <source>Let go</source>
        <translation>Enden lassen</translation>
    </message>
    <message>
        <source>No continuing spell to renew.</source>
        <translation>Kein andauernder Zauber zu erneuern.</translation>
    </message>
    <message>
        <source>choose an option</source>
        <translation>wähle eine Option</translation>
    </message>
    <message numerus="yes">
        <source>Drag it on the map (%n hex(es) left); right-click a neighbouring hex to turn it.</source>
        <translation>
            <numerusform>Zieh sie auf der Karte (noch %n Feld); klicke mit rechts auf ein Nachbarfeld, um sie zu drehen.</numerusform>
            <numerusform>Zieh sie auf der Karte (noch %n Felder); klicke mit rechts auf ein Nachbarfeld, um sie zu drehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 moves now; %2 is on side %3.</source>
        <translation>Jetzt bewegt sich Seite %1; %2 gehört zu Seite %3.</translation>
    </message>
    <message>
        <source>Select a figure.</source>
        <translation>Wähle eine Figur.</translation>
    </message>
    <message>
        <source>%1 has no action left this turn.</source>
        <translation>%1 hat in dieser Runde keine Aktion mehr.</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>ST %1/%2</source>
        <translation>ST %1/%2</translation>
    </message>
    <message>
        <source>DX %1</source>
        <translation>DX %1</translation>
    </message>
    <message>
        <source>DX %1 (adj. %2)</source>
        <translation>DX %1 (angep. %2)</translation>
    </message>
    <message>
        <source>MA %1</source>
        <translation>MA %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) left</source>
        <translation>
            <numerusform>noch %n Feld</numerusform>
            <numerusform>noch %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>attack %1</source>
        <translation>Angriff %1</translation>
    </message>
    <message>
        <source>stops %1</source>
        <translation>hält %1 ab</translation>
    </message>
    <message>
        <source>%1 works at a Rope</source>
        <translation>%1 arbeitet an einem Rope</translation>
    </message>
    <message>
        <source>Whose Rope?</source>
        <translation>Wessen Rope?</translation>
    </message>
    <message>
        <source>Break free…</source>
        <translation>Befreien…</translation>
    </message>
    <message>
        <source>Work at a Rope on this figure or a neighbour (a saving roll on adjusted DX, standing still), or shake a sleeping neighbour awake.</source>
        <translation>An einem Rope auf dieser Figur oder einem Nachbarn arbeiten (ein Rettungswurf auf angepasste DX, ohne sich zu bewegen) oder einen schlafenden Nachbarn wachrütteln.</translation>
    </message>
    <message>
        <source>Roll initiative: every figure goes in order of effective DEX, ties by a DEX check.</source>
        <translation>Initiative würfeln: jede Figur handelt nach effektiver DX, Gleichstände entscheidet eine DX-Probe.</translation>
    </message>
    <message>
        <source>%1 moves (initiative order).</source>
        <translation>%1 bewegt sich (Initiative-Reihenfolge).</translation>
    </message>
    <message>
        <source>Everyone has moved.</source>
        <translation>Alle haben sich bewegt.</translation>
    </message>
    <message>
        <source>Everyone has acted: the turn ends.</source>
        <translation>Alle haben gehandelt: die Runde endet.</translation>
    </message>
    <message>
        <source>%1 moves now; %2 moves in its place in the initiative order.</source>
        <translation>Jetzt bewegt sich %1; %2 zieht an seinem Platz in der Initiative-Reihenfolge.</translation>
    </message>
    <message>
        <source>Which weapon?</source>
        <translation>Welche Waffe?</translation>
    </message>
    <message>
        <source>%1 readies a weapon</source>
        <translation>%1 macht eine Waffe bereit</translation>
    </message>
    <message>
        <source>%1 picks up a weapon</source>
        <translation>%1 hebt eine Waffe auf</translation>
    </message>
    <message>
        <source>Ready weapon…</source>
        <translation>Waffe bereitmachen…</translation>
    </message>
    <message>
        <source>The figure&apos;s action: put a carried weapon in hand.</source>
        <translation>Die Aktion der Figur: eine getragene Waffe zur Hand nehmen.</translation>
    </message>
    <message>
        <source>Drop weapon</source>
        <translation>Waffe fallen lassen</translation>
    </message>
    <message>
        <source>Drop the weapon in hand.</source>
        <translation>Die Waffe in der Hand fallen lassen.</translation>
    </message>
    <message>
        <source>Pick up…</source>
        <translation>Aufheben…</translation>
    </message>
    <message>
        <source>The figure&apos;s action: pick up a weapon it dropped.</source>
        <translation>Die Aktion der Figur: eine fallen gelassene Waffe aufheben.</translation>
    </message>
    <message>
        <source>Click the hex %1 steps back to.</source>
        <translation>Klicke das Feld an, auf das %1 zurückweicht.</translation>
    </message>
    <message>
        <source>Disengage…</source>
        <translation>Lösen…</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard: an engaged figure that has not moved steps one hex out of its foes&apos; threat zones. They may still strike at it where it stood.</source>
        <translation>Warrior &amp; Wizard: eine gebundene Figur, die sich nicht bewegt hat, tritt ein Feld aus den Bedrohungszonen ihrer Gegner. Sie dürfen noch dorthin schlagen, wo sie stand.</translation>
    </message>
    <message>
        <source>Breather</source>
        <translation>Verschnaufen</translation>
    </message>
    <message>
        <source>Warrior &amp; Wizard&apos;s optional nonlethal rule: the figure rests this turn and recovers nonlethal damage at its end, unless it is hurt.</source>
        <translation>Optionale Regel für nicht tödlichen Schaden (Warrior &amp; Wizard): die Figur ruht in dieser Runde und erholt an ihrem Ende nicht tödlichen Schaden, falls sie nicht verletzt wird.</translation>
    </message>
</context>
<context>
    <name>hk::Treasury</name>
    <message>
        <source>%1 (%2 GP)</source>
        <translation>%1 (%2 GS)</translation>
    </message>
    <message>
        <source>Party purse</source>
        <translation>Gruppenkasse</translation>
    </message>
    <message>
        <source>An amount of $0 changes nothing.</source>
        <translation>Ein Betrag von $0 ändert nichts.</translation>
    </message>
    <message>
        <source>Say what the money is for (the reason goes into the ledger).</source>
        <translation>Sag, wofür das Geld ist (der Grund kommt ins Kassenbuch).</translation>
    </message>
    <message>
        <source>%1 holds %2; paying out %3 would leave less than nothing.</source>
        <translation>%1 enthält %2; eine Auszahlung von %3 ließe weniger als nichts übrig.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <source>%1 paid by %2</source>
        <translation>%1 gezahlt von %2</translation>
    </message>
    <message>
        <source>A transfer moves more than $0.</source>
        <translation>Eine Umbuchung bewegt mehr als $0.</translation>
    </message>
    <message>
        <source>A transfer needs two different purses.</source>
        <translation>Eine Umbuchung braucht zwei verschiedene Börsen.</translation>
    </message>
    <message>
        <source>%1 holds %2; %3 cannot be moved.</source>
        <translation>%1 enthält %2; %3 kann nicht umgebucht werden.</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Umbuchung</translation>
    </message>
    <message>
        <source>%1 (to %2)</source>
        <translation>%1 (an %2)</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <source>Move %1 from %2 to %3</source>
        <translation>%1 von %2 an %3 umbuchen</translation>
    </message>
    <message>
        <source>Money in</source>
        <translation>Einzahlung</translation>
    </message>
    <message>
        <source>Money out</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>Move money</source>
        <translation>Geld umbuchen</translation>
    </message>
    <message>
        <source>%1 (to the party purse)</source>
        <translation>%1 (an die Gruppenkasse)</translation>
    </message>
    <message>
        <source>%1 (from the party purse)</source>
        <translation>%1 (von der Gruppenkasse)</translation>
    </message>
</context>
<context>
    <name>hk::TreasuryPage</name>
    <message>
        <source>Purse</source>
        <translation>Kasse</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Add money…</source>
        <translation>Geld einzahlen…</translation>
    </message>
    <message>
        <source>Money coming into this purse: loot, pay, a sale.</source>
        <translation>Geld, das in diese Kasse kommt: Beute, Lohn, ein Verkauf.</translation>
    </message>
    <message>
        <source>Pay out…</source>
        <translation>Auszahlen…</translation>
    </message>
    <message>
        <source>Money leaving this purse: a purchase, a fee, upkeep. Never more than it holds.</source>
        <translation>Geld, das diese Kasse verlässt: ein Kauf, eine Gebühr, Unterhalt. Nie mehr, als sie enthält.</translation>
    </message>
    <message>
        <source>Transfer…</source>
        <translation>Umbuchen…</translation>
    </message>
    <message>
        <source>Move money from this purse to another one in one step.</source>
        <translation>Geld in einem Schritt aus dieser Kasse in eine andere umbuchen.</translation>
    </message>
    <message>
        <source>Nothing has come into or gone out of this purse yet. Use &quot;Add money…&quot; to record loot, pay or a sale.</source>
        <translation>In diese Kasse ist noch nichts eingegangen oder aus ihr abgeflossen. Mit „Geld einzahlen…“ trägst du Beute, Lohn oder einen Verkauf ein.</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
</context>
<context>
    <name>hk::TurnOrder</name>
    <message>
        <source>side %1</source>
        <translation>Seite %1</translation>
    </message>
</context>
<context>
    <name>hk::UnsavedWork</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Not saved yet: %1.</source>
        <translation>Noch nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>Save before %1? Everything else is already saved.</source>
        <translation>Speichern, bevor %1? Alles andere ist schon gespeichert.</translation>
    </message>
</context>
<context>
    <name>hk::UserText</name>
    <message>
        <source>%1 may be at most %2 characters long (this one has %3).</source>
        <translation>%1 darf höchstens %2 Zeichen lang sein (dieser hat %3).</translation>
    </message>
    <message>
        <source>%1 may not hold line breaks or other control characters.</source>
        <translation>%1 darf keine Zeilenumbrüche oder andere Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <source>%1 holds an invisible direction mark (U+%2), which would show it in another order than it is stored. Remove it.</source>
        <translation>%1 enthält ein unsichtbares Richtungszeichen (U+%2), durch das er in einer anderen Reihenfolge angezeigt würde, als er gespeichert ist. Entferne es.</translation>
    </message>
    <message>
        <source>%1 holds a broken character (half of a pair, U+%2). Type it again.</source>
        <translation>%1 enthält ein kaputtes Zeichen (die Hälfte eines Paars, U+%2). Gib ihn neu ein.</translation>
    </message>
</context>
<context>
    <name>hk::WealthChart</name>
    <message>
        <source>Wealth over campaign time</source>
        <translation>Vermögen im Lauf der Kampagne</translation>
    </message>
</context>
<context>
    <name>hk::WeaponStrike</name>
    <message>
        <source>%1&apos;s %2 has no damage in the tables; give the damage dice.</source>
        <translation>%2 von %1 hat keinen Schaden in den Tabellen; gib die Schadenswürfel an.</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>%1 hits %2 for %3 (%4, %5).</source>
        <translation>%1 trifft %2 für %3 (%4, %5).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 carries no weapon called “%2”.</source>
        <translation>%1 trägt keine Waffe namens „%2“.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is not in hand: ready it first.</source>
        <translation>%2 von %1 ist nicht in der Hand: erst bereitmachen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 may add at most %n damage with the %2 (STR %3, its minimum %4).</source>
        <translation>
            <numerusform>%1 darf mit %2 höchstens %n Schaden hinzufügen (ST %3, Minimum %4).</numerusform>
            <numerusform>%1 darf mit %2 höchstens %n Schaden hinzufügen (ST %3, Minimum %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 reaches %n hex(es); %3 is %4 away.</source>
        <translation>
            <numerusform>%2 von %1 reicht %n Feld weit; %3 ist %4 entfernt.</numerusform>
            <numerusform>%2 von %1 reicht %n Felder weit; %3 ist %4 entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 damage for %2 to hit</source>
        <translation>+%1 Schaden für %2 auf den Trefferwurf</translation>
    </message>
    <message numerus="yes">
        <source>pole-arm charge after %n hex(es) straight: ×%1</source>
        <translation>
            <numerusform>Sturmangriff mit Stangenwaffe nach %n Feld geradeaus: ×%1</numerusform>
            <numerusform>Sturmangriff mit Stangenwaffe nach %n Feldern geradeaus: ×%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a pole arm is set against a charge.</source>
        <translation>Nur eine Stangenwaffe wird gegen einen Sturmangriff angesetzt.</translation>
    </message>
    <message>
        <source>%1 did not charge this turn.</source>
        <translation>%1 hat in dieser Runde keinen Sturmangriff gemacht.</translation>
    </message>
    <message>
        <source>set against the charge: +%1 DX, ×%2</source>
        <translation>gegen den Sturmangriff angesetzt: +%1 DX, ×%2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 cannot be thrown.</source>
        <translation>%2 von %1 kann nicht geworfen werden.</translation>
    </message>
    <message>
        <source>Engaged, %1 may shoot only at an enemy charging it; %2 did not charge.</source>
        <translation>Gebunden darf %1 nur auf einen Feind schießen, der es anstürmt; %2 hat nicht angestürmt.</translation>
    </message>
    <message>
        <source>%1 is down and cannot shoot.</source>
        <translation>%1 liegt am Boden und kann nicht schießen.</translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s front.</source>
        <translation>%1 ist nicht vor %2.</translation>
    </message>
    <message>
        <source>throws the %1 at %2</source>
        <translation>wirft %1 auf %2</translation>
    </message>
    <message>
        <source>shoots the %1 at %2</source>
        <translation>schießt mit %1 auf %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for range</source>
        <translation>%1 für die Entfernung</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n figure(s) in the way</source>
        <translation>
            <numerusform>%1 für %n Figur im Weg</numerusform>
            <numerusform>%1 für %n Figuren im Weg</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3): %4 — %5.</source>
        <translation>%1 %2 (%3): %4 — %5.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <source>misses %1</source>
        <translation>verfehlt %1</translation>
    </message>
    <message>
        <source>It flies past %1 (%2).</source>
        <translation>Es fliegt an %1 vorbei (%2).</translation>
    </message>
    <message>
        <source>It strikes %1 instead (%2).</source>
        <translation>Es trifft stattdessen %1 (%2).</translation>
    </message>
    <message>
        <source>The %1 lies where it fell.</source>
        <translation>%1 liegt, wo es hinfiel.</translation>
    </message>
    <message>
        <source>%1 drops the %2.</source>
        <translation>%1 lässt %2 fallen.</translation>
    </message>
    <message>
        <source>%1 has no action to spend on it now.</source>
        <translation>%1 hat jetzt keine Aktion dafür übrig.</translation>
    </message>
    <message>
        <source>%1 must stand next to %2 to close with it.</source>
        <translation>%1 muss neben %2 stehen, um ins Handgemenge zu gehen.</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>The rules give no bare-handed damage here; give the damage dice (or ready a dagger).</source>
        <translation>Die Regeln geben hier keinen Schaden mit bloßen Händen an; gib die Schadenswürfel an (oder mach einen Dolch bereit).</translation>
    </message>
    <message>
        <source>%1 drops the %2 to fight hand-to-hand.</source>
        <translation>%1 lässt %2 fallen, um im Handgemenge zu kämpfen.</translation>
    </message>
    <message>
        <source>hand-to-hand with %1</source>
        <translation>Handgemenge mit %1</translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation>bloße Hände</translation>
    </message>
    <message>
        <source>%1 closes with %2 hand-to-hand (%3): %4 — %5.</source>
        <translation>%1 geht mit %2 ins Handgemenge (%3): %4 — %5.</translation>
    </message>
</context>
<context>
    <name>hk::WhoWinsDialog</name>
    <message>
        <source>Who wins? %1</source>
        <translation>Wer gewinnt? %1</translation>
    </message>
    <message>
        <source>Against:</source>
        <translation>Gegen:</translation>
    </message>
    <message>
        <source>No enemy on the map to fight.</source>
        <translation>Kein Feind auf der Karte, gegen den gekämpft werden könnte.</translation>
    </message>
</context>
<context>
    <name>hk::WizWarAdjustDialog</name>
    <message>
        <source>Adjust a wizard</source>
        <translation>Zauberer anpassen</translation>
    </message>
    <message>
        <source>For a card&apos;s effect the companion cannot know: change life or stun tokens, or put the wizard on a square.</source>
        <translation>Für eine Kartenwirkung, die das Programm nicht kennen kann: Leben oder Betäubungsmarker ändern oder den Zauberer auf ein Feld setzen.</translation>
    </message>
    <message>
        <source>Wizard:</source>
        <translation>Zauberer:</translation>
    </message>
    <message>
        <source>Life change:</source>
        <translation>Änderung Leben:</translation>
    </message>
    <message>
        <source>Stun change:</source>
        <translation>Änderung Betäubung:</translation>
    </message>
    <message>
        <source>stays where he is</source>
        <translation>bleibt, wo er ist</translation>
    </message>
    <message>
        <source>Put on square:</source>
        <translation>Auf Feld setzen:</translation>
    </message>
    <message>
        <source>“%1” is not a square: type a letter and a number, such as C4.</source>
        <translation>„%1“ ist kein Feld: einen Buchstaben und eine Zahl eingeben, etwa C4.</translation>
    </message>
</context>
<context>
    <name>hk::WizWarBoardScene</name>
    <message>
        <source>%1&apos;s home base</source>
        <translation>Heimatfeld von %1</translation>
    </message>
    <message>
        <source>Treasure start square (%1)</source>
        <translation>Schatz-Startfeld (%1)</translation>
    </message>
    <message>
        <source>Stone wall %1</source>
        <translation>Steinmauer %1</translation>
    </message>
    <message>
        <source>Door %1</source>
        <translation>Tür %1</translation>
    </message>
    <message>
        <source>Wall made by a spell %1</source>
        <translation>Durch Zauber erschaffene Mauer %1</translation>
    </message>
    <message>
        <source>Destroyed wall %1</source>
        <translation>Zerstörte Mauer %1</translation>
    </message>
    <message numerus="yes">
        <source>%n crack(s) in %1</source>
        <translation>
            <numerusform>%n Riss in %1</numerusform>
            <numerusform>%n Risse in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (dropped item)</source>
        <translation>%1 (abgelegter Gegenstand)</translation>
    </message>
    <message>
        <source>%1 (kept up by %2)</source>
        <translation>%1 (aufrechterhalten von %2)</translation>
    </message>
    <message>
        <source>%1&apos;s treasure</source>
        <translation>Schatz von %1</translation>
    </message>
    <message>
        <source>%1: drag to a square to move</source>
        <translation>%1: zum Bewegen auf ein Feld ziehen</translation>
    </message>
    <message>
        <source>%1 carries %2&apos;s treasure</source>
        <translation>%1 trägt den Schatz von %2</translation>
    </message>
    <message>
        <source>The first end of a new pair of portals: click the second</source>
        <translation>Das erste Ende eines neuen Portalpaars: klicke das zweite an</translation>
    </message>
    <message>
        <source>Portal pair %1: %2 %3 ⇄ %4 %5</source>
        <translation>Portalpaar %1: %2 %3 ⇄ %4 %5</translation>
    </message>
</context>
<context>
    <name>hk::WizWarCardDialog</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>A card of the rules keeps its name; duplicate it for a card of your own.</source>
        <translation>Eine Karte der Regeln behält ihren Namen; dupliziere sie für eine eigene Karte.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>School:</source>
        <translation>Schule:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Reichweite:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Copies in the deck:</source>
        <translation>Exemplare im Stapel:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Energy value:</source>
        <translation>Energiewert:</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <source>Damage equals the spell&apos;s energy</source>
        <translation>Schaden gleich der Energie des Zaubers</translation>
    </message>
    <message>
        <source>Effects:</source>
        <translation>Wirkung:</translation>
    </message>
</context>
<context>
    <name>hk::WizWarDeck</name>
    <message>
        <source>This campaign&apos;s rules have no starter deck.</source>
        <translation>Die Regeln dieser Kampagne haben keinen Startstapel.</translation>
    </message>
    <message>
        <source>Starter deck on</source>
        <translation>Startstapel an</translation>
    </message>
    <message>
        <source>Starter deck off</source>
        <translation>Startstapel aus</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>Stapel-Editor</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Der Name der Karte</translation>
    </message>
    <message>
        <source>The deck has no card “%1”.</source>
        <translation>Der Stapel hat keine Karte „%1“.</translation>
    </message>
    <message>
        <source>The deck has a card called “%1” already.</source>
        <translation>Der Stapel hat bereits eine Karte namens „%1“.</translation>
    </message>
    <message>
        <source>“%1” is a card of the rules; its name stays. Duplicate it for a card of your own.</source>
        <translation>„%1“ ist eine Karte der Regeln; ihr Name bleibt. Dupliziere sie für eine eigene Karte.</translation>
    </message>
    <message>
        <source>Typed in from the players&apos; deck.</source>
        <translation>Aus dem Stapel der Spieler abgetippt.</translation>
    </message>
    <message>
        <source>A card from the players&apos; deck</source>
        <translation>Eine Karte aus dem Stapel der Spieler</translation>
    </message>
    <message>
        <source>Add card %1</source>
        <translation>Karte %1 hinzufügen</translation>
    </message>
    <message>
        <source>Change card %1</source>
        <translation>Karte %1 ändern</translation>
    </message>
    <message>
        <source>Duplicate card %1</source>
        <translation>Karte %1 duplizieren</translation>
    </message>
    <message>
        <source>Remove card %1</source>
        <translation>Karte %1 entfernen</translation>
    </message>
    <message>
        <source>“%1” is out of the deck already.</source>
        <translation>„%1“ ist bereits aus dem Stapel genommen.</translation>
    </message>
    <message numerus="yes">
        <source>Import %n card(s)</source>
        <translation>
            <numerusform>%n Karte importieren</numerusform>
            <numerusform>%n Karten importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Row %1 (%2): %3</source>
        <translation>Zeile %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>hk::WizWarDeckEditor</name>
    <message>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>Book, completed by Hexkeeper</source>
        <translation>Buch, von Hexkeeper ergänzt</translation>
    </message>
    <message>
        <source>Hexkeeper&apos;s own</source>
        <translation>Von Hexkeeper</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Von dir</translation>
    </message>
    <message>
        <source>%1, changed</source>
        <translation>%1, geändert</translation>
    </message>
    <message>
        <source>Magic deck</source>
        <translation>Magiestapel</translation>
    </message>
    <message>
        <source>Deal Hexkeeper&apos;s starter deck: the book&apos;s cards, completed where the rulebook is silent, and cards of our own</source>
        <translation>Den Startstapel von Hexkeeper austeilen: die Karten des Buchs, ergänzt, wo das Regelbuch schweigt, und eigene Karten von uns</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>School</source>
        <translation>Schule</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Add card…</source>
        <translation>Karte hinzufügen…</translation>
    </message>
    <message>
        <source>A card of your own deck</source>
        <translation>Eine Karte deines eigenen Stapels</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Change the selected card</source>
        <translation>Die gewählte Karte ändern</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>A new card with the selected card&apos;s facts</source>
        <translation>Eine neue Karte mit den Angaben der gewählten Karte</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Your own card goes; a card of the rules is left out of the deck (0 copies)</source>
        <translation>Deine eigene Karte wird gelöscht; eine Karte der Regeln bleibt aus dem Stapel draußen (0 Exemplare)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Add or change the cards of a CSV card list, as one step</source>
        <translation>Die Karten einer CSV-Kartenliste hinzufügen oder ändern, als ein Schritt</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Write the card list to a CSV file</source>
        <translation>Die Kartenliste in eine CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) can be dealt: %1. Grey rows are left out (no school, no type or no copies).</source>
        <translation>
            <numerusform>%n Karte kann ausgeteilt werden: %1. Graue Zeilen bleiben außen vor (keine Schule, kein Typ oder keine Exemplare).</numerusform>
            <numerusform>%n Karten können ausgeteilt werden: %1. Graue Zeilen bleiben außen vor (keine Schule, kein Typ oder keine Exemplare).</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 is in the deck.</source>
        <translation>%1 ist im Stapel.</translation>
    </message>
    <message>
        <source>%1 is saved.</source>
        <translation>%1 ist gespeichert.</translation>
    </message>
    <message>
        <source>%1 is a new card: edit it to make it yours.</source>
        <translation>%1 ist eine neue Karte: bearbeite sie, um sie zu deiner eigenen zu machen.</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 ist entfernt.</translation>
    </message>
    <message>
        <source>%1 is left out of the deck (0 copies).</source>
        <translation>%1 bleibt aus dem Stapel draußen (0 Exemplare).</translation>
    </message>
    <message>
        <source>The starter deck is dealt.</source>
        <translation>Der Startstapel wird ausgeteilt.</translation>
    </message>
    <message>
        <source>The starter deck is off: only the book&apos;s cards you completed and your own are dealt.</source>
        <translation>Der Startstapel ist aus: nur die Karten des Buchs, die du ergänzt hast, und deine eigenen werden ausgeteilt.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) added or changed.</source>
        <translation>
            <numerusform>%n Karte hinzugefügt oder geändert.</numerusform>
            <numerusform>%n Karten hinzugefügt oder geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>Nichts wurde importiert. %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The card list is in %1.</source>
        <translation>Die Kartenliste steht in %1.</translation>
    </message>
    <message>
        <source>Import a card list</source>
        <translation>Kartenliste importieren</translation>
    </message>
    <message>
        <source>Card lists (*.csv);;All files (*)</source>
        <translation>Kartenlisten (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the card list</source>
        <translation>Kartenliste exportieren</translation>
    </message>
    <message>
        <source>wiz-war-deck.csv</source>
        <translation>wiz-war-stapel.csv</translation>
    </message>
    <message>
        <source>Card lists (*.csv)</source>
        <translation>Kartenlisten (*.csv)</translation>
    </message>
</context>
<context>
    <name>hk::WizWarGames</name>
    <message>
        <source>Give the game a name.</source>
        <translation>Der Partie einen Namen geben.</translation>
    </message>
    <message>
        <source>New Wiz-War game %1</source>
        <translation>Neue Wiz-War-Partie %1</translation>
    </message>
    <message>
        <source>Remove Wiz-War game</source>
        <translation>Wiz-War-Partie entfernen</translation>
    </message>
    <message>
        <source>Remove Wiz-War game %1</source>
        <translation>Wiz-War-Partie %1 entfernen</translation>
    </message>
    <message>
        <source>Sectors are 1 to 4 (red, blue, green, yellow), sides A and B.</source>
        <translation>Sektoren sind 1 bis 4 (rot, blau, grün, gelb), Seiten A und B.</translation>
    </message>
    <message>
        <source>Draw sector %1%2</source>
        <translation>Sektor %1%2 zeichnen</translation>
    </message>
    <message>
        <source>Give the card its name.</source>
        <translation>Der Karte ihren Namen geben.</translation>
    </message>
    <message>
        <source>“%1” is not a %2 the rules know.</source>
        <translation>„%1“ ist kein den Regeln bekannter Wert für %2.</translation>
    </message>
    <message>
        <source>“%1” is in the card list already; name the fields to change.</source>
        <translation>„%1“ steht schon in der Kartenliste; die zu ändernden Angaben nennen.</translation>
    </message>
    <message>
        <source>From the players&apos; deck</source>
        <translation>Aus dem Stapel der Spieler</translation>
    </message>
    <message>
        <source>Typed in from the players&apos; deck.</source>
        <translation>Aus dem Stapel der Spieler abgetippt.</translation>
    </message>
    <message>
        <source>A card from the players&apos; deck</source>
        <translation>Eine Karte aus dem Stapel der Spieler</translation>
    </message>
    <message>
        <source>The game&apos;s name</source>
        <translation>Der Name des Spiels</translation>
    </message>
    <message>
        <source>A player&apos;s name</source>
        <translation>Der Name eines Spielers</translation>
    </message>
    <message>
        <source>The card&apos;s name</source>
        <translation>Der Name der Karte</translation>
    </message>
    <message>
        <source>Wiz-War step</source>
        <translation>Wiz-War-Schritt</translation>
    </message>
</context>
<context>
    <name>hk::WizWarHandWindow</name>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Energy card:</source>
        <translation>Energiekarte:</translation>
    </message>
    <message>
        <source>as the card says</source>
        <translation>laut Karte</translation>
    </message>
    <message>
        <source>The attack&apos;s damage, when the companion does not know the card&apos;s</source>
        <translation>Der Schaden des Angriffs, wenn das Programm den der Karte nicht kennt</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Kontern</translation>
    </message>
    <message>
        <source>Boost speed</source>
        <translation>Temposchub</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Draw 1</source>
        <translation>1 ziehen</translation>
    </message>
    <message>
        <source>Draw 2</source>
        <translation>2 ziehen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %n card(s) in hand. Only %1 should look at this window.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n Karte auf der Hand. Nur %1 sollte in dieses Fenster schauen.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2): %n Karten auf der Hand. Nur %1 sollte in dieses Fenster schauen.</numerusform>
        </translation>
    </message>
    <message>
        <source>None (the spell&apos;s own energy)</source>
        <translation>Keine (die eigene Energie des Zaubers)</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Turn %1; only %2 sees this line</source>
        <translation>Zug %1; nur %2 sieht diese Zeile</translation>
    </message>
</context>
<context>
    <name>hk::WizWarNewGameDialog</name>
    <message>
        <source>New Wiz-War game</source>
        <translation>Neue Wiz-War-Partie</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Sektortafeln:</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Players (%1 to %2)</source>
        <translation>Spieler (%1 bis %2)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Player %1 (optional)</source>
        <translation>Spieler %1 (optional)</translation>
    </message>
    <message>
        <source>Schools besides White Cantrip (choose %1)</source>
        <translation>Schulen neben White Cantrip (%1 wählen)</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Optionalregeln</translation>
    </message>
    <message numerus="yes">
        <source>Play to %n victory point(s)</source>
        <translation>
            <numerusform>Bis %n Siegpunkt spielen</numerusform>
            <numerusform>Bis %n Siegpunkte spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck…</source>
        <translation>Stapel…</translation>
    </message>
    <message>
        <source>Open the deck editor: add your cards, or switch the starter deck on</source>
        <translation>Den Stapel-Editor öffnen: eigene Karten hinzufügen oder den Startstapel einschalten</translation>
    </message>
    <message numerus="yes">
        <source>The deck from these schools holds %n card(s).</source>
        <translation>
            <numerusform>Der Stapel aus diesen Schulen enthält %n Karte.</numerusform>
            <numerusform>Der Stapel aus diesen Schulen enthält %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more are needed to deal %1 hands of %2: add cards in the deck editor.</source>
        <translation>
            <numerusform>%n weitere Karte wird gebraucht, um %1 Hände mit je %2 Karten auszuteilen: füge Karten im Stapel-Editor hinzu.</numerusform>
            <numerusform>%n weitere Karten werden gebraucht, um %1 Hände mit je %2 Karten auszuteilen: füge Karten im Stapel-Editor hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 cards; a school has %3.</source>
        <translation>%1 hat %2 Karten; eine Schule hat %3.</translation>
    </message>
    <message>
        <source>Group %1: %2</source>
        <translation>Gruppe %1: %2</translation>
    </message>
    <message>
        <source>Group 1: White Cantrip and %1 schools</source>
        <translation>Gruppe 1: White Cantrip und %1 Schulen</translation>
    </message>
    <message>
        <source>Group 1</source>
        <translation>Gruppe 1</translation>
    </message>
    <message>
        <source>Group 2</source>
        <translation>Gruppe 2</translation>
    </message>
    <message>
        <source>The Custom Spellbook&apos;s group: whose deck this player draws from</source>
        <translation>Die Gruppe des eigenen Zauberbuchs: von wessen Stapel dieser Spieler zieht</translation>
    </message>
    <message>
        <source>Group 2: Black Cantrip and %1 schools</source>
        <translation>Gruppe 2: Black Cantrip und %1 Schulen</translation>
    </message>
</context>
<context>
    <name>hk::WizWarPage</name>
    <message>
        <source>Game:</source>
        <translation>Partie:</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Remove game</source>
        <translation>Partie entfernen</translation>
    </message>
    <message>
        <source>Sector boards…</source>
        <translation>Sektortafeln…</translation>
    </message>
    <message>
        <source>Draw the walls and doors of your physical sector boards once, for every later game</source>
        <translation>Mauern und Türen der echten Sektortafeln einmal zeichnen, für alle späteren Partien</translation>
    </message>
    <message>
        <source>Punch…</source>
        <translation>Faustschlag…</translation>
    </message>
    <message>
        <source>The active wizard punches, or strikes with a carried weapon</source>
        <translation>Der aktive Zauberer schlägt mit der Faust oder mit einer getragenen Waffe zu</translation>
    </message>
    <message>
        <source>Resolve attack</source>
        <translation>Angriff auswerten</translation>
    </message>
    <message>
        <source>The attacked player plays no more counter spells: the attack takes effect</source>
        <translation>Der angegriffene Spieler spielt keine weiteren Gegenzauber: der Angriff wirkt</translation>
    </message>
    <message>
        <source>End spell…</source>
        <translation>Zauber beenden…</translation>
    </message>
    <message>
        <source>A player ends a spell he keeps up</source>
        <translation>Ein Spieler beendet einen Zauber, den er aufrechterhält</translation>
    </message>
    <message>
        <source>Drop item…</source>
        <translation>Gegenstand ablegen…</translation>
    </message>
    <message>
        <source>The active wizard drops a carried item</source>
        <translation>Der aktive Zauberer legt einen getragenen Gegenstand ab</translation>
    </message>
    <message>
        <source>Pick up treasure</source>
        <translation>Schatz aufheben</translation>
    </message>
    <message>
        <source>The active wizard picks up the treasure he stands on</source>
        <translation>Der aktive Zauberer hebt den Schatz auf, auf dem er steht</translation>
    </message>
    <message>
        <source>Drop treasure</source>
        <translation>Schatz ablegen</translation>
    </message>
    <message>
        <source>The active wizard drops the treasure he carries</source>
        <translation>Der aktive Zauberer legt den Schatz ab, den er trägt</translation>
    </message>
    <message>
        <source>Adjust…</source>
        <translation>Anpassen…</translation>
    </message>
    <message>
        <source>Change a wizard&apos;s life or stun, or put him on a square, for a card&apos;s effect the companion cannot know</source>
        <translation>Leben oder Betäubung eines Zauberers ändern oder ihn auf ein Feld setzen, für eine Kartenwirkung, die das Programm nicht kennen kann</translation>
    </message>
    <message>
        <source>No game yet: start one with New game…</source>
        <translation>Noch keine Partie: eine beginnen mit Neue Partie…</translation>
    </message>
    <message>
        <source>%1 wins the game! %2</source>
        <translation>%1 gewinnt die Partie! %2</translation>
    </message>
    <message>
        <source>Turn %1 · %2 (%3) · %4</source>
        <translation>Zug %1 · %2 (%3) · %4</translation>
    </message>
    <message numerus="yes">
        <source> · %n movement point(s) left</source>
        <translation>
            <numerusform> · noch %n Bewegungspunkt</numerusform>
            <numerusform> · noch %n Bewegungspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 is attacked: counter spells from his hand, then Resolve attack</source>
        <translation> · %1 wird angegriffen: Gegenzauber aus seiner Hand, dann Angriff auswerten</translation>
    </message>
    <message>
        <source> · %1 must discard down to the hand limit</source>
        <translation> · %1 muss bis auf das Handlimit abwerfen</translation>
    </message>
    <message>
        <source>%1&apos;s hand…</source>
        <translation>Hand von %1…</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Remove the game “%1” and its log?</source>
        <translation>Die Partie „%1“ und ihr Protokoll entfernen?</translation>
    </message>
    <message>
        <source>Wiz-War</source>
        <translation>Wiz-War</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nobody keeps a spell up.</source>
        <translation>Niemand hält einen Zauber aufrecht.</translation>
    </message>
    <message>
        <source>End spell</source>
        <translation>Zauber beenden</translation>
    </message>
    <message>
        <source>Which spell ends?</source>
        <translation>Welcher Zauber endet?</translation>
    </message>
    <message>
        <source>%1 carries no item.</source>
        <translation>%1 trägt keinen Gegenstand.</translation>
    </message>
    <message>
        <source>Drop item</source>
        <translation>Gegenstand ablegen</translation>
    </message>
    <message>
        <source>Which item does %1 drop?</source>
        <translation>Welchen Gegenstand legt %1 ab?</translation>
    </message>
    <message>
        <source>Punch or strike %1…</source>
        <translation>Faust- oder Waffenschlag gegen %1…</translation>
    </message>
    <message>
        <source>Cast at %1 (%2&apos;s hand)…</source>
        <translation>Auf %1 zaubern (Hand von %2)…</translation>
    </message>
    <message>
        <source>Cast at square %1 (%2&apos;s hand)…</source>
        <translation>Auf Feld %1 zaubern (Hand von %2)…</translation>
    </message>
    <message>
        <source>Move %1 here</source>
        <translation>%1 hierher bewegen</translation>
    </message>
    <message>
        <source>Pick up the treasure</source>
        <translation>Den Schatz aufheben</translation>
    </message>
    <message>
        <source>Drop the treasure</source>
        <translation>Den Schatz ablegen</translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation>%1 aufheben</translation>
    </message>
    <message>
        <source>Deck…</source>
        <translation>Stapel…</translation>
    </message>
    <message>
        <source>The Magic deck: Hexkeeper&apos;s starter deck, your own cards, import and export</source>
        <translation>Der Magiestapel: Startstapel von Hexkeeper, deine eigenen Karten, Import und Export</translation>
    </message>
    <message>
        <source>Portals</source>
        <translation>Portale</translation>
    </message>
    <message>
        <source>Place or take away the portal pairs on the board&apos;s edge, where the markers stand</source>
        <translation>Die Portalpaare an der Brettkante setzen oder entfernen, wo die Marker stehen</translation>
    </message>
    <message>
        <source>Random direction…</source>
        <translation>Zufällige Richtung…</translation>
    </message>
    <message>
        <source>Roll a random direction for a card that calls for one</source>
        <translation>Eine zufällige Richtung für eine Karte würfeln, die eine verlangt</translation>
    </message>
    <message>
        <source>Random direction</source>
        <translation>Zufällige Richtung</translation>
    </message>
    <message>
        <source>For which wizard does a card call for a random direction?</source>
        <translation>Für welchen Zauberer verlangt eine Karte eine zufällige Richtung?</translation>
    </message>
</context>
<context>
    <name>hk::WizWarPortalEditor</name>
    <message>
        <source>Portals: click a side on the board&apos;s edge, then a second one to join them; click a portal to take its pair away.</source>
        <translation>Portale: Klicke eine Seite an der Brettkante an, dann eine zweite, um sie zu verbinden; klicke ein Portal an, um sein Paar zu entfernen.</translation>
    </message>
    <message>
        <source>First portal on %1 %2: click the side it leads to.</source>
        <translation>Erstes Portal auf %1 %2: klicke die Seite an, zu der es führt.</translation>
    </message>
</context>
<context>
    <name>hk::WizWarPunchDialog</name>
    <message>
        <source>Punch or strike</source>
        <translation>Faust- oder Waffenschlag</translation>
    </message>
    <message>
        <source>A punch</source>
        <translation>Ein Faustschlag</translation>
    </message>
    <message>
        <source>With:</source>
        <translation>Mit:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
</context>
<context>
    <name>hk::WizWarRepository</name>
    <message>
        <source>There is no Wiz-War game with id %1.</source>
        <translation>Es gibt keine Wiz-War-Partie mit der ID %1.</translation>
    </message>
</context>
<context>
    <name>hk::WizWarSeatTable</name>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Leben</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Spells kept up</source>
        <translation>Aufrechterhaltene Zauber</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>Transformed</source>
        <translation>Verwandelt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <translation>▶ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n energy)</source>
        <translation>
            <numerusform>%1 (%n Energie)</numerusform>
            <numerusform>%1 (%n Energie)</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <translation>%1 (noch %2)</translation>
    </message>
    <message>
        <source>%1 · %2/%3 held</source>
        <translation>%1 · %2/%3 gehalten</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>Lebt</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorDraft</name>
    <message>
        <source>%1 is a treasure start square: take the treasure start away first.</source>
        <translation>%1 ist ein Schatz-Startfeld: zuerst den Schatzstart entfernen.</translation>
    </message>
    <message>
        <source>%1 is the home base: a treasure starts on another square.</source>
        <translation>%1 ist das Heimatfeld: ein Schatz beginnt auf einem anderen Feld.</translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorEditor</name>
    <message>
        <source>Sector boards</source>
        <translation>Sektortafeln</translation>
    </message>
    <message>
        <source>Board %1 (%2)</source>
        <translation>Tafel %1 (%2)</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tafel:</translation>
    </message>
    <message>
        <source>Click to draw:</source>
        <translation>Klicken zeichnet:</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <source>Home base</source>
        <translation>Heimatfeld</translation>
    </message>
    <message>
        <source>Treasure start</source>
        <translation>Schatzstart</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Säule</translation>
    </message>
    <message>
        <source>The text form, as “hexkeeper-cli wizwar setup” takes it:</source>
        <translation>Die Textform, wie „hexkeeper-cli wizwar setup“ sie liest:</translation>
    </message>
    <message>
        <source>Copy text</source>
        <translation>Text kopieren</translation>
    </message>
    <message>
        <source>Paste text…</source>
        <translation>Text einfügen…</translation>
    </message>
    <message>
        <source>Draw this board from a text form, for instance one typed for the command line</source>
        <translation>Diese Tafel aus einer Textform zeichnen, etwa einer für die Kommandozeile getippten</translation>
    </message>
    <message>
        <source>board %1 (%2), side %3</source>
        <translation>Tafel %1 (%2), Seite %3</translation>
    </message>
    <message>
        <source>Click a line between two squares, or the sector&apos;s edge: open → wall → door → open.</source>
        <translation>Eine Linie zwischen zwei Feldern oder den Rand des Sektors anklicken: offen → Mauer → Tür → offen.</translation>
    </message>
    <message>
        <source>Click the square of the home base.</source>
        <translation>Das Feld des Heimatfelds anklicken.</translation>
    </message>
    <message>
        <source>Click a square to put a treasure start there or take it away; a sector has two.</source>
        <translation>Ein Feld anklicken, um dort einen Schatzstart zu setzen oder zu entfernen; ein Sektor hat zwei.</translation>
    </message>
    <message>
        <source>Click a corner to put a free-standing column there or take it away (the ends of walls and doors have their columns anyway).</source>
        <translation>Eine Ecke anklicken, um dort eine freistehende Säule zu setzen oder zu entfernen (die Enden von Mauern und Türen haben ihre Säulen ohnehin).</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>%1 anzeigen</translation>
    </message>
    <message>
        <source>the drawing of %1</source>
        <translation>die Zeichnung von %1</translation>
    </message>
    <message>
        <source>closing the sector boards</source>
        <translation>die Sektortafeln schließen</translation>
    </message>
    <message>
        <source>Not saved yet: Save keeps this drawing of %1 for every later game.</source>
        <translation>Noch nicht gespeichert: Speichern behält diese Zeichnung von %1 für jede spätere Partie.</translation>
    </message>
    <message>
        <source>This is %1 as drawn in this campaign.</source>
        <translation>So ist %1 in dieser Kampagne gezeichnet.</translation>
    </message>
    <message>
        <source>Not drawn yet: games use this open board until %1 is drawn from the physical board.</source>
        <translation>Noch nicht gezeichnet: Partien nutzen diese offene Tafel, bis %1 nach der echten Tafel gezeichnet ist.</translation>
    </message>
    <message>
        <source>The campaign is open read-only: nothing can be saved.</source>
        <translation>Die Kampagne ist schreibgeschützt geöffnet: nichts kann gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorPasteDialog</name>
    <message>
        <source>Paste a sector map</source>
        <translation>Einen Sektorplan einfügen</translation>
    </message>
    <message>
        <source>11 lines of 11 characters, as “hexkeeper-cli wizwar setup” takes them:</source>
        <translation>11 Zeilen zu 11 Zeichen, wie „hexkeeper-cli wizwar setup“ sie liest:</translation>
    </message>
    <message>
        <source>Draw it</source>
        <translation>Zeichnen</translation>
    </message>
</context>
<context>
    <name>hk::WizWarSectorScene</name>
    <message>
        <source>Home base %1</source>
        <translation>Heimatfeld %1</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the home base&apos;s mark on the sector editor</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>Treasure start square %1</source>
        <translation>Schatz-Startfeld %1</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Mauer %1</translation>
    </message>
    <message>
        <source>Door %1</source>
        <translation>Tür %1</translation>
    </message>
    <message>
        <source>Free-standing column</source>
        <translation>Freistehende Säule</translation>
    </message>
</context>
<context>
    <name>hk::WizWarSteps</name>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message>
        <source>Boost %1&apos;s speed</source>
        <translation>Tempo von %1 erhöhen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Punch %1</source>
        <translation>%1 schlagen</translation>
    </message>
    <message>
        <source>Attack %1 with %2</source>
        <translation>%1 mit %2 angreifen</translation>
    </message>
    <message>
        <source>Counter with %1</source>
        <translation>Mit %1 kontern</translation>
    </message>
    <message>
        <source>Let the attack resolve</source>
        <translation>Den Angriff auswerten lassen</translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>%1 beenden</translation>
    </message>
    <message>
        <source>Pick up treasure</source>
        <translation>Schatz aufheben</translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation>%1 aufheben</translation>
    </message>
    <message>
        <source>Drop treasure</source>
        <translation>Schatz ablegen</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Adjust %1</source>
        <translation>%1 anpassen</translation>
    </message>
    <message>
        <source>Random direction for %1</source>
        <translation>Zufällige Richtung für %1</translation>
    </message>
    <message>
        <source>Add portals %1 and %2</source>
        <translation>Portale %1 und %2 setzen</translation>
    </message>
    <message>
        <source>Remove the portals at %1</source>
        <translation>Die Portale bei %1 entfernen</translation>
    </message>
</context>
<context>
    <name>hk::WizWarTargetEdit</name>
    <message>
        <source>C4, or a wall: C4 N</source>
        <translation>C4 oder eine Mauer: C4 N</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>Kein Ziel</translation>
    </message>
    <message>
        <source>Wizard: %1</source>
        <translation>Zauberer: %1</translation>
    </message>
    <message>
        <source>Square or wall line:</source>
        <translation>Feld oder Mauerlinie:</translation>
    </message>
    <message>
        <source>Type a square of the board such as C4, or a wall line such as C4 N.</source>
        <translation>Ein Feld des Spielplans eingeben, etwa C4, oder eine Mauerlinie, etwa C4 N.</translation>
    </message>
    <message>
        <source>A wall line is a square and a side: N, E, S or W (C4 N).</source>
        <translation>Eine Mauerlinie ist ein Feld und eine Seite: N, E, S oder W (C4 N).</translation>
    </message>
</context>
<context>
    <name>hk::WizWarText</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Attack spell</source>
        <translation>Angriffszauber</translation>
    </message>
    <message>
        <source>Counter spell</source>
        <translation>Gegenzauber</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Neutral spell</source>
        <translation>Neutraler Zauber</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Caster</source>
        <translation>Zauberer selbst</translation>
    </message>
    <message>
        <source>Adjacent</source>
        <translation>Angrenzend</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
</context>
<context>
    <name>hk::WorkProgressDialog</name>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>%1 … Stop takes it all back, as if it had never begun.</source>
        <translation>%1 … Anhalten nimmt alles zurück, als hätte es nie begonnen.</translation>
    </message>
</context>
<context>
    <name>hk::WorkshopPanel</name>
    <message>
        <source>New project…</source>
        <translation>Neues Projekt…</translation>
    </message>
    <message>
        <source>Record absence…</source>
        <translation>Abwesenheit eintragen…</translation>
    </message>
    <message>
        <source>Replace a dead wizard…</source>
        <translation>Toten Zauberer ersetzen…</translation>
    </message>
    <message>
        <source>Show ended</source>
        <translation>Beendete zeigen</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Leitung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Next week ends</source>
        <translation>Nächste Woche endet</translation>
    </message>
    <message>
        <source>Cost/week</source>
        <translation>Kosten/Woche</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation>Magische Gegenstände</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>halted (%1)</source>
        <translation>angehalten (%1)</translation>
    </message>
    <message>
        <source>: roll on 4 dice</source>
        <translation>: Wurf mit 4 Würfeln</translation>
    </message>
    <message>
        <source>: roll</source>
        <translation>: Wurf</translation>
    </message>
    <message>
        <source>the party</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <source>Record absence</source>
        <translation>Abwesenheit eintragen</translation>
    </message>
    <message>
        <source>Wizard away from his lab:</source>
        <translation>Vom Labor abwesender Zauberer:</translation>
    </message>
    <message>
        <source>Days away this week (over two, or two in a row, loses the week):</source>
        <translation>Abwesende Tage diese Woche (mehr als zwei oder zwei hintereinander kosten die Woche):</translation>
    </message>
    <message>
        <source>No, apart</source>
        <translation>Nein, getrennt</translation>
    </message>
    <message>
        <source>Yes, in a row</source>
        <translation>Ja, hintereinander</translation>
    </message>
    <message>
        <source>Were the days away in a row?</source>
        <translation>Waren die abwesenden Tage hintereinander?</translation>
    </message>
    <message>
        <source>Replace a wizard</source>
        <translation>Zauberer ersetzen</translation>
    </message>
    <message>
        <source>Wizard who died:</source>
        <translation>Verstorbener Zauberer:</translation>
    </message>
    <message>
        <source>Wizard stepping in (rolls 5 dice on DX):</source>
        <translation>Einspringender Zauberer (würfelt 5 Würfel auf DX):</translation>
    </message>
    <message>
        <source>%1 failed the roll: the spell starts over.</source>
        <translation>%1 hat den Wurf verfehlt: der Zauber beginnt von vorn.</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
</context>
<context>
    <name>hk::WorkshopProjects</name>
    <message>
        <source>%1/%2 weeks</source>
        <translation>%1/%2 Wochen</translation>
    </message>
    <message>
        <source>Name the new item.</source>
        <translation>Gib dem neuen Gegenstand einen Namen.</translation>
    </message>
    <message>
        <source>An item&apos;s own worth cannot be negative.</source>
        <translation>Der Eigenwert eines Gegenstands kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>These rules have no spell “%1” to make this item with.</source>
        <translation>Diese Regeln haben keinen Zauber „%1“, um diesen Gegenstand herzustellen.</translation>
    </message>
    <message>
        <source>The number of hired apprentices cannot be negative.</source>
        <translation>Die Zahl der angeheuerten Lehrlinge kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>%1 is named twice on the team.</source>
        <translation>%1 steht zweimal im Team.</translation>
    </message>
    <message>
        <source>%1 is archived.</source>
        <translation>%1 ist archiviert.</translation>
    </message>
    <message>
        <source>%1 does not know %2.</source>
        <translation>%1 kennt %2 nicht.</translation>
    </message>
    <message>
        <source>%1 has IQ %2; this item needs %3.</source>
        <translation>%1 hat IQ %2; dieser Gegenstand erfordert %3.</translation>
    </message>
    <message>
        <source>%1 is already working on another creation project.</source>
        <translation>%1 arbeitet bereits an einem anderen Herstellungsvorhaben.</translation>
    </message>
    <message>
        <source>Choose a laboratory for %1.</source>
        <translation>Wähle ein Labor für %1.</translation>
    </message>
    <message>
        <source>Laboratory %1 is not a usable wizard&apos;s lab attuned to %2 and free this week.</source>
        <translation>Labor %1 ist kein nutzbares Zaubererlabor, das auf %2 eingestimmt und diese Woche frei ist.</translation>
    </message>
    <message>
        <source>%1 has no usable wizard&apos;s lab of his own that is free this week.</source>
        <translation>%1 hat kein nutzbares eigenes Zaubererlabor, das diese Woche frei ist.</translation>
    </message>
    <message>
        <source>%1 is not an apprentice.</source>
        <translation>%1 ist kein Lehrling.</translation>
    </message>
    <message>
        <source>%1 already helps on another project.</source>
        <translation>%1 hilft bereits bei einem anderen Vorhaben.</translation>
    </message>
    <message>
        <source>The team needs %1 apprentices; %2 named or hired.</source>
        <translation>Das Team braucht %1 Lehrlinge; %2 benannt oder angeheuert.</translation>
    </message>
    <message>
        <source>The project cannot start: %1</source>
        <translation>Das Vorhaben kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>%1 beginnen</translation>
    </message>
    <message>
        <source>Activity %1 is not a workshop project.</source>
        <translation>Tätigkeit %1 ist kein Werkstattvorhaben.</translation>
    </message>
    <message>
        <source>“%1” has ended (%2).</source>
        <translation>„%1“ ist beendet (%2).</translation>
    </message>
    <message>
        <source>Character %1 is not on the team of “%2”.</source>
        <translation>Figur %1 gehört nicht zum Team von „%2“.</translation>
    </message>
    <message>
        <source>Days away must be between 0 and %1.</source>
        <translation>Die Tage der Abwesenheit müssen zwischen 0 und %1 liegen.</translation>
    </message>
    <message>
        <source>Absence on %1</source>
        <translation>Abwesenheit bei %1</translation>
    </message>
    <message>
        <source>The lead wizard cannot be replaced: his death loses the unfinished spell. Archive him and advance, or cancel.</source>
        <translation>Der leitende Zauberer kann nicht ersetzt werden: mit seinem Tod ist der unfertige Zauber verloren. Archiviere ihn und rücke die Zeit vor, oder brich ab.</translation>
    </message>
    <message>
        <source>%1 cannot join this team.</source>
        <translation>%1 kann diesem Team nicht beitreten.</translation>
    </message>
    <message>
        <source>Replaces %1 on %2</source>
        <translation>Ersetzt %1 bei %2</translation>
    </message>
    <message>
        <source>%1 takes %2&apos;s place.</source>
        <translation>%1 nimmt den Platz von %2 ein.</translation>
    </message>
    <message>
        <source>%1 fails to take %2&apos;s place: the spell starts over.</source>
        <translation>%1 kann den Platz von %2 nicht einnehmen: der Zauber beginnt von vorn.</translation>
    </message>
    <message>
        <source>Replace %1 on %2</source>
        <translation>%1 bei %2 ersetzen</translation>
    </message>
    <message>
        <source>Start a project</source>
        <translation>Vorhaben beginnen</translation>
    </message>
    <message>
        <source>Record an absence</source>
        <translation>Abwesenheit eintragen</translation>
    </message>
    <message>
        <source>Replace a team member</source>
        <translation>Mitarbeiter ersetzen</translation>
    </message>
    <message>
        <source>%1 cannot be cast without the book of instructions for %2: %3 pages, %4 for each week of work. The GM confirms it once the team has the book (l.%5, l.%6).</source>
        <translation>%1 kann ohne das Anleitungsbuch für %2 nicht gewirkt werden: %3 Seiten, %4 für jede Arbeitswoche. Der SL bestätigt es, sobald das Team das Buch hat (l.%5, l.%6).</translation>
    </message>
    <message>
        <source>The item&apos;s name</source>
        <translation>Der Name des Gegenstands</translation>
    </message>
</context>
<context>
    <name>hk::WorkshopResolver</name>
    <message>
        <source>The lead wizard of “%1” is dead: the unfinished spell is lost.</source>
        <translation>Der leitende Zauberer von „%1“ ist tot: der unfertige Zauber ist verloren.</translation>
    </message>
    <message>
        <source>A wizard of “%1” (character %2) is dead or gone: the work halts until someone replaces him.</source>
        <translation>Ein Zauberer von „%1“ (Figur %2) ist tot oder fort: die Arbeit ruht, bis ihn jemand ersetzt.</translation>
    </message>
    <message>
        <source>A laboratory of “%1” (lab %2) cannot be used: the work halts.</source>
        <translation>Ein Labor von „%1“ (Labor %2) kann nicht benutzt werden: die Arbeit ruht.</translation>
    </message>
    <message>
        <source>Laboratory %1 of “%2” is taken by another activity this week: the work halts.</source>
        <translation>Labor %1 von „%2“ ist diese Woche durch eine andere Tätigkeit belegt: die Arbeit ruht.</translation>
    </message>
    <message>
        <source>“%1” can no longer be planned: %2</source>
        <translation>„%1“ lässt sich nicht mehr planen: %2</translation>
    </message>
    <message>
        <source>%1: %2 apprentices&apos; wages and %3 of ingredients</source>
        <translation>%1: Lohn für %2 Lehrlinge und %3 für Zutaten</translation>
    </message>
    <message>
        <source>“%1” cannot pay this week&apos;s %2 (short by %3): the work halts until it is resumed.</source>
        <translation>„%1“ kann diese Woche %2 nicht bezahlen (es fehlen %3): die Arbeit ruht, bis sie fortgesetzt wird.</translation>
    </message>
    <message>
        <source>A wizard was away from his lab too long: the week&apos;s work is lost.</source>
        <translation>Ein Zauberer war zu lange von seinem Labor fort: die Arbeit der Woche ist verloren.</translation>
    </message>
    <message>
        <source>Week %1 of %2 before the next roll.</source>
        <translation>Woche %1 von %2 vor dem nächsten Wurf.</translation>
    </message>
    <message>
        <source>Workshop week: %1</source>
        <translation>Werkstattwoche: %1</translation>
    </message>
    <message>
        <source>%1 rolled %2: the spell is ruined and starts over; the item keeps its earlier spells.</source>
        <translation>%1 hat %2 gewürfelt: der Zauber ist verdorben und beginnt von vorn; der Gegenstand behält seine früheren Zauber.</translation>
    </message>
    <message>
        <source>%1 made the roll (%2 on %3 dice against %4).</source>
        <translation>%1 hat den Wurf geschafft (%2 mit %3 Würfeln gegen %4).</translation>
    </message>
    <message>
        <source>%1 missed the roll (%2 on %3 dice against %4): the week is lost.</source>
        <translation>%1 hat den Wurf verfehlt (%2 mit %3 Würfeln gegen %4): die Woche ist verloren.</translation>
    </message>
    <message>
        <source>%1, week %2: %3 (%4/%5 weeks).</source>
        <translation>%1, Woche %2: %3 (%4/%5 Wochen).</translation>
    </message>
    <message numerus="yes">
        <source>%1 is finished: %2 now holds %n spell(s) and is worth %3.</source>
        <translation>
            <numerusform>%1 ist fertig: %2 trägt jetzt %n Zauber und ist %3 wert.</numerusform>
            <numerusform>%1 ist fertig: %2 trägt jetzt %n Zauber und ist %3 wert.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” has run out of %2 for this week: the work halts until the stock is refilled and it is resumed.</source>
        <translation>„%1“ fehlt für diese Woche %2: die Arbeit ruht, bis der Vorrat aufgefüllt und sie fortgesetzt wird.</translation>
    </message>
    <message numerus="yes">
        <source>%n potion dose(s) came from the stock.</source>
        <translation>
            <numerusform>%n Trankdosis kam aus dem Vorrat.</numerusform>
            <numerusform>%n Trankdosen kamen aus dem Vorrat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::WwCharacterRules</name>
    <message>
        <source>Give the character a name.</source>
        <translation>Gib der Figur einen Namen.</translation>
    </message>
    <message>
        <source>“%1” is not a character type of these rules; choose %2.</source>
        <translation>„%1“ ist kein Figurentyp dieser Regeln; wähle %2.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Each spell takes %1 skill slots.</source>
        <translation>Jeder Zauber belegt %1 Fertigkeitsplätze.</translation>
    </message>
    <message>
        <source>%1: the book leaves its slot cost open; it is counted as %2 until the GM sets one.</source>
        <translation>%1: das Buch lässt die Platzkosten offen; sie zählen als %2, bis der SL sie festlegt.</translation>
    </message>
    <message>
        <source>%1 cannot be used while effective DEX is %2; it needs %3.</source>
        <translation>%1 kann bei effektiver DEX %2 nicht benutzt werden; es braucht %3.</translation>
    </message>
</context>
<context>
    <name>hk::WwExperience</name>
    <message>
        <source>Attribute points are priced by the attribute cost table.</source>
        <translation>Attributpunkte kosten nach der Attributkostentabelle.</translation>
    </message>
    <message>
        <source>“%1” is not a skill of these rules.</source>
        <translation>„%1“ ist keine Fertigkeit dieser Regeln.</translation>
    </message>
    <message>
        <source>%1 already has %2.</source>
        <translation>%1 hat bereits %2.</translation>
    </message>
    <message>
        <source>These rules give no experience price for new skills.</source>
        <translation>Diese Regeln nennen keinen Erfahrungspreis für neue Fertigkeiten.</translation>
    </message>
    <message>
        <source>“%1” is not a spell of these rules.</source>
        <translation>„%1“ ist kein Zauber dieser Regeln.</translation>
    </message>
    <message>
        <source>%1 already knows %2.</source>
        <translation>%1 kennt %2 bereits.</translation>
    </message>
    <message>
        <source>Learning a spell needs %1, which %2 does not have.</source>
        <translation>Einen Zauber zu lernen erfordert %1, was %2 nicht hat.</translation>
    </message>
    <message>
        <source>These rules give no experience price for new spells.</source>
        <translation>Diese Regeln nennen keinen Erfahrungspreis für neue Zauber.</translation>
    </message>
    <message>
        <source>%1 does not have %2.</source>
        <translation>%1 hat %2 nicht.</translation>
    </message>
    <message>
        <source>%1 has the higher version, %2: buy the bonus on it.</source>
        <translation>%1 hat die höhere Stufe, %2: Kaufe den Bonus darauf.</translation>
    </message>
    <message>
        <source>%1 has a higher version, %2; only a character with it can buy a bonus.</source>
        <translation>%1 hat eine höhere Stufe, %2; nur wer sie besitzt, kann einen Bonus kaufen.</translation>
    </message>
    <message>
        <source>%1 already has +%2 with %3, the most the rules allow.</source>
        <translation>%1 hat bereits +%2 auf %3, das Höchste, was die Regeln erlauben.</translation>
    </message>
    <message>
        <source>%1 does not know %2.</source>
        <translation>%1 kennt %2 nicht.</translation>
    </message>
    <message>
        <source>%1 already has +%2 to casting %3, the most the rules allow.</source>
        <translation>%1 hat bereits +%2 beim Zaubern von %3, das Höchste, was die Regeln erlauben.</translation>
    </message>
    <message>
        <source>+1 to %1</source>
        <translation>+1 auf %1</translation>
    </message>
    <message>
        <source>+1 to casting %1</source>
        <translation>+1 beim Zaubern von %1</translation>
    </message>
    <message>
        <source>%1 (has +%2)</source>
        <translation>%1 (hat +%2)</translation>
    </message>
</context>
<context>
    <name>hk::WwGearEffects</name>
    <message>
        <source>%1: %2 to hit without a skill for it.</source>
        <translation>%1: %2 auf den Trefferwurf ohne passende Fertigkeit.</translation>
    </message>
    <message>
        <source>%1: %2 to hit, STR %3 is below its minimum of %4.</source>
        <translation>%1: %2 auf den Trefferwurf, ST %3 liegt unter dem Minimum von %4.</translation>
    </message>
    <message>
        <source>%1 DEX</source>
        <translation>%1 DEX</translation>
    </message>
    <message>
        <source>%1 MOV</source>
        <translation>%1 MOV</translation>
    </message>
    <message>
        <source>Carrying %1 kg with STR %2 costs %3 for encumbrance.</source>
        <translation>%1 kg Traglast bei STR %2 kosten %3 für Belastung.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 DEX from armor and shield.</source>
        <translation>%1 DEX durch Rüstung und Schild.</translation>
    </message>
</context>
<context>
    <name>hk::WwReader</name>
    <message>
        <source>rule %1.%2</source>
        <translation>Regel %1.%2</translation>
    </message>
    <message>
        <source>rule %1.%2 (a number)</source>
        <translation>Regel %1.%2 (eine Zahl)</translation>
    </message>
    <message>
        <source>movement-actions row %1 %2</source>
        <translation>Zeile %1 %2 von movement-actions</translation>
    </message>
    <message>
        <source>weapon-lengths row %1</source>
        <translation>Zeile %1 von weapon-lengths</translation>
    </message>
    <message>
        <source>combat-actions row %1 (key and move)</source>
        <translation>Zeile %1 von combat-actions (key und move)</translation>
    </message>
    <message>
        <source>attack-types row %1</source>
        <translation>attack-types-Zeile %1</translation>
    </message>
</context>
<context>
    <name>hk::XpLedgerModel</name>
    <message>
        <source>Joined</source>
        <translation>Beitritt</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Vergabe</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>Raised %1</source>
        <translation>%1 gesteigert</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>EP</source>
        <translation>EP</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>ST</source>
        <translation>ST</translation>
    </message>
    <message>
        <source>DX</source>
        <translation>DX</translation>
    </message>
    <message>
        <source>IQ</source>
        <translation>IQ</translation>
    </message>
    <message>
        <source>Unspent</source>
        <translation>Unverbraucht</translation>
    </message>
</context>
<context>
    <name>hk::castEffects</name>
    <message>
        <source>%1 is not an open hex.</source>
        <translation>%1 ist kein offenes Feld.</translation>
    </message>
    <message>
        <source>%1 is taken by %2.</source>
        <translation>%1 ist von %2 besetzt.</translation>
    </message>
    <message>
        <source>%1 is down before acting and loses this turn&apos;s action.</source>
        <translation>%1 liegt am Boden, bevor er handeln konnte, und verliert die Aktion dieser Runde.</translation>
    </message>
    <message>
        <source>%1 holds no weapon: %2 does nothing.</source>
        <translation>%1 hält keine Waffe: %2 bewirkt nichts.</translation>
    </message>
    <message>
        <source>%1 drops the weapon.</source>
        <translation>%1 lässt die Waffe fallen.</translation>
    </message>
    <message>
        <source>%1&apos;s weapon breaks.</source>
        <translation>Die Waffe von %1 zerbricht.</translation>
    </message>
    <message>
        <source>%1 has no effect on %2: it works only below basic ST %3, and %2 has %4.</source>
        <translation>%1 wirkt nicht auf %2: der Zauber wirkt nur unter Grund-ST %3, und %2 hat %4.</translation>
    </message>
    <message>
        <source>%1 is knocked down.</source>
        <translation>%1 wird umgeworfen.</translation>
    </message>
    <message>
        <source>%1 vanishes.</source>
        <translation>%1 verschwindet.</translation>
    </message>
    <message>
        <source>Nothing happens to %1.</source>
        <translation>Mit %1 geschieht nichts.</translation>
    </message>
    <message>
        <source>%1 lasts</source>
        <translation>Dauer von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 is under %2 for %n turn(s).</source>
        <translation>
            <numerusform>%1 steht %n Runde unter %2.</numerusform>
            <numerusform>%1 steht %n Runden unter %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is under %2.</source>
        <translation>%1 steht unter %2.</translation>
    </message>
    <message>
        <source>The rules give no numbers for it here: the GM rules on its effect.</source>
        <translation>Die Regeln nennen hier keine Zahlen dafür: der SL entscheidet über die Wirkung.</translation>
    </message>
    <message>
        <source>%1 now obeys %2 and fights for side %3.</source>
        <translation>%1 gehorcht jetzt %2 und kämpft für Seite %3.</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 trifft</translation>
    </message>
    <message>
        <source>%1 catches %2: %3.</source>
        <translation>%1 trifft %2: %3.</translation>
    </message>
    <message>
        <source>%1 has no effect on %2: across a megahex it works only below basic ST %3, and %2 has %4.</source>
        <translation>%1 wirkt nicht auf %2: Über ein Megahexfeld wirkt er nur unter Grund-ST %3, und %2 hat %4.</translation>
    </message>
    <message>
        <source>%1 works at %2, but nobody there is caught.</source>
        <translation>%1 wirkt bei %2, aber dort wird niemand erfasst.</translation>
    </message>
    <message>
        <source>%1 appears at %2.</source>
        <translation>%1 erscheint auf %2.</translation>
    </message>
    <message>
        <source>%1 is an image made by %2&apos;s %3.</source>
        <translation>%1 ist ein Abbild, das %2 mit %3 erschaffen hat.</translation>
    </message>
    <message>
        <source>%1 is an illusion made by %2&apos;s %3.</source>
        <translation>%1 ist eine Illusion, die %2 mit %3 erschaffen hat.</translation>
    </message>
    <message>
        <source>%1 was summoned by %2&apos;s %3.</source>
        <translation>%1 wurde von %2 mit %3 herbeigerufen.</translation>
    </message>
    <message>
        <source>A rope lies in %1, binding nobody.</source>
        <translation>Auf %1 liegt ein Seil, das niemanden fesselt.</translation>
    </message>
    <message>
        <source>%1 works at %2: the GM rules on what it makes.</source>
        <translation>%1 wirkt bei %2: der SL entscheidet, was daraus entsteht.</translation>
    </message>
    <message>
        <source>%1 fills %2.</source>
        <translation>%1 füllt %2.</translation>
    </message>
    <message>
        <source>casts %1</source>
        <translation>wirkt %1</translation>
    </message>
    <message>
        <source>%1 hits %2 (%3) for %4.</source>
        <translation>%1 trifft %2 (%3) für %4.</translation>
    </message>
    <message>
        <source>%1 strikes %2, which bursts: it was an image.</source>
        <translation>%1 trifft %2, das zerplatzt: es war ein Abbild.</translation>
    </message>
    <message>
        <source>%1 blasts the wall at %2 away.</source>
        <translation>%1 sprengt die Wand bei %2 weg.</translation>
    </message>
    <message>
        <source>%1 misses %2 (%3).</source>
        <translation>%1 verfehlt %2 (%3).</translation>
    </message>
    <message>
        <source>%1 flies past %2 (%3).</source>
        <translation>%1 fliegt an %2 vorbei (%3).</translation>
    </message>
    <message>
        <source>%1 fizzles.</source>
        <translation>%1 verpufft.</translation>
    </message>
    <message>
        <source>%1 is stopped by the wall at %2.</source>
        <translation>%1 wird von der Wand bei %2 aufgehalten.</translation>
    </message>
    <message>
        <source>%1 falls short at %2.</source>
        <translation>%1 reicht nur bis %2.</translation>
    </message>
    <message>
        <source>%1 flies on past the edge of the map.</source>
        <translation>%1 fliegt weiter, über den Kartenrand hinaus.</translation>
    </message>
    <message>
        <source>%1 falls down.</source>
        <translation>%1 stürzt.</translation>
    </message>
</context>
<context>
    <name>hk::cli</name>
    <message>
        <source>warning: ruleset package refused: %1</source>
        <translation>Warnung: Regelwerkspaket abgelehnt: %1</translation>
    </message>
    <message>
        <source>hexkeeper-cli: error: %1</source>
        <translation>hexkeeper-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>missing argument: %1</source>
        <translation>fehlendes Argument: %1</translation>
    </message>
    <message>
        <source>hexkeeper-cli: note: %1</source>
        <translation>hexkeeper-cli: Hinweis: %1</translation>
    </message>
    <message numerus="yes">
        <source>The team is not legal (%n problem(s)).</source>
        <translation>
            <numerusform>Das Team ist nicht gültig (%n Problem).</numerusform>
            <numerusform>Das Team ist nicht gültig (%n Probleme).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation>
            <numerusform>%n Woche</numerusform>
            <numerusform>%n Wochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dose(s) handed over.</source>
        <translation>
            <numerusform>%n Dosis übergeben.</numerusform>
            <numerusform>%n Dosen übergeben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gas bomb(s) made: stock #%1.</source>
        <translation>
            <numerusform>%n Gasbombe hergestellt: Vorrat #%1.</numerusform>
            <numerusform>%n Gasbomben hergestellt: Vorrat #%1.</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not “%2”</source>
        <translation>--%1 muss eine ganze Zahl sein, nicht „%2“</translation>
    </message>
    <message>
        <source>--%1 must be between %2 and %3, not %4</source>
        <translation>--%1 muss zwischen %2 und %3 liegen, nicht %4</translation>
    </message>
    <message>
        <source>%1 must be an id (a whole number above 0), not “%2”</source>
        <translation>%1 muss eine Kennung sein (eine ganze Zahl über 0), nicht „%2“</translation>
    </message>
</context>
<context>
    <name>hk::wizwar</name>
    <message>
        <source>Choose %1 schools besides White Cantrip; %2 chosen.</source>
        <translation>%1 Schulen neben White Cantrip wählen; %2 gewählt.</translation>
    </message>
    <message>
        <source>Time Passes</source>
        <translation>Zeit vergeht</translation>
    </message>
    <message>
        <source>Move and Cast</source>
        <translation>Bewegen und Zaubern</translation>
    </message>
    <message>
        <source>Discard and Draw</source>
        <translation>Abwerfen und Ziehen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>Black Cantrip joins a deck only with the Custom Spellbook rule; choose three other schools.</source>
        <translation>Black Cantrip kommt nur mit der Regel Eigenes Zauberbuch in einen Stapel; wähle drei andere Schulen.</translation>
    </message>
    <message>
        <source>Each group starts with one cantrip school; choose three other schools.</source>
        <translation>Jede Gruppe beginnt mit einer Cantrip-Schule; wähle drei andere Schulen.</translation>
    </message>
    <message>
        <source>Choose %1 schools besides Black Cantrip for the second group; %2 chosen.</source>
        <translation>Wähle %1 Schulen neben Black Cantrip für die zweite Gruppe; %2 gewählt.</translation>
    </message>
    <message>
        <source>The Giant Book of Spells and the Custom Spellbook each build the deck their own way: choose one.</source>
        <translation>Das Riesige Zauberbuch und das Eigene Zauberbuch bauen den Stapel jeweils auf ihre Weise: wähle eines.</translation>
    </message>
    <message>
        <source>%1 is in both groups&apos; decks; a drafted school belongs to one group.</source>
        <translation>%1 ist in den Stapeln beider Gruppen; eine gewählte Schule gehört einer Gruppe.</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>Extended Play is to %1 victory points.</source>
        <translation>Extended Play geht bis %1 Siegpunkte.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>The game is to %1 victory points; a longer game needs the Extended Play rule.</source>
        <translation>Die Partie geht bis %1 Siegpunkte; eine längere Partie braucht die Regel Extended Play.</translation>
    </message>
    <message>
        <source>a locked door (play the card that opens it)</source>
        <translation>eine verschlossene Tür (die Karte spielen, die sie öffnet)</translation>
    </message>
    <message>
        <source>the labyrinth&apos;s outer wall</source>
        <translation>die Außenmauer des Labyrinths</translation>
    </message>
    <message>
        <source>a wall made by a spell</source>
        <translation>eine durch Zauber erschaffene Mauer</translation>
    </message>
    <message>
        <source>an object that fills the square</source>
        <translation>ein Objekt, das das Feld ausfüllt</translation>
    </message>
    <message>
        <source>a wall</source>
        <translation>eine Mauer</translation>
    </message>
</context>
<context>
    <name>hk::wizwar::CardCsv</name>
    <message>
        <source>Row %1: a quoted cell is never closed.</source>
        <translation>Zeile %1: eine Zelle in Anführungszeichen wird nie geschlossen.</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>The file is larger than %1 KB; a card list is far smaller.</source>
        <translation>Die Datei ist größer als %1 KB; eine Kartenliste ist weit kleiner.</translation>
    </message>
    <message>
        <source>The file is empty; a card list starts with a header row such as “%1”.</source>
        <translation>Die Datei ist leer; eine Kartenliste beginnt mit einer Kopfzeile wie „%1“.</translation>
    </message>
    <message>
        <source>Row 1: “%1” is not a column of a card list (%2).</source>
        <translation>Zeile 1: „%1“ ist keine Spalte einer Kartenliste (%2).</translation>
    </message>
    <message>
        <source>Row 1: the header has no “name” column.</source>
        <translation>Zeile 1: der Kopfzeile fehlt die Spalte „name“.</translation>
    </message>
    <message>
        <source>The file has %1 cards; a card list holds at most %2.</source>
        <translation>Die Datei hat %1 Karten; eine Kartenliste fasst höchstens %2.</translation>
    </message>
    <message>
        <source>Row %1: %2 cells under a header of %3 columns.</source>
        <translation>Zeile %1: %2 Zellen unter einer Kopfzeile mit %3 Spalten.</translation>
    </message>
    <message>
        <source>Row %1: the card has no name.</source>
        <translation>Zeile %1: die Karte hat keinen Namen.</translation>
    </message>
    <message>
        <source>Row %1: “%2” is listed already in row %3.</source>
        <translation>Zeile %1: „%2“ steht bereits in Zeile %3.</translation>
    </message>
</context>
<context>
    <name>hk::wizwar::CardCsv::Cell</name>
    <message>
        <source>Row %1, column “%2”: %3</source>
        <translation>Zeile %1, Spalte „%2“: %3</translation>
    </message>
    <message>
        <source>give a number from %1 to %2</source>
        <translation>gib eine Zahl von %1 bis %2 an</translation>
    </message>
    <message>
        <source>“%1” is not a number from %2 to %3</source>
        <translation>„%1“ ist keine Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>“%1” is not yes or no</source>
        <translation>„%1“ ist kein Ja/Nein-Wert (yes oder no)</translation>
    </message>
    <message>
        <source>“%1” is not one of %2</source>
        <translation>„%1“ ist keiner der Werte %2</translation>
    </message>
</context>
<context>
    <name>hk::wizwar::Game</name>
    <message>
        <source>this card is cast on its caster only</source>
        <translation>diese Karte wird nur auf den Zauberer selbst gewirkt</translation>
    </message>
    <message>
        <source>%1 is not a side of %2&apos;s square</source>
        <translation>%1 ist keine Seite des Feldes von %2</translation>
    </message>
    <message>
        <source>%1 is not in %2&apos;s square or next to it, in sight</source>
        <translation>%1 liegt weder im Feld von %2 noch in Sicht daneben</translation>
    </message>
    <message>
        <source>%1 has no line of sight to %2</source>
        <translation>%1 hat keine Sichtlinie zu %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 ends: one transformation at a time.</source>
        <translation>%2 von %1 endet: nur eine Verwandlung zugleich.</translation>
    </message>
    <message>
        <source>The card list has no “%1”.</source>
        <translation>Die Kartenliste enthält keine Karte „%1“.</translation>
    </message>
    <message>
        <source>“%1” is an attack spell: use attack.</source>
        <translation>„%1“ ist ein Angriffszauber: damit angreifen.</translation>
    </message>
    <message>
        <source>“%1” is a counter spell: it is played against an attack.</source>
        <translation>„%1“ ist ein Gegenzauber: er wird gegen einen Angriff gespielt.</translation>
    </message>
    <message>
        <source>An energy card boosts speed or a spell: use boost, or name it as a spell&apos;s energy.</source>
        <translation>Eine Energiekarte dient einem Temposchub oder einem Zauber: für einen Temposchub nutzen oder als Energie eines Zaubers angeben.</translation>
    </message>
    <message>
        <source>Cards are played in the Move and Cast phase.</source>
        <translation>Karten werden in der Phase Bewegen und Zaubern gespielt.</translation>
    </message>
    <message>
        <source>%1 cannot play %2: %3.</source>
        <translation>%1 kann %2 nicht spielen: %3.</translation>
    </message>
    <message>
        <source>A wall cannot be made where one stands already (%1).</source>
        <translation>Eine Mauer kann nicht dort entstehen, wo schon eine steht (%1).</translation>
    </message>
    <message>
        <source>%1 makes an object: aim it at an empty square that is not a home base.</source>
        <translation>%1 erschafft ein Objekt: auf ein leeres Feld zielen, das kein Heimatfeld ist.</translation>
    </message>
    <message>
        <source>%1 plays the item %2 and carries it.</source>
        <translation>%1 spielt den Gegenstand %2 und trägt ihn.</translation>
    </message>
    <message>
        <source>the labyrinth</source>
        <translation>das Labyrinth</translation>
    </message>
    <message>
        <source>%1 casts %2 at %3 (energy %4).</source>
        <translation>%1 wirkt %2 auf %3 (Energie %4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 casts %2 at %3 with %n energy token(s) and maintains it.</source>
        <translation>
            <numerusform>%1 wirkt %2 auf %3 mit %n Energiemarker und hält ihn aufrecht.</numerusform>
            <numerusform>%1 wirkt %2 auf %3 mit %n Energiemarkern und hält ihn aufrecht.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 casts %2 at %3 and maintains it.</source>
        <translation>%1 wirkt %2 auf %3 und hält ihn aufrecht.</translation>
    </message>
    <message>
        <source>Permanent Creations: a caster cannot dispel his own creation.</source>
        <translation>Permanent Creations: ein Zauberer kann seine eigene Schöpfung nicht bannen.</translation>
    </message>
    <message>
        <source>%1 ends %2.</source>
        <translation>%1 beendet %2.</translation>
    </message>
    <message>
        <source>%1 maintains no “%2”.</source>
        <translation>%1 hält keinen Zauber „%2“ aufrecht.</translation>
    </message>
    <message>
        <source>A wizard cannot attack in the first turn.</source>
        <translation>Ein Zauberer kann im ersten Zug nicht angreifen.</translation>
    </message>
    <message>
        <source>%1 has made the attack of this turn (one a turn).</source>
        <translation>%1 hat den Angriff dieses Zuges schon ausgeführt (einer pro Zug).</translation>
    </message>
    <message>
        <source>%1 is stunned and has moved: no attack this turn.</source>
        <translation>%1 ist betäubt und hat sich bewegt: kein Angriff in diesem Zug.</translation>
    </message>
    <message>
        <source>A wizard cannot attack himself.</source>
        <translation>Ein Zauberer kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>Attack a wizard in play.</source>
        <translation>Einen Zauberer im Spiel angreifen.</translation>
    </message>
    <message>
        <source>Attack a wizard, a wall or a door.</source>
        <translation>Einen Zauberer, eine Mauer oder eine Tür angreifen.</translation>
    </message>
    <message>
        <source>The labyrinth&apos;s outer walls cannot be damaged.</source>
        <translation>Die Außenmauern des Labyrinths können nicht beschädigt werden.</translation>
    </message>
    <message>
        <source>There is no wall or door on %1 to attack.</source>
        <translation>Auf %1 gibt es keine Mauer und keine Tür zum Angreifen.</translation>
    </message>
    <message>
        <source>%1 cannot punch: %2.</source>
        <translation>%1 kann keinen Faustschlag ausführen: %2.</translation>
    </message>
    <message>
        <source>punches</source>
        <translation>schlägt mit der Faust</translation>
    </message>
    <message>
        <source>%1 carries no “%2”.</source>
        <translation>%1 trägt keinen Gegenstand „%2“.</translation>
    </message>
    <message>
        <source>%1 cannot attack with %2: %3.</source>
        <translation>%1 kann nicht mit %2 angreifen: %3.</translation>
    </message>
    <message>
        <source>attacks with %1</source>
        <translation>schlägt mit %1</translation>
    </message>
    <message>
        <source>“%1” is not an attack spell.</source>
        <translation>„%1“ ist kein Angriffszauber.</translation>
    </message>
    <message>
        <source>%1 cannot cast %2: %3.</source>
        <translation>%1 kann %2 nicht wirken: %3.</translation>
    </message>
    <message>
        <source>casts %1 (energy %2)</source>
        <translation>wirkt %1 (Energie %2)</translation>
    </message>
    <message>
        <source>Damage cannot be negative.</source>
        <translation>Schaden kann nicht negativ sein.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at %3: %n damage unless countered.</source>
        <translation>
            <numerusform>%1 %2 gegen %3: %n Schaden, sofern nicht abgewehrt.</numerusform>
            <numerusform>%1 %2 gegen %3: %n Schaden, sofern nicht abgewehrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A counter spell answers an attack on its player&apos;s wizard; nothing attacks %1 now.</source>
        <translation>Ein Gegenzauber antwortet auf einen Angriff auf den Zauberer seines Spielers; %1 wird gerade nicht angegriffen.</translation>
    </message>
    <message>
        <source>“%1” is not a counter spell.</source>
        <translation>„%1“ ist kein Gegenzauber.</translation>
    </message>
    <message>
        <source>the attack is cancelled</source>
        <translation>der Angriff wird aufgehoben</translation>
    </message>
    <message>
        <source>the damage is reduced by %1</source>
        <translation>der Schaden sinkt um %1</translation>
    </message>
    <message>
        <source>%1 maintains it</source>
        <translation>%1 hält ihn aufrecht</translation>
    </message>
    <message>
        <source>%1 tries to evade with %2</source>
        <translation>%1 versucht, mit %2 auszuweichen</translation>
    </message>
    <message>
        <source>rolling %1, the attack is evaded</source>
        <translation>mit einer %1 wird dem Angriff ausgewichen</translation>
    </message>
    <message>
        <source>rolling %1, the attack is not evaded</source>
        <translation>mit einer %1 wird dem Angriff nicht ausgewichen</translation>
    </message>
    <message>
        <source>its effect is on the card</source>
        <translation>die Wirkung steht auf der Karte</translation>
    </message>
    <message>
        <source>%1 counters with %2: %3.</source>
        <translation>%1 kontert mit %2: %3.</translation>
    </message>
    <message>
        <source>No attack waits to resolve.</source>
        <translation>Kein Angriff wartet auf die Auswertung.</translation>
    </message>
    <message>
        <source>%1 maintains %2 on %3.</source>
        <translation>%1 hält %2 auf %3 aufrecht.</translation>
    </message>
    <message>
        <source>The attack is cancelled; it still was %1&apos;s attack this turn.</source>
        <translation>Der Angriff wird aufgehoben; er zählt trotzdem als Angriff von %1 in diesem Zug.</translation>
    </message>
    <message>
        <source>%1 evades the attack.</source>
        <translation>%1 weicht dem Angriff aus.</translation>
    </message>
    <message>
        <source>The attack deals no damage.</source>
        <translation>Der Angriff richtet keinen Schaden an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %2 damage: %n life left.</source>
        <translation>
            <numerusform>%1 erleidet %2 Schaden: noch %n Leben.</numerusform>
            <numerusform>%1 erleidet %2 Schaden: noch %n Leben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fire shatters %1&apos;s %2.</source>
        <translation>Das Feuer zerschmettert %2 von %1.</translation>
    </message>
    <message>
        <source>%1 takes %2 damage: less than %3, no crack.</source>
        <translation>%1 erleidet %2 Schaden: weniger als %3, kein Riss.</translation>
    </message>
    <message>
        <source>The door on %1 breaks (%2 cracks).</source>
        <translation>Die Tür auf %1 bricht (%2 Risse).</translation>
    </message>
    <message>
        <source>The wall on %1 breaks (%2 cracks).</source>
        <translation>Die Mauer auf %1 bricht (%2 Risse).</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n crack(s): %2 of %3.</source>
        <translation>
            <numerusform>%1 erhält %n Riss: %2 von %3.</numerusform>
            <numerusform>%1 erhält %n Risse: %2 von %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 stirbt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores for the kill and takes %2&apos;s hand of %n card(s).</source>
        <translation>
            <numerusform>%1 punktet für den Sieg über %2 und nimmt dessen Hand mit %n Karte.</numerusform>
            <numerusform>%1 punktet für den Sieg über %2 und nimmt dessen Hand mit %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand is discarded; nobody scores for this death.</source>
        <translation>Die Hand von %1 wird abgeworfen; für diesen Tod punktet niemand.</translation>
    </message>
    <message>
        <source>The game is over: %1 has won.</source>
        <translation>Die Partie ist vorbei: %1 hat gewonnen.</translation>
    </message>
    <message>
        <source>There is no such player in this game.</source>
        <translation>Diesen Spieler gibt es in dieser Partie nicht.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s.</source>
        <translation>%1 ist am Zug, nicht %2.</translation>
    </message>
    <message>
        <source>%1&apos;s attack on %2 waits: %2 plays a counter spell or lets it resolve.</source>
        <translation>Der Angriff von %1 auf %2 wartet: %2 spielt einen Gegenzauber oder lässt ihn durch.</translation>
    </message>
    <message>
        <source>%1 holds more than %2 cards and must discard first.</source>
        <translation>%1 hält mehr als %2 Karten und muss zuerst abwerfen.</translation>
    </message>
    <message>
        <source>%1&apos;s Move and Cast phase is over for this turn.</source>
        <translation>Die Phase Bewegen und Zaubern von %1 ist für diesen Zug vorbei.</translation>
    </message>
    <message>
        <source>%1 holds no “%2”.</source>
        <translation>%1 hat keine Karte „%2“.</translation>
    </message>
    <message>
        <source>“%1” has no energy value to spend.</source>
        <translation>„%1“ hat keinen Energiewert, der sich ausgeben ließe.</translation>
    </message>
    <message>
        <source>Shuffle the discard pile into a new Magic deck</source>
        <translation>Ablagestapel zu einem neuen Magiestapel mischen</translation>
    </message>
    <message numerus="yes">
        <source>The Magic deck ran out: the discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>Der Magiestapel ist aufgebraucht: der Ablagestapel wird zu einem neuen Stapel mit %n Karte gemischt.</numerusform>
            <numerusform>Der Magiestapel ist aufgebraucht: der Ablagestapel wird zu einem neuen Stapel mit %n Karten gemischt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drew: %2.</source>
        <translation>%1 hat gezogen: %2.</translation>
    </message>
    <message>
        <source>Both of %1&apos;s treasures lie in rival home bases: %1 dies (Deadly Treasures).</source>
        <translation>Beide Schätze von %1 liegen in gegnerischen Heimatfeldern: %1 stirbt (Deadly Treasures).</translation>
    </message>
    <message>
        <source>%1 is the only wizard left alive.</source>
        <translation>%1 ist der einzige Zauberer, der noch lebt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 reaches %n victory point(s).</source>
        <translation>
            <numerusform>%1 erreicht %n Siegpunkt.</numerusform>
            <numerusform>%1 erreicht %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the Wiz-War. %2</source>
        <translation>%1 gewinnt den Wiz-War. %2</translation>
    </message>
    <message>
        <source>That wizard is not in play.</source>
        <translation>Dieser Zauberer ist nicht im Spiel.</translation>
    </message>
    <message>
        <source>%1 is not a square of this board.</source>
        <translation>%1 ist kein Feld dieses Spielplans.</translation>
    </message>
    <message>
        <source>%1 is placed on %2 (a card&apos;s effect).</source>
        <translation>%1 wird auf %2 gesetzt (Kartenwirkung).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n stun token(s) (a card&apos;s effect).</source>
        <translation>
            <numerusform>%1 hat %n Betäubungsmarker (Kartenwirkung).</numerusform>
            <numerusform>%1 hat %n Betäubungsmarker (Kartenwirkung).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 heals to %2 life (a card&apos;s effect).</source>
        <translation>%1 heilt auf %2 Leben (Kartenwirkung).</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n life (a card&apos;s effect).</source>
        <translation>
            <numerusform>%1 verliert %n Leben (Kartenwirkung).</numerusform>
            <numerusform>%1 verliert %n Leben (Kartenwirkung).</numerusform>
        </translation>
    </message>
    <message>
        <source>Wiz-War is for %1 to %2 players; %3 named.</source>
        <translation>Wiz-War ist für %1 bis %2 Spieler; %3 genannt.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>“%1” is not a free player colour (%2).</source>
        <translation>„%1“ ist keine freie Spielerfarbe (%2).</translation>
    </message>
    <message>
        <source>Two players are called “%1”.</source>
        <translation>Zwei Spieler heißen „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>The rules give no board layout for %n player(s).</source>
        <translation>
            <numerusform>Die Regeln nennen keinen Spielplanaufbau für %n Spieler.</numerusform>
            <numerusform>Die Regeln nennen keinen Spielplanaufbau für %n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle the sector boards</source>
        <translation>Sektortafeln mischen</translation>
    </message>
    <message>
        <source>Turn the sector boards</source>
        <translation>Sektortafeln drehen</translation>
    </message>
    <message>
        <source>Shuffle the Magic deck</source>
        <translation>Magiestapel mischen</translation>
    </message>
    <message numerus="yes">
        <source>Wiz-War for %n player(s), to %1 victory points, with %2.</source>
        <translation>
            <numerusform>Wiz-War für %n Spieler, bis %1 Siegpunkte, mit %2.</numerusform>
            <numerusform>Wiz-War für %n Spieler, bis %1 Siegpunkte, mit %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the first player</source>
        <translation>Startspieler bestimmen</translation>
    </message>
    <message>
        <source>The first player&apos;s roll is out of range.</source>
        <translation>Der Wurf für den Startspieler liegt außerhalb des gültigen Bereichs.</translation>
    </message>
    <message>
        <source>%1 goes first.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <source>Turn %1: %2.</source>
        <translation>Zug %1: %2.</translation>
    </message>
    <message>
        <source>Time passes: %1&apos;s %2 deals %3 damage to %4.</source>
        <translation>Zeit vergeht: %2 von %1 fügt %4 %3 Schaden zu.</translation>
    </message>
    <message>
        <source>Time passes: %1&apos;s %2 has no energy left and ends.</source>
        <translation>Zeit vergeht: %2 von %1 hat keine Energie mehr und endet.</translation>
    </message>
    <message numerus="yes">
        <source>Time passes: %1&apos;s %2 has %n energy token(s) left.</source>
        <translation>
            <numerusform>Zeit vergeht: %2 von %1 hat noch %n Energiemarker.</numerusform>
            <numerusform>Zeit vergeht: %2 von %1 hat noch %n Energiemarker.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is stunned this turn: a move or an attack, not both.</source>
        <translation>%1 ist in diesem Zug betäubt: Bewegung oder Angriff, nicht beides.</translation>
    </message>
    <message>
        <source>Name at least one step.</source>
        <translation>Mindestens einen Schritt nennen.</translation>
    </message>
    <message>
        <source>%1 is stunned and has attacked: no leaving the square this turn.</source>
        <translation>%1 ist betäubt und hat angegriffen: in diesem Zug kann er das Feld nicht verlassen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n movement point(s) left.</source>
        <translation>
            <numerusform>%1 hat noch %n Bewegungspunkt.</numerusform>
            <numerusform>%1 hat noch %n Bewegungspunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot step %2 from %3: %4 is in the way.</source>
        <translation>%1 kann von %3 aus nicht nach %2 gehen: %4 ist im Weg.</translation>
    </message>
    <message>
        <source> (wrap-around)</source>
        <translation> (Rundumlauf)</translation>
    </message>
    <message>
        <source> (portal)</source>
        <translation> (Portal)</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves %2 (%n movement point(s) left).</source>
        <translation>
            <numerusform>%1 geht %2 (noch %n Bewegungspunkt).</numerusform>
            <numerusform>%1 geht %2 (noch %n Bewegungspunkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot reach %2 with %n movement point(s).</source>
        <translation>
            <numerusform>%1 kann %2 mit %n Bewegungspunkt nicht erreichen.</numerusform>
            <numerusform>%1 kann %2 mit %n Bewegungspunkten nicht erreichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is already on %2.</source>
        <translation>%1 steht schon auf %2.</translation>
    </message>
    <message>
        <source>%1 has boosted speed this turn already (once a turn).</source>
        <translation>%1 hatte in diesem Zug schon einen Temposchub (einmal pro Zug).</translation>
    </message>
    <message>
        <source>A speed boost discards a card with an energy value.</source>
        <translation>Für einen Temposchub wird eine Karte mit Energiewert abgeworfen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %2 for %3 more movement (%n movement point(s) left).</source>
        <translation>
            <numerusform>%1 wirft %2 für %3 zusätzliche Bewegung ab (noch %n Bewegungspunkt).</numerusform>
            <numerusform>%1 wirft %2 für %3 zusätzliche Bewegung ab (noch %n Bewegungspunkte).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 carries a treasure already; a wizard carries one at a time.</source>
        <translation>%1 trägt schon einen Schatz; ein Zauberer trägt nur einen zugleich.</translation>
    </message>
    <message>
        <source>%1 picks up %2&apos;s treasure on %3; the Move and Cast phase ends.</source>
        <translation>%1 hebt auf %3 den Schatz von %2 auf; die Phase Bewegen und Zaubern endet.</translation>
    </message>
    <message>
        <source>There is no treasure on %1.</source>
        <translation>Auf %1 liegt kein Schatz.</translation>
    </message>
    <message>
        <source>%1 drops %2&apos;s treasure on %3.</source>
        <translation>%1 legt den Schatz von %2 auf %3 ab.</translation>
    </message>
    <message>
        <source>%1 carries no treasure.</source>
        <translation>%1 trägt keinen Schatz.</translation>
    </message>
    <message numerus="yes">
        <source>Picking up costs %n movement point(s).</source>
        <translation>
            <numerusform>Aufheben kostet %n Bewegungspunkt.</numerusform>
            <numerusform>Aufheben kostet %n Bewegungspunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is at the hand limit of %2: discard a card, end a spell or drop an item first.</source>
        <translation>%1 hat das Handlimit (%2) erreicht: zuerst eine Karte abwerfen, einen Zauber beenden oder einen Gegenstand ablegen.</translation>
    </message>
    <message>
        <source>%1 picks up %2 on %3.</source>
        <translation>%1 hebt %2 auf %3 auf.</translation>
    </message>
    <message>
        <source>Heavy Items: the Move and Cast phase ends.</source>
        <translation>Heavy Items: die Phase Bewegen und Zaubern endet.</translation>
    </message>
    <message>
        <source>There is no dropped “%1” on %2.</source>
        <translation>Auf %2 liegt kein abgelegter Gegenstand „%1“.</translation>
    </message>
    <message>
        <source>%1 drops %2 on %3.</source>
        <translation>%1 legt %2 auf %3 ab.</translation>
    </message>
    <message>
        <source>Name the cards to discard.</source>
        <translation>Die abzuwerfenden Karten nennen.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 wirft %2 ab.</translation>
    </message>
    <message numerus="yes">
        <source>A player draws at most %n card(s) a turn.</source>
        <translation>
            <numerusform>Ein Spieler zieht höchstens %n Karte pro Zug.</numerusform>
            <numerusform>Ein Spieler zieht höchstens %n Karten pro Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %2 of %3 cards (hand, items and maintained spells): %n more may be drawn.</source>
        <translation>
            <numerusform>%1 hält %2 von %3 Karten (Hand, Gegenstände und aufrechterhaltene Zauber): noch %n Karte ziehbar.</numerusform>
            <numerusform>%1 hält %2 von %3 Karten (Hand, Gegenstände und aufrechterhaltene Zauber): noch %n Karten ziehbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 beendet den Zug.</translation>
    </message>
    <message>
        <source>The school “%1” has %2 cards in the deck; a school has %3. Leave some out in the deck editor, or switch the starter deck off.</source>
        <translation>Die Schule „%1“ hat %2 Karten im Stapel; eine Schule hat %3. Lass im Stapel-Editor einige weg oder schalte den Startstapel aus.</translation>
    </message>
    <message numerus="yes">
        <source>The deck from these schools holds %n card(s), too few to deal the starting hands (%1); add cards in the deck editor, or switch the starter deck on.</source>
        <translation>
            <numerusform>Der Stapel aus diesen Schulen enthält %n Karte, zu wenige für die Starthände (%1); füge Karten im Stapel-Editor hinzu oder schalte den Startstapel ein.</numerusform>
            <numerusform>Der Stapel aus diesen Schulen enthält %n Karten, zu wenige für die Starthände (%1); füge Karten im Stapel-Editor hinzu oder schalte den Startstapel ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a square of this board</source>
        <translation>%1 ist kein Feld dieses Spielbretts</translation>
    </message>
    <message>
        <source>side %1 of %2 does not lie on the board&apos;s edge</source>
        <translation>Seite %1 von %2 liegt nicht an der Brettkante</translation>
    </message>
    <message>
        <source>an outer wall closes side %1 of %2</source>
        <translation>eine Außenmauer schließt Seite %1 von %2</translation>
    </message>
    <message>
        <source>a portal stands on %1 already</source>
        <translation>auf %1 steht schon ein Portal</translation>
    </message>
    <message numerus="yes">
        <source>The box holds %n pair(s) of portals; remove one first.</source>
        <translation>
            <numerusform>Die Schachtel enthält %n Portalpaar; entferne erst eines.</numerusform>
            <numerusform>Die Schachtel enthält %n Portalpaare; entferne erst eines.</numerusform>
        </translation>
    </message>
    <message>
        <source>A portal pair joins two different sides.</source>
        <translation>Ein Portalpaar verbindet zwei verschiedene Seiten.</translation>
    </message>
    <message>
        <source>No portal there: %1.</source>
        <translation>Dort ist kein Portal: %1.</translation>
    </message>
    <message>
        <source>A pair of portals joins %1 and %2.</source>
        <translation>Ein Portalpaar verbindet %1 und %2.</translation>
    </message>
    <message>
        <source>The portals on %1 and %2 are taken away.</source>
        <translation>Die Portale auf %1 und %2 werden entfernt.</translation>
    </message>
    <message>
        <source>No portal stands on %1.</source>
        <translation>Auf %1 steht kein Portal.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>A random direction for %1 (%2)</source>
        <translation>Eine zufällige Richtung für %1 (%2)</translation>
    </message>
    <message>
        <source>A random direction for %1 (%2): %3.</source>
        <translation>Eine zufällige Richtung für %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Players are split into groups 1 and 2 only with the Custom Spellbook rule.</source>
        <translation>Spieler werden nur mit der Regel Eigenes Zauberbuch in die Gruppen 1 und 2 geteilt.</translation>
    </message>
    <message>
        <source>The Custom Spellbook splits the players into two groups: put at least one player in each.</source>
        <translation>Das eigene Zauberbuch teilt die Spieler in zwei Gruppen: setze mindestens einen Spieler in jede.</translation>
    </message>
    <message>
        <source>Shuffle group %1&apos;s Magic deck</source>
        <translation>Den Magiestapel von Gruppe %1 mischen</translation>
    </message>
    <message>
        <source>group %1 (%2) with %3</source>
        <translation>Gruppe %1 (%2) mit %3</translation>
    </message>
    <message numerus="yes">
        <source>Wiz-War for %n player(s), to %1 victory points, with the Custom Spellbook: %2.</source>
        <translation>
            <numerusform>Wiz-War für %n Spieler, bis %1 Siegpunkte, mit dem eigenen Zauberbuch: %2.</numerusform>
            <numerusform>Wiz-War für %n Spieler, bis %1 Siegpunkte, mit dem eigenen Zauberbuch: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaves %2 in a random direction</source>
        <translation>%1 verlässt %2 in eine zufällige Richtung</translation>
    </message>
    <message>
        <source>%1 leaves the %2 on %3 in a random direction: %4.</source>
        <translation>%1 verlässt %2 auf %3 in eine zufällige Richtung: %4.</translation>
    </message>
    <message>
        <source>%1 stays on %2: %3 is in the way.</source>
        <translation>%1 bleibt auf %2: %3 ist im Weg.</translation>
    </message>
    <message numerus="yes">
        <source>That changes nothing for %1: %2 life, %n stun token(s), on %3.</source>
        <translation>
            <numerusform>Das ändert nichts für %1: %2 Leben, %n Betäubungsmarker, auf %3.</numerusform>
            <numerusform>Das ändert nichts für %1: %2 Leben, %n Betäubungsmarker, auf %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hk::wizwar::Parameters</name>
    <message>
        <source>these rules are not Wiz-War&apos;s</source>
        <translation>dies sind nicht die Regeln von Wiz-War</translation>
    </message>
</context>
<context>
    <name>hk::wizwar::SectorMap</name>
    <message>
        <source>Sector map, line %1, column %2: %3</source>
        <translation>Sektorplan, Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>A sector map has %1 lines of %1 characters; this one has %2 lines.</source>
        <translation>Ein Sektorplan hat %1 Zeilen mit je %1 Zeichen; dieser hat %2 Zeilen.</translation>
    </message>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation>die Zeile ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>a corner is &apos;+&apos;, &apos; &apos; or &apos;o&apos; (a column)</source>
        <translation>eine Ecke ist &apos;+&apos;, &apos; &apos; oder &apos;o&apos; (eine Säule)</translation>
    </message>
    <message>
        <source>a side between rows is &apos;-&apos; (wall), &apos;D&apos; (door) or &apos; &apos;</source>
        <translation>eine Seite zwischen Reihen ist &apos;-&apos; (Mauer), &apos;D&apos; (Tür) oder &apos; &apos;</translation>
    </message>
    <message>
        <source>a side between columns is &apos;|&apos; (wall), &apos;D&apos; (door) or &apos; &apos;</source>
        <translation>eine Seite zwischen Spalten ist &apos;|&apos; (Mauer), &apos;D&apos; (Tür) oder &apos; &apos;</translation>
    </message>
    <message>
        <source>a sector has one home base</source>
        <translation>ein Sektor hat ein Heimatfeld</translation>
    </message>
    <message>
        <source>a square is &apos;.&apos;, &apos;H&apos; (home base) or &apos;T&apos; (treasure start)</source>
        <translation>ein Feld ist &apos;.&apos;, &apos;H&apos; (Heimatfeld) oder &apos;T&apos; (Schatzstart)</translation>
    </message>
    <message>
        <source>The sector map has no home base square (H).</source>
        <translation>Der Sektorplan hat kein Heimatfeld (H).</translation>
    </message>
    <message>
        <source>A sector has two treasure start squares (T); this map has %1.</source>
        <translation>Ein Sektor hat zwei Schatz-Startfelder (T); dieser Plan hat %1.</translation>
    </message>
</context>
<context>
    <name>hk::wizwarcli</name>
    <message>
        <source>GAME</source>
        <translation>GAME</translation>
    </message>
    <message>
        <source>“%1” is neither a player nor a square of the board (like C4) nor a line (like C4:N).</source>
        <translation>„%1“ ist weder ein Spieler noch ein Feld des Spielplans (wie C4) noch eine Linie (wie C4:N).</translation>
    </message>
    <message>
        <source>“%1” is not a side: N, E, S or W.</source>
        <translation>„%1“ ist keine Seite: N, E, S oder W.</translation>
    </message>
    <message>
        <source>No player “%1” in this game.</source>
        <translation>Kein Spieler „%1“ in dieser Partie.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hexkeeper, a game-master tool for Fantasy-Trip-style games.</source>
        <translation>Hexkeeper, ein Spielleiter-Werkzeug für Spiele im Stil von The Fantasy Trip.</translation>
    </message>
    <message>
        <source>Campaign file to open.</source>
        <translation>Zu öffnende Kampagnendatei.</translation>
    </message>
    <message>
        <source>Open the demo campaign.</source>
        <translation>Die Demo-Kampagne öffnen.</translation>
    </message>
    <message>
        <source>Render the main window to FILE (PNG) and exit.</source>
        <translation>Das Hauptfenster als FILE (PNG) rendern und beenden.</translation>
    </message>
    <message>
        <source>Show this page first (overview, library, dice, …).</source>
        <translation>Diese Seite zuerst zeigen (overview, library, dice, …).</translation>
    </message>
    <message>
        <source>Window size WxH (default 1280x800).</source>
        <translation>Fenstergröße BxH (Vorgabe 1280x800).</translation>
    </message>
    <message>
        <source>Ruleset problems</source>
        <translation>Probleme im Regelwerk</translation>
    </message>
    <message>
        <source>Open on the start page even when set to reopen the latest campaign.</source>
        <translation>Mit der Startseite beginnen, auch wenn die zuletzt genutzte Kampagne wieder geöffnet werden soll.</translation>
    </message>
    <message>
        <source>With --screenshot: render this dialog instead of the window.</source>
        <translation>Mit --screenshot: diesen Dialog statt des Fensters abbilden.</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation>Eine dunkle Farbpalette verwenden (Fusion-Stil).</translation>
    </message>
</context>
</TS>
